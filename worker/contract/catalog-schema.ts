/**
 * The catalog's answers as zod schemas (GET /api/pricer/programs, GET /api/programs): they document
 * what worker/engine/catalog.ts builds, held to its types (catalog-response.ts). The OpenAPI generator (worker/contract/openapi.ts) and the tests
 * import them; the Worker imports their types only, so zod's classic API is not in its bundle.
 */
import { z } from 'zod';
import type * as engine from '../engine/catalog-response.ts';
import { SourceCell, withRateSheet } from './response.ts';
import type { Same } from './same-type.ts';

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
  rules: z
    .array(
      z.object({
        key: z.string().describe('The rejection key the rule gives'),
        requires: z.string().describe('What the rule requires of the loan, in the request units: "ltv ≤ 70"'),
        applies_when: z
          .string()
          .describe('Where it applies: "purpose cash_out_refi and loan_amount > 1500000", or "always"'),
        source_cell: SourceCell.nullable(),
      }),
    )
    .describe('The rules the lender declares beyond the fields above (a scoped maximum LTV, an occupancy list)'),
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
  floor: PriceLimit.nullable().describe('The minimum price: a rate priced below it is rejected (min_price_floor)'),
  ppp_tables: z.array(PppTableView),
  rates_withheld: z
    .array(
      z.object({
        rates: z.string().describe('The note rates withheld: "< 6.875%", "≥ 6.500% and ≤ 6.625%"'),
        applies_when: z.string().describe('From which loans: "occupancy investment", or "always"'),
        source_cell: SourceCell,
      }),
    )
    .describe(
      'Rates the program does not offer to some loans (a minimum note rate, a rate footnoted "purchase only"): no offer at them; its other rates still price the loan',
    ),
  rate_adjustments: z
    .array(
      z.object({
        category: z.string().describe("The table's title"),
        label: z.string().describe('As printed: "Note rates below 7.000%"'),
        rates: z.string().describe('The note rates it adjusts: "< 7.000%"'),
        value: z.number().describe('Points, added to the price of each of those rates'),
        applies_when: z.string().describe('For which loans, or "always"'),
        source_cell: SourceCell,
      }),
    )
    .describe(
      "Adjustments of each note rate on its own: added to that rate's price after the loan's adjustments and before the caps; the offer at such a rate lists it",
    ),
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

export type DocTypeLimits = engine.DocTypeLimits;
export type CatalogProgram = engine.CatalogProgram;
export type ProgramList = engine.ProgramList;
export type Catalog = engine.Catalog;

true satisfies Same<z.infer<typeof DocTypeLimits>, DocTypeLimits>;
true satisfies Same<z.infer<typeof PriceLimit>, engine.PriceLimit>;
true satisfies Same<z.infer<typeof PppTableView>, engine.PppTableView>;
true satisfies Same<z.infer<typeof RateBlockView>, engine.RateBlockView>;
true satisfies Same<z.infer<typeof AgencyTerms>, engine.AgencyTerms>;
true satisfies Same<z.infer<typeof CatalogProgram>, CatalogProgram>;
true satisfies Same<z.infer<typeof ProgramSummary>, engine.ProgramSummary>;
true satisfies Same<z.infer<typeof ProgramList>, ProgramList>;
true satisfies Same<z.infer<typeof Catalog>, Catalog>;
