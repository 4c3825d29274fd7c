/**
 * Base prices printed as one long list, a row per program, term and note rate (`Program | Term |
 * Rate | Price`): each program's rows, grouped by the terms their `term` cell prints (`15`, `30 Yr`,
 * `30 / 40`: one ladder serving both), are a ladder for the base lock; a program priced by more
 * than one group is priced per term (assemble.ts makes each group a rate block routed for its terms).
 */
import type { Ladder, RateBlock } from '../../worker/artifact/format.ts';
import { isOneOf, type LOCK_DAYS, TERMS } from '../../worker/artifact/vocabulary.ts';
import { basePrice, rate } from '../cells.ts';
import { numbers } from '../lists.ts';
import type { ProgramProfile } from '../profile.ts';
import { colLetter, type Sheet } from '../sheet.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';
import { programOf } from './program-cells.ts';

/** One program's prices for some terms (null: the terms its name or profile gives). */
export interface TermLadder {
  terms: (typeof TERMS)[number][] | null;
  ladder: Ladder;
  /** what a rate block made of it shows (PriceTable.category, by default the tab's name) */
  category: string;
}

/** The terms a term cell prints, or undefined (reported) when one is none of the vocabulary's. */
function termsAt(sheet: Sheet, row: number, col: number): (typeof TERMS)[number][] | undefined {
  const printed = numbers(sheet.text(row, col));
  const terms = printed.filter((t) => isOneOf(TERMS, t));
  if (printed.length > 0 && terms.length === printed.length) return terms;
  sheet.error(
    'unknown_term',
    row,
    col,
    `expected terms of ${TERMS.join(', ')} years, found ${JSON.stringify(sheet.text(row, col))}`,
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
  const out = new Map<string, TermLadder[]>();
  if (programCol === undefined || rateCol === undefined || priceCol === undefined) {
    sheet.error(
      'missing_table',
      found.headerRow,
      found.cols[0] ?? 0,
      'a list of base prices needs a program, a rate and a price column',
    );
    return out;
  }
  for (const row of found.rows) {
    const slug = programOf(sheet, profile, row, programCol);
    if (slug === undefined) continue;
    if (slug === null) {
      sheet.error(
        'unknown_program',
        row,
        programCol,
        'a base price is a program’s: the word for every program prices none',
      );
      continue;
    }
    const terms = termCol === undefined ? null : termsAt(sheet, row, termCol);
    const noteRate = rate(sheet, row, rateCol);
    const price = basePrice(sheet, row, priceCol);
    if (terms === undefined || noteRate === undefined || price === undefined) continue;
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
      group = { terms, ladder: { ...place, rows: [] }, category: table.category ?? sheet.tab };
      ladders.push(group);
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
    group.ladder.rows.push({ rate: noteRate, price, row: row + 1 });
  }
  return out;
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
  return ladders.map(({ terms, ladder, category }) => ({
    workbook: ladder.workbook,
    tab: ladder.tab,
    category,
    name: `${def.name} ${(terms ?? named).join('/')} Year`,
    code: null,
    title_cell: `${ladder.rate_col}${ladder.rows[0]?.row ?? 1}`,
    printed: 'rates down',
    continued: [],
    rate_col: ladder.rate_col,
    locks: lockDays.map((days) => ({ days, col: ladder.price_col })),
    rows: ladder.rows.map((r) => ({ rate: r.rate, prices: lockDays.map(() => r.price), row: r.row })),
  }));
}
