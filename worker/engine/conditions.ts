/**
 * Conditions packed into numbers. A quote over many lenders is bound by memory traffic, not
 * arithmetic: testing a grid row through its objects (row, condition list, conditions, value lists,
 * ranges, the strings themselves) touches a dozen cache lines, the packed form of a whole grid a
 * few. Conditions are packed once per artifact (plan/build.ts) and tested here with no allocation.
 *
 * Codes, in an Int32Array (every bound the schema allows is an integer below 2^31: dollars up to
 * 10^9, hundredths, FICO points, value ids):
 *   range: RANGE, attr, lo, hi, bits   (bits: 1 has lo, 2 lo inclusive, 4 has hi, 8 hi inclusive)
 *   flag:  FLAG, attr
 *   eq:    EQ, attr, n, id1 .. idn     (ids of the accepted values: valueId)
 * attr is the index of the attribute in RangeAttr / FlagAttr / EQ_ATTRS of the artifact format.
 * Value ids depend only on the vocabulary and the artifact, so a plan is a pure function of its artifact.
 */
import { type Cond, EQ_ATTRS, FlagAttr, type Range, RangeAttr } from '../artifact/format.ts';
import {
  CITIZENSHIPS,
  DOC_KEYS,
  HOUSING_HISTORIES,
  LOCK_DAYS,
  OCCUPANCIES,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  TERMS,
  US_STATES,
} from '../artifact/vocabulary.ts';
import { slot } from './plan/read.ts';

const RANGE = 1;
const FLAG = 2;
const EQ = 3;

export { EQ_ATTRS };
export const FLAG_ATTRS = FlagAttr.options;
export const RANGE_ATTRS = RangeAttr.options;

type EqAttr = (typeof EQ_ATTRS)[number];

/** The values each eq attribute can take, by id; `program` ids are indexes into the artifact's programs. */
const VALUES: Record<Exclude<EqAttr, 'program'>, readonly (string | number)[]> = {
  purpose: PURPOSES,
  occupancy: OCCUPANCIES,
  property_type: PROPERTY_TYPES,
  term: TERMS,
  lock_days: LOCK_DAYS,
  citizenship: CITIZENSHIPS,
  housing_history: HOUSING_HISTORIES,
  doc: DOC_KEYS,
  ppp_term: PPP_TERMS,
  state: US_STATES,
};

/** The id of `value` of `attr` (-1: none, which no condition accepts); `programs` gives the ids of program slugs. */
export function valueId(attr: EqAttr, value: string | number | null, programs: readonly string[]): number {
  if (value === null) return -1;
  return attr === 'program' ? programs.indexOf(String(value)) : VALUES[attr].indexOf(value);
}

/** What packed conditions are tested against: the loan's values by attribute index, for one program. */
export interface Match {
  eqIds: readonly number[]; // by EQ_ATTRS index
  flagOn: readonly boolean[]; // by FLAG_ATTRS index
  rangeNum: readonly (number | null)[]; // by RANGE_ATTRS index; null = not provided (fails every test)
  rangeDen: readonly number[];
}

export function packRange(out: number[], range: Range): void {
  out.push(
    range.lo ?? 0,
    range.hi ?? 0,
    (range.lo !== null ? 1 : 0) | (range.lo_incl ? 2 : 0) | (range.hi !== null ? 4 : 0) | (range.hi_incl ? 8 : 0),
  );
}

/** Appends `[length, codes…]` of `conds` (all must hold); `programs` names the artifact's program slugs. */
export function packConds(out: number[], conds: readonly Cond[], programs: readonly string[]): void {
  const codes: number[] = [];
  for (const c of conds) {
    if (c.kind === 'range') {
      codes.push(RANGE, RANGE_ATTRS.indexOf(c.attr));
      packRange(codes, c.range);
    } else if (c.kind === 'flag') codes.push(FLAG, FLAG_ATTRS.indexOf(c.attr));
    else
      codes.push(EQ, EQ_ATTRS.indexOf(c.attr), c.values.length, ...c.values.map((v) => valueId(c.attr, v, programs)));
  }
  out.push(codes.length, ...codes);
}

/** Is num/den inside the packed range at `at`? Bounds compare exactly as bound × den against num. */
export function inPackedRange(code: Int32Array, at: number, num: number, den: number): boolean {
  const bits = slot(code, at + 2, 'range bits');
  if (bits & 1) {
    const d = num - slot(code, at, 'range lower bound') * den;
    if (bits & 2 ? d < 0 : d <= 0) return false;
  }
  if (bits & 4) {
    const d = num - slot(code, at + 1, 'range upper bound') * den;
    if (bits & 8 ? d > 0 : d >= 0) return false;
  }
  return true;
}

/** Do all the conditions packed at `at` (`[length, codes…]`) hold for the loan? */
export function holds(code: Int32Array, at: number, loan: Match): boolean {
  const end = at + 1 + slot(code, at, 'condition length');
  let op = at + 1;
  while (op < end) {
    const kind = slot(code, op, 'condition kind');
    const attr = slot(code, op + 1, 'condition attribute');
    if (kind === RANGE) {
      const num = loan.rangeNum[attr];
      if (num === null || num === undefined || !inPackedRange(code, op + 2, num, loan.rangeDen[attr] ?? 1))
        return false;
      op += 5;
    } else if (kind === FLAG) {
      if (!loan.flagOn[attr]) return false;
      op += 2;
    } else {
      const id = loan.eqIds[attr];
      const last = op + 3 + slot(code, op + 2, 'condition value count');
      let found = false;
      for (let i = op + 3; i < last && !found; i++) found = code[i] === id;
      if (!found) return false;
      op = last;
    }
  }
  return true;
}

/** The offset just past the conditions packed at `at`. */
export const afterConds = (code: Int32Array, at: number): number => at + 1 + slot(code, at, 'condition length');
