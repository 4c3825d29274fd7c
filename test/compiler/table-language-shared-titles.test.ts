/**
 * Lists titled by an alias two programs share (compiler/tables/program-cells.ts titledBy): Juniper
 * Ridge's Thirty-Year and Fifteen-Year Fixed print the alias `Owner Fixed` (the investor program does
 * not), and an `Owner` tab prints four lists titled by it, each theirs alone: an adjustment list, a
 * lock list for cash-out loans, a prepayment list (in place of Juniper's Prepay) and a rule list. A
 * title printing one program's own name stays that program's alone.
 */
import { describe, expect, it } from 'vitest';
import { eq } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: four titled lists. */
const owner = (title: string) => [
  [null, `${title} — ADJUSTMENTS`], // B4
  [null, 'Condition', 'Adj'],
  [null, 'Condo', -0.2], // C6
  [],
  [null, `${title} — CASH-OUT LOCK`], // B8
  [null, 'Lock Period', 'Adj'],
  [null, '45 Day', -0.1], // C10
  [null, '60 Day', 'NA'], // C11
  [],
  [null, `${title} — PREPAY`], // B13
  [null, 'Schedule', 'Adj'],
  [null, '5-4-3-2-1', 0.6], // C15
  [null, 'None', 0], // C16
  [],
  [null, `${title} — GUIDE`], // B18
  [null, 'Min FICO', 680], // C19
];

const cashOut = eq('purpose', 'cash_out_refi');
const tables = (title: string): Table[] => [
  {
    means: 'adjustments',
    at: { tab: 'Owner' },
    shape: 'list',
    title: `${title} — ADJUSTMENTS`,
    category: 'Owner',
    columns: [
      { heading: 'Condition', holds: 'condition' },
      { heading: 'Adj', holds: 'adjustment' },
    ],
  },
  {
    means: 'adjustments',
    at: { tab: 'Owner' },
    shape: 'list',
    title: `${title} — CASH-OUT LOCK`,
    category: 'Cash-Out Lock',
    when: [cashOut],
    na: 'lock not offered',
    columns: [
      { heading: 'Lock Period', holds: 'lock period' },
      { heading: 'Adj', holds: 'adjustment' },
    ],
  },
  {
    means: 'prepayment penalties',
    at: { tab: 'Owner' },
    shape: 'list',
    title: `${title} — PREPAY`,
    name: 'Owner Prepay',
    schedules: { None: 'No PPP' },
    columns: [
      { heading: 'Schedule', holds: 'prepayment schedule' },
      { heading: 'Adj', holds: 'adjustment' },
    ],
  },
  {
    means: 'eligibility rules',
    at: { tab: 'Owner' },
    shape: 'list',
    title: `${title} — GUIDE`,
    columns: [
      { heading: 'Guideline', holds: 'rule' },
      { heading: 'Value', holds: 'value' },
    ],
    rules: { 'Min FICO': { rule: 'min_fico' } },
  },
];

const sharing = (title: string) =>
  juniperWith({ Owner: owner(title) }, {
    ...JUNIPER,
    programs: JUNIPER.programs.map((p) =>
      p.slug === 'thirty_year_fixed_investor' ? p : { ...p, aliases: [...(p.aliases ?? []), 'Owner Fixed'] },
    ),
    tables: [...JUNIPER.tables.filter((t) => t.means !== 'prepayment penalties'), ...tables(title)],
  } satisfies DeclaredProfile);

// the notes' first worked example (a condo in FL, FICO 725, $300,000 on $400,000, primary, purchase)
const PLAIN = JUNIPER_EXAMPLES[0]!.request;
const LOANS = {
  thirty_year_fixed: { program_slug: 'thirty_year_fixed' },
  fifteen_year_fixed: { program_slug: 'fifteen_year_fixed', term: 15 },
  thirty_year_fixed_investor: {
    program_slug: 'thirty_year_fixed_investor',
    occupancy: 'investment',
    credit_score: 740,
  },
} as const;

/** Per program, the adjusters of its first offer read from the Owner tab, or its reasons citing the Owner tab. */
function fromOwner(built: ReturnType<typeof sharing>, change: Record<string, unknown> = {}) {
  return Object.entries(LOANS).map(([slug, loan]) => {
    const response = pricedOn(built.artifacts[0]!, { ...PLAIN, ...loan, ...change });
    const cells = (cell: string | null | undefined) => cell?.replace(/^.* › /, '') ?? '';
    const adjusters = (response.eligible[0]?.adjusters ?? [])
      .filter((a) => cells(a.source_cell).startsWith('Owner!'))
      .map((a) => [cells(a.source_cell), a.value]);
    const reasons = response.rejected
      .flatMap((r) => r.rejections)
      .filter((r) => cells(r.source_page).startsWith('Owner!'))
      .map((r) => [r.key, cells(r.source_page)]);
    return [slug, [...adjusters, ...reasons]];
  });
}

