/**
 * Request bodies for `npm run fuzz`: valid quotes over the whole vocabulary, valid quotes with one
 * field broken, and hostile bodies (prototype keys, deep nesting, huge strings, wrong types, bytes
 * that are not JSON). Seeded, so a run that finds something can be replayed exactly.
 */
import {
  CITIZENSHIPS,
  HOUSING_HISTORIES,
  LOCK_DAYS,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  REQUEST_OCCUPANCIES,
  TERMS,
} from '../../worker/artifact/vocabulary.ts';

export type Rng = () => number;

/** mulberry32: small, fast, good enough to spread requests. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** A quote request every field of which is allowed: the service must answer 200. */
export function validQuote(r: Rng): Record<string, unknown> {
  const price = int(r, 100_000, 3_000_000);
  return {
    term: pick(r, TERMS),
    purpose: pick(r, PURPOSES),
    credit_score: int(r, 500, 850),
    purchase_price: price,
    loan_amount: Math.max(50_000, Math.floor(price * (0.3 + r() * 0.7))),
    occupancy: pick(r, REQUEST_OCCUPANCIES),
    property_type: pick(r, PROPERTY_TYPES),
    citizenship: pick(r, CITIZENSHIPS),
    lock_days: pick(r, LOCK_DAYS),
    ppp_term: pick(r, PPP_TERMS),
    state: pick(r, ['CA', 'TX', 'NY', 'FL', 'MN', 'ca', 'Nv', 'AK']),
    dti: Math.round(r() * 6000) / 100,
    ...(r() < 0.5 ? { dscr_ratio: Math.round(r() * 300) / 100 } : {}),
    ...(r() < 0.2 ? { housing_history: pick(r, HOUSING_HISTORIES) } : {}),
    ...(r() < 0.2 ? { escrow_waiver: true } : {}),
    ...(r() < 0.2 ? { interest_only: true } : {}),
    ...(r() < 0.1 ? { margin_bps: int(r, 0, 1000) } : {}),
  };
}

const WRONG_VALUES: readonly unknown[] = [
  null,
  '',
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  0.0001,
  'NaN',
  true,
  [],
  {},
  [1, 2],
  { $gt: 0 },
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '🏠'.repeat(50),
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** JSON nested `depth` levels deep, written as text (JSON.stringify itself overflows the stack on it). */
const nested = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

/** One body: a JSON string, or raw bytes that are not JSON. */
export function fuzzBody(r: Rng): { body: string; valid: boolean } {
  const base = validQuote(r);
  const roll = r();
  if (roll < 0.35) return { body: JSON.stringify(base), valid: true };
  if (roll < 0.65) {
    const field = pick(r, Object.keys(base));
    return { body: JSON.stringify({ ...base, [field]: pick(r, WRONG_VALUES) }), valid: false };
  }
  if (roll < 0.72) {
    // JSON.stringify would drop a literal __proto__ key: write it by hand.
    const key = pick(r, PROTO_KEYS);
    return { body: `{"${key}": {"polluted": true}, ${JSON.stringify(base).slice(1)}`, valid: false };
  }
  if (roll < 0.77)
    return { body: `{"program_slug": ${nested(int(r, 100, 5000))}, ${JSON.stringify(base).slice(1)}`, valid: false };
  if (roll < 0.82) return { body: JSON.stringify({ ...base, zip: 'x'.repeat(int(r, 1_000, 60_000)) }), valid: false };
  if (roll < 0.87) {
    const { [pick(r, Object.keys(base))]: _dropped, ...rest } = base;
    return { body: JSON.stringify(rest), valid: false };
  }
  if (roll < 0.92) return { body: JSON.stringify({ ...base, [`x_${int(r, 0, 99)}`]: 1 }), valid: false };
  if (roll < 0.96) return { body: JSON.stringify(pick(r, WRONG_VALUES)), valid: false };
  const text = JSON.stringify(base);
  return { body: text.slice(0, int(r, 0, text.length - 1)), valid: false };
}
