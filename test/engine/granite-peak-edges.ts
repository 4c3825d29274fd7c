/**
 * The table shape of the Granite Peak band-edge tests: one value on one side of an edge, the program,
 * the request inputs that put it there, and the [row, band, value, cell] the grid must read.
 */
import { expect, it } from 'vitest';
import { GRANITE_PEAK } from './named-scenarios.ts';
import { offersOf, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

type Program = keyof typeof GRANITE_PEAK;
export type Edge = [what: string, program: Program, input: Record<string, unknown>, row: Row];
type Row = [row: string, band: string | null, value: number, cell: string];

/** The LLPA tab of each program (cells below are on it). */
const TAB: Partial<Record<Program, string>> = {
  full_doc: 'Full Doc LLPA',
  bank_statements: 'Expanded Doc LLPA',
  dscr: 'DSCR LLPA',
  mu_mx: 'MU-MX LLPA',
  itin: 'ITIN LLPA',
  fn: 'FN LLPA',
};

/** Purchase price and loan amount. */
export const L = (purchase_price: number, loan_amount: number) => ({ purchase_price, loan_amount });

/** One test per edge side: the best-priced offer reads `row` in `category` (adjustments do not depend on the rate). */
export function edgeTests(category: string, edges: Edge[]) {
  it.each(edges)('%s on %s', (_what, program, input, [label, band, value, cell]) => {
    const f = GRANITE_PEAK[program];
    const [best] = offersOf(priced({ ...f, ...input }), f);
    expect(best, `${program} priced`).toBeDefined();
    expect(rowOf(best!, category)).toEqual([label, band, value, `${TAB[program]}!${cell}`]);
  });
}
