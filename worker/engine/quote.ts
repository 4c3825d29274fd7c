/**
 * The quote: every (lender, program, doc type) of the loaded sheets, checked, priced and ranked
 * (docs/contract.md › POST /api/pricer/quote). Pure: no I/O, and an ineligible loan is a result, never an exception.
 *
 * Each lender is priced on its plan (plan.ts, pricing.ts): integer tests over one packed array.
 * The decoded objects are read to build what is returned: a rejection's reasons (checks.ts,
 * matrix.ts, ppp.ts), and the offers, only for the candidates returned (view `best`: one per
 * program and doc type, picked while walking its rates; `limit`: the first N).
 */
import type { Artifact, DocTypeRules, Program } from '../artifact/format.ts';
import { cellReference, percentString, points } from '../artifact/vocabulary.ts';
import { capRecord } from './caps.ts';
import { partsAt, programReasons } from './checks.ts';
import type { EntryParts } from './entry-parts.ts';
import { matrixReasons } from './matrix.ts';
import { type ArtifactPlan, E, entryAt, NA, planOf } from './plan.ts';
import { pppReasons } from './ppp.ts';
import {
  type Adjustments,
  applyGrids,
  applyPpp,
  type Candidates,
  type CapChoice,
  candidates,
  governingCap,
  type MatrixHit,
  matrixHit,
} from './pricing.ts';
import { Ranking } from './ranking.ts';
import { type LenderSheet, type LoadedSheet, latestDate, rateSheetOf, withSheet } from './rate-sheets.ts';
import type { QuoteRequest } from './request.ts';
import type { Adjuster, CapRecord, Offer, QuoteResponse, Reason, Rejection } from './response.ts';
import { type Scenario, scenarioOf, setProgram } from './scenario.ts';
import { cellRef, detailOf } from './source.ts';

export type QuoteOutcome =
  | { ok: true; response: QuoteResponse }
  | { ok: false; message: string; errors: Record<string, string[]> };

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
interface PricedProgram {
  a: Artifact;
  /** the entry's identity (and its program, for a cap record) */
  parts: EntryParts;
  adjusters: Adjuster[];
  /** the sum of the adjusters, thousandths: price_adjustment */
  total: number;
  /** index of the governing cap in p.caps, -1 for none */
  cap: number;
  maxLtv: string;
  maxCltv: string;
}

/** The quote's programs that priced, and the offer of one of their candidates. */
class PricedPrograms {
  readonly list: PricedProgram[] = [];

  add(x: PricedProgram): number {
    return this.list.push(x) - 1;
  }

  offer(index: number, req: QuoteRequest, rate: number, base: number, final: number): Offer {
    const { a, parts, adjusters, total, cap, maxLtv, maxCltv } = this.list[index]!;
    return {
      lender_slug: parts.lender_slug,
      program_slug: parts.program_slug,
      program_name: parts.program_name,
      doc_type: parts.doc_type,
      rate: points(rate),
      final_rate: points(rate + req.margin_bps * 10),
      base_price: points(base),
      price_adjustment: points(total),
      final_price: points(final),
      max_ltv: maxLtv,
      max_cltv: maxCltv,
      adjusters,
      caps_applied: cap >= 0 && final !== base + total ? [capRecord(a, parts.p.caps[cap]!, base + total)] : NO_CAPS,
      term: req.term,
      lock_days: req.lock_days,
      ppp_term: req.ppp_term,
    };
  }
}

/** Candidates go straight into the ranking; `offers` counts the rates that priced. */
type Evaluation = { offers: number } | { rejection: Reason[] };

/**
 * The better of two eligible rates for the best view: one whose price reaches the target beats one
 * that does not; between two that reach it the lower rate wins, between two that do not the higher
 * price; then the lower rate, then the higher price.
 */
function better(rate: number, final: number, pickRate: number, pickFinal: number, targetTwice: number): boolean {
  // Prices are whole thousandths; the target is twice-scaled (scenario.ts), so 2 × price ≥ target is exact.
  const reaches = 2 * final >= targetTwice;
  if (reaches !== 2 * pickFinal >= targetTwice) return reaches;
  if (reaches) return rate < pickRate || (rate === pickRate && final > pickFinal);
  return final > pickFinal || (final === pickFinal && rate < pickRate);
}

/** The reasons of the checks, the matrix and the PPP rules, in that order, in one list. */
function joined(...lists: (Reason[] | null)[]): Reason[] {
  let out: Reason[] | null = null;
  for (const list of lists) if (list) out = out ? out.concat(list) : list;
  return out ?? [];
}

/** Scratch results of the plan lookups, read before the next program is priced. */
const hit: MatrixHit = { tier: -1, column: -1, row: -1, maxLtv: NA, maxCltv: NA };
const found: Candidates = { rates: 0, bases: 0, n: 0 };
const choice: CapChoice = { index: -1, value: 0 };

/** A quote's walk over the lenders: the scenario, the ranking and the programs that priced. */
interface Walk {
  s: Scenario;
  ranking: Ranking;
  priced: PricedPrograms;
  rejected: Rejection[];
}

