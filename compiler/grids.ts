/**
 * Finds every price-adjustment grid on a tab by its shape, not its position: a header row whose
 * label heading is followed by LTV/CLTV band headers (or one `Adj` column), the title directly
 * above the heading, then data rows until a note, a footnote, or the next grid's title.
 * Several grids may sit side by side on the same rows.
 */
import type { Grid, GridColumn, GridRow, Range } from '../worker/artifact/format.ts';
import { checkTiling, parseBand } from './bands.ts';
import { points } from './cells.ts';
import { bandKindOfHeading, gridConditions, key, type RowContext, rowConditions } from './rows.ts';
import { type RowKind, tableRows } from './table-rows.ts';
import { colLetter, type Sheet } from './workbook.ts';

const isAdj = (t: string) => /^adj\.?$/i.test(t);
/** An LTV/CLTV band header: a percent band within 0-100% (so "$75,000 - $99,999" and "760 - 779" are not). */
function isBandHeader(t: string): boolean {
  if (t.includes('$')) return false;
  const r = parseBand('percent', t);
  return typeof r !== 'string' && (r.lo ?? 0) <= 10000 && (r.hi ?? 0) <= 10000;
}

interface Segment {
  row: number;
  labelCol: number;
  cols: number[]; // value columns
  single: boolean; // one `Adj` column
}

const isHeaderCell = (t: string) => isBandHeader(t) || isAdj(t);

/**
 * The header segments of a row (a label heading, at most one blank spacer column, then band or
 * Adj columns) and the orphans: runs of band headers, or an Adj, with no heading before them.
 */
function scanRow(sheet: Sheet, row: number): { segments: Segment[]; orphans: number[] } {
  const segments: Segment[] = [];
  const orphans: number[] = [];
  for (let c = 0; c < sheet.cols; c++) {
    const heading = sheet.text(row, c);
    if (heading === '') continue;
    if (isHeaderCell(heading)) {
      let k = c;
      while (k < sheet.cols && isHeaderCell(sheet.text(row, k))) k++;
      // One band-like label alone is a data row (DTI); a run just past a segment's blank column is
      // that segment's missing header, which readGrid reports.
      const afterGap = segments.some((seg) => seg.cols[seg.cols.length - 1] === c - 2);
      if ((k - c >= 2 || isAdj(heading)) && !afterGap) orphans.push(c);
      c = k - 1;
      continue;
    }
    let first = c + 1;
    if (sheet.text(row, first) === '') first++; // a blank spacer column
    const t = sheet.text(row, first);
    if (isAdj(t)) {
      segments.push({ row, labelCol: c, cols: [first], single: true });
      c = first;
    } else if (isBandHeader(t)) {
      const cols: number[] = [];
      let k = first;
      while (k < sheet.cols && isBandHeader(sheet.text(row, k))) cols.push(k++);
      segments.push({ row, labelCol: c, cols, single: false });
      c = k - 1;
    }
  }
  return { segments, orphans };
}

const isHeaderRow = (sheet: Sheet, row: number, col: number) =>
  row < sheet.rows && scanRow(sheet, row).segments.some((s) => s.labelCol === col);

/** A grid header in `row` that shares a column with `from`..`to`: another grid starts there. */
const headerOver = (sheet: Sheet, row: number, from: number, to: number) =>
  row < sheet.rows && scanRow(sheet, row).segments.some((s) => s.labelCol <= to && s.cols[s.cols.length - 1]! >= from);

export function readGrids(sheet: Sheet, ctx: RowContext): Grid[] {
  const grids: Grid[] = [];
  for (let r = 1; r < sheet.rows; r++) {
    const { segments, orphans } = scanRow(sheet, r);
    for (const col of orphans)
      sheet.error(
        'missing_grid_heading',
        r,
        col,
        `band headers ${JSON.stringify(sheet.text(r, col))}… have no row-label heading (such as "FICO") to their left`,
      );
    for (const seg of segments) {
      const grid = readGrid(sheet, seg, ctx);
      if (grid) grids.push(grid);
    }
  }
  return grids;
}

