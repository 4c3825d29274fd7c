/**
 * Ranking of the eligible offers (spec 2.2): final price descending, then the lower rate, then
 * lender, program and doc type slugs in code-unit order (README "Ranking"). A many-lender quote
 * ranks thousands of offers, so the sort compares integers in flat arrays rather than the offer
 * objects: each offer's final price and rate in thousandths, and one number that orders its
 * (lender, program, doc type) group, found once per group instead of per comparison.
 */
import type { Artifact, DocTypeRules } from '../artifact/format.ts';
import type { Offer } from './response.ts';

/** Plain code-unit order: slugs are ASCII, and localeCompare costs far more in a sort. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Rank of each (program, doc type) within its artifact, by program slug then doc type; once per artifact. */
const pairRanks = new WeakMap<DocTypeRules, number>();

function pairRank(a: Artifact, rules: DocTypeRules): number {
  const known = pairRanks.get(rules);
  if (known !== undefined) return known;
  const pairs = a.programs.flatMap((p) => p.doc_types.map((d) => ({ slug: p.slug, d })));
  pairs.sort((x, y) => byCode(x.slug, y.slug) || byCode(x.d.doc_type, y.d.doc_type));
  pairs.forEach(({ d }, i) => {
    pairRanks.set(d, i);
  });
  return pairRanks.get(rules)!;
}

/** Groups per lender stay far below this (a few programs × doc types). */
const GROUPS_PER_LENDER = 2 ** 16;

export class Ranking {
  private readonly offers: Offer[] = [];
  private readonly finals: number[] = [];
  private readonly rates: number[] = [];
  private readonly groups: number[] = [];
  private readonly lenderRank = new Map<Artifact, number>();

  constructor(artifacts: readonly Artifact[]) {
    [...artifacts]
      .sort((x, y) => byCode(x.lender_slug, y.lender_slug))
      .forEach((a, i) => {
        this.lenderRank.set(a, i);
      });
  }

  /** The number that orders a (lender, program, doc type) group among all others. */
  group(a: Artifact, rules: DocTypeRules): number {
    return this.lenderRank.get(a)! * GROUPS_PER_LENDER + pairRank(a, rules);
  }

  /** final and rate in thousandths (of a point, of a percent), exactly as priced. */
  add(offer: Offer, final: number, rate: number, group: number): void {
    this.offers.push(offer);
    this.finals.push(final);
    this.rates.push(rate);
    this.groups.push(group);
  }

  ranked(): Offer[] {
    const { offers, finals, rates, groups } = this;
    const order = new Uint32Array(offers.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort((i, j) => finals[j]! - finals[i]! || rates[i]! - rates[j]! || groups[i]! - groups[j]!);
    const ranked = new Array<Offer>(order.length);
    for (let k = 0; k < order.length; k++) ranked[k] = offers[order[k]!]!;
    return ranked;
  }
}
