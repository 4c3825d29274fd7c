/**
 * The program catalog (docs/contract.md › Catalog): what each lender's sheet offers and every limit the checks of
 * checks.ts, caps.ts and ppp.ts enforce, each with the cell it came from. Pure: a projection of
 * the loaded artifacts, no I/O.
 *
 * Units, chosen so a value reads exactly like the rejection threshold or adjuster it explains:
 * prices, caps and adjustments in points (numbers, 3 decimals); percentages (DTI, CLTV, LTV) as
 * numbers (55 = 55.00 %); DSCR as a number (0.75); FICO in points; loan amounts in whole dollars;
 * `null` in a PPP value is the lender's NA (not eligible). Only the matrix view (matrix-view.ts)
 * writes LTV maxima as "80.00" strings, as Offer.max_ltv does.
 */
import { z } from 'zod';
import type { Artifact, DocTypeRules, Program } from '../artifact/format.ts';
import { hundredthsToNumber, points } from '../artifact/vocabulary.ts';
import { ruleCell } from './entry-parts.ts';
import { type LenderSheet, latestDate, rateSheetOf } from './rate-sheets.ts';
import { SourceCell, withRateSheet } from './response.ts';
import { cellRef } from './source.ts';

/** A published value and its cell; `source_cell` is null when no single cell prints it (agency terms). */
const sourced = <T extends z.ZodType>(value: T) => z.object({ value, source_cell: SourceCell.nullable() });

const int = z.number().int();
const percent = z.number().describe('Percent: 55 = 55.00 %');

export const DocTypeLimits = z.object({
  doc_type: z.string(),
  label: z.string().describe('The column heading of the program on the Guidelines tab'),
  min_fico: sourced(int.nullable()).describe('null: no program minimum, the matrix cells hold it (min_fico per cell)'),
  max_dti: sourced(percent.nullable()).describe('null: no DTI test'),
  min_loan_amount: sourced(int),
  max_loan_amount: sourced(int),
  min_dscr: sourced(z.number().nullable()).describe('null: no DSCR test'),
  citizenship: sourced(z.array(z.string())),
  lien_positions: sourced(z.array(z.string())).describe('The lien positions the program lends on'),
  states: sourced(z.array(z.string())).extend({
    all_except: z
      .array(z.string())
      .nullable()
      .describe('The exclusions as printed when the sheet says "All states + DC except ..."'),
  }),
  occupancies: sourced(z.array(z.string())),
  terms: sourced(z.array(int)),
  lock_days: sourced(z.array(int)),
  max_cltv: sourced(percent.nullable()),
});

export const PriceLimit = z.object({
  key: z.string().describe('A stable identifier of the printed label'),
  label: z.string().describe('As printed'),
  value: z.number().describe('Points'),
  source_cell: SourceCell,
});

export const PppTableView = z.object({
  name: z.string(),
  source_cell: SourceCell.describe('The table title'),
  columns: z.array(z.object({ label: z.string(), occupancies: z.array(z.string()) })),
  rows: z.array(
    z.object({
      term: z.string(),
      values: z.array(
        z.object({
          column: z.string(),
          value: z.number().nullable().describe('Points; null = NA (not eligible)'),
          source_cell: SourceCell,
        }),
      ),
    }),
  ),
});

const RateBlockView = z.object({
  name: z.string(),
  code: z.string().nullable().describe("The lender's block code, when it prints one"),
  lock_days: z.array(int),
  source_cell: SourceCell,
});

export const AgencyTerms = z.object({
  conforming_limit: sourced(int).describe('Loan amounts above it are priced from the high-balance block'),
  max_ltv: sourced(percent),
  rate_blocks: z.array(
    z.object({
      term: int,
      conforming: RateBlockView,
      high_balance: RateBlockView.nullable().describe(
        'null: no high-balance block, the conforming block prices every amount',
      ),
    }),
  ),
  agency: sourced(z.string()).describe('The agency whose state adjusters apply (FNMA, FHLMC)'),
  states: z
    .array(z.object({ state: z.string(), adjustment: z.number().describe('Points'), source_cell: SourceCell }))
    .describe('The states offered; any other state is state_not_offered'),
});

