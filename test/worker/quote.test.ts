import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { artifactKey } from '../../worker/sheets/layout.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { artifactOf, deleteSnapshots, lastOf, publish } from './kv-fixtures.ts';
import { send, VALID_QUOTE } from './requests.ts';

/** Whether Bayshore, Cedar Hollow and Granite Peak each price something in a quote. */
const pricedBy = (quote: QuoteResponse) =>
  Object.fromEntries(['agency', 'jumbo', 'non-qm'].map((l) => [l, quote.eligible.some((o) => o.lender_slug === l)]));

beforeEach(async () => {
  await reset();
  await publish(env.PRICER_KV);
});

describe('POST /api/pricer/quote', () => {
  it('compares a number with more digits than its double as sent (workerd keeps the JSON source text)', async () => {
    // Granite Peak Full Doc, DTI grid: 43.00 takes no row; 43.000000000000000001 (the double 43) is above it.
    const body = (dti: string) =>
      JSON.stringify({ ...VALID_QUOTE, program_slug: 'full_doc', dti: 0 }).replace('"dti":0', `"dti":${dti}`);
    const rowFor = async (dti: string) => {
      const quote = await (await send('/api/pricer/quote', { body: body(dti) })).json<QuoteResponse>();
      return quote.eligible[0]?.adjusters.find((a) => a.category === 'DTI')?.row_label;
    };
    expect(await rowFor('43.000000000000000001')).toBe('43.01% - 50.00%');
    expect(await rowFor('43.000000000000000000')).toBeUndefined();
  });

  it('prices the scenario against the sheet in force of every lender, best price first', async () => {
    const response = await send('/api/pricer/quote', { body: VALID_QUOTE });
    expect(response.status).toBe(200);
    const quote = await response.json<QuoteResponse>();

    // 400,000 is below Cedar Hollow's minimum loan amount (Eligibility!B17 766,551): its programs are rejected;
    // Bayshore and Granite Peak price it (what another roster lender does is its own tests' to say).
    expect(pricedBy(quote)).toEqual({ agency: true, jumbo: false, 'non-qm': true });
    expect(new Set(quote.rejected.map((r) => r.lender_slug))).toContain('jumbo');
    expect(quote.eligible_count).toBe(quote.eligible.length);
    expect(quote.rejected_count).toBe(quote.rejected.length);
    const prices = quote.eligible.map((o) => o.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // The pointers name each lender's latest effective date.
    expect(quote.rate_sheet_date).toBe('2026-11-23');
    expect(quote.rate_sheets.map((s) => s.sha256)).toEqual(ROSTER.map((lender) => artifactOf(lender).sha256));
    // A jumbo-sized loan (800,000 on 1,000,000, 80.00 %) is priced by every lender
    const jumbo = await send('/api/pricer/quote', {
      body: { ...VALID_QUOTE, purchase_price: 1_000_000, loan_amount: 800_000 },
    });
    const priced = await jumbo.json<QuoteResponse>();
    expect(new Set(priced.eligible.map((o) => o.lender_slug))).toEqual(new Set(ROSTER));
  });

  it('prices as_of a past date against the sheets then in force', async () => {
    const response = await send('/api/pricer/quote', { body: { ...VALID_QUOTE, as_of: '2026-11-22' } });
    expect(response.status).toBe(200);
    const quote = await response.json<QuoteResponse>();
    expect(quote.rate_sheets.map((s) => s.rate_sheet_date)).toEqual(ROSTER.map(() => '2026-11-20'));
    expect(pricedBy(quote)).toEqual({ agency: true, jumbo: false, 'non-qm': true });
    // Bayshore 2026-11-20, Conforming 30 Year Fixed at 6.500 %, 45-day lock: 100.745 + 0.125 (CA) - 0.875 (FICO 740-759 / LTV 80).
    const fixed650 = quote.eligible.find((o) => o.program_slug === '2_conventional_fixed' && o.rate === 6.5);
    expect(fixed650?.final_price).toBe(99.995);
  });

  it.each([
    // Conventional!E21 / E22 (45 Day) of each day's workbook, LLPA!G13 (0.875), State Adjusters!C12 CA 0.125.
    ['2026-11-20', 100.745, 99.995],
    ['2026-11-23', 100.495, 99.745],
  ])('prices as_of %s with that day’s sheets: 6.500 / 45 days from %d to %d', async (asOf, base, final) => {
    const response = await send('/api/pricer/quote', {
      body: { ...VALID_QUOTE, program_slug: '2_conventional_fixed', as_of: asOf },
    });
    expect(response.status).toBe(200);
    const quote = await response.json<QuoteResponse>();
    const offer = quote.eligible.find((o) => o.rate === 6.5)!;
    expect([offer.base_price, offer.price_adjustment, offer.final_price]).toEqual([base, -0.75, final]);
    expect(offer.adjusters.find((a) => a.source === 'rate_block')?.source_cell).toBe(
      `BayshoreHomeFunding_Agency_RateSheet_${asOf}.xlsx › Conventional!B9`,
    );
    expect(quote.rate_sheet_date).toBe(asOf);
    // A date replays the last sheet in force that day: on 11-23, Granite Peak's 1:15 PM PT reprice and
    // Cedar Hollow's 14:30 CT reprice (both before PRICER_NOW, 14:00 PT).
    expect(quote.rate_sheets).toEqual(
      ROSTER.map((lender) => {
        const last = lastOf(lender, asOf);
        const { sha256, effective_at, reprice } = last;
        return {
          lender_slug: lender,
          status: 'in_force',
          rate_sheet_date: asOf,
          effective_at,
          reprice,
          sha256,
          expires_at: expect.any(String),
          withdrawn_at: null,
        };
      }),
    );
  });

  it('answers 422 on as_of before every sheet', async () => {
    const response = await send('/api/pricer/quote', { body: { ...VALID_QUOTE, as_of: '2026-01-01' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      errors: { as_of: [expect.stringContaining('2026-11-20')] },
      request_id: response.headers.get('X-Request-Id'),
    });
  });

  it('answers 422 when the engine refuses the request (unknown program_slug)', async () => {
    const response = await send('/api/pricer/quote', { body: { ...VALID_QUOTE, program_slug: 'no_such_program' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      errors: { program_slug: [expect.stringContaining('full_doc')] },
      request_id: response.headers.get('X-Request-Id'),
    });
  });

  it('answers 503 JSON naming the lender that has no usable sheet', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Without the snapshot, which carries the artifact too.
    await deleteSnapshots(env.PRICER_KV);
    await env.PRICER_KV.delete(artifactKey(artifactOf('agency').sha256));
    const response = await send('/api/pricer/quote', { body: VALID_QUOTE });
    expect(response.status).toBe(503);
    const body = await response.json<{ message: string }>();
    expect(body).toEqual({ message: expect.stringContaining('"agency"'), request_id: expect.any(String) });
    expect(body.message).not.toContain('non-qm');
    vi.restoreAllMocks();
  });
});

/** The default scenario: purchase, 30 years, FICO 760, 375,000 on 500,000 (LTV 75.00 %), CA. */
const DEFAULT = {
  purpose: 'purchase',
  term: 30,
  credit_score: 760,
  purchase_price: 500000,
  loan_amount: 375000,
  state: 'CA',
};
/** Granite Peak's 11-23 morning sheet (08:30), in force until its 1:15 PM reprice. */
const MORNING = '2026-11-23T09:00:00-08:00';

async function quoted(body: Record<string, unknown>): Promise<QuoteResponse> {
  const response = await send('/api/pricer/quote', { body });
  expect(response.status).toBe(200);
  return response.json<QuoteResponse>();
}

describe('price_adjustment, caps and the final price', () => {
  it('the default scenario: Full Doc 8.375 adjusts by the sum of its adjusters, the cap clamps only the final price', async () => {
    const quote = await quoted({ ...DEFAULT, as_of: MORNING });
    const offer = quote.eligible.find((o) => o.program_slug === 'full_doc' && o.rate === 8.375)!;
    // Rates!C27 102.689; Full Doc LLPA!H12 (760-779 @ 70.01-75.00) +0.125, H25 0, H44 (Full Doc 12 Months) -0.250, PPP!C12 0:
    // -0.125, so 102.564 before caps; Price Caps!C10 "Primary / 2nd Homes" 102.500 clamps it.
    expect(offer.adjusters.map((a) => a.value)).toEqual([0.125, 0, -0.25, 0]);
    expect([offer.base_price, offer.price_adjustment, offer.final_price]).toEqual([102.689, -0.125, 102.5]);
    expect(offer.caps_applied).toEqual([
      {
        key: 'Primary / 2nd Homes',
        threshold: 102.5,
        provided: 102.564,
        source_cell: 'GranitePeak_NonQM_RateSheet_2026-11-23.xlsx › Price Caps!C10',
      },
    ]);
    // The next rate down is not clamped: 100.416 (Rates!C19) - 0.125 = 100.291.
    const below = quote.eligible.find((o) => o.program_slug === 'full_doc' && o.rate === 7.375)!;
    expect([below.base_price, below.price_adjustment, below.final_price, below.caps_applied]).toEqual([
      100.416,
      -0.125,
      100.291,
      [],
    ]);
  });

  it('every offer of many scenarios: price_adjustment = Σ adjusters; final = base + it, or the smallest cap applied', async () => {
    const milli = (x: number) => Math.round(x * 1000);
    let capped = 0;
    for (const credit_score of [680, 760, 800]) {
      for (const [occupancy, ppp_term] of [
        ['owner_occupied', 'No PPP'],
        ['investment', '3YR PPP'],
        ['investment', 'No PPP'],
      ]) {
        const body = { ...DEFAULT, credit_score, occupancy, dscr_ratio: 1.2, ppp_term, as_of: MORNING };
        for (const o of (await quoted(body)).eligible) {
          expect(milli(o.price_adjustment)).toBe(o.adjusters.reduce((n, a) => n + milli(a.value), 0));
          if (o.caps_applied.length === 0)
            expect(milli(o.final_price)).toBe(milli(o.base_price) + milli(o.price_adjustment));
          else {
            capped++;
            expect(o.final_price).toBe(Math.min(...o.caps_applied.map((c) => c.threshold)));
            expect(milli(o.caps_applied[0]!.provided)).toBe(milli(o.base_price) + milli(o.price_adjustment));
          }
        }
      }
    }
    expect(capped).toBeGreaterThan(10);
  });
});

describe('view, target_price and limit', () => {
  it('best: one offer per (lender, program, doc type), each the all view’s offer at that rate', async () => {
    const [all, best] = await Promise.all([
      quoted({ ...DEFAULT, as_of: MORNING }),
      quoted({ ...DEFAULT, as_of: MORNING, view: 'best' }),
    ]);
    const group = (o: { lender_slug: string; program_slug: string; doc_type: string }) =>
      `${o.lender_slug}/${o.program_slug}/${o.doc_type}`;
    expect(best.eligible.map(group).sort()).toEqual([...new Set(all.eligible.map(group))].sort());
    expect(best.eligible_count).toBe(best.eligible.length);
    for (const o of best.eligible) expect(all.eligible).toContainEqual(o);
    expect(best.rejected).toEqual(all.rejected);
    // Full Doc at par: 7.375 prices 100.291 (Rates!C19 100.416 - 0.125), 7.250 only 99.951 (C18 100.076 - 0.125).
    expect(best.eligible.find((o) => o.program_slug === 'full_doc')).toMatchObject({
      rate: 7.375,
      final_price: 100.291,
    });
    const rates = best.eligible.map((o) => o.final_rate);
    expect(rates).toEqual([...rates].sort((x, y) => x - y));
  });

  it('target_price: the lowest rate reaching it; when none does, the highest-priced rate', async () => {
    const fullDoc = { ...DEFAULT, as_of: MORNING, view: 'best', program_slug: 'full_doc' };
    const at = async (target_price: number) => (await quoted({ ...fullDoc, target_price })).eligible[0]!;
    // 100.291 at 7.375 reaches 100.291 exactly; 100.292 needs the next rate up.
    expect(await at(100.291)).toMatchObject({ rate: 7.375, final_price: 100.291 });
    expect((await at(100.292)).rate).toBeGreaterThan(7.375);
    // Nothing exceeds the 102.500 cap: at 103 the answer is the lowest of the capped rates, 8.375 (102.564 clamped).
    expect(await at(103)).toMatchObject({ rate: 8.375, final_price: 102.5 });
  });

  it('limit keeps the first N offers of either view; eligible_count counts them', async () => {
    for (const view of ['all', 'best']) {
      const full = await quoted({ ...DEFAULT, as_of: MORNING, view });
      const cut = await quoted({ ...DEFAULT, as_of: MORNING, view, limit: 3 });
      expect(cut.eligible).toEqual(full.eligible.slice(0, 3));
      expect([cut.eligible_count, cut.rejected_count]).toEqual([3, full.rejected_count]);
    }
  });

  it.each([
    ['target_price', 89.999],
    ['target_price', 110.001],
    ['target_price', 110.0000001],
    ['target_price', '100'],
    ['view', 'cheapest'],
    ['limit', 0],
    ['limit', 1001],
    ['limit', 2.5],
  ])('refuses %s %j with a 422 naming it', async (field, value) => {
    const response = await send('/api/pricer/quote', { body: { ...DEFAULT, [field]: value } });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json<{ errors: object }>()).errors)).toEqual([field]);
  });

  it.each([
    ['target_price', 90],
    ['target_price', 110],
    ['target_price', 101.125],
    ['limit', 1],
    ['limit', 1000],
  ])('accepts %s %j', async (field, value) => {
    expect((await send('/api/pricer/quote', { body: { ...DEFAULT, view: 'best', [field]: value } })).status).toBe(200);
  });
});

