/**
 * Answers saved on 2026-11-26 by `npm run quote` (test/saved-answers/, committed with their requests)
 * verify on any later checkout and machine, from a fresh clone: `npm run quote -- --verify` finds
 * the sheets they name in dist-sheets/ or its git history and gives the same bytes. They are the
 * engine's guard too: when a change makes these requests answer otherwise, this test fails, and the
 * change must raise ENGINE_VERSION (worker/engine/version.ts) and re-save the answers:
 *
 *   RESAVE_ANSWERS=1 npx vitest run test/http/saved-answers.test.ts
 *
 * which writes them again from the fixture artifacts at the moments below, then verifies them.
 * Re-save them too when the fixture artifacts are re-encoded (new sha256s): they then name sheets
 * of dist-sheets/ again and verify without git history (a shallow clone, the planted bugs' copy).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteAnswer } from '../../worker/contract/wire.ts';
import { writeFixtureDist } from '../fixtures.ts';
import { runQuote } from './run-quote.ts';

const FOLDER = 'test/saved-answers';

/** Each saved answer: the moment it was given at (PRICER_NOW), and what it must show. */
const SAVED = [
  {
    name: 'reprice-now',
    now: '2026-11-23T14:00:00-08:00',
    // Granite Peak's 1:15 PM reprice, Bayshore's morning sheet and Cedar Hollow's 2:30 PM reprice of 11-23, asked "now"
    sheets: [
      ['agency', 'in_force', '2026-11-23T09:00:00-05:00'],
      ['jumbo', 'in_force', '2026-11-23T14:30:00-06:00'],
      ['non-qm', 'in_force', '2026-11-23T13:15:00-08:00'],
    ],
  },
  {
    name: 'agency-as-of-2026-11-20',
    now: '2026-11-23T14:00:00-08:00',
    // as_of a date: the sheets of 11-20; a DTI of 43.005 sent as a decimal
    sheets: [
      ['agency', 'in_force', '2026-11-20T09:00:00-05:00'],
      ['jumbo', 'in_force', '2026-11-20T08:00:00-06:00'],
      ['non-qm', 'in_force', '2026-11-20T08:30:00-08:00'],
    ],
  },
  {
    name: 'expired',
    now: '2026-11-30T12:00:00-08:00',
    // past every lender's cut-off with no newer sheet: nothing priced
    sheets: [
      ['agency', 'expired', '2026-11-23T09:00:00-05:00'],
      ['jumbo', 'expired', '2026-11-23T14:30:00-06:00'],
      ['non-qm', 'expired', '2026-11-23T13:15:00-08:00'],
    ],
  },
] as const;

const files = (name: string) => ({
  answer: join(FOLDER, `${name}.answer.json`),
  request: join(FOLDER, `${name}.request.json`),
});

const resave = process.env.RESAVE_ANSWERS === '1';
const scratch = mkdtempSync(join(tmpdir(), 'pricer-saved-answers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

beforeAll(async () => {
  if (!resave) return;
  const fixtures = writeFixtureDist(join(scratch, 'dist-sheets'));
  for (const { name, now } of SAVED) {
    const run = await runQuote([files(name).request, '--artifacts', fixtures], now);
    expect(run.code, run.stderr).toBe(0);
    writeFileSync(files(name).answer, run.stdout);
  }
}, 60_000);

describe('answers saved by npm run quote', { timeout: 30_000 }, () => {
  it.each(SAVED)('$name verifies, byte for byte, on this checkout and today', async ({ name, sheets }) => {
    const { answer, request } = files(name);
    const run = await runQuote(['--verify', answer, request], new Date().toISOString());
    const resaving =
      'the engine answers this saved request otherwise: raise ENGINE_VERSION and re-save (this file’s header)';
    expect(run.stdout.split('\n')[0], resaving).toBe(
      `verified: ${answer} is, byte for byte, what its sheets give to this request`,
    );
    expect(run.code).toBe(0);
    const saved = JSON.parse(readFileSync(answer, 'utf8')) as QuoteAnswer;
    expect(saved.rate_sheets.map((s) => [s.lender_slug, s.status, s.effective_at])).toEqual(sheets);
  });
});
