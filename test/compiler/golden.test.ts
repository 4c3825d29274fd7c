/**
 * Golden values: spot checks of the compiled artifacts against the workbooks in sheets/, for every
 * table kind of both lenders. Each expectation names the cell it comes from; values were read off
 * the workbooks with xlsx (cell value, and the displayed text in brackets where it differs).
 * Units (worker/artifact/format.ts): points x1000, rates x1000, percentages and DSCR x100.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Artifact } from '../../worker/artifact/format.ts';
import { US_STATES } from '../../worker/artifact/vocabulary.ts';
import { artifactOf, grid, gridValue, program } from './artifact-parts.ts';
import { FILES, fixtureBuild } from './compile-runs.ts';

let nq20: Artifact, nq23: Artifact, ag20: Artifact, ag23: Artifact;
beforeAll(() => {
  const { artifacts } = fixtureBuild();
  nq20 = artifactOf(artifacts, 'non-qm', '2026-11-20');
  nq23 = artifactOf(artifacts, 'non-qm', '2026-11-23');
  ag20 = artifactOf(artifacts, 'agency', '2026-11-20');
  ag23 = artifactOf(artifacts, 'agency', '2026-11-23');
});

/** Percent band of a Granite Peak / Bayshore LTV column: above `lo`, up to and including `hi`. */
const pctBand = (lo: number | null, hi: number | null) => ({ lo, lo_incl: false, hi, hi_incl: hi !== null });

describe('non-QM 2026-11-20: identity', () => {
  it('names its lender, date and both workbooks (rate sheet first)', () => {
    expect(nq20.lender_slug).toBe('non-qm');
    expect(nq20.lender_name).toBe('Granite Peak Wholesale Lending');
    expect(nq20.effective_date).toBe('2026-11-20');
    expect(nq20.sources).toEqual([FILES.rates20, FILES.matrix20]);
    expect(nq20.conforming_limit).toBeNull();
    expect(nq20.rate_blocks).toEqual([]);
    // sheets/README.md §3.1, in order
    expect(nq20.programs.map((p) => p.slug)).toEqual([
      'full_doc',
      'expanded_doc',
      'dscr',
      'multi_unit_mixed_use',
      'itin',
      'fn',
    ]);
  });
});

describe('non-QM 2026-11-20: rate ladders (Rates tab)', () => {
  it('Full Doc: first row B11 6.250 / C11 97.396', () => {
    const ladder = program(nq20, 'full_doc').ladder!;
    expect(ladder).toMatchObject({ workbook: 0, tab: 'Rates', rate_col: 'B', price_col: 'C' });
    expect(ladder.rows[0]).toEqual({ rate: 6250, price: 97396, row: 11, col: null });
    // B31 8.750 / C31 103.664: 6.250 .. 8.750 in 0.125 steps = 21 rows
    expect(ladder.rows.at(-1)).toEqual({ rate: 8750, price: 103664, row: 31, col: null });
    expect(ladder.rows).toHaveLength(21);
  });

  it('Expanded Doc: E11 6.500 with F11 NA is kept as not offered (price null)', () => {
    expect(program(nq20, 'expanded_doc').ladder!.rows[0]).toEqual({ rate: 6500, price: null, row: 11, col: null });
    // E12 6.625 / F12 97.857
    expect(program(nq20, 'expanded_doc').ladder!.rows[1]).toEqual({ rate: 6625, price: 97857, row: 12, col: null });
  });

  it('DSCR: H32 9.375 / I32 103.655 (the README worked example), the longest ladder', () => {
    const ladder = program(nq20, 'dscr').ladder!;
    expect(ladder.rate_col).toBe('H');
    expect(ladder.rows.at(-1)).toEqual({ rate: 9375, price: 103655, row: 32, col: null });
    // H20 7.875 / I20 100.625
    expect(ladder.rows.find((r) => r.rate === 7875)).toEqual({ rate: 7875, price: 100625, row: 20, col: null });
  });

  it('ITIN prints rates as percentages: E36 holds 0.07 shown 7.000% => 7000; E37 0.07125 => 7125', () => {
    const ladder = program(nq20, 'itin').ladder!;
    expect(ladder.rate_col).toBe('E');
    expect(ladder.rows[0]).toEqual({ rate: 7000, price: 96881, row: 36, col: null }); // F36 96.881
    expect(ladder.rows[1]).toEqual({ rate: 7125, price: 97253, row: 37, col: null }); // F37 97.253
    expect(ladder.rows.at(-1)).toEqual({ rate: 9500, price: 102901, row: 56, col: null }); // E56 0.095 / F56 102.901
  });

  it('Multi-Unit / Mixed Use: B36 7.500 and B37 7.625 are NA; FN: H36 7.125 / I36 98.060', () => {
    expect(program(nq20, 'multi_unit_mixed_use').ladder!.rows.slice(0, 3)).toEqual([
      { rate: 7500, price: null, row: 36, col: null },
      { rate: 7625, price: null, row: 37, col: null },
      { rate: 7750, price: 98391, row: 38, col: null }, // C38 98.391
    ]);
    expect(program(nq20, 'fn').ladder!.rows[0]).toEqual({ rate: 7125, price: 98060, row: 36, col: null });
  });
});

