/**
 * Base prices printed as one long list, a row per program, term and note rate (`Program | Term |
 * Rate | Price`): each program's rows, grouped by the terms their `term` cell prints (`15`, `30 Yr`,
 * `30 / 40`: one ladder serving both), are a ladder for the base lock; a program priced by more
 * than one group is priced per term (assemble.ts makes each group a rate block routed for its terms).
 * With a `lock period` column (`Rate | Lock | Price`, a row per note rate and lock) each group is a
 * rate block printed as a list, priced per lock. With no program column the list is the program's
 * whose name or alias names its tab (a tab per program).
 */
import type { Ladder, RateBlock } from '../../worker/artifact/format.ts';
import { isOneOf, LOCK_DAYS, TERMS } from '../../worker/artifact/vocabulary.ts';
import { basePrice, rate } from '../cells.ts';
import { numbers } from '../lists.ts';
import type { ProgramProfile } from '../profile.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { lockDaysOf } from './conditions.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';
import { ownerOf, programOf } from './program-cells.ts';

/** A list's price of one note rate at one lock period, and its sheet row. */
interface LockPrice {
  rate: number;
  days: (typeof LOCK_DAYS)[number];
  price: number | null;
  row: number;
}

/** One program's prices for some terms (null: the terms its name or profile gives). */
export interface TermLadder {
  terms: (typeof TERMS)[number][] | null;
  ladder: Ladder;
  /** a list with a lock column: each price with its lock period, and that column's letters (the ladder then unused) */
  byLock: { lock_col: string; prices: LockPrice[] } | null;
  /** a table of lock columns for these terms, read as its rate block (the ladder then unused) */
  block: RateBlock | null;
  /** what a rate block made of it shows (PriceTable.category, by default the tab's name) */
  category: string;
}

/** The terms a term cell prints, or undefined (reported) when one is none of the vocabulary's. */
function termsAt(sheet: Sheet, row: number, col: number): (typeof TERMS)[number][] | undefined {
  const printed = numbers(sheet.keyText(row, col));
  const terms = printed.filter((t) => isOneOf(TERMS, t));
  if (printed.length > 0 && terms.length === printed.length) return terms;
  sheet.error(
    'unknown_term',
    row,
    col,
    `expected terms of ${TERMS.join(', ')} years, found ${JSON.stringify(sheet.keyText(row, col))}`,
  );
  return undefined;
}

