/**
 * Rules printed as sentences (compiler/tables/sentences.ts, shape `sentences`): Juniper Ridge's
 * workbook with a `Notes` tab of notes, each found by the words it starts with, its value the one
 * figure of its rule's kind it prints: a maximum LTV for large Thirty-Year Fixed loans (scoped by
 * its word's `when`), and the states where no prepayment penalty is permitted (the lender's).
 */
import { describe, expect, it } from 'vitest';
import { above, below, eq } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleTable } from '../../compiler/tables/language.ts';
import { allInForce, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { catalogOf } from '../catalog/catalog-of.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4. */
const NOTES = [
  [null, 'Thirty-Year Fixed: loan amounts above $1,000,000 are limited to 70% LTV.'], // B4
  [null, 'Prepayment penalties are not permitted in AK, KS and MI (state law).'], // B5
  [null, 'Fifteen-Year Fixed: a credit score below 700 is limited to 65% LTV.'], // B6
  [null, 'Loans above $1,000,000 require a credit score of 720.'], // B7: 000 of the amount is no score
];
const SENTENCES: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Notes' },
  shape: 'sentences',
  columns: [],
  rules: {
    'Thirty-Year Fixed: loan amounts above': {
      rule: 'max_ltv',
      when: [eq('program', 'thirty_year_fixed'), above('loan_amount', 1_000_000)],
    },
    'Prepayment penalties are not permitted': { rule: 'ppp_restricted_states' },
    'Fifteen-Year Fixed: a credit score below': {
      rule: 'max_ltv',
      when: [eq('program', 'fifteen_year_fixed'), below('fico', 700)],
    },
    'Loans above $1,000,000 require': { rule: 'min_fico', when: [above('loan_amount', 1_000_000)] },
  },
};
const PROFILE: DeclaredProfile = { ...JUNIPER, tables: [...JUNIPER.tables, SENTENCES] };

