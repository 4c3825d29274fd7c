/**
 * The ends of a numeric LTV matrix cell (compiler/readers/matrix-cells.ts), read as Granite Peak's
 * matrix tabs declare them (compiler/tables/matrix.ts): a number up to 1 is a
 * fraction (1 = 100 %), above 1 a percentage (100 = 100 %), whether or not the cell is formatted
 * as a percentage; 0, more than 100 % and more decimals than hundredths of a percent are refused
 * at the cell. (The forms themselves: parse-matrix-cells.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { GRANITE_PEAK } from '../../compiler/profiles/granite-peak.ts';
import { readMatrices } from '../../compiler/tables/matrix.ts';
import { type CellSpec, formatted, granitePeakMatrix, sheetOf } from './cell-sheets.ts';

/** A one-row matrix (FICO ≥ 740, loan ≤ $1,000,000, Primary Residence / Purchase) holding `cell` at C4. */
function cellOf(cell: CellSpec) {
  const { sheet, diag } = sheetOf([
    [null],
    ['FICO', 'Loan Amount', 'Primary Residence'],
    [null, null, 'Purchase'],
    ['≥ 740', '≤ $1,000,000', cell],
  ]);
  const matrix = readMatrices(sheet, GRANITE_PEAK, granitePeakMatrix()).get('');
  return { limits: matrix?.rows[0]?.cells[0], errors: diag.list.map((d) => `${d.code} ${d.cell}`) };
}

describe('numeric matrix cells at their ends', () => {
  it.each<[string, CellSpec, [number, number]]>([
    ['1 is 100 % (a fraction)', 1, [10_000, 10_000]],
    ['1 shown as 100% is 100 %', formatted(1, '0%'), [10_000, 10_000]],
    ['0.995 is 99.50 %', 0.995, [9950, 9950]],
    ['100 is 100 %', 100, [10_000, 10_000]],
    ['0.01 is 1 %', 0.01, [100, 100]],
    ['67.55 is 67.55 %', 67.55, [6755, 6755]],
  ])('%s', (_, cell, limits) => {
    expect(cellOf(cell)).toEqual({ limits, errors: [] });
  });

  it.each<[string, CellSpec]>([
    ['0', 0],
    ['100.01', 100.01],
    ['a fraction above 100 % shown as a percentage (1.0001 shown 100.01%)', formatted(1.0001, '0.00%')],
    ['67.555 (a thousandth of a percent)', 67.555],
    ['-75', -75],
  ])('refuses %s at its cell', (_, cell) => {
    expect(cellOf(cell)).toEqual({ limits: undefined, errors: ['expected_ltv_cell C4', 'empty_grid A2'] });
  });
});