/** Prices the (program, doc type) of entry `e` (an offset into the plan); `s` is set to it in place. */
function evaluate(plan: ArtifactPlan, a: Artifact, e: number, highBalance: boolean, w: Walk): Evaluation {
  const { code } = plan;
  const { s } = w;
  const docKey = code[e + (s.req.doc_seasoning === '24mo' ? E.DOC_KEY_24 : E.DOC_KEY_12)]!;
  setProgram(s, code[e + E.PROGRAM_ID]!, docKey, highBalance);

  const checks = programReasons(plan, a, e, s);
  const matrix = matrixHit(code, e, s, hit);
  const outside = matrix ? matrixReasons(plan, a, e, s, matrix) : null;
  const ppp = pppReasons(plan, a, e, s);
  if (checks || outside || ppp) return { rejection: joined(checks, outside, ppp) };
  const maxLtv = matrix ? matrix.maxLtv : code[e + E.MAX_LTV]!;
  const maxCltv = matrix ? matrix.maxCltv : code[e + E.MAX_LTV]!;

  const adj: Adjustments = { adjusters: [], total: 0, na: null };
  candidates(plan, a, e, s, highBalance, adj, found);
  applyGrids(plan, a, e, s, adj);
  applyPpp(plan, a, e, s, adj);
  const { n, rates, bases } = found;
  let best = -1; // the index of the best base price: the rate an llpa_na rejection shows
  for (let i = 0; i < n; i++) if (best < 0 || code[bases + i]! > code[bases + best]!) best = i;
  if (best < 0)
    return {
      rejection: [
        {
          key: 'no_priced_rates',
          threshold: null,
          provided: { term: s.req.term, lock_days: s.req.lock_days },
          source_page: null,
        },
      ],
    };

  if (adj.na) {
    // Adjustments do not depend on the rate: one NA cell rejects every rate of the ladder.
    const cell = adj.na;
    return {
      rejection: [
        {
          key: 'llpa_na',
          threshold: null,
          provided: points(code[rates + best]!),
          source_page: cellReference(cell.workbook, cell.tab, cell.cell),
          rate: points(code[rates + best]!),
          final_price: null,
          detail: { ...cell, rates_rejected: n },
        },
      ],
    };
  }

  const { index: capIndex, value: capValue } = governingCap(code, e, s, choice);
  const cap = capIndex < 0 ? Infinity : capValue;
  const floorValue = code[e + E.FLOOR]!;
  const floor = floorValue === NA ? -Infinity : floorValue;
  const group = w.ranking.group(a, code[e + E.PAIR_RANK]!);
  const all = s.req.view === 'all';
  let index = -1; // in w.priced, registered with the first rate that prices
  let offers = 0;
  let pick = -1; // best view: the rate chosen so far
  let pickFinal = 0;
  let closest = -1; // every rate below the floor: the one closest to it
  let closestFinal = -Infinity;
  for (let i = 0; i < n; i++) {
    const priced = code[bases + i]! + adj.total;
    const final = Math.min(priced, cap);
    if (final < floor) {
      if (final > closestFinal) [closest, closestFinal] = [i, final];
      continue;
    }
    offers++;
    if (all) {
      if (index < 0) index = w.priced.add(pricedProgram(plan, a, e, adj, capIndex, maxLtv, maxCltv));
      w.ranking.add(index, group, code[rates + i]!, code[bases + i]!, final);
    } else if (pick < 0 || better(code[rates + i]!, final, code[rates + pick]!, pickFinal, s.targetTwice)) {
      [pick, pickFinal] = [i, final];
    }
  }
  if (pick >= 0) {
    const at = w.priced.add(pricedProgram(plan, a, e, adj, capIndex, maxLtv, maxCltv));
    w.ranking.add(at, group, code[rates + pick]!, code[bases + pick]!, pickFinal);
  }
  if (offers || closest < 0 || floorValue === NA) return { offers };
  const f = partsAt(plan, a, e).p.floor!;
  return {
    rejection: [
      {
        key: 'min_price_floor',
        threshold: points(f.value),
        provided: points(closestFinal),
        source_page: cellRef(a, f.workbook, f.tab, f.cell),
        rate: points(code[rates + closest]!),
        final_price: points(closestFinal),
        detail: {
          ...detailOf(a, f.workbook, f.tab, f.cell, 'Price Caps', f.label, null),
          rates_rejected: n,
        },
      },
    ],
  };
}

function pricedProgram(
  plan: ArtifactPlan,
  a: Artifact,
  e: number,
  adj: Adjustments,
  cap: number,
  maxLtv: number,
  maxCltv: number,
): PricedProgram {
  return {
    a,
    parts: partsAt(plan, a, e),
    adjusters: adj.adjusters,
    total: adj.total,
    cap,
    // Formatted once per program: every rate of the ladder shares them.
    maxLtv: percentOf(maxLtv === NA ? 0 : maxLtv),
    maxCltv: percentOf(maxCltv === NA ? 0 : maxCltv),
  };
}

