/**
 * An eligibility matrix: a header naming its two row-label columns, then its columns (occupancy
 * groups over a row of purposes, or purposes); a row per pair of row labels, the first carried down
 * over blank cells; cells holding the limits of the profile's cell form. Blocks of a tiered matrix
 * each sit under a title read as a band of the profile's tier attribute; a block without one is the only tier.
 * Columns are kept in the vocabulary's order of occupancy and purpose, whatever order they are
 * printed in.
 */
import type { Cond, Matrix, MatrixLabels, Range } from '../../worker/artifact/format.ts';
import { key, lookup, sameLabel } from '../../worker/artifact/labels.ts';
import { OCCUPANCIES, PURPOSES } from '../../worker/artifact/vocabulary.ts';
import { checkTiling } from '../bands.ts';
import { bandKind, parseBand } from '../condition-text.ts';
import { eq, range } from '../conditions.ts';
import type { MatrixRowLabels, MatrixTables, Vocabulary } from '../profile.ts';
import { colLetter, type Sheet } from '../sheet.ts';
import { nextRowBelow, type RowKind, tableRows } from '../table-rows.ts';
import { cellLimits, matrixCell } from './matrix-cells.ts';

/** What the blocks' columns are, whatever their headings' spelling. */
const meaning = (columns: Matrix['columns']) => JSON.stringify(columns.map((c) => [c.when, c.col]));
const NO_LABELS: MatrixLabels = { fico: null, loan_amount: null, occupancy: null, purpose: null };

/** The matrix of the tab, or undefined (reported) when it has no header or no row. */
export function readMatrix(sheet: Sheet, at: MatrixTables, words: Vocabulary): Matrix | undefined {
  const [first, second] = at.rows;
  const headers = sheet
    .find((t) => sameLabel(t, first.heading))
    .filter((h) => sameLabel(sheet.text(h.row, h.col + 1), second.heading));
  if (headers.length === 0) {
    sheet.error('missing_table', null, null, `expected a matrix header "${first.heading} | ${second.heading}"`);
    return undefined;
  }
  const matrix: Matrix = {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    when: [],
    limits: cellLimits(at.cells),
    skip_after: [],
    read_when: [],
    tiers: [],
    columns: [],
    rows: [],
  };
  const headerRows = new Set(headers.map((h) => h.row));
  for (const h of headers) readBlock(sheet, { at, words, matrix, headerRows }, h.row, h.col);
  return matrix.rows.length > 0 ? matrix : undefined;
}

interface Context {
  at: MatrixTables;
  words: Vocabulary;
  matrix: Matrix;
  headerRows: Set<number>;
}

/** The row of purposes under the occupancy headings: the next row that is neither blank nor a note (warned). */
function purposeRow(sheet: Sheet, row: number, col: number): number {
  const name = `the header of matrix ${JSON.stringify(sheet.text(row - 1, col) || sheet.tab)}`;
  const below = nextRowBelow(sheet, row, col, sheet.cols - 1, name);
  return below < sheet.rows ? below : row + 1;
}

function readBlock(sheet: Sheet, ctx: Context, row: number, col: number) {
  const { at, matrix } = ctx;
  const tierLabel = sheet.text(row - 1, col);
  const tiered = at.tiers && key(tierLabel).startsWith(key(at.tiers.title));
  const tierRange = tiered ? parseBand(bandKind(at.tiers!.band), tierLabel) : null;
  if (typeof tierRange === 'string') return sheet.error('bad_band', row - 1, col, tierRange);
  const tier = matrix.tiers.length;
  matrix.tiers.push({
    label: tierRange ? tierLabel : null,
    when: tierRange ? [range(at.tiers!.band, tierRange)] : [],
    row,
  });
  const purposes = at.columns.length === 2 ? purposeRow(sheet, row, col) : row;
  const columns = readColumns(sheet, ctx, row, purposes, col);
  if (!columns) return;
  if (matrix.columns.length === 0) matrix.columns = columns.map(({ index: _, ...c }) => c);
  else if (meaning(matrix.columns) !== meaning(columns.map(({ index: _, ...c }) => c)))
    return sheet.error('mismatched_columns', row, col + 2, 'every tier block must have the same columns');
  if (columns.length === 0) return sheet.error('empty_grid', row, col, 'matrix has no columns');
  // the block's name in messages: its tier, else the matrix's title, else the tab
  const name = tierRange ? tierLabel : tierLabel || sheet.tab;
  const blockRows = readRows(sheet, ctx, columns, purposes, col, name);
  if (blockRows.length === 0)
    return sheet.error('empty_grid', row, col, `matrix block ${JSON.stringify(name)} has no rows`);
  checkBlockBands(sheet, at, col, blockRows);
  for (const r of blockRows) matrix.rows.push({ tier, row: r.row, labels: r.labels, when: r.when, cells: r.cells });
}

type Column = Matrix['columns'][number] & { index: number };