/** Juniper Ridge with a table of sentences on its Notes tab read by `rules` (and `more` of the profile). */
const withSentences = (rules: RuleTable['rules'], more: Partial<DeclaredProfile> = {}): DeclaredProfile => ({
  ...JUNIPER,
  ...more,
  tables: [
    ...JUNIPER.tables,
    { means: 'eligibility rules', at: { tab: 'Notes' }, shape: 'sentences', columns: [], rules },
  ],
});
const built = juniperWith({ Notes: NOTES }, PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo in FL, FICO 725, primary, purchase

const reasons = (change: Record<string, unknown>) =>
  pricedOn(built.artifacts[0]!, { ...PLAIN, ...change })
    .rejected.flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

describe('rules printed as sentences', () => {
  it('compiles with no finding; the restricted states are the lender’s', () => {
    expect(built.diag.list).toEqual([]);
    expect(built.artifacts[0]!.ppp_restricted_states).toEqual(['AK', 'KS', 'MI']);
  });

  it('70% above $1,000,000 on Thirty-Year Fixed (B4): 1,050,000 / 1,500,000 = 70.00 passes, 1,050,001 fails', () => {
    const big = { program_slug: 'thirty_year_fixed', purchase_price: 1_500_000 };
    expect(reasons({ ...big, loan_amount: 1_050_000 })).toEqual([]);
    expect(reasons({ ...big, loan_amount: 1_050_001 })).toEqual([['max_ltv_exceeded', 70, 'Notes!B4']]);
    // at $1,000,000 the sentence does not apply: 1,000,000 / 1,400,000 = 71.43 passes
    expect(reasons({ ...big, purchase_price: 1_400_000, loan_amount: 1_000_000 })).toEqual([]);
    // another program is not bound by it
    expect(
      reasons({ program_slug: 'fifteen_year_fixed', term: 15, purchase_price: 1_500_000, loan_amount: 1_050_001 }),
    ).toEqual([]);
  });

  it('65% below FICO 700 on Fifteen-Year Fixed (B6; the sentence prints one percentage, the score is its scope): 699 at 65.00 passes, 65.00025 fails; 700 is not bound', () => {
    const fifteen = { program_slug: 'fifteen_year_fixed', term: 15, purchase_price: 400_000 };
    expect(reasons({ ...fifteen, credit_score: 699, loan_amount: 260_000 })).toEqual([]);
    expect(reasons({ ...fifteen, credit_score: 699, loan_amount: 260_001 })).toEqual([
      ['max_ltv_exceeded', 65, 'Notes!B6'],
    ]);
    expect(reasons({ ...fifteen, credit_score: 700, loan_amount: 260_001 })).toEqual([]);
  });

  it('a score above $1,000,000 (B7): 720, not the 000 of the amount; FICO 719 on $1,050,000 fails, 720 passes', () => {
    const big = { program_slug: 'thirty_year_fixed', purchase_price: 2_000_000, loan_amount: 1_050_000 };
    expect(reasons({ ...big, credit_score: 719 })).toEqual([['min_fico', 720, 'Notes!B7']]);
    expect(reasons({ ...big, credit_score: 720 })).toEqual([]);
  });

  it('a penalty on an investor in KS is refused (ppp_state_restricted); No PPP there passes', () => {
    const investor = {
      program_slug: 'thirty_year_fixed_investor',
      occupancy: 'investment',
      loan_amount: 280_000,
      state: 'KS',
    };
    expect(reasons({ ...investor, ppp_term: '5YR PPP' }).map((r) => r[0])).toEqual(['ppp_state_restricted']);
    expect(reasons({ ...investor, ppp_term: 'No PPP' })).toEqual([]);
  });
});

describe('a sentence that cannot be read', () => {
  const unreadable = juniperWith(
    { Notes: [[null, 'Thirty-Year Fixed: loan amounts above $1,000,000 are limited to 70% LTV, or 65% for condos.']] },
    PROFILE,
  );
  it('two percentages where the rule reads one, and a sentence missing: each reported', () => {
    expect(unreadable.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}: ${d.message}`)).toEqual([
      'expected_number Notes!B4: expected the sentence to print one percentage, found 2',
      'missing_table Notes!: no sentence starting "Prepayment penalties are not permitted"',
      'missing_table Notes!: no sentence starting "Fifteen-Year Fixed: a credit score below"',
      'missing_table Notes!: no sentence starting "Loans above $1,000,000 require"',
    ]);
  });
});

describe('the catalog lists a declared lender’s rules with their scope', () => {
  it('each program its own sentences: 70% above $1,000,000 (B4) and 65% below FICO 700 (B6), in the request’s units', () => {
    const catalog = catalogOf(allInForce([loadedSheet(built.artifacts[0]!, 'test')]));
    const program = catalog.lenders[0]!.programs.find((p) => p.program_slug === 'thirty_year_fixed')!;
    expect(program.doc_types[0]!.rules.filter((r) => r.source_cell?.includes('Notes!'))).toEqual([
      {
        key: 'max_ltv_exceeded',
        requires: 'ltv ≤ 70',
        applies_when: 'program thirty_year_fixed and loan_amount > 1000000',
        source_cell: 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Notes!B4',
      },
      {
        key: 'min_fico',
        requires: 'fico ≥ 720',
        applies_when: 'loan_amount > 1000000',
        source_cell: 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Notes!B7',
      },
    ]);
    // Fifteen-Year Fixed's own sentence (B6) is listed under it alone
    const fifteen = catalog.lenders[0]!.programs.find((p) => p.program_slug === 'fifteen_year_fixed')!;
    expect(fifteen.doc_types[0]!.rules.filter((r) => r.source_cell?.includes('Notes!'))).toEqual([
      {
        key: 'max_ltv_exceeded',
        requires: 'ltv ≤ 65',
        applies_when: 'program fifteen_year_fixed and fico < 700',
        source_cell: 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Notes!B6',
      },
      {
        key: 'min_fico',
        requires: 'fico ≥ 720',
        applies_when: 'loan_amount > 1000000',
        source_cell: 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Notes!B7',
      },
    ]);
  });
});

describe('a list printed in a sentence', () => {
  // the first clause after the colon is the list, `and` as a comma; the second clause is not read
  const TYPES = [[null, 'Eligible property types: SFR, Condo and Townhome. Condotel is ineligible.']]; // B4
  const listing = withSentences(
    { 'Eligible property types': { rule: 'property_types' } },
    {
      words: {
        ...JUNIPER.words,
        propertyType: { SFR: ['sfr'], Condo: ['condo', 'warrantable_condo'], Townhome: ['townhome'] },
      },
    },
  );
  const listed = juniperWith({ Notes: TYPES }, listing);
  const keysOf = (change: Record<string, unknown>) =>
    pricedOn(listed.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', ...change })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.source_page?.replace(/^.* › /, '')]);

  it('compiles with no finding; a condo and a townhome (listed) pass, a condotel and a 2-unit (not) are refused at B4', () => {
    expect(listed.diag.list).toEqual([]);
    expect(keysOf({})).toEqual([]);
    expect(keysOf({ property_type: 'townhome' })).toEqual([]);
    expect(keysOf({ property_type: 'condotel' })).toEqual([['eligible_property_type', 'Notes!B4']]);
    expect(keysOf({ property_type: '2_unit' })).toEqual([['eligible_property_type', 'Notes!B4']]);
  });

  it('a word the profile does not declare is reported at its cell, and the rule is not read', () => {
    const unknown = juniperWith({ Notes: [[null, 'Eligible property types: SFR, Condo or Log Cabin.']] }, listing);
    expect(unknown.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}: ${d.message}`)).toEqual([
      'unknown_list_item Notes!B4: "Log Cabin" is not a recognised eligible property types value',
    ]);
  });
});

