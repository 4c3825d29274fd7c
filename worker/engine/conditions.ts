/**
 * Testing the plan's packed conditions (worker/artifact/plan/conditions.ts says how they are packed)
 * against a loan, with no allocation. A quote over many lenders is bound by memory traffic, not
 * arithmetic: testing a grid row through objects (row, condition list, conditions, value lists,
 * ranges, the strings themselves) touches a dozen cache lines, the packed form of a whole grid a few.
 */
import {
  CODE,
  COND,
  CONDS,
  EQ_ATTRS,
  FLAG_ATTRS,
  FLAG_CODE_SIZE,
  RANGE,
  RANGE_BITS,
  RANGE_CODE_SIZE,
} from '../artifact/plan/conditions.ts';
import { slot } from '../artifact/plan/read.ts';

/**
 * What packed conditions are tested against: the loan's values by attribute index, shared by every
 * entry of a quote, and the entry's own (its program, its doc key, whether the loan is high balance
 * at its lender), so that a quote allocates no copy of the shared lists per entry.
 */
export interface Match {
  eqIds: readonly number[]; // by EQ_ATTRS index (the program and doc ones unused: `program`, `doc`)
  flagOn: readonly boolean[]; // by FLAG_ATTRS index (the high-balance one unused: `highBalance`)
  rangeNum: readonly (number | null)[]; // by RANGE_ATTRS index; null = not provided (fails every test)
  rangeDen: readonly number[];
  program: number;
  doc: number;
  highBalance: boolean;
}

const PROGRAM = EQ_ATTRS.indexOf('program');
const DOC = EQ_ATTRS.indexOf('doc');
const HIGH_BALANCE = FLAG_ATTRS.indexOf('high_balance');

/** Is num/den inside the packed range at `at`? Bounds compare exactly as bound × den against num. */
export function inPackedRange(code: Int32Array, at: number, num: number, den: number): boolean {
  const bits = slot(code, at + RANGE.BITS, 'range bits');
  if (bits & RANGE_BITS.HAS_LO) {
    const d = num - slot(code, at + RANGE.LO, 'range lower bound') * den;
    if (bits & RANGE_BITS.LO_INCLUSIVE ? d < 0 : d <= 0) return false;
  }
  if (bits & RANGE_BITS.HAS_HI) {
    const d = num - slot(code, at + RANGE.HI, 'range upper bound') * den;
    if (bits & RANGE_BITS.HI_INCLUSIVE ? d > 0 : d >= 0) return false;
  }
  return true;
}

/** Do all the conditions packed at `at` (`[length, codes…]`) hold for the loan? */
export function holds(code: Int32Array, at: number, loan: Match): boolean {
  const end = at + CONDS.CODES + slot(code, at + CONDS.LENGTH, 'condition length');
  let op = at + CONDS.CODES;
  while (op < end) {
    const kind = slot(code, op + CODE.KIND, 'condition kind');
    const attr = slot(code, op + CODE.ATTR, 'condition attribute');
    if (kind === COND.RANGE) {
      const num = loan.rangeNum[attr];
      if (num === null || num === undefined || !inPackedRange(code, op + CODE.RANGE, num, loan.rangeDen[attr] ?? 1))
        return false;
      op += RANGE_CODE_SIZE;
    } else if (kind === COND.FLAG) {
      if (!(attr === HIGH_BALANCE ? loan.highBalance : loan.flagOn[attr])) return false;
      op += FLAG_CODE_SIZE;
    } else {
      const id = attr === PROGRAM ? loan.program : attr === DOC ? loan.doc : loan.eqIds[attr];
      const last = op + CODE.EQ_IDS + slot(code, op + CODE.EQ_COUNT, 'condition value count');
      let found = false;
      for (let i = op + CODE.EQ_IDS; i < last && !found; i++) found = code[i] === id;
      if (!found) return false;
      op = last;
    }
  }
  return true;
}

/** The offset just past the conditions packed at `at`. */
export const afterConds = (code: Int32Array, at: number): number =>
  at + CONDS.CODES + slot(code, at + CONDS.LENGTH, 'condition length');
