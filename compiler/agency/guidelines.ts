/**
 * Bayshore's Guidelines tab: the program guideline table (label | value), "RATE BLOCKS BY PROGRAM
 * AND TERM" and "PRICE LIMITS", each found by its labels and headings.
 */
import type { BlockRoute, Cap, Floor } from '../../worker/artifact/format.ts';
import { type Citizenship, isOneOf, type Occupancy, TERMS } from '../../worker/artifact/vocabulary.ts';
import { dollars, percent, plain, price } from '../cells.ts';
import { borrowers, listAt, numbers, occupancies } from '../lists.ts';
import { key } from '../rows.ts';
import { notesWithin, type RowKind, tableRows } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { a1, type Sheet } from '../workbook.ts';
import { PRICED_CODES } from './programs.ts';

export interface AgencyRules {
  conforming_limit: number;
  min_loan: number;
  max_loan: number;
  min_fico: number;
  max_dti: number | null;
  max_ltv: number;
  citizenship: Citizenship[];
  occupancies: Occupancy[];
  locks: number[];
  cells: Record<string, string>;
}

const LABELS = {
  conforming_limit: 'conforming loan limit',
  min_loan: 'minimum loan amount',
  max_loan: 'maximum loan amount',
  min_fico: 'minimum fico',
  max_dti: 'maximum dti',
  max_ltv: 'maximum ltv',
  citizenship: 'eligible borrowers',
  occupancies: 'occupancy',
  locks: 'lock periods',
} as const;