describe('non-QM 2026-11-20: LLPA grids', () => {
  it('DSCR LLPA FICO / CLTV: "720 - 739" x "70.01% - 75.00%" (H14) = -0.500 => -500', () => {
    const dscr = program(nq20, 'dscr');
    const g = grid(dscr, 'FICO / CLTV');
    expect(g).toMatchObject({
      workbook: 0,
      tab: 'DSCR LLPA',
      title_cell: 'B9',
      label_col: 'B',
      when: [],
    });
    expect(g.columns.map((b) => b.col)).toEqual(['C', 'D', 'E', 'F', 'G', 'H', 'I']); // DSCR tops out at 75.01% - 80.00%
    // Granite Peak bands by CLTV (sheets/README.md §2)
    expect(g.columns[5]).toEqual({
      label: '70.01% - 75.00%',
      col: 'H',
      when: [{ kind: 'range', attr: 'cltv', range: { lo: 7000, lo_incl: false, hi: 7500, hi_incl: true } }],
    });
    expect(g.columns[0]).toEqual({
      label: '≤ 50.00%',
      col: 'C',
      when: [{ kind: 'range', attr: 'cltv', range: pctBand(null, 5000) }],
    });
    expect(gridValue(dscr, 'FICO / CLTV', '720 - 739', '70.01% - 75.00%')).toBe(-500);
    const row = g.rows.find((r) => r.label === '720 - 739')!;
    // B14 "720 - 739": both ends inclusive; C14 and D14 blank => 0; E14 -0.125 .. I14 -0.875
    expect(row).toEqual({
      label: '720 - 739',
      row: 14,
      when: [{ kind: 'range', attr: 'fico', range: { lo: 720, lo_incl: true, hi: 739, hi_incl: true } }],
      values: [0, 0, -125, -250, -375, -500, -875],
    });
  });

  it('DSCR LLPA DSCR grid: "1.00 - 1.24" (B32) is all blank => 0, and runs up to just below 1.25', () => {
    const g = grid(program(nq20, 'dscr'), 'DSCR');
    const row = g.rows.find((r) => r.label === '1.00 - 1.24')!;
    expect(row.values).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(row.when).toEqual([
      { kind: 'range', attr: 'dscr', range: { lo: 100, lo_incl: true, hi: 125, hi_incl: false } },
    ]);
    // B33 "0.75 - 0.99": C33 -0.750 .. H33 -1.375, I33 NA
    expect(g.rows.find((r) => r.label === '0.75 - 0.99')!.values).toEqual([
      -750,
      -750,
      -875,
      -1000,
      -1125,
      -1375,
      null,
    ]);
  });

  it('Full Doc DOC TYPE: "Full Doc - 24 Months" (B43) all blank => 0; "Full Doc - 12 Months" C44 -0.125', () => {
    const fd = program(nq20, 'full_doc');
    const g = grid(fd, 'DOC TYPE');
    expect(g.rows[0]).toEqual({
      label: 'Full Doc - 24 Months',
      row: 43,
      when: [{ kind: 'eq', attr: 'doc', values: ['full_doc_24mo'] }],
      values: Array(9).fill(0),
    });
    expect(gridValue(fd, 'DOC TYPE', 'Full Doc - 12 Months', '≤ 50.00%')).toBe(-125);
    // K44 -0.375 under "85.01% - 90.00%" (Full Doc goes to 90% CLTV)
    expect(gridValue(fd, 'DOC TYPE', 'Full Doc - 12 Months', '85.01% - 90.00%')).toBe(-375);
  });

  it('NA cells are null (not eligible): Full Doc FICO / CLTV "700 - 719" x "85.01% - 90.00%" (K15 NA)', () => {
    const fd = program(nq20, 'full_doc');
    expect(gridValue(fd, 'FICO / CLTV', '700 - 719', '85.01% - 90.00%')).toBeNull();
    expect(gridValue(fd, 'FICO / CLTV', '700 - 719', '80.01% - 85.00%')).toBe(-1250); // J15 -1.250
    expect(gridValue(fd, 'FICO / CLTV', '700 - 719', '≤ 50.00%')).toBe(0); // C15 blank
  });

  it('row labels become conditions: PURPOSE, PROPERTY TYPE, OCCUPANCY, PRODUCT, MISCELLANEOUS', () => {
    const fd = program(nq20, 'full_doc');
    const when = (category: string, label: string) => grid(fd, category).rows.find((r) => r.label === label)!.when;
    expect(when('PURPOSE', 'Cash-Out Refinance')).toEqual([{ kind: 'eq', attr: 'purpose', values: ['cash_out_refi'] }]);
    expect(when('PROPERTY TYPE', 'Condo / Warrantable Condo')).toEqual([
      { kind: 'eq', attr: 'property_type', values: ['condo', 'warrantable_condo'] },
    ]);
    expect(when('OCCUPANCY', 'Investment')).toEqual([{ kind: 'eq', attr: 'occupancy', values: ['investment'] }]);
    expect(when('PRODUCT', '40 Year Maturity')).toEqual([{ kind: 'eq', attr: 'term', values: [40] }]);
    expect(when('PRODUCT', 'Interest Only')).toEqual([{ kind: 'flag', attr: 'interest_only' }]);
    expect(when('MISCELLANEOUS ADJUSTMENTS', '15 Day Lock')).toEqual([{ kind: 'eq', attr: 'lock_days', values: [15] }]);
    // Full Doc LLPA C81 15 Day Lock = 0.125, H61 Investment at 70.01-75 = -0.750
    expect(gridValue(fd, 'MISCELLANEOUS ADJUSTMENTS', '15 Day Lock', '≤ 50.00%')).toBe(125);
    expect(gridValue(fd, 'OCCUPANCY', 'Investment', '70.01% - 75.00%')).toBe(-750);
    // DTI rows are ranges too: B32 "43.01% - 50.00%" = above 43.00 up to 50.00
    expect(when('DTI', '43.01% - 50.00%')).toEqual([
      { kind: 'range', attr: 'dti', range: { lo: 4300, lo_incl: false, hi: 5000, hi_incl: true } },
    ]);
  });

  it('single-column grids: MU-MX PROPERTY TYPE "SFR" (C39) is NA; FN side-by-side DSCR and OTHER ADJUSTMENTS', () => {
    const mumx = program(nq20, 'multi_unit_mixed_use');
    const pt = grid(mumx, 'PROPERTY TYPE');
    expect(pt).toMatchObject({ columns: [{ label: null, col: 'C', when: [] }], title_cell: 'B35' });
    expect(gridValue(mumx, 'PROPERTY TYPE', 'SFR')).toBeNull();
    expect(gridValue(mumx, 'PROPERTY TYPE', 'Mixed Use')).toBe(-250); // C38 -0.250
    const fn = program(nq20, 'fn');
    expect(grid(fn, 'DSCR')).toMatchObject({ title_cell: 'B48', columns: [{ label: null, col: 'C', when: [] }] });
    expect(grid(fn, 'OTHER ADJUSTMENTS')).toMatchObject({
      title_cell: 'E48',
      label_col: 'E',
      columns: [{ label: null, col: 'F', when: [] }],
    });
    expect(gridValue(fn, 'OTHER ADJUSTMENTS', 'Short-Term Rental')).toBe(-500); // F55 -0.500
    expect(gridValue(fn, 'OTHER ADJUSTMENTS', '15 Day Lock')).toBe(125); // F56 0.125
    expect(gridValue(fn, 'DSCR', '≥ 1.25')).toBe(125); // C50 0.125
  });

  it('grid counts per program (from the tabs)', () => {
    expect(nq20.programs.map((p) => p.grids.length)).toEqual([9, 9, 7, 7, 8, 7]);
  });
});