/** Each program's ladders of the list, by slug, in the order printed. */
export function readPriceList(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  found: FoundTable,
): Map<string, TermLadder[]> {
  const at = (holds: string) => found.cols[table.columns.findIndex((c) => c.holds === holds)];
  const [programCol, termCol, rateCol, priceCol] = [at('program'), at('term'), at('rate'), at('price')];
  // a price column per lock period (`Code | Rate | 30D | 45D`): each program's rows a rate block of those periods
  const lockCols = table.columns.flatMap((c, i) =>
    c.holds === 'price' && c.lock !== undefined ? [{ days: c.lock, col: found.cols[i]! }] : [],
  );
  const lockCol = at('lock period');
  const out = new Map<string, TermLadder[]>();
  // with no program column, the list is the program's whose tab or workbook holds it
  const owner = ownerOf(sheet, profile, table.at)?.slug;
  if ((programCol === undefined && owner === undefined) || rateCol === undefined || priceCol === undefined) {
    sheet.error(
      'missing_table',
      found.headerRow,
      found.cols[0] ?? 0,
      'a list of base prices needs a rate and a price column, and a program column unless its tab names the program',
    );
    return out;
  }
  for (const row of found.rows) {
    const slug = programCol === undefined ? owner : programOf(sheet, profile, row, programCol);
    if (slug === undefined) continue;
    if (slug === null) {
      sheet.error(
        'unknown_program',
        row,
        programCol ?? rateCol,
        'a base price is a program’s: the word for every program prices none',
      );
      continue;
    }
    const terms = termCol === undefined ? null : termsAt(sheet, row, termCol);
    if (lockCols.length > 0) {
      const noteRate = rate(sheet, row, rateCol);
      const prices = lockCols.map((l) => basePrice(sheet, row, l.col));
      if (terms === undefined || noteRate === undefined || prices.some((p) => p === undefined)) continue;
      const ladders = out.get(slug) ?? [];
      out.set(slug, ladders);
      const name = profile.programs.find((p) => p.slug === slug)?.name ?? slug;
      const block = blockOf(sheet, table, ladders, terms, name, rateCol, lockCols, row);
      if (block.rows.some((r) => r.rate === noteRate))
        sheet.error('duplicate_rate', row, rateCol, `rate ${noteRate / 1000} appears twice in the list for ${name}`);
      else block.rows.push({ rate: noteRate, prices: prices as (number | null)[], row: row + 1 });
      continue;
    }
    const noteRate = rate(sheet, row, rateCol);
    const price = basePrice(sheet, row, priceCol);
    const days = lockCol === undefined ? null : lockAt(sheet, row, lockCol);
    if (terms === undefined || noteRate === undefined || price === undefined || days === undefined) continue;
    const ladders = out.get(slug) ?? [];
    out.set(slug, ladders);
    let group = ladders.find((l) => String(l.terms) === String(terms));
    if (!group) {
      const place = {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        rate_col: colLetter(rateCol),
        price_col: colLetter(priceCol),
      };
      const byLock = lockCol === undefined ? null : { lock_col: colLetter(lockCol), prices: [] };
      group = { terms, ladder: { ...place, rows: [] }, byLock, block: null, category: table.category ?? sheet.tab };
      ladders.push(group);
    }
    if (group.byLock && days !== null) {
      if (group.byLock.prices.some((p) => p.rate === noteRate && p.days === days)) {
        sheet.error(
          'duplicate_rate',
          row,
          rateCol,
          `rate ${noteRate / 1000} at ${days} days appears twice in the list`,
        );
        continue;
      }
      group.byLock.prices.push({ rate: noteRate, days, price, row: row + 1 });
      // the ladder's first row names where the list starts (its title cell)
      if (group.ladder.rows.length === 0) group.ladder.rows.push({ rate: noteRate, price, row: row + 1, col: null });
      continue;
    }
    if (group.ladder.rows.some((r) => r.rate === noteRate)) {
      sheet.error(
        'duplicate_rate',
        row,
        rateCol,
        `rate ${noteRate / 1000} appears twice in the list for its program and terms`,
      );
      continue;
    }
    group.ladder.rows.push({ rate: noteRate, price, row: row + 1, col: null });
  }
  for (const ladders of out.values()) for (const l of ladders) l.block?.rows.sort((a, b) => a.rate - b.rate);
  return out;
}

/** The rate block of a program's rows (for its terms) of a list with a price column per lock period, made at its first row. */
function blockOf(
  sheet: Sheet,
  table: PriceTable,
  ladders: TermLadder[],
  terms: TermLadder['terms'],
  name: string,
  rateCol: number,
  lockCols: readonly { days: (typeof LOCK_DAYS)[number]; col: number }[],
  row: number,
): Extract<RateBlock, { printed: 'rates down' }> {
  const before = ladders.find((l) => String(l.terms) === String(terms))?.block;
  if (before?.printed === 'rates down') return before;
  const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab };
  const block: Extract<RateBlock, { printed: 'rates down' }> = {
    ...place,
    category: table.category ?? sheet.tab,
    name: terms === null ? name : `${name} ${terms.join('/')} Year`,
    code: null,
    title_cell: a1(row, rateCol),
    printed: 'rates down',
    rate_col: colLetter(rateCol),
    locks: lockCols.map((l) => ({ days: l.days, col: colLetter(l.col) })),
    rows: [],
    continued: [],
  };
  const ladder = { ...place, rate_col: colLetter(rateCol), price_col: colLetter(lockCols[0]!.col), rows: [] };
  ladders.push({ terms, ladder, byLock: null, block, category: block.category });
  return block;
}