/** The columns, in the vocabulary's order; undefined when a heading is unknown (reported). */
function readColumns(sheet: Sheet, ctx: Context, row: number, purposes: number, col: number): Column[] | undefined {
  const { at, words } = ctx;
  const grouped = at.columns.length === 2;
  const columns: (Column & { order: number })[] = [];
  let occupancyLabel = '';
  let ok = true;
  for (let c = col + 2; c < sheet.cols && sheet.text(purposes, c) !== ''; c++) {
    occupancyLabel = sheet.text(row, c) || occupancyLabel;
    const occupancy = grouped ? lookup(words.occupancy, occupancyLabel) : [];
    const purposeLabel = sheet.text(purposes, c);
    const purpose = lookup(words.purpose ?? {}, purposeLabel);
    if (!occupancy)
      sheet.error(
        'unknown_occupancy',
        row,
        c,
        `expected an occupancy heading, found ${JSON.stringify(occupancyLabel)}`,
      );
    if (!purpose)
      sheet.error(
        'unknown_purpose',
        purposes,
        c,
        `expected ${Object.keys(words.purpose ?? {}).join(', ')}, found ${JSON.stringify(purposeLabel)}`,
      );
    if (!occupancy || !purpose) {
      ok = false;
      continue;
    }
    const when: Cond[] = [eq('purpose', purpose)];
    if (grouped) when.unshift(eq('occupancy', ...(occupancy as [(typeof OCCUPANCIES)[number]])));
    columns.push({
      col: colLetter(c),
      labels: { ...NO_LABELS, occupancy: grouped ? occupancyLabel : null, purpose: purposeLabel },
      when,
      index: c,
      order: (grouped ? OCCUPANCIES.indexOf(occupancy[0]!) : 0) * PURPOSES.length + PURPOSES.indexOf(purpose),
    });
  }
  if (!ok) return undefined;
  return columns.sort((x, y) => x.order - y.order).map(({ order: _, ...c }) => c);
}

/** A matrix row as read. */
interface BlockRow {
  first: { label: string; range: Range | null };
  second: { label: string; range: Range | null };
  row: number;
  labels: MatrixLabels;
  when: Cond[];
  cells: (number[] | null)[];
}

/** A row label read as its column's band. */
function rowLabel(sheet: Sheet, kind: MatrixRowLabels, r: number, c: number) {
  const label = sheet.text(r, c);
  const parsed = parseBand(bandKind(kind.band), label);
  if (typeof parsed === 'string') return sheet.error('bad_band', r, c, parsed);
  return { label, range: parsed, when: range(kind.band, parsed), labels: { [kind.band]: label } };
}

function readRows(sheet: Sheet, ctx: Context, columns: Column[], purposes: number, col: number, name: string) {
  const { at, headerRows } = ctx;
  const [firstKind, secondKind] = at.rows;
  const last = Math.max(col + 1, ...columns.map((c) => c.index));
  const isSecond = (t: string) => typeof parseBand(bandKind(secondKind.band), t) !== 'string';
  // A row has its second label (its first printed on the first row of a group); the next tier's title ends it.
  const kind = (r: number): RowKind | undefined => {
    if (headerRows.has(r) || headerRows.has(r + 1)) return 'end';
    return isSecond(sheet.text(r, col + 1)) ? 'row' : undefined;
  };
  const table = {
    from: purposes + 1,
    labelCol: col,
    lastCol: last,
    name: `matrix ${JSON.stringify(name)}`,
  };
  const rows: BlockRow[] = [];
  let first: ReturnType<typeof rowLabel> | undefined;
  const label = `a ${secondKind.heading.toLowerCase()} band`;
  for (const r of tableRows(sheet, { ...table, label, kind })) {
    if (sheet.text(r, col) !== '') first = rowLabel(sheet, firstKind, r, col);
    else if (!first) sheet.error('bad_band', r, col, `expected a ${firstKind.heading} band for this row`);
    const second = rowLabel(sheet, secondKind, r, col + 1);
    if (!first || !second) continue;
    const cells = columns.map((c) => matrixCell(sheet, at.cells, r, c.index));
    if (cells.some((x) => x === undefined)) continue;
    rows.push({
      first,
      second,
      row: r + 1,
      labels: { ...NO_LABELS, ...first.labels, ...second.labels },
      when: [first.when, second.when],
      cells: cells as (number[] | null)[],
    });
  }
  return rows;
}

/** First-label bands must not overlap; within one first label, the second label's bands must tile (no overlap, no gap). */
function checkBlockBands(sheet: Sheet, at: MatrixTables, col: number, rows: BlockRow[]) {
  const [firstKind, secondKind] = at.rows;
  const groups = [...new Map(rows.map((r) => [r.first.label, r])).values()];
  const bands = (list: { label: string; range: Range | null }[]) =>
    list.map((b) => ({ label: b.label, range: b.range! }));
  for (const p of checkTiling(bandKind(firstKind.band), bands(groups.map((r) => r.first))))
    if (p.message.includes('overlaps')) sheet.error('band_tiling', groups[p.index]!.row - 1, col, p.message);
  for (const g of groups) {
    const group = rows.filter((r) => r.first.label === g.first.label);
    for (const p of checkTiling(bandKind(secondKind.band), bands(group.map((r) => r.second))))
      sheet.error('band_tiling', group[p.index]!.row - 1, col + 1, p.message);
  }
}
