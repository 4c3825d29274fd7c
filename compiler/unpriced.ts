/**
 * A column, table or tab of a program the lender does not price: an announced one (sheets/README.md
 * §1 "Announcements") or any program outside its profile's list. It prices nothing, so it is skipped
 * with a warning; its cells are not read. Were it a priced program under another name, that program
 * would miss the part, which is an error.
 */
import type { Sheet } from './sheet.ts';

export function unpriced(sheet: Sheet, row: number | null, col: number | null, what: string): void {
  sheet.warn('unpriced_program', row, col, `${what} belongs to no program this lender prices: skipped`);
}
