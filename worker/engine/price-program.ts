/**
 * One (program, doc type), priced step by step as the lenders' notes describe it (sheets/README.md
 * §3.4, §4, §5.6): program checks, the matrix and the PPP rules (every failing rule is one reason,
 * unless the lender's first step ends a failed program), then the base prices, the adjustments,
 * the caps and the floor. Eligible rates go straight into the quote's ranking; the offers
 * themselves are built later, only for those returned (offers.ts).
 */
import { cellReference } from '../artifact/vocabulary.ts';
import { adjustmentsOf } from './adjustments.ts';
import { basePrices, bestBase } from './base-price.ts';
import { priceLimits } from './caps.ts';
import { programChecks } from './checks.ts';
import { entryField, type PricingEntry, partsAt } from './entry.ts';
import { lookupMatrix, matrixMaxima, matrixReasons } from './matrix.ts';
import type { PricedPrograms } from './offers.ts';
import { ENTRY, HEADER } from './plan/layout.ts';
import { PlanError, slot } from './plan/read.ts';
import { pppReasons } from './ppp.ts';
import { isBetterPick, type Ranking } from './ranking.ts';
import type { Reason } from './reason.ts';
import * as reject from './rejections.ts';
import { cellRef, detailOf } from './source.ts';

/** Where a quote puts what its programs price. */
export interface QuoteWalk {
  ranking: Ranking;
  priced: PricedPrograms;
}

/** A program's outcome: how many of its rates priced (in the ranking), or why none did. */
export type ProgramResult = { offers: number } | { reasons: Reason[] };

/** The floor's reasons name it as the caps table's row, whatever the lender calls the table. */
const FLOOR_CATEGORY = 'Price Caps';

/** The reasons of several steps in one list. */
function joined(...lists: (Reason[] | null)[]): Reason[] {
  let out: Reason[] = [];
  for (const list of lists) if (list) out = out.length ? out.concat(list) : list;
  return out;
}

export function priceProgram(entry: PricingEntry, walk: QuoteWalk): ProgramResult {
  const checks = programChecks(entry);
  if (checks && slot(entry.plan.code, HEADER.CHECKS_END_EVALUATION, 'CHECKS_END_EVALUATION') === 1)
    return { reasons: checks };
  const lookup = lookupMatrix(entry);
  const outside = lookup ? matrixReasons(entry, lookup) : null;
  const ppp = pppReasons(entry);
  if (checks || outside || ppp) return { reasons: joined(checks, outside, ppp) };

  const prices = basePrices(entry);
  const adjustments = adjustmentsOf(entry, prices);
  const best = bestBase(entry, prices);
  const { code } = entry.plan;
  if (best < 0) return { reasons: [reject.noPricedRates(entry.scenario.request)] };
  if (adjustments.na) {
    const { workbook, tab, cell } = adjustments.na;
    const bestRate = slot(code, prices.ratesAt + best, 'a rate');
    return { reasons: [reject.naCell(adjustments.na, cellReference(workbook, tab, cell), bestRate, prices.count)] };
  }

  const limits = priceLimits(entry);
  const group = walk.ranking.group(entry.artifact, entryField(entry, ENTRY.PAIR_RANK, 'PAIR_RANK'));
  const all = entry.scenario.request.view === 'all';
  const rateAt = (i: number) => slot(code, prices.ratesAt + i, 'a rate');
  const baseAt = (i: number) => slot(code, prices.pricesAt + i, 'a base price');
  let index = -1; // in walk.priced, registered with the first rate that prices
  const register = () => {
    const maxima = matrixMaxima(entry, lookup);
    return walk.priced.add({
      artifact: entry.artifact,
      parts: partsAt(entry),
      adjusters: adjustments.adjusters,
      total: adjustments.total,
      capIndex: limits.capIndex,
      maxLtv: maxima.ltv,
      maxCltv: maxima.cltv,
    });
  };
  let offers = 0;
  let pick = -1; // best view: the rate chosen so far
  let pickFinal = 0;
  let closest = -1; // every rate below the floor: the one closest to it
  let closestFinal = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < prices.count; i++) {
    const final = Math.min(baseAt(i) + adjustments.total, limits.cap);
    if (final < limits.floor) {
      if (final > closestFinal) [closest, closestFinal] = [i, final];
      continue;
    }
    offers++;
    if (all) {
      if (index < 0) index = register();
      walk.ranking.add(index, group, rateAt(i), baseAt(i), final);
    } else if (pick < 0 || isBetterPick(rateAt(i), final, rateAt(pick), pickFinal, entry.scenario.targetTwice)) {
      [pick, pickFinal] = [i, final];
    }
  }
  if (pick >= 0) walk.ranking.add(register(), group, rateAt(pick), baseAt(pick), pickFinal);
  if (offers || closest < 0) return { offers };
  return { reasons: [floorReason(entry, limits.floor, rateAt(closest), closestFinal, prices.count)] };
}

/** Every rate below the Minimum Price: the floor's cell and the rate closest to it. */
function floorReason(entry: PricingEntry, floor: number, rate: number, price: number, rates: number): Reason {
  const printed = partsAt(entry).program.floor;
  if (!printed) throw new PlanError('the plan has a floor its program does not print');
  const { artifact } = entry;
  const page = cellRef(artifact, printed.workbook, printed.tab, printed.cell);
  const cell = detailOf(artifact, printed.workbook, printed.tab, printed.cell, FLOOR_CATEGORY, printed.label, null);
  return reject.belowFloor(floor, cell, page, rate, price, rates);
}
