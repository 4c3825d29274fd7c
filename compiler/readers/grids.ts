/**
 * Price-adjustment grids: a title, a header (the row-label heading, then band columns or one
 * unbanded column) and data rows until a note, the next grid's title or header, or the end of the
 * tab. A row reads the band its heading names, or its label is one the profile knows; each cell is
 * read as its effect on the price.
 */
import type { Grid, GridColumn, GridRow, Range } from '../../worker/artifact/format.ts';
import { key, lookup } from '../../worker/artifact/labels.ts';
import { checkTiling } from '../bands.ts';
import { adjustment } from '../cells.ts';
import { bandKind, parseBand, readCondition } from '../condition-text.ts';
import { range } from '../conditions.ts';
import type { GridTables } from '../profile.ts';
import { colLetter, type Sheet } from '../sheet.ts';
import { type RowKind, tableRows } from '../table-rows.ts';
import { type GridHeader, gridHeaders, isBandHeader } from './grid-headers.ts';

export function readGrids(sheet: Sheet, at: GridTables): { grids: Grid[] } {
  const { headers, orphans } = gridHeaders(sheet, at);
  for (const { row, col } of orphans)
    sheet.error(
      'missing_grid_heading',
      row,
      col,
      `band headers ${JSON.stringify(sheet.text(row, col))}… have no row-label heading (such as "FICO") to their left`,
    );
  const grids: Grid[] = [];
  for (const header of headers) {
    const grid = readGrid(sheet, header, headers, at);
    if (grid) grids.push(grid);
  }
  return { grids };
}

/**
 * Another grid's header in `row` or the row below it, or its title in `row`, sharing a column with
 * `from`..`to`: the grid ends there.
 */
const headerOver = (headers: readonly GridHeader[], row: number, from: number, to: number) =>
  headers.some(
    (h) =>
      (h.row === row || h.row === row + 1 || h.titleRow === row) &&
      h.labelCol <= to &&
      Math.max(h.labelCol, ...h.cols) >= from,
  );

/** The conditions of a row label under `heading` (compiler/condition-text.ts), or why there are none. */
function rowConditions(at: GridTables, heading: string, label: string) {
  return (
    readCondition(label, at.rows, lookup(at.headings, heading)) ??
    `row label ${JSON.stringify(label)} is not one the service knows how to apply (grid heading ${JSON.stringify(heading)})`
  );
}

function readGrid(sheet: Sheet, header: GridHeader, headers: readonly GridHeader[], at: GridTables): Grid | undefined {
  const { row, labelCol, cols, titleRow } = header;
  const title = sheet.text(titleRow, labelCol);
  if (title === '') {
    sheet.error(
      'missing_grid_title',
      titleRow,
      labelCol,
      `expected a grid title above the header ${JSON.stringify(sheet.text(row, labelCol))}`,
    );
    return undefined;
  }
  const heading = sheet.text(row, labelCol);
  const columns = readColumns(sheet, header);
  if (!columns) return undefined;
  const rows: GridRow[] = [];
  const last = cols[cols.length - 1]!;
  // A row with values, or a label the profile knows (a row left blank is a row of zeros); a lone
  // label it does not know is a note. The grid ends at the next grid's title or header.
  const others = headers.filter((h) => h !== header);
  const kind = (r: number): RowKind | undefined => {
    const label = sheet.text(r, labelCol);
    if (headerOver(others, r, labelCol, last)) return 'end';
    if (sheet.mergeWidth(r, labelCol) > 1) return undefined;
    if (cols.some((c) => sheet.text(r, c) !== '')) return 'row';
    return label !== '' && typeof rowConditions(at, heading, label) !== 'string' ? 'row' : undefined;
  };
  const name = `grid ${JSON.stringify(title)}`;
  for (const r of tableRows(sheet, { from: row + 1, labelCol, lastCol: last, name, label: 'a row label', kind })) {
    const label = sheet.text(r, labelCol);
    if (label === '') {
      sheet.error('missing_row_label', r, labelCol, `row has values but no label in grid ${JSON.stringify(title)}`);
      continue;
    }
    const when = rowConditions(at, heading, label);
    if (typeof when === 'string') {
      sheet.error('unknown_row_label', r, labelCol, when);
      continue;
    }
    if (rows.some((x) => key(x.label) === key(label))) {
      sheet.error(
        'duplicate_row_label',
        r,
        labelCol,
        `duplicate row label ${JSON.stringify(label)} in grid ${JSON.stringify(title)}`,
      );
      continue;
    }
    const values = columns.map((c) => adjustment(sheet, r, c.index));
    if (values.some((v) => v === undefined)) continue;
    rows.push({ label, row: r + 1, when, values: values as (number | null)[] });
  }
  if (rows.length === 0) {
    sheet.error('empty_grid', row, labelCol, `grid ${JSON.stringify(title)} has no rows`);
    return undefined;
  }
  lostHeaders(sheet, header, headers, rows, title);
  checkRowBands(sheet, at, heading, rows, labelCol);
  const titles = at.titles ?? {};
  const prefix = Object.keys(titles).find((p) => key(title).startsWith(key(p)));
  return {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    category: title,
    title_cell: `${colLetter(labelCol)}${titleRow + 1}`,
    label_col: colLetter(labelCol),
    columns: columns.map(({ index: _, ...c }) => c),
    when: prefix === undefined ? [] : structuredClone(titles[prefix]!.slice()),
    rows,
  };
}

