/**
 * A tab named by a program holds that program's tables (a lender printing a tab per program): Juniper
 * Ridge's workbook with a `Thirty-Year Fixed` tab holding a grid and a rule table that name no
 * program. They are Thirty-Year Fixed's alone; the same tables on a tab named otherwise are every
 * program's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { type BuildResult, buildAll } from '../../compiler/build.ts';
import type { DeclaredProfile, RuleWord } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { JUNIPER_2026_11_20, writeJuniperWorkbooks } from '../fixture-lender/workbooks.ts';

const ROWS = [
  [null, 'Tab LLPA'],
  [null, 'Property', '≤ 80%'],
  [null, 'Condo', -0.5], // C6
  [],
  [null, 'Rule', 'Value'],
  [null, 'Min FICO', 740], // C9
];
const profileOn = (tab: string): DeclaredProfile => ({
  ...JUNIPER,
  tables: [
    ...JUNIPER.tables,
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab },
      corner: 'Property',
      rows: 'condition',
      columns: { band: 'ltv' },
      values: 'adjustment',
    },
    {
      means: 'eligibility rules',
      at: { tab },
      shape: 'list',
      columns: [
        { heading: 'Rule', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: { 'Min FICO': { rule: 'min_fico' } },
    },
  ],
});

/** The categories of the grids `slug` reads. */
const grids = (built: BuildResult, slug: string) =>
  built.artifacts[0]!.programs.find((p) => p.slug === slug)!.grids.map((g) => g.category);

/** The first worked example's loan (a condo, FICO 725) on `program_slug` (the fifteen-year one at 15 years). */
const reasonsOf = (built: BuildResult, program_slug: string) =>
  pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    program_slug,
    term: program_slug === 'fifteen_year_fixed' ? 15 : 30,
  })
    .rejected.flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

