/**
 * npm run quote (tools/quote/cli.ts): the quote endpoint offline. It prints exactly the JSON the
 * endpoint's answer (worker/http/answers.ts, what the route sends) gives for the same request, on
 * the same sheets: here the compiled artifacts published into a KV namespace and read by the
 * Worker's SheetStore, as the Worker reads them (test/worker/batch.test.ts and quote.test.ts check
 * the route sends that answer). Both on the fixture artifacts (test/fixtures.ts): the days the daily
 * job adds would answer at the moments these tests take for after every sheet's expiry.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifest, readVerifiedCandidates } from '../../scripts/dist-sheets.ts';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { publish } from '../../scripts/publish/publish.ts';
import { memoryKv } from '../../tools/quote/memory-kv.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { answerQuote } from '../../worker/http/answers.ts';
import { whenOf } from '../../worker/sheets/clock.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { writeFixtureDist } from '../fixtures.ts';
import { runQuote } from './run-quote.ts';

const NOW = '2026-11-23T14:00:00-08:00';
const dir = mkdtempSync(join(tmpdir(), 'pricer-quote-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixtures = writeFixtureDist(join(dir, 'dist-sheets'));
const FIXTURES = pathToFileURL(`${fixtures}/`);

const REQUEST = {
  purpose: 'purchase',
  term: 30,
  credit_score: 760,
  purchase_price: 500000,
  loan_amount: 375000,
  state: 'CA',
};

let files = 0;
/** Runs the CLI on `content` (bytes, a string, or a value as JSON) written to a file; its exit code, stdout and stderr. */
async function cli(content: unknown, args: string[] = [], now = NOW) {
  const file = join(dir, `request-${files++}.json`);
  writeFileSync(file, typeof content === 'string' || content instanceof Uint8Array ? content : JSON.stringify(content));
  return cliOn(file, args, now);
}

/** Runs the CLI on the request file `file`. */
const cliOn = (file: string, args: string[] = [], now = NOW) => runQuote([file, '--artifacts', fixtures, ...args], now);

/** The endpoint's answer on the published sheets, as the Worker computes it at NOW. */
async function endpoint(body: unknown) {
  const kv = memoryKv();
  const report = await publish(bindingPort(kv), await readVerifiedCandidates(FIXTURES));
  expect(report.ok).toBe(true);
  const store = new SheetStore();
  const { status, json } = await answerQuote(body, (asOf) => store.sheets(kv, whenOf(asOf, parseMoment(NOW)!)));
  const text = new TextDecoder().decode(json);
  return { status, text, body: JSON.parse(text) };
}