export const CatalogProgram = z.object({
  program_slug: z.string(),
  program_name: z.string(),
  program_code: z.string().nullable(),
  pricing: z.enum(['ladder', 'rate_blocks']),
  doc_types: z.array(DocTypeLimits),
  caps: z.array(PriceLimit).describe('Price caps; the lowest applicable one clamps the price'),
  floor: PriceLimit.nullable().describe('Minimum Price: a rate priced below it is rejected (min_price_floor)'),
  ppp_tables: z.array(PppTableView),
  rate_blocks: z
    .array(z.object({ term: int, conforming: RateBlockView, high_balance: RateBlockView.nullable() }))
    .nullable()
    .describe(
      'Programs priced from rate blocks (a price column per lock period): the block of each term; high_balance null when one block prices every amount. null for a ladder',
    ),
  matrix_path: z.string().describe('The LTV matrix of the program (GET)'),
  agency: AgencyTerms.nullable().describe('Agency programs only'),
});

export const ProgramSummary = z.object({
  program_slug: z.string(),
  program_name: z.string(),
  doc_types: z.array(z.string()),
});

const lenderName = z.string().nullable().describe('null when the lender has no sheet at the moment asked');

export const ProgramList = z.object({
  rate_sheet_date: z.string().nullable(),
  lenders: z
    .array(withRateSheet({ lender_name: lenderName, programs: z.array(ProgramSummary) }))
    .describe('One entry per lender of the roster; an expired sheet still lists its programs, which are not priced'),
});

export const Catalog = z.object({
  rate_sheet_date: z.string().nullable(),
  lenders: z
    .array(
      withRateSheet({
        lender_name: lenderName,
        workbooks: z.array(z.string()),
        ppp_restricted_states: z.array(z.string()).describe('No PPP term other than "No PPP" in these states'),
        programs: z.array(CatalogProgram),
      }),
    )
    .describe('One entry per lender of the roster'),
});

export type DocTypeLimits = z.infer<typeof DocTypeLimits>;
export type CatalogProgram = z.infer<typeof CatalogProgram>;
export type ProgramList = z.infer<typeof ProgramList>;
export type Catalog = z.infer<typeof Catalog>;

/** GET /api/pricer/programs: the programs and doc types of each lender's sheet. */
export function programList(lenders: readonly LenderSheet[]): ProgramList {
  return {
    rate_sheet_date: latestDate(lenders),
    lenders: lenders.map((l) => ({
      ...rateSheetOf(l),
      lender_name: l.sheet?.artifact.lender_name ?? null,
      programs: (l.sheet?.artifact.programs ?? []).map((p) => ({
        program_slug: p.slug,
        program_name: p.name,
        doc_types: p.doc_types.map((d) => d.doc_type),
      })),
    })),
  };
}

/** GET /api/programs: every program with its limits, caps, PPP tables and (agency) blocks and states. */
export function programCatalog(lenders: readonly LenderSheet[]): Catalog {
  return {
    rate_sheet_date: latestDate(lenders),
    lenders: lenders.map((l) => {
      const a = l.sheet?.artifact;
      return {
        ...rateSheetOf(l),
        lender_name: a?.lender_name ?? null,
        workbooks: a?.sources ?? [],
        ppp_restricted_states: a?.ppp_restricted_states ?? [],
        programs: a ? a.programs.map((p) => catalogProgram(a, p)) : [],
      };
    }),
  };
}

/** The matrix route of a program; `lender` always given, so the path stays right if another lender reuses the slug. */
const matrixPath = (lender: string, slug: string) =>
  `/api/programs/${encodeURIComponent(slug)}/matrix?lender=${encodeURIComponent(lender)}`;

function catalogProgram(artifact: Artifact, program: Program): CatalogProgram {
  const limit = (key: string, c: Program['caps'][number] | NonNullable<Program['floor']>) => ({
    key,
    label: c.label,
    value: points(c.value),
    source_cell: cellRef(artifact, c.workbook, c.tab, c.cell),
  });
  return {
    program_slug: program.slug,
    program_name: program.name,
    program_code: program.code,
    pricing: program.pricing,
    doc_types: program.doc_types.map((rules) => docTypeLimits(artifact, program, rules)),
    caps: program.caps.map((c) => limit(c.key, c)),
    floor: program.floor ? limit('min_price', program.floor) : null,
    ppp_tables: program.ppp.map((t) => ({
      name: t.name,
      source_cell: cellRef(artifact, t.workbook, t.tab, t.title_cell),
      columns: t.columns.map((c) => ({ label: c.label, occupancies: c.occupancies })),
      rows: t.rows.map((r) => ({
        term: r.term,
        values: t.columns.map((c, i) => {
          const value = r.values[i];
          return {
            column: c.label,
            value: value === null ? null : points(value ?? 0),
            source_cell: cellRef(artifact, t.workbook, t.tab, `${c.col}${r.row}`),
          };
        }),
      })),
    })),
    rate_blocks: rateBlocks(artifact, program),
    matrix_path: matrixPath(artifact.lender_slug, program.slug),
    agency: agencyTerms(artifact, program),
  };
}

