/**
 * An adjustment grid of the table language (language.ts GridTable): found by its corner cell, its
 * column keys across the header row to the first blank cell, its row keys down the corner's column
 * to the first blank row, each cell an adjustment. Titled by the cell above the corner: a program's
 * name makes it that program's grid, any other text is its category.
 */
import type { Cond, Grid } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { adjustment, percentAdjustment } from '../cells.ts';
import { bandKind, parseBand } from '../condition-text.ts';
import { range } from '../conditions.ts';
import { programNamed } from '../readers/tabs.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { keyConditions } from './conditions.ts';
import type { DeclaredProfile, GridTable, KeyReading } from './language.ts';

/** The conditions of a key cell, read as `reading` says; undefined when it cannot be read (reported). */
export function keyOf(
  sheet: Sheet,
  profile: DeclaredProfile,
  reading: KeyReading,
  row: number,
  col: number,
): Cond[] | undefined {
  if (typeof reading === 'string') return keyConditions(sheet, profile, reading, row, col);
  const band = parseBand(bandKind(reading.band), sheet.text(row, col));
  if (typeof band !== 'string') return [range(reading.band, band)];
  sheet.error('bad_band', row, col, band);
  return undefined;
}

/** Every grid of `table` on `sheet`, by program slug (`''`: every program's). */
export function readGrids(sheet: Sheet, profile: DeclaredProfile, table: GridTable): Map<string, Grid[]> {
  const grids = new Map<string, Grid[]>();
  const corners = sheet.find((text) => sameLabel(text, table.corner));
  if (corners.length === 0)
    sheet.error('missing_table', null, null, `no grid whose header starts ${JSON.stringify(table.corner)}`);
  for (const { row, col } of corners) {
    const title = sheet.text(row - 1, col);
    const program = title === '' ? undefined : programNamed(profile, title);
    const columns: Grid['columns'] = [];
    for (let c = col + 1; c < sheet.cols && sheet.text(row, c) !== ''; c++) {
      const when = keyOf(sheet, profile, table.columns, row, c);
      if (when) columns.push({ label: sheet.text(row, c), col: colLetter(c), when });
    }
    const rows: Grid['rows'] = [];
    for (let r = row + 1; r < sheet.rows && sheet.text(r, col) !== ''; r++) {
      const when = keyOf(sheet, profile, table.rows, r, col);
      const read = (c: number) =>
        table.values === 'adjustment as percent' ? percentAdjustment(sheet, r, c) : adjustment(sheet, r, c);
      const values = columns.map((_, i) => read(col + 1 + i));
      if (when && values.every((v) => v !== undefined))
        rows.push({ label: sheet.text(r, col), row: r + 1, when, values });
    }
    if (columns.length === 0 || rows.length === 0) {
      sheet.error('empty_grid', row, col, `the grid at ${a1(row, col)} has no columns or no rows`);
      continue;
    }
    const slug = program?.slug ?? '';
    grids.set(slug, [
      ...(grids.get(slug) ?? []),
      {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        category: program ? (table.category ?? program.name) : title || (table.category ?? table.corner),
        title_cell: a1(title === '' ? row : row - 1, col),
        label_col: colLetter(col),
        columns,
        when: [],
        rows,
      },
    ]);
  }
  return grids;
}
