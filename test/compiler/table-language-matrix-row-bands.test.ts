/**
 * An eligibility matrix's row bands (compiler/tables/matrix.ts): the last row key's bands within each
 * group of the keys before it (a FICO band's loan amounts) neither overlap nor leave a gap, where a
 * loan would be in no row. Juniper Ridge's workbook with a `Matrix` tab.
 */
import { describe, expect, it } from 'vitest';
import type { MatrixTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const MATRIX: MatrixTable = {
  means: 'eligibility matrix',
  shape: 'grid',
  at: { tab: 'Matrix' },
  corner: 'FICO',
  rows: [{ band: 'fico' }, { band: 'loan_amount' }],
  columns: 'condition',
};
/** The matrix with the second loan band of the 700+ group printed as `second`. */
const findings = (second: string) =>
  juniperWith(
    {
      Matrix: [
        [null, 'FICO', 'Loan Amount', 'Cash-Out Refi'],
        [null, '≥ 700', '≤ $1,000,000', '80%'],
        [null, null, second, '75%'], // C6
        [null, '< 700', '≤ $1,000,000', '70%'],
        [null, null, '$1,000,001 - $2,000,000', '65%'], // its own group: its bands, not the 700+ group's
      ],
    },
    { ...JUNIPER, tables: [...JUNIPER.tables, MATRIX] },
  ).diag.list.map((d) => [d.code, d.cell, d.message]);

describe("a matrix's row bands, within each group", () => {
  it('at the edge: the next dollar starts the next band, no finding', () => {
    expect(findings('$1,000,001 - $1,500,000')).toEqual([]);
  });

  it('a dollar past it is a gap; a dollar before it an overlap', () => {
    expect(findings('$1,000,002 - $1,500,000')[0]).toEqual([
      'band_tiling',
      'C6',
      'gap between bands "≤ $1,000,000" and "$1,000,002 - $1,500,000"',
    ]);
    expect(findings('$1,000,000 - $1,500,000')[0]![0]).toBe('band_tiling');
  });

  it('a key read as no band is its one finding: no gap reported where its row stood (the rows around it read)', () => {
    const built = juniperWith(
      {
        Matrix: [
          [null, 'FICO', 'Loan Amount', 'Cash-Out Refi'],
          [null, '≥ 700', '≤ $1,000,000', '80%'],
          [null, null, 'see note', '75%'], // C6
          [null, null, '$1,500,001 - $2,000,000', '70%'],
        ],
      },
      { ...JUNIPER, tables: [...JUNIPER.tables, MATRIX] },
    );
    expect(built.diag.list.map((d) => [d.code, d.cell])).toEqual([['bad_band', 'C6']]);
  });
});
