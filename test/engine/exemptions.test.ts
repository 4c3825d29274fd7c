/**
 * The passing side of every exemption (sheets 2026-11-20): No PPP in each PPP-restricted state is
 * eligible while any other PPP term there is refused; an owner-occupied or second-home `No PPP` reads
 * the N/A cell (no adjustment) while any other term reads an NA cell (not eligible). (N/A Maximum DTI
 * and the 0.000 agency state adjuster: limits-nonqm-fico-dti.test.ts and limits-agency.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { GRANITE_PEAK, RATES20 } from './named-scenarios.ts';
import { at, expectPriced, offerOf, offersOf, reasonsOf, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

const RESTRICTED = ['AK', 'KS', 'MI', 'MN', 'NM', 'RI'] as const; // PPP!B65

describe('PPP-restricted states (PPP!B65: AK, KS, MI, MN, NM, RI)', () => {
  // sheets/README.md §3.9 loan: DSCR, investment, FICO 725, CLTV 75.00%, DSCR 1.10. DSCR LLPA!H14 -0.500, H24 0.000,
  // H32 blank. DSCR's Eligible States (Guidelines!H18, all but ND, NY) include all six.
  const dscr = { ...GRANITE_PEAK.dscr, credit_score: 725, loan_amount: 375_000 } as const;

  it.each(RESTRICTED)('%s: No PPP is eligible and priced as in CA, capped by No PPP or State Restricted', (state) => {
    const r = priced({ ...dscr, state });
    // 7.875: Rates!I20 100.625 - 0.500 + PPP!C30 (No PPP) -1.250 = 98.875
    const o = expectPriced(r, dscr, 7.875, 100.625, 98.875);
    expect(rowOf(o, 'PPP 5% Fixed')).toEqual(['No PPP', null, -1.25, 'PPP!C30']);
    // 9.375: Rates!I32 103.655 - 1.750 = 101.905 > 101.500 (Price Caps!E13)
    expect(offerOf(r, dscr, 9.375).caps_applied).toEqual([
      {
        key: 'No PPP or State Restricted',
        threshold: 101.5,
        provided: 101.905,
        source_cell: at(RATES20, 'Price Caps!E13'),
      },
    ]);
    expect(offersOf(r, dscr)).toEqual(offersOf(priced({ ...dscr, state: 'CA' }), dscr));
  });

  it.each(RESTRICTED)('%s: 1YR PPP is refused (ppp_state_restricted), though CA takes it', (state) => {
    const r = priced({ ...dscr, state, ppp_term: '1YR PPP' });
    expect(offersOf(r, dscr)).toEqual([]);
    expect(reasonsOf(r, dscr)).toEqual([
      expect.objectContaining({
        key: 'ppp_state_restricted',
        threshold: [...RESTRICTED],
        provided: { state, ppp_term: '1YR PPP' },
      }),
    ]);
  });

  it('CA takes 1YR PPP: 7.875 at 100.625 - 0.500 + PPP!C31 -0.750 = 99.375', () => {
    expectPriced(priced({ ...dscr, state: 'CA', ppp_term: '1YR PPP' }), dscr, 7.875, 100.625, 99.375);
  });

  it('a lowercase restricted state is still restricted: "mn" with 5YR PPP is refused', () => {
    const r = priced({ ...dscr, state: 'mn', ppp_term: '5YR PPP' });
    expect(reasonsOf(r, dscr)).toEqual([
      expect.objectContaining({ key: 'ppp_state_restricted', provided: { state: 'MN', ppp_term: '5YR PPP' } }),
    ]);
  });

  it('Full Doc investment No PPP in MN: 100.980 + 0.125 (G13) - 0.125 (G44) - 0.625 (G61) - 0.750 (PPP!D12) = 99.605', () => {
    const inv = { ...GRANITE_PEAK.full_doc, occupancy: 'investment', loan_amount: 350_000, state: 'MN' } as const;
    expectPriced(priced(inv), inv, 7.5, 100.98, 99.605);
  });
});

describe('owner-occupied and second-home No PPP read an N/A cell: no adjustment, still priced', () => {
  it.each([
    // Full Doc, CLTV 70.00%: Rates!C21 100.980 + G13 +0.125 + G25 0 + G44 -0.125 + PPP!C12 N/A (0) = 100.980
    [
      'full_doc owner-occupied',
      GRANITE_PEAK.full_doc,
      'owner_occupied',
      7.5,
      100.98,
      100.98,
      ['No PPP', 'Primary / 2nd Home', 0, 'PPP!C12'],
      'PPP!C13',
    ],
    // second home adds Full Doc LLPA!G60 -0.375: 100.605
    [
      'full_doc second home',
      GRANITE_PEAK.full_doc,
      'second_home',
      7.5,
      100.98,
      100.605,
      ['No PPP', 'Primary / 2nd Home', 0, 'PPP!C12'],
      'PPP!C13',
    ],
    // Expanded Doc (bank statements): Rates!F19 100.320 + G13 -0.125 + G44 -0.250 + PPP!C21 N/A = 99.945
    [
      'bank_statements owner-occupied',
      GRANITE_PEAK.bank_statements,
      'owner_occupied',
      7.5,
      100.32,
      99.945,
      ['No PPP', 'Primary / 2nd Home', 0, 'PPP!C21'],
      'PPP!C22',
    ],
    // ITIN: Rates!F44 99.681 + ITIN LLPA!G11 -0.250 + G22 0 + PPP!C48 N/A = 99.431
    [
      'itin owner-occupied',
      GRANITE_PEAK.itin,
      'owner_occupied',
      8,
      99.681,
      99.431,
      ['No PPP', 'Owner Occupied', 0, 'PPP!C48'],
      'PPP!C49',
    ],
  ] as const)('%s', (_, f, occupancy, rate, base, final, pppRow, naCell) => {
    const loan = { ...f, occupancy, loan_amount: 350_000 };
    const o = expectPriced(priced(loan), f, rate, base, final);
    expect(o.adjusters.find((a) => a.source === 'ppp')).toMatchObject({ category: 'PPP 5% Fixed' });
    expect(rowOf(o, 'PPP 5% Fixed')).toEqual([...pppRow]);
    // the other side: 1YR PPP on the same column is NA (not eligible at any rate)
    const r = priced({ ...loan, ppp_term: '1YR PPP' });
    expect(offersOf(r, f)).toEqual([]);
    expect(reasonsOf(r, f)).toEqual([
      expect.objectContaining({ key: 'llpa_na', final_price: null, source_page: at(RATES20, naCell) }),
    ]);
  });
});
