/**
 * A key column whose cells lead with a label (language.ts Column `lead`, compiler/tables/conditions.ts):
 * Juniper Ridge's workbook with a `Tiers` tab of state tiers, each tier's states after its name in one
 * cell, every program's:
 *
 *   B4  STATE TIERS
 *   B5  Tier                       | Adj
 *   B6  Tier 1: CA, WA, OR         | -0.250
 *   B7  Tier 2: FL, TX, AZ         | -0.125
 *   B8  Tier 3: all other states   | 0
 *
 * declared `{ heading: 'Tier', holds: 'condition', lead: 'Tier' }`: each cell read after its label,
 * to the colon (`all other states` the profile's `states.otherwise`).
 */
import { describe, expect, it } from 'vitest';
import type { AdjustmentTable, DeclaredProfile, RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TIERS = [
  [null, 'STATE TIERS'], // B4
  [null, 'Tier', 'Adj'],
  [null, 'Tier 1: CA, WA, OR', -0.25], // C6
  [null, 'Tier 2: FL, TX, AZ', -0.125], // C7
  [null, 'Tier 3: all other states', 0], // C8
];
const tiers = (lead: string | null): AdjustmentTable => ({
  means: 'adjustments',
  at: { tab: 'Tiers' },
  shape: 'list',
  title: 'STATE TIERS',
  category: 'State Tiers',
  columns: [
    { heading: 'Tier', holds: 'condition', ...(lead !== null && { lead }) },
    { heading: 'Adj', holds: 'adjustment' },
  ],
});
const built = (rows: readonly (readonly unknown[])[], lead: string | null = 'Tier') =>
  juniperWith({ Tiers: rows }, {
    ...JUNIPER,
    states: { ...JUNIPER.states, otherwise: 'all other states' },
    tables: [...JUNIPER.tables, tiers(lead)],
  } satisfies DeclaredProfile);
const findings = (sheet: ReturnType<typeof built>) => sheet.diag.list.map((d) => [d.code, d.tab, d.cell]);

describe('state tiers led by their names in one cell (lead)', () => {
  const sheet = built(TIERS);
  /** The Tiers adjusters of the worked example's Thirty-Year Fixed offer at 6.750 (a condo, FICO 725) in `state`. */
  const inState = (state: string) =>
    pricedOn(sheet.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, state, program_slug: 'thirty_year_fixed' })
      .eligible.find((o) => o.rate === 6.75)!
      .adjusters.filter((a) => a.source_cell.includes('Tiers!'))
      .map((a) => [a.source_cell.replace(/^.* › /, ''), a.row_label, a.value]);

  it('compiles with no finding', () => {
    expect(findings(sheet)).toEqual([]);
  });

  it('each state takes its tier’s row, labelled as printed: CA Tier 1 (C6 -0.250), FL Tier 2 (C7 -0.125)', () => {
    expect(inState('CA')).toEqual([['Tiers!C6', 'Tier 1: CA, WA, OR', -0.25]]);
    expect(inState('AZ')).toEqual([['Tiers!C7', 'Tier 2: FL, TX, AZ', -0.125]]);
  });

  it('a state no tier names takes Tier 3 (C8, 0), `all other states` after its label', () => {
    expect(inState('CO')).toEqual([['Tiers!C8', 'Tier 3: all other states', 0]]);
  });
});

describe('lead: findings at their cells', () => {
  it('a cell starting with the label but no colon ending it (`Tier 2 FL, TX`, B7) is unknown_row_label there', () => {
    const rows = TIERS.map((r, i) => (i === 3 ? [null, 'Tier 2 FL, TX', -0.125] : r));
    expect(findings(built(rows))).toEqual([['unknown_row_label', 'Tiers', 'B7']]);
  });

  it('a code after the label that is no state (`Tier 2: FL, TX, ZZ`, B7) is unknown_state there', () => {
    const rows = TIERS.map((r, i) => (i === 3 ? [null, 'Tier 2: FL, TX, ZZ', -0.125] : r));
    expect(findings(built(rows))).toEqual([['unknown_state', 'Tiers', 'B7']]);
  });

  it('without lead, each tier cell is read whole: B6 and B7 are findings, B8 no otherwise word', () => {
    expect(findings(built(TIERS, null)).map(([, , cell]) => cell)).toEqual(['B6', 'B7', 'B8']);
  });
});

