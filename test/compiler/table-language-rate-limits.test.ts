/**
 * Rates a program does not offer some loans (FORMAT_VERSION 16 `rate_limits`): below a minimum note
 * rate (RuleWord `min_rate`), the rates below it are not offered to the loans its row's conditions
 * hold for; a note rate printed with a footnote's mark (Conventions.rateMarks, PriceTable
 * rateMarks), that rate. The program still prices its other rates. Juniper Ridge's workbook with a
 * `Guide` tab of `label | value` rules, or a `Marked` tab of base prices in place of its Pricing tab.
 */
import { describe, expect, it } from 'vitest';
import { eq } from '../../compiler/conditions.ts';
import type { PriceTable, RuleTable, Table } from '../../compiler/tables/language.ts';
import { loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { catalogOf } from '../catalog/catalog-of.ts';
import { juniperWith, OTHER_LADDERS } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const PLAIN = { ...JUNIPER_EXAMPLES[0]!.request, program_slug: 'thirty_year_fixed', view: 'all' as const }; // an owner-occupied condo purchase

const GUIDE: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Guide' },
  shape: 'list',
  title: 'RATE GUIDELINES',
  columns: [
    { heading: 'Label', holds: 'rule' },
    { heading: 'Value', holds: 'value' },
  ],
  rules: {
    'Minimum Note Rate': { rule: 'min_rate' },
    'Minimum Note Rate - Texas': { rule: 'min_rate', when: [eq('state', 'TX')] },
  },
};

function guide(rows: unknown[][]) {
  const tables: Table[] = [...JUNIPER.tables, GUIDE];
  return juniperWith({ Guide: [[null, 'RATE GUIDELINES'], ...rows] }, { ...JUNIPER, tables });
}

const ratesOf = (sheet: ReturnType<typeof guide>, change: Record<string, unknown> = {}) =>
  pricedOn(sheet.artifacts[0]!, { ...PLAIN, ...change })
    .eligible.map((o) => o.rate)
    .sort((a, b) => a - b);

// Juniper's 30-year ladder: 6.375 to 7.250 by eighths, every rate priced for the plain loan
describe('a minimum note rate, and one for Texas', () => {
  const limits = guide([
    [null, 'Minimum Note Rate', '6.625%'], // C5
    [null, 'Minimum Note Rate - Texas', '7.000%'], // C6
  ]);

  it('compiles with no finding: two rate limits, the second for Texas', () => {
    expect(limits.diag.list).toEqual([]);
    const program = limits.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(program.rate_limits.map((l) => [l.rates.hi, l.rates.hi_incl, l.when, l.cell])).toEqual([
      [6625, false, [], 'C5'],
      [7000, false, [{ kind: 'eq', attr: 'state', values: ['TX'] }], 'C6'],
    ]);
  });

  it('the catalog lists them as rates withheld, with their cells', () => {
    const sheet = loadedSheet(limits.artifacts[0]!, 'x');
    const [lender] = catalogOf([{ lender_slug: 'juniper', status: 'in_force', sheet, withdrawn_at: null }]).lenders;
    const program = lender!.programs.find((p) => p.program_slug === 'thirty_year_fixed')!;
    const cell = (c: string) => `${limits.artifacts[0]!.sources[0]} › Guide!${c}`;
    expect(program.rates_withheld).toEqual([
      { rates: '< 6.625%', applies_when: 'always', source_cell: cell('C5') },
      { rates: '< 7.000%', applies_when: 'state TX', source_cell: cell('C6') },
    ]);
  });

  it('6.625 (the minimum) is offered, 6.500 below it is not', () => {
    expect(ratesOf(limits)).toEqual([6.625, 6.75, 6.875, 7, 7.125, 7.25]);
  });

  it('a loan in Texas: 7.000 and above (both limits hold, the higher decides)', () => {
    expect(ratesOf(limits, { state: 'TX' })).toEqual([7, 7.125, 7.25]);
  });

  it('one thousandth above a rate withholds it: 6.626% leaves 6.750 the lowest', () => {
    expect(ratesOf(guide([[null, 'Minimum Note Rate', '6.626%']]))).toEqual([6.75, 6.875, 7, 7.125, 7.25]);
  });

  it('every rate withheld: no_priced_rates, not an empty offer list', () => {
    const above = guide([[null, 'Minimum Note Rate', '7.500%']]);
    const quoted = pricedOn(above.artifacts[0]!, PLAIN);
    expect(quoted.eligible).toEqual([]);
    expect(quoted.rejected.flatMap((r) => r.rejections.map((x) => x.key))).toEqual(['no_priced_rates']);
  });

  it('a note rate with four decimals is refused at its cell', () => {
    const finer = guide([[null, 'Minimum Note Rate', '6.6251%']]);
    expect(finer.diag.list.map((d) => [d.code, d.cell])).toEqual([['bad_precision', 'C5']]);
  });
});

const markedTab = (marked: string) => [
  [null, 'Thirty-Year Fixed'], // row 4
  [null, 'Rate', 'Price'], // row 5
  [null, '6.500*', 99.9], // B6: purchase only
  [null, 6.75, 100.5], // B7
  [null, marked, 101.1], // B8
  ...OTHER_LADDERS,
];
const MARKED: PriceTable = {
  means: 'base prices',
  at: { tab: 'Marked' },
  shape: 'program groups',
  baseLock: 30,
  columns: [
    { heading: 'Rate', holds: 'rate' },
    { heading: 'Price', holds: 'price' },
  ],
  // this table's own footnote: † not for a condo
  rateMarks: { '*': [eq('purpose', 'rate_term_refi', 'cash_out_refi')], '†': [eq('property_type', 'condo')] },
};
const marked = (rate: string) =>
  juniperWith(
    { Marked: markedTab(rate) },
    { ...JUNIPER, tables: [MARKED, ...JUNIPER.tables.filter((t) => t.means !== 'base prices')] },
  );

