/**
 * Reading single cells into the artifact's integer units, in the lender's conventions (the tab's
 * `origin.conventions`): its markers, and whether its rate cells print prices or points and its
 * adjustment cells adjustments or costs. Each reader reports a bad cell against its address and
 * returns undefined, so one compile lists every bad cell at once.
 */
import { sameLabel } from '../worker/artifact/labels.ts';
import { readComparison } from './condition-text/comparison.ts';
import { dollars as amountOf } from './condition-text/decimal.ts';
import type { Cell, Sheet } from './sheet.ts';

export const isPercentFormat = (c: Cell) => c.w.includes('%') && !showsItsValue(c);

/**
 * Does a number cell show its own value before a `%` (50 shown `50.00%`, a format printing the sign
 * as text), rather than a fraction as a percentage (0.5 shown `50.00%`)? Then it already holds percent.
 */
function showsItsValue(c: Cell): boolean {
  const shown = /(-?\d+(?:\.\d+)?)\s*%/.exec(c.w.replace(/,/g, ''))?.[1];
  return c.t === 'n' && shown !== undefined && Number(shown) === c.v && c.v !== 0;
}

/** A marker as compared: case, spaces and periods aside ("N.A." = "NA", "n / a" = "N/A"). */
const marker = (text: string) => text.toLowerCase().replace(/[\s.]/g, '');

/** A convention's markers as a list: one, several, or none. */
const markerList = (declared: string | readonly string[] | null): readonly string[] =>
  declared === null ? [] : typeof declared === 'string' ? [declared] : declared;

/** The lender's not-eligible markers ("NA", or several). */
const notEligibleMarkers = (sheet: Sheet): readonly string[] => markerList(sheet.origin.conventions.notEligible);
/** The lender's not-eligible marker ("NA", or one of several). */
export const isNA = (sheet: Sheet, text: string) => notEligibleMarkers(sheet).some((na) => marker(text) === marker(na));
/** "NA" ("NA or Not Eligible") in a message. */
export const notEligibleText = (sheet: Sheet) => notEligibleMarkers(sheet).join(' or ');
/** The lender's not-applicable markers ("N/A"), none when it prints none. */
const notApplicableMarkers = (sheet: Sheet): readonly string[] => markerList(sheet.origin.conventions.notApplicable);
/** The lender's not-applicable marker ("N/A", or one of several), when it prints one. */
export const isNotApplicable = (sheet: Sheet, text: string) =>
  notApplicableMarkers(sheet).some((na) => marker(text) === marker(na));
/** " or N/A" (" or N/A or —") in a message, when the lender prints such a marker. */
export const orNotApplicableText = (sheet: Sheet) =>
  notApplicableMarkers(sheet)
    .map((na) => ` or ${na}`)
    .join('');

/** Parses "-0.375", "(0.375)", "0.000" written as text (a minus sign `−` as a hyphen's); anything else is not a number. */
function numberFromText(text: string): number | undefined {
  const m = /^(\()?\s*([+-]?)\s*(\d+(?:\.\d+)?|\.\d+)\s*(\))?$/.exec(
    text
      .replace(/,/g, '')
      .replace(/\u2212/g, '-')
      .trim(),
  );
  if (!m || Boolean(m[1]) !== Boolean(m[4])) return undefined;
  const n = Number(m[3]);
  return m[1] || m[2] === '-' ? -n : n;
}

/** Scales to an integer, refusing values with more precision than the unit holds. */
function scaled(
  sheet: Sheet,
  row: number,
  col: number,
  value: number,
  factor: number,
  what: string,
): number | undefined {
  const x = value * factor;
  const r = Math.round(x);
  if (!Number.isFinite(x) || Math.abs(x - r) > 1e-6) {
    sheet.error('bad_precision', row, col, `expected ${what}, found ${value} (more decimals than the sheet's unit)`);
    return undefined;
  }
  return r === 0 ? 0 : r; // no negative zero
}

/** The number a cell holds or prints as text (`-0.375`, `(0.375)`, `1,000`), undefined for any other cell. */
export function numeric(c: Cell): number | undefined {
  if (c.t === 'n' && typeof c.v === 'number') return c.v;
  if (c.t === 's') return numberFromText(String(c.v));
  return undefined;
}

