/**
 * The routes table: which rate block prices a (program, term) at or below the conforming limit and
 * above it. Under the program code heading, per row: the program code, its name, the term, the
 * conforming block, the high-balance block. A route of a program the lender does not price (an
 * announced one) is skipped with a warning; a priced program with no route is an error.
 */
import type { BlockRoute } from '../../worker/artifact/format.ts';
import { key, sameLabel } from '../../worker/artifact/labels.ts';
import { isOneOf, TERMS } from '../../worker/artifact/vocabulary.ts';
import { plain } from '../cells.ts';
import type { ProfileBase } from '../profile.ts';
import type { Sheet } from '../sheet.ts';
import { type RowKind, tableRows } from '../table-rows.ts';
import type { RoutedBlocksTable } from '../tables/language.ts';
import { unpriced } from '../unpriced.ts';

export interface RouteRow extends BlockRoute {
  /** the program's slug */
  program: string;
}

export function readRoutes(
  sheet: Sheet,
  profile: Pick<ProfileBase, 'programs'>,
  at: RoutedBlocksTable['routes'],
  blockNames: string[],
): RouteRow[] {
  const header = sheet.find((t) => sameLabel(t, at.header))[0];
  if (!header) {
    sheet.error('missing_table', null, null, `expected a "${at.header}" header (the rate blocks by program and term)`);
    return [];
  }
  const { row, col } = header;
  let last = col;
  while (sheet.text(row, last + 1) !== '') last++;
  const routes: RouteRow[] = [];
  const block = (r: number, c: number, fallback?: string) => {
    const t = sheet.text(r, c);
    const named = blockNames.find((n) => sameLabel(n, t));
    if (named) return named;
    // "<noHighBalance> … <block>": that block, or the conforming one
    if (fallback && key(t).startsWith(key(at.noHighBalance)))
      return blockNames.find((n) => key(t).endsWith(key(n))) ?? fallback;
    sheet.error('unknown_block', r, c, `expected a rate block name, found ${JSON.stringify(t)}`);
    return undefined;
  };
  // A row per program code and term; the table ends at the first row that is neither. A row naming a
  // rate block is a route whatever its code cell holds: a retyped code ("2%", FALSE) is named, not
  // taken for the end of the table with the routes below it lost.
  const isCode = (t: string) => /^\d+$/.test(t);
  const namesBlock = (r: number) => blockNames.some((n) => sameLabel(n, sheet.text(r, col + 3)));
  const kind = (r: number): RowKind | undefined => (isCode(sheet.text(r, col)) || namesBlock(r) ? 'row' : undefined);
  const title = sheet.text(row - 1, col);
  const name = `the table ${JSON.stringify(title || at.header)}`;
  const table = { from: row + 1, labelCol: col, lastCol: last, name };
  const codes = new Set<string>();
  for (const r of tableRows(sheet, { ...table, label: 'a program code', kind })) {
    const code = sheet.text(r, col);
    if (!isCode(code)) {
      sheet.error('unexpected_text', r, col, `expected a program code, found ${code ? JSON.stringify(code) : 'none'}`);
      continue;
    }
    codes.add(code);
    const program = profile.programs.find((p) => p.code === code);
    if (!program) {
      unpriced(sheet, r, col, `the route of program ${code} ${JSON.stringify(sheet.text(r, col + 1))}`);
      continue;
    }
    const term = plain(sheet, r, col + 2, 1, false);
    if (term != null && !isOneOf(TERMS, term))
      sheet.error('unknown_term', r, col + 2, `expected a term of ${TERMS.join(', ')} years, found ${term}`);
    const conforming = block(r, col + 3);
    const high = conforming && block(r, col + 4, conforming);
    if (term == null || !isOneOf(TERMS, term) || !conforming || !high) continue;
    routes.push({ program: program.slug, term, conforming, high_balance: high, row: r + 1 });
  }
  const priced = profile.programs.flatMap((p) => (p.code === undefined ? [] : [p.code]));
  if (codes.size === 0) sheet.error('empty_grid', row, col, `no rows under "${at.header}"`);
  else
    for (const code of priced.filter((c) => !codes.has(c)))
      sheet.error(
        'missing_program_part',
        row,
        col,
        `program ${code} has no row under "${at.header}": every program priced (${priced.join(', ')}) needs its routes`,
      );
  return routes;
}
