/**
 * The cell readers of compiler/cells.ts by form: each way a lender may print an adjustment, a
 * price, a rate, a percentage, a dollar amount or a plain number (sheets/README.md §2, §3.2,
 * §3.3, §4.1, §5.3, §5.4), in a sheet built here, with the integer it must read as (artifact units:
 * points and prices in thousandths, rates in thousandths of a percent, percentages in hundredths),
 * or the diagnostic it must raise. `null` is NA (not eligible / no such test); `undefined` is a
 * refusal. The default conventions print prices and adjustments (Granite Peak's); a lender that
 * prints points and costs (Cedar Hollow's) reads the same cells as prices and effects on the price.
 */
import { describe, expect, it } from 'vitest';
import {
  adjustment,
  basePrice,
  dollars,
  isNA,
  isNotApplicable,
  percent,
  plain,
  price,
  rate,
} from '../../compiler/cells.ts';
import { CEDAR_HOLLOW } from '../../compiler/profiles/cedar-hollow.ts';
import { type CellSpec, formatted, readCell, sheetOf } from './cell-sheets.ts';

const costs = CEDAR_HOLLOW.conventions;

type Case<T> = [what: string, cell: CellSpec, value: T];

describe('adjustment cells (thousandths of a point, added to the price)', () => {
  it.each<Case<number | null>>([
    ['a negative number', -0.375, -375],
    ['Granite Peak: "-0.375" as text', '-0.375', -375],
    ['Bayshore: "(0.375)" as text', '(0.375)', -375],
    ['Bayshore: -0.375 shown as (0.375) by the number format', formatted(-0.375, '0.000;(0.000)'), -375],
    ['a positive number', 0.125, 125],
    ['"+0.125" as text', '+0.125', 125],
    ['"- 0.125" (space after the sign)', '- 0.125', -125],
    ['" 0.500 " padded text', ' 0.500 ', 500],
    ['0.000', formatted(0, '0.000'), 0],
    ['blank = 0.000', null, 0],
    ['N/A = no adjustment', 'N/A', 0],
    ['n/a', 'n/a', 0],
    ['N / A', 'N / A', 0],
    ['NA = not eligible', 'NA', null],
    ['N.A.', 'N.A.', null],
    ['na', 'na', null],
  ])('reads %s as %j', (_, cell, value) => {
    expect(readCell(cell, adjustment)).toEqual({ value, errors: [] });
  });

  it.each<Case<string>>([
    ['"0.25%" as text', '0.25%', 'expected_number_or_na A1'],
    ['a percent-formatted number', formatted(0.0025, '0.00%'), 'expected_number_or_na A1'],
    ['an unbalanced parenthesis', '(0.375', 'expected_number_or_na A1'],
    ['words', 'see note', 'expected_number_or_na A1'],
    ['four decimals', 0.1234, 'bad_precision A1'],
  ])('refuses %s', (_, cell, error) => {
    expect(readCell(cell, adjustment)).toEqual({ value: undefined, errors: [error] });
  });
});

describe('price (ladder and block prices, thousandths of a point)', () => {
  it.each<Case<number | null>>([
    ['a number', 100.625, 100_625],
    ['a number as text', '100.625', 100_625],
    ['a number shown with 3 decimals', formatted(97.79, '0.000'), 97_790],
    ['NA = rate not offered', 'NA', null],
    ['blank = rate not offered', null, null],
  ])('reads %s as %j', (_, cell, value) => {
    expect(readCell(cell, price)).toEqual({ value, errors: [] });
  });

  it.each<Case<string>>([
    ['N/A (a price is a number or NA)', 'N/A', 'expected_price A1'],
    ['zero', 0, 'expected_price A1'],
    ['a negative price', '(99.5)', 'expected_price A1'],
    ['four decimals', 100.6255, 'bad_precision A1'],
  ])('refuses %s', (_, cell, error) => {
    expect(readCell(cell, price)).toEqual({ value: undefined, errors: [error] });
  });
});

