/**
 * One (program, doc type), priced in the stages the lenders' notes describe (sheets/README.md
 * §3.4, §4, §5.6), each a function that returns its value or the reasons the loan is refused:
 *
 * 1. eligibility: program checks, the matrix and the PPP rules (every failing rule is one reason,
 *    unless the lender's first step ends a failed program);
 * 2. prices and adjustments: the base prices, the adjustments, the caps and the floor;
 * 3. the pick of the view: every rate at or above the floor (`all`) or the one `best` picks.
 *
 * Nothing here writes into the quote: quote.ts ranks what `priceProgram` returns, and the offers
 * themselves are built later, only for those returned (offers.ts).
 */
import { ENTRY, FLOOR, HEADER } from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { cellReference } from '../artifact/vocabulary.ts';
import { type Adjustments, adjustmentsOf, rateAdjustment } from './adjustments.ts';
import { type BasePrices, basePrices, bestBase, isOffered } from './base-price.ts';
import { type PriceLimits, priceLimits } from './caps.ts';
import { programChecks } from './checks.ts';
import { entryField, type PricingEntry, partsAt } from './entry.ts';
import { lookupMatrix, type MatrixLookup, matrixMaxima, matrixReasons, skipsMatrix } from './matrix.ts';
import type { PricedProgram } from './offers.ts';
import { pppReasons } from './ppp.ts';
import { isBetterPick } from './ranking.ts';
import type { Reason } from './reason.ts';
import * as reject from './rejections.ts';
import { cellAt, detailAt } from './source.ts';

/** Why a stage refuses the loan. */
interface Refused {
  reasons: Reason[];
}

/** What a (program, doc type) prices: its candidates, what every one of them adds, and its limits. */
interface PricedRates {
  prices: BasePrices;
  adjustments: Adjustments;
  limits: PriceLimits;
}

/** A program that prices: what its offers share, its rates, and the indexes of those the view keeps (never none). */
export interface Priced {
  program: PricedProgram;
  rates: PricedRates;
  kept: number[];
}

export type ProgramResult = Refused | Priced;

/** `out` followed by `list`: either one alone when the other is empty. */
const then = (out: Reason[] | null, list: Reason[] | null): Reason[] | null =>
  out && list ? out.concat(list) : (out ?? list);

/** The reasons of the three eligibility steps in one list (a step's own list when it is the only one). */
const joined = (checks: Reason[] | null, outside: Reason[] | null, ppp: Reason[] | null): Reason[] =>
  then(then(checks, outside), ppp) ?? [];

/** The reasons as the sheet lists them: every one, or each key's first alone (Artifact.keys_once). */
const listed = (entry: PricingEntry, reasons: Reason[]): Reason[] =>
  slot(entry.plan.code, HEADER.KEYS_ONCE, 'KEYS_ONCE') === 1
    ? reasons.filter((reason, i) => reasons.findIndex((r) => r.key === reason.key) === i)
    : reasons;

/**
 * Candidate `i`'s note rate, base price and final price (thousandths): the base with the loan's
 * adjustments and its rate's own (adjustments.ts), capped.
 */
export const rateAt = (entry: PricingEntry, rates: PricedRates, i: number): number =>
  slot(entry.plan.code, rates.prices.ratesAt + i, 'a rate');
export const baseAt = (entry: PricingEntry, rates: PricedRates, i: number): number =>
  slot(entry.plan.code, rates.prices.pricesAt + i, 'a base price');
export const finalAt = (entry: PricingEntry, rates: PricedRates, i: number): number =>
  Math.min(
    baseAt(entry, rates, i) +
      rates.adjustments.total +
      rateAdjustment(entry.plan.code, rates.adjustments.byRate, rateAt(entry, rates, i)),
    rates.limits.cap,
  );

/**
 * Stage 1: the program checks, the matrix and the PPP rules; the matrix lookup when every one passes.
 * When reasons are only counted, the first step that refuses ends the stage.
 */
function eligibility(entry: PricingEntry): Refused | { lookup: MatrixLookup | null } {
  const { listsReasons } = entry.scenario;
  const checks = programChecks(entry);
  if (checks && (!listsReasons || slot(entry.plan.code, HEADER.CHECKS_END_EVALUATION, 'CHECKS_END_EVALUATION') === 1))
    return { reasons: listed(entry, checks) };
  const lookup = checks && skipsMatrix(entry, checks) ? null : lookupMatrix(entry);
  const outside = lookup ? matrixReasons(entry, lookup) : null;
  if (outside && !listsReasons) return { reasons: outside };
  const ppp = pppReasons(entry);
  if (checks || outside || ppp) return { reasons: listed(entry, joined(checks, outside, ppp)) };
  return { lookup };
}

