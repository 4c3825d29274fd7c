/**
 * The rule words beyond the limits Juniper Ridge prints (compiler/tables/rule-rows.ts): a minimum
 * DSCR, the citizenships taken and a maximum CLTV, on a `Guidelines` tab of a column per program
 * (`Guideline | All | Thirty-Year Fixed Investor`) declared in place of the Eligibility rows: its
 * other rows are the Eligibility tab's, so the notes' worked examples hold but for these three rules.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER, withGuidelineColumns } from '../fixture-lender/profile.ts';
import { GUIDELINE_COLUMNS } from '../fixture-lender/workbooks.ts';

const TABS = {
  Guidelines: [
    ...GUIDELINE_COLUMNS,
    [null, 'Min DSCR', null, 1],
    [null, 'Citizenship', 'US Citizen, Permanent Resident'],
    [null, 'Max CLTV', '75%'],
  ],
};
const PROFILE: DeclaredProfile = {
  ...withGuidelineColumns({
    'Min DSCR': { rule: 'min_dscr' },
    Citizenship: { rule: 'citizenship' },
    'Max CLTV': { rule: 'max_cltv' },
  }),
  words: {
    ...JUNIPER.words,
    citizenship: { 'US Citizen': ['us_citizen'], 'Permanent Resident': ['permanent_resident'] },
  },
};
const built = juniperWith(TABS, PROFILE);
const GUIDELINES = (cell: string) => `JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Guidelines!${cell}`;

/** The reasons `program_slug` is refused for, for the worked example `name`'s request with `change`. */
function reasons(name: string, program_slug: string, change: Record<string, unknown> = {}) {
  const { request } = JUNIPER_EXAMPLES.find((e) => e.name.startsWith(name))!;
  const response = pricedOn(built.artifacts[0]!, { ...request, program_slug, ...change });
  return response.rejected.flatMap((r) => r.rejections);
}

describe('a minimum DSCR, the citizenships taken and a maximum CLTV, declared', () => {
  it('compile with no finding into the guideline fields and a CLTV rule', () => {
    expect(built.diag.list).toEqual([]);
    const [thirty, , investor] = built.artifacts[0]!.programs;
    expect([thirty!.doc_types[0]!.min_dscr, investor!.doc_types[0]!.min_dscr]).toEqual([null, 100]);
    expect(thirty!.doc_types[0]!.citizenship).toEqual(['us_citizen', 'permanent_resident']);
    expect(thirty!.doc_types[0]!.rules.map((r) => r.key)).toContain('max_cltv_exceeded');
  });

  it('the investor: no DSCR sent, 0.99 and 1.00 (its Min DSCR, D16)', () => {
    const investor = (dscr_ratio?: number) =>
      reasons(
        'investor with the 5-4-3-2-1',
        'thirty_year_fixed_investor',
        dscr_ratio === undefined ? {} : { dscr_ratio },
      );
    expect(investor()).toEqual([
      { key: 'dscr_ratio_required', threshold: 1, provided: null, source_page: GUIDELINES('D16') },
    ]);
    expect(investor(0.99)).toEqual([
      { key: 'dscr_min_ratio', threshold: 1, provided: 0.99, source_page: GUIDELINES('D16') },
    ]);
    expect(investor(1)).toEqual([]);
  });

  it('a foreign national is refused by the citizenship rule (C17)', () => {
    expect(reasons('plain purchase', 'thirty_year_fixed', { citizenship: 'foreign_national' })).toEqual([
      {
        key: 'eligible_citizenship',
        threshold: ['us_citizen', 'permanent_resident'],
        provided: 'foreign_national',
        source_page: GUIDELINES('C17'),
      },
    ]);
  });

  it('CLTV 75.00 (300,000 / 400,000) is within the Max CLTV 75 (C18), 75.00025 past it', () => {
    expect(reasons('plain purchase', 'thirty_year_fixed')).toEqual([]);
    expect(reasons('plain purchase', 'thirty_year_fixed', { loan_amount: 300_001 })).toEqual([
      expect.objectContaining({ key: 'max_cltv_exceeded', threshold: 75, source_page: GUIDELINES('C18') }),
    ]);
  });
});

