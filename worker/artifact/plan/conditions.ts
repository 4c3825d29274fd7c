/**
 * Conditions packed into numbers, as the plan stores them (pack.ts writes them, the engine's
 * conditions.ts tests them with no allocation). Codes, each an Int32 (every bound the schema allows
 * is an integer below 2^31: dollars up to 10^9, hundredths, FICO points, value ids):
 *   range: RANGE, attr, lo, hi, bits   (RANGE_BITS: has lo, lo inclusive, has hi, hi inclusive)
 *   flag:  FLAG, attr
 *   eq:    EQ, attr, n, id1 .. idn     (ids of the accepted values: valueId)
 * attr is the index of the attribute in RANGE_ATTRS / FLAG_ATTRS / EQ_ATTRS of the artifact format.
 * Value ids depend only on the vocabulary and the artifact, so a plan is a pure function of its artifact.
 */
import { type Cond, EQ_ATTRS, FLAG_ATTRS, RANGE_ATTRS, type Range } from '../format.ts';
import {
  CITIZENSHIPS,
  DOC_KEYS,
  HOUSING_EVENTS,
  HOUSING_HISTORIES,
  LIEN_POSITIONS,
  LOCK_DAYS,
  OCCUPANCIES,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  TERMS,
  US_STATES,
} from '../vocabulary.ts';

export const COND = { RANGE: 1, FLAG: 2, EQ: 3 } as const;

/** Conditions as packed: `[length, codes…]`, the number of code slots, then the codes. */
export const CONDS = { LENGTH: 0, CODES: 1 } as const;
/** One condition's code: its kind (COND) and attribute, then a range's RANGE fields or an eq's count and value ids. */
export const CODE = { KIND: 0, ATTR: 1, RANGE: 2, EQ_COUNT: 2, EQ_IDS: 3 } as const;
/** A packed range: its bounds, then which of them it has and includes (RANGE_BITS). */
export const RANGE = { LO: 0, HI: 1, BITS: 2 } as const;
export const RANGE_BITS = { HAS_LO: 1, LO_INCLUSIVE: 2, HAS_HI: 4, HI_INCLUSIVE: 8 } as const;
/** The slots of a range code and of a flag code (an eq code: CODE.EQ_IDS and its value ids). */
export const RANGE_CODE_SIZE = CODE.RANGE + 3;
export const FLAG_CODE_SIZE = 2;

export { EQ_ATTRS, FLAG_ATTRS, RANGE_ATTRS };

export type EqAttr = (typeof EQ_ATTRS)[number];

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
  lien_position: LIEN_POSITIONS,
  housing_event: HOUSING_EVENTS,
};

/** Every value an eq attribute other than `program` can take. */
export const valuesOf = (attr: Exclude<EqAttr, 'program'>): readonly (string | number)[] => VALUES[attr];

/** The id of `value` of `attr` (-1: none, which no condition accepts); `programs` gives the ids of program slugs. */
export function valueId(attr: EqAttr, value: string | number | null, programs: readonly string[]): number {
  if (value === null) return -1;
  return attr === 'program' ? programs.indexOf(String(value)) : VALUES[attr].indexOf(value);
}

/** Appends the RANGE fields of `range`. */
export function packRange(out: number[], range: Range): void {
  out.push(
    range.lo ?? 0,
    range.hi ?? 0,
    (range.lo !== null ? RANGE_BITS.HAS_LO : 0) |
      (range.lo_incl ? RANGE_BITS.LO_INCLUSIVE : 0) |
      (range.hi !== null ? RANGE_BITS.HAS_HI : 0) |
      (range.hi_incl ? RANGE_BITS.HI_INCLUSIVE : 0),
  );
}

/** Appends `[length, codes…]` of `conds` (all must hold); `programs` names the artifact's program slugs. */
export function packConds(out: number[], conds: readonly Cond[], programs: readonly string[]): void {
  const codes: number[] = [];
  for (const c of conds) {
    if (c.kind === 'range') {
      codes.push(COND.RANGE, RANGE_ATTRS.indexOf(c.attr));
      packRange(codes, c.range);
    } else if (c.kind === 'flag') codes.push(COND.FLAG, FLAG_ATTRS.indexOf(c.attr));
    else
      codes.push(
        COND.EQ,
        EQ_ATTRS.indexOf(c.attr),
        c.values.length,
        ...c.values.map((v) => valueId(c.attr, v, programs)),
      );
  }
  out.push(codes.length, ...codes);
}
