/**
 * npm run quote -- --verify (tools/quote/cli.ts, verify.ts, find-artifact.ts) as an operator runs
 * it: answers saved one day (from the command and from the endpoint's code) verify on another, from
 * the fixture artifacts in a folder or only in its git history; a changed price does not, naming
 * its offer; what is no answer is a usage error. test/worker/verify.test.ts verifies the Worker's
 * own answers in workerd.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVerifiedCandidates } from '../../scripts/dist-sheets.ts';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { publish } from '../../scripts/publish/publish.ts';
import { memoryKv } from '../../tools/quote/memory-kv.ts';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import type { QuoteAnswer } from '../../worker/contract/wire.ts';
import { answerQuote } from '../../worker/http/answers.ts';
import { whenOf } from '../../worker/sheets/clock.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { writeFixtureDist } from '../fixtures.ts';
import { runQuote } from './run-quote.ts';

/** The day the answers are saved, and another day they are checked on (nothing expires in a verification). */
const SAVED_ON = '2026-11-23T14:00:00-08:00';
const CHECKED_ON = '2027-03-02T09:00:00-08:00';

const dir = mkdtempSync(join(tmpdir(), 'pricer-quote-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixtures = writeFixtureDist(join(dir, 'dist-sheets'));

const REQUEST = { purpose: 'purchase', term: 30, credit_score: 760, purchase_price: 500000, loan_amount: 375000 };

let files = 0;
const file = (content: string | object) => {
  const path = join(dir, `file-${files++}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

/** What `npm run quote` prints for `request`, saved to a file as an analyst saves it. */
async function savedByTheCommand(request: object): Promise<string> {
  const run = await runQuote([file(request), '--artifacts', fixtures], SAVED_ON);
  expect(run.code).toBe(0);
  return run.stdout;
}

const verify = (answer: string, request: object, artifacts = fixtures, now = CHECKED_ON) =>
  runQuote(['--verify', file(answer), file(request), '--artifacts', artifacts], now);

describe('npm run quote -- --verify', { timeout: 30_000 }, () => {
  it('verifies, byte for byte, an answer the command printed, on another day, naming the sheets it found', async () => {
    const answer = await savedByTheCommand(REQUEST);
    const run = await verify(answer, REQUEST);
    expect(run.code).toBe(0);
    const digest = (JSON.parse(answer) as QuoteAnswer).digest;
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      expect.stringMatching(/^verified: .* is, byte for byte, what its sheets give to this request$/),
      `  digest ${digest}, engine version 1, format ${FORMAT_VERSION}`,
    ]);
    // a line per roster lender, then the final newline; the three lenders' sheets in force at 14:00 PT
    expect(lines.slice(2).map((l) => l.split(' ')[2])).toEqual([...ROSTER, undefined]);
    for (const sheet of [
      /^ {2}agency 2026-11-23T09:00:00-05:00 in_force [0-9a-f]{12}… from .*agency\/2026-11-23_0900\.msgpack$/,
      /^ {2}jumbo 2026-11-23T14:30:00-06:00 in_force [0-9a-f]{12}… from .*jumbo\/2026-11-23_1430\.msgpack$/,
      /^ {2}non-qm 2026-11-23T13:15:00-08:00 in_force [0-9a-f]{12}… from .*non-qm\/2026-11-23_1315\.msgpack$/,
    ])
      expect(lines).toContainEqual(expect.stringMatching(sheet));
  });

  it('verifies an answer of the endpoint’s code (worker/http/answers.ts over the Worker’s store)', async () => {
    const kv = memoryKv();
    await publish(bindingPort(kv), await readVerifiedCandidates(pathToFileURL(`${fixtures}/`)));
    const store = new SheetStore();
    const request = { ...REQUEST, as_of: '2026-11-20', view: 'best' };
    const { status, json } = await answerQuote(request, (asOf) =>
      store.sheets(kv, whenOf(asOf, parseMoment(SAVED_ON)!)),
    );
    expect(status).toBe(200);
    const run = await verify(new TextDecoder().decode(json), request);
    expect([run.code, run.stdout.split('\n')[0]]).toEqual([
      0,
      expect.stringContaining('is, byte for byte, what its sheets give'),
    ]);
  });

  it('verifies a reformatted answer as the same JSON, saying it is not byte for byte', async () => {
    const answer = JSON.stringify(JSON.parse(await savedByTheCommand(REQUEST)), null, 2);
    const run = await verify(answer, REQUEST);
    expect([run.code, run.stdout.split('\n')[0]]).toEqual([0, expect.stringContaining('though not byte for byte')]);
  });

  it('refuses an answer with one price changed by 0.001, naming the offer (exit 1)', async () => {
    const answer = await savedByTheCommand(REQUEST);
    const offer = (JSON.parse(answer) as QuoteAnswer).eligible[3]!;
    const text = JSON.stringify(offer);
    const raised = Math.round(offer.final_price * 1000 + 1) / 1000;
    const tampered = answer.replace(
      text,
      text.replace(`"final_price":${offer.final_price}`, `"final_price":${raised}`),
    );
    const run = await verify(tampered, REQUEST);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      `NOT verified: ${join(dir, `file-${files - 2}.json`)} is not what its sheets give to this request\n` +
        `  first difference: eligible[3].final_price (offer ${offer.lender_slug} ${offer.program_slug} ${offer.doc_type} ${offer.rate}): ${raised} in the answer, ${offer.final_price} recomputed\n`,
    );
  });

  it('says an answer of another engine version cannot be verified with this checkout (exit 1)', async () => {
    const answer = (await savedByTheCommand(REQUEST)).replace('"engine_version":1,', '"engine_version":7,');
    const run = await verify(answer, REQUEST);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('not verifiable with this checkout');
    expect(run.stdout).toContain('ENGINE_VERSION = 7');
  });

  it.each([
    [
      'no request file',
      (answer: string) => ['--verify', file(answer)],
      '--verify takes an answer file and its request file',
    ],
    [
      'an --as-of',
      (answer: string) => ['--verify', file(answer), file(REQUEST), '--as-of', '2026-11-20'],
      'takes no --as-of',
    ],
    ['an answer that is not JSON', () => ['--verify', file('{"digest":'), file(REQUEST)], 'not a JSON answer'],
    [
      'an error answer',
      () => ['--verify', file({ message: 'term must be one of …', request_id: 'x' }), file(REQUEST)],
      'is an error answer',
    ],
    [
      'an array of answers',
      (answer: string) => ['--verify', file(`[${answer}]`), file([REQUEST])],
      'an array; verify one answer',
    ],
    [
      'a request that is not JSON',
      (answer: string) => ['--verify', file(answer), file('{"term":')],
      'request body is not valid JSON',
    ],
  ])('is a usage error (one line, exit 2) for %s', async (_, args, message) => {
    const answer = await savedByTheCommand(REQUEST);
    const run = await runQuote(args(answer), CHECKED_ON);
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toContain(message);
  });
});

describe('sheets found only in git history', { timeout: 60_000 }, () => {
  // A repository whose dist-sheets/ once held the 11-20 sheets: the second commit removed them.
  const repo = join(dir, 'clone');
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      stdio: 'pipe',
    });
  let first = '';
  beforeAll(() => {
    execFileSync('git', ['init', '-q', repo]);
    writeFixtureDist(join(repo, 'dist-sheets'));
    git('add', '-A');
    git('commit', '-qm', 'all the fixture sheets');
    first = git('rev-parse', 'HEAD').toString().trim();
    const manifest = JSON.parse(readFileSync(join(repo, 'dist-sheets', 'manifest.json'), 'utf8'));
    const kept = manifest.artifacts.filter((e: { effective_date: string }) => e.effective_date !== '2026-11-20');
    for (const e of manifest.artifacts) if (!kept.includes(e)) git('rm', '-q', join('dist-sheets', e.path));
    writeFileSync(join(repo, 'dist-sheets', 'manifest.json'), JSON.stringify({ ...manifest, artifacts: kept }));
    git('commit', '-qam', 'the 11-20 sheets withdrawn from the folder');
  });

  it('finds each sheet the answer names by sha256 in an older commit, hashes it again, and verifies', async () => {
    const request = { ...REQUEST, as_of: '2026-11-20' };
    const answer = await savedByTheCommand(request);
    const run = await verify(answer, request, join(repo, 'dist-sheets'));
    expect(run.code).toBe(0);
    const from = `from git ${first.slice(0, 12)}:dist-sheets/`;
    expect(run.stdout).toContain(`${from}agency/2026-11-20_0900.msgpack`);
    expect(run.stdout).toContain(`${from}non-qm/2026-11-20_0830.msgpack`);
  });

  it('says which sheet is in neither the folder nor its history (exit 1)', async () => {
    const answer = await savedByTheCommand(REQUEST);
    const empty = mkdtempSync(join(tmpdir(), 'pricer-no-sheets-'));
    try {
      const run = await verify(answer, REQUEST, empty);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(
        /^not verified: the agency sheet [0-9a-f]{64} \(effective 2026-11-23T09:00:00-05:00\) is in neither/,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
