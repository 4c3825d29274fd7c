/**
 * Base prices printed as a grid of rate increments (language.ts Column `adds`): under each program's
 * name a `Rate | + 0 | + 1/8 | + 1/4 | + 3/8` header, each row's note rate the row's own plus its
 * column's increment (6.500 in the `+ 3/8` column is 6.875). Each group is its program's ladder for
 * the base lock, a rung per cell (NA: a rate not offered), each rung's cell its own column (Ladder row `col`).
 */
import type { Ladder } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { rateRows } from '../readers/rate-rows.ts';
import { programNamed } from '../readers/tabs.ts';
import { colLetter, type Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';

/** Each program group's ladder, by program slug; the cell titling it. */
export function readIncrementGroups(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  groups: readonly FoundTable[],
): Map<string, { ladder: Ladder; title: { row: number; col: number } }> {
  const ladders = new Map<string, { ladder: Ladder; title: { row: number; col: number } }>();
  const rateIndex = table.columns.findIndex((c) => c.holds === 'rate');
  const rateHeading = table.columns[rateIndex]?.heading ?? '';
  // each price column's increment in thousandths of a percent, as rates are held
  const prices = table.columns.flatMap((c, i) =>
    c.adds === undefined ? [] : [{ i, adds: Math.round(c.adds * 1000) }],
  );
  for (const group of groups) {
    const title = { row: group.headerRow - 1, col: group.titleCol };
    const program = programNamed(profile, sheet.text(title.row, title.col));
    if (!program) {
      unpriced(sheet, title.row, title.col, `the rate table ${JSON.stringify(sheet.text(title.row, title.col))}`);
      continue;
    }
    const name = `the ${program.name} rate grid`;
    if (ladders.has(program.slug)) {
      sheet.error('duplicate_ladder', title.row, title.col, `a second rate grid for ${program.name}`);
      continue;
    }
    const col = group.cols[rateIndex] ?? group.titleCol;
    const priceCols = prices.map(({ i }) => group.cols[i] ?? col);
    // the next group's header (its rate heading in the rate column), or its title above it, ends the group
    const isHeader = (r: number) => sameLabel(sheet.text(r, col), rateHeading);
    const rows = rateRows(sheet, { name, row: group.headerRow, col, priceCols, isHeader, titleRows: 1 });
    if (!rows) continue;
    const rungs = rows.flatMap((r) =>
      prices.map(({ adds }, k) => ({
        rate: r.rate + adds,
        price: r.prices[k]!,
        row: r.row,
        col: colLetter(priceCols[k]!),
      })),
    );
    const twice = rungs.find((x, k) => rungs.findIndex((y) => y.rate === x.rate) !== k);
    if (twice) {
      sheet.error('duplicate_rate', twice.row - 1, col, `rate ${twice.rate / 1000} appears twice in ${name}`);
      continue;
    }
    ladders.set(program.slug, {
      ladder: {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        rate_col: colLetter(col),
        price_col: colLetter(priceCols[0] ?? col),
        rows: rungs.sort((a, b) => a.rate - b.rate),
      },
      title,
    });
  }
  return ladders;
}