function readGrid(sheet: Sheet, seg: Segment, ctx: RowContext): Grid | undefined {
  const { row, labelCol, cols } = seg;
  const title = sheet.text(row - 1, labelCol);
  if (title === '') {
    sheet.error(
      'missing_grid_title',
      row - 1,
      labelCol,
      `expected a grid title above the header ${JSON.stringify(sheet.text(row, labelCol))}`,
    );
    return undefined;
  }
  const heading = sheet.text(row, labelCol);
  const bands = seg.single
    ? null
    : cols.map((c) => ({ label: sheet.text(row, c), range: parseBand('percent', sheet.text(row, c)) as Range }));
  if (bands) for (const p of checkTiling('percent', bands)) sheet.error('band_tiling', row, cols[p.index]!, p.message);
  const columns: GridColumn[] = bands
    ? bands.map((b, i) => ({
        label: b.label,
        col: colLetter(cols[i]!),
        when: [{ kind: 'range', attr: ctx.bandAttr, range: b.range }],
      }))
    : [{ label: null, col: colLetter(cols[0]!), when: [] }];

  const rows: GridRow[] = [];
  const last = cols[cols.length - 1]!;
  // A row with values, or a label the service knows (a row left blank is a row of zeros); a lone
  // label it does not know is a note. The grid ends at the next grid's title or header, or footnotes.
  const kind = (r: number): RowKind | undefined => {
    const label = sheet.text(r, labelCol);
    if (
      /^footnotes?:?$/i.test(label) ||
      headerOver(sheet, r, labelCol, last) ||
      headerOver(sheet, r + 1, labelCol, last)
    )
      return 'end';
    if (sheet.mergeWidth(r, labelCol) > 1) return undefined;
    if (cols.some((c) => sheet.text(r, c) !== '')) return 'row';
    return label !== '' && typeof rowConditions(heading, label, ctx) !== 'string' ? 'row' : undefined;
  };
  const name = `grid ${JSON.stringify(title)}`;
  for (const r of tableRows(sheet, { from: row + 1, labelCol, lastCol: last, name, label: 'a row label', kind })) {
    const label = sheet.text(r, labelCol);
    if (label === '') {
      sheet.error('missing_row_label', r, labelCol, `row has values but no label in grid ${JSON.stringify(title)}`);
      continue;
    }
    const when = rowConditions(heading, label, ctx);
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
    const values = cols.map((c) => points(sheet, r, c));
    if (values.some((v) => v === undefined)) continue;
    rows.push({ label, row: r + 1, when, values: values as (number | null)[] });
  }
  if (rows.length === 0) {
    sheet.error('empty_grid', row, labelCol, `grid ${JSON.stringify(title)} has no rows`);
    return undefined;
  }
  // Values in the spacer column, or right of the last band where no other grid starts, or more
  // bands after a blank header: a band lost (or never had) its header.
  const hasValues = (col: number) => rows.some((x) => sheet.text(x.row - 1, col) !== '');
  const next = last + 1;
  const lostHeader = [labelCol + 1].filter((c) => c < cols[0]! && hasValues(c));
  if (
    !isHeaderRow(sheet, row, next) &&
    (hasValues(next) || (sheet.text(row, next) === '' && isBandHeader(sheet.text(row, next + 1))))
  )
    lostHeader.push(next);
  for (const c of lostHeader)
    sheet.error(
      'missing_band_header',
      row,
      c,
      `values under a column with no band header in grid ${JSON.stringify(title)}`,
    );
  checkRowBands(sheet, heading, rows, labelCol);
  return {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    category: title,
    title_cell: `${colLetter(labelCol)}${row}`,
    label_col: colLetter(labelCol),
    columns,
    when: gridConditions(title),
    rows,
  };
}

/** FICO, loan-amount, DTI and DSCR rows must not overlap (gaps are allowed: no row = no adjustment). */
function checkRowBands(sheet: Sheet, heading: string, rows: GridRow[], labelCol: number) {
  const kind = bandKindOfHeading(heading);
  if (!kind) return;
  const banded = rows.map((r) => ({ label: r.label, range: (r.when[0] as { range: Range }).range }));
  for (const p of checkTiling(kind === 'dti' ? 'percent' : kind, banded)) {
    if (p.message.includes('overlaps')) sheet.error('band_tiling', rows[p.index]!.row - 1, labelCol, p.message);
  }
}
