/** Every "no" names its rule, its threshold and the sheet cell behind it. */
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../worker/artifact/vocabulary.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import { inForce, priced, rejectionOf, sheetsOf } from './sheets.ts';

describe('program-level rejections', () => {
  it('exceeds the matrix LTV and CLTV at 90% for FICO 700 (Full Doc Matrix!D19 "85/85")', () => {
    const reasons = rejectionOf(
      priced({ program_slug: 'full_doc', credit_score: 700, loan_amount: 450_000 }),
      'full_doc',
    )!.rejections;
    expect(reasons).toEqual([
      {
        key: 'max_ltv_exceeded',
        threshold: 85,
        provided: 90,
        source_page: 'GranitePeak_NonQM_ProgramMatrix_2026-11-20.xlsx › Full Doc Matrix!D19',
      },
      {
        key: 'max_cltv_exceeded',
        threshold: 85,
        provided: 90,
        source_page: 'GranitePeak_NonQM_ProgramMatrix_2026-11-20.xlsx › Full Doc Matrix!D19',
      },
    ]);
  });

  it('finds no matrix cell for an owner-occupied DSCR loan', () => {
    const r = rejectionOf(priced({ program_slug: 'dscr', dscr_ratio: 1.2 }), 'dscr')!;
    expect(r.rejections).toContainEqual(
      expect.objectContaining({
        key: 'no_ltv_matrix_cell',
        threshold: null,
        provided: {
          fico: 740,
          loan_amount: 400000,
          occupancy: 'owner_occupied',
          purpose: 'purchase',
          dscr_tier: 'DSCR ≥ 1.00',
        },
      }),
    );
  });

  it('requires a DSCR ratio on DSCR programs and enforces the floor', () => {
    expect(rejectionOf(priced({ program_slug: 'dscr', occupancy: 'investment' }), 'dscr')!.rejections).toContainEqual(
      expect.objectContaining({ key: 'dscr_ratio_required', threshold: 0.75, provided: null }),
    );
    expect(
      rejectionOf(
        priced({ program_slug: 'fn', occupancy: 'investment', citizenship: 'foreign_national', dscr_ratio: 0.99 }),
        'fn',
      )!.rejections,
    ).toContainEqual(expect.objectContaining({ key: 'dscr_min_ratio', threshold: 1, provided: 0.99 }));
  });

  it('names citizenship, state, FICO and loan-amount limits', () => {
    const r = priced({ credit_score: 600, state: 'NY', loan_amount: 60_000, purchase_price: 500_000 });
    const keys = rejectionOf(r, 'full_doc')!.rejections.map((x) => [x.key, x.threshold]);
    expect(keys).toEqual([
      ['min_fico', 620],
      ['min_loan_amount', 100000],
      // Guidelines!C18 "All states + DC except NY": the 50 eligible states, listed.
      ['eligible_states', US_STATES.filter((st) => st !== 'NY')],
      ['no_ltv_matrix_cell', null],
    ]);
    expect(rejectionOf(r, 'itin')!.rejections).toContainEqual(
      expect.objectContaining({ key: 'eligible_citizenship', threshold: ['itin'], provided: 'us_citizen' }),
    );
  });

  it('rejects agency programs outside their states with state_not_offered', () => {
    const r = priced({ state: 'TX' });
    for (const slug of ['2_conventional_fixed', '3_conventional_5_6_sofr_arm', '4_conventional_7_6_sofr_arm'])
      expect(rejectionOf(r, slug)!.rejections).toEqual([
        expect.objectContaining({ key: 'state_not_offered', threshold: null, provided: { state: 'TX' } }),
      ]);
  });

  it('rejects terms with no agency rate block and agency LTV above 97%', () => {
    expect(rejectionOf(priced({ term: 40 }), '2_conventional_fixed')!.rejections).toContainEqual(
      expect.objectContaining({ key: 'term_not_offered', threshold: [30, 25, 20, 15, 10], provided: 40 }),
    );
    expect(rejectionOf(priced({ loan_amount: 485_001 }), '2_conventional_fixed')!.rejections).toContainEqual(
      expect.objectContaining({ key: 'max_ltv_exceeded', threshold: 97 }),
    );
  });

  it('rejects second liens everywhere', () => {
    const r = priced({ lien_position: '2nd' });
    expect(r.eligible).toEqual([]);
    for (const x of r.rejected)
      expect(x.rejections).toContainEqual(
        expect.objectContaining({ key: 'eligible_lien_position', threshold: '1st', provided: '2nd' }),
      );
  });

  it('refuses a PPP in a PPP-restricted state', () => {
    const r = priced({
      program_slug: 'dscr',
      occupancy: 'investment',
      dscr_ratio: 1.1,
      state: 'MN',
      ppp_term: '3YR PPP',
    });
    expect(rejectionOf(r, 'dscr')!.rejections).toEqual([
      expect.objectContaining({ key: 'ppp_state_restricted', provided: { state: 'MN', ppp_term: '3YR PPP' } }),
    ]);
  });
});

