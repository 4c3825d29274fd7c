/**
 * How a profile reads a `Grids` tab written beside Juniper Ridge's own (the grid and blank-cell
 * tests each write theirs): a `Condo LLPA` grid, corner `FICO`, rows FICO bands and columns LTV
 * bands; then a program's grid, corner `Units`, rows the lender's words and columns loan amounts.
 */
import type { GridTable } from '../../compiler/tables/language.ts';

export const FICO_LTV: GridTable = {
  means: 'adjustments',
  shape: 'grid',
  at: { tab: 'Grids' },
  corner: 'FICO',
  rows: { band: 'fico' },
  columns: { band: 'ltv' },
  values: 'adjustment',
};

export const UNITS: GridTable = {
  means: 'adjustments',
  shape: 'grid',
  at: { tab: 'Grids' },
  corner: 'Units',
  rows: 'condition',
  columns: { band: 'loan_amount' },
  values: 'adjustment',
  category: 'Units',
};