describe('lock periods', () => {
  it('lock_days 60 prices the agency programs at 60 days and rejects the non-QM ones with lock_not_offered', async () => {
    const quote = await quoted({ ...VALID_QUOTE, lock_days: 60 });
    expect(pricedBy(quote)).toEqual({ agency: true, jumbo: false, 'non-qm': false });
    for (const o of quote.eligible) {
      expect(o.lock_days).toBe(60);
      expect(o.adjusters.find((a) => a.source === 'rate_block')).toMatchObject({ band: '60 Day', lock_days: 60 });
    }
    // Bayshore 11-23, Conforming 30 Year Fixed, 6.500 in the 60 Day column (Conventional!F22), -0.875 + 0.125.
    const fixed = quote.eligible.find(
      (o) => o.lender_slug === 'agency' && o.program_slug === '2_conventional_fixed' && o.rate === 6.5,
    )!;
    expect(fixed.price_adjustment).toBe(-0.75);
    const nonQm = quote.rejected.filter((r) => r.lender_slug === 'non-qm');
    expect(nonQm.length).toBe(9); // Full Doc, Expanded Doc ×4, DSCR, MU-MX, ITIN, FN
    for (const r of nonQm) {
      const reason = r.rejections.find((x) => x.key === 'lock_not_offered');
      expect(reason, `${r.program_slug}/${r.doc_type}`).toMatchObject({ provided: 60 });
      // The threshold is the program's lock periods as its guidelines print them: MU-MX and ITIN 30/45.
      const offered = ['multi_unit_mixed_use', 'itin'].includes(r.program_slug) ? [30, 45] : [15, 30, 45];
      expect(reason?.threshold).toEqual(offered);
      expect(reason?.source_page).toMatch(/ProgramMatrix_2026-11-23\.xlsx › Guidelines!/);
    }
  });
});