/** The prepayment list's `None` row (C16, 0.000), taken by a loan asking no penalty */
const NO_PPP = [['Owner!C16', 0]];

describe('lists titled by an alias two programs share: each of theirs', () => {
  const built = sharing('OWNER FIXED');

  it('compiles with no finding', () => {
    expect(built.diag.list).toEqual([]);
  });

  it('the adjustment list (Condo, C6 -0.200) adjusts both Owner Fixed programs; the investor not', () => {
    expect(fromOwner(built)).toEqual([
      ['thirty_year_fixed', [['Owner!C6', -0.2], ...NO_PPP]],
      ['fifteen_year_fixed', [['Owner!C6', -0.2], ...NO_PPP]],
      ['thirty_year_fixed_investor', []],
    ]);
  });

  it('the cash-out lock list: 45 days -0.100 (C10) for both, 60 days (C11, NA) not offered to both; the investor neither', () => {
    // $260,000 on $400,000: LTV 65.00, within the 70% cash-out maximum
    const refi = { purpose: 'cash_out_refi', loan_amount: 260_000 };
    expect(fromOwner(built, { ...refi, lock_days: 45 })).toEqual([
      ['thirty_year_fixed', [['Owner!C6', -0.2], ['Owner!C10', -0.1], ...NO_PPP]],
      ['fifteen_year_fixed', [['Owner!C6', -0.2], ['Owner!C10', -0.1], ...NO_PPP]],
      ['thirty_year_fixed_investor', []],
    ]);
    expect(fromOwner(built, { ...refi, lock_days: 60 })).toEqual([
      ['thirty_year_fixed', [['lock_not_offered', 'Owner!C11']]],
      ['fifteen_year_fixed', [['lock_not_offered', 'Owner!C11']]],
      ['thirty_year_fixed_investor', []],
    ]);
  });

  it('the prepayment list prices 5-4-3-2-1 (C15 +0.600) for both; the investor takes no penalty (at the list’s title, B13)', () => {
    expect(fromOwner(built, { ppp_term: '5YR PPP' })).toEqual([
      [
        'thirty_year_fixed',
        [
          ['Owner!C6', -0.2],
          ['Owner!C15', 0.6],
        ],
      ],
      [
        'fifteen_year_fixed',
        [
          ['Owner!C6', -0.2],
          ['Owner!C15', 0.6],
        ],
      ],
      ['thirty_year_fixed_investor', [['ppp_term_not_offered', 'Owner!B13']]],
    ]);
  });

  it('the rule list: FICO 679 fails Min FICO 680 (C19) in both, 680 passes; the investor is held to its own 700 alone', () => {
    expect(fromOwner(built, { credit_score: 679 })).toEqual([
      ['thirty_year_fixed', [['min_fico', 'Owner!C19']]],
      ['fifteen_year_fixed', [['min_fico', 'Owner!C19']]],
      ['thirty_year_fixed_investor', []],
    ]);
    expect(fromOwner(built, { credit_score: 680 })).toEqual([
      ['thirty_year_fixed', [['Owner!C6', -0.2], ...NO_PPP]],
      ['fifteen_year_fixed', [['Owner!C6', -0.2], ...NO_PPP]],
      ['thirty_year_fixed_investor', []],
    ]);
  });
});

describe("lists titled by one program's own name: that program's alone, whatever alias it shares", () => {
  const built = sharing('FIFTEEN-YEAR FIXED');

  it('the Fifteen-Year Fixed takes the adjustment, the lock refusal, the prepayment list and the rule; the Thirty-Year none', () => {
    expect(built.diag.list).toEqual([]);
    expect(fromOwner(built, { credit_score: 679, ppp_term: '5YR PPP' })).toEqual([
      ['thirty_year_fixed', [['ppp_term_not_offered', 'Owner!B13']]],
      ['fifteen_year_fixed', [['min_fico', 'Owner!C19']]],
      ['thirty_year_fixed_investor', [['ppp_term_not_offered', 'Owner!B13']]],
    ]);
  });
});
