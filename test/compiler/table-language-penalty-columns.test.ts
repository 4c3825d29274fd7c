/**
 * Prepayment tables of a column per program (compiler/tables/penalties.ts readPenaltyColumns):
 * Juniper Ridge's workbook with a `Prepay Cols` tab holding two titled tables, `Step-Down` and
 * `Flat`, each `Prepay Term | Schedule | Thirty-Year Fixed | Thirty-Year Fixed Investor`, declared
 * in place of its own Prepay list. A program's column prices its terms; a blank cell, or an NA one
 * (`na: 'term not offered'`), is a term it does not offer; Fifteen-Year Fixed, in no column, takes
 * no penalty. The Schedule column is a note.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PenaltyTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const HEADER = [null, 'Prepay Term', 'Schedule', 'Thirty-Year Fixed', 'Thirty-Year Fixed Investor'];
/** From row 4: the Step-Down title B4, its header row 5, rows 6-8; the Flat title B10, header 11, row 12. */
const TABS = {
  'Prepay Cols': [
    [null, 'Step-Down'],
    HEADER,
    [null, '5 Years', '5-4-3-2-1', 0.5, 0.75], // D6, E6
    [null, '3 Years', '3-2-1', 0.25, 'NA'], // D7; E7 NA: not offered
    [null, 'None', null, -0.5, -1], // D8, E8
    [],
    [null, 'Flat'],
    HEADER,
    [null, '5 Years', '5-5-5-5-5', 1, null], // D12; E12 blank: not offered
  ],
};
const table = (title: string): PenaltyTable => ({
  means: 'prepayment penalties',
  at: { tab: 'Prepay Cols' },
  shape: 'program columns',
  title,
  name: title,
  category: `Prepay ${title}`,
  columns: [
    { heading: 'Prepay Term', holds: 'prepayment schedule' },
    { heading: 'Schedule', holds: 'note' },
  ],
  schedules: { '5 Years': '5YR PPP', '3 Years': '3YR PPP', None: 'No PPP' },
  na: 'term not offered',
});
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [...JUNIPER.tables.filter((t) => t.means !== 'prepayment penalties'), table('Step-Down'), table('Flat')],
};
const built = juniperWith(TABS, PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo in FL, FICO 725, 300,000 / 400,000, primary, purchase
const INVESTOR = { program_slug: 'thirty_year_fixed_investor', occupancy: 'investment', loan_amount: 280_000 };

function answer(change: Record<string, unknown>) {
  return pricedOn(built.artifacts[0]!, { ...PLAIN, ...change });
}
/** The prepayment adjusters of the program's offers, as [category, cell, points], once. */
const penalties = (change: Record<string, unknown>) => {
  const offer = answer(change).eligible[0];
  return (offer?.adjusters ?? [])
    .filter((a) => a.source === 'ppp')
    .map((a) => [a.category, a.source_cell?.replace(/^.* › /, ''), a.value]);
};
const reasons = (change: Record<string, unknown>) =>
  answer(change)
    .rejected.flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

describe('prepayment tables of a column per program', () => {
  it('compiles with no finding', () => {
    expect(built.diag.list).toEqual([]);
  });

  it('the first table prices by default; a program reads its own column (D6 for the fixed, E6 for the investor)', () => {
    expect(penalties({ program_slug: 'thirty_year_fixed', ppp_term: '5YR PPP' })).toEqual([
      ['Prepay Step-Down', 'Prepay Cols!D6', 0.5],
    ]);
    expect(penalties({ ...INVESTOR, ppp_term: '5YR PPP' })).toEqual([['Prepay Step-Down', 'Prepay Cols!E6', 0.75]]);
    expect(penalties({ program_slug: 'thirty_year_fixed', ppp_term: 'No PPP' })).toEqual([
      ['Prepay Step-Down', 'Prepay Cols!D8', -0.5],
    ]);
  });

  it('ppp_table_name Flat reads the second table: the fixed program’s D12', () => {
    expect(penalties({ program_slug: 'thirty_year_fixed', ppp_term: '5YR PPP', ppp_table_name: 'Flat' })).toEqual([
      ['Prepay Flat', 'Prepay Cols!D12', 1],
    ]);
  });

  it('an NA cell (E7) is a term the investor does not offer; a column with no term (E12 blank) a table it does not offer', () => {
    expect(reasons({ ...INVESTOR, ppp_term: '3YR PPP' }).map(([key]) => key)).toEqual(['ppp_term_not_offered']);
    expect(reasons({ ...INVESTOR, ppp_term: '5YR PPP', ppp_table_name: 'Flat' }).map(([key]) => key)).toEqual([
      'ppp_table_not_offered',
    ]);
    expect(reasons({ ...INVESTOR, ppp_term: '5YR PPP' })).toEqual([]);
  });

  it('Fifteen-Year Fixed, in no column, takes no penalty: any term but No PPP is refused at the first table’s title (B4)', () => {
    const fifteen = { program_slug: 'fifteen_year_fixed', term: 15 };
    expect(reasons({ ...fifteen, ppp_term: '3YR PPP' })).toEqual([
      ['ppp_term_not_offered', ['No PPP'], 'Prepay Cols!B4'],
    ]);
    expect(reasons({ ...fifteen, ppp_term: 'No PPP' })).toEqual([]);
    expect(penalties({ ...fifteen, ppp_term: 'No PPP' })).toEqual([]);
  });
});

describe('a titled table of a column per program whose header starts otherwise', () => {
  const misprinted = juniperWith(
    {
      'Prepay Cols': [...TABS['Prepay Cols'].slice(0, 7), [null, 'Term', ...HEADER.slice(2)], TABS['Prepay Cols'][8]!],
    },
    PROFILE,
  );
  it('is missing_table at the row under its title (B11), and that table gives no prepayment', () => {
    expect(misprinted.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}: ${d.message}`)).toEqual([
      'missing_table Prepay Cols!B11: no header starting "Prepay Term" under "Flat"',
    ]);
  });
});

describe('notes under and inside a table of a column per program', () => {
  const [title, header, five, three, none, blank, ...flat] = TABS['Prepay Cols'];
  const REMARK = [null, 'Schedule = penalty in % of the amount prepaid, by year.'];
  const under = juniperWith(
    { 'Prepay Cols': [title!, header!, five!, three!, none!, REMARK, blank!, ...flat] },
    PROFILE,
  );
  const inside = juniperWith(
    { 'Prepay Cols': [title!, header!, five!, REMARK, three!, none!, blank!, ...flat] },
    PROFILE,
  );

  it('a note right under the last row (B9), then a blank row, is a remark: no finding, the tables as before', () => {
    expect(under.diag.list).toEqual([]);
    expect(under.artifacts[0]!.programs[0]!.ppp.map((t) => t.rows.map((r) => r.term))).toEqual([
      ['5YR PPP', '3YR PPP', 'No PPP'],
      ['5YR PPP'],
    ]);
  });

  it('a note between two rows (B7) is skipped with a warning; the rows after it are read', () => {
    expect(inside.diag.list.map((d) => `${d.severity} ${d.code} ${d.tab}!${d.cell}`)).toEqual([
      'warning note_in_table Prepay Cols!B7',
    ]);
    expect(inside.artifacts[0]!.programs[0]!.ppp[0]!.rows.map((r) => [r.term, r.row])).toEqual([
      ['5YR PPP', 6],
      ['3YR PPP', 8],
      ['No PPP', 9],
    ]);
  });
});
