/**
 * The cell readers of compiler/cells.ts by form: each way a lender may print an adjustment, a
 * price, a rate, a percentage, a dollar amount or a plain number (sheets/README.md §2, §3.2,
 * §3.3, §4.1), in a sheet built here, with the integer it must read as (artifact units: points
 * and prices in thousandths, rates in thousandths of a percent, percentages in hundredths), or the
 * diagnostic it must raise. `null` is NA (not eligible / no such test); `undefined` is a refusal.
 */
import { describe, expect, it } from 'vitest';
import { dollars, isNA, isNotApplicable, percent, plain, points, price, rate } from '../../compiler/cells.ts';
import { type CellSpec, formatted, readCell } from './cell-sheets.ts';

type Case<T> = [what: string, cell: CellSpec, value: T];

describe('points (adjustment cells, thousandths of a point)', () => {
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
    expect(readCell(cell, points)).toEqual({ value, errors: [] });
  });

  it.each<Case<string>>([
    ['"0.25%" as text', '0.25%', 'expected_number_or_na A1'],
    ['a percent-formatted number', formatted(0.0025, '0.00%'), 'expected_number_or_na A1'],
    ['an unbalanced parenthesis', '(0.375', 'expected_number_or_na A1'],
    ['words', 'see note', 'expected_number_or_na A1'],
    ['four decimals', 0.1234, 'bad_precision A1'],
  ])('refuses %s', (_, cell, error) => {
    expect(readCell(cell, points)).toEqual({ value: undefined, errors: [error] });
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
    expect([isNA(text), isNotApplicable(text)]).toEqual([na, notApplicable]);
  });
});