export function readRules(sheet: Sheet): AgencyRules | undefined {
  const at = {} as Record<keyof typeof LABELS, { row: number; col: number }>;
  for (const [rule, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    // The label as printed, maybe with a remark in parentheses ("Conforming Loan Limit (1-Unit, 2026)");
    // a note that merely starts with the same words is not the row.
    const hit = sheet.find((t) => key(t).replace(/\s*\(.*\)$/, '') === label)[0];
    if (!hit) sheet.error('missing_row', null, null, `expected a guideline row labelled ${JSON.stringify(label)}`);
    else at[rule] = { row: hit.row, col: hit.col + 1 };
  }
  if (Object.keys(at).length !== Object.keys(LABELS).length) return undefined;
  const rows = Object.values(at).map((p) => p.row);
  const { col } = at.min_fico;
  notesWithin(sheet, Math.min(...rows), Math.max(...rows), col - 1, col, 'the program guidelines');
  const text = (rule: keyof typeof LABELS) => sheet.text(at[rule].row, at[rule].col);
  // An empty list is reported too: the schema would refuse it later, with no cell to point at.
  const list = <T extends string>(rule: keyof typeof LABELS, parsed: { values: T[]; unknown: string[] }) =>
    listAt(sheet, at[rule].row, at[rule].col, LABELS[rule], parsed);
  const r = {
    conforming_limit: dollars(sheet, at.conforming_limit.row, at.conforming_limit.col),
    min_loan: dollars(sheet, at.min_loan.row, at.min_loan.col),
    max_loan: dollars(sheet, at.max_loan.row, at.max_loan.col),
    min_fico: plain(sheet, at.min_fico.row, at.min_fico.col, 1, false),
    max_dti: percent(sheet, at.max_dti.row, at.max_dti.col, true),
    max_ltv: percent(sheet, at.max_ltv.row, at.max_ltv.col, false),
    citizenship: list('citizenship', borrowers(text('citizenship'))),
    occupancies: list('occupancies', occupancies(text('occupancies'))),
    locks: numbers(text('locks')),
  };
  if (
    r.conforming_limit === undefined ||
    r.min_loan === undefined ||
    r.max_loan === undefined ||
    r.min_fico == null ||
    r.max_dti === undefined ||
    r.max_ltv == null
  )
    return undefined;
  const cells = Object.fromEntries(Object.entries(at).map(([rule, p]) => [rule, a1(p.row, p.col)]));
  return {
    ...r,
    conforming_limit: r.conforming_limit,
    min_loan: r.min_loan,
    max_loan: r.max_loan,
    min_fico: r.min_fico,
    max_dti: r.max_dti,
    max_ltv: r.max_ltv,
    cells,
  };
}

export interface RouteRow extends BlockRoute {
  code: string;
  program: string;
}

/**
 * "RATE BLOCKS BY PROGRAM AND TERM": Program Code | Program | Term | ≤ limit | > limit | ...
 * A route of a program the lender does not price (an announced one) is skipped.
 */
export function readRoutes(sheet: Sheet, blockNames: string[]): RouteRow[] {
  const header = sheet.find((t) => key(t) === 'program code')[0];
  if (!header) {
    sheet.error('missing_table', null, null, 'expected a "Program Code" header (RATE BLOCKS BY PROGRAM AND TERM)');
    return [];
  }
  const { row, col } = header;
  let last = col;
  while (sheet.text(row, last + 1) !== '') last++;
  const routes: RouteRow[] = [];
  const block = (r: number, c: number, fallback?: string) => {
    const t = sheet.text(r, c);
    const named = blockNames.find((n) => key(n) === key(t)) ?? blockNames.find((n) => key(t).endsWith(`use ${key(n)}`));
    if (named) return named;
    if (fallback && /^no high balance/i.test(t)) return fallback;
    sheet.error('unknown_block', r, c, `expected a rate block name, found ${JSON.stringify(t)}`);
    return undefined;
  };
  // A row per program code and term; the table ends at the first row that is neither (the PRICE LIMITS table).
  // A row naming a rate block is a route too, whatever its code cell holds: a retyped code ("2%", FALSE)
  // is then named, not taken for the end of the table with the routes below it lost.
  const isCode = (t: string) => /^\d+$/.test(t);
  const namesBlock = (r: number) => blockNames.some((n) => key(n) === key(sheet.text(r, col + 3)));
  const kind = (r: number): RowKind | undefined => (isCode(sheet.text(r, col)) || namesBlock(r) ? 'row' : undefined);
  const table = { from: row + 1, labelCol: col, lastCol: last, name: 'the table "RATE BLOCKS BY PROGRAM AND TERM"' };
  const codes = new Set<string>();
  for (const r of tableRows(sheet, { ...table, label: 'a program code', kind })) {
    const code = sheet.text(r, col);
    if (!isCode(code)) {
      sheet.error('unexpected_text', r, col, `expected a program code, found ${code ? JSON.stringify(code) : 'none'}`);
      continue;
    }
    codes.add(code);
    if (!PRICED_CODES.includes(code)) {
      unpriced(sheet, r, col, `the route of program ${code} ${JSON.stringify(sheet.text(r, col + 1))}`);
      continue;
    }
    const term = plain(sheet, r, col + 2, 1, false);
    if (term != null && !isOneOf(TERMS, term))
      sheet.error('unknown_term', r, col + 2, `expected a term of ${TERMS.join(', ')} years, found ${term}`);
    const conforming = block(r, col + 3);
    const high = conforming && block(r, col + 4, conforming);
    if (term == null || !isOneOf(TERMS, term) || !conforming || !high) continue;
    routes.push({ code, program: sheet.text(r, col + 1), term, conforming, high_balance: high, row: r + 1 });
  }
  if (codes.size === 0) sheet.error('empty_grid', row, col, 'no rows under "Program Code"');
  else
    for (const code of PRICED_CODES.filter((c) => !codes.has(c)))
      sheet.error(
        'missing_program_part',
        row,
        col,
        `program ${code} has no row under "Program Code": every program priced (${PRICED_CODES.join(', ')}) needs its routes`,
      );
  return routes;
}

/**
 * "PRICE LIMITS": Program | Maximum Price | Minimum Price, keyed by printed program name; the row of
 * a program the lender does not price (`priced(name)` false) is skipped.
 */
export function readPriceLimits(
  sheet: Sheet,
  priced: (name: string) => boolean,
): Map<string, { caps: Cap[]; floor: Floor }> {
  const limits = new Map<string, { caps: Cap[]; floor: Floor }>();
  const header = sheet
    .find((t) => key(t) === 'maximum price')
    .find((h) => key(sheet.text(h.row, h.col - 1)) === 'program');
  if (!header) {
    sheet.error(
      'missing_table',
      null,
      null,
      'expected a "Program | Maximum Price | Minimum Price" header (PRICE LIMITS)',
    );
    return limits;
  }
  const { row, col } = header;
  const minCol = key(sheet.text(row, col + 1)) === 'minimum price' ? col + 1 : -1;
  if (minCol < 0) {
    sheet.error('missing_band_header', row, col + 1, 'expected a "Minimum Price" column');
    return limits;
  }
  // A program's row has its name and a price; a lone name is a note. The table runs to the end of the tab.
  const kind = (r: number): RowKind | undefined =>
    sheet.text(r, col) !== '' || sheet.text(r, minCol) !== '' ? 'row' : undefined;
  const table = { from: row + 1, labelCol: col - 1, lastCol: minCol, name: 'the table "PRICE LIMITS"' };
  for (const r of tableRows(sheet, { ...table, label: 'a program name', kind })) {
    const name = sheet.text(r, col - 1);
    if (!priced(name)) {
      unpriced(sheet, r, col - 1, `the price limits of ${JSON.stringify(name)}`);
      continue;
    }
    const max = price(sheet, r, col);
    const min = price(sheet, r, minCol);
    if (typeof max !== 'number' || typeof min !== 'number') continue;
    const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab };
    limits.set(key(name), {
      caps: [{ ...place, key: 'max_price', label: 'Maximum Price', value: max, cell: a1(r, col), when: [[]] }],
      floor: { ...place, label: 'Minimum Price', value: min, cell: a1(r, minCol) },
    });
  }
  return limits;
}
