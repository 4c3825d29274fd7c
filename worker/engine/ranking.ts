/**
 * Ranking of the eligible offers. View `all`: final price descending, then the lower
 * rate, then lender, program and doc type slugs in code-unit order (docs/contract.md › Views). View `best`:
 * final rate ascending (the margin is the same for every offer, so the rate decides), then final
 * price descending, then the same slugs.
 *
 * A many-lender quote ranks thousands of candidates, so the ranking holds numbers, not offers: each
 * candidate's program (an index into the quote's priced programs), rate, base and final price in
 * thousandths, and one number that orders its (lender, program, doc type) group, found once per
 * group instead of per comparison. Offers are built afterwards, only for the candidates returned.
 */
import { slot } from '../artifact/plan/read.ts';
import type { ArtifactPlan } from './plan.ts';
import type { QuoteRequest } from './quote-request.ts';

/** Plain code-unit order: slugs are ASCII, and localeCompare costs far more in a sort. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Groups per lender stay far below this (a few programs × doc types). */
const GROUPS_PER_LENDER = 2 ** 16;

/** The candidates' columns, each an Int32Array grown by doubling. */
const COLUMNS = ['program', 'group', 'rate', 'base', 'final'] as const;
type Column = (typeof COLUMNS)[number];

/** The last lenders ranked and their ranks: the same sheets in the same order, quote after quote, are sorted once. */
let lastRanked: { plans: readonly ArtifactPlan[]; ranks: ReadonlyMap<ArtifactPlan, number> } | null = null;

/** Each plan's rank among `plans` by lender slug (a 1,000-lender sort per quote costs more than the check that it is the last one). */
function lenderRanks(plans: readonly ArtifactPlan[]): ReadonlyMap<ArtifactPlan, number> {
  if (lastRanked && lastRanked.plans.length === plans.length && lastRanked.plans.every((plan, i) => plan === plans[i]))
    return lastRanked.ranks;
  const ranks = new Map<ArtifactPlan, number>();
  [...plans]
    .sort((x, y) => byCode(x.header.lender_slug, y.header.lender_slug))
    .forEach((plan, i) => {
      ranks.set(plan, i);
    });
  lastRanked = { plans: [...plans], ranks };
  return ranks;
}

export class Ranking {
  #size = 0;
  #columns: Record<Column, Int32Array> = {
    program: new Int32Array(64),
    group: new Int32Array(64),
    rate: new Int32Array(64),
    base: new Int32Array(64),
    final: new Int32Array(64),
  };
  readonly #lenderRank: ReadonlyMap<ArtifactPlan, number>;
  readonly #view: QuoteRequest['view'];

  constructor(plans: readonly ArtifactPlan[], view: QuoteRequest['view']) {
    this.#view = view;
    this.#lenderRank = lenderRanks(plans);
  }

  /** The number that orders a (lender, program, doc type) group among all others; `pairRank` orders (program, doc type) within the lender (worker/artifact/plan/pack.ts). */
  group(plan: ArtifactPlan, pairRank: number): number {
    return (this.#lenderRank.get(plan) ?? 0) * GROUPS_PER_LENDER + pairRank;
  }

  /** A candidate of priced program `program` (the caller's index) in `group`; prices and rate in thousandths. */
  add(program: number, group: number, rate: number, base: number, final: number): void {
    if (this.#size === this.#columns.program.length)
      for (const name of COLUMNS) {
        const grown = new Int32Array(this.#size * 2);
        grown.set(this.#columns[name]);
        this.#columns[name] = grown;
      }
    const at = this.#size++;
    const columns = this.#columns;
    columns.program[at] = program;
    columns.group[at] = group;
    columns.rate[at] = rate;
    columns.base[at] = base;
    columns.final[at] = final;
  }

  /** The number of candidates added. */
  get size(): number {
    return this.#size;
  }

  /** Calls `emit` for the first `limit` candidates in rank order (all of them when limit is null). */
  ranked(limit: number | null, emit: (program: number, rate: number, base: number, final: number) => void): void {
    const { program, group, rate, base, final } = this.#columns;
    const order = new Uint32Array(this.#size);
    for (let i = 0; i < order.length; i++) order[i] = i;
    const of = (column: Int32Array, i: number) => slot(column, i, 'a ranked candidate');
    if (this.#view === 'all')
      order.sort((i, j) => of(final, j) - of(final, i) || of(rate, i) - of(rate, j) || of(group, i) - of(group, j));
    else order.sort((i, j) => of(rate, i) - of(rate, j) || of(final, j) - of(final, i) || of(group, i) - of(group, j));
    const n = limit === null ? order.length : Math.min(limit, order.length);
    for (let k = 0; k < n; k++) {
      const i = slot(order, k, 'a rank');
      emit(of(program, i), of(rate, i), of(base, i), of(final, i));
    }
  }
}

/**
 * The best view's choice between two eligible rates of one program: one whose price reaches the
 * target beats one that does not; between two that reach it the lower rate wins, between two that
 * do not the higher price; then the lower rate, then the higher price. Prices are whole thousandths
 * and the target is twice-scaled (scenario.ts), so 2 × price ≥ target is exact.
 */
export function isBetterPick(
  rate: number,
  final: number,
  pickedRate: number,
  pickedFinal: number,
  targetTwice: number,
): boolean {
  const reaches = 2 * final >= targetTwice;
  if (reaches !== 2 * pickedFinal >= targetTwice) return reaches;
  if (reaches) return rate < pickedRate || (rate === pickedRate && final > pickedFinal);
  return final > pickedFinal || (final === pickedFinal && rate < pickedRate);
}