describe('note rates printed with a footnote mark', () => {
  const sheet = marked('7.000†'); // B8

  it('compiles with no finding: 6.500 (B6) withheld from refinances, 7.000 (B8) from condos', () => {
    expect(sheet.diag.list).toEqual([]);
    const program = sheet.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(program.rate_limits.map((l) => [l.rates.lo, l.rates.hi, l.when[0]?.attr, l.cell])).toEqual([
      [6500, 6500, 'purpose', 'B6'],
      [7000, 7000, 'property_type', 'B8'],
    ]);
  });

  it('the plain loan (a condo purchase): 6.500 and 6.750; 7.000 not offered to a condo', () => {
    expect(ratesOf(sheet)).toEqual([6.5, 6.75]);
  });

  it('a detached house: every rate; a rate-and-term refinance of one: 6.500 not offered', () => {
    expect(ratesOf(sheet, { property_type: 'sfr' })).toEqual([6.5, 6.75, 7]);
    expect(ratesOf(sheet, { property_type: 'sfr', purpose: 'rate_term_refi' })).toEqual([6.75, 7]);
  });

  it('a mark the profile does not declare is expected_rate at its cell, not a rate dropped', () => {
    expect(marked('7.000§').diag.list.map((d) => [d.code, d.cell])).toEqual([['expected_rate', 'B8']]);
    // a rate with words after it, beside its price, is no end of the table either
    expect(marked('7.000 (promo)').diag.list.map((d) => [d.code, d.cell])).toEqual([['expected_rate', 'B8']]);
  });
});

const APPLIES: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Guide' },
  shape: 'list',
  title: 'MINIMUM NOTE RATE',
  columns: [
    { heading: 'Applies To', holds: 'condition' },
    { heading: 'Minimum Rate', holds: 'value' },
  ],
  rules: { 'Minimum Rate': { rule: 'min_rate' } },
};

describe('a minimum note rate table with no rule column (`Applies To | Minimum Rate`)', () => {
  const applies = juniperWith(
    {
      Guide: [
        [null, 'MINIMUM NOTE RATE'], // B4
        [null, 'Applies To', 'Minimum Rate'], // B5
        [null, 'TX', 7], // C6: a number cell
        [null, '> $350,000', 6.875], // C7
      ],
    },
    { ...JUNIPER, tables: [...JUNIPER.tables, APPLIES] },
  );

  it('compiles with no finding: a rule per row, the heading its rule, the row its scope', () => {
    expect(applies.diag.list).toEqual([]);
    const program = applies.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(program.rate_limits.map((l) => [l.rates.hi, l.when[0]?.attr, l.cell])).toEqual([
      [7000, 'state', 'C6'],
      [6875, 'loan_amount', 'C7'],
    ]);
  });

  it('the plain loan (FL, $300,000): every rate; in TX from 7.000; $350,001 from 6.875; $350,000 below it too', () => {
    expect(ratesOf(applies)).toEqual([6.375, 6.5, 6.625, 6.75, 6.875, 7, 7.125, 7.25]);
    expect(ratesOf(applies, { state: 'TX' })).toEqual([7, 7.125, 7.25]);
    expect(ratesOf(applies, { loan_amount: 350_001, purchase_price: 500_000 })).toEqual([6.875, 7, 7.125, 7.25]);
    expect(ratesOf(applies, { loan_amount: 350_000, purchase_price: 500_000 })).toContain(6.75); // the limit's edge: not above it
  });
});

describe('several value columns with no rule column (`Applies To | Minimum Rate | Max LTV`): each the rule its heading names', () => {
  const TWO: RuleTable = {
    ...APPLIES,
    title: 'BY STATE',
    columns: [...APPLIES.columns, { heading: 'Max LTV', holds: 'value' }],
    rules: { ...APPLIES.rules, 'Max LTV': { rule: 'max_ltv' } },
  };
  const guide = [
    [null, 'BY STATE'], // B4
    [null, 'Applies To', 'Minimum Rate', 'Max LTV'], // B5
    [null, 'TX', 7, '70%'], // C6, D6
  ];
  const two = juniperWith({ Guide: guide }, { ...JUNIPER, tables: [...JUNIPER.tables, TWO] });

  it('compiles with no finding: TX withholds rates below 7.000 (C6) and limits its LTV to 70% (D6)', () => {
    expect(two.diag.list).toEqual([]);
    const program = two.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(program.rate_limits.map((l) => [l.rates.hi, l.cell])).toEqual([[7000, 'C6']]);
    const ltv = program.doc_types[0]!.rules.filter((r) => r.key === 'max_ltv_exceeded' && r.cell === 'D6');
    expect(ltv.map((r) => [r.require, r.when[0]?.attr])).toEqual([
      [{ kind: 'range', attr: 'ltv', range: { lo: null, lo_incl: false, hi: 7000, hi_incl: true } }, 'state'],
    ]);
  });

  it('with a rule column too, a second value column is refused at its heading (unsupported_layout), not left unread', () => {
    const ruled = juniperWith(
      {
        Guide: [
          [null, 'BY STATE'],
          [null, 'Rule', 'Value', 'Other'],
          [null, 'Minimum Rate', 7, 6.5],
        ],
      },
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          {
            ...TWO,
            columns: [
              { heading: 'Rule', holds: 'rule' },
              { heading: 'Value', holds: 'value' },
              { heading: 'Other', holds: 'value' },
            ],
          },
        ],
      },
    );
    expect(ruled.diag.list.map((d) => [d.code, d.cell])).toEqual([['unsupported_layout', 'D5']]);
  });
});
