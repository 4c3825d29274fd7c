/**
 * Program matrix cells by form (sheets/README.md §3.3): text `LTV/CLTV` ("75/80" = max LTV 75,
 * max CLTV 80), a plain number (ITIN: both limits), a percentage (Foreign National: 0.75 shown
 * 75%), NA or a blank cell (not eligible). Each is read by Granite Peak's declared matrix table
 * (compiler/tables/matrix.ts) from a one-row matrix
 * built here; the value is [max LTV, max CLTV] in hundredths of a percent, or null.
 */
import { describe, expect, it } from 'vitest';
import { GRANITE_PEAK } from '../../compiler/profiles/granite-peak.ts';
import { readMatrices } from '../../compiler/tables/matrix.ts';
import { type CellSpec, formatted, granitePeakMatrix, sheetOf } from './cell-sheets.ts';

/** A matrix with one FICO band, one loan band and one Primary Residence / Purchase column holding `cell`. */
function matrixWith(cell: CellSpec, tierTitle: string | null = null) {
  const { sheet, diag } = sheetOf([
    [tierTitle],
    ['FICO', 'Loan Amount', 'Primary Residence'],
    [null, null, 'Purchase'],
    ['≥ 740', '≤ $1,000,000', cell],
  ]);
  return {
    matrix: readMatrices(sheet, GRANITE_PEAK, granitePeakMatrix()).get(''),
    errors: diag.list.map((d) => `${d.code} ${d.cell}`),
  };
}

describe('LTV/CLTV matrix cells', () => {
  it.each<[string, CellSpec, [number, number] | null]>([
    ['"75/80" is LTV 75, CLTV 80 (not the other way round)', '75/80', [7500, 8000]],
    ['"80/75" is LTV 80, CLTV 75', '80/75', [8000, 7500]],
    ['"80/80"', '80/80', [8000, 8000]],
    ['"75 / 80" with spaces', '75 / 80', [7500, 8000]],
    ['"75%/80%" with percent signs', '75%/80%', [7500, 8000]],
    ['"67.5/70" with decimals', '67.5/70', [6750, 7000]],
    ['ITIN: a plain 75 is both limits', 75, [7500, 7500]],
    ['Foreign National: 0.75 shown as 75%', formatted(0.75, '0%'), [7500, 7500]],
    ['a bare fraction 0.75', 0.75, [7500, 7500]],
    ['NA: not eligible', 'NA', null],
    ['N.A.: not eligible', 'N.A.', null],
    ['a blank cell (ITIN): not eligible', null, null],
  ])('reads %s', (_, cell, limits) => {
    const { matrix, errors } = matrixWith(cell);
    expect(errors).toEqual([]);
    expect(matrix?.rows).toHaveLength(1);
    expect(matrix!.rows[0]!.cells).toEqual([limits]);
  });

  it.each<[string, CellSpec]>([
    ['words', 'eighty'],
    ['a three-part cell', '75/80/85'],
    ['a percentage above 100', 101],
  ])('refuses %s at its cell (expected_ltv_cell)', (_, cell) => {
    expect(matrixWith(cell).errors).toContain('expected_ltv_cell C4');
  });

  it('reads the row bands and the column with their ranges', () => {
    const matrix = matrixWith('80/80').matrix!;
    expect(matrix.limits).toEqual(['max_ltv', 'max_cltv']);
    expect(matrix.rows[0]!.when).toEqual([
      { kind: 'range', attr: 'fico', range: { lo: 740, lo_incl: true, hi: null, hi_incl: false } },
      { kind: 'range', attr: 'loan_amount', range: { lo: null, lo_incl: false, hi: 1_000_000, hi_incl: true } },
    ]);
    expect(matrix.rows[0]!.labels).toEqual({
      fico: '≥ 740',
      loan_amount: '≤ $1,000,000',
      occupancy: null,
      purpose: null,
    });
    expect(matrix.columns).toEqual([
      {
        col: 'C',
        labels: { fico: null, loan_amount: null, occupancy: 'Primary Residence', purpose: 'Purchase' },
        when: [
          { kind: 'eq', attr: 'occupancy', values: ['owner_occupied'] },
          { kind: 'eq', attr: 'purpose', values: ['purchase'] },
        ],
      },
    ]);
  });
});

describe('DSCR tier titles above a matrix block', () => {
  it.each([
    ['DSCR ≥ 1.00', { lo: 100, lo_incl: true, hi: null, hi_incl: false }],
    ['DSCR < 1.00 (0.75 - 0.99)', { lo: 75, lo_incl: true, hi: 100, hi_incl: false }],
  ])('reads %j as its DSCR range', (title, dscr) => {
    const { matrix, errors } = matrixWith('75/75', title);
    expect(errors).toEqual([]);
    expect(matrix!.tiers).toEqual([{ label: title, when: [{ kind: 'range', attr: 'dscr', range: dscr }], row: 1 }]);
  });

  it('reads a block without a DSCR title as one untiered block', () => {
    expect(matrixWith('75/75').matrix!.tiers).toEqual([{ label: null, when: [], row: 1 }]);
  });
});
