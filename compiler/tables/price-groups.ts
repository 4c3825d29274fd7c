/**
 * Base prices printed under each program's name (its name or an alias, alone or followed by more
 * words: `FULL DOC BASE PRICE (100 BASIS)`): a `Rate | Price` ladder, or several price columns
 * (language.ts Column `adds`, `term`): a grid of rate increments (`Rate | + 0 | + 1/8 | + 1/4`, each row's note rate
 * the row's own plus its column's increment: 6.500 in the `+ 3/8` column is 6.875), one ladder a
 * rung per cell, each rung's cell its own column (Ladder row `col`); or a price column per term
 * (`Rate | 30 YR | 20 YR | 15 YR`), a ladder per term, a term whose column prices no rate not offered.
 * Each for the base lock (the lock table adjusts the others); NA a rate not offered.
 */
import type { Cond, Ladder } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import type { TERMS } from '../../worker/artifact/vocabulary.ts';
import { eq } from '../conditions.ts';
import type { ProgramProfile } from '../profile.ts';
import { type RateRow, rateRows } from '../readers/rate-rows.ts';
import { colLetter, type Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import type { FoundTable } from './find.ts';
import { checkBands, keyOf } from './grid.ts';
import type { DeclaredProfile, KeyReading, PriceTable } from './language.ts';
import { ownerOf } from './program-cells.ts';
import { titledAmong } from './titles-alone.ts';

type Title = { row: number; col: number };
/** A program group's rows: its title, the rate column, each price column read (in the order of `priceOf`) and the rows. */
interface GroupRows {
  program: ProgramProfile;
  title: Title;
  col: number;
  priceCols: number[];
  rows: RateRow[];
}

/** Where a group's prices are: its price columns, and the last header row above its rates. */
type PricesAt = (group: FoundTable) => { priceCols: number[]; lastHeaderRow: number } | undefined;

/** The table's price columns that `priceOf` keeps, under the header row. */
const declaredPrices =
  (table: PriceTable, priceOf: (column: PriceTable['columns'][number]) => boolean): PricesAt =>
  (group) => {
    const prices = table.columns.flatMap((c, i) => (priceOf(c) ? [i] : []));
    return { priceCols: prices.map((i) => group.cols[i] ?? group.titleCol), lastHeaderRow: group.headerRow };
  };

/** Each group under a program's name, its rows read at the price columns `pricesAt` finds. */
function groupRows(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  groups: readonly FoundTable[],
  pricesAt: PricesAt,
): GroupRows[] {
  const read = new Map<string, GroupRows>();
  const rateIndex = table.columns.findIndex((c) => c.holds === 'rate');
  const rateHeading = table.columns[rateIndex]?.heading ?? '';
  const titleOf = (group: FoundTable) => sheet.text(group.headerRow - 1, group.titleCol);
  const titled = titledAmong(profile, groups.map(titleOf));
  for (const group of groups) {
    const title = { row: group.headerRow - 1, col: group.titleCol };
    // a title naming no program, on a program's tab or in its workbook, is that program's table
    const program = titled(titleOf(group)) ?? ownerOf(sheet, profile, table.at);
    if (!program) {
      unpriced(sheet, title.row, title.col, `the rate table ${JSON.stringify(sheet.text(title.row, title.col))}`);
      continue;
    }
    if (read.has(program.slug)) {
      sheet.error('duplicate_ladder', title.row, title.col, `a second rate table for ${program.name}`);
      continue;
    }
    const col = group.cols[rateIndex] ?? group.titleCol;
    const at = pricesAt(group);
    if (!at) continue;
    const { priceCols, lastHeaderRow } = at;
    // the next group's header (its rate heading in the rate column), or its title above it, ends the group
    const isHeader = (r: number) => sameLabel(sheet.text(r, col), rateHeading);
    const name = `the ${program.name} rate table`;
    const rows = rateRows(sheet, { name, row: lastHeaderRow, col, priceCols, isHeader, titleRows: 1 });
    if (rows) read.set(program.slug, { program, title, col, priceCols, rows });
  }
  return [...read.values()];
}

const ladderOf = (sheet: Sheet, col: number, priceCol: number, rows: Ladder['rows']): Ladder => ({
  workbook: sheet.origin.workbookIndex,
  tab: sheet.tab,
  rate_col: colLetter(col),
  price_col: colLetter(priceCol),
  rows,
});

/** Each program group's ladder of rate increments, by program slug; the cell titling it. */
export function readIncrementGroups(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  groups: readonly FoundTable[],
): Map<string, { ladder: Ladder; title: Title }> {
  const ladders = new Map<string, { ladder: Ladder; title: Title }>();
  // each price column's increment in thousandths of a percent, as rates are held
  const adds = table.columns.flatMap((c) => (c.adds === undefined ? [] : [Math.round(c.adds * 1000)]));
  for (const { program, title, col, priceCols, rows } of groupRows(
    sheet,
    profile,
    table,
    groups,
    declaredPrices(table, (c) => c.adds !== undefined),
  )) {
    const rungs = rows.flatMap((r) =>
      adds.map((add, k) => ({ rate: r.rate + add, price: r.prices[k]!, row: r.row, col: colLetter(priceCols[k]!) })),
    );
    const twice = rungs.find((x, k) => rungs.findIndex((y) => y.rate === x.rate) !== k);
    if (twice) {
      sheet.error(
        'duplicate_rate',
        twice.row - 1,
        col,
        `rate ${twice.rate / 1000} appears twice in the ${program.name} rate grid`,
      );
      continue;
    }
    const ladder = ladderOf(
      sheet,
      col,
      priceCols[0] ?? col,
      rungs.sort((a, b) => a.rate - b.rate),
    );
    ladders.set(program.slug, { ladder, title });
  }
  return ladders;
}

/** Each program group's ladder per term, by program slug (a term whose column prices no rate left out); the cell titling it. */
export function readTermGroups(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  groups: readonly FoundTable[],
): Map<string, { ladders: { term: (typeof TERMS)[number]; ladder: Ladder }[]; title: Title }> {
  const out = new Map<string, { ladders: { term: (typeof TERMS)[number]; ladder: Ladder }[]; title: Title }>();
  const terms = table.columns.flatMap((c) => (c.term === undefined ? [] : [c.term]));
  for (const { program, title, col, priceCols, rows } of groupRows(
    sheet,
    profile,
    table,
    groups,
    declaredPrices(table, (c) => c.term !== undefined),
  )) {
    const ladders = terms.flatMap((term, k) => {
      const rungs = rows.map((r) => ({ rate: r.rate, price: r.prices[k]!, row: r.row, col: null }));
      if (rungs.every((x) => x.price === null)) return []; // NA all down: the term is not offered
      return [{ term, ladder: ladderOf(sheet, col, priceCols[k]!, rungs) }];
    });
    if (ladders.length > 0) out.set(program.slug, { ladders, title });
  }
  return out;
}

/**
 * Each program group's ladder per tier, by program slug: the tiers' keys on the row under each
 * price heading, from that heading's column to the first blank or the next price heading
 * (PriceTable `tiers`); several price headings each name their lock period (`30 Day` merged over
 * its tiers), each tier of each then also tested on the loan's lock. The cell titling it.
 */
export function readTierGroups(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable & { tiers: KeyReading },
  groups: readonly FoundTable[],
): Map<string, { tiers: { when: Cond[]; ladder: Ladder }[]; title: Title }> {
  const out = new Map<string, { tiers: { when: Cond[]; ladder: Ladder }[]; title: Title }>();
  const headings = table.columns.flatMap((c, i) => (c.holds === 'price' ? [{ index: i, lock: c.lock }] : []));
  const byLock = headings.length > 1;
  /** each group's tier columns, by its header row: the loans each prices */
  const keys = new Map<number, { when: Cond[]; col: number }[]>();
  const pricesAt: PricesAt = (group) => {
    const row = group.headerRow + 1;
    const starts = headings.map((h) => group.cols[h.index] ?? group.titleCol);
    const read: { when: Cond[] | undefined; col: number; row: number; label: string }[] = [];
    for (const [k, heading] of headings.entries()) {
      const first = starts[k]!;
      const next = Math.min(...starts.filter((c) => c > first), sheet.cols);
      const cols = sheet.spanCols(row, first).filter((c) => c < next);
      if (cols.length === 0) {
        sheet.error('missing_row', row, first, 'expected the tiers under the price heading');
        return undefined;
      }
      const tiers = cols.map((col) => ({
        when: keyOf(sheet, profile, table.tiers, row, col),
        col,
        row,
        label: sheet.text(row, col),
      }));
      if (tiers.some((t) => t.when === undefined)) return undefined;
      checkBands(sheet, table.tiers, tiers as { when: Cond[]; col: number; row: number; label: string }[], true);
      const lockWhen: Cond[] = byLock && heading.lock !== undefined ? [eq('lock_days', heading.lock)] : [];
      read.push(...tiers.map((t) => ({ ...t, when: [...lockWhen, ...t.when!] })));
    }
    keys.set(group.headerRow, read as { when: Cond[]; col: number }[]);
    return { priceCols: read.map((t) => t.col), lastHeaderRow: row };
  };
  for (const { program, title, col, priceCols, rows } of groupRows(sheet, profile, table, groups, pricesAt)) {
    const tiers = (keys.get(title.row + 1) ?? []).map(({ when }, k) => ({
      when,
      ladder: ladderOf(
        sheet,
        col,
        priceCols[k]!,
        rows.map((r) => ({ rate: r.rate, price: r.prices[k]!, row: r.row, col: null })),
      ),
    }));
    out.set(program.slug, { tiers, title });
  }
  return out;
}

/** Each program group's one ladder (`Rate | Price`), by program slug; the cell titling it. */
export function readPlainGroups(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  groups: readonly FoundTable[],
): Map<string, { ladder: Ladder; title: Title }> {
  const ladders = new Map<string, { ladder: Ladder; title: Title }>();
  const read = groupRows(
    sheet,
    profile,
    table,
    groups,
    declaredPrices(table, (c) => c.holds === 'price'),
  );
  for (const { program, title, col, priceCols, rows } of read) {
    const rungs = rows.map((r) => ({ rate: r.rate, price: r.prices[0]!, row: r.row, col: null }));
    ladders.set(program.slug, { ladder: ladderOf(sheet, col, priceCols[0] ?? col + 1, rungs), title });
  }
  return ladders;
}
