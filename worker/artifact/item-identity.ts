/**
 * The one identity of a table item across two sheets of a lender: what makes a thing of day B the
 * same thing as one of day A. The compiler's structural removals (compiler/structure.ts) and the
 * diff (tools/diff/) both pair by it, so a thing is removed to one exactly when it is removed to the
 * other. Things are matched by meaning, never by cell (the sheets move tables between days):
 *
 * - a table (price-adjustment grid, PPP table, rate block) by its printed title, in `key` form;
 * - a grid row by the loans it selects (its conditions), whatever its label says: a label re-worded
 *   to the same meaning is the same row, a label kept over changed conditions is another row. A row
 *   of states (a tier) is the same row by its label whichever states it lists today, a state leaving
 *   a list being an ordinary change;
 * - a grid's band column by the range it selects (its conditions), whatever its header says;
 * - a matrix row by its tier's conditions and its own;
 * - a rate adjuster (an adjustment of each note rate on its own) by its table's title, the rates it
 * adjusts and the loans it selects, whatever its label says.
 */
import type { Cond, GridColumn, GridRow, Program, RateAdjuster } from './format.ts';
import { key } from './labels.ts';

/** A table's identity: its printed title (a grid's category, a PPP table's or rate block's name). */
export const tableIdentity = (title: string): string => key(title);

/** A row's conditions with the states it lists left out: what it stands for besides them. */
const withoutStates = (when: readonly Cond[]): Cond[] =>
  when.map((c) => (c.attr === 'state' ? { ...c, values: [] } : c));

/** A grid row's identity: its conditions, states aside; a row of states also by its label. */
export function gridRowIdentity(row: Pick<GridRow, 'when' | 'label'>): string {
  const byState = row.when.some((c) => c.attr === 'state');
  return JSON.stringify([withoutStates(row.when), byState ? key(row.label) : null]);
}

/** A band column's identity: its conditions. */
export const bandIdentity = (column: Pick<GridColumn, 'when'>): string => JSON.stringify(column.when);

type Matrix = NonNullable<Program['matrix']>;

/** A matrix row's identity: its tier's conditions and its own. */
export const matrixRowIdentity = (matrix: Matrix, row: Matrix['rows'][number]): string =>
  JSON.stringify([matrix.tiers[row.tier]!.when, row.when]);

/** A rate adjuster's identity: its table's title, the note rates it adjusts and its conditions. */
export const rateAdjusterIdentity = (adjuster: Pick<RateAdjuster, 'category' | 'rates' | 'when'>): string =>
  JSON.stringify([key(adjuster.category), adjuster.rates, adjuster.when]);
