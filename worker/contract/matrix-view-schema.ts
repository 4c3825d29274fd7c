/**
 * The matrix view's answer as a zod schema (GET /api/programs/{slug}/matrix): it documents what
 * worker/engine/matrix-view.ts builds, held to its types (matrix-view-response.ts). The OpenAPI generator (worker/contract/openapi.ts) and the tests
 * import it; the Worker imports its types only, so zod's classic API is not in its bundle.
 */
import { z } from 'zod';
import type * as engine from '../engine/matrix-view-response.ts';
import { SheetFields, SourceCell } from './response.ts';
import type { Same } from './same-type.ts';

export const RangeView = z
  .object({
    min: z.number().nullable(),
    min_inclusive: z.boolean(),
    max: z.number().nullable(),
    max_inclusive: z.boolean(),
  })
  .describe('A band in natural units; a null end is unbounded');

const ltvString = z
  .string()
  .nullable()
  .describe('Decimal string as in Offer.max_ltv ("80.00"); null = NA, not eligible');

const fico = z.number().int().nullable().describe('Minimum FICO of the cell; null when the matrix prints none (or NA)');

export const MatrixRow = z.object({
  dscr_tier: z.string().nullable().describe('null when the matrix has no DSCR tiers'),
  fico_band: z.string().nullable().describe('null when the matrix is not banded by FICO'),
  fico: RangeView.nullable(),
  loan_amount_band: z.string().nullable(),
  loan_amount: RangeView.nullable(),
  occupancy: z.string().nullable().describe('non_owner_occupied reads the investment rows'),
  occupancy_label: z.string().nullable(),
  purpose: z.string().nullable(),
  ltv: RangeView.nullable().describe(
    'the LTV band of the cell (percent), when the matrix limits something else by LTV',
  ),
  max_ltv: ltvString,
  max_cltv: ltvString.describe('As Offer.max_cltv: the maximum LTV where the matrix prints no separate CLTV limit'),
  min_fico: fico,
  max_loan_amount: z
    .number()
    .int()
    .nullable()
    .describe(
      'Maximum loan amount of the cell, dollars, the amount itself eligible; null when the matrix prints none (or NA)',
    ),
  source_cell: SourceCell,
});

export const MatrixView = SheetFields.extend({
  lender_name: z.string(),
  program_slug: z.string(),
  program_name: z.string(),
  has_matrix: z.boolean().describe('false for programs whose lender publishes no matrix'),
  explanation: z.string(),
  source: z.string().nullable().describe('"<workbook> › <tab>" of the matrix'),
  dscr_tiers: z.array(
    z.object({
      label: z.string(),
      dscr: RangeView.nullable(),
      row: z.number().int().describe('Sheet row of the tier title'),
    }),
  ),
  columns: z.array(
    z.object({
      occupancy: z.string().nullable(),
      occupancy_label: z.string().nullable(),
      purpose: z.string().nullable(),
      column: z.string(),
    }),
  ),
  rows: z.array(MatrixRow),
  max_ltv: z
    .object({ value: z.string(), source_cell: SourceCell })
    .nullable()
    .describe('Without a matrix: the program-wide maximum LTV'),
  llpa_na_cells: z
    .array(z.object({ category: z.string(), row_label: z.string(), band: z.string(), source_cell: SourceCell }))
    .describe('Without a matrix: the NA cells of the LTV-banded LLPA grids, the other LTV limits (llpa_na)'),
});

export type MatrixRow = engine.MatrixRow;
export type MatrixView = engine.MatrixView;

true satisfies Same<z.infer<typeof RangeView>, engine.RangeView>;
true satisfies Same<z.infer<typeof MatrixRow>, MatrixRow>;
true satisfies Same<z.infer<typeof MatrixView>, MatrixView>;