describe('non-QM 2026-11-20: PPP, caps and restricted states', () => {
  it('PPP DSCR "5% Fixed": 5YR PPP Adj (C34) = 0.375, No PPP (C30) = -1.250', () => {
    const [fixed, declining, sixMonths] = program(nq20, 'dscr').ppp;
    expect([fixed!.name, declining!.name, sixMonths!.name]).toEqual([
      '5% Fixed',
      'Declining (5-4-3-2-1)',
      '6 Months Interest',
    ]);
    expect(fixed!.columns).toEqual([
      { label: 'Adj', col: 'C', occupancies: ['owner_occupied', 'second_home', 'investment'] },
    ]);
    expect(fixed!.rows.find((r) => r.term === '5YR PPP')).toEqual({
      term: '5YR PPP',
      row: 34,
      col: null,
      in_restricted_states: false,
      values: [375],
    });
    expect(fixed!.rows.find((r) => r.term === 'No PPP')).toEqual({
      term: 'No PPP',
      row: 30,
      col: null,
      in_restricted_states: false,
      values: [-1250],
    });
    expect(sixMonths!.rows.find((r) => r.term === '5YR PPP')!.values).toEqual([125]); // I34 0.125
  });

  it('PPP Full Doc "5% Fixed": N/A = 0 (C12), NA = null (C13), Investment 5YR (D16) = 0.250', () => {
    const fixed = program(nq20, 'full_doc').ppp[0]!;
    expect(fixed.columns.map((c) => [c.label, c.occupancies])).toEqual([
      ['Primary / 2nd Home', ['owner_occupied', 'second_home']],
      ['Investment', ['investment']],
    ]);
    expect(fixed.rows.map((r) => [r.term, ...r.values])).toEqual([
      ['No PPP', 0, -750],
      ['1YR PPP', null, -375],
      ['2YR PPP', null, -125],
      ['3YR PPP', null, 0],
      ['5YR PPP', null, 250],
    ]);
  });

  it('Price Caps DSCR: "No PPP or State Restricted" E13 = 101.500 as a rule; "Primary / 2nd Homes" E10 N/A is absent', () => {
    const p = program(nq20, 'dscr');
    const investment = { kind: 'eq', attr: 'occupancy', values: ['investment'] };
    expect(p.caps.find((c) => c.key === 'no_ppp_or_state_restricted')).toEqual({
      workbook: 0,
      tab: 'Price Caps',
      key: 'no_ppp_or_state_restricted',
      label: 'No PPP or State Restricted',
      value: 101500,
      cell: 'E13',
      // investment with No PPP, or investment in a PPP-restricted state (PPP!B65: AK, KS, MI, MN, NM, RI)
      when: [
        [investment, { kind: 'eq', attr: 'ppp_term', values: ['No PPP'] }],
        [investment, { kind: 'eq', attr: 'state', values: ['AK', 'KS', 'MI', 'MN', 'NM', 'RI'] }],
      ],
    });
    expect(p.caps.map((c) => c.key)).toEqual([
      'investment_ppp_3yr_plus',
      'investment_ppp_under_3yr',
      'no_ppp_or_state_restricted',
      'loan_over_1_5m',
      'max_price',
    ]);
    expect(p.caps.map((c) => c.value)).toEqual([104000, 103000, 101500, 102000, 104500]); // E11..E15
    // "Investments >= 3YR PPP" = 3YR and 5YR; "w/ < 3YR PPP" = 1YR and 2YR (No PPP carries no penalty)
    expect(p.caps[0]!.when).toEqual([[investment, { kind: 'eq', attr: 'ppp_term', values: ['3YR PPP', '5YR PPP'] }]]);
    expect(p.caps[1]!.when).toEqual([[investment, { kind: 'eq', attr: 'ppp_term', values: ['1YR PPP', '2YR PPP'] }]]);
    // "Loan Amounts >$1.5m": $1,500,001 and above (Price Caps!B20)
    expect(p.caps[3]!.when).toEqual([
      [{ kind: 'range', attr: 'loan_amount', range: { lo: 1_500_000, lo_incl: false, hi: null, hi_incl: false } }],
    ]);
    expect(p.caps[4]!.when).toEqual([[]]); // Maximum Price: always
    expect(p.floor).toEqual({
      workbook: 0,
      tab: 'Price Caps',
      category: 'Price Caps',
      label: 'Minimum Price',
      value: 96000,
      cell: 'E16',
    });
    // ITIN has a primary cap (G10 102.000) but no "Loan Amounts >$1.5m" (G14 N/A)
    expect(program(nq20, 'itin').caps.map((c) => [c.key, c.value])).toEqual([
      ['primary_second', 102000],
      ['investment_ppp_3yr_plus', 103000],
      ['investment_ppp_under_3yr', 102000],
      ['no_ppp_or_state_restricted', 101000],
      ['max_price', 103500],
    ]);
    expect(program(nq20, 'itin').floor?.value).toBe(97000); // G16
  });

  it('PPP-restricted states from the PPP tab note (B65)', () => {
    expect(nq20.ppp_restricted_states).toEqual(['AK', 'KS', 'MI', 'MN', 'NM', 'RI']);
  });
});