/** Stage 2: the base prices, the adjustments, the caps and the floor; refused when no rate prices or a required cell is NA. */
function pricesAndAdjustments(entry: PricingEntry): Refused | PricedRates {
  const prices = basePrices(entry);
  const adjustments = adjustmentsOf(entry, prices);
  const best = bestBase(entry, prices);
  if (best < 0) return { reasons: [reject.noPricedRates(entry.scenario.request)] };
  if (adjustments.na) {
    const { workbook, tab, cell } = adjustments.na;
    const bestRate = slot(entry.plan.code, prices.ratesAt + best, 'a rate');
    return { reasons: [reject.naCell(adjustments.na, cellReference(workbook, tab, cell), bestRate, prices.offered)] };
  }
  return { prices, adjustments, limits: priceLimits(entry) };
}

/**
 * Stage 3: the rates the view keeps, at or above the floor: every one (`all`), or the one `best`
 * picks (the lowest rate reaching the target price); refused when every rate is below the floor.
 */
function pickOf(entry: PricingEntry, rates: PricedRates): Refused | { kept: number[] } {
  const all = entry.scenario.request.view === 'all';
  const kept: number[] = [];
  let pick = -1; // best view: the rate chosen so far
  let pickFinal = 0;
  let closest = -1; // every rate below the floor: the one closest to it
  let closestFinal = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < rates.prices.count; i++) {
    if (!isOffered(entry, rates.prices, i)) continue;
    const final = finalAt(entry, rates, i);
    if (final < rates.limits.floor) {
      if (final > closestFinal) {
        closest = i;
        closestFinal = final;
      }
    } else if (all) kept.push(i);
    else if (
      pick < 0 ||
      isBetterPick(rateAt(entry, rates, i), final, rateAt(entry, rates, pick), pickFinal, entry.scenario.targetTwice)
    ) {
      pick = i;
      pickFinal = final;
    }
  }
  if (pick >= 0) kept.push(pick);
  if (kept.length > 0) return { kept };
  return {
    reasons: [
      floorReason(entry, rates.limits.floor, rateAt(entry, rates, closest), closestFinal, rates.prices.offered),
    ],
  };
}

/** The (program, doc type) through the three stages: the reasons it is refused for, or what it prices. */
export function priceProgram(entry: PricingEntry): ProgramResult {
  const eligible = eligibility(entry);
  if ('reasons' in eligible) return eligible;
  const rates = pricesAndAdjustments(entry);
  if ('reasons' in rates) return rates;
  const picked = pickOf(entry, rates);
  if ('reasons' in picked) return picked;
  const maxima = matrixMaxima(entry, eligible.lookup);
  const program: PricedProgram = {
    plan: entry.plan,
    parts: partsAt(entry),
    adjusters: rates.adjustments.adjusters,
    total: rates.adjustments.total,
    byRate: rates.adjustments.byRate,
    capAt: rates.limits.capAt,
    maxLtv: maxima.ltv,
    maxCltv: maxima.cltv,
  };
  return { program, rates, kept: picked.kept };
}

/** Every rate below the Minimum Price: the floor's cell and the rate closest to it. */
function floorReason(entry: PricingEntry, floor: number, rate: number, price: number, rates: number): Reason {
  const { plan } = entry;
  const at = entryField(entry, ENTRY.FLOOR, 'FLOOR');
  const printed = plan.name(slot(plan.code, at + FLOOR.CELL, 'the floor cell'));
  const label = plan.name(slot(plan.code, at + FLOOR.LABEL, 'the floor label'));
  const page = cellAt(plan, at + FLOOR.WORKBOOK, at + FLOOR.TAB, printed);
  const category = plan.name(slot(plan.code, at + FLOOR.CATEGORY, 'the floor category'));
  const cell = detailAt(plan, at + FLOOR.WORKBOOK, at + FLOOR.TAB, printed, category, label, null);
  return reject.belowFloor(floor, cell, page, rate, price, rates);
}