describe('npm run quote', { timeout: 30_000 }, () => {
  it('prints the endpoint’s JSON for the same request, byte for byte, and exits 0', async () => {
    const [run, answer] = await Promise.all([cli(REQUEST), endpoint(REQUEST)]);
    expect(run.code).toBe(0);
    expect(answer.status).toBe(200);
    expect(run.stdout).toBe(`${answer.text}\n`);
    const quote = JSON.parse(run.stdout) as QuoteResponse;
    // At 14:00 PT Granite Peak's 1:15 PM PT reprice and Cedar Hollow's 14:30 CT (12:30 PT) reprice are in
    // force, with Bayshore's morning sheet: the manifest's newest sheets.
    const newest = readManifest(FIXTURES)
      .artifacts.filter((e) => e.effective_date === '2026-11-23')
      .map((e) => e.sha256);
    expect(quote.rate_sheets.map((s) => s.sha256).every((sha) => newest.includes(sha ?? ''))).toBe(true);
    expect(quote.rate_sheets.map((s) => s.lender_slug)).toEqual(ROSTER);
    const repriceOf = (lender: string) => quote.rate_sheets.find((s) => s.lender_slug === lender)?.reprice;
    expect([repriceOf('agency'), repriceOf('jumbo'), repriceOf('non-qm')]).toEqual([0, 1, 1]);
  });

  it('prints an array for an array, a refused request as its 422 body in place, and exits 1', async () => {
    const requests = [REQUEST, { ...REQUEST, term: 11 }, { ...REQUEST, view: 'best', limit: 2 }];
    const run = await cli(requests);
    expect(run.code).toBe(1);
    const answers = await Promise.all(requests.map(endpoint));
    expect(answers.map((a) => a.status)).toEqual([200, 422, 200]);
    expect(run.stdout).toBe(`[${answers.map((a) => a.text).join(',')}]\n`);
    expect(JSON.parse(run.stdout)[1].errors.term).toEqual([expect.stringContaining('10, 15, 20, 25, 30, 40')]);
  });

  it('replays a past sheet: --as-of for requests without their own as_of, which wins', async () => {
    const run = await cli([REQUEST, { ...REQUEST, as_of: '2026-11-23T09:00:00-08:00' }], ['--as-of', '2026-11-20']);
    expect(run.code).toBe(0);
    const [old, morning] = JSON.parse(run.stdout) as QuoteResponse[];
    expect(old!.rate_sheets.map((s) => [s.lender_slug, s.rate_sheet_date])).toEqual(
      ROSTER.map((lender) => [lender, '2026-11-20']),
    );
    // 09:00 PT is 11:00 CT: before both reprices, every lender's morning sheet
    expect(morning!.rate_sheets.map((s) => [s.lender_slug, s.rate_sheet_date, s.reprice])).toEqual(
      ROSTER.map((lender) => [lender, '2026-11-23', 0]),
    );
    // The default scenario on the 11-23 morning sheet: Full Doc 8.375, Rates!C27 102.689, -0.125, capped at 102.500.
    const offer = morning!.eligible.find((o) => o.program_slug === 'full_doc' && o.rate === 8.375)!;
    expect([offer.price_adjustment, offer.final_price, offer.caps_applied[0]?.provided]).toEqual([
      -0.125, 102.5, 102.564,
    ]);
  });

  it('answers as the Worker does after the sheets expire (a business day after their date): nothing priced', async () => {
    const run = await cli(REQUEST, [], '2026-11-30T12:00:00-08:00');
    expect(run.code).toBe(0);
    const quote = JSON.parse(run.stdout) as QuoteResponse;
    expect(quote.rate_sheets.map((s) => [s.lender_slug, s.status])).toEqual(
      ROSTER.map((lender) => [lender, 'expired']),
    );
    expect(quote.eligible).toEqual([]);
    expect(new Set(quote.rejected.flatMap((r) => r.rejections.map((x) => x.key)))).toEqual(
      new Set(['rate_sheet_expired']),
    );
  });

  it('prints the endpoint’s 400 and 422 bodies for a body that is not JSON and for an as_of in the future', async () => {
    const [notJson, future] = await Promise.all([cli('{"term": 30'), cli(REQUEST, ['--as-of', '2026-12-01'])]);
    expect([notJson.code, JSON.parse(notJson.stdout)]).toEqual([1, { message: 'request body is not valid JSON' }]);
    expect(future.code).toBe(1);
    expect(JSON.parse(future.stdout)).toEqual({
      message: expect.any(String),
      errors: { as_of: [expect.stringContaining('future')] },
    });
  });

  it('exits 2 with its usage on a usage error', async () => {
    const run = await cli(REQUEST, ['--no-such-option']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: npm run quote');
    expect(run.stdout).toBe('');
  });

  it('reads a file that starts with a UTF-8 byte-order mark as the endpoint reads such a body', async () => {
    const [plain, marked] = await Promise.all([
      cli(REQUEST),
      cli(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(JSON.stringify(REQUEST))])),
    ]);
    expect(marked).toEqual(plain);
    expect(marked.code).toBe(0);
  });

  it('prints the endpoint’s 400 for a file that is not UTF-8, as for a body that is not', async () => {
    const run = await cli(new Uint8Array([0x7b, 0xff, 0x7d]));
    expect([run.code, run.stdout]).toEqual([1, '{"message":"request body is not valid JSON"}\n']);
  });

  it.each([
    ['a missing file', join(dir, 'no-such.json'), 'no such file or directory'],
    ['a folder', dir, 'is a folder, not a file'],
    ['a path through a file', join(fixtures, 'manifest.json', 'x.json'), 'a part of the path is a file, not a folder'],
  ])('names %s in one line on stderr and exits 2, printing nothing', async (_, file, problem) => {
    const run = await cliOn(file);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `${file}: ${problem}\n` });
  });

  it('names an --artifacts folder without a manifest in one line, exit 2', async () => {
    const run = await cli(REQUEST, ['--artifacts', join(dir, 'none')]);
    expect(run).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `${join(dir, 'none', 'manifest.json')}: no such file or directory\n`,
    });
  });
});
