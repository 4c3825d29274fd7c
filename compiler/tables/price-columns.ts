/**
 * Base prices printed as a column per program (`Rate | Thirty-Year Fixed | Fifteen-Year Fixed`): the
 * note rates down the first column, each program's price for the base lock in the column its name
 * heads. A program's ladder is its column; its title, where its term is read, the heading. A heading
 * that names a program then a lock period (`FD30 15`, `FD30 30 Day`) is that program's price for the
 * period: the program's columns are a rate block of those periods. A program whose name prints no
 * term may be priced per term, its headings naming the term (a profile's `terms` word) before the
 * lock period; and the header may be printed on two rows, a program's name over its lock columns.
 */
import type { Ladder, RateBlock } from '../../worker/artifact/format.ts';
import { key } from '../../worker/artifact/labels.ts';
import { isOneOf, LOCK_DAYS, type TERMS } from '../../worker/artifact/vocabulary.ts';
import type { ProgramProfile } from '../profile.ts';
import { rateRows } from '../readers/rate-rows.ts';
import { programNamed } from '../readers/tabs.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import { lockDaysOf } from './conditions.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';
import { programTitled } from './program-cells.ts';
import { termIn, termOf } from './terms.ts';

/** What a price column's heading names: a program, the lock period it prices when it names one, and the term when the program's name prints none. */
interface Heading {
  program: ProgramProfile;
  lock: (typeof LOCK_DAYS)[number] | null;
  term: (typeof TERMS)[number] | null;
}

/** A lock period at the end of a heading, as a lock cell prints it or its days alone (`FD30 15`), and the words before it. */
function trailingLock(rest: string): { lock: (typeof LOCK_DAYS)[number]; before: string } | undefined {
  const m = /^(.*?)\W*\b(\d+)(\s*-?\s*days?)?(\s+lock)?$/i.exec(rest);
  const days = Number(m?.[2]);
  return m && isOneOf(LOCK_DAYS, days) ? { lock: days, before: m[1] ?? '' } : undefined;
}

function headingOf(profile: DeclaredProfile, heading: string): Heading | undefined {
  const program = programNamed(profile, heading);
  if (program) return { program, lock: null, term: null };
  const titled = programTitled(profile, heading);
  if (!titled) return undefined;
  const names = [titled.name, ...(titled.aliases ?? [])].map(key).filter((n) => key(heading).startsWith(n));
  const rest = key(heading).slice(Math.max(...names.map((n) => n.length)));
  const lock = trailingLock(rest);
  // the term a heading prints for a program whose name prints none (`Keystone 30 Yr 45 Day`, or an alias printing it)
  const term = termOf(profile, titled) === undefined ? (termIn(profile, heading) ?? null) : null;
  if (lock && (term !== null || /^\W*$/.test(lock.before))) return { program: titled, lock: lock.lock, term };
  return !lock && term !== null ? { program: titled, lock: null, term } : undefined;
}

/**
 * The price columns and the row their header ends on: each column after the rate's with its
 * heading, or, the header printed on two rows (the rate's heading over a blank cell, a program's
 * name over its lock columns, merged or printed over the first, the lock periods on the row
 * below), the program's name then the column's lock period.
 */
function priceHeadings(sheet: Sheet, found: FoundTable, rateCol: number): { headerRow: number; cols: Column[] } {
  const top = found.headerRow;
  const below = top + 1;
  const twoRows =
    sheet.text(below, rateCol) === '' &&
    found.cols.slice(1).some((c) => lockDaysOf(sheet.text(below, c)) !== undefined);
  if (!twoRows)
    return { headerRow: top, cols: found.cols.slice(1).map((col) => ({ col, heading: sheet.text(top, col) })) };
  const cols: Column[] = [];
  let over = '';
  for (
    let col = rateCol + 1;
    col < sheet.cols && (sheet.text(top, col) !== '' || sheet.text(below, col) !== '');
    col++
  ) {
    if (sheet.text(top, col) !== '') over = sheet.text(top, col);
    cols.push({ col, heading: `${over} ${sheet.text(below, col)}` });
  }
  return { headerRow: below, cols };
}

interface Column {
  col: number;
  heading: string;
}

/** A priced program's prices from the table: its ladder, or (its columns naming lock periods) its rate block, for its own terms or the one its headings name, and the cell of its heading. */
export interface ProgramPrices {
  program: ProgramProfile;
  term: (typeof TERMS)[number] | null;
  /** its column NA all down: the program takes no loan at this table's lock */
  notOffered?: true;
  ladder?: Ladder;
  block?: RateBlock;
  title: string;
}

/** Each priced program's prices (for each term its headings name, when its name prints none). */
export function readPriceColumns(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  found: FoundTable,
): ProgramPrices[] {
  const out: ProgramPrices[] = [];
  const rateCol = found.cols[0];
  if (rateCol === undefined) return out;
  const { headerRow, cols } = priceHeadings(sheet, found, rateCol);
  const byLock = new Map<string, Heading & { locks: { days: (typeof LOCK_DAYS)[number]; col: number }[] }>();
  // a program's column NA all down prices nothing at this table's lock (a table per lock period)
  const rowsOf = (program: ProgramProfile, priceCols: number[]) =>
    rateRows(sheet, {
      name: `the ${program.name} prices`,
      row: headerRow,
      col: rateCol,
      priceCols,
      isHeader: (r) => r === headerRow,
      titleRows: 0,
      allNa: 'not offered',
    });
  for (const { col, heading } of cols) {
    const named = headingOf(profile, heading);
    if (!named) {
      unpriced(sheet, headerRow, col, `the price column ${JSON.stringify(heading)}`);
      continue;
    }
    const { program, lock, term } = named;
    const id = `${program.slug} ${term ?? ''}`;
    const seen = out.some((o) => `${o.program.slug} ${o.term ?? ''}` === id) || (lock === null && byLock.has(id));
    const twice = byLock.get(id)?.locks.some((l) => l.days === lock);
    if (seen || twice) {
      sheet.error('duplicate_ladder', headerRow, col, `a second price column for ${program.name}`);
      continue;
    }
    if (lock !== null) {
      const group = byLock.get(id) ?? { ...named, locks: [] };
      group.locks.push({ days: lock, col });
      byLock.set(id, group);
      continue;
    }
    const rows = rowsOf(program, [col]);
    if (!rows) continue;
    if (rows.length === 0) {
      out.push({ program, term, title: a1(headerRow, col), notOffered: true });
      continue;
    }
    out.push({
      program,
      term,
      title: a1(headerRow, col),
      ladder: {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        rate_col: colLetter(rateCol),
        price_col: colLetter(col),
        rows: rows.map((r) => ({ rate: r.rate, price: r.prices[0]!, row: r.row, col: null })),
      },
    });
  }
  for (const { program, term, locks } of byLock.values()) {
    const rows = rowsOf(
      program,
      locks.map((l) => l.col),
    );
    if (!rows || rows.length === 0) continue;
    const title = a1(headerRow, locks[0]!.col);
    out.push({
      program,
      term,
      title,
      block: {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        category: table.category ?? sheet.tab,
        name: term === null ? program.name : `${program.name} ${term} Year`,
        code: null,
        title_cell: title,
        printed: 'rates down',
        continued: [],
        rate_col: colLetter(rateCol),
        locks: locks.map((l) => ({ days: l.days, col: colLetter(l.col) })),
        rows,
      },
    });
  }
  return out;
}
