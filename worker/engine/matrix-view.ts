/**
 * GET /api/programs/{slug}/matrix (docs/contract.md › Catalog): a program's LTV/CLTV matrix flattened to one row per
 * (DSCR tier, FICO band, loan-amount band, occupancy, purpose), so that a `no_ltv_matrix_cell` or
 * `max_ltv_exceeded` of matrix.ts can be explained by eye: the rejection's `provided` picks the
 * row, its `source_page` is the row's `source_cell`. Pure, like the rest of the engine.
 *
 * Agency programs publish no matrix (sheets/README.md §4.3): their view says so and lists what
 * limits LTV instead, the program's maximum LTV and the NA cells of its LTV-banded LLPA grids.
 */
import type { Artifact, Cond, Grid, MatrixLimit, Program, Range } from '../artifact/format.ts';
import { percentString } from '../artifact/vocabulary.ts';
import type { MatrixRow, MatrixView } from './matrix-view-response.ts';
import { planOf } from './plan.ts';
import { programRecords } from './program-filter.ts';
import { type LenderSheet, rateSheetOf, type WithSheet } from './rate-sheets.ts';
import { cellRef, tabRef } from './source.ts';

/** A program found, with its lender's tables (decoded for this answer only). */
export interface FoundProgram {
  lender: WithSheet;
  artifact: Artifact;
  program: Program;
}

type NotFound = { ok: false; reason: 'not_found' | 'ambiguous'; message: string };
export type ProgramOffering = { ok: true; lender: WithSheet } | NotFound;
export type ProgramLookup = ({ ok: true } & FoundProgram) | NotFound;

/**
 * The lender offering program `slug` (`lender` when named); ambiguous when several lenders have the
 * slug and none is named. Read from the lenders' plans: their quote parts answer it, however many
 * lenders there are.
 */
export function findOffering(lenders: readonly LenderSheet[], slug: string, lender: string | null): ProgramOffering {
  const sheets = lenders.filter((l): l is WithSheet => l.sheet !== null);
  const slugsOf = (l: WithSheet) => programRecords(planOf(l.sheet.plan)).map((p) => p.program_slug);
  const found = sheets.filter((l) => (lender === null || l.lender_slug === lender) && slugsOf(l).includes(slug));
  const only = found[0];
  if (only && found.length === 1) return { ok: true, lender: only };
  if (found.length > 1) {
    const offering = found.map((f) => f.lender_slug).join(', ');
    return {
      ok: false,
      reason: 'ambiguous',
      message: `program ${slug} is offered by lenders ${offering}: name one with ?lender=`,
    };
  }
  const known = sheets.flatMap((l) => slugsOf(l).map((s) => `${s} (${l.lender_slug})`)).join(', ');
  const where = lender === null ? '' : ` at lender ${lender}`;
  return { ok: false, reason: 'not_found', message: `no program ${slug}${where}; programs: ${known}` };
}

/** The program `slug` as `findOffering` finds it, with the tables of its lender's sheet (whole) decoded. */
export function findProgram(lenders: readonly LenderSheet[], slug: string, lender: string | null): ProgramLookup {
  const offering = findOffering(lenders, slug, lender);
  if (!offering.ok) return offering;
  const artifact = offering.lender.sheet.artifact;
  const program = artifact.programs.find((p) => p.slug === slug);
  if (!program) throw new Error(`the plan of ${offering.lender.sheet.sha256} lists program ${slug}, its tables do not`);
  return { ok: true, lender: offering.lender, artifact, program };
}

const rangeView = (range: Range, scale: number) => ({
  min: range.lo === null ? null : range.lo / scale,
  min_inclusive: range.lo_incl,
  max: range.hi === null ? null : range.hi / scale,
  max_inclusive: range.hi_incl,
});

const MATRIX_EXPLANATION =
  'One row per DSCR tier, FICO band, loan-amount band, occupancy and purpose that the matrix prints, as printed. A scenario ' +
  'takes the row whose bands contain its DSCR, credit score and loan amount and whose occupancy and purpose match ' +
  '(non_owner_occupied reads investment). No such row, or max_ltv null (NA), is no_ltv_matrix_cell; LTV above max_ltv is ' +
  'max_ltv_exceeded, above max_cltv max_cltv_exceeded, a credit score below min_fico min_fico, with the row source_cell as ' +
  'source_page. A property type the lender does not take has no row (no_ltv_matrix_cell).';

const noMatrixExplanation = (maxLtv: string | null) =>
  `This lender publishes no LTV matrix. The limits are the maximum LTV of ${maxLtv ?? 'the program'} % ` +
  '(max_ltv_exceeded above it) and the NA cells of the LTV-banded LLPA grids listed in llpa_na_cells ' +
  '(llpa_na when a scenario needs one, e.g. cash-out above 80 % LTV).';

