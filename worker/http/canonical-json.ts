/**
 * One text per value, so that a digest of it names the value and nothing else: JSON with every
 * object's keys sorted (by UTF-16 code units, as Array.prototype.sort does) and no white space,
 * strings as JSON.stringify writes them, and numbers as canonical decimals. A number that arrived as
 * a decimal its double cannot carry (engine/sent-numbers.ts) is given as a `Decimal` of the text
 * sent, so that two requests priced differently never share a text.
 */
import { decimalDigits } from '../engine/exact-decimal.ts';

/** A number written as the decimal `text` (a JSON number as sent), not as its double. */
export class Decimal {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/**
 * The decimal `text` written as Number.prototype.toString writes a double (ECMA-262 Number::toString,
 * applied to the decimal's own digits): "4.0e1", "40.0" and "40" are all "40", and the text of any
 * double's shortest decimal, String(x), is itself. A decimal no double holds keeps every digit:
 * "60.0000000000000000001". Throws on a text that is not a JSON number.
 */
export function canonicalDecimal(text: string): string {
  const decimal = decimalDigits(text);
  if (!decimal) throw new Error(`not a JSON number: ${JSON.stringify(text)}`);
  // Most texts are already a double's shortest decimal (every number whose text was not kept).
  if (String(Number(text)) === text) return text;
  const { negative, digits, point } = decimal;
  if (digits === '') return '0';
  // value = digits × 10^(point − k)
  return (negative ? '-' : '') + decimalOf(digits, BigInt(digits.length), point);
}

function decimalOf(digits: string, k: bigint, n: bigint): string {
  if (k <= n && n <= 21n) return digits + '0'.repeat(Number(n - k));
  if (0n < n && n <= 21n) return `${digits.slice(0, Number(n))}.${digits.slice(Number(n))}`;
  if (-6n < n && n <= 0n) return `0.${'0'.repeat(Number(-n))}${digits}`;
  const power = n - 1n;
  const mantissa = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`;
  return `${mantissa}e${power < 0n ? '-' : '+'}${power < 0n ? -power : power}`;
}

/** The canonical JSON text of `value`: objects, arrays, strings, booleans, null, finite numbers and Decimals. */
export function canonicalJson(value: unknown): string {
  if (value instanceof Decimal) return canonicalDecimal(value.text);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a JSON number: ${value}`);
    return String(value);
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  throw new Error(`no JSON form: ${typeof value}`);
}