describe('tables on a tab named by a program', () => {
  const own = juniperWith({ 'Thirty-Year Fixed': ROWS }, profileOn('Thirty-Year Fixed'));

  it('are that program’s alone: its grid and its rule, not the other programs’', () => {
    expect(own.diag.list).toEqual([]);
    expect(grids(own, 'thirty_year_fixed')).toContain('Tab LLPA');
    expect(grids(own, 'fifteen_year_fixed')).not.toContain('Tab LLPA');
    // FICO 725 is below the tab's Min FICO 740 (C9) for Thirty-Year Fixed only; the guideline 660 holds for the others
    expect(reasonsOf(own, 'thirty_year_fixed')).toEqual([['min_fico', 740, 'Thirty-Year Fixed!C9']]);
    expect(reasonsOf(own, 'fifteen_year_fixed')).toEqual([]);
  });

  it('on a tab named otherwise they are every program’s', () => {
    const every = juniperWith({ Extra: ROWS }, profileOn('Extra'));
    expect(every.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(grids(every, 'fifteen_year_fixed')).toContain('Tab LLPA');
    expect(reasonsOf(every, 'fifteen_year_fixed').map((r) => r[0])).toContain('min_fico');
  });
});

/**
 * Juniper Ridge's workbook with one rule, `label | value` on a `Guide` tab (C5), as its only rule
 * table (its own Eligibility table left undeclared), read as `word` says.
 */
const guideOnly = (label: string, value: string, word: RuleWord) =>
  juniperWith(
    {
      Guide: [
        [null, 'Rule', 'Value'],
        [null, label, value],
      ],
    },
    {
      ...JUNIPER,
      tables: [
        ...JUNIPER.tables.filter((t) => t.means !== 'eligibility rules'),
        {
          means: 'eligibility rules',
          at: { tab: 'Guide' },
          shape: 'list',
          columns: [
            { heading: 'Rule', holds: 'rule' },
            { heading: 'Value', holds: 'value' },
          ],
          rules: { [label]: word },
        },
      ],
    },
  );

describe('lock periods separated by slashes', () => {
  it('`15 / 30 Days` is read as 15 and 30 (C5)', () => {
    const built = guideOnly('Lock Periods', '15 / 30 Days', { rule: 'locks' });
    expect(built.diag.list).toEqual([]);
    // the guideline's lock periods as printed (DocTypeRules.locks), each program's
    expect(built.artifacts[0]!.programs.map((p) => p.doc_types[0]!.locks)).toEqual([
      [15, 30],
      [15, 30],
      [15, 30],
    ]);
  });
});

describe('the minimum and maximum loan printed as one range', () => {
  const built = guideOnly('Loan Amount', '$100K – $2MM', { rule: 'loan_amounts' });
  const reasons = (loan_amount: number, purchase_price: number) =>
    pricedOn(built.artifacts[0]!, {
      ...JUNIPER_EXAMPLES[0]!.request,
      loan_amount,
      purchase_price,
      program_slug: 'thirty_year_fixed',
    })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

  it('`$100K – $2MM` is $100,000 to $2,000,000, both ends taken', () => {
    expect(built.diag.list).toEqual([]);
    expect(built.artifacts[0]!.programs.map((p) => [p.doc_types[0]!.min_loan, p.doc_types[0]!.max_loan])).toEqual([
      [100_000, 2_000_000],
      [100_000, 2_000_000],
      [100_000, 2_000_000],
    ]);
    expect(reasons(100_000, 400_000)).toEqual([]);
    expect(reasons(99_999, 400_000)).toEqual([['min_loan_amount', 100_000, 'Guide!C5']]);
    expect(reasons(2_000_000, 4_000_000)).toEqual([]);
    expect(reasons(2_000_001, 4_000_000)).toEqual([['max_loan_amount', 2_000_000, 'Guide!C5']]);
  });
});

describe('a limit the notes take as exclusive of its printed figure', () => {
  const loanReasons = (built: ReturnType<typeof guideOnly>, loan_amount: number) =>
    pricedOn(built.artifacts[0]!, {
      ...JUNIPER_EXAMPLES[0]!.request,
      loan_amount,
      purchase_price: 4 * loan_amount,
      program_slug: 'thirty_year_fixed',
    })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.threshold]);

  it('`Above $100,000` as a minimum: $100,000 is refused (threshold 100,001), $100,001 is taken', () => {
    const built = guideOnly('Min Loan', '$100,000', { rule: 'min_loan', exclusive: true });
    expect(built.diag.list).toEqual([]);
    expect(loanReasons(built, 100_000)).toEqual([['min_loan_amount', 100_001]]);
    expect(loanReasons(built, 100_001)).toEqual([]);
  });

  it('as a maximum: $2,000,000 is refused (threshold 1,999,999), $1,999,999 is taken', () => {
    const built = guideOnly('Max Loan', '$2,000,000', { rule: 'max_loan', exclusive: true });
    expect(loanReasons(built, 2_000_000)).toEqual([['max_loan_amount', 1_999_999]]);
    expect(loanReasons(built, 1_999_999)).toEqual([]);
  });

  it('said of a limit in hundredths (a maximum DTI) it is refused at its cell', () => {
    const built = guideOnly('Max DTI', '45%', { rule: 'max_dti', exclusive: true });
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.cell}`)).toEqual([
      'unsupported_layout C5',
    ]);
  });
});

describe('tables in a workbook per program', () => {
  // a companion workbook of kind `thirty_year_fixed` (Thirty-Year Fixed's slug), its `Extra` tab the grid and rule above
  const COMPANION = 'JuniperRidge_ThirtyYear_2026-11-20.xlsx';
  const profile: DeclaredProfile = {
    ...profileOn('Extra'),
    files: { ...JUNIPER.files, companions: { thirty_year_fixed: 'JuniperRidge_ThirtyYear_<date>.xlsx' } },
    tables: profileOn('Extra').tables.map((t) =>
      t.at.tab === 'Extra' ? { ...t, at: { book: 'thirty_year_fixed', tab: 'Extra' } } : t,
    ),
  };
  const folder = mkdtempSync(join(tmpdir(), 'juniper-books-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  writeJuniperWorkbooks(folder);
  const book = XLSX.utils.book_new();
  const banner = [[JUNIPER_2026_11_20.banner[0]], [JUNIPER_2026_11_20.banner[1]], []];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([...banner, ...ROWS] as unknown[][]), 'Extra');
  XLSX.writeFile(book, join(folder, 'juniper', COMPANION), { bookType: 'xlsx' });
  const built = buildAll(folder, { profiles: { juniper: profile } });

  it('are that program’s alone', () => {
    expect(built.diag.list).toEqual([]);
    expect(grids(built, 'thirty_year_fixed')).toContain('Tab LLPA');
    expect(grids(built, 'fifteen_year_fixed')).not.toContain('Tab LLPA');
    expect(reasonsOf(built, 'thirty_year_fixed')).toEqual([['min_fico', 740, 'Extra!C9']]);
    expect(reasonsOf(built, 'fifteen_year_fixed')).toEqual([]);
  });
});
