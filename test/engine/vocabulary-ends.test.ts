/**
 * The first value of each vocabulary list (index 0 in the engine's packed masks) and bounds that are
 * absent: off-by-one spots that the lenders' worked examples never reach. Found by Stryker on
 * worker/engine/checks.ts and conditions.ts (docs/testing.md › Mutation testing).
 */
import { describe, expect, it } from 'vitest';
import { packRange } from '../../worker/artifact/plan/conditions.ts';
import { TERMS, US_STATES } from '../../worker/artifact/vocabulary.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { inPackedRange } from '../../worker/engine/conditions.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { priced, rejectionOf, sheetsOf } from './sheets.ts';

const programsOffered = (r: ReturnType<typeof priced>) => [...new Set(r.eligible.map((o) => o.program_slug))].sort();
const keysOf = (r: ReturnType<typeof priced>, slug: string) => rejectionOf(r, slug)?.rejections.map((x) => x.key);

describe('the first state and the first term', () => {
  it('AK, the first state, prices where a program allows it and is refused where it does not', () => {
    expect(US_STATES[0]).toBe('AK');
    const r = priced({ state: 'AK', credit_score: 760 }, '2026-11-23');
    // Granite Peak's Full Doc and Expanded Doc allow every state; ITIN and Multi-Unit leave AK out
    expect(programsOffered(r)).toEqual(['expanded_doc', 'full_doc']);
    expect(keysOf(r, 'itin')).toContain('eligible_states');
    expect(keysOf(r, 'multi_unit_mixed_use')).toContain('eligible_states');
    // Bayshore prints no AK row on State Adjusters: not offered there
    expect(keysOf(r, '2_conventional_fixed')).toEqual(['state_not_offered']);
  });

  it('AK on a State Adjusters table that has an AK row is offered, with its adjuster', () => {
    // Bayshore prints no AK row; the same sheet with one (+0.250 on row 99) must price AK
    const [agency] = sheetsOf('2026-11-23').filter((s) => s.artifact.lender_slug === 'agency');
    const artifact = structuredClone(agency!.artifact);
    const fixed = artifact.programs.find((p) => p.slug === '2_conventional_fixed')!;
    fixed.state_adjusters!.states.unshift({ state: 'AK', value: 250, row: 99 });
    const parsed = parseQuoteRequest({
      program_slug: '2_conventional_fixed',
      state: 'AK',
      credit_score: 760,
      term: 30,
      purpose: 'purchase',
      purchase_price: 500000,
      loan_amount: 375000,
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const out = quote(allInForce([loadedSheet(artifact, 'test')]), parsed.request);
    if (!out.ok) throw new Error(out.message);
    expect(out.response.rejected).toEqual([]);
    expect(out.response.eligible.length).toBeGreaterThan(0);
    for (const o of out.response.eligible)
      expect(o.adjusters.find((x) => x.source === 'state_adjustment')).toMatchObject({ row_label: 'AK', value: 0.25 });
  });

  it('a 10-year term, the first term, prices the fixed program and is refused by the ARMs', () => {
    expect(TERMS[0]).toBe(10);
    const r = priced({ state: 'CA', credit_score: 760, term: 10 }, '2026-11-23');
    expect(programsOffered(r)).toEqual(['2_conventional_fixed']);
    expect(keysOf(r, '3_conventional_5_6_sofr_arm')).toEqual(['term_not_offered']);
    expect(keysOf(r, '4_conventional_7_6_sofr_arm')).toEqual(['term_not_offered']);
  });
});

describe('lock periods a program does not price', () => {
  it('a 60-day lock on Full Doc is lock_not_offered, naming the periods it offers and its Guidelines cell', () => {
    const r = priced({ state: 'CA', credit_score: 760, lock_days: 60 }, '2026-11-23');
    expect(rejectionOf(r, 'full_doc')!.rejections).toEqual([
      {
        key: 'lock_not_offered',
        threshold: [15, 30, 45],
        provided: 60,
        source_page: 'GranitePeak_NonQM_ProgramMatrix_2026-11-23.xlsx › Guidelines!C22',
      },
    ]);
    // one unit of the list inside: 45 days prices
    expect(programsOffered(priced({ state: 'CA', credit_score: 760, lock_days: 45 }, '2026-11-23'))).toContain(
      'full_doc',
    );
  });
});

describe('a range without a lower bound', () => {
  it('admits 0 (DTI 0 under "≤ 43.00%"), and one without an upper bound admits any value above its floor', () => {
    const code = (r: Parameters<typeof packRange>[1]) => {
      const out: number[] = [];
      packRange(out, r);
      return Int32Array.from(out);
    };
    const atMost43 = code({ lo: null, lo_incl: false, hi: 4300, hi_incl: true });
    expect(inPackedRange(atMost43, 0, 0, 1)).toBe(true);
    expect(inPackedRange(atMost43, 0, 4300, 1)).toBe(true);
    expect(inPackedRange(atMost43, 0, 4301, 1)).toBe(false);
    const over1_5m = code({ lo: 1_500_000, lo_incl: false, hi: null, hi_incl: false });
    expect(inPackedRange(over1_5m, 0, 1_500_000, 1)).toBe(false);
    expect(inPackedRange(over1_5m, 0, 1_500_001, 1)).toBe(true);
    expect(inPackedRange(over1_5m, 0, 2 ** 30, 1)).toBe(true);
  });
});