/**
 * A program's ladders of a long list, one per group of terms, as rate blocks routed for those terms:
 * each prices every lock period the program offers from its one price column (the lock table
 * adjusting them), so a block's columns are that column for each period.
 */
export function termBlocks(
  def: ProgramProfile,
  ladders: readonly TermLadder[],
  lockDays: readonly (typeof LOCK_DAYS)[number][],
  named: readonly number[],
): RateBlock[] {
  return ladders.map(({ terms, ladder, category, byLock, block }) => {
    const name = `${def.name} ${(terms ?? named).join('/')} Year`;
    if (block) return block;
    return byLock ? listBlock(name, category, ladder, byLock) : ladderBlock(name, category, ladder, lockDays);
  });
}

/** A rate block of lock columns printed for some terms (lock-groups.ts), as a program's prices for those terms. */
export function termBlock(block: RateBlock, terms: (typeof TERMS)[number][]): TermLadder {
  // the ladder only places the block (its workbook and tab): its columns are the block's first
  const priceCol = 'col' in block.locks[0]! ? block.locks[0]!.col : '';
  const rateCol = 'rate_col' in block ? block.rate_col : '';
  return {
    terms,
    ladder: { workbook: block.workbook, tab: block.tab, rate_col: rateCol, price_col: priceCol, rows: [] },
    byLock: null,
    block,
    category: block.category,
  };
}

/** A ladder of one price column, as a rate block pricing every lock period from it (the lock table adjusting them). */
function ladderBlock(
  name: string,
  category: string,
  ladder: Ladder,
  lockDays: readonly (typeof LOCK_DAYS)[number][],
): RateBlock {
  return {
    workbook: ladder.workbook,
    tab: ladder.tab,
    category,
    name,
    code: null,
    title_cell: `${ladder.rate_col}${ladder.rows[0]?.row ?? 1}`,
    printed: 'rates down',
    continued: [],
    rate_col: ladder.rate_col,
    locks: lockDays.map((days) => ({ days, col: ladder.price_col })),
    rows: ladder.rows.map((r) => ({ rate: r.rate, prices: lockDays.map(() => r.price), row: r.row })),
  };
}

/** A list's prices by lock period, as a rate block printed as a list: a rate's price at a lock it does not print is not offered. */
function listBlock(
  name: string,
  category: string,
  ladder: Ladder,
  byLock: NonNullable<TermLadder['byLock']>,
): RateBlock {
  const locks = LOCK_DAYS.filter((days) => byLock.prices.some((p) => p.days === days));
  const rates = [...new Set(byLock.prices.map((p) => p.rate))].sort((a, b) => a - b);
  const at = (rate: number, days: number) => byLock.prices.find((p) => p.rate === rate && p.days === days);
  return {
    workbook: ladder.workbook,
    tab: ladder.tab,
    category,
    name,
    code: null,
    title_cell: `${ladder.rate_col}${ladder.rows[0]?.row ?? 1}`,
    printed: 'list',
    rate_col: ladder.rate_col,
    lock_col: byLock.lock_col,
    price_col: ladder.price_col,
    locks: locks.map((days) => ({ days })),
    rows: rates.map((rate) => ({
      rate,
      prices: locks.map((days) => at(rate, days)?.price ?? null),
      rows: locks.map((days) => at(rate, days)?.row ?? null),
    })),
  };
}

/** A lock period cell (`30`, `30 Day`, `30-Day Lock`), or undefined (reported) when it is none of the vocabulary's. */
function lockAt(sheet: Sheet, row: number, col: number): (typeof LOCK_DAYS)[number] | undefined {
  const days = lockDaysOf(sheet.keyText(row, col), { cell: true });
  if (days === undefined)
    sheet.error(
      'unknown_lock_period',
      row,
      col,
      `expected a lock period of ${LOCK_DAYS.join(', ')} days, found ${JSON.stringify(sheet.keyText(row, col))}`,
    );
  return days;
}
