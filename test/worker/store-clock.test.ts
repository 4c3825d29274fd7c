/**
 * Time through the quote route (issue 13): the sheet in force at `as_of` or at the Worker's clock,
 * and expiry. The clock is the PRICER_NOW binding here (vitest.config.ts sets 11-23 2:00 PM PT;
 * a test overrides it per request); the Worker reads it from its environment only.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { artifactOf, lastOf, publish } from './kv-fixtures.ts';
import { send, VALID_QUOTE } from './requests.ts';

beforeAll(async () => {
  await reset();
  await publish(env.PRICER_KV);
});

async function quote(body: object, PRICER_NOW?: string, headers?: Record<string, string>): Promise<QuoteResponse> {
  const bindings = PRICER_NOW ? { PRICER_NOW } : {};
  const response = await send('/api/pricer/quote', {
    body: { ...VALID_QUOTE, ...body },
    bindings,
    ...(headers && { headers: { Authorization: `Bearer ${env.INTERNAL_TOKEN}`, ...headers } }),
  });
  expect(response.status).toBe(200);
  return response.json<QuoteResponse>();
}

describe("Granite Peak's 1:15 PM PT reprice of 2026-11-23", () => {
  // Full Doc 6.500 %, 30-day base price: Rates!C12 of GranitePeak_NonQM_RateSheet_2026-11-23.xlsx is 97.935,
  // of GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx (REPRICE #1) 97.685.
  it.each([
    ['2026-11-23T13:14:00-08:00', 97.935, 'GranitePeak_NonQM_RateSheet_2026-11-23.xlsx', 0],
    ['2026-11-23T13:15:00-08:00', 97.685, 'GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx', 1],
    // The same instants in Eastern time.
    ['2026-11-23T16:14:00-05:00', 97.935, 'GranitePeak_NonQM_RateSheet_2026-11-23.xlsx', 0],
    ['2026-11-23T16:15:00-05:00', 97.685, 'GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx', 1],
  ])('as_of %s prices full doc 6.500 at base %d (%s)', async (asOf, base, workbook, reprice) => {
    const q = await quote({ program_slug: 'full_doc', as_of: asOf });
    const offer = q.eligible.find((o) => o.rate === 6.5)!;
    expect(offer.base_price).toBe(base);
    expect(q.rejected.filter((r) => r.lender_slug === 'non-qm')).toEqual([]);
    expect(offer.adjusters.every((a) => a.source_cell.startsWith('GranitePeak_NonQM_'))).toBe(true);
    expect(offer.adjusters.some((a) => a.source_cell.startsWith(`${workbook} › `))).toBe(true);
    expect(q.rate_sheets.find((s) => s.lender_slug === 'non-qm')).toMatchObject({
      status: 'in_force',
      effective_at: reprice ? '2026-11-23T13:15:00-08:00' : '2026-11-23T08:30:00-08:00',
      reprice,
      sha256: (reprice ? lastOf('non-qm', '2026-11-23') : artifactOf('non-qm', '2026-11-23')).sha256,
    });
  });

  it('without as_of, the clock decides: 1:14 PM PT the morning sheet, 1:15 PM PT the reprice', async () => {
    const at = async (now: string) =>
      (await quote({ program_slug: 'full_doc' }, now)).eligible.find((o) => o.rate === 6.5)!.base_price;
    expect(await at('2026-11-23T13:14:00-08:00')).toBe(97.935);
    expect(await at('2026-11-23T13:15:00-08:00')).toBe(97.685);
  });
});

describe("Cedar Hollow's 14:30 CT reprice of 2026-11-23", () => {
  // Jumbo Elite 30 Year Fixed 7.000 %, 30 Day: Rate Sheet!C13 of CedarHollow_Jumbo_RateSheet_2026-11-23.xlsx is
  // (0.228), a credit: base 100 - (-0.228) = 100.228; of the 14:30 reprice (Reprice 1) 0.022: base 99.978.
  const JUMBO = { program_slug: 'jumbo_30_fixed', purchase_price: 1_500_000, loan_amount: 1_200_000, lock_days: 30 };
  it.each([
    ['2026-11-23T14:29:00-06:00', 100.228, 'CedarHollow_Jumbo_RateSheet_2026-11-23.xlsx', 0],
    ['2026-11-23T14:30:00-06:00', 99.978, 'CedarHollow_Jumbo_RateSheet_2026-11-23_1430.xlsx', 1],
    // The same instants in Pacific time.
    ['2026-11-23T12:29:00-08:00', 100.228, 'CedarHollow_Jumbo_RateSheet_2026-11-23.xlsx', 0],
    ['2026-11-23T12:30:00-08:00', 99.978, 'CedarHollow_Jumbo_RateSheet_2026-11-23_1430.xlsx', 1],
  ])('as_of %s prices Jumbo Elite 30 7.000 at base %d (%s)', async (asOf, base, workbook, reprice) => {
    const q = await quote({ ...JUMBO, as_of: asOf });
    const offer = q.eligible.find((o) => o.rate === 7)!;
    expect(offer.base_price).toBe(base);
    // the whole workbook is re-issued: every adjuster's cell is on the sheet that answers
    expect(offer.adjusters.length).toBeGreaterThan(0);
    expect(offer.adjusters.every((a) => a.source_cell.startsWith(`${workbook} › `))).toBe(true);
    expect(q.rate_sheets.find((s) => s.lender_slug === 'jumbo')).toMatchObject({
      status: 'in_force',
      effective_at: reprice ? '2026-11-23T14:30:00-06:00' : '2026-11-23T08:00:00-06:00',
      reprice,
      sha256: (reprice ? lastOf('jumbo', '2026-11-23') : artifactOf('jumbo', '2026-11-23')).sha256,
    });
  });

  it('without as_of, the clock decides: 14:29 CT the morning sheet, 14:30 CT the reprice', async () => {
    const at = async (now: string) => (await quote(JUMBO, now)).eligible.find((o) => o.rate === 7)!.base_price;
    expect(await at('2026-11-23T14:29:00-06:00')).toBe(100.228);
    expect(await at('2026-11-23T14:30:00-06:00')).toBe(99.978);
  });
});

/** A loan every lender prices when its sheet is in force: 800,000 on 1,000,000 (80.00 %), FICO 745, CA. */
const EVERY_LENDER = { purchase_price: 1_000_000, loan_amount: 800_000 };

