/**
 * The Guidelines tab of the program matrix workbook: one column per (program, doc type), one row
 * per rule. Rows are found by their labels, columns by their headings.
 */
import type { DocTypeRules } from '../../worker/artifact/format.ts';
import { dollars, percent, plain } from '../cells.ts';
import { borrowers, listAt, numbers, occupancies, states } from '../lists.ts';
import { key } from '../rows.ts';
import { noteCell, notesWithin } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { a1, type Sheet } from '../workbook.ts';
import { norm, PROGRAMS } from './programs.ts';

const RULES = {
  min_fico: 'minimum fico',
  max_dti: 'maximum dti',
  min_loan: 'minimum loan amount',
  max_loan: 'maximum loan amount',
  min_dscr: 'minimum dscr',
  citizenship: 'eligible borrowers',
  states: 'eligible states',
  occupancies: 'occupancy',
  terms: 'amortization terms',
  locks: 'lock periods',
  max_cltv: 'maximum cltv',
} as const;

export interface GuidelineColumn extends DocTypeRules {
  program: string;
}

export function readGuidelines(sheet: Sheet): GuidelineColumn[] {
  const anchor = sheet.find((t) => key(t) === RULES.min_fico)[0];
  if (!anchor) {
    sheet.error('missing_table', null, null, 'expected a guideline table with a "Minimum FICO" row');
    return [];
  }
  const labelCol = anchor.col;
  const rowOf = {} as Record<keyof typeof RULES, number>;
  for (const [rule, label] of Object.entries(RULES) as [keyof typeof RULES, string][]) {
    const hit = sheet.find((t) => key(t) === label).find((h) => h.col === labelCol);
    if (hit) rowOf[rule] = hit.row;
    else sheet.error('missing_row', null, null, `expected a guideline row labelled ${JSON.stringify(label)}`);
  }
  if (Object.keys(rowOf).length !== Object.keys(RULES).length) return [];
  const programOf = (heading: string) => PROGRAMS.find((p) => p.docTypes[norm(heading)]);
  // The column headings: the row above the "Program" row, past blank rows and notes.
  const programRow = sheet.find((t) => key(t) === 'program').find((h) => h.col === labelCol);
  let headingRow = (programRow?.row ?? anchor.row) - 1;
  while (
    headingRow > 0 &&
    (sheet.isBlankRow(headingRow, labelCol) || noteCell(sheet, headingRow, labelCol, sheet.cols - 1) !== undefined)
  )
    headingRow--;
  notesWithin(sheet, headingRow + 1, Math.max(...Object.values(rowOf)), labelCol, sheet.cols - 1, 'the guidelines');

  const columns: GuidelineColumn[] = [];
  for (let c = labelCol + 1; c < sheet.cols; c++) {
    const heading = sheet.text(headingRow, c);
    if (heading === '') continue;
    const program = programOf(heading);
    if (!program) {
      unpriced(sheet, headingRow, c, `the guideline column ${JSON.stringify(heading)}`);
      continue;
    }
    const col = readColumn(sheet, c, rowOf);
    if (col)
      columns.push({
        ...col,
        program: program.slug,
        doc_type: program.docTypes[norm(heading)]!,
        column_label: heading,
      });
  }
  return columns;
}

function readColumn(sheet: Sheet, c: number, rowOf: Record<keyof typeof RULES, number>) {
  const text = (rule: keyof typeof RULES) => sheet.text(rowOf[rule], c);
  const list = <T extends string>(rule: keyof typeof RULES, parsed: { values: T[]; unknown: string[] }) =>
    listAt(sheet, rowOf[rule], c, RULES[rule], parsed);
  const st = states(text('states'));
  const rules = {
    min_fico: plain(sheet, rowOf.min_fico, c, 1, false),
    max_dti: percent(sheet, rowOf.max_dti, c, true),
    min_loan: dollars(sheet, rowOf.min_loan, c),
    max_loan: dollars(sheet, rowOf.max_loan, c),
    min_dscr: plain(sheet, rowOf.min_dscr, c, 100, true),
    citizenship: list('citizenship', borrowers(text('citizenship'))),
    // Granite Peak lends on first liens only (sheets/README.md §3.3: the Lien Position row is informational).
    lien_positions: ['1st' as const],
    states: list('states', st),
    states_all_except: st.except,
    occupancies: list('occupancies', occupancies(text('occupancies'))),
    terms: numbers(text('terms')),
    locks: numbers(text('locks')),
    max_cltv: percent(sheet, rowOf.max_cltv, c, true),
  };
  const { min_fico, max_dti, min_loan, max_loan, min_dscr, max_cltv } = rules;
  if (
    min_fico == null ||
    max_dti === undefined ||
    min_loan === undefined ||
    max_loan === undefined ||
    min_dscr === undefined ||
    max_cltv === undefined
  )
    return undefined;
  const cells = Object.fromEntries(Object.entries(rowOf).map(([rule, r]) => [rule, a1(r, c)]));
  return {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    ...rules,
    min_fico,
    max_dti,
    min_loan,
    max_loan,
    min_dscr,
    max_cltv,
    cells,
  };
}
