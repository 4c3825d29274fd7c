/**
 * A list printed as a form (language.ts TablePlace `end`, compiler/tables/find.ts): Juniper Ridge's
 * rules printed as `Label | Value` rows in blocks cut by blank rows under `PROGRAM GUIDELINES`, a
 * sub-heading over one block, the next table (`PRICE LIMITS`) below, read in place of its
 * Eligibility tab:
 *
 *   B4  PROGRAM GUIDELINES
 *   B5  Min FICO | 660               B8  Loan Amounts (a sub-heading: a note)
 *   B6  Max DTI | 45%                B9  Min Loan Amount | $100,000
 *   7   (blank)                      B10 Max Loan Amount | $1,500,000
 *   11, 12 (blank)                   B13 Occupancy | Primary, Second Home
 *   B14 Lock Periods | 15, 30, 45, 60
 *   15, 16, 17 (blank)               B18 PRICE LIMITS, B19 Max Price | 102.000
 *
 * By default a list ends at its first blank row (B7); `end` says where a form ends.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, ListEnd, RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const FORM = [
  [null, 'PROGRAM GUIDELINES'], // B4
  [null, 'Min FICO', 660], // C5
  [null, 'Max DTI', '45%'],
  [],
  [null, 'Loan Amounts'], // B8
  [null, 'Min Loan Amount', '$100,000'],
  [null, 'Max Loan Amount', '$1,500,000'], // C10
  [],
  [],
  [null, 'Occupancy', 'Primary, Second Home'], // C13
  [null, 'Lock Periods', '15, 30, 45, 60'], // B14
  [],
  [],
  [],
  [null, 'PRICE LIMITS'], // B18
  [null, 'Max Price', 102], // B19
];

const form = (end: ListEnd | undefined, rows: readonly (readonly unknown[])[] = FORM) => {
  const guide: RuleTable = {
    means: 'eligibility rules',
    at: { tab: 'Guide' },
    shape: 'list',
    title: 'PROGRAM GUIDELINES',
    ...(end && { end }),
    columns: [
      { heading: 'Guideline', holds: 'rule' },
      { heading: 'Value', holds: 'value' },
    ],
    rules: {
      'Min FICO': { rule: 'min_fico' },
      'Max DTI': { rule: 'max_dti' },
      'Min Loan Amount': { rule: 'min_loan' },
      'Max Loan Amount': { rule: 'max_loan' },
      Occupancy: { rule: 'occupancies' },
      'Lock Periods': { rule: 'locks' },
    },
  };
  const profile: DeclaredProfile = {
    ...JUNIPER,
    tables: [...JUNIPER.tables.filter((t) => t.means !== 'eligibility rules'), guide],
  };
  return juniperWith({ Guide: rows }, profile);
};
const findings = (built: ReturnType<typeof form>) => built.diag.list.map((d) => [d.severity, d.code, d.tab, d.cell]);

// the notes' first worked example: a condo in FL, FICO 725, $300,000, DTI 45, primary, purchase
const PLAIN = { ...JUNIPER_EXAMPLES[0]!.request, program_slug: 'thirty_year_fixed' };
const reasons = (built: ReturnType<typeof form>, change: Record<string, unknown>) =>
  pricedOn(built.artifacts[0]!, { ...PLAIN, ...change })
    .rejected.flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

describe('a form: a list running across up to two blank rows (end: { blankRows: 2 })', () => {
  const built = form({ blankRows: 2 });

  it('reads every block, the sub-heading (B8) a note warned at its cell; it ends at the three blank rows 15-17', () => {
    expect(findings(built)).toEqual([['warning', 'note_in_table', 'Guide', 'B8']]);
  });

  it('the first block’s rule: FICO 659 fails Min FICO 660 (C5), 660 passes', () => {
    expect(reasons(built, { credit_score: 659 })).toEqual([['min_fico', 660, 'Guide!C5']]);
    expect(reasons(built, { credit_score: 660 })).toEqual([]);
  });

  it('past one blank row: $1,500,001 fails Max Loan Amount $1,500,000 (C10), $1,500,000 passes', () => {
    const at = (loan_amount: number) => ({ loan_amount, purchase_price: 2_000_000 });
    expect(reasons(built, at(1_500_001))).toEqual([['max_loan_amount', 1_500_000, 'Guide!C10']]);
    expect(reasons(built, at(1_500_000))).toEqual([]);
  });

  it('past two blank rows: an investment loan fails Occupancy (C13), a second home passes', () => {
    expect(reasons(built, { occupancy: 'investment' }).map((r) => [r[0], r[2]])).toEqual([
      ['eligible_occupancy', 'Guide!C13'],
    ]);
    expect(reasons(built, { occupancy: 'second_home' })).toEqual([]);
  });

  it('one blank row allowed (blankRows: 1) ends it at rows 11-12: the occupancy and lock rows unread, Max Loan still read', () => {
    const short = form({ blankRows: 1 });
    expect(findings(short)).toEqual([['warning', 'note_in_table', 'Guide', 'B8']]);
    expect(reasons(short, { occupancy: 'investment' })).toEqual([]);
    expect(reasons(short, { loan_amount: 1_500_001, purchase_price: 2_000_000 }).map((r) => r[2])).toEqual([
      'Guide!C10',
    ]);
  });
});

describe('a form ending before the next table’s title (end: { before: "PRICE LIMITS" })', () => {
  it('reads past the three blank rows to B17, PRICE LIMITS (B18) and its Max Price (B19) not its rows', () => {
    const built = form({ before: 'PRICE LIMITS' });
    expect(findings(built)).toEqual([['warning', 'note_in_table', 'Guide', 'B8']]);
    expect(reasons(built, { occupancy: 'investment' }).map((r) => r[2])).toEqual(['Guide!C13']);
  });

  it('a run allowed longer than the gap (blankRows: 3) takes the next table’s rows for its own: its title a note (B18), Max Price unknown_rule (B19)', () => {
    const across = form({ blankRows: 3 });
    expect(findings(across)).toEqual([
      ['warning', 'note_in_table', 'Guide', 'B8'],
      ['warning', 'note_in_table', 'Guide', 'B18'],
      ['error', 'unknown_rule', 'Guide', 'B19'],
    ]);
  });

  it('words no row under it prints are missing_row at the title (B4), the list read to the tab’s end', () => {
    expect(findings(form({ before: 'PRICING LIMITS' })).filter((f) => f[0] === 'error')).toEqual([
      ['error', 'missing_row', 'Guide', 'B4'],
      ['error', 'unknown_rule', 'Guide', 'B19'],
    ]);
  });
});

describe('a list with no end declared ends at its first blank row', () => {
  it('only Min FICO and Max DTI are read: $1,500,001 passes, FICO 659 fails (C5)', () => {
    const built = form(undefined);
    expect(findings(built)).toEqual([]);
    expect(reasons(built, { loan_amount: 1_500_001, purchase_price: 2_000_000 })).toEqual([]);
    expect(reasons(built, { credit_score: 659 }).map((r) => r[2])).toEqual(['Guide!C5']);
  });
});

describe('end where no list reads it', () => {
  it('a table of a column per program declaring end is unsupported_layout at its tab, not read past its blank row silently', () => {
    const columns: RuleTable = {
      means: 'eligibility rules',
      at: { tab: 'Guide' },
      shape: 'program columns',
      end: { blankRows: 2 },
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: { 'Min FICO': { rule: 'min_fico' } },
    };
    const built = juniperWith(
      {
        Guide: [
          [null, 'Guideline', 'All'],
          [null, 'Min FICO', 660],
        ],
      },
      {
        ...JUNIPER,
        tables: [...JUNIPER.tables, columns],
      } satisfies DeclaredProfile,
    );
    expect(findings(built)).toEqual([['error', 'unsupported_layout', 'Guide', '']]);
  });
});