describe('rate (note rates, thousandths of a percent)', () => {
  it.each<Case<number>>([
    ['7.125', 7.125, 7125],
    ['7.000 shown with 3 decimals', formatted(7, '0.000'), 7000],
    ['ITIN: 0.07125 shown as 7.125%', formatted(0.07125, '0.000%'), 7125],
    ['"7.125%" as text', '7.125%', 7125],
    ['"7.125" as text', '7.125', 7125],
    ['a bare fraction 0.07125', 0.07125, 7125],
  ])('reads %s as %j', (_, cell, value) => {
    expect(readCell(cell, rate)).toEqual({ value, errors: [] });
  });

  it.each<Case<string>>([
    ['31 (above 30%)', 31, 'expected_rate A1'],
    ['zero', 0, 'expected_rate A1'],
    ['NA', 'NA', 'expected_rate A1'],
    ['four decimals', '7.1255', 'bad_precision A1'],
  ])('refuses %s', (_, cell, error) => {
    expect(readCell(cell, rate)).toEqual({ value: undefined, errors: [error] });
  });
});

describe('percent (Maximum DTI, Maximum CLTV, hundredths of a percent)', () => {
  const withNA = (sheet: Parameters<typeof percent>[0], r: number, c: number) => percent(sheet, r, c, true);
  it.each<Case<number | null>>([
    ['0.55 shown as 55.00%', formatted(0.55, '0.00%'), 5500],
    ['0.9 shown as 90%', formatted(0.9, '0%'), 9000],
    ['a bare 0.55', 0.55, 5500],
    ['a bare 55', 55, 5500],
    ['"55%" as text', '55%', 5500],
    ['"55.00%" as text', '55.00%', 5500],
    ['"55" as text', '55', 5500],
    ['a bare 1 (a fraction: 100%, not 1%)', 1, 10000],
    ['1 shown as 100%', formatted(1, '0%'), 10000],
    ['"100%" as text', '100%', 10000],
    ['0.555 (55.50%)', 0.555, 5550],
    ['N/A = no such test', 'N/A', null],
    ['n/a', 'n/a', null],
  ])('reads %s as %j', (_, cell, value) => {
    expect(readCell(cell, withNA)).toEqual({ value, errors: [] });
  });

  it('refuses N/A where the rule has no N/A, and NA, 101 and -1 everywhere', () => {
    const strict = (sheet: Parameters<typeof percent>[0], r: number, c: number) => percent(sheet, r, c, false);
    expect(readCell('N/A', strict)).toEqual({ value: undefined, errors: ['expected_percent A1'] });
    for (const cell of ['NA', 101, -1] as CellSpec[])
      expect(readCell(cell, withNA)).toEqual({ value: undefined, errors: ['expected_percent A1'] });
  });
});

describe('dollars (loan amounts, whole dollars)', () => {
  it.each<Case<number>>([
    ['"$1,000,000" as text', '$1,000,000', 1_000_000],
    ['"1,000,000" as text', '1,000,000', 1_000_000],
    ['" $75,000 " padded text', ' $75,000 ', 75_000],
    ['a number', 1_000_000, 1_000_000],
    ['a number shown as $100,000', formatted(100_000, '"$"#,##0'), 100_000],
  ])('reads %s as %j', (_, cell, value) => {
    expect(readCell(cell, dollars)).toEqual({ value, errors: [] });
  });

  it.each<Case<string>>([
    ['cents as text', '$100,000.50', 'expected_dollars A1'],
    ['cents as a number', 100_000.5, 'expected_dollars A1'],
    ['zero', 0, 'expected_dollars A1'],
    ['a negative amount', '-$5', 'expected_dollars A1'],
    ['words', 'no limit', 'expected_dollars A1'],
  ])('refuses %s', (_, cell, error) => {
    expect(readCell(cell, dollars)).toEqual({ value: undefined, errors: [error] });
  });
});

describe('plain (Minimum FICO in points, Minimum DSCR in hundredths)', () => {
  const fico = (sheet: Parameters<typeof plain>[0], r: number, c: number) => plain(sheet, r, c, 1, false);
  const dscr = (sheet: Parameters<typeof plain>[0], r: number, c: number) => plain(sheet, r, c, 100, true);

  it.each<Case<number | null>>([
    ['FICO 620', 620, 620],
    ['FICO "620" as text', '620', 620],
  ])('reads %s as %j', (_, cell, value) => {
    expect(readCell(cell, fico)).toEqual({ value, errors: [] });
  });

  it.each<Case<number | null>>([
    ['DSCR 0.75', 0.75, 75],
    ['DSCR 1 shown as 1.00', formatted(1, '0.00'), 100],
    ['DSCR N/A = no DSCR test', 'N/A', null],
  ])('reads %s as %j', (_, cell, value) => {
    expect(readCell(cell, dscr)).toEqual({ value, errors: [] });
  });

  it('refuses a fractional FICO, a DSCR finer than hundredths, NA and negatives', () => {
    expect(readCell(0.75, fico)).toEqual({ value: undefined, errors: ['bad_precision A1'] });
    expect(readCell(1.005, dscr)).toEqual({ value: undefined, errors: ['bad_precision A1'] });
    expect(readCell('NA', dscr)).toEqual({ value: undefined, errors: ['expected_number A1'] });
    expect(readCell(-1, fico)).toEqual({ value: undefined, errors: ['expected_number A1'] });
  });
});

