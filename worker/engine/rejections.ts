/**
 * Every rejection reason the engine gives, each built here and nowhere else (docs/contract.md ›
 * Rejection reasons; the shapes are reasons.ts). The steps decide; this module says it.
 */

import { RULE_KEY_NAMES, RULE_KEYS, type SheetHeader } from '../artifact/format.ts';
import { item, PlanError } from '../artifact/plan/read.ts';
import {
  CITIZENSHIPS,
  LIEN_POSITIONS,
  OCCUPANCIES,
  PPP_TERMS,
  PROPERTY_TYPES,
  points,
  US_STATES,
} from '../artifact/vocabulary.ts';
import type { AnswerParts } from './answer-parts.ts';
import type { QuoteRequest } from './quote-request.ts';
import type { CellDetail, Reason, ReasonOf } from './reason.ts';
import type { Scenario } from './scenario.ts';

type Lien = (typeof LIEN_POSITIONS)[number];

import { ltvPercent } from './scenario.ts';

/** A limit of the program's guidelines, with the cell it is printed in. */
type Limit = { threshold: number; page: string | null };

export const docTypeNotAvailable = (docType: string): Reason => ({
  key: 'doc_type_not_available',
  threshold: null,
  provided: docType,
  source_page: null,
});

export const belowMinFico = (limit: Limit, creditScore: number): Reason => ({
  key: 'min_fico',
  threshold: limit.threshold,
  provided: creditScore,
  source_page: limit.page,
});

export const aboveMaxDti = (limit: Limit, dti: number): Reason => ({
  key: 'max_dti',
  threshold: limit.threshold,
  provided: dti,
  source_page: limit.page,
});

export const belowMinLoanAmount = (limit: Limit, loanAmount: number): Reason => ({
  key: 'min_loan_amount',
  threshold: limit.threshold,
  provided: loanAmount,
  source_page: limit.page,
});

export const aboveMaxLoanAmount = (limit: Limit, loanAmount: number): Reason => ({
  key: 'max_loan_amount',
  threshold: limit.threshold,
  provided: loanAmount,
  source_page: limit.page,
});

export const dscrRequired = (limit: Limit): Reason => ({
  key: 'dscr_ratio_required',
  threshold: limit.threshold,
  provided: null,
  source_page: limit.page,
});

export const belowMinDscr = (limit: Limit, dscrRatio: number): Reason => ({
  key: 'dscr_min_ratio',
  threshold: limit.threshold,
  provided: dscrRatio,
  source_page: limit.page,
});

export const aboveMaxLtv = (maxHundredths: number, scenario: Scenario, page: string | null): Reason => ({
  key: 'max_ltv_exceeded',
  threshold: maxHundredths / 100,
  provided: ltvPercent(scenario),
  source_page: page,
});

export const aboveMaxCltv = (maxHundredths: number, scenario: Scenario, page: string | null): Reason => ({
  key: 'max_cltv_exceeded',
  threshold: maxHundredths / 100,
  provided: ltvPercent(scenario),
  source_page: page,
});

/** No matrix row, column or cell covers the loan; `tier` names the DSCR tier of a tiered matrix ("none" when the ratio is in none). */
export function noMatrixCell(scenario: Scenario, tier: string | null, page: string | null): Reason {
  const { request } = scenario;
  const provided: ReasonOf<'no_ltv_matrix_cell'>['provided'] = {
    fico: request.credit_score,
    loan_amount: request.loan_amount,
    occupancy: scenario.occupancy,
    purpose: request.purpose,
  };
  if (tier !== null) provided.dscr_tier = tier;
  return { key: 'no_ltv_matrix_cell', threshold: null, provided, source_page: page };
}

export const pppTableNotOffered = (parts: AnswerParts, tableName: string): Reason => ({
  key: 'ppp_table_not_offered',
  threshold: parts.pppTables,
  provided: tableName,
  source_page: parts.pppPages[0] ?? null,
});

export const pppTermNotOffered = (parts: AnswerParts, table: number, pppTerm: QuoteRequest['ppp_term']): Reason => ({
  key: 'ppp_term_not_offered',
  threshold: parts.pppTerms[table] ?? [],
  provided: pppTerm,
  source_page: parts.pppPages[table] ?? null,
});

export const pppStateRestricted = (header: SheetHeader, request: QuoteRequest): Reason => ({
  key: 'ppp_state_restricted',
  threshold: header.ppp_restricted_states,
  provided: { state: request.state, ppp_term: request.ppp_term },
  source_page: null,
});

export const noPricedRates = (request: QuoteRequest): Reason => ({
  key: 'no_priced_rates',
  threshold: null,
  provided: { term: request.term, lock_days: request.lock_days },
  source_page: null,
});

/** An expired sheet prices nothing: each program it would have priced says so. */
export const sheetExpired = (header: SheetHeader): Reason => ({
  key: 'rate_sheet_expired',
  // a sheet in force until replaced (no expiry) is never expired (worker/sheets/select.ts statusAt)
  threshold: header.expires_at!,
  provided: header.effective_at,
  source_page: header.sources[0] ?? null,
});