describe('non-QM 2026-11-20: Guidelines (program matrix workbook)', () => {
  const rules = (a: Artifact, slug: string, docType: string) =>
    program(a, slug).doc_types.find((d) => d.doc_type === docType)!;

  it('DSCR (column H): min FICO 640 (H12), min DSCR 0.75 (H16) => 75, no DTI test (H13 N/A)', () => {
    const d = rules(nq20, 'dscr', 'dscr');
    expect(d).toMatchObject({
      workbook: 1,
      tab: 'Guidelines',
      column_label: 'DSCR',
      min_fico: 640,
      min_dscr: 75,
      max_dti: null,
      min_loan: 100000,
      max_loan: 3000000,
      max_cltv: 8000,
    });
    expect(d.states_all_except).toEqual(['ND', 'NY']); // H18 "All states + DC except ND, NY"
    expect(d.states).toHaveLength(49);
    expect(d.occupancies).toEqual(['investment']); // H19 "Investment only"
    expect(d.terms).toEqual([30, 40]);
    expect(d.cells).toMatchObject({ min_fico: 'H12', min_dscr: 'H16', states: 'H18' });
  });

  it('Foreign National (K18): all states + DC except HI, ND, NY, SD, WV = 46 codes', () => {
    const d = rules(nq20, 'fn', 'foreign_national');
    const expected = US_STATES.filter((s) => !['HI', 'ND', 'NY', 'SD', 'WV'].includes(s));
    expect(US_STATES).toHaveLength(51); // 50 states + DC
    expect(d.states).toEqual(expected);
    expect(d.states).toHaveLength(46);
    expect(d.states).toContain('DC');
    expect(d.states_all_except).toEqual(['HI', 'ND', 'NY', 'SD', 'WV']);
    expect(d.citizenship).toEqual(['foreign_national']); // K17 "Foreign National Only"
    expect(d.min_dscr).toBe(100); // K16 1.00
  });

  it('Expanded Doc has one rule set per doc type: 1099 max DTI 50% (E13 0.5) => 5000', () => {
    const ed = program(nq20, 'expanded_doc');
    expect(ed.doc_types.map((d) => [d.doc_type, d.column_label])).toEqual([
      ['bank_statements', 'Expanded Doc - Bank Statements'],
      ['1099', 'Expanded Doc - 1099'],
      ['pl_statement', 'Expanded Doc - P&L'],
      ['asset_utilization', 'Expanded Doc - Asset Utilization'],
    ]);
    expect(rules(nq20, 'expanded_doc', '1099')).toMatchObject({ max_dti: 5000, min_fico: 640, max_cltv: 8500 });
    expect(rules(nq20, 'expanded_doc', 'bank_statements')).toMatchObject({ max_dti: 5500, min_fico: 620 }); // D13 55.00%, D12
    expect(rules(nq20, 'expanded_doc', 'pl_statement').max_loan).toBe(2000000); // F15 $2,000,000
  });

  it('ITIN (J): explicit state list of 20, ITIN borrowers only, owner occupied / non-owner occupied', () => {
    const d = rules(nq20, 'itin', 'itin');
    expect(d.states).toEqual([
      'AZ',
      'CA',
      'CO',
      'CT',
      'FL',
      'GA',
      'IL',
      'MA',
      'MD',
      'NC',
      'NJ',
      'NV',
      'OR',
      'PA',
      'SC',
      'TN',
      'TX',
      'UT',
      'VA',
      'WA',
    ]);
    expect(d.states_all_except).toBeNull();
    expect(d.citizenship).toEqual(['itin']);
    expect(d.occupancies).toEqual(['owner_occupied', 'investment']);
    expect(d.locks).toEqual([30, 45]); // J22 "30, 45 Days"
    expect(rules(nq20, 'full_doc', 'full_doc').terms).toEqual([15, 20, 25, 30, 40]); // C20
  });
});