describe('NA (not eligible) versus N/A (not applicable) spellings', () => {
  it.each([
    ['NA', true, false],
    [' NA ', true, false],
    ['na', true, false],
    ['N.A.', true, false],
    ['N.A', true, false],
    ['n.a.', true, false],
    ['N/A', false, true],
    ['n/a', false, true],
    ['N / A', false, true],
    ['N/ A', false, true],
    ['NAN', false, false],
    ['N', false, false],
    ['', false, false],
  ])('%j: NA %s, N/A %s', (text, na, notApplicable) => {
    const { sheet } = sheetOf([[]]);
    expect([isNA(sheet, text), isNotApplicable(sheet, text)]).toEqual([na, notApplicable]);
  });

  it('a lender that prints no N/A marker reads "N/A" as neither', () => {
    const { sheet } = sheetOf([[]], 'T', costs);
    expect([isNA(sheet, 'NA'), isNotApplicable(sheet, 'N/A'), isNA(sheet, 'N/A')]).toEqual([true, false, false]);
  });
});

describe('points and costs (a lender that prints points for prices and costs for adjustments, §5.3, §5.4)', () => {
  it.each<Case<number | null>>([
    // price = 100 - points: 0.750 -> 99.250, (1.125) (the cell holds -1.125) -> 101.125, 0.000 -> 100.000
    ['0.750: a cost of 0.750 points', 0.75, 99_250],
    ['(1.125) by the number format: a credit', formatted(-1.125, '0.000;(0.000)'), 101_125],
    ['"(0.901)" as text', '(0.901)', 100_901],
    ['0.000 is par', formatted(0, '0.000'), 100_000],
    ['2.073', 2.073, 97_927],
    ['NA = rate not offered at this lock', 'NA', null],
    ['blank = rate not offered', null, null],
  ])('base price: reads %s as %j', (_, cell, value) => {
    expect(readCell(cell, basePrice, costs)).toEqual({ value, errors: [] });
  });

  it.each<Case<string>>([
    ['"0.75%" as text', '0.75%', 'expected_price A1'],
    ['a percent-formatted number 0.0075 shown 0.75%', formatted(0.0075, '0.00%'), 'expected_price A1'],
    ['words', 'call', 'expected_price A1'],
    ['N/A (no such marker here)', 'N/A', 'expected_price A1'],
    ['four decimals', 0.1234, 'bad_precision A1'],
  ])('base price: refuses %s', (_, cell, error) => {
    expect(readCell(cell, basePrice, costs)).toEqual({ value: undefined, errors: [error] });
  });

  it.each<Case<number | null>>([
    // effect on the price = minus the cost: 0.500 -> -0.500, (0.250) -> +0.250, blank 0, NA not eligible
    ['a cost 0.500', 0.5, -500],
    ['a credit (0.250) by the number format', formatted(-0.25, '0.000;(0.000)'), 250],
    ['0.000 (no negative zero)', formatted(0, '0.000'), 0],
    ['blank = 0', null, 0],
    ['NA = not eligible', 'NA', null],
  ])('adjustment: reads %s as %j', (_, cell, value) => {
    const read = readCell(cell, adjustment, costs);
    expect(read).toEqual({ value, errors: [] });
    expect(Object.is(read.value, -0)).toBe(false);
  });

  it('adjustment: refuses N/A, which this lender does not print', () => {
    expect(readCell('N/A', adjustment, costs)).toEqual({ value: undefined, errors: ['expected_number_or_na A1'] });
  });

  it('a price limit is a price whatever the rate cells print: 102.000 -> 102000', () => {
    expect(readCell(formatted(102, '0.000'), price, costs)).toEqual({ value: 102_000, errors: [] });
  });
});