function docTypeLimits(artifact: Artifact, program: Program, rules: DocTypeRules): DocTypeLimits {
  const at = (rule: string) => ruleCell(artifact, rules, rule);
  const sa = program.state_adjusters;
  const maxLtv = program.max_ltv;
  return {
    doc_type: rules.doc_type,
    label: rules.column_label,
    min_fico: { value: rules.min_fico, source_cell: at('min_fico') },
    max_dti: { value: rules.max_dti === null ? null : hundredthsToNumber(rules.max_dti), source_cell: at('max_dti') },
    min_loan_amount: { value: rules.min_loan, source_cell: at('min_loan') },
    max_loan_amount: { value: rules.max_loan, source_cell: at('max_loan') },
    min_dscr: {
      value: rules.min_dscr === null ? null : hundredthsToNumber(rules.min_dscr),
      source_cell: at('min_dscr'),
    },
    citizenship: { value: rules.citizenship, source_cell: at('citizenship') },
    lien_positions: { value: rules.lien_positions, source_cell: at('lien_positions') },
    // Agency states come from the program's State Adjusters column (checks.ts tests those).
    states: sa
      ? {
          value: sa.states.map((x) => x.state),
          all_except: null,
          source_cell: cellRef(artifact, sa.workbook, sa.tab, sa.agency_cell),
        }
      : { value: rules.states, all_except: rules.states_all_except, source_cell: at('states') },
    occupancies: { value: rules.occupancies, source_cell: at('occupancies') },
    terms: { value: rules.terms, source_cell: at('terms') },
    lock_days: { value: rules.locks, source_cell: at('locks') },
    // The agency Guidelines print one Maximum LTV, which is also the CLTV limit (first liens only).
    max_cltv: {
      value: rules.max_cltv === null ? null : hundredthsToNumber(rules.max_cltv),
      source_cell: at('max_cltv') ?? (maxLtv ? cellRef(artifact, maxLtv.workbook, maxLtv.tab, maxLtv.cell) : null),
    },
  };
}

/** The blocks of each term of a rate-block program, with their cells. */
function rateBlocks(artifact: Artifact, program: Program): z.infer<typeof CatalogProgram>['rate_blocks'] {
  if (!program.routes) return null;
  const block = (name: string) => {
    const b = artifact.rate_blocks.find((x) => x.name === name);
    return b
      ? {
          name: b.name,
          code: b.code,
          lock_days: b.locks.map((l) => l.days),
          source_cell: cellRef(artifact, b.workbook, b.tab, b.title_cell),
        }
      : null;
  };
  return program.routes.flatMap((r) => {
    const conforming = block(r.conforming);
    if (!conforming) return [];
    return [{ term: r.term, conforming, high_balance: r.high_balance === r.conforming ? null : block(r.high_balance) }];
  });
}

function agencyTerms(artifact: Artifact, program: Program): z.infer<typeof AgencyTerms> | null {
  const sa = program.state_adjusters;
  const rules = program.doc_types[0];
  if (!sa || !program.max_ltv || artifact.conforming_limit === null || !rules) return null;
  return {
    conforming_limit: {
      value: artifact.conforming_limit,
      source_cell: ruleCell(artifact, rules, 'conforming_limit'),
    },
    max_ltv: {
      value: hundredthsToNumber(program.max_ltv.value),
      source_cell: cellRef(artifact, program.max_ltv.workbook, program.max_ltv.tab, program.max_ltv.cell),
    },
    rate_blocks: rateBlocks(artifact, program) ?? [],
    agency: { value: sa.agency, source_cell: cellRef(artifact, sa.workbook, sa.tab, sa.agency_cell) },
    states: sa.states.map((x) => ({
      state: x.state,
      adjustment: points(x.value),
      source_cell: cellRef(artifact, sa.workbook, sa.tab, `${sa.col}${x.row}`),
    })),
  };
}