describe('a list in prose: initials, a closing `only`, a closing remark in parentheses', () => {
  const PROSE = [
    [null, 'Eligible borrowers: U.S. citizens and permanent residents only. Others are not eligible.'], // B4
    [null, 'Occupancy: primary residence or second home (no investment properties).'], // B5
  ];
  const prose = juniperWith(
    { Notes: PROSE },
    withSentences(
      { 'Eligible borrowers': { rule: 'citizenship' }, Occupancy: { rule: 'occupancies' } },
      {
        words: {
          ...JUNIPER.words,
          citizenship: { 'U.S. citizens': ['us_citizen'], 'permanent residents': ['permanent_resident'] },
          occupancy: {
            ...JUNIPER.words.occupancy,
            'primary residence': ['owner_occupied'],
            'second home': ['second_home'],
          },
        },
      },
    ),
  );
  const keysOf = (change: Record<string, unknown>) =>
    pricedOn(prose.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', ...change })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.source_page?.replace(/^.* › /, '')]);

  it('reads the items alone: a permanent resident and a second home pass; a non-permanent resident (B4) and an investment (B5) are refused', () => {
    expect(prose.diag.list).toEqual([]);
    expect(keysOf({ citizenship: 'permanent_resident', occupancy: 'second_home' })).toEqual([]);
    expect(keysOf({ citizenship: 'non_permanent_resident' })).toEqual([['eligible_citizenship', 'Notes!B4']]);
    // Juniper's investor program takes investments (its Eligibility rows); the note refuses them at B5
    expect(
      keysOf({ occupancy: 'investment', program_slug: 'thirty_year_fixed_investor', loan_amount: 280_000 }),
    ).toEqual([['eligible_occupancy', 'Notes!B5']]);
  });
});

describe('states in a sentence: after its lead words, excluded', () => {
  const NOTE = [
    [
      null,
      'Thirty-Year Fixed is available in all states and DC except Hawaii (HI) and New York (NY); prepayment penalties are not permitted in AK, KS.',
    ], // B4
  ];
  const statesRule = (built: ReturnType<typeof juniperWith>) =>
    built.artifacts[0]!.programs[0]!.doc_types[0]!.rules.find((r) => r.cell === 'B4' && r.key === 'eligible_states');

  it('the clause after `except` (HI, NY, printed after their names) as the states not eligible; the restricted states after their own lead', () => {
    const built = juniperWith(
      { Notes: NOTE },
      withSentences({
        'Thirty-Year Fixed is available': [
          { rule: 'states', lead: 'except', excluded: true, when: [eq('program', 'thirty_year_fixed')] },
          { rule: 'ppp_restricted_states', lead: 'not permitted in' },
        ],
      }),
    );
    expect(built.diag.list).toEqual([]);
    expect(built.artifacts[0]!.ppp_restricted_states).toEqual(['AK', 'KS']);
    const rule = statesRule(built);
    expect(rule?.require.kind === 'eq' && rule.require.values.length).toBe(49); // the 50 states and DC but HI, NY
    expect(rule?.require.kind === 'eq' && rule.require.values.some((s) => s === 'HI' || s === 'NY')).toBe(false);
    expect(reasons_({ built, state: 'HI' })).toEqual(['eligible_states']); // NY is already the lender's own exclusion
    expect(reasons_({ built, state: 'FL' })).toEqual([]);
  });

  it('states in two clauses and no lead: an error at the sentence, not a silent pick', () => {
    const built = juniperWith({ Notes: NOTE }, withSentences({ 'Thirty-Year Fixed is available': { rule: 'states' } }));
    expect(built.diag.list.map((d) => `${d.code} ${d.cell}`)).toEqual(['expected_number B4']);
  });
});

describe('a label alone in its cell, its states in the cells after it (`Ineligible States: | HI | NY`)', () => {
  const labelled = (row: unknown[]) =>
    juniperWith(
      { Notes: [row] },
      withSentences({
        'Ineligible States:': { rule: 'states', excluded: true, when: [eq('program', 'thirty_year_fixed')] },
      }),
    );

  it('reads C4, D4 to the first blank cell: HI and NY not eligible, FL is (E4 after the gap is not read)', () => {
    const built = labelled([null, 'Ineligible States:', 'HI', 'NY', null, 'FL']); // B4
    expect(built.diag.list).toEqual([]);
    expect(reasons_({ built, state: 'HI' })).toEqual(['eligible_states']);
    expect(reasons_({ built, state: 'FL' })).toEqual([]);
  });

  it('a label printing its list in its own cell reads that cell alone', () => {
    const built = labelled([null, 'Ineligible States: HI', 'NY']);
    expect(reasons_({ built, state: 'HI' })).toEqual(['eligible_states']);
    expect(reasons_({ built, state: 'NY' })).toEqual(['eligible_states']); // NY is the lender's own exclusion
  });
});

function reasons_({ built, state }: { built: ReturnType<typeof juniperWith>; state: string }) {
  return pricedOn(built.artifacts[0]!, { ...PLAIN, state, program_slug: 'thirty_year_fixed' })
    .rejected.flatMap((r) => r.rejections)
    .map((r) => r.key);
}

describe('a note saying its rule in words (reads)', () => {
  /** Juniper Ridge with a Notes tab printing `note` (B4), read as `No prepayment penalty` meaning `None`. */
  const withNote = (note: string) =>
    juniperWith(
      { Notes: [[null, note]] },
      withSentences({ 'No prepayment penalty': { rule: 'ppp_terms', reads: 'None' } }),
    );
  const built = withNote('No prepayment penalty on any program.');
  const investor = { program_slug: 'thirty_year_fixed_investor', occupancy: 'investment', loan_amount: 280_000 };
  const keys = (ppp_term: string) =>
    pricedOn(built.artifacts[0]!, { ...PLAIN, ...investor, ppp_term })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.source_page?.replace(/^.* › /, '')]);

  it('the investor program takes No PPP only: a 5-year penalty is refused at the note (B4)', () => {
    expect(built.diag.list).toEqual([]);
    expect(keys('No PPP')).toEqual([]);
    expect(keys('5YR PPP')).toEqual([['ppp_term_not_offered', 'Notes!B4']]);
  });

  it('a sheet no longer printing the note is an error, not a rule kept', () => {
    const gone = withNote('Prepayment penalties apply as priced.');
    expect(gone.diag.list.map((d) => d.code)).toEqual(['missing_table']);
  });
});

