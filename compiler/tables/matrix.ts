/**
 * An eligibility matrix of the table language (language.ts MatrixTable) as the artifact's Matrix:
 * one tier, the grid's columns and rows with the conditions of their keys, each cell the limits of
 * its loans (the maximum LTV, or the forms of compiler/readers/matrix-cells.ts; null: NA, none
 * eligible). The labels the matrix view shows are the keys as printed,
 * under the dimension each reads.
 */
import type { Cond, Matrix, MatrixLabels } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { isNA, percent } from '../cells.ts';
import { LIMITS, matrixCell } from '../readers/matrix-cells.ts';
import { programNamed } from '../readers/tabs.ts';
import { colLetter, type Sheet } from '../sheet.ts';
import { keyOf } from './grid.ts';
import type { DeclaredProfile, MatrixTable } from './language.ts';

const NO_LABELS: MatrixLabels = { fico: null, loan_amount: null, occupancy: null, purpose: null };

/** The labels of a key: its text under the dimension its conditions test, when the matrix view shows that one. */
function labelsOf(text: string, when: readonly Cond[]): MatrixLabels {
  const dimension = when.map((c) => c.attr).find((a): a is keyof MatrixLabels => a in NO_LABELS);
  return dimension ? { ...NO_LABELS, [dimension]: text } : NO_LABELS;
}

/** The limits of the cell at (row, col) in the table's form: null (NA), or undefined (reported). */
function limitsAt(sheet: Sheet, table: MatrixTable, row: number, col: number): number[] | null | undefined {
  if (table.cells !== undefined && table.cells !== 'max LTV') return matrixCell(sheet, table.cells, row, col);
  if (isNA(sheet, sheet.text(row, col))) return null;
  const max = percent(sheet, row, col, false);
  return typeof max === 'number' ? [max] : undefined;
}

/** Every matrix of `table` on `sheet`, by program slug (`''`: every program's). */
export function readMatrices(sheet: Sheet, profile: DeclaredProfile, table: MatrixTable): Map<string, Matrix> {
  const matrices = new Map<string, Matrix>();
  const corners = sheet.find((text) => sameLabel(text, table.corner));
  if (corners.length === 0)
    sheet.error('missing_table', null, null, `no matrix whose header starts ${JSON.stringify(table.corner)}`);
  for (const { row, col } of corners) {
    const title = sheet.text(row - 1, col);
    const slug = (title === '' ? undefined : programNamed(profile, title))?.slug ?? '';
    if (matrices.has(slug)) {
      sheet.error('duplicate_table', row, col, `a second matrix for ${slug || 'every program'}`);
      continue;
    }
    const columns: Matrix['columns'] = [];
    for (let c = col + 1; c < sheet.cols && sheet.text(row, c) !== ''; c++) {
      const when = keyOf(sheet, profile, table.columns, row, c);
      if (when) columns.push({ col: colLetter(c), labels: labelsOf(sheet.text(row, c), when), when });
    }
    const rows: Matrix['rows'] = [];
    for (let r = row + 1; r < sheet.rows && sheet.text(r, col) !== ''; r++) {
      const when = keyOf(sheet, profile, table.rows, r, col);
      const cells = columns.map((_, i) => limitsAt(sheet, table, r, col + 1 + i));
      if (when && cells.every((x) => x !== undefined))
        rows.push({
          tier: 0,
          row: r + 1,
          labels: labelsOf(sheet.text(r, col), when),
          when,
          cells: cells as (number[] | null)[],
        });
    }
    if (columns.length === 0 || rows.length === 0) {
      sheet.error('empty_grid', row, col, 'an eligibility matrix with no columns or no rows');
      continue;
    }
    matrices.set(slug, {
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      when: [],
      limits: table.cells === undefined || table.cells === 'max LTV' ? ['max_ltv'] : LIMITS[table.cells],
      tiers: [{ label: null, when: [], row: row + 1 }],
      columns,
      rows,
    });
  }
  return matrices;
}