describe('a limit or a list the lender does not print', () => {
  // The Guidelines rows without States, Min Loan Amount and Max Loan Amount.
  const unprinted = ['States', 'Min Loan Amount', 'Max Loan Amount'];
  const sheet = juniperWith(
    { Guidelines: GUIDELINE_COLUMNS.filter((row) => !unprinted.includes(String(row[1]))) },
    withGuidelineColumns(),
  );

  it('is no rule: every state, any loan amount', () => {
    expect(sheet.diag.list).toEqual([]);
    const rules = sheet.artifacts[0]!.programs[0]!.doc_types[0]!;
    expect([rules.states.length, rules.min_loan, rules.max_loan]).toEqual([51, 0, 2 ** 31 - 1]);
    // NY and $99,999 (300,000 / 400,000 scaled down: LTV 75.00 on a $133,332 price), refused by the printed rules, price here
    const { request } = JUNIPER_EXAMPLES[0]!;
    const ask = {
      ...request,
      state: 'NY',
      loan_amount: 99_999,
      purchase_price: 133_332,
      program_slug: 'thirty_year_fixed',
    };
    expect(pricedOn(sheet.artifacts[0]!, ask).rejected).toEqual([]);
    expect(pricedOn(built.artifacts[0]!, ask).rejected[0]!.rejections.map((r) => r.key)).toEqual([
      'min_loan_amount',
      'eligible_states',
    ]);
  });
});

describe('a rule table of a column per program whose rows a condition column scopes', () => {
  const tiers = juniperWith(
    {
      Tiers: [
        [null, 'Tier', 'States', 'All', 'Thirty-Year Fixed Investor'],
        [null, 'Tier 2', 'FL, GA', 740, 760], // row 5: D5, E5
      ],
    },
    {
      ...JUNIPER,
      tables: [
        ...JUNIPER.tables,
        {
          means: 'eligibility rules',
          at: { tab: 'Tiers' },
          shape: 'program columns',
          columns: [
            { heading: 'Tier', holds: 'rule' },
            { heading: 'States', holds: 'condition' },
          ],
          rules: { 'Tier 2': { rule: 'min_fico' } },
        },
      ],
    },
  );
  const refusals = (change: Record<string, unknown>) =>
    pricedOn(tiers.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, program_slug: 'thirty_year_fixed', ...change })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

  it("a loan in FL takes its tier's minimum (D5: 739 refused, 740 taken); one in TX none", () => {
    expect(tiers.diag.list).toEqual([]);
    expect(refusals({ credit_score: 739 })).toEqual([['min_fico', 740, 'Tiers!D5']]);
    expect(refusals({ credit_score: 740 })).toEqual([]);
    expect(refusals({ credit_score: 725, state: 'TX' })).toEqual([]);
  });
});

describe('loan limits printed in thousands or after a strict comparison', () => {
  /** The Thirty-Year Fixed's loan limits when the Guidelines tab prints `min` and `max` in C8 and C9. */
  const limits = (min: string, max: string) => {
    const rows = GUIDELINE_COLUMNS.map((row) =>
      row[1] === 'Min Loan Amount' ? [null, row[1], min] : row[1] === 'Max Loan Amount' ? [null, row[1], max] : row,
    );
    const built = juniperWith({ Guidelines: rows }, withGuidelineColumns());
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const rules = built.artifacts[0]!.programs[0]!.doc_types[0]!;
    return [rules.min_loan, rules.max_loan];
  };

  it('`$100K` and `$1,500K` are 100,000 and 1,500,000; `$1.5MM` 1,500,000', () => {
    expect(limits('$100K', '$1,500K')).toEqual([100_000, 1_500_000]);
    expect(limits('$100,000', '$1.5MM')).toEqual([100_000, 1_500_000]);
  });

  it('`> $99,999` starts at 100,000 and `< $1,500,001` ends at 1,500,000; `≥` and `≤` keep the amount', () => {
    expect(limits('> $99,999', '< $1,500,001')).toEqual([100_000, 1_500_000]);
    expect(limits('≥ $100K', '≤ $1,500K')).toEqual([100_000, 1_500_000]);
  });
});