function filterErrors(sheets: readonly LoadedSheet[], req: QuoteRequest): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (req.program_slug === null && req.doc_type === null) return errors; // nothing to check: skip the walk over every program
  const programs = sheets.flatMap((x) => x.artifact.programs);
  const slugs = [...new Set(programs.map((p) => p.slug))];
  const docTypes = [...new Set(programs.flatMap((p) => p.doc_types.map((d) => d.doc_type)))];
  if (req.program_slug !== null && !slugs.includes(req.program_slug))
    errors.program_slug = [`program_slug must be one of ${slugs.join(', ')}`];
  if (req.doc_type !== null && !(docTypes as string[]).includes(req.doc_type))
    errors.doc_type = [`doc_type must be one of ${docTypes.join(', ')}`];
  return errors;
}

/**
 * The doc types of `p` the request asks for. A program that lists no doc types is priced under its
 * one doc type and passes a doc_type filter when named or when the filter names that doc type.
 */
function docsOf(p: Program, req: QuoteRequest): readonly DocTypeRules[] {
  if (req.doc_type === null) return p.doc_types;
  if (!p.lists_doc_types)
    return req.program_slug === p.slug || p.doc_types[0]!.doc_type === req.doc_type ? p.doc_types : [];
  return p.doc_types.filter((d) => d.doc_type === req.doc_type);
}

const rejection = (a: Artifact, p: Program, docType: string, rejections: Reason[]): Rejection => ({
  lender_slug: a.lender_slug,
  program_slug: p.slug,
  program_name: p.name,
  doc_type: docType,
  rejections,
});

/** An expired sheet prices nothing: each program it would have priced says so. */
function expired(a: Artifact): Reason[] {
  return [
    {
      key: 'rate_sheet_expired',
      threshold: a.expires_at,
      provided: a.effective_at,
      source_page: a.sources[0] ?? null,
    },
  ];
}

/** Every (program, doc type) of a sheet in force, on its plan: the walk of a quote without filters. */
function priceAll(a: Artifact, w: Walk): void {
  const plan = planOf(a);
  const limit = plan.code[1]!;
  const highBalance = limit !== NA && w.s.req.loan_amount > limit;
  for (let i = 0; i < plan.entries; i++) {
    const e = entryAt(i);
    const result = evaluate(plan, a, e, highBalance, w);
    if ('rejection' in result) {
      const { lender_slug, program_slug, program_name, doc_type } = partsAt(plan, a, e);
      w.rejected.push({ lender_slug, program_slug, program_name, doc_type, rejections: result.rejection });
    }
  }
}

/** The (program, doc type) pairs `program_slug` / `doc_type` select, with doc_type_not_available for a named program without it. */
function priceSelected(a: Artifact, expiredSheet: boolean, w: Walk): void {
  const { req } = w.s;
  const plan = planOf(a);
  const limit = plan.code[1]!;
  const highBalance = limit !== NA && req.loan_amount > limit;
  let first = 0; // the entry of the program's first doc type
  for (const p of a.programs) {
    const base = first;
    first += p.doc_types.length;
    if (req.program_slug !== null && p.slug !== req.program_slug) continue;
    const docs = docsOf(p, req);
    if (docs.length === 0 && req.program_slug === p.slug && req.doc_type !== null)
      w.rejected.push(
        rejection(a, p, req.doc_type, [
          { key: 'doc_type_not_available', threshold: null, provided: req.doc_type, source_page: null },
        ]),
      );
    for (const rules of docs) {
      if (expiredSheet) {
        w.rejected.push(rejection(a, p, rules.doc_type, expired(a)));
        continue;
      }
      const result = evaluate(plan, a, entryAt(base + p.doc_types.indexOf(rules)), highBalance, w);
      if ('rejection' in result) w.rejected.push(rejection(a, p, rules.doc_type, result.rejection));
    }
  }
}

export function quote(lenders: readonly LenderSheet[], req: QuoteRequest): QuoteOutcome {
  const errors = filterErrors(withSheet(lenders), req);
  const first = Object.values(errors)[0]?.[0];
  if (first) return { ok: false, message: first, errors };

  const w: Walk = {
    s: scenarioOf(req),
    ranking: new Ranking(
      withSheet(lenders).map((x) => x.artifact),
      req.view,
    ),
    priced: new PricedPrograms(),
    rejected: [],
  };
  const filtered = req.program_slug !== null || req.doc_type !== null;
  for (const lender of lenders) {
    if (lender.sheet === null) continue;
    const a = lender.sheet.artifact;
    if (filtered || lender.status === 'expired') priceSelected(a, lender.status === 'expired', w);
    else priceAll(a, w);
  }
  const eligible: Offer[] = [];
  w.ranking.ranked(req.limit, (program, rate, base, final) => {
    eligible.push(w.priced.offer(program, req, rate, base, final));
  });
  return {
    ok: true,
    response: {
      rate_sheet_date: latestDate(lenders),
      rate_sheets: lenders.map(rateSheetOf),
      eligible_count: eligible.length,
      rejected_count: w.rejected.length,
      eligible,
      rejected: w.rejected,
    },
  };
}
