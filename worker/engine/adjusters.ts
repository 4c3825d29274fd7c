/**
 * An adjuster is fixed by its cell: the same table, row and column always give the same category,
 * labels, value and source cell. So each is built once, frozen, and shared by every offer and every
 * later quote that hits that cell: a quote over many lenders then allocates no adjuster objects and
 * no cell-reference strings. Grid cells keep theirs in their packed grid (packed-grids.ts); the
 * tables met once per program (PPP, rate block, state) here. Memoisation only: no result depends
 * on what is cached.
 */
import { ColumnMemo } from './column-memo.ts';
import type { Adjuster } from './response.ts';

const memo = new ColumnMemo<Adjuster>();

/** The adjuster already built for `row`'s cell in `column`, if any. */
export const cachedAdjuster = (row: object, column: number): Adjuster | undefined => memo.get(row, column);

/** Keeps (frozen) and returns the adjuster of `row`'s cell in `column`. */
export const rememberAdjuster = (row: object, column: number, adjuster: Adjuster): Adjuster =>
  memo.set(row, column, Object.freeze(adjuster));