/** A number of points as printed (thousandths), not a percent-formatted number; undefined when it is none. */
function pointsIn(c: Cell): number | undefined {
  return isPercentFormat(c) && c.t === 'n' ? undefined : numeric(c);
}

/** " or N/A" in a message, when the rule admits the lender's not-applicable marker. */
const orNotApplicable = (sheet: Sheet, allowNA: boolean) => (allowNA ? orNotApplicableText(sheet) : '');

/** Negated, with no negative zero. */
const minus = (n: number) => (n === 0 ? 0 : -n);

/**
 * A figure printed with a sign word of the lender's (Conventions.signWords), before or after it,
 * its sign the word's whatever its parentheses: `Add 0.250`, `1.250 pts` and `(1.125) pts` positive,
 * `Less 0.125`, `0.250 CR` and `(0.750) rebate` negative; undefined for any other text.
 */
function signed(sheet: Sheet, text: string): number | undefined {
  const words = sheet.origin.conventions.signWords;
  const m = /^(?:([^\d(.+-]+?)\s*)?(\(?\s*[+-]?\s*[\d.,]+\s*\)?)\s*([^\d()]*?)$/.exec(text.trim());
  if (!words || !m) return undefined;
  const [, before = '', figure = '', after = ''] = m;
  if ((before === '') === (after === '')) return undefined;
  const word = before || after;
  const is = (list: readonly string[]) => list.some((w) => sameLabel(w, word));
  const n = numberFromText(figure);
  if (n === undefined) return undefined;
  // the word makes the sign, whatever the parentheses (a lender printing a cost `(1.125) pts`)
  return is(words.plus) ? Math.abs(n) : is(words.minus) ? minus(Math.abs(n)) : undefined;
}

/** Points printed as text (`1.250 pts`, `(0.750) rebate`, `-0.375`), in the lender's sign words; undefined for any other text. */
export const pointsText = (sheet: Sheet, text: string): number | undefined =>
  signed(sheet, text) ?? numberFromText(text);

/** A printed adjustment as its effect on the price: minus it when the lender prints costs. */
export const effectOnPrice = (sheet: Sheet, value: number | undefined) =>
  value !== undefined && sheet.origin.conventions.adjustments === 'costs' ? minus(value) : value;

/** A blank adjustment cell: no adjustment (0), or not eligible (null) where the conventions say so. */
const blankAdjustment = (sheet: Sheet) => (sheet.origin.conventions.blankAdjustment === 'not eligible' ? null : 0);

/**
 * An adjustment cell `c` (the cell at row, col, or a part of it) printed as a number in a unit `scale` of which make a point, as its effect on
 * the price in thousandths: the figure, or minus it when the lender prints costs. NA -> null (not
 * eligible); N/A -> 0 (no adjustment); blank -> blankAdjustment. `expected` names the form in a message.
 */
function scaledAdjustment(
  sheet: Sheet,
  row: number,
  col: number,
  scale: 1000 | 10,
  expected: string,
  c: Cell,
): number | null | undefined {
  if (c.t === 'z') return blankAdjustment(sheet);
  const text = String(c.v).trim();
  if (c.t === 's' && isNA(sheet, text)) return null;
  if (c.t === 's' && isNotApplicable(sheet, text)) return 0;
  // basis points may print their unit (`-12.5 bps`): the figure is what stands before it
  const figure = scale === 10 ? text.replace(BASIS_POINT_UNIT, '') : text;
  const n = c.t === 's' ? (signed(sheet, figure) ?? numberFromText(figure)) : pointsIn(c);
  if (n === undefined) {
    const found = JSON.stringify(c.t === 'n' ? c.w : text);
    sheet.error('expected_number_or_na', row, col, `expected ${expected} or ${notEligibleText(sheet)}, found ${found}`);
    return undefined;
  }
  const unit = scale === 1000 ? 'points with at most 3 decimals' : 'basis points with at most one decimal';
  return effectOnPrice(sheet, scaled(sheet, row, col, n, scale, unit));
}

/** The unit a basis-point figure may print after it: `bps`, `bp`, `basis points`. */
const BASIS_POINT_UNIT = /\s*(?:bps?|basis\s+points?)$/i;

/** The reader of adjustments printed in a unit `scale` of which make a point: the cell at (row, col), or `c`, a part of it. */
const scaledReader =
  (scale: 1000 | 10, expected: string) =>
  (sheet: Sheet, row: number, col: number, c = sheet.cell(row, col)): number | null | undefined =>
    scaledAdjustment(sheet, row, col, scale, expected, c);

/** An adjustment cell in points (`-0.375`, `(0.375)`), as its effect on the price in thousandths of a point. */
export const adjustment = scaledReader(1000, 'a number');

/** An adjustment printed in basis points of price (`-37.5` is -0.375 points): ten thousandths of a point per basis point. */
export const basisPointAdjustment = scaledReader(10, 'basis points such as -37.5');

/**
 * An adjustment printed as a percentage of the loan (the points it costs or earns): a number with a
 * percent format (-0.0025 shown -0.250%), or text `-0.250%`, `0.250%`, `(0.125%)` (parentheses: a
 * negative), or with a sign word (`0.250% cost`: Conventions.signWords). NA -> null; N/A -> 0; blank -> blankAdjustment;
 * costs are negated as for `adjustment`.
 */
export function percentAdjustment(
  sheet: Sheet,
  row: number,
  col: number,
  c = sheet.cell(row, col),
): number | null | undefined {
  if (c.t === 'z') return blankAdjustment(sheet);
  const text = String(c.v).trim();
  if (c.t === 's' && isNA(sheet, text)) return null;
  if (c.t === 's' && isNotApplicable(sheet, text)) return 0;
  // a percentage printed with a sign word of the lender's (`0.250% cost`, `0.125% credit`), or alone
  const figure = text.replace('%', '');
  const percentText =
    c.t !== 's' || !text.includes('%')
      ? undefined
      : (signed(sheet, figure) ?? (/%\s*\)?$/.test(text) ? numberFromText(figure) : undefined));
  const n =
    c.t === 'n' && c.w.includes('%') ? (showsItsValue(c) ? (c.v as number) : (c.v as number) * 100) : percentText;
  if (n === undefined) {
    const found = JSON.stringify(c.t === 'n' ? c.w : text);
    sheet.error('expected_percent', row, col, `expected a percentage such as -0.250% or (0.125%), found ${found}`);
    return undefined;
  }
  return effectOnPrice(sheet, scaled(sheet, row, col, n, 1000, 'points with at most 3 decimals'));
}