/**
 * The columns in band order (bands checked to tile their axis: no overlap, no gap), each with its
 * sheet column; undefined (reported) when a band header cannot be read.
 */
function readColumns(sheet: Sheet, header: GridHeader): (GridColumn & { index: number })[] | undefined {
  const { row, cols, columns } = header;
  if ('single' in columns) return [{ label: null, col: colLetter(cols[0]!), when: [], index: cols[0]! }];
  const kind = bandKind(columns.band);
  const bands: { label: string; range: Range; index: number }[] = [];
  for (const c of cols) {
    const r = parseBand(kind, sheet.text(row, c));
    if (typeof r === 'string') sheet.error('bad_band', row, c, r);
    else bands.push({ label: sheet.text(row, c), range: r, index: c });
  }
  if (bands.length !== cols.length) return undefined;
  for (const p of checkTiling(kind, bands)) sheet.error('band_tiling', row, bands[p.index]!.index, p.message);
  return bands
    .sort((x, y) => (x.range.lo ?? -Infinity) - (y.range.lo ?? -Infinity))
    .map((b) => ({ label: b.label, col: colLetter(b.index), when: [range(columns.band, b.range)], index: b.index }));
}

/**
 * Values in the spacer column, or right of the last column where no other grid starts, or more bands
 * after a blank header: a column lost (or never had) its header.
 */
function lostHeaders(sheet: Sheet, header: GridHeader, headers: readonly GridHeader[], rows: GridRow[], title: string) {
  const { row, labelCol, cols } = header;
  const hasValues = (col: number) => rows.some((x) => sheet.text(x.row - 1, col) !== '');
  const next = cols[cols.length - 1]! + 1;
  const lost = [labelCol + 1].filter((c) => c < cols[0]! && hasValues(c));
  const nextGrid = headers.some((h) => h.row === row && h.labelCol === next);
  const band = 'band' in header.columns ? header.columns.band : undefined;
  const moreBands = band && sheet.text(row, next) === '' && isBandHeader(band, sheet.text(row, next + 1));
  if (!nextGrid && (hasValues(next) || moreBands)) lost.push(next);
  for (const c of lost)
    sheet.error(
      'missing_band_header',
      row,
      c,
      `values under a column with no band header in grid ${JSON.stringify(title)}`,
    );
}

/** Banded rows must not overlap (gaps are allowed: no row = no adjustment). */
function checkRowBands(sheet: Sheet, at: GridTables, heading: string, rows: GridRow[], labelCol: number) {
  const band = lookup(at.headings, heading);
  if (!band) return;
  const banded = rows.map((r) => ({ label: r.label, range: (r.when[0] as { range: Range }).range }));
  for (const p of checkTiling(bandKind(band), banded))
    if (p.message.includes('overlaps')) sheet.error('band_tiling', rows[p.index]!.row - 1, labelCol, p.message);
}