/** A matrix column of an occupancy group and a purpose, as printed and as conditions. */
const column = (col: string, occupancy: [string, string], purpose: [string, string]) => ({
  col,
  labels: { fico: null, loan_amount: null, occupancy: occupancy[0], purpose: purpose[0] },
  when: [
    { kind: 'eq', attr: 'occupancy', values: [occupancy[1]] },
    { kind: 'eq', attr: 'purpose', values: [purpose[1]] },
  ],
});
const PURCHASE: [string, string] = ['Purchase', 'purchase'];
const RATE_TERM: [string, string] = ['Rate/Term', 'rate_term_refi'];
const CASH_OUT: [string, string] = ['Cash-Out', 'cash_out_refi'];
const dscrTier = (range: object) => [{ kind: 'range', attr: 'dscr', range }];
const matrixBand = (attr: string, range: object) => ({ kind: 'range', attr, range });

describe('non-QM 2026-11-20: LTV / CLTV matrices', () => {
  it('DSCR Matrix tiers: "DSCR ≥ 1.00" (B9) and "DSCR < 1.00 (0.75 - 0.99)" (B37) = [0.75, 1.00)', () => {
    const m = program(nq20, 'dscr').matrix!;
    expect(m.limits).toEqual(['max_ltv', 'max_cltv']);
    expect(m.when).toEqual([]);
    expect(m.tiers).toEqual([
      { label: 'DSCR ≥ 1.00', when: dscrTier({ lo: 100, lo_incl: true, hi: null, hi_incl: false }), row: 9 },
      {
        label: 'DSCR < 1.00 (0.75 - 0.99)',
        when: dscrTier({ lo: 75, lo_incl: true, hi: 100, hi_incl: false }),
        row: 37,
      },
    ]);
    const investment: [string, string] = ['Investment', 'investment'];
    expect(m.columns).toEqual([
      column('D', investment, PURCHASE),
      column('E', investment, RATE_TERM),
      column('F', investment, CASH_OUT),
    ]);
    // 24 rows in the first block (B12:F35), 12 in the second (B40:F51)
    expect(m.rows.filter((r) => r.tier === 0)).toHaveLength(24);
    expect(m.rows.filter((r) => r.tier === 1)).toHaveLength(12);
    // D40:F40 "75/75" "70/70" "65/65" under "≥ 740" "≤ $1,000,000"
    expect(m.rows.find((r) => r.tier === 1 && r.row === 40)).toEqual({
      tier: 1,
      labels: { fico: '≥ 740', loan_amount: '≤ $1,000,000', occupancy: null, purpose: null },
      when: [
        matrixBand('fico', { lo: 740, lo_incl: true, hi: null, hi_incl: false }),
        matrixBand('loan_amount', { lo: null, lo_incl: false, hi: 1000000, hi_incl: true }),
      ],
      row: 40,
      cells: [
        [7500, 7500],
        [7000, 7000],
        [6500, 6500],
      ],
    });
  });

  it('Full Doc Matrix: "≥ 740" "≤ $1,000,000" Primary Residence Purchase (D11) "90/90" => [9000, 9000]', () => {
    const m = program(nq20, 'full_doc').matrix!;
    expect(m.tiers).toEqual([{ label: null, when: [], row: 8 }]);
    expect(m.columns).toHaveLength(9);
    expect(m.columns[0]).toEqual(column('D', ['Primary Residence', 'owner_occupied'], PURCHASE));
    expect(m.columns[8]).toEqual(column('L', ['Investment', 'investment'], CASH_OUT));
    const first = m.rows[0]!;
    expect(first).toMatchObject({ labels: { fico: '≥ 740', loan_amount: '≤ $1,000,000' }, row: 11 });
    expect(first.cells[0]).toEqual([9000, 9000]);
    // C12 "$1,000,001 - $1,500,000" keeps the FICO band merged down from B11
    expect(m.rows[1]).toMatchObject({
      labels: { fico: '≥ 740' },
      when: [
        matrixBand('fico', { lo: 740, lo_incl: true, hi: null, hi_incl: false }),
        matrixBand('loan_amount', { lo: 1000001, lo_incl: true, hi: 1500000, hi_incl: true }),
      ],
      row: 12,
    });
    // F18: "720 - 739" "$2,000,001 - $3,000,000" Primary Cash-Out = NA
    expect(m.rows.find((r) => r.row === 18)!.cells[2]).toBeNull();
    expect(m.rows).toHaveLength(28);
  });

  it('ITIN Matrix: plain numbers (D11 80 => [8000, 8000]); a blank cell (F12) is null', () => {
    const m = program(nq20, 'itin').matrix!;
    expect(m.columns.map((c) => c.when.map((w) => (w.kind === 'eq' ? w.values[0] : '')).join('/'))).toEqual([
      'owner_occupied/purchase',
      'owner_occupied/rate_term_refi',
      'owner_occupied/cash_out_refi',
      'investment/purchase',
      'investment/rate_term_refi',
      'investment/cash_out_refi',
    ]);
    expect(m.rows[0]!.cells).toEqual([
      [8000, 8000],
      [7500, 7500],
      [7000, 7000],
      [7500, 7500],
      [7000, 7000],
      [6500, 6500],
    ]); // D11:I11
    expect(m.rows[1]!.cells).toEqual([[7500, 7500], [7000, 7000], null, [7000, 7000], [6500, 6500], null]); // D12:I12, F12 and I12 blank
    // row 16 "660 - 679" "$1,000,001 - $1,500,000": every cell blank
    expect(m.rows.find((r) => r.row === 16)!.cells).toEqual(Array(6).fill(null));
  });

  it('FN Matrix: a 75% cell (D12 holds 0.75) => [7500, 7500]; F14 NA => null', () => {
    const m = program(nq20, 'fn').matrix!;
    expect(m.rows[0]!.cells).toEqual([
      [7500, 7500],
      [7000, 7000],
      [6500, 6500],
    ]);
    expect(m.rows.find((r) => r.row === 14)!.cells).toEqual([[6500, 6500], [6000, 6000], null]);
    expect(m.tiers[0]!.label).toBe('DSCR ≥ 1.00');
  });
});

