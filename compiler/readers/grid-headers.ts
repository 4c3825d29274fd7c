/**
 * Where the grids of a tab are: each is a header row (the row-label heading, then the columns) with
 * its title above, found by shape: a heading followed by band headers of the profile's band, or by
 * its single column's heading, the title directly above; several grids may share rows.
 */
import { sameLabel } from '../../worker/artifact/labels.ts';
import { bandKind, parseBand } from '../condition-text.ts';
import type { Band, GridColumns, GridTables } from '../profile.ts';
import type { Sheet } from '../sheet.ts';

/** A grid's header: the heading at (row, labelCol), then the value columns, and where its title is. */
export interface GridHeader {
  row: number;
  labelCol: number;
  cols: number[];
  /** the columns: bands of an attribute, or one unbanded column */
  columns: GridColumns;
  titleRow: number;
}

/** Every grid header of the tab, and the band-header runs with no heading (reported by the caller). */
export function gridHeaders(
  sheet: Sheet,
  at: GridTables,
): { headers: GridHeader[]; orphans: { row: number; col: number }[] } {
  return byShape(sheet, at.find.byShape);
}

/** A band header of `band` (a percent band within 0-100%, so "$75,000 - $99,999" and "760 - 779" are not). */
export function isBandHeader(band: Band, t: string): boolean {
  const kind = bandKind(band);
  if (kind === 'percent' && t.includes('$')) return false;
  const r = parseBand(kind, t);
  return typeof r !== 'string' && (kind !== 'percent' || ((r.lo ?? 0) <= 10000 && (r.hi ?? 0) <= 10000));
}

/**
 * Header segments of every row (a heading, at most one blank spacer column, then band headers or
 * the single column's heading) and orphans: runs of band headers, or a single heading, with no
 * heading before them. One band-like label alone is a data row (DTI); a run just past a segment's
 * blank column is that segment's missing header, which the grid reader reports.
 */
function byShape(sheet: Sheet, shape: { band: Band; single: string }) {
  const isSingle = (t: string) => sameLabel(t, shape.single);
  const isHeaderCell = (t: string) => isBandHeader(shape.band, t) || isSingle(t);
  const headers: GridHeader[] = [];
  const orphans: { row: number; col: number }[] = [];
  for (let row = 1; row < sheet.rows; row++) {
    const segments: GridHeader[] = [];
    for (let c = 0; c < sheet.cols; c++) {
      const heading = sheet.text(row, c);
      if (heading === '') continue;
      if (isHeaderCell(heading)) {
        let k = c;
        while (k < sheet.cols && isHeaderCell(sheet.text(row, k))) k++;
        const afterGap = segments.some((seg) => seg.cols[seg.cols.length - 1] === c - 2);
        if ((k - c >= 2 || isSingle(heading)) && !afterGap) orphans.push({ row, col: c });
        c = k - 1;
        continue;
      }
      let first = c + 1;
      if (sheet.text(row, first) === '') first++; // a blank spacer column
      const t = sheet.text(row, first);
      const segment = { row, labelCol: c, titleRow: row - 1 };
      if (isSingle(t)) {
        segments.push({ ...segment, cols: [first], columns: { single: shape.single } });
        c = first;
      } else if (isBandHeader(shape.band, t)) {
        const cols: number[] = [];
        let k = first;
        while (k < sheet.cols && isBandHeader(shape.band, sheet.text(row, k))) cols.push(k++);
        segments.push({ ...segment, cols, columns: { band: shape.band } });
        c = k - 1;
      }
    }
    headers.push(...segments);
  }
  return { headers, orphans };
}
