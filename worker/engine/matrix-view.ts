/**
 * GET /api/programs/{slug}/matrix (docs/contract.md › Catalog): a program's LTV/CLTV matrix flattened to one row per
 * (DSCR tier, FICO band, loan-amount band, occupancy, purpose), so that a `no_ltv_matrix_cell` or
 * `max_ltv_exceeded` of matrix.ts can be explained by eye: the rejection's `provided` picks the
 * row, its `source_page` is the row's `source_cell`. Pure, like the rest of the engine.
 *
 * Agency programs publish no matrix (sheets/README.md §4.3): their view says so and lists what
 * limits LTV instead, the program's maximum LTV and the NA cells of its LTV-banded LLPA grids.
 */
import { z } from 'zod';
import type { Artifact, Cond, Program, Range } from '../artifact/format.ts';
import { percentString } from '../artifact/vocabulary.ts';
import { type LenderSheet, rateSheetOf, type WithSheet } from './rate-sheets.ts';
import { SheetFields, SourceCell } from './response.ts';
import { cellRef, tabRef } from './source.ts';

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

export const MatrixRow = z.object({
  dscr_tier: z.string().nullable().describe('null when the matrix has no DSCR tiers'),
  fico_band: z.string(),
  fico: RangeView,
  loan_amount_band: z.string(),
  loan_amount: RangeView,
  occupancy: z.string().describe('non_owner_occupied reads the investment rows'),
  occupancy_label: z.string(),
  purpose: z.string(),
  max_ltv: ltvString,
  max_cltv: ltvString,
  source_cell: SourceCell,
});

export const MatrixView = SheetFields.extend({
  lender_name: z.string(),
  program_slug: z.string(),
  program_name: z.string(),
  has_matrix: z.boolean().describe('false for agency programs, which publish none'),
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
    z.object({ occupancy: z.string(), occupancy_label: z.string(), purpose: z.string(), column: z.string() }),
  ),
  rows: z.array(MatrixRow),
  max_ltv: z
    .object({ value: z.string(), source_cell: SourceCell })
    .nullable()
    .describe('Agency: the program-wide maximum LTV'),
  llpa_na_cells: z
    .array(z.object({ category: z.string(), row_label: z.string(), band: z.string(), source_cell: SourceCell }))
    .describe('Agency: the NA cells of the LTV-banded LLPA grids, the other LTV limits (llpa_na)'),
});

export type MatrixRow = z.infer<typeof MatrixRow>;
export type MatrixView = z.infer<typeof MatrixView>;

export type ProgramLookup =
  | { ok: true; lender: WithSheet; program: Program }
  | { ok: false; reason: 'not_found' | 'ambiguous'; message: string };

/** The program `slug` of `lender` (any lender when null); ambiguous when several lenders have the slug and none is named. */
export function findProgram(lenders: readonly LenderSheet[], slug: string, lender: string | null): ProgramLookup {
  const sheets = lenders.filter((l): l is WithSheet => l.sheet !== null);
  const found = sheets.flatMap((l) =>
    lender !== null && l.lender_slug !== lender
      ? []
      : l.sheet.artifact.programs.filter((p) => p.slug === slug).map((program) => ({ lender: l, program })),
  );
  const only = found[0];
  if (only && found.length === 1) return { ok: true, ...only };
  if (found.length > 1) {
    const offering = found.map((f) => f.lender.lender_slug).join(', ');
    return {
      ok: false,
      reason: 'ambiguous',
      message: `program ${slug} is offered by lenders ${offering}: name one with ?lender=`,
    };
  }
  const known = sheets.flatMap((l) => l.sheet.artifact.programs.map((p) => `${p.slug} (${l.lender_slug})`)).join(', ');
  const where = lender === null ? '' : ` at lender ${lender}`;
  return { ok: false, reason: 'not_found', message: `no program ${slug}${where}; programs: ${known}` };
}

const rangeView = (r: Range, scale: number) => ({
  min: r.lo === null ? null : r.lo / scale,
  min_inclusive: r.lo_incl,
  max: r.hi === null ? null : r.hi / scale,
  max_inclusive: r.hi_incl,
});

