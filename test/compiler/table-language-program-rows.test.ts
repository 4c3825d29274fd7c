/**
 * Rules printed as a row per program (compiler/tables/rule-rows.ts, shape `program rows`): Juniper
 * Ridge's workbook with a `Guide` tab, `Program | Min FICO | Max DTI | Doc Type | States`, each
 * column after the program's a rule labelled by its heading, a blank or N/A cell no rule, `Doc Type`
 * ignored; a program cell may name several programs. Read as a second rule table, each cell is a
 * rule of its own beside the Eligibility tab's (Max DTI 45, States all except NY, NJ).
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** The Guide tab from row 4: its header in B4:F4. */
const GUIDE = [
  [null, 'Program', 'Min FICO', 'Max DTI', 'Doc Type', 'States'],
  [null, 'Thirty-Year Fixed Investor', 740, 'N/A', 'Full Doc', null], // C5; D5 N/A: no rule
  [null, 'Thirty-Year Fixed, Fifteen-Year Fixed', null, '43%', 'Full Doc', 'FL, TX, CA'], // D6, F6
];
const GUIDE_TABLE: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Guide' },
  shape: 'program rows',
  columns: [{ heading: 'Program', holds: 'program' }],
  rules: { 'Min FICO': { rule: 'min_fico' }, 'Max DTI': { rule: 'max_dti' }, States: { rule: 'states' } },
  ignore: ['Doc Type'],
};
// this lender's N/A (not applicable): in a rule cell, no rule
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  conventions: { ...JUNIPER.conventions, notApplicable: 'N/A' },
  tables: [...JUNIPER.tables, GUIDE_TABLE],
};
const built = juniperWith({ Guide: GUIDE }, PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo in FL, FICO 725, 300,000 / 400,000, DTI 45, primary, purchase
const INVESTOR = { program_slug: 'thirty_year_fixed_investor', occupancy: 'investment', ppp_term: 'No PPP', dti: 40 };

/** The reasons of the program asked for on the plain purchase with `change`, as [key, threshold, cell]. */
function reasons(change: Record<string, unknown>) {
  return pricedOn(built.artifacts[0]!, { ...PLAIN, ...change })
    .rejected.flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);
}

describe('rules as a row per program', () => {
  it('compiles with no finding (Doc Type ignored)', () => {
    expect(built.diag.list).toEqual([]);
  });

  it('Max DTI 43% (D6) is both named programs’ rule, beside the Eligibility tab’s 45: 43 passes, 43.01 and 43.0001 fail', () => {
    for (const program_slug of ['thirty_year_fixed', 'fifteen_year_fixed']) {
      const term = program_slug === 'thirty_year_fixed' ? 30 : 15;
      expect(reasons({ program_slug, term, dti: 43 })).toEqual([]);
      expect(reasons({ program_slug, term, dti: 43.01 })).toEqual([['max_dti', 43, 'Guide!D6']]);
      expect(reasons({ program_slug, term, dti: 43.0001 })).toEqual([['max_dti', 43, 'Guide!D6']]);
    }
    // the investor's row prints no Max DTI: the Eligibility tab's 45 alone
    expect(reasons({ ...INVESTOR, credit_score: 740, loan_amount: 280_000, dti: 45 })).toEqual([]);
  });

  it('Min FICO 740 (C5) is the investor’s alone: 739 fails, 740 passes; the other programs take 725', () => {
    expect(reasons({ ...INVESTOR, credit_score: 739, loan_amount: 280_000 })).toEqual([['min_fico', 740, 'Guide!C5']]);
    expect(reasons({ ...INVESTOR, credit_score: 740, loan_amount: 280_000 })).toEqual([]);
    expect(reasons({ program_slug: 'thirty_year_fixed', dti: 40 })).toEqual([]);
  });

  it('States FL, TX, CA (F6) for the two fixed programs: GA fails (both programs), the investor is not bound', () => {
    expect(reasons({ program_slug: 'thirty_year_fixed', dti: 40, state: 'GA' })).toEqual([
      ['eligible_states', ['CA', 'FL', 'TX'], 'Guide!F6'],
    ]);
    expect(reasons({ ...INVESTOR, credit_score: 740, loan_amount: 280_000, state: 'GA' })).toEqual([]);
  });
});

