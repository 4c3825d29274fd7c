/**
 * Row conditions packed into numbers. A quote over many lenders is bound by memory traffic, not
 * arithmetic: testing a grid row through its objects (row, condition list, conditions, value lists,
 * ranges, the strings themselves) touches a dozen cache lines, the packed form of a whole grid a
 * few. Conditions are packed once per artifact (plan.ts) and tested here with no allocation.
 *
 * Codes, in an Int32Array (every bound the schema allows is an integer below 2^31: dollars up to
 * 10^9, hundredths, FICO points, term ids):
 *   range: RANGE, attr, lo, hi, bits   (bits: 1 has lo, 2 lo inclusive, 4 has hi, 8 hi inclusive)
 *   flag:  FLAG, attr
 *   eq:    EQ, attr, n, id1 .. idn     (ids of the accepted values, see termId)
 * attr is the index of the attribute in RangeAttr / FlagAttr / EQ_ATTRS of the artifact format.
 */
import { type Cond, EQ_ATTRS, FlagAttr, type Range, RangeAttr } from '../artifact/format.ts';

const RANGE = 1;
const FLAG = 2;
const EQ = 3;

export { EQ_ATTRS };
export const FLAG_ATTRS = FlagAttr.options;
export const RANGE_ATTRS = RangeAttr.options;

/**
 * Small integer ids of the values eq conditions compare, so a test is a number comparison. Ids are
 * given to artifact values when a grid is packed and to request values when a scenario is made
 * (both before any test), so equal strings always share an id. The table is bounded by the
 * artifacts' vocabulary and the request schema's enums.
 */
const ids = new Map<string, number>();
export function termId(value: string): number {
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = ids.size));
  return id;
}

/** What packed conditions are tested against: the scenario's values by attribute index. */
export interface PackedScenario {
  eqIds: number[]; // by EQ_ATTRS index
  flagOn: boolean[]; // by FLAG_ATTRS index
  rangeNum: (number | null)[]; // by RANGE_ATTRS index; null = not provided (fails every test)
  rangeDen: number[];
}

export function packRange(out: number[], r: Range): void {
  out.push(
    r.lo ?? 0,
    r.hi ?? 0,
    (r.lo !== null ? 1 : 0) | (r.lo_incl ? 2 : 0) | (r.hi !== null ? 4 : 0) | (r.hi_incl ? 8 : 0),
  );
}

/** Appends the codes of `conds` (all must hold) to `out`. */
export function packConds(out: number[], conds: readonly Cond[]): void {
  for (const c of conds) {
    if (c.kind === 'range') {
      out.push(RANGE, RANGE_ATTRS.indexOf(c.attr));
      packRange(out, c.range);
    } else if (c.kind === 'flag') out.push(FLAG, FLAG_ATTRS.indexOf(c.attr));
    else out.push(EQ, EQ_ATTRS.indexOf(c.attr), c.values.length, ...c.values.map((v) => termId(String(v))));
  }
}

/** Is num/den inside the packed range at `at`? Bounds compare exactly as bound × den against num. */
export function inPackedRange(code: Int32Array, at: number, num: number, den: number): boolean {
  const bits = code[at + 2]!;
  if (bits & 1) {
    const d = num - code[at]! * den;
    if (bits & 2 ? d < 0 : d <= 0) return false;
  }
  if (bits & 4) {
    const d = num - code[at + 1]! * den;
    if (bits & 8 ? d > 0 : d >= 0) return false;
  }
  return true;
}

/** Do all the conditions packed in code[from, to) hold for the scenario? */
export function holds(code: Int32Array, from: number, to: number, s: PackedScenario): boolean {
  let at = from;
  while (at < to) {
    const op = code[at]!;
    const attr = code[at + 1]!;
    if (op === RANGE) {
      const num = s.rangeNum[attr];
      if (num === null || num === undefined || !inPackedRange(code, at + 2, num, s.rangeDen[attr]!)) return false;
      at += 5;
    } else if (op === FLAG) {
      if (!s.flagOn[attr]) return false;
      at += 2;
    } else {
      const id = s.eqIds[attr];
      const end = at + 3 + code[at + 2]!;
      let found = false;
      for (let i = at + 3; i < end && !found; i++) found = code[i] === id;
      if (!found) return false;
      at = end;
    }
  }
  return true;
}
