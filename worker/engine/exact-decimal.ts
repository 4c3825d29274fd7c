/**
 * Request numbers compared with the sheets' limits and band edges exactly as sent, never rounded
 * (sheets/README.md §2 "Band edges": a DTI of 43.005 is above 43.00; §5.4: 43.00004 too). A limit
 * is an integer in the artifact's units (hundredths for DTI and DSCR, thousandths for prices), so
 * a decimal only has to say which side of each unit it lies on: its "twice-scaled" form is
 * 2 × ⌊value × 10^scale⌋, plus 1 when value × 10^scale is not whole. For an integer bound b:
 * value < b ⟺ x < 2b, value = b ⟺ x = 2b, value > b ⟺ x > 2b, whatever the number of digits sent.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * The twice-scaled form of the decimal `text` (a JSON number as sent, or a number's shortest
 * decimal, `String(value)`) for bounds of `scale` decimals. Throws on text that is no decimal: the
 * request was validated as a finite number before this is asked.
 */
export function twiceScaled(text: string, scale: number): number {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new Error(`not a decimal number: ${JSON.stringify(text)}`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = m;
  const digits = (whole + fraction).replace(/^0+/, '');
  if (digits === '') return 0;
  // Where the decimal point falls in `digits` once the value is multiplied by 10^scale.
  const point = whole.length - (whole + fraction).length + digits.length + Number(exponent) + scale;
  const units = point <= 0 ? '' : digits.slice(0, point).padEnd(point, '0');
  const rest = /[1-9]/.test(point <= 0 ? digits : digits.slice(point));
  const floorUnits = Number(units || '0');
  if (sign === '-' && (floorUnits > 0 || rest)) return -2 * floorUnits - (rest ? 1 : 0);
  return 2 * floorUnits + (rest ? 1 : 0);
}