describe('agency 2026-11-20', () => {
  it('identity and conforming limit (Guidelines!C8 $766,550)', () => {
    expect(ag20).toMatchObject({
      lender_slug: 'agency',
      lender_name: 'Bayshore Home Funding, LLC',
      effective_date: '2026-11-20',
      sources: [FILES.agency20],
      ppp_restricted_states: [],
      conforming_limit: 766550,
    });
    expect(ag20.programs.map((p) => [p.slug, p.code, p.name])).toEqual([
      ['2_conventional_fixed', '2', 'Conventional Fixed'],
      ['3_conventional_5_6_sofr_arm', '3', 'Conventional 5/6 SOFR ARM'],
      ['4_conventional_7_6_sofr_arm', '4', 'Conventional 7/6 SOFR ARM'],
    ]);
  });

  it('rate blocks: Conforming 30 Year Fixed 6.500 (B22) 45 Day (E22) = 100.745', () => {
    expect(ag20.rate_blocks.map((b) => b.name)).toEqual([
      'Conforming 30 Year Fixed',
      'Conforming 20 Year Fixed',
      'Conforming 15 Year Fixed',
      'Conforming 10 Year Fixed',
      'High Balance 30 Year Fixed',
      'High Balance 15 Year Fixed',
      'Conforming 5/6 SOFR ARM',
      'High Balance 5/6 SOFR ARM',
      'Conforming 7/6 SOFR ARM',
    ]);
    const cf30 = ag20.rate_blocks[0]!;
    expect(cf30).toMatchObject({ workbook: 0, tab: 'Conventional', code: 'CF30', title_cell: 'B9', rate_col: 'B' }); // B9 title, B10 "Code CF30 | ...", B11 header
    expect(cf30.locks).toEqual([
      { days: 15, col: 'C' },
      { days: 30, col: 'D' },
      { days: 45, col: 'E' },
      { days: 60, col: 'F' },
    ]);
    expect(cf30.rows.find((r) => r.rate === 6500)).toEqual({
      rate: 6500,
      prices: [100995, 100870, 100745, 100620],
      row: 22,
    });
    // High Balance 30 Year Fixed 6.625 (B62) 30 Day (D62) = 100.874: the README's second example
    const hb30 = ag20.rate_blocks.find((b) => b.name === 'High Balance 30 Year Fixed')!;
    expect(hb30.code).toBe('HB30');
    expect(hb30.rows.find((r) => r.rate === 6625)!.prices[1]).toBe(100874);
    // Conforming 20 Year Fixed sits at H:L and ends at row 26 (H26 6.875)
    const cf20 = ag20.rate_blocks[1]!;
    expect(cf20).toMatchObject({ rate_col: 'H', code: 'CF20' });
    expect(cf20.rows.at(-1)).toEqual({ rate: 6875, prices: [102102, 101977, 101852, 101727], row: 26 });
  });

  it('LLPA PURCHASE: "740 - 759" x "75.01 - 80.00%" (G13, shown (0.875)) => -875', () => {
    const fixed = program(ag20, '2_conventional_fixed');
    const g = grid(fixed, 'PURCHASE — CREDIT SCORE / LTV');
    expect(g.when).toEqual([{ kind: 'eq', attr: 'purpose', values: ['purchase'] }]);
    expect(g.columns.map((b) => b.label)).toEqual([
      '≤ 30.00%',
      '30.01 - 60.00%',
      '60.01 - 70.00%',
      '70.01 - 75.00%',
      '75.01 - 80.00%',
      '80.01 - 85.00%',
      '85.01 - 90.00%',
      '90.01 - 95.00%',
      '> 95.00%',
    ]);
    // Bayshore bands by LTV (sheets/README.md §2)
    expect(g.columns[4]!.when).toEqual([{ kind: 'range', attr: 'ltv', range: pctBand(7500, 8000) }]);
    expect(g.columns[8]!.when).toEqual([{ kind: 'range', attr: 'ltv', range: pctBand(9500, null) }]); // "> 95.00%"
    expect(gridValue(fixed, 'PURCHASE — CREDIT SCORE / LTV', '740 - 759', '75.01 - 80.00%')).toBe(-875);
    expect(grid(fixed, 'PURCHASE — CREDIT SCORE / LTV').rows.at(-1)!.when).toEqual([
      { kind: 'range', attr: 'fico', range: { lo: null, lo_incl: false, hi: 639, hi_incl: true } }, // B19 "≤ 639"
    ]);
    // CASH-OUT "≥ 780" H35 NA; LIMITED CASH-OUT grid applies to rate/term refinances
    expect(gridValue(fixed, 'CASH-OUT REFINANCE — CREDIT SCORE / LTV', '≥ 780', '80.01 - 85.00%')).toBeNull();
    expect(grid(fixed, 'LIMITED CASH-OUT REFINANCE — CREDIT SCORE / LTV').when).toEqual([
      { kind: 'eq', attr: 'purpose', values: ['rate_term_refi'] },
    ]);
  });

  it('LLPA HIGH BALANCE rows are per product family; OTHER ADJUSTMENTS and LOAN AMOUNT are single-column', () => {
    const fixed = program(ag20, '2_conventional_fixed');
    const hb = grid(fixed, 'HIGH BALANCE (LOAN AMOUNT > $766,550)');
    expect(hb.when).toEqual([{ kind: 'flag', attr: 'high_balance' }]);
    expect(hb.rows[0]).toEqual({
      label: 'Fixed Rate - Purchase & Limited Cash-Out',
      row: 58,
      when: [
        { kind: 'eq', attr: 'program', values: ['2_conventional_fixed'] },
        { kind: 'eq', attr: 'purpose', values: ['purchase', 'rate_term_refi'] },
      ],
      values: [-500, -500, -750, -750, -750, -1000, -1000, -1000, null], // C58:K58
    });
    expect(hb.rows[2]!.when[0]).toEqual({
      kind: 'eq',
      attr: 'program',
      values: ['3_conventional_5_6_sofr_arm', '4_conventional_7_6_sofr_arm'],
    });
    expect(grid(fixed, 'OTHER ADJUSTMENTS')).toMatchObject({
      columns: [{ label: null, col: 'F', when: [] }],
      label_col: 'E',
      title_cell: 'E63',
    });
    expect(gridValue(fixed, 'OTHER ADJUSTMENTS', 'Escrow Waiver')).toBe(-250); // F65 (0.250)
    expect(gridValue(fixed, 'OTHER ADJUSTMENTS', 'Interest Only')).toBeNull(); // F66 NA
    expect(gridValue(fixed, 'LOAN AMOUNT', '$75,000 - $99,999')).toBe(-500); // C65 (0.500)
    // every agency program carries the same LLPA grids
    expect(program(ag20, '4_conventional_7_6_sofr_arm').grids).toEqual(fixed.grids);
    expect(fixed.grids).toHaveLength(7);
  });

  it('State Adjusters: CA Conventional Fixed (C12) 0.125 under FNMA (C10); 19 / 12 / 9 states', () => {
    const sa = program(ag20, '2_conventional_fixed').state_adjusters!;
    expect(sa).toMatchObject({ workbook: 0, tab: 'State Adjusters', agency: 'FNMA', agency_cell: 'C10', col: 'C' });
    expect(sa.states.find((s) => s.state === 'CA')).toEqual({ state: 'CA', value: 125, row: 12 });
    expect(sa.states.find((s) => s.state === 'NJ')!.value).toBe(-250); // C23 (0.250)
    expect(sa.states).toHaveLength(19);
    const arm56 = program(ag20, '3_conventional_5_6_sofr_arm').state_adjusters!;
    expect(arm56.agency).toBe('FHLMC'); // D10
    // a blank cell = not offered: CT (D14) is blank on the 5/6 ARM
    expect(arm56.states.map((s) => s.state)).toEqual([
      'AZ',
      'CA',
      'CO',
      'FL',
      'GA',
      'IL',
      'NC',
      'NJ',
      'NV',
      'OR',
      'VA',
      'WA',
    ]);
    expect(program(ag20, '4_conventional_7_6_sofr_arm').state_adjusters!.states).toHaveLength(9);
    // eligible states of a program = the states of its column
    expect(program(ag20, '3_conventional_5_6_sofr_arm').doc_types[0]!.states).toEqual(arm56.states.map((s) => s.state));
  });

  it('routes (Guidelines B25:F31): program 2 term 20 high balance -> "Conforming 20 Year Fixed"', () => {
    const routes = program(ag20, '2_conventional_fixed').routes!;
    expect(routes.map((r) => r.term)).toEqual([30, 25, 20, 15, 10]);
    expect(routes.find((r) => r.term === 20)).toEqual({
      term: 20,
      conforming: 'Conforming 20 Year Fixed',
      high_balance: 'Conforming 20 Year Fixed',
      row: 27,
    });
    expect(routes.find((r) => r.term === 25)).toMatchObject({
      conforming: 'Conforming 30 Year Fixed',
      high_balance: 'High Balance 30 Year Fixed',
    });
    expect(program(ag20, '4_conventional_7_6_sofr_arm').routes).toEqual([
      { term: 30, conforming: 'Conforming 7/6 SOFR ARM', high_balance: 'Conforming 7/6 SOFR ARM', row: 31 },
    ]);
  });

  it('price limits: Conventional Fixed max 104.000 (C36), min 95.000 (D36); ARMs 103.500 / 95.500', () => {
    const fixed = program(ag20, '2_conventional_fixed');
    // Maximum Price always applies (one alternative with no condition); the Minimum Price is the floor.
    expect(fixed.caps).toEqual([
      {
        workbook: 0,
        tab: 'Guidelines',
        key: 'max_price',
        label: 'Maximum Price',
        value: 104000,
        cell: 'C36',
        when: [[]],
      },
    ]);
    // the floor's reasons show the category the profile names (caps.floorCategory)
    expect(fixed.floor).toEqual({
      workbook: 0,
      tab: 'Guidelines',
      category: 'Price Caps',
      label: 'Minimum Price',
      value: 95000,
      cell: 'D36',
    });
    const arm = program(ag20, '3_conventional_5_6_sofr_arm');
    expect([arm.caps.map((c) => c.value), arm.floor?.value]).toEqual([[103500], 95500]);
  });

  it('guideline rules (Guidelines C10:C19) and max LTV 97% (C14)', () => {
    const fixed = program(ag20, '2_conventional_fixed');
    expect(fixed.doc_types).toHaveLength(1);
    expect(fixed.doc_types[0]).toMatchObject({
      doc_type: 'full_doc',
      column_label: 'Conventional Fixed',
      min_fico: 620,
      max_dti: 5000,
      min_loan: 75000,
      max_loan: 1149825,
      min_dscr: null,
      citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
      occupancies: ['owner_occupied', 'second_home', 'investment'],
      locks: [15, 30, 45, 60],
      terms: [30, 25, 20, 15, 10],
      max_cltv: 9700,
      states_all_except: null,
    });
    expect(fixed.max_ltv).toEqual({ value: 9700, cell: 'C14', workbook: 0, tab: 'Guidelines' });
    expect(fixed.ladder).toBeNull();
    expect(fixed.matrix).toBeNull();
    expect(fixed.ppp).toEqual([]);
  });
});

