/**
 * Price caps read by the cap grammar (RuleTable `capGrammar`, compiler/cap-rules.ts) and a cap for
 * any of several lists of conditions (RuleWord `whenAny`, the PPP-restricted states among them):
 * Juniper Ridge's workbook with a `Caps` tab of a row per cap and a column per program, and the
 * note naming the states where no penalty is permitted.
 */
import { describe, expect, it } from 'vitest';
import { eq, PPP_RESTRICTED_STATES } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { juniperTablesWithout } from '../fixture-lender/tables-without.ts';

const investment = eq('occupancy', 'investment');
const TABS = {
  Caps: [
    [null, 'Price Cap', 'Thirty-Year Fixed', 'Fifteen-Year Fixed'], // row 4
    [null, 'Investments >= 3YR PPP', 104, 103.5], // C5
    [null, 'Investments w/ < 3YR PPP', 103, 'N/A'], // D6: no such cap
    [null, 'No PPP or State Restricted', 101.5, 101], // C7
    [null, 'Loan Amounts >$1.5m', 102, 101.5],
    [null, 'Maximum Price', 104.5, 104],
    [null, 'Minimum Price', 96, 97], // C10
    [],
    [null, 'Prepayment penalties are not permitted in the following states: AK, KS.'], // B12
  ],
};
const CAPS: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Caps' },
  shape: 'program columns',
  capGrammar: true,
  columns: [{ heading: 'Price Cap', holds: 'rule' }],
  rules: {
    'No PPP or State Restricted': {
      rule: 'max_price',
      key: 'no_ppp_or_state_restricted',
      whenAny: [
        [investment, eq('ppp_term', 'No PPP')],
        [investment, PPP_RESTRICTED_STATES],
      ],
    },
  },
};
const RESTRICTED: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Caps' },
  shape: 'sentences',
  columns: [],
  rules: { 'Prepayment penalties are not permitted': { rule: 'ppp_restricted_states', lead: 'following states:' } },
};
/** Juniper Ridge's tables with `tables`, its own floor (`Min Price`) read as no rule: the Caps tab's is the floor. */
const profile = (...tables: RuleTable[]): DeclaredProfile => ({
  ...JUNIPER,
  conventions: { ...JUNIPER.conventions, notApplicable: 'N/A' },
  tables: [...juniperTablesWithout('Min Price'), ...tables],
});
const built = juniperWith(TABS, profile(CAPS, RESTRICTED));
const program = (slug: string, result = built) => result.artifacts[0]!.programs.find((p) => p.slug === slug)!;

describe('price caps read by the cap grammar', () => {
  it('reads each label the profile does not declare by the grammar, a cell N/A no cap', () => {
    expect(built.diag.list).toEqual([]);
    const caps = program('thirty_year_fixed').caps.filter((c) => c.tab === 'Caps');
    expect(caps.map((c) => [c.key, c.label, c.value, c.cell, c.when])).toEqual([
      // at 3 years and above: 3YR and 5YR
      [
        'investment_ppp_3yr_plus',
        'Investments >= 3YR PPP',
        104_000,
        'C5',
        [[investment, eq('ppp_term', '3YR PPP', '5YR PPP')]],
      ],
      // below 3 years, of the terms that carry a penalty: 1YR and 2YR
      [
        'investment_ppp_under_3yr',
        'Investments w/ < 3YR PPP',
        103_000,
        'C6',
        [[investment, eq('ppp_term', '1YR PPP', '2YR PPP')]],
      ],
      // either list: the restricted states are the note's
      [
        'no_ppp_or_state_restricted',
        'No PPP or State Restricted',
        101_500,
        'C7',
        [
          [investment, eq('ppp_term', 'No PPP')],
          [investment, eq('state', 'AK', 'KS')],
        ],
      ],
      // above $1,500,000, the amount itself not
      [
        'loan_over_1_5m',
        'Loan Amounts >$1.5m',
        102_000,
        'C8',
        [[{ kind: 'range', attr: 'loan_amount', range: { lo: 1_500_000, lo_incl: false, hi: null, hi_incl: false } }]],
      ],
      ['max_price', 'Maximum Price', 104_500, 'C9', [[]]],
    ]);
    expect(program('thirty_year_fixed').floor).toEqual({
      workbook: 0,
      tab: 'Caps',
      category: 'Caps',
      label: 'Minimum Price',
      value: 96_000,
      cell: 'C10',
    });
    expect(program('fifteen_year_fixed').caps.map((c) => c.key)).not.toContain('investment_ppp_under_3yr');
  });

  it('drops the list of the restricted states when the sheet names none', () => {
    const none = juniperWith(TABS, profile(CAPS));
    const cap = program('thirty_year_fixed', none).caps.find((c) => c.key === 'no_ppp_or_state_restricted');
    expect(cap!.when).toEqual([[investment, eq('ppp_term', 'No PPP')]]);
  });

  it('a label neither the profile nor the grammar reads is unknown_rule, saying why', () => {
    const misprinted = { Caps: [...TABS.Caps.slice(0, 2), [null, 'Investments >= 9YR PPP', 104, 103.5]] };
    const refused = juniperWith(misprinted, profile(CAPS));
    expect(refused.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.cell, d.message])).toEqual([
      [
        'unknown_rule',
        'B6',
        '"Investments >= 9YR PPP" is none of the rules the profile declares (No PPP or State Restricted), and cap "Investments >= 9YR PPP" selects no PPP term',
      ],
    ]);
    // without the grammar, every label undeclared is unknown
    const { capGrammar: _, ...declaredOnly } = CAPS;
    const unread = juniperWith(TABS, profile(declaredOnly, RESTRICTED));
    expect(unread.diag.list.filter((d) => d.code === 'unknown_rule').map((d) => d.cell)).toEqual([
      'B5',
      'B6',
      'B8',
      'B9',
      'B10',
    ]);
  });

  it('whenAny on a rule other than a cap is unsupported_layout', () => {
    const floorAny: RuleTable = {
      ...CAPS,
      rules: { 'Minimum Price': { rule: 'min_price', whenAny: [[investment]] } },
    };
    const refused = juniperWith(TABS, profile(floorAny));
    // at its label, once for each program's cell
    expect(refused.diag.list.filter((d) => d.code === 'unsupported_layout').map((d) => d.cell)).toEqual(['B10', 'B10']);
  });
});
