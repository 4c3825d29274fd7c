/**
 * Every defaulted request field that prices something is observable, part 2 (pricing
 * options, toggles, doc seasoning, DSCR, program filters): omitted = the documented default, the
 * default shows in the answer (a row, a cell, an echo), and every other allowed value answers
 * differently. Sheets of 2026-11-20. Part 1: defaults-loan.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { FD, FD_FINAL, fullDoc, GRANITE_PEAK } from './named-scenarios.ts';
import { offerOf, offersOf, reasonsOf, rowOf } from './quote-lookups.ts';
import { expectDefault, HOUSING_HISTORIES, PPP_TERMS } from './request-defaults.ts';
import { priced } from './sheets.ts';

describe('ppp_term (default No PPP) and ppp_table_name (default: the first table)', () => {
  const dscr = { ...GRANITE_PEAK.dscr, loan_amount: 350_000 } as const; // Rates!I21 8.000 100.910, G13 -0.125, G24 0, G32 blank

  it('omitted ppp_term is No PPP: echoed, PPP!C30 -1.250 -> 99.535; every other term differs', () => {
    const r = expectDefault(
      dscr,
      'ppp_term',
      'No PPP',
      PPP_TERMS.filter((t) => t !== 'No PPP'),
    );
    const o = offerOf(r, dscr, 8);
    expect([o.ppp_term, rowOf(o, 'PPP 5% Fixed'), o.final_price]).toEqual([
      'No PPP',
      ['No PPP', null, -1.25, 'PPP!C30'],
      99.535,
    ]);
  });

  it('omitted ppp_table_name is 5% Fixed, the left-most table: 1YR PPP reads C31, not F31 or I31', () => {
    const oneYear = { ...dscr, ppp_term: '1YR PPP' } as const;
    const r = expectDefault(oneYear, 'ppp_table_name', '5% Fixed', ['Declining (5-4-3-2-1)', '6 Months Interest']);
    // 100.910 - 0.125 + PPP!C31 -0.750 = 100.035; Declining F31 -0.875 -> 99.910; 6 Months Interest I31 -1.000 -> 99.785
    expect(rowOf(offerOf(r, dscr, 8), 'PPP 5% Fixed')).toEqual(['1YR PPP', null, -0.75, 'PPP!C31']);
    expect(offerOf(r, dscr, 8).final_price).toBe(100.035);
    const declining = priced({ ...oneYear, ppp_table_name: 'Declining (5-4-3-2-1)' });
    expect(offerOf(declining, dscr, 8).final_price).toBe(99.91);
    const months = priced({ ...oneYear, ppp_table_name: '6 Months Interest' });
    expect(offerOf(months, dscr, 8).final_price).toBe(99.785);
  });
});

describe('the risk toggles (default false / null): no row when omitted, their row when set', () => {
  // Full Doc, CLTV 70.00% (column G), 7.500 = 100.980 with nothing set
  it.each([
    ['escrow_waiver', false, 'Escrow Waiver', 'G75', -0.25],
    ['interest_only', false, 'Interest Only', 'G70', -0.375],
    ['recent_credit_event', false, 'FC/SS/DIL/BK < 48 Months', 'G79', -0.875],
  ] as const)('%s omitted = %s; true adds %s (Full Doc LLPA!%s %s)', (field, dflt, label, cell, value) => {
    const r = expectDefault(fullDoc, field, dflt, [true]);
    expect(offerOf(r, FD, 7.5).adjusters.some((a) => a.row_label === label)).toBe(false);
    const on = offerOf(priced({ ...fullDoc, [field]: true }), FD, 7.5);
    expect(on.adjusters.find((a) => a.row_label === label)).toMatchObject({
      value,
      source_cell: expect.stringMatching(`!${cell}$`),
    });
    expect(on.final_price).toBe(Math.round((FD_FINAL + value) * 1000) / 1000);
  });

  it('housing_history omitted = null: no row; each value reads its row (G76 -0.375, G77 -1.000, G78 -1.750)', () => {
    const r = expectDefault(fullDoc, 'housing_history', null, HOUSING_HISTORIES);
    expect(rowOf(offerOf(r, FD, 7.5), 'MISCELLANEOUS ADJUSTMENTS')).toBeUndefined();
    const finals = HOUSING_HISTORIES.map(
      (h) => offerOf(priced({ ...fullDoc, housing_history: h }), FD, 7.5).final_price,
    );
    expect(finals).toEqual([100.605, 99.98, 99.23]);
  });

  it('short_term_rental omitted = false; true adds DSCR LLPA!G69 -0.375 (8.000: 99.535 -> 99.160)', () => {
    const dscr = { ...GRANITE_PEAK.dscr, loan_amount: 350_000 } as const;
    const r = expectDefault(dscr, 'short_term_rental', false, [true]);
    expect(offerOf(r, dscr, 8).final_price).toBe(99.535);
    expect(offerOf(priced({ ...dscr, short_term_rental: true }), dscr, 8).final_price).toBe(99.16);
  });
});

describe('doc_seasoning (default null = the 12-month row)', () => {
  it('omitted reads Full Doc - 12 Months (G44 -0.125) like 12mo; 24mo reads the blank 24 Months row (G43)', () => {
    const r = expectDefault(fullDoc, 'doc_seasoning', null, ['24mo']);
    expect(priced({ ...fullDoc, doc_seasoning: '12mo' })).toEqual(r);
    expect(rowOf(offerOf(r, FD, 7.5), 'DOC TYPE')).toEqual([
      'Full Doc - 12 Months',
      '65.01% - 70.00%',
      -0.125,
      'Full Doc LLPA!G44',
    ]);
    const o24 = offerOf(priced({ ...fullDoc, doc_seasoning: '24mo' }), FD, 7.5);
    expect([rowOf(o24, 'DOC TYPE'), o24.final_price]).toEqual([
      ['Full Doc - 24 Months', '65.01% - 70.00%', 0, 'Full Doc LLPA!G43'],
      101.105,
    ]);
  });
});

describe('dscr_ratio (default null)', () => {
  it('omitted is null: DSCR programs need one (dscr_ratio_required); 1.10 prices', () => {
    const dscr = { program_slug: 'dscr', occupancy: 'investment', loan_amount: 350_000 } as const;
    const r = expectDefault(dscr, 'dscr_ratio', null, [0.75, 1.1, 1.25]);
    expect(reasonsOf(r, GRANITE_PEAK.dscr)).toContainEqual(
      expect.objectContaining({ key: 'dscr_ratio_required', threshold: 0.75, provided: null }),
    );
    expect(offersOf(priced({ ...dscr, dscr_ratio: 1.1 }), GRANITE_PEAK.dscr)).not.toEqual([]);
  });
});
