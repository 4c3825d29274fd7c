/**
 * Golden values of Cedar Hollow Bank (sheets/README.md §5), checked by hand against its three
 * workbooks: each expectation names the cell it comes from and the arithmetic. Cedar Hollow prints
 * points for prices (price = 100 − points, a credit in parentheses) and costs for adjustments (the
 * effect on the price is minus the printed cost), so every value here is converted: prices in
 * thousandths (100.901 -> 100901), effects in thousandths (cost 0.500 -> -500).
 */
import { describe, expect, it } from 'vitest';
import { type Artifact, type Cond, FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { artifactOf, grid, gridValue, program } from './artifact-parts.ts';
import { FILES, fixtureBuild } from './compile-runs.ts';

const { artifacts } = fixtureBuild();
const j20 = artifactOf(artifacts, 'jumbo', '2026-11-20');
const [j23, j23r] = artifacts.filter((a) => a.lender_slug === 'jumbo' && a.effective_date === '2026-11-23') as [
  Artifact,
  Artifact,
];
const elite30 = program(j20, 'jumbo_30_fixed');
/** The union of the three tiers of 11-20 (Adjustments!B28:B30): 16 + 12 + 2 states, sorted. */
// biome-ignore format: a list of codes reads best as a block
const TIER_STATES = [
  'AZ', 'CA', 'CO', 'CT', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'MA', 'MD', 'MN', 'MO',
  'NC', 'NH', 'NJ', 'NV', 'NY', 'OH', 'OR', 'PA', 'SC', 'TN', 'TX', 'UT', 'VA', 'WA', 'WI',
];

const range = (attr: string, lo: number | null, loIncl: boolean, hi: number | null, hiIncl: boolean): Cond =>
  ({ kind: 'range', attr, range: { lo, lo_incl: loIncl, hi, hi_incl: hiIncl } }) as Cond;
/** A price of `block` at `rate` (thousandths of a percent) for `days`. */
const priceOf = (a: Artifact, block: string, rate: number, days: number) => {
  const b = a.rate_blocks.find((x) => x.name === block)!;
  const i = b.locks.findIndex((l) => l.days === days);
  return b.rows.find((r) => r.rate === rate)!.prices[i];
};

describe('Cedar Hollow 2026-11-20: identity and moment (§1, §5.2)', () => {
  it('names its lender, its one workbook, its moment and expiry (10:30 AM CT of the next business day)', () => {
    expect(j20).toMatchObject({
      format_version: FORMAT_VERSION,
      lender_slug: 'jumbo',
      lender_name: 'Cedar Hollow Bank',
      effective_date: '2026-11-20',
      // Rate Sheet!A2 "Pricing effective 11/20/2026 at 08:00 CT": CST (-06:00) in November
      effective_at: '2026-11-20T08:00:00-06:00',
      reprice: 0,
      // Friday's sheet expires at Monday's cut-off
      expires_at: '2026-11-23T10:30:00-06:00',
      sources: [FILES.jumbo20],
      // §5.6 step 1: a program that fails any program check is not priced further
      checks_end_evaluation: true,
      keys_once: false,
      ppp_restricted_states: [],
      conforming_limit: null,
    });
    expect(j20.programs.map((p) => [p.slug, p.name, p.code])).toEqual([
      ['jumbo_30_fixed', 'Jumbo Elite 30 Year Fixed', null],
      ['jumbo_15_fixed', 'Jumbo Elite 15 Year Fixed', null],
      ['jumbo_7_6_arm', 'Jumbo Elite 7/6 SOFR ARM', null],
    ]);
  });

  it('the 14:30 CT reprice of 11-23 is its own sheet, reprice 1, and replaces the whole workbook', () => {
    // A2 of every tab "Pricing effective 11/23/2026 at 14:30 CT (Reprice 1)"
    expect(j23r).toMatchObject({
      effective_at: '2026-11-23T14:30:00-06:00',
      reprice: 1,
      expires_at: '2026-11-24T10:30:00-06:00',
      sources: [FILES.jumbo23r],
    });
    expect(j23).toMatchObject({ effective_at: '2026-11-23T08:00:00-06:00', reprice: 0, sources: [FILES.jumbo23] });
  });
});

describe('Cedar Hollow 2026-11-20: rate tables (Rate Sheet, §5.3)', () => {
  it('one block per program, titled with its name, no code, lock columns 15/30/45/60 in B:E', () => {
    expect(
      j20.rate_blocks.map((b) => [
        b.name,
        b.code,
        b.title_cell,
        b.printed === 'rates down' && b.rate_col,
        b.rows.length,
      ]),
    ).toEqual([
      ['Jumbo Elite 30 Year Fixed', null, 'A5', 'A', 14], // A7:A20, 6.125 .. 7.750
      ['Jumbo Elite 15 Year Fixed', null, 'A22', 'A', 11], // A24:A34, 5.875 .. 7.125
      ['Jumbo Elite 7/6 SOFR ARM', null, 'A36', 'A', 13], // A38:A50, 6.000 .. 7.500
    ]);
    for (const b of j20.rate_blocks)
      expect(b.locks).toEqual([
        { days: 15, col: 'B' },
        { days: 30, col: 'C' },
        { days: 45, col: 'D' },
        { days: 60, col: 'E' },
      ]);
  });

  it('price = 100 - points: D16 (0.901) at 7.250 / 45 Day is 100.901; B7 2.260 at 6.125 / 15 Day is 97.740', () => {
    // D16 holds -0.901 (a credit): 100 - (-0.901) = 100.901
    expect(priceOf(j20, 'Jumbo Elite 30 Year Fixed', 7250, 45)).toBe(100_901);
    // B7 2.260: 100 - 2.260 = 97.740; C13 0.005 at 6.875 / 30 Day: 99.995
    expect(priceOf(j20, 'Jumbo Elite 30 Year Fixed', 6125, 15)).toBe(97_740);
    expect(priceOf(j20, 'Jumbo Elite 30 Year Fixed', 6875, 30)).toBe(99_995);
    // C43 0.000 (par) on the ARM at 6.625 / 30 Day
    expect(priceOf(j20, 'Jumbo Elite 7/6 SOFR ARM', 6625, 30)).toBe(100_000);
  });

  it('NA at a lock: the rate is not offered there (null), the row stays (D7, E7 at 6.125; E8 at 6.250)', () => {
    const first = j20.rate_blocks[0]!.rows[0]!;
    expect(first).toEqual({ rate: 6125, prices: [97_740, 97_615, null, null], row: 7 }); // C7 2.385 -> 97.615
    expect(j20.rate_blocks[0]!.rows[1]).toEqual({ rate: 6250, prices: [98_177, 98_052, 97_927, null], row: 8 });
  });

  // lists_doc_types true: §5.1, each program's one doc type is full_doc, matched by a doc_type filter
  it('each program prices from its own table, for its one term, conforming or not (route row null)', () => {
    expect(j20.programs.map((p) => [p.pricing, p.reports_block, p.lists_doc_types, p.lock_days, p.routes])).toEqual([
      [
        'rate_blocks',
        false,
        true,
        [15, 30, 45, 60],
        [{ term: 30, conforming: 'Jumbo Elite 30 Year Fixed', high_balance: 'Jumbo Elite 30 Year Fixed', row: null }],
      ],
      [
        'rate_blocks',
        false,
        true,
        [15, 30, 45, 60],
        [{ term: 15, conforming: 'Jumbo Elite 15 Year Fixed', high_balance: 'Jumbo Elite 15 Year Fixed', row: null }],
      ],
      [
        'rate_blocks',
        false,
        true,
        [15, 30, 45, 60],
        [{ term: 30, conforming: 'Jumbo Elite 7/6 SOFR ARM', high_balance: 'Jumbo Elite 7/6 SOFR ARM', row: null }],
      ],
    ]);
    expect(elite30.ladder).toBeNull();
  });
});

describe('Cedar Hollow 2026-11-20: adjustments are costs (Adjustments, §5.4)', () => {
  it('FICO / LTV is transposed: LTV rows, credit score columns; E10 0.500 at 75.01 - 80.00% / 740 - 759 is -0.500', () => {
    const g = grid(elite30, 'FICO / LTV');
    expect(g).toMatchObject({ workbook: 0, tab: 'Adjustments', title_cell: 'A5', label_col: 'A', when: [] });
    expect(g.columns.map((c) => [c.label, c.col])).toEqual([
      ['680 - 699', 'B'],
      ['700 - 719', 'C'],
      ['720 - 739', 'D'],
      ['740 - 759', 'E'],
      ['760 - 779', 'F'],
      ['780+', 'G'],
    ]);
    // whole scores, both ends inclusive; 780+ = 780 and above
    expect(g.columns[3]!.when).toEqual([range('fico', 740, true, 759, true)]);
    expect(g.columns[5]!.when).toEqual([range('fico', 780, true, null, false)]);
    // the upper value inclusive, x.01 = above the previous band: 75.01 - 80.00% is (75.00, 80.00]
    const row = g.rows.find((r) => r.label === '75.01 - 80.00%')!;
    expect(row.when).toEqual([range('ltv', 7500, false, 8000, true)]);
    expect(row.row).toBe(10);
    // B10 NA (not eligible), C10 1.375, D10 0.875, E10 0.500, F10 0.250, G10 0.125: each minus the cost
    expect(row.values).toEqual([null, -1375, -875, -500, -250, -125]);
    expect(gridValue(elite30, 'FICO / LTV', '75.01 - 80.00%', '740 - 759')).toBe(-500);
    // a credit: G7 (0.250) at ≤ 60.00% / 780+ raises the price by 0.250
    expect(gridValue(elite30, 'FICO / LTV', '≤ 60.00%', '780+')).toBe(250);
    expect(g.rows[0]!.when).toEqual([range('ltv', null, false, 6000, true)]);
    // the last row ends at 89.99% (A12 "85.01 - 89.99%")
    expect(g.rows.at(-1)!.when).toEqual([range('ltv', 8500, false, 8999, true)]);
  });

  it('Loan Features: loan-amount columns; C21 Condo 0.250 at $1,000,001 - $1,500,000 is -0.250', () => {
    const g = grid(elite30, 'Loan Features');
    expect(g.title_cell).toBe('A14');
    expect(g.columns.map((c) => c.when)).toEqual([
      [range('loan_amount', 766_551, true, 1_000_000, true)],
      [range('loan_amount', 1_000_001, true, 1_500_000, true)],
      [range('loan_amount', 1_500_001, true, 2_000_000, true)],
      [range('loan_amount', 2_000_001, true, 3_000_000, true)],
    ]);
    expect(gridValue(elite30, 'Loan Features', 'Condo', '$1,000,001 - $1,500,000')).toBe(-250);
    // E19 NA: Investment Property above $2,000,000 is not eligible
    expect(gridValue(elite30, 'Loan Features', 'Investment Property', '$2,000,001 - $3,000,000')).toBeNull();
    // B17 0.000 Rate/Term Refinance at the first band: no effect
    expect(gridValue(elite30, 'Loan Features', 'Rate/Term Refinance', '$766,551 - $1,000,000')).toBe(0);
    const when = (label: string) => g.rows.find((r) => r.label === label)!.when;
    expect(when('Condo')).toEqual([{ kind: 'eq', attr: 'property_type', values: ['condo', 'warrantable_condo'] }]);
    expect(when('Investment Property')).toEqual([{ kind: 'eq', attr: 'occupancy', values: ['investment'] }]);
    // DTI > 43.00%: above 43.00 exactly (43.00 itself takes no row)
    expect(when('DTI > 43.00%')).toEqual([range('dti', 4300, false, null, false)]);
    expect(when('Escrow Waiver')).toEqual([{ kind: 'flag', attr: 'escrow_waiver' }]);
    expect(g.rows.map((r) => r.label)).toEqual([
      'Cash-Out Refinance',
      'Rate/Term Refinance',
      'Second Home',
      'Investment Property',
      '2 Units',
      'Condo',
      'DTI > 43.00%',
      'Interest Only',
      'Escrow Waiver',
    ]);
  });

  it('State Tiers: a row per tier of states, one unbanded Cost column; Tier 2 C29 0.250 is -0.250', () => {
    const g = grid(elite30, 'State Tiers');
    expect(g).toMatchObject({ title_cell: 'A26', label_col: 'A', when: [] });
    expect(g.columns).toEqual([{ label: null, col: 'C', when: [] }]);
    expect(g.rows.map((r) => [r.label, r.row, r.values])).toEqual([
      ['Tier 1', 28, [0]], // C28 0.000
      ['Tier 2', 29, [-250]], // C29 0.250
      ['Tier 3', 30, [-500]], // C30 0.500
    ]);
    // B29 "CA, CT, DC, FL, IL, MA, MD, NH, NJ, NV, PA, SC", sorted
    expect(g.rows[1]!.when).toEqual([
      { kind: 'eq', attr: 'state', values: ['CA', 'CT', 'DC', 'FL', 'IL', 'MA', 'MD', 'NH', 'NJ', 'NV', 'PA', 'SC'] },
    ]);
    expect(g.rows[2]!.when).toEqual([{ kind: 'eq', attr: 'state', values: ['HI', 'NY'] }]); // B30
  });

  it('every program carries the same three grids, in the order of the tab', () => {
    for (const p of j20.programs) expect(p.grids).toEqual(elite30.grids);
    expect(elite30.grids.map((g) => g.category)).toEqual(['FICO / LTV', 'Loan Features', 'State Tiers']);
  });
});

describe('Cedar Hollow 2026-11-20: eligibility (Eligibility, §5.5)', () => {
  it('MAXIMUM LTV / MINIMUM FICO: C7 "89.99% (700)" is max LTV 89.99, min FICO 700; E10 NA is no cell', () => {
    const m = elite30.matrix!;
    expect(m).toMatchObject({ workbook: 0, tab: 'Eligibility', limits: ['max_ltv', 'min_fico'] });
    // B22 Eligible Property Types "SFR, Townhome, Condo, Warrantable Condo, 2 Units"
    expect(m.when).toEqual([
      { kind: 'eq', attr: 'property_type', values: ['sfr', 'townhome', 'condo', 'warrantable_condo', '2_unit'] },
    ]);
    expect(m.tiers).toEqual([{ label: null, when: [], row: 5 }]);
    expect(m.columns.map((c) => [c.col, c.labels.purpose, c.when])).toEqual([
      ['C', 'Purchase', [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }]],
      ['D', 'Rate/Term', [{ kind: 'eq', attr: 'purpose', values: ['rate_term_refi'] }]],
      ['E', 'Cash-Out', [{ kind: 'eq', attr: 'purpose', values: ['cash_out_refi'] }]],
    ]);
    // A7 "Primary Residence" B7 "≤ $1,500,000": C7 89.99% (700), D7 85% (700), E7 75% (680)
    expect(m.rows[0]).toEqual({
      tier: 0,
      row: 7,
      labels: { fico: null, loan_amount: '≤ $1,500,000', occupancy: 'Primary Residence', purpose: null },
      when: [
        { kind: 'eq', attr: 'occupancy', values: ['owner_occupied'] },
        range('loan_amount', null, false, 1_500_000, true),
      ],
      cells: [
        [8999, 700],
        [8500, 700],
        [7500, 680],
      ],
    });
    // A10 "Second Home" B10 "$1,500,001 - $3,000,000": E10 NA
    expect(m.rows[3]!.cells).toEqual([[7000, 740], [6500, 740], null]);
    expect(m.rows[3]!.when[1]).toEqual(range('loan_amount', 1_500_001, true, 3_000_000, true));
    expect(m.rows.map((r) => r.labels.occupancy)).toEqual([
      'Primary Residence',
      'Primary Residence',
      'Second Home',
      'Second Home',
      'Investment',
      'Investment',
    ]);
    for (const p of j20.programs) expect(p.matrix).toEqual(m);
  });

  it('PROGRAM GUIDELINES, the same for the three programs: no program minimum FICO (B20), first lien only (B24)', () => {
    const rules = elite30.doc_types;
    expect(rules).toEqual([
      {
        workbook: 0,
        tab: 'Eligibility',
        doc_type: 'full_doc',
        column_label: 'Jumbo Elite 30 Year Fixed',
        min_fico: null, // B20 "Per LTV matrix cell (the figure in parentheses)"
        max_dti: 4500, // B19 0.45 shown 45.00%
        min_loan: 766_551, // B17
        max_loan: 3_000_000, // B18
        min_dscr: null,
        citizenship: ['us_citizen', 'permanent_resident'], // B21
        lien_positions: ['1st'], // B24 "First Lien Only"
        states: TIER_STATES,
        states_all_except: null,
        occupancies: ['owner_occupied', 'second_home', 'investment'], // B23
        terms: [30], // B25 "Jumbo Elite 30 Year Fixed: 30 years; …"
        locks: [15, 30, 45, 60], // B26 "15, 30, 45, 60 Days"
        max_cltv: null,
        cells: {
          min_loan: 'B17',
          max_loan: 'B18',
          max_dti: 'B19',
          min_fico: 'B20',
          citizenship: 'B21',
          property_types: 'B22',
          occupancies: 'B23',
          lien_positions: 'B24',
          terms: 'B25',
          locks: 'B26',
          // the State Tiers title: the tier lists are the eligible states (§5.4 (c)), on another tab
          states: 'Adjustments!A26',
        },
        rules: [], // every rule of the sheet is one of the limits above
        doc_keys: { '12mo': 'full_doc_12mo', '24mo': 'full_doc_24mo' }, // a Doc Type grid row selects full_doc by seasoning
      },
    ]);
    // B25 gives each program its own term
    expect(j20.programs.map((p) => p.doc_types[0]!.terms)).toEqual([[30], [15], [30]]);
    expect(elite30.max_ltv).toBeNull();
    expect(elite30.state_adjusters).toBeNull();
    expect(elite30.ppp).toEqual([]);
  });

  it('PRICE LIMITS: Maximum Price 102.000 always, Loan Amounts >$2m 101.000 above $2,000,000, floor 96.000', () => {
    const place = { workbook: 0, tab: 'Eligibility' };
    for (const p of j20.programs) {
      expect(p.caps).toEqual([
        { ...place, key: 'max_price', label: 'Maximum Price', value: 102_000, cell: 'B32', when: [[]] },
        {
          ...place,
          key: 'loan_over_2m',
          label: 'Loan Amounts >$2m',
          value: 101_000, // B33
          cell: 'B33',
          // above $2,000,000: 2,000,001 or more
          when: [[range('loan_amount', 2_000_000, false, null, false)]],
        },
      ]);
      expect(p.floor).toEqual({ ...place, category: 'Price Caps', label: 'Minimum Price', value: 96_000, cell: 'B34' });
    }
  });
});

