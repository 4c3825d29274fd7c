/**
 * Tables titled by a program (compiler/tables/program-cells.ts titledBy): Juniper Ridge's workbook
 * with a `Guides` tab of three `label: value` blocks, each titled by a program's name and more words
 * (`THIRTY-YEAR FIXED INVESTOR — GUIDE`), read in place of its Eligibility tab, and a prepayment list
 * titled by the investor in place of its Prepay list. A titled table is its program's alone: each
 * block's rules are its program's guideline limits (its first rule table), and the prepayment list
 * the investor's, the other programs taking no penalty.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PenaltyTable, RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: three blocks, each a title then `label: value` rows. */
const GUIDES = [
  [null, 'THIRTY-YEAR FIXED — GUIDE'], // B4
  [null, 'Min FICO:', 660],
  [null, 'Max DTI:', '45%'], // C6
  [null, 'Lock Periods:', '15, 30, 45, 60 Days'],
  [null, 'Terms:', '30 Yr Fixed'], // each block's terms its own program's
  [],
  [null, 'FIFTEEN-YEAR FIXED — GUIDE'], // B10
  [null, 'Min FICO:', 680], // C11
  [null, 'Max DTI:', '43%'],
  [null, 'Lock Periods:', '15, 30 Days'],
  [null, 'Terms:', '15 Yr Fixed'],
  [],
  [null, 'THIRTY-YEAR FIXED INVESTOR — GUIDE'], // B16
  [null, 'Min FICO:', 700],
  [null, 'Max DTI:', '50%'],
  [null, 'Lock Periods:', '30, 45 Days'],
  [null, 'Occupancy:', 'Investment'],
  [null, 'Terms:', '30 Yr Fixed'],
];
const PREPAY = [
  [null, 'THIRTY-YEAR FIXED INVESTOR — PREPAY'], // B4
  [null, 'Schedule', 'Adj'],
  [null, '5-4-3-2-1', 0.75], // C6
  [null, 'None', -1], // C7
];
const guide = (title: string): RuleTable => ({
  means: 'eligibility rules',
  at: { tab: 'Guides' },
  shape: 'list',
  title,
  columns: [
    { heading: 'Label', holds: 'rule' },
    { heading: 'Value', holds: 'value' },
  ],
  rules: {
    'Min FICO:': { rule: 'min_fico' },
    'Max DTI:': { rule: 'max_dti' },
    'Lock Periods:': { rule: 'locks' },
    'Occupancy:': { rule: 'occupancies' },
    'Terms:': { rule: 'terms' },
  },
});
const prepay: PenaltyTable = {
  means: 'prepayment penalties',
  at: { tab: 'Investor Prepay' },
  shape: 'list',
  title: 'THIRTY-YEAR FIXED INVESTOR — PREPAY',
  name: 'Investor Prepay',
  columns: [
    { heading: 'Schedule', holds: 'prepayment schedule' },
    { heading: 'Adj', holds: 'adjustment' },
  ],
  schedules: { None: 'No PPP' },
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [
    ...JUNIPER.tables.filter((t) => t.means !== 'eligibility rules' && t.means !== 'prepayment penalties'),
    guide('THIRTY-YEAR FIXED — GUIDE'),
    guide('FIFTEEN-YEAR FIXED — GUIDE'),
    guide('THIRTY-YEAR FIXED INVESTOR — GUIDE'),
    prepay,
  ],
};
const built = juniperWith({ Guides: GUIDES, 'Investor Prepay': PREPAY }, PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo in FL, FICO 725, DTI 45, primary, purchase
const INVESTOR = { program_slug: 'thirty_year_fixed_investor', occupancy: 'investment', loan_amount: 280_000, dti: 40 };
const reasons = (change: Record<string, unknown>) =>
  pricedOn(built.artifacts[0]!, { ...PLAIN, ...change })
    .rejected.flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

describe('tables titled by a program', () => {
  it('compiles with no finding: each block its program’s guideline limits', () => {
    expect(built.diag.list).toEqual([]);
    expect(
      built.artifacts[0]!.programs.map((p) => [p.slug, p.doc_types[0]!.min_fico, p.doc_types[0]!.locks, p.ppp.length]),
    ).toEqual([
      ['thirty_year_fixed', 660, [15, 30, 45, 60], 0],
      ['fifteen_year_fixed', 680, [15, 30], 0],
      ['thirty_year_fixed_investor', 700, [30, 45], 1],
    ]);
  });

  it('Fifteen-Year Fixed’s own block: FICO 679 fails its 680 (C11), the others’ limits do not apply', () => {
    expect(reasons({ program_slug: 'fifteen_year_fixed', term: 15, credit_score: 679, dti: 40 })).toEqual([
      ['min_fico', 680, 'Guides!C11'],
    ]);
    expect(reasons({ program_slug: 'thirty_year_fixed', credit_score: 679 })).toEqual([]);
  });

  it('the investor’s prepayment list prices it (C6); the other programs take no penalty', () => {
    const offer = pricedOn(built.artifacts[0]!, { ...PLAIN, ...INVESTOR, ppp_term: '5YR PPP' }).eligible[0]!;
    expect(
      offer.adjusters.filter((a) => a.source === 'ppp').map((a) => [a.source_cell.replace(/^.* › /, ''), a.value]),
    ).toEqual([['Investor Prepay!C6', 0.75]]);
    expect(reasons({ program_slug: 'thirty_year_fixed', ppp_term: '5YR PPP' }).map((r) => [r[0], r[1]])).toEqual([
      ['ppp_term_not_offered', ['No PPP']],
    ]);
  });
});
