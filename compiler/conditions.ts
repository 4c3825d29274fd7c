/**
 * Tiny constructors of the artifact's conditions (worker/artifact/format.ts, Cond), for the profiles'
 * dictionaries and the readers: no logic beyond building the object.
 */
import type { Cond, Range } from '../worker/artifact/format.ts';

type EqCond = Extract<Cond, { kind: 'eq' }>;
type Values<A extends EqCond['attr']> = Extract<EqCond, { attr: A }>['values'];
type RangeAttr = Extract<Cond, { kind: 'range' }>['attr'];

/** An eq condition: at least one value, by type (the schema refuses an empty list, with no cell to name). */
export const eq = <A extends EqCond['attr']>(attr: A, ...values: [Values<A>[number], ...Values<A>]): Cond =>
  ({ kind: 'eq', attr, values }) as Cond;

/** A flag the scenario raises. */
export const flag = (attr: Extract<Cond, { kind: 'flag' }>['attr']): Cond => ({ kind: 'flag', attr });

/** A range condition. */
export const range = (attr: RangeAttr, r: Range): Cond => ({ kind: 'range', attr, range: r });

/**
 * A band of `attr` by its edges, in the artifact's units, each edge included or not: the edge rules
 * a lender's notes give where the grammar's differ (`band('loan_amount', 1_000_000, true, 1_499_999, true)`).
 */
export const band = (attr: RangeAttr, lo: number | null, loIncl: boolean, hi: number | null, hiIncl: boolean): Cond =>
  range(attr, { lo, lo_incl: loIncl, hi, hi_incl: hiIncl });

/** `attr` above `value` (in the artifact's unit for it), the value itself excluded: "DTI > 43.00%" is above(dti, 4300). */
export const above = (attr: RangeAttr, value: number): Cond =>
  range(attr, { lo: value, lo_incl: false, hi: null, hi_incl: false });

/** `attr` below `value` (in the artifact's unit for it), the value itself excluded: "DSCR below 1.00" is below(dscr, 100). */
export const below = (attr: RangeAttr, value: number): Cond =>
  range(attr, { lo: null, lo_incl: false, hi: value, hi_incl: false });

/**
 * The states where a prepayment penalty is not permitted, as the sheet lists them: a cap condition
 * the caps reader fills in from the sheet (a condition list holding it is dropped when the sheet lists none).
 */
export const PPP_RESTRICTED_STATES: Cond = { kind: 'eq', attr: 'state', values: [] };

/** A list that may be empty, as the values of an eq condition, or undefined when it is empty. */
export const nonEmpty = <T>(list: readonly T[]): [T, ...T[]] | undefined =>
  list.length ? (list as [T, ...T[]]) : undefined;
