/**
 * The offers a quote returns, built after ranking and only for the candidates returned: what every
 * rate of a priced (program, doc type) shares is kept once (PricedProgram), an offer adds its rate
 * and prices (docs/contract.md › POST /api/pricer/quote: the offer's fields).
 */
import { NA } from '../artifact/plan/layout.ts';
import { item } from '../artifact/plan/read.ts';
import { percentString, points } from '../artifact/vocabulary.ts';
import { rateAdjusters, rateAdjustment } from './adjustments.ts';
import type { AnswerParts } from './answer-parts.ts';
import { capRecord } from './caps.ts';
import type { ArtifactPlan } from './plan.ts';
import type { QuoteRequest } from './quote-request.ts';
import type { Adjuster, CapRecord, Offer } from './quote-response.ts';

/** Shared by every unclamped offer (most of them): one empty array, not one per offer. */
const NO_CAPS: CapRecord[] = [];

/** "80.00" of 8000 hundredths: a handful of distinct maxima, each formatted once. */
const percents = new Map<number, string>();
const percentOf = (hundredths: number): string => {
  let text = percents.get(hundredths);
  if (text === undefined) percents.set(hundredths, (text = percentString(hundredths)));
  return text;
};

/** What every rate of one eligible (program, doc type) shares, kept until its offers are built. */
export interface PricedProgram {
  plan: ArtifactPlan;
  /** the entry's identity */
  parts: AnswerParts;
  adjusters: Adjuster[];
  /** the sum of the adjusters, thousandths: price_adjustment */
  total: number;
  /** the rate adjusters that hold for the loan (adjustments.ts): each offer adds those of its rate; null for none */
  byRate: number[] | null;
  /** offset of the governing cap in the plan, NA for none */
  capAt: number;
  /** the maxima the offer shows, hundredths (NA: none) */
  maxLtv: number;
  maxCltv: number;
}

/** The adjusters and their sum at `rate`: the loan's, then those of the rate (none: the loan's alone, shared). */
function ofRate(
  program: PricedProgram,
  byRate: readonly number[],
  rate: number,
): Pick<PricedProgram, 'adjusters' | 'total'> {
  const own = rateAdjusters(program.plan, byRate, rate);
  if (own.length === 0) return program;
  return {
    adjusters: [...program.adjusters, ...own],
    total: program.total + rateAdjustment(program.plan.code, byRate, rate),
  };
}

/** The quote's programs that priced, by the index the ranking holds. */
export class PricedPrograms {
  readonly #list: PricedProgram[] = [];

  add(program: PricedProgram): number {
    return this.#list.push(program) - 1;
  }

  /** The offer of priced program `index` at `rate` (thousandths), with its base and final prices. */
  offer(index: number, request: QuoteRequest, rate: number, base: number, final: number): Offer {
    const program = item(this.#list, index, 'priced program');
    const { plan, parts, capAt, maxLtv, maxCltv, byRate } = program;
    const { adjusters, total } = byRate ? ofRate(program, byRate, rate) : program;
    const clamped = capAt !== NA && final !== base + total;
    return {
      lender_slug: parts.lender_slug,
      program_slug: parts.program_slug,
      program_name: parts.program_name,
      doc_type: parts.doc_type,
      rate: points(rate),
      final_rate: points(rate + request.margin_bps * 10),
      base_price: points(base),
      price_adjustment: points(total),
      final_price: points(final),
      max_ltv: percentOf(maxLtv === NA ? 0 : maxLtv),
      max_cltv: percentOf(maxCltv === NA ? 0 : maxCltv),
      adjusters,
      caps_applied: clamped ? [capRecord(plan, capAt, base + total)] : NO_CAPS,
      term: request.term,
      lock_days: request.lock_days,
      ppp_term: request.ppp_term,
    };
  }
}