describe("a program's own lock periods, printed for it alone", () => {
  // Juniper Ridge's Eligibility prints `Lock Periods | 15, 30, 45, 60` for every program; a note gives
  // Fifteen-Year Fixed its own
  const own = juniperWith(
    { Notes: [[null, 'Fifteen-Year Fixed lock periods: 30, 45 days']] },
    withSentences({
      'Fifteen-Year Fixed lock periods:': {
        rule: 'locks',
        lead: 'lock periods:',
        when: [eq('program', 'fifteen_year_fixed')],
      },
    }),
  );
  const locksOf = (program: string, lock_days: number) =>
    pricedOn(own.artifacts[0]!, { ...PLAIN, term: 15, lock_days, program_slug: program })
      .rejected.flatMap((r) => r.rejections)
      .filter((r) => r.key === 'lock_not_offered')
      .map((r) => r.threshold);

  it('compiles with no finding', () => {
    expect(own.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('its 15-day and 60-day loans are lock_not_offered, its 30-day one is not', () => {
    expect([15, 30, 60].map((days) => locksOf('fifteen_year_fixed', days))).toEqual([[[30, 45]], [], [[30, 45]]]);
  });

  it('a lock list scoped by the loan (not a program alone) is unsupported_layout', () => {
    const scoped = juniperWith(
      { Notes: [[null, 'Fifteen-Year Fixed lock periods: 30, 45 days']] },
      withSentences({
        'Fifteen-Year Fixed lock periods:': {
          rule: 'locks',
          lead: 'lock periods:',
          when: [above('loan_amount', 1_000_000)],
        },
      }),
    );
    expect(scoped.diag.list.filter((d) => d.code === 'unsupported_layout').length).toBeGreaterThan(0);
  });
});
