/**
 * The quote: every (lender, program, doc type) of the sheets asked for, priced (price-program.ts)
 * and ranked, or rejected with its reasons (docs/contract.md › POST /api/pricer/quote). Pure: no
 * I/O, and an ineligible loan is a result, never an exception.
 */
import { ENTRY, entryAt } from '../artifact/plan/layout.ts';
import { entryField, isHighBalance, type PricingEntry, partsAt, pricingEntry } from './entry.ts';
import { PricedPrograms } from './offers.ts';
import { type ArtifactPlan, planOf } from './plan.ts';
import { baseAt, finalAt, type Priced, priceProgram, rateAt } from './price-program.ts';
import {
  entryDocType,
  filterErrors,
  forSelectedEntries,
  programCount,
  programField,
  programOffset,
  programSlug,
} from './program-filter.ts';
import type { QuoteRequest } from './quote-request.ts';
import type { Offer, QuoteResponse, Rejection } from './quote-response.ts';
import { Ranking } from './ranking.ts';
import { type LenderSheet, latestDate, rateSheetOf, withSheet } from './rate-sheets.ts';
import type { Reason } from './reason.ts';
import * as reject from './rejections.ts';
import { type Scenario, scenarioOf } from './scenario.ts';

export type QuoteOutcome =
  | { ok: true; response: QuoteResponse }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** The rejection of the program at `programAt` under `docType`, before any of its entries is priced. */
const rejection = (plan: ArtifactPlan, programAt: number, docType: string, rejections: Reason[]): Rejection => ({
  lender_slug: plan.header.lender_slug,
  program_slug: programSlug(plan, programAt),
  program_name: plan.name(programField(plan, programAt, 'NAME')),
  doc_type: docType,
  rejections,
});

/** The rejection of a (program, doc type) whose reasons are `reasons`, named from the entry's parts. */
function entryRejection(entry: PricingEntry, reasons: Reason[]): Rejection {
  const { lender_slug, program_slug, program_name, doc_type } = partsAt(entry);
  return { lender_slug, program_slug, program_name, doc_type, rejections: reasons };
}

/**
 * Where a quote puts what its programs price (the ranking of their rates, and what their offers
 * share) and what it refuses: every rejection built and listed, or (`rejected: counted`) counted alone.
 */
interface QuoteWalk {
  ranking: Ranking;
  priced: PricedPrograms;
  rejected: Rejection[] | null;
  rejectedCount: number;
}

/** A priced (program, doc type)'s kept rates, ranked as numbers; its offers are built only if returned. */
function rank(walk: QuoteWalk, entry: PricingEntry, { program, rates, kept }: Priced): void {
  const index = walk.priced.add(program);
  const group = walk.ranking.group(entry.plan, entryField(entry, ENTRY.PAIR_RANK, 'PAIR_RANK'));
  for (const i of kept)
    walk.ranking.add(index, group, rateAt(entry, rates, i), baseAt(entry, rates, i), finalAt(entry, rates, i));
}

/** A lender's sheet in force or expired: the (program, doc type) entries the filters select, priced or rejected. */
function priceSheet(plan: ArtifactPlan, expired: boolean, scenario: Scenario, walk: QuoteWalk): void {
  const { request } = scenario;
  const highBalance = isHighBalance(plan, scenario);
  let programAt = 0;
  // One callback per sheet, not per program: a 1,000-lender quote walks tens of thousands of programs.
  const price = (index: number) => {
    const offset = entryAt(index);
    if (expired) {
      walk.rejectedCount++;
      walk.rejected?.push(rejection(plan, programAt, entryDocType(plan, index), [reject.sheetExpired(plan.header)]));
      return;
    }
    const entry = pricingEntry(plan, offset, scenario, highBalance);
    const result = priceProgram(entry);
    if (!('reasons' in result)) rank(walk, entry, result);
    else {
      walk.rejectedCount++;
      walk.rejected?.push(entryRejection(entry, result.reasons));
    }
  };
  for (let p = 0; p < programCount(plan); p++) {
    programAt = programOffset(plan, p);
    const selected = forSelectedEntries(plan, programAt, request, price);
    if (
      selected === 0 &&
      request.program_slug !== null &&
      request.doc_type !== null &&
      programSlug(plan, programAt) === request.program_slug
    ) {
      walk.rejectedCount++;
      walk.rejected?.push(rejection(plan, programAt, request.doc_type, [reject.docTypeNotAvailable(request.doc_type)]));
    }
  }
}

export function quote(lenders: readonly LenderSheet[], request: QuoteRequest): QuoteOutcome {
  const sheets = withSheet(lenders);
  const errors = filterErrors(sheets, request);
  const first = Object.values(errors)[0]?.[0];
  if (first) return { ok: false, message: first, errors };

  const scenario = scenarioOf(request);
  const walk: QuoteWalk = {
    ranking: new Ranking(
      sheets.map((sheet) => planOf(sheet.plan)),
      request.view,
    ),
    priced: new PricedPrograms(),
    rejected: request.rejected === 'listed' ? [] : null,
    rejectedCount: 0,
  };
  for (const lender of lenders)
    if (lender.sheet !== null) priceSheet(planOf(lender.sheet.plan), lender.status === 'expired', scenario, walk);
  const eligible: Offer[] = [];
  walk.ranking.ranked(request.limit, (program, rate, base, final) => {
    eligible.push(walk.priced.offer(program, request, rate, base, final));
  });
  return {
    ok: true,
    response: {
      rate_sheet_date: latestDate(lenders),
      rate_sheets: lenders.map(rateSheetOf),
      eligible_count: eligible.length,
      rejected_count: walk.rejectedCount,
      eligible,
      rejected: walk.rejected ?? [],
    },
  };
}