/** A price (a cap, a floor, a price ladder's cell): a positive number, or NA / blank = none (null). */
export function price(sheet: Sheet, row: number, col: number): number | null | undefined {
  const c = sheet.cell(row, col);
  if (c.t === 'z' || (c.t === 's' && isNA(sheet, String(c.v)))) return null;
  // a price printed as a percentage of par in text (`101.250%`) is that figure
  const n = c.t === 's' ? numberFromText(String(c.v).trim().replace(/\s*%$/, '')) : numeric(c);
  if (n === undefined || n <= 0) {
    sheet.error(
      'expected_price',
      row,
      col,
      `expected a price or ${notEligibleText(sheet)}, found ${JSON.stringify(c.w)}`,
    );
    return undefined;
  }
  return scaled(sheet, row, col, n, 1000, 'a price with at most 3 decimals');
}

/**
 * A base price of a rate table in thousandths: the printed price, or 100 − the printed points when
 * the lender prints points (a credit in parentheses, or after a minus sign word, is negative
 * points; 100 + them when it prints credits as positive points), or 100 − bps / 100 when it prints basis points (`125.0` a cost of 1.25 points, `(50.0)` a
 * rebate of 0.50); the lender's par word 100.000. NA / blank = rate not offered (null).
 */
export function basePrice(sheet: Sheet, row: number, col: number): number | null | undefined {
  const c = sheet.cell(row, col);
  const { par, rates } = sheet.origin.conventions;
  if (c.t === 's' && par !== undefined && sameLabel(String(c.v), par)) return 100_000;
  if (rates === 'prices') return price(sheet, row, col);
  if (c.t === 'z' || (c.t === 's' && isNA(sheet, String(c.v)))) return null;
  const n = c.t === 's' ? (signed(sheet, String(c.v)) ?? pointsIn(c)) : pointsIn(c);
  if (n === undefined) {
    const found = JSON.stringify(c.t === 'n' ? c.w : String(c.v).trim());
    sheet.error('expected_price', row, col, `expected points or ${notEligibleText(sheet)}, found ${found}`);
    return undefined;
  }
  const points =
    rates === 'basis points'
      ? scaled(sheet, row, col, n, 10, 'basis points with at most 1 decimal')
      : scaled(sheet, row, col, n, 1000, 'points with at most 3 decimals');
  if (points === undefined) return undefined;
  return rates === 'credit points' ? 100_000 + points : 100_000 - points;
}

