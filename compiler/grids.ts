/**
 * Finds every price-adjustment grid on a tab by its shape, not its position: a header row whose
 * label heading is followed by LTV/CLTV band headers (or one `Adj` column), the title directly
 * above the heading, then data rows until a note, a footnote, or the next grid's title.
 * Several grids may sit side by side on the same rows.
 */
import type { Grid, GridRow, BandColumn } from '../worker/artifact/format.ts';
import { parseBand, checkTiling } from './bands.ts';
import { points } from './cells.ts';
import { bandKindOfHeading, gridConditions, key, rowConditions, type RowContext } from './rows.ts';
import { colLetter, type Sheet } from './workbook.ts';

const isAdj = (t: string) => /^adj\.?$/i.test(t);
const isBandHeader = (t: string) => t !== '' && typeof parseBand('percent', t) !== 'string';

interface Segment {
  row: number;
  labelCol: number;
  cols: number[]; // value columns
  single: boolean; // one `Adj` column
}

/** Header segments starting in this row (label heading + band or Adj columns). */
function segmentsInRow(sheet: Sheet, row: number): Segment[] {
  const found: Segment[] = [];
  for (let c = 0; c < sheet.cols - 1; c++) {
    const heading = sheet.text(row, c);
    const next = sheet.text(row, c + 1);
    if (heading === '' || isBandHeader(heading) || isAdj(heading)) continue;
    if (isAdj(next)) {
      found.push({ row, labelCol: c, cols: [c + 1], single: true });
      c += 1;
    } else if (isBandHeader(next)) {
      const cols: number[] = [];
      let k = c + 1;
      while (k < sheet.cols && isBandHeader(sheet.text(row, k))) cols.push(k++);
      found.push({ row, labelCol: c, cols, single: false });
      c = k - 1;
    }
  }
  return found;
}

const isHeaderRow = (sheet: Sheet, row: number, col: number) =>
  row < sheet.rows && segmentsInRow(sheet, row).some((s) => s.labelCol === col);

export function readGrids(sheet: Sheet, ctx: RowContext): Grid[] {
  const grids: Grid[] = [];
  for (let r = 1; r < sheet.rows; r++) for (const seg of segmentsInRow(sheet, r)) {
    const grid = readGrid(sheet, seg, ctx);
    if (grid) grids.push(grid);
  }
  return grids;
}

function readGrid(sheet: Sheet, seg: Segment, ctx: RowContext): Grid | undefined {
  const { row, labelCol, cols } = seg;
  const title = sheet.text(row - 1, labelCol);
  if (title === '') {
    sheet.error('missing_grid_title', row - 1, labelCol, `expected a grid title above the header ${JSON.stringify(sheet.text(row, labelCol))}`);
    return undefined;
  }
  const heading = sheet.text(row, labelCol);
  const bands: BandColumn[] | null = seg.single
    ? null
    : cols.map((c) => ({ label: sheet.text(row, c), col: colLetter(c), range: parseBand('percent', sheet.text(row, c)) as BandColumn['range'] }));
  if (bands) for (const p of checkTiling('percent', bands)) sheet.error('band_tiling', row, cols[p.index]!, p.message);

  const rows: GridRow[] = [];
  const last = cols[cols.length - 1]!;
  for (let r = row + 1; r < sheet.rows; r++) {
    const label = sheet.text(r, labelCol);
    if (label === '') {
      if (sheet.isBlankRow(r, labelCol, last)) continue;
      sheet.error('missing_row_label', r, labelCol, `row has values but no label in grid ${JSON.stringify(title)}`);
      continue;
    }
    const isNote = sheet.mergeWidth(r, labelCol) > 1 || /^footnotes?:?$/i.test(label);
    if (isNote || isHeaderRow(sheet, r, labelCol) || isHeaderRow(sheet, r + 1, labelCol)) break;
    const when = rowConditions(heading, label, ctx);
    if (typeof when === 'string') {
      sheet.error('unknown_row_label', r, labelCol, when);
      continue;
    }
    if (rows.some((x) => key(x.label) === key(label))) {
      sheet.error('duplicate_row_label', r, labelCol, `duplicate row label ${JSON.stringify(label)} in grid ${JSON.stringify(title)}`);
      continue;
    }
    const after = sheet.text(r, last + 1);
    if (after !== '' && sheet.text(row, last + 1) === '' && rows.length === 0) {
      sheet.error('missing_band_header', row, last + 1, `values under a column with no band header in grid ${JSON.stringify(title)}`);
    }
    const values = cols.map((c) => points(sheet, r, c));
    if (values.some((v) => v === undefined)) continue;
    rows.push({ label, row: r + 1, when, values: values as (number | null)[] });
  }
  if (rows.length === 0) {
    sheet.error('empty_grid', row, labelCol, `grid ${JSON.stringify(title)} has no rows`);
    return undefined;
  }
  checkRowBands(sheet, heading, rows, labelCol);
  return {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    category: title,
    title_cell: `${colLetter(labelCol)}${row}`,
    label_col: colLetter(labelCol),
    bands,
    adj_col: seg.single ? colLetter(cols[0]!) : null,
    when: gridConditions(title),
    rows,
  };
}

/** FICO, loan-amount, DTI and DSCR rows must not overlap (gaps are allowed: no row = no adjustment). */
function checkRowBands(sheet: Sheet, heading: string, rows: GridRow[], labelCol: number) {
  const kind = bandKindOfHeading(heading);
  if (!kind) return;
  const banded = rows.map((r) => ({ label: r.label, range: (r.when[0] as { range: BandColumn['range'] }).range }));
  for (const p of checkTiling(kind === 'dti' ? 'percent' : kind, banded)) {
    if (p.message.includes('overlaps')) sheet.error('band_tiling', rows[p.index]!.row - 1, labelCol, p.message);
  }
}