/** Rolled up: the adjustments do not depend on the rate, so one NA cell rejects every rate; `rate` is the best-priced one. */
export const naCell = (cell: CellDetail, page: string, bestRate: number, ratesRejected: number): Reason => ({
  key: 'llpa_na',
  threshold: null,
  provided: points(bestRate),
  source_page: page,
  rate: points(bestRate),
  final_price: null,
  detail: { ...cell, rates_rejected: ratesRejected },
});

/** Rolled up: every rate prices below the Minimum Price; `rate` is the one closest to it. */
export const belowFloor = (
  floor: number,
  cell: CellDetail,
  page: string,
  closestRate: number,
  closestPrice: number,
  ratesRejected: number,
): Reason => ({
  key: 'min_price_floor',
  threshold: points(floor),
  provided: points(closestPrice),
  source_page: page,
  rate: points(closestRate),
  final_price: points(closestPrice),
  detail: { ...cell, rates_rejected: ratesRejected },
});

/** The value of id `id` of a vocabulary list, for the lists a threshold shows. */
function valueAt<T>(list: readonly T[], id: number): T {
  const value = list[id];
  if (value === undefined) throw new PlanError(`no value of id ${id} among ${list.length}`);
  return value;
}

/** The vocabulary a one-of rule's shown ids index, by the attribute it requires; days and years are shown as they are. */
const SHOWN_VALUES: Partial<Record<string, readonly string[]>> = {
  lien_position: LIEN_POSITIONS,
  citizenship: CITIZENSHIPS,
  state: US_STATES,
  occupancy: OCCUPANCIES,
  property_type: PROPERTY_TYPES,
  ppp_term: PPP_TERMS,
};

/** The list a one-of rule of key `keyId` shows, from its ids in the plan (plan.ts keeps it once decoded). */
export function shownValues(keyId: number, ids: readonly number[]): readonly (string | number)[] {
  const key = RULE_KEY_NAMES[keyId];
  const list = key === undefined ? undefined : SHOWN_VALUES[RULE_KEYS[key].attr];
  return list ? ids.map((id) => valueAt(list, id)) : ids;
}

/** A rule's shown list as the list type its reason's threshold holds. */
const listOf = <T>(shown: readonly (string | number)[]) => shown as T[];

/**
 * The reason a failed rule gives (worker/artifact/plan/rules.ts): its key (a RuleKey index), the
 * bound it requires (a range rule) or the list its threshold shows (shownValues), and its cell.
 * Thresholds are in the units the contract gives them.
 */
export function ruleReason(
  keyId: number,
  limit: number,
  shown: readonly (string | number)[],
  page: string | null,
  scenario: Scenario,
): Reason {
  const { request } = scenario;
  const key = RULE_KEY_NAMES[keyId];
  // Each limit built in the branch that gives it: a 1,000-lender quote gives thousands of reasons.
  switch (key) {
    case 'eligible_lien_position':
      return {
        key,
        threshold: item(listOf<Lien>(shown), 0, 'lien position'),
        provided: request.lien_position,
        source_page: page,
      };
    case 'min_fico':
      return belowMinFico({ threshold: limit, page }, request.credit_score);
    case 'max_dti':
      return aboveMaxDti({ threshold: limit / 100, page }, request.dti);
    case 'min_loan_amount':
      return belowMinLoanAmount({ threshold: limit, page }, request.loan_amount);
    case 'max_loan_amount':
      return aboveMaxLoanAmount({ threshold: limit, page }, request.loan_amount);
    case 'dscr_min_ratio':
      return request.dscr_ratio === null
        ? dscrRequired({ threshold: limit / 100, page })
        : belowMinDscr({ threshold: limit / 100, page }, request.dscr_ratio);
    case 'eligible_citizenship':
      return { key, threshold: listOf(shown), provided: request.citizenship, source_page: page };
    case 'eligible_states':
      return { key, threshold: listOf(shown), provided: request.state, source_page: page };
    case 'state_not_offered':
      return { key, threshold: null, provided: { state: request.state }, source_page: page };
    case 'eligible_occupancy':
      return { key, threshold: listOf(shown), provided: scenario.occupancy, source_page: page };
    case 'eligible_property_type':
      return { key, threshold: listOf(shown), provided: request.property_type, source_page: page };
    case 'lock_not_offered':
      return { key, threshold: listOf(shown), provided: request.lock_days, source_page: page };
    case 'term_not_offered':
      return { key, threshold: listOf(shown), provided: request.term, source_page: page };
    case 'ppp_term_not_offered':
      return { key, threshold: listOf(shown), provided: request.ppp_term, source_page: page };
    case 'max_ltv_exceeded':
      return aboveMaxLtv(limit, scenario, page);
    case 'max_cltv_exceeded':
      return aboveMaxCltv(limit, scenario, page);
    case 'ppp_state_restricted':
      // the rule requires a state other than these (its `shown`), as pppStateRestricted shows them
      return {
        key,
        threshold: listOf(shown),
        provided: { state: request.state, ppp_term: request.ppp_term },
        source_page: page,
      };
    default:
      throw new PlanError(`no rule key of id ${keyId}`);
  }
}