describe('rate-level (rolled-up) rejections', () => {
  it('rolls an NA product row up into one llpa_na naming the cell', () => {
    // DSCR LLPA row "15 Year Fixed" is NA in every band; LTV 80% -> column I (75.01% - 80.00%), row 56
    const r = priced({ program_slug: 'dscr', occupancy: 'investment', dscr_ratio: 1.1, term: 15 });
    const [reason] = rejectionOf(r, 'dscr')!.rejections;
    expect(reason).toMatchObject({ key: 'llpa_na', threshold: null, provided: 9.375, rate: 9.375, final_price: null });
    if (reason?.key !== 'llpa_na') throw new Error('expected llpa_na');
    expect(reason.detail).toEqual({
      category: 'PRODUCT',
      row_label: '15 Year Fixed',
      band: '75.01% - 80.00%',
      workbook: 'GranitePeak_NonQM_RateSheet_2026-11-20.xlsx',
      tab: 'DSCR LLPA',
      cell: 'I56',
      rates_rejected: 21,
    });
  });

  it('treats a 15-day lock on Multi-Unit / Mixed Use as not eligible (MU-MX LLPA!C66 NA)', () => {
    const r = priced({
      program_slug: 'multi_unit_mixed_use',
      occupancy: 'investment',
      property_type: '5_8_unit',
      dscr_ratio: 1.3,
      credit_score: 760,
      loan_amount: 300_000,
      lock_days: 15,
    });
    expect(rejectionOf(r, 'multi_unit_mixed_use')!.rejections[0]).toMatchObject({
      key: 'llpa_na',
      detail: { row_label: '15 Day Lock', cell: 'C66' },
    });
  });

  it('rolls rates below the minimum price up into one min_price_floor', () => {
    // ITIN at 60% CLTV (band 55.01% - 60.00%, column E): FICO 640-659 E16 -1.625, loan $100,000-$149,999 E20 -0.750,
    // DTI E27 -0.125, rate/term E33 -0.125, 3-4 units E40 -0.500, non-owner occupied E48 -0.625, 40 yr E57 -0.500,
    // interest only E58 -0.500, 1x30x12 C63 -0.500, PPP No PPP / Non-Owner Occupied D48 -0.750: total -6.000.
    // Best ladder price 102.901 (Rates!F56, 9.500%) -> 96.901 < Minimum Price 97.000 (Price Caps!G16).
    const r = priced({
      program_slug: 'itin',
      citizenship: 'itin',
      credit_score: 645,
      loan_amount: 120_000,
      purchase_price: 200_000,
      purpose: 'rate_term_refi',
      dti: 45,
      property_type: '3_4_unit',
      occupancy: 'non_owner_occupied',
      term: 40,
      interest_only: true,
      housing_history: '1x30x12',
    });
    expect(r.eligible).toEqual([]);
    expect(rejectionOf(r, 'itin')!.rejections).toEqual([
      {
        key: 'min_price_floor',
        threshold: 97,
        provided: 96.901,
        rate: 9.5,
        final_price: 96.901,
        source_page: 'GranitePeak_NonQM_RateSheet_2026-11-20.xlsx › Price Caps!G16',
        detail: {
          category: 'Price Caps',
          row_label: 'Minimum Price',
          band: null,
          workbook: 'GranitePeak_NonQM_RateSheet_2026-11-20.xlsx',
          tab: 'Price Caps',
          cell: 'G16',
          rates_rejected: 21,
        },
      },
    ]);
  });
});

describe('request filters', () => {
  it('refuses an unknown program_slug with the allowed set', () => {
    const parsed = parseQuoteRequest({
      term: 30,
      purpose: 'purchase',
      credit_score: 700,
      purchase_price: 500000,
      loan_amount: 400000,
      program_slug: 'jumbo',
    });
    const out = parsed.ok && quote(inForce(sheetsOf('2026-11-20')), parsed.request);
    expect(out && !out.ok && out.errors.program_slug?.[0]).toMatch(
      /^program_slug must be one of .*\bfull_doc, expanded_doc, dscr, multi_unit_mixed_use, itin, fn$/,
    );
  });

  it('reports doc_type_not_available for a named program without that doc type', () => {
    const r = priced({ program_slug: 'expanded_doc', doc_type: 'dscr' });
    expect(r.rejected).toEqual([
      expect.objectContaining({
        program_slug: 'expanded_doc',
        doc_type: 'dscr',
        rejections: [{ key: 'doc_type_not_available', threshold: null, provided: 'dscr', source_page: null }],
      }),
    ]);
  });
});