const MATRIX_EXPLANATION =
  'One row per DSCR tier, FICO band, loan-amount band, occupancy and purpose, as printed. A scenario takes the row whose bands ' +
  'contain its DSCR, credit score and loan amount and whose occupancy and purpose match (non_owner_occupied reads investment). ' +
  'No such row, or max_ltv null (NA), is no_ltv_matrix_cell; LTV above max_ltv is max_ltv_exceeded, above max_cltv ' +
  'max_cltv_exceeded, with the row source_cell as source_page.';

const agencyExplanation = (maxLtv: string | null) =>
  `This lender publishes no LTV matrix. The limits are the maximum LTV of ${maxLtv ?? 'the program'} % ` +
  '(max_ltv_exceeded above it) and the NA cells of the LTV-banded LLPA grids listed in llpa_na_cells ' +
  '(llpa_na when a scenario needs one, e.g. cash-out above 80 % LTV).';

export function matrixView(lender: WithSheet, p: Program): MatrixView {
  const a = lender.sheet.artifact;
  const head = { ...rateSheetOf(lender), lender_name: a.lender_name, program_slug: p.slug, program_name: p.name };
  const m = p.matrix;
  if (!m) {
    const maxLtv = p.max_ltv
      ? {
          value: percentString(p.max_ltv.value),
          source_cell: cellRef(a, p.max_ltv.workbook, p.max_ltv.tab, p.max_ltv.cell),
        }
      : null;
    return {
      ...head,
      has_matrix: false,
      explanation: agencyExplanation(maxLtv?.value ?? null),
      source: null,
      dscr_tiers: [],
      columns: [],
      rows: [],
      max_ltv: maxLtv,
      llpa_na_cells: naCells(a, p),
    };
  }
  // As matrix.ts: tiers are named only when the matrix is split by DSCR.
  const tiered = m.tiers.length > 1 || m.tiers[0]?.dscr != null;
  const rows = m.rows.flatMap((r) =>
    m.columns.map((c, i): MatrixRow => {
      const cell = r.cells[i] ?? null;
      return {
        dscr_tier: tiered ? (m.tiers[r.tier]?.label ?? null) : null,
        fico_band: r.fico_label,
        fico: rangeView(r.fico, 1),
        loan_amount_band: r.loan_label,
        loan_amount: rangeView(r.loan, 1),
        occupancy: c.occupancy,
        occupancy_label: c.occupancy_label,
        purpose: c.purpose,
        max_ltv: cell ? percentString(cell[0]) : null,
        max_cltv: cell ? percentString(cell[1]) : null,
        source_cell: cellRef(a, m.workbook, m.tab, `${c.col}${r.row}`),
      };
    }),
  );
  return {
    ...head,
    has_matrix: true,
    explanation: MATRIX_EXPLANATION,
    source: tabRef(a, m.workbook, m.tab),
    dscr_tiers: tiered
      ? m.tiers.map((t) => ({ label: t.label, dscr: t.dscr ? rangeView(t.dscr, 100) : null, row: t.row }))
      : [],
    columns: m.columns.map((c) => ({
      occupancy: c.occupancy,
      occupancy_label: c.occupancy_label,
      purpose: c.purpose,
      column: c.col,
    })),
    rows,
    max_ltv: null,
    llpa_na_cells: [],
  };
}

/** NA cells of the grids that have LTV bands: for a program without a matrix, these are where LTV stops being eligible. */
function naCells(a: Artifact, p: Program): MatrixView['llpa_na_cells'] {
  // Agency high-balance rows are per product family: leave out those of the other programs.
  const ours = (when: readonly Cond[]) =>
    when.every((c) => c.kind !== 'eq' || c.attr !== 'program' || c.values.includes(p.slug));
  return p.grids
    .filter((g) => ours(g.when))
    .flatMap((g) =>
      g.rows
        .filter((r) => ours(r.when))
        .flatMap((r) =>
          (g.bands ?? []).flatMap((band, i) =>
            r.values[i] === null
              ? [
                  {
                    category: g.category,
                    row_label: r.label,
                    band: band.label,
                    source_cell: cellRef(a, g.workbook, g.tab, `${band.col}${r.row}`),
                  },
                ]
              : [],
          ),
        ),
    );
}
