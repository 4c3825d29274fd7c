/**
 * Rules of a column per program and doc type (RuleTable `docTypeHeadings: 'above'`): a program
 * printing a column per doc type, each named by the heading above its program's, each doc type
 * taking its own column's rules. Juniper Ridge's workbook with a `Guide` tab, its Thirty-Year Fixed
 * listing `Full Doc` and `Bank Statement`, read before Juniper Ridge's own rules.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { juniperTablesWithout } from '../fixture-lender/tables-without.ts';

const TABS = {
  Guide: [
    [null, null, 'Full Doc', 'Bank Statement', 'Full Doc', 'Asset Depletion'], // row 4: F4 a doc type not priced
    [null, 'Guideline', 'Thirty-Year Fixed', 'Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed'],
    [null, 'Min FICO', 700, 720, 680, 600], // C6, D6, E6
    [null, 'Min Loan', 100_000, 150_000, 100_000, 50_000], // C7, D7
  ],
};
const GUIDE: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Guide' },
  shape: 'program columns',
  docTypeHeadings: 'above',
  columns: [{ heading: 'Guideline', holds: 'rule' }],
  rules: { 'Min FICO': { rule: 'min_fico' }, 'Min Loan': { rule: 'min_loan' } },
};
const profile = (guide: RuleTable): DeclaredProfile => ({
  ...JUNIPER,
  programs: JUNIPER.programs.map(({ docTypeAssumed: _, ...p }) =>
    p.slug === 'thirty_year_fixed'
      ? { ...p, docTypes: { 'Full Doc': 'full_doc', 'Bank Statement': 'bank_statements' } }
      : p,
  ),
  // the guide first: its rows are the guideline limits (lock periods are read from the first rule table alone)
  tables: [guide, ...juniperTablesWithout('Lock Periods')],
});
const built = juniperWith(TABS, profile(GUIDE));
const docTypesOf = (result = built) =>
  result.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!.doc_types.map((d) => [
    d.doc_type,
    d.column_label,
    d.min_fico,
    d.min_loan,
    d.cells.min_fico,
    d.cells.min_loan,
  ]);

describe('rules of a column per program and doc type', () => {
  it("gives each doc type its own column's rules, a column of a doc type not priced skipped (warned)", () => {
    expect(built.diag.list.map((d) => [d.severity, d.code, d.cell])).toEqual([['warning', 'unpriced_program', 'F4']]);
    expect(docTypesOf()).toEqual([
      ['full_doc', 'Full Doc', 700, 100_000, 'C6', 'C7'],
      ['bank_statements', 'Bank Statement', 720, 150_000, 'D6', 'D7'],
    ]);
    // a program of one doc type reads its column as without docTypeHeadings
    const fifteen = built.artifacts[0]!.programs.find((p) => p.slug === 'fifteen_year_fixed')!;
    expect(fifteen.doc_types.map((d) => [d.doc_type, d.min_fico])).toEqual([['full_doc', 680]]);
  });

  it('a score of 710 meets full doc (700), not bank statements (720): at each limit and past it', () => {
    const reasons = (doc_type: string, credit_score: number) =>
      pricedOn(built.artifacts[0]!, {
        ...JUNIPER_EXAMPLES[0]!.request,
        program_slug: 'thirty_year_fixed',
        doc_type,
        credit_score,
      }).rejected.flatMap((r) => r.rejections.map((reason) => reason.key));
    expect(reasons('full_doc', 700)).not.toContain('min_fico');
    expect(reasons('full_doc', 699)).toContain('min_fico');
    expect(reasons('bank_statements', 720)).not.toContain('min_fico');
    expect(reasons('bank_statements', 710)).toContain('min_fico');
  });

  it("without docTypeHeadings, the program's columns are one rule set, every doc type the same", () => {
    const { docTypeHeadings: _, ...plain } = GUIDE;
    const same = docTypesOf(juniperWith(TABS, profile(plain)));
    expect(new Set(same.map(([, , fico, loan]) => `${fico} ${loan}`)).size).toBe(1);
  });
});

describe('the two heading rows of a column per program and doc type', () => {
  const [docTypes, programs, ...rules] = TABS.Guide;
  const RULES = [
    ['full_doc', 'Full Doc', 700, 100_000],
    ['bank_statements', 'Bank Statement', 720, 150_000],
  ];
  const findings = (result: ReturnType<typeof juniperWith>) =>
    result.diag.list.map((d) => [d.code, d.cell, d.message.split(',')[0]]);

  it('a note between them (B5) is skipped with a warning: the doc types are still the row above the programs', () => {
    const noted = juniperWith(
      { Guide: [docTypes!, [null, 'See the program guide'], programs!, ...rules] },
      profile(GUIDE),
    );
    expect(findings(noted)).toEqual([
      ['note_in_table', 'B5', 'a note inside the header of the table "Guideline"'],
      [
        'unpriced_program',
        'F4',
        'the column of the doc type "Asset Depletion" belongs to no program this lender prices: skipped',
      ],
    ]);
    // the rules one row down: C7, C8
    expect(docTypesOf(noted)).toEqual(RULES.map((r, i) => [...r, `${'CD'[i]}7`, `${'CD'[i]}8`]));
  });

  it('a column naming no program under a heading (G4) is warned at the heading, which names it; under none, at its program cell (G5)', () => {
    const announced = (heading: string | null) =>
      juniperWith(
        {
          Guide: [[...docTypes!, heading], [...programs!, 'TBD'], ...rules.map((r) => [...r, 'TBD'])],
        },
        profile(GUIDE),
      );
    const headed = announced('Jumbo Select (Coming Soon)');
    expect(findings(headed).slice(1)).toEqual([
      [
        'unpriced_program',
        'G4',
        'the column "Jumbo Select (Coming Soon)" belongs to no program this lender prices: skipped',
      ],
    ]);
    expect(docTypesOf(headed)).toEqual(RULES.map((r, i) => [...r, `${'CD'[i]}6`, `${'CD'[i]}7`]));
    expect(findings(announced(null)).slice(1)).toEqual([
      ['unpriced_program', 'G5', 'the column for "TBD" belongs to no program this lender prices: skipped'],
    ]);
  });
});