/** The statuses of Bayshore, Cedar Hollow and Granite Peak in an answer that lists every roster lender. */
const statusesOf = (q: QuoteResponse) => {
  expect(q.rate_sheets.map((s) => s.lender_slug)).toEqual(ROSTER);
  return ['agency', 'jumbo', 'non-qm'].map((lender) => q.rate_sheets.find((s) => s.lender_slug === lender)?.status);
};

/** The answer prices exactly the lenders whose sheet is in force; an expired one's rejections are the expiry alone. */
function expectPricedWhereInForce(q: QuoteResponse) {
  const priced = new Set(q.eligible.map((o) => o.lender_slug));
  for (const sheet of q.rate_sheets)
    expect(priced.has(sheet.lender_slug), sheet.lender_slug).toBe(sheet.status === 'in_force');
  for (const r of q.rejected.filter(
    (r) => q.rate_sheets.find((s) => s.lender_slug === r.lender_slug)?.status === 'expired',
  ))
    expect(r.rejections.map((x) => x.key)).toEqual(['rate_sheet_expired']);
}

describe('expiry at the next business day cut-off (10:00 AM PT Granite Peak, 11:00 AM ET Bayshore, 10:30 AM CT Cedar Hollow)', () => {
  const sheets = () => ROSTER.map((lender) => decodeArtifact(lastOf(lender, '2026-11-23').bytes));

  it('PRICER_NOW 2026-11-24 10:30 AM PT: every program of every lender is rejected with rate_sheet_expired', async () => {
    const q = await quote({}, '2026-11-24T10:30:00-08:00');
    expect(q.eligible).toEqual([]);
    expect(q.rate_sheet_date).toBeNull();
    expect(q.rate_sheets.map((s) => s.status)).toEqual(ROSTER.map(() => 'expired'));
    expect(statusesOf(q)).toEqual(['expired', 'expired', 'expired']);
    expect(
      ['agency', 'jumbo', 'non-qm'].map((l) => q.rate_sheets.find((s) => s.lender_slug === l)?.expires_at),
    ).toEqual(['2026-11-24T11:00:00-05:00', '2026-11-24T10:30:00-06:00', '2026-11-24T10:00:00-08:00']);
    // One rejection per program and doc type of each sheet: Bayshore 3 programs, Cedar Hollow 3, Granite Peak
    // 6 programs with 9 doc types (Expanded Doc has 4), each rejected for the expiry alone.
    const expected = sheets().flatMap((a) =>
      a.programs.flatMap((p) =>
        p.doc_types.map((d) => ({
          lender_slug: a.lender_slug,
          program_slug: p.slug,
          doc_type: d.doc_type,
          rejections: [
            { key: 'rate_sheet_expired', threshold: a.expires_at, provided: a.effective_at, source_page: a.sources[0] },
          ],
        })),
      ),
    );
    const count = (lender: string) => expected.filter((r) => r.lender_slug === lender).length;
    expect([count('agency'), count('jumbo'), count('non-qm')]).toEqual([3, 3, 9]);
    expect(q.rejected.map(({ program_name: _, ...r }) => r)).toEqual(expected);
    expect(q.rejected.find((r) => r.lender_slug === 'non-qm')?.rejections[0]).toEqual({
      key: 'rate_sheet_expired',
      threshold: '2026-11-24T10:00:00-08:00',
      provided: '2026-11-23T13:15:00-08:00',
      source_page: 'GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx',
    });
    expect(q.rejected.find((r) => r.lender_slug === 'jumbo')?.rejections[0]).toEqual({
      key: 'rate_sheet_expired',
      threshold: '2026-11-24T10:30:00-06:00',
      provided: '2026-11-23T14:30:00-06:00',
      source_page: 'CedarHollow_Jumbo_RateSheet_2026-11-23_1430.xlsx',
    });
  });

  it.each([
    // 6:59 AM PT = 9:59 AM ET: before every cut-off.
    ['2026-11-24T06:59:00-08:00', 'in_force', 'in_force', 'in_force'],
    // 7:59 AM PT = 10:59 AM ET: one minute before Bayshore's.
    ['2026-11-24T07:59:00-08:00', 'in_force', 'in_force', 'in_force'],
    ['2026-11-24T08:00:00-08:00', 'expired', 'in_force', 'in_force'],
    // 8:29 AM PT = 10:29 AM CT: one minute before Cedar Hollow's; 8:30 AM PT = 10:30 AM CT: its cut-off.
    ['2026-11-24T08:29:00-08:00', 'expired', 'in_force', 'in_force'],
    ['2026-11-24T08:30:00-08:00', 'expired', 'expired', 'in_force'],
    ['2026-11-24T09:59:00-08:00', 'expired', 'expired', 'in_force'],
    ['2026-11-24T10:00:00-08:00', 'expired', 'expired', 'expired'],
  ])('PRICER_NOW %s: Bayshore %s, Cedar Hollow %s, Granite Peak %s', async (now, agency, jumbo, nonQm) => {
    const q = await quote(EVERY_LENDER, now);
    expect(statusesOf(q)).toEqual([agency, jumbo, nonQm]);
    expectPricedWhereInForce(q);
  });

  it('as_of a moment before the expiry replays the sheets as they were then: in force, priced', async () => {
    const q = await quote({ ...EVERY_LENDER, as_of: '2026-11-23T13:15:00-08:00' }, '2026-11-25T12:00:00-08:00');
    expect(q.rate_sheets.map((s) => s.status)).toEqual(ROSTER.map(() => 'in_force'));
    expect(new Set(q.eligible.map((o) => o.lender_slug))).toEqual(new Set(ROSTER));
  });

  // Issue 26: with the clock at 2026-11-24 10:30 AM PT, no as_of at or after a sheet's expiry prices it.
  it.each([
    // 7:59 AM PT = 10:59 AM ET: before every cut-off.
    ['2026-11-24T07:59:00-08:00', 'in_force', 'in_force', 'in_force'],
    // 11:00 AM ET, Bayshore's cut-off, written in Pacific time.
    ['2026-11-24T08:00:00-08:00', 'expired', 'in_force', 'in_force'],
    // 10:30 AM CT, Cedar Hollow's cut-off, and the second before it.
    ['2026-11-24T10:29:59-06:00', 'expired', 'in_force', 'in_force'],
    ['2026-11-24T10:30:00-06:00', 'expired', 'expired', 'in_force'],
    ['2026-11-24T09:59:59-08:00', 'expired', 'expired', 'in_force'],
    ['2026-11-24T10:00:00-08:00', 'expired', 'expired', 'expired'],
    ['2026-11-24T10:29:00-08:00', 'expired', 'expired', 'expired'],
    // A date of today is the answer now (10:30 AM PT); yesterday's is the answer at its end, before every cut-off.
    ['2026-11-24', 'expired', 'expired', 'expired'],
    ['2026-11-23', 'in_force', 'in_force', 'in_force'],
  ])(
    'PRICER_NOW 2026-11-24 10:30 AM PT, as_of %s: Bayshore %s, Cedar Hollow %s, Granite Peak %s',
    async (asOf, agency, jumbo, nonQm) => {
      const q = await quote({ ...EVERY_LENDER, as_of: asOf }, '2026-11-24T10:30:00-08:00');
      expect(statusesOf(q)).toEqual([agency, jumbo, nonQm]);
      expectPricedWhereInForce(q);
    },
  );
});

describe('the clock is read from the environment only', () => {
  it('a PRICER_NOW header or query parameter changes nothing', async () => {
    const plain = await quote({});
    const expired = { PRICER_NOW: '2026-11-24T10:30:00-08:00', 'X-Pricer-Now': '2026-11-24T10:30:00-08:00' };
    expect(await quote({}, undefined, expired)).toEqual(plain);
    const viaQuery = await send('/api/pricer/quote?PRICER_NOW=2026-11-24T10:30:00-08:00', { body: VALID_QUOTE });
    // An unknown query parameter is refused (422, naming it), never read as the clock.
    expect(viaQuery.status).toBe(422);
    expect(await viaQuery.json()).toMatchObject({ errors: { PRICER_NOW: [expect.any(String)] } });
    expect(plain.rate_sheets.map((s) => s.status)).toEqual(ROSTER.map(() => 'in_force'));
  });

  it('a pricer_now field in the body is refused as unknown (422)', async () => {
    const response = await send('/api/pricer/quote', {
      body: { ...VALID_QUOTE, pricer_now: '2026-11-24T10:30:00-08:00' },
    });
    expect(response.status).toBe(422);
  });
});