/** A note rate in thousandths of a percent: 7.125, or a percent cell holding 0.07125 (`printed`: the text to read in place of the cell's, its mark aside). */
export function rate(sheet: Sheet, row: number, col: number, printed?: string): number | undefined {
  const c = printed === undefined ? sheet.cell(row, col) : ({ t: 's', v: printed, w: printed } as Cell);
  let n = numeric(c);
  if (n === undefined && c.t === 's') {
    const m = /^(\d+(?:\.\d+)?)\s*%$/.exec(String(c.v).trim());
    if (m) n = Number(m[1]);
  } else if (n !== undefined && (isPercentFormat(c) || n < 1)) n *= 100;
  if (n === undefined || n <= 0 || n > 30) {
    sheet.error(
      'expected_rate',
      row,
      col,
      `expected a note rate such as 7.125 or 7.125%, found ${JSON.stringify(c.w)}`,
    );
    return undefined;
  }
  return scaled(sheet, row, col, n, 1000, 'a rate with at most 3 decimals');
}

/** A percentage in hundredths: 0.55 shown as 55.00%, or 55 / "55%". null for N/A when allowed. */
export function percent(sheet: Sheet, row: number, col: number, allowNA: boolean): number | null | undefined {
  const c = sheet.cell(row, col);
  const text = String(c.v ?? '').trim();
  if (allowNA && c.t === 's' && isNotApplicable(sheet, text)) return null;
  let n = numeric(c);
  if (n !== undefined && (isPercentFormat(c) || n <= 1)) n *= 100;
  if (n === undefined && c.t === 's') {
    const m = /^(\d+(?:\.\d+)?)\s*%$/.exec(text);
    if (m) n = Number(m[1]);
  }
  if (n === undefined || n < 0 || n > 100) {
    sheet.error(
      'expected_percent',
      row,
      col,
      `expected a percentage${orNotApplicable(sheet, allowNA)}, found ${JSON.stringify(c.w)}`,
    );
    return undefined;
  }
  return scaled(sheet, row, col, n, 100, 'a percentage with at most 2 decimals');
}

/**
 * Dollars printed as text: `$100,000`, in thousands or millions (`$75K`, `$2,500K`, `$1.5MM`), or
 * after a strict comparison that leaves the printed amount out (`> $726K` is 726,001 and up, `< $2MM`
 * up to 1,999,999); undefined for any other text.
 */
function dollarsText(text: string): number | undefined {
  const printed = readComparison(text);
  if (printed?.op === '-') return undefined;
  const amount = amountOf(printed?.a ?? text.replace(/[\s$]/g, ''));
  if (amount === undefined) return undefined;
  return printed?.op === '>' ? amount + 1 : printed?.op === '<' ? amount - 1 : amount;
}

/** Whole dollars: 100000 or "$100,000". */
export function dollars(sheet: Sheet, row: number, col: number): number | undefined {
  const c = sheet.cell(row, col);
  const n = c.t === 'n' ? (c.v as number) : dollarsText(String(c.v ?? ''));
  if (n === undefined || !Number.isInteger(n) || n <= 0) {
    sheet.error('expected_dollars', row, col, `expected a whole-dollar amount, found ${JSON.stringify(c.w)}`);
    return undefined;
  }
  return n;
}

/** A plain number (FICO, DSCR ratio); DSCR in hundredths when factor = 100. null for N/A when allowed. */
export function plain(
  sheet: Sheet,
  row: number,
  col: number,
  factor: number,
  allowNA: boolean,
): number | null | undefined {
  const c = sheet.cell(row, col);
  if (allowNA && c.t === 's' && isNotApplicable(sheet, String(c.v))) return null;
  const n = numeric(c);
  if (n === undefined || n < 0) {
    sheet.error(
      'expected_number',
      row,
      col,
      `expected a number${orNotApplicable(sheet, allowNA)}, found ${JSON.stringify(c.w)}`,
    );
    return undefined;
  }
  return scaled(sheet, row, col, n, factor, 'a number');
}