describe('2026-11-23: what changed from 2026-11-20', () => {
  it('non-QM Full Doc LLPA J15 "700 - 719" x "80.01% - 85.00%": -1.250 -> -1.375', () => {
    const at = (a: Artifact) => gridValue(program(a, 'full_doc'), 'FICO / CLTV', '700 - 719', '80.01% - 85.00%');
    expect(at(nq20)).toBe(-1250);
    expect(at(nq23)).toBe(-1375);
  });

  it('non-QM DSCR LLPA G18 "640 - 659" x "65.01% - 70.00%": -2.250 -> NA', () => {
    const at = (a: Artifact) => gridValue(program(a, 'dscr'), 'FICO / CLTV', '640 - 659', '65.01% - 70.00%');
    expect(at(nq20)).toBe(-2250);
    expect(at(nq23)).toBeNull();
  });

  it('non-QM ladders moved: Full Doc now starts at 6.375 / 97.540 (B11/C11); DSCR ends at 9.500 / 103.480 (H33/I33)', () => {
    expect(program(nq23, 'full_doc').ladder!.rows[0]).toEqual({ rate: 6375, price: 97540, row: 11, col: null });
    expect(program(nq23, 'dscr').ladder!.rows.at(-1)).toEqual({ rate: 9500, price: 103480, row: 33, col: null });
    // the second row band moved down one row: ITIN's first rate is E37 on 11-23 (E36 on 11-20)
    expect(program(nq23, 'itin').ladder!.rows[0]).toEqual({ rate: 7000, price: 96631, row: 37, col: null });
  });

  it('ITIN eligible states lost NV (Guidelines!J18)', () => {
    const states = (a: Artifact) => program(a, 'itin').doc_types[0]!.states;
    expect(states(nq20)).toContain('NV');
    expect(states(nq23)).not.toContain('NV');
    expect(states(nq23)).toHaveLength(19);
  });

  it('agency Escrow Waiver (LLPA!F65): -0.250 -> -0.375; Second Home 85.01 - 90.00% (I48): -4.125 -> NA', () => {
    const fixed = (a: Artifact) => program(a, '2_conventional_fixed');
    expect(gridValue(fixed(ag20), 'OTHER ADJUSTMENTS', 'Escrow Waiver')).toBe(-250);
    expect(gridValue(fixed(ag23), 'OTHER ADJUSTMENTS', 'Escrow Waiver')).toBe(-375);
    expect(gridValue(fixed(ag20), 'LOAN ATTRIBUTES — ALL PURPOSES', 'Second Home', '85.01 - 90.00%')).toBe(-4125);
    expect(gridValue(fixed(ag23), 'LOAN ATTRIBUTES — ALL PURPOSES', 'Second Home', '85.01 - 90.00%')).toBeNull();
  });

  it('agency FL state adjuster on Conventional Fixed (State Adjusters!C15): 0.000 -> (0.125)', () => {
    const fl = (a: Artifact) =>
      program(a, '2_conventional_fixed').state_adjusters!.states.find((s) => s.state === 'FL')!.value;
    expect(fl(ag20)).toBe(0);
    expect(fl(ag23)).toBe(-125);
  });

  it('agency Conforming 30 Year Fixed now starts at 5.375 (B12): 97.925 / 97.800 / 97.675 / 97.550', () => {
    expect(ag23.rate_blocks[0]!.rows[0]).toEqual({ rate: 5375, prices: [97925, 97800, 97675, 97550], row: 12 });
  });
});