type Conds = readonly Cond[];
const rangeOf = (when: Conds, attr: 'fico' | 'loan_amount' | 'dscr' | 'ltv') =>
  when.find((c): c is Extract<Cond, { kind: 'range' }> => c.kind === 'range' && c.attr === attr)?.range ?? null;
const eqValueOf = (when: Conds, attr: 'occupancy' | 'purpose') =>
  when.find((c): c is Extract<Cond, { kind: 'eq'; attr: typeof attr }> => c.kind === 'eq' && c.attr === attr)
    ?.values[0] ?? null;

export function matrixView({ lender, artifact: a, program }: FoundProgram): MatrixView {
  const head = {
    ...rateSheetOf(lender),
    lender_name: a.lender_name,
    program_slug: program.slug,
    program_name: program.name,
  };
  const m = program.matrix;
  if (!m) {
    const maxLtv = program.max_ltv
      ? {
          value: percentString(program.max_ltv.value),
          source_cell: cellRef(a, program.max_ltv.workbook, program.max_ltv.tab, program.max_ltv.cell),
        }
      : null;
    return {
      ...head,
      has_matrix: false,
      explanation: noMatrixExplanation(maxLtv?.value ?? null),
      source: null,
      dscr_tiers: [],
      columns: [],
      rows: [],
      max_ltv: maxLtv,
      llpa_na_cells: naCells(a, program),
    };
  }
  // As matrix.ts: tiers are named only when the matrix is split by DSCR.
  const tiered = m.tiers.length > 1 || m.tiers[0]?.label != null;
  const limit = (cell: readonly number[] | null, name: MatrixLimit) => {
    const i = m.limits.indexOf(name);
    return cell === null || i < 0 ? null : (cell[i] ?? null);
  };
  const rows = m.rows.flatMap((r) =>
    m.columns.map((c, i): MatrixRow => {
      const cell = r.cells[i] ?? null;
      const when = [...r.when, ...c.when];
      const ficoRange = rangeOf(when, 'fico');
      const loanRange = rangeOf(when, 'loan_amount');
      const ltvRange = rangeOf(when, 'ltv');
      const maxLtv = limit(cell, 'max_ltv');
      const maxCltv = limit(cell, 'max_cltv') ?? maxLtv;
      return {
        dscr_tier: tiered ? (m.tiers[r.tier]?.label ?? null) : null,
        fico_band: r.labels.fico ?? c.labels.fico,
        fico: ficoRange && rangeView(ficoRange, 1),
        loan_amount_band: r.labels.loan_amount ?? c.labels.loan_amount,
        loan_amount: loanRange && rangeView(loanRange, 1),
        occupancy: eqValueOf(when, 'occupancy'),
        occupancy_label: r.labels.occupancy ?? c.labels.occupancy,
        purpose: eqValueOf(when, 'purpose'),
        ltv: ltvRange && rangeView(ltvRange, 100),
        max_ltv: maxLtv === null ? null : percentString(maxLtv),
        max_cltv: maxCltv === null ? null : percentString(maxCltv),
        min_fico: limit(cell, 'min_fico'),
        max_loan_amount: limit(cell, 'max_loan'),
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
      ? m.tiers.map((t) => {
          const dscr = rangeOf(t.when, 'dscr');
          return { label: t.label ?? '', dscr: dscr && rangeView(dscr, 100), row: t.row };
        })
      : [],
    columns: m.columns.map((c) => ({
      occupancy: eqValueOf(c.when, 'occupancy'),
      occupancy_label: c.labels.occupancy,
      purpose: eqValueOf(c.when, 'purpose'),
      column: c.col,
    })),
    rows,
    max_ltv: null,
    llpa_na_cells: [],
  };
}

/** Is a grid column an LTV or CLTV band? */
const ltvBand = (column: Grid['columns'][number]) =>
  column.when.some((c) => c.kind === 'range' && (c.attr === 'ltv' || c.attr === 'cltv'));

/** NA cells of the grids that have LTV bands: for a program without a matrix, these are where LTV stops being eligible. */
function naCells(artifact: Artifact, program: Program): MatrixView['llpa_na_cells'] {
  // Rows that name programs (e.g. per product family): leave out those of the other programs.
  const ours = (when: Conds) =>
    when.every((c) => c.kind !== 'eq' || c.attr !== 'program' || c.values.includes(program.slug));
  return program.grids
    .filter((g) => ours(g.when))
    .flatMap((g) =>
      g.rows
        .filter((r) => ours(r.when))
        .flatMap((r) =>
          g.columns.flatMap((column, i) =>
            r.values[i] === null && column.label !== null && ltvBand(column)
              ? [
                  {
                    category: g.category,
                    row_label: r.label,
                    band: column.label,
                    source_cell: cellRef(artifact, g.workbook, g.tab, `${column.col}${r.row}`),
                  },
                ]
              : [],
          ),
        ),
    );
}