describe('lead on a rule table’s condition column', () => {
  // `Tier | Max LTV`: each tier's maximum LTV, scoping the rule by the states after its label
  const LIMITS = [
    [null, 'STATE TIERS'], // B4
    [null, 'Tier', 'Max LTV'],
    [null, 'Tier 1: CA, WA, OR', '70%'], // C6
    [null, 'Tier 2: FL, TX, AZ', '75%'], // C7
  ];
  const rules = (lead: string | null, value: 'value' | 'adjustment' = 'value'): RuleTable => ({
    means: 'eligibility rules',
    at: { tab: 'Tiers' },
    shape: 'list',
    title: 'STATE TIERS',
    columns: [
      { heading: 'Tier', holds: 'condition', ...(lead !== null && { lead }) },
      { heading: 'Max LTV', holds: value, ...(value === 'adjustment' && { lead: 'Tier' }) },
    ],
    rules: { 'Max LTV': { rule: 'max_ltv' } },
  });
  const sheet = (table: RuleTable) =>
    juniperWith({ Tiers: LIMITS }, { ...JUNIPER, tables: [...JUNIPER.tables, table] } satisfies DeclaredProfile);
  const limited = sheet(rules('Tier'));
  // the worked example's loan, $300,000 on $400,000: LTV 75.00
  const reasons = (state: string) =>
    pricedOn(limited.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, state, program_slug: 'thirty_year_fixed' })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

  it('compiles with no finding; LTV 75.00 in CA fails Tier 1’s 70% (C6), in FL meets Tier 2’s 75%, in CO no tier’s', () => {
    expect(findings(limited)).toEqual([]);
    expect(reasons('CA')).toEqual([['max_ltv_exceeded', 70, 'Tiers!C6']]);
    expect(reasons('FL')).toEqual([]);
    expect(reasons('CO')).toEqual([]);
  });

  it('a lead on a value column, read by no key cell, is unsupported_layout at its tab, never left unread', () => {
    expect(findings(sheet(rules('Tier', 'adjustment')))).toEqual([['unsupported_layout', 'Tiers', '']]);
  });
});

describe('lead on a grid’s row keys (KeyReading `{ lead }`)', () => {
  // B4 the title, B5 the header `Tier | ≤ 75% | 75.01 - 80%`, the tiers' rows 6 and 7
  const grid = (tier2: string) =>
    juniperWith(
      {
        Tiers: [
          [null, 'STATE TIERS BY LTV'],
          [null, 'Tier', '≤ 75%', '75.01 - 80%'],
          [null, 'Tier 1: CA, WA, OR', -0.25, -0.5], // C6, D6
          [null, tier2, -0.125, -0.375], // C7, D7
        ],
      },
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          {
            means: 'adjustments',
            shape: 'grid',
            at: { tab: 'Tiers' },
            corner: 'Tier',
            rows: { lead: 'Tier' },
            columns: { band: 'ltv' },
            values: 'adjustment',
          },
        ],
      } satisfies DeclaredProfile,
    );
  const inState = (sheet: ReturnType<typeof grid>, state: string) =>
    pricedOn(sheet.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, state, program_slug: 'thirty_year_fixed' })
      .eligible.find((o) => o.rate === 6.75)!
      .adjusters.filter((a) => a.category === 'STATE TIERS BY LTV') // the title above the corner
      .map((a) => [a.source_cell.replace(/^.* › /, ''), a.value]);

  it('each row its states after the label: the example (LTV 75.00) in CA reads C6, in TX C7, in CO no row', () => {
    const sheet = grid('Tier 2: FL, TX, AZ');
    expect(findings(sheet)).toEqual([]);
    expect(inState(sheet, 'CA')).toEqual([['Tiers!C6', -0.25]]);
    expect(inState(sheet, 'TX')).toEqual([['Tiers!C7', -0.125]]);
    expect(inState(sheet, 'CO')).toEqual([]);
  });

  it('a key with the label but no colon (`Tier 2 FL, TX`, B7) is unknown_row_label there', () => {
    expect(findings(grid('Tier 2 FL, TX'))).toEqual([['unknown_row_label', 'Tiers', 'B7']]);
  });
});
