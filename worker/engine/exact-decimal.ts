/**
 * Request numbers compared with the sheets' limits and band edges exactly as sent, never rounded
 * (sheets/README.md §2 "Band edges": a DTI of 43.005 is above 43.00; §5.4: 43.00004 too). A limit
 * is an integer in the artifact's units (hundredths for DTI and DSCR, thousandths for prices), so
 * a decimal only has to say which side of each unit it lies on: its "twice-scaled" form is
 * 2 × ⌊value × 10^scale⌋, plus 1 when value × 10^scale is not whole. For an integer bound b:
 * value < b ⟺ x < 2b, value = b ⟺ x = 2b, value > b ⟺ x > 2b, whatever the number of digits sent.
 */

const JSON_NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** A decimal as its significant digits and where its point falls: value = ±0.<digits> × 10^point. */
export interface DecimalDigits {
  negative: boolean;
  /** Without leading or trailing zeros; '' for zero. */
  digits: string;
  /** A BigInt, so that no exponent sent is rounded. */
  point: bigint;
}

/** The digits of `text`, a JSON number as sent (or a number's `String(value)`), or null for any other text. */
export function decimalDigits(text: string): DecimalDigits | null {
  const match = JSON_NUMBER.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const significant = (whole + fraction).replace(/^0+/, '');
  const leadingZeros = whole.length + fraction.length - significant.length;
  return {
    negative: sign === '-',
    digits: significant.replace(/0+$/, ''),
    point: BigInt(whole.length - leadingZeros) + BigInt(exponent),
  };
}

/**
 * The twice-scaled form of the decimal `text` (a JSON number as sent, or a number's shortest
 * decimal, `String(value)`) for bounds of `scale` decimals. Throws on text that is no decimal: the
 * request was validated as a finite number before this is asked.
 */
export function twiceScaled(text: string, scale: number): number {
  const decimal = decimalDigits(text);
  if (!decimal) throw new Error(`not a decimal number: ${JSON.stringify(text)}`);
  const { negative, digits } = decimal;
  if (digits === '') return 0;
  // Where the decimal point falls in `digits` once the value is multiplied by 10^scale.
  const point = Number(decimal.point) + scale;
  const units = point <= 0 ? '' : digits.slice(0, point).padEnd(point, '0');
  const rest = point < digits.length; // digits has no trailing zeros: any digit left is not zero
  const floorUnits = Number(units || '0');
  if (negative) return -2 * floorUnits - (rest ? 1 : 0);
  return 2 * floorUnits + (rest ? 1 : 0);
}