describe('Cedar Hollow 2026-11-23 and its 14:30 reprice: what changed', () => {
  it('Rate Sheet: the 30-year table starts at 6.250; B7 1.948 -> 98.052 in the morning, 2.198 -> 97.802 at 14:30', () => {
    expect(j23.rate_blocks[0]!.rows[0]).toEqual({ rate: 6250, prices: [98_052, 97_927, 97_802, null], row: 7 });
    expect(j23r.rate_blocks[0]!.rows[0]).toEqual({ rate: 6250, prices: [97_802, 97_677, 97_552, null], row: 7 });
    // D15 (0.776) at 7.250 / 45 Day in the morning: 100.776
    expect(priceOf(j23, 'Jumbo Elite 30 Year Fixed', 7250, 45)).toBe(100_776);
  });

  it('Adjustments: E12 1.125 -> NA; D10 0.875 -> 1.000; FL moved from Tier 2 to Tier 3', () => {
    const p = program(j23, 'jumbo_30_fixed');
    expect(gridValue(p, 'FICO / LTV', '85.01 - 89.99%', '740 - 759')).toBeNull();
    expect(gridValue(elite30, 'FICO / LTV', '85.01 - 89.99%', '740 - 759')).toBe(-1125);
    expect(gridValue(p, 'FICO / LTV', '75.01 - 80.00%', '720 - 739')).toBe(-1000);
    const tiers = grid(p, 'State Tiers').rows;
    expect(tiers[1]!.when[0]).toMatchObject({ values: expect.not.arrayContaining(['FL']) });
    expect(tiers[2]!.when).toEqual([{ kind: 'eq', attr: 'state', values: ['FL', 'HI', 'NY'] }]);
    // the reprice re-issues the same adjustments
    expect(program(j23r, 'jumbo_30_fixed').grids).toEqual(p.grids);
  });
});