describe('what a table of program rows reports', () => {
  const refused = juniperWith(
    {
      Guide: [
        [null, 'Program', 'Min FICO', 'Reserves'],
        [null, 'Thirty-Year Fixed', 700, '6 months'], // D5: Reserves is no rule
        [null, 'Fifteen-Year Fixed, Twenty-Year Fixed', 700, '6 months'], // B6: no Twenty-Year program
      ],
    },
    PROFILE,
  );

  it('a heading none of the rules: unknown_rule once at the header (not once per row); a program not priced in a list: warned', () => {
    expect(refused.diag.list.map((d) => `${d.severity} ${d.code} ${d.tab}!${d.cell}`)).toEqual([
      'warning unpriced_program Guide!B6',
      'error unknown_rule Guide!D4',
    ]);
  });
});

describe('a percentage cell holding the number of percent (43 shown `43.00%` by a format printing the sign)', () => {
  const asNumber = juniperWith(
    {
      Guide: GUIDE.map((row, i) =>
        i === 2 ? [...row.slice(0, 3), { t: 'n', v: 43, z: '0.00"%"' }, ...row.slice(4)] : row,
      ),
    },
    PROFILE,
  );
  it('reads 43, as `43%` text and 0.43 in a percent format read: 43 passes, 43.01 fails (D6)', () => {
    expect(asNumber.diag.list).toEqual([]);
    const keys = (dti: number) =>
      pricedOn(asNumber.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', dti })
        .rejected.flatMap((r) => r.rejections)
        .map((r) => [r.key, r.threshold]);
    expect(keys(43)).toEqual([]);
    expect(keys(43.01)).toEqual([['max_dti', 43]]);
  });
});

/**
 * Tick rows and excluded states, a column per program (`Guideline | <program> …`): `Primary |
 * Yes | Yes | No` stands for owner-occupied loans, each program's Yes rows of a rule making its
 * list; `Excluded States | NY, ND` lists the states not eligible.
 */
describe('tick rows and a list of excluded states', () => {
  const TICKS = [
    [null, 'Guideline', 'Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed Investor'],
    [null, 'Primary', 'Yes', 'Yes', 'No'], // row 5
    [null, 'Second Home', 'Yes', 'No', 'No'],
    [null, 'Investment', 'No', 'No', 'Yes'],
    [null, 'Excluded States', 'NY, ND', 'NY, ND', 'NY'], // row 8
    [null, 'Prepayment Penalty', 'None', 'None', '5-4-3-2-1, 3-2-1, None'], // row 9
  ];
  const TABLE: RuleTable = {
    means: 'eligibility rules',
    at: { tab: 'Ticks' },
    shape: 'program columns',
    columns: [{ heading: 'Guideline', holds: 'rule' }],
    rules: {
      Primary: { rule: 'occupancies', item: ['owner_occupied'] },
      'Second Home': { rule: 'occupancies', item: ['second_home'] },
      Investment: { rule: 'occupancies', item: ['investment'] },
      'Excluded States': { rule: 'states', excluded: true },
      'Prepayment Penalty': { rule: 'ppp_terms' },
    },
  };
  const ticks = juniperWith({ Ticks: TICKS }, { ...JUNIPER, tables: [...JUNIPER.tables, TABLE] });
  const keys = (change: Record<string, unknown>) =>
    pricedOn(ticks.artifacts[0]!, { ...PLAIN, dti: 40, ...change })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

  it('compiles with no finding', () => {
    expect(ticks.diag.list).toEqual([]);
  });

  it('Fifteen-Year Fixed takes primary homes alone (its Yes rows): a second home is refused at its first tick cell (D5)', () => {
    expect(keys({ program_slug: 'fifteen_year_fixed', term: 15, occupancy: 'second_home' })).toEqual([
      ['eligible_occupancy', ['owner_occupied'], 'Ticks!D5'],
    ]);
    expect(keys({ program_slug: 'thirty_year_fixed', occupancy: 'second_home' })).toEqual([]);
  });

  it('Prepayment Penalty: None is No PPP alone (C9); the investor’s list offers 5- and 3-year step-downs, not a 2-year one (E9)', () => {
    const mine = (change: Record<string, unknown>) => keys(change).filter((r) => String(r[2]).startsWith('Ticks!'));
    expect(mine({ program_slug: 'thirty_year_fixed', ppp_term: '3YR PPP' })).toEqual([
      ['ppp_term_not_offered', ['No PPP'], 'Ticks!C9'],
    ]);
    const investor = { program_slug: 'thirty_year_fixed_investor', occupancy: 'investment', loan_amount: 280_000 };
    expect(mine({ ...investor, ppp_term: '3YR PPP' })).toEqual([]);
    expect(mine({ ...investor, ppp_term: '2YR PPP' })).toEqual([
      ['ppp_term_not_offered', ['5YR PPP', '3YR PPP', 'No PPP'], 'Ticks!E9'], // as printed
    ]);
  });

  it('Excluded States: ND is refused for the fixed programs (C8), the investor excludes NY alone', () => {
    const refused = keys({ program_slug: 'thirty_year_fixed', state: 'ND' });
    expect(refused.map((r) => [r[0], r[2]])).toEqual([['eligible_states', 'Ticks!C8']]);
    expect((refused[0]![1] as string[]).length).toBe(49); // the 51 codes but NY and ND
    expect(
      keys({ program_slug: 'thirty_year_fixed_investor', occupancy: 'investment', loan_amount: 280_000, state: 'ND' }),
    ).toEqual([]);
  });
});

/** A list of excluded states printed after words of the lender's (`Not available in: NY, ND`), declared as the rule word's `lead`. */
describe('excluded states printed after lead words', () => {
  const TABS = {
    Availability: [
      [null, 'Guideline', 'Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed Investor'],
      [null, 'Availability', 'Not available in: NY, ND', 'Not available in: NY, ND', 'NOT AVAILABLE IN: NY'], // row 5
    ],
  };
  const table = (lead?: string): RuleTable => ({
    means: 'eligibility rules',
    at: { tab: 'Availability' },
    shape: 'program columns',
    columns: [{ heading: 'Guideline', holds: 'rule' }],
    rules: { Availability: { rule: 'states', excluded: true, ...(lead === undefined ? {} : { lead }) } },
  });
  const led = juniperWith(TABS, { ...JUNIPER, tables: [...JUNIPER.tables, table('Not available in:')] });

  it('reads the states after the lead words, in any case: ND refused for Thirty-Year Fixed (C5), not for the investor', () => {
    expect(led.diag.list).toEqual([]);
    const keys = (change: Record<string, unknown>) =>
      pricedOn(led.artifacts[0]!, { ...PLAIN, dti: 40, ...change })
        .rejected.flatMap((r) => r.rejections)
        .map((r) => [r.key, r.source_page?.replace(/^.* › /, '')]);
    expect(keys({ program_slug: 'thirty_year_fixed', state: 'ND' })).toEqual([['eligible_states', 'Availability!C5']]);
    expect(
      keys({ program_slug: 'thirty_year_fixed_investor', occupancy: 'investment', loan_amount: 280_000, state: 'ND' }),
    ).toEqual([]);
  });

  it('without `lead` the words are no state: unknown_state at each cell', () => {
    const bare = juniperWith(TABS, { ...JUNIPER, tables: [...JUNIPER.tables, table()] });
    expect(bare.diag.list.filter((d) => d.code === 'unknown_state').map((d) => d.cell)).toEqual(['C5', 'D5', 'E5']);
  });
});
