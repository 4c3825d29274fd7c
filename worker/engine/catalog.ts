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

import { conditionsText, ratesText } from '../artifact/condition-text.ts';
import type { Artifact, Cond, DocTypeRules, Program } from '../artifact/format.ts';
import { hundredthsToNumber, points } from '../artifact/vocabulary.ts';
import type { CatalogLender, CatalogProgram, DocTypeLimits, ProgramList } from './catalog-response.ts';
import { planOf } from './plan.ts';
import { programRecords } from './program-filter.ts';
import { type LenderSheet, latestDate, rateSheetOf } from './rate-sheets.ts';
import { cellRef, ruleCellRef } from './source.ts';

/**
 * GET /api/pricer/programs: the programs and doc types of each lender's sheet, read from its plan's
 * program records as a quote reads them (the sheet's quote part suffices: no tables decoded).
 */
export function programList(lenders: readonly LenderSheet[]): ProgramList {
  return {
    rate_sheet_date: latestDate(lenders),
    lenders: lenders.map((l) => ({
      ...rateSheetOf(l),
      lender_name: l.sheet?.plan.header.lender_name ?? null,
      programs: l.sheet ? programRecords(planOf(l.sheet.plan)) : [],
    })),
  };
}

/**
 * One lender of GET /api/programs (`Catalog.lenders`): every program with its limits, caps, PPP
 * tables, withheld rates, note-rate adjustments and (agency) blocks and states. Decodes the lender's
 * tables once, keeping nothing: the route writes lender after lender (worker/http/catalog-json.ts).
 */
export function catalogLender(l: LenderSheet): CatalogLender {
  const a = l.sheet?.artifact;
  return {
    ...rateSheetOf(l),
    lender_name: a?.lender_name ?? null,
    workbooks: a?.sources ?? [],
    ppp_restricted_states: a?.ppp_restricted_states ?? [],
    programs: a ? a.programs.map((p) => catalogProgram(a, p)) : [],
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
    rates_withheld: program.rate_limits.map((l) => ({
      rates: ratesText(l.rates),
      applies_when: conditionsText(l.when),
      source_cell: cellRef(artifact, l.workbook, l.tab, l.cell),
    })),
    rate_adjustments: program.rate_adjusters.map((a) => ({
      category: a.category,
      label: a.label,
      rates: ratesText(a.rates),
      value: points(a.value),
      applies_when: conditionsText(a.when),
      source_cell: cellRef(artifact, a.workbook, a.tab, a.cell),
    })),
    rate_blocks: rateBlocks(artifact, program),
    matrix_path: matrixPath(artifact.lender_slug, program.slug),
    agency: agencyTerms(artifact, program),
  };
}

function docTypeLimits(artifact: Artifact, program: Program, rules: DocTypeRules): DocTypeLimits {
  const at = (rule: string) => ruleCellRef(artifact, rules, rule);
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
    // a rule scoped to other programs (a sentence naming them) never applies here
    rules: rules.rules
      .filter((rule) => !otherPrograms(rule.when, program.slug))
      .map((rule) => ({
        key: rule.key,
        requires: conditionsText([rule.require]),
        applies_when: conditionsText(rule.when),
        source_cell: rule.cell === null ? null : cellRef(artifact, rule.workbook, rule.tab, rule.cell),
      })),
  };
}

/** Do the conditions name programs, none of them `slug`? */
const otherPrograms = (when: readonly Cond[], slug: string): boolean =>
  when.some((c) => c.kind === 'eq' && c.attr === 'program' && !(c.values as readonly string[]).includes(slug));

/** The blocks of each term of a rate-block program, with their cells. */
function rateBlocks(artifact: Artifact, program: Program): CatalogProgram['rate_blocks'] {
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

function agencyTerms(artifact: Artifact, program: Program): CatalogProgram['agency'] {
  const sa = program.state_adjusters;
  const rules = program.doc_types[0];
  if (!sa || !program.max_ltv || artifact.conforming_limit === null || !rules) return null;
  return {
    conforming_limit: {
      value: artifact.conforming_limit,
      source_cell: ruleCellRef(artifact, rules, 'conforming_limit'),
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
