/**
 * Base prices printed as a column per program (`Rate | Thirty-Year Fixed | Fifteen-Year Fixed`): the
 * note rates down the first column, each program's price for the base lock in the column its name
 * heads. A program's ladder is its column; its title, where its term is read, the heading. A heading
 * that names a program then a lock period (`FD30 15`, `FD30 30 Day`) is that program's price for the
 * period: the program's columns are a rate block of those periods.
 */
import type { Ladder, RateBlock } from '../../worker/artifact/format.ts';
import { key } from '../../worker/artifact/labels.ts';
import { isOneOf, LOCK_DAYS } from '../../worker/artifact/vocabulary.ts';
import type { ProgramProfile } from '../profile.ts';
import { rateRows } from '../readers/rate-rows.ts';
import { programNamed } from '../readers/tabs.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import { lockDaysOf } from './conditions.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';
import { programTitled } from './program-cells.ts';

/** What a price column's heading names: a program, and the lock period it prices when it names one. */
function headingOf(
  profile: DeclaredProfile,
  heading: string,
): { program: ProgramProfile; lock: (typeof LOCK_DAYS)[number] | null } | undefined {
  const program = programNamed(profile, heading);
  if (program) return { program, lock: null };
  const titled = programTitled(profile, heading);
  if (!titled) return undefined;
  const names = [titled.name, ...(titled.aliases ?? [])].map(key).filter((n) => key(heading).startsWith(n));
  const rest = key(heading).slice(Math.max(...names.map((n) => n.length)));
  // the lock period as a lock cell prints it, or its days alone (`FD30 15`)
  const printed = rest.replace(/^\W+/, '');
  const bare = /^(\d+)(?:\s+lock)?$/.exec(printed);
  const days = bare ? Number(bare[1]) : lockDaysOf(printed);
  return isOneOf(LOCK_DAYS, days) ? { program: titled, lock: days } : undefined;
}

/** Each priced program's ladder (or, its columns naming lock periods, its rate block) and the cell of its heading, by slug. */
export function readPriceColumns(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  found: FoundTable,
): Map<string, { ladder?: Ladder; block?: RateBlock; title: string }> {
  const out = new Map<string, { ladder?: Ladder; block?: RateBlock; title: string }>();
  const [rateCol, ...priceCols] = found.cols;
  if (rateCol === undefined) return out;
  const byLock = new Map<
    string,
    { program: ProgramProfile; locks: { days: (typeof LOCK_DAYS)[number]; col: number }[] }
  >();
  for (const col of priceCols) {
    const heading = sheet.text(found.headerRow, col);
    const named = headingOf(profile, heading);
    if (!named) {
      unpriced(sheet, found.headerRow, col, `the price column ${JSON.stringify(heading)}`);
      continue;
    }
    const { program, lock } = named;
    const seen = out.has(program.slug) || (lock === null && byLock.has(program.slug));
    const twice = byLock.get(program.slug)?.locks.some((l) => l.days === lock);
    if (seen || twice) {
      sheet.error('duplicate_ladder', found.headerRow, col, `a second price column for ${program.name}`);
      continue;
    }
    if (lock !== null) {
      const group = byLock.get(program.slug) ?? { program, locks: [] };
      group.locks.push({ days: lock, col });
      byLock.set(program.slug, group);
      continue;
    }
    const rows = rateRows(sheet, {
      name: `the ${program.name} prices`,
      row: found.headerRow,
      col: rateCol,
      priceCols: [col],
      isHeader: (r) => r === found.headerRow,
      titleRows: 0,
    });
    if (!rows) continue;
    out.set(program.slug, {
      title: a1(found.headerRow, col),
      ladder: {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        rate_col: colLetter(rateCol),
        price_col: colLetter(col),
        rows: rows.map((r) => ({ rate: r.rate, price: r.prices[0]!, row: r.row })),
      },
    });
  }
  for (const [slug, { program, locks }] of byLock) {
    const rows = rateRows(sheet, {
      name: `the ${program.name} prices`,
      row: found.headerRow,
      col: rateCol,
      priceCols: locks.map((l) => l.col),
      isHeader: (r) => r === found.headerRow,
      titleRows: 0,
    });
    if (!rows) continue;
    const title = a1(found.headerRow, locks[0]!.col);
    out.set(slug, {
      title,
      block: {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        category: table.category ?? sheet.tab,
        name: program.name,
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
