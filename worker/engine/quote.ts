/**
 * The quote: every (lender, program, doc type) of the loaded sheets, checked, priced and ranked
 * (spec 4.1). Pure: no I/O, and an ineligible loan is a result, never an exception.
 */
import type { Artifact, Cap, DocTypeRules, Program } from '../artifact/format.ts';
import { cellReference, percentString, points } from '../artifact/vocabulary.ts';
import { candidates } from './candidates.ts';
import { type CapPlan, capPlan, capRecord, clamped } from './caps.ts';
import { NO_REASONS, programReasons } from './checks.ts';
import { type Adjustments, applyGrids, detailOf, emptyAdjustments } from './llpa.ts';
import { lookupMatrix, type MatrixResult } from './matrix.ts';
import { applyPpp, pppReasons } from './ppp.ts';
import { Ranking } from './ranking.ts';
import { type LenderSheet, type LoadedSheet, latestDate, rateSheetOf, withSheet } from './rate-sheets.ts';
import type { QuoteRequest } from './request.ts';
import type { Adjuster, CapRecord, Offer, QuoteResponse, Reason, Rejection } from './response.ts';
import { docKey, type Scenario, scenarioOf, setProgram } from './scenario.ts';
import { cellRef } from './source.ts';

export type QuoteOutcome =
  | { ok: true; response: QuoteResponse }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** Shared by every unclamped offer (most of them): one empty array, not one per offer. */
const NO_CAPS: CapRecord[] = [];

/** What every rate of one eligible (program, doc type) shares, kept until its offers are built. */
interface PricedProgram {
  a: Artifact;
  p: Program;
  rules: DocTypeRules;
  adjusters: Adjuster[];
  /** the sum of the adjusters, thousandths: price_adjustment */
  total: number;
  cap: Cap | null;
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
    const { a, p, rules, adjusters, total, cap, maxLtv, maxCltv } = this.list[index]!;
    return {
      lender_slug: a.lender_slug,
      program_slug: p.slug,
      program_name: p.name,
      doc_type: rules.doc_type,
      rate: points(rate),
      final_rate: points(rate + req.margin_bps * 10),
      base_price: points(base),
      price_adjustment: points(total),
      final_price: points(final),
      max_ltv: maxLtv,
      max_cltv: maxCltv,
      adjusters,
      caps_applied: cap !== null && final !== base + total ? [capRecord(a, cap, base + total)] : NO_CAPS,
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
function better(rate: number, final: number, pickRate: number, pickFinal: number, target: number): boolean {
  const reaches = final >= target;
  if (reaches !== pickFinal >= target) return reaches;
  if (reaches) return rate < pickRate || (rate === pickRate && final > pickFinal);
  return final > pickFinal || (final === pickFinal && rate < pickRate);
}

/** Prices one (program, doc type); `s` is the quote's scenario, set to this program in place. */
function evaluate(
  a: Artifact,
  p: Program,
  rules: DocTypeRules,
  s: Scenario,
  ranking: Ranking,
  priced: PricedPrograms,
): Evaluation {
  setProgram(
    s,
    p.slug,
    docKey(rules.doc_type, s.req.doc_seasoning),
    a.conforming_limit !== null && s.req.loan_amount > a.conforming_limit,
  );

  const checks = programReasons(a, p, rules, s);
  const matrix = lookupMatrix(a, p, s);
  const outside = matrix && !matrix.ok ? matrix.reasons : NO_REASONS;
  const ppp = pppReasons(a, p, s);
  if (checks.length || outside.length || ppp.length) return { rejection: [...checks, ...outside, ...ppp] };

  const adj = emptyAdjustments();
  const { rates, bases } = candidates(a, p, s, adj);
  applyGrids(adj, a, p, s);
  applyPpp(adj, a, p, s);
  let best = -1; // the index of the best base price: the rate an llpa_na rejection shows
  for (let i = 0; i < bases.length; i++) if (best < 0 || bases[i]! > bases[best]!) best = i;
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
          provided: points(rates[best]!),
          source_page: cellReference(cell.workbook, cell.tab, cell.cell),
          rate: points(rates[best]!),
          final_price: null,
          detail: { ...cell, rates_rejected: rates.length },
        },
      ],
    };
  }

  const plan = capPlan(p, s);
  const floor = plan.floor?.value ?? -Infinity;
  const group = ranking.group(a, rules);
  const all = s.req.view === 'all';
  const target = Math.round(s.req.target_price * 1000);
  let program = -1; // registered with the first rate that prices
  let offers = 0;
  let pick = -1; // best view: the rate chosen so far
  let pickFinal = 0;
  let closest = -1; // every rate below the floor: the one closest to it
  let closestFinal = -Infinity;
  for (let i = 0; i < rates.length; i++) {
    const final = clamped(plan, bases[i]! + adj.total);
    if (final < floor) {
      if (final > closestFinal) [closest, closestFinal] = [i, final];
      continue;
    }
    offers++;
    if (all) {
      if (program < 0) program = priced.add(pricedProgram(a, p, rules, adj, plan, matrix));
      ranking.add(program, group, rates[i]!, bases[i]!, final);
    } else if (pick < 0 || better(rates[i]!, final, rates[pick]!, pickFinal, target)) {
      [pick, pickFinal] = [i, final];
    }
  }
  if (pick >= 0)
    ranking.add(
      priced.add(pricedProgram(a, p, rules, adj, plan, matrix)),
      group,
      rates[pick]!,
      bases[pick]!,
      pickFinal,
    );
  if (offers || closest < 0 || !plan.floor) return { offers };
  const f = plan.floor;
  return {
    rejection: [
      {
        key: 'min_price_floor',
        threshold: points(f.value),
        provided: points(closestFinal),
        source_page: cellRef(a, f.workbook, f.tab, f.cell),
        rate: points(rates[closest]!),
        final_price: points(closestFinal),
        detail: {
          ...detailOf(a, f.workbook, f.tab, f.cell, 'Price Caps', f.label, null),
          rates_rejected: rates.length,
        },
      },
    ],
  };
}

function pricedProgram(
  a: Artifact,
  p: Program,
  rules: DocTypeRules,
  adj: Adjustments,
  plan: CapPlan,
  matrix: MatrixResult | null,
): PricedProgram {
  // Formatted once per program: every rate of the ladder shares them.
  const fallback = p.max_ltv?.value ?? 0;
  return {
    a,
    p,
    rules,
    adjusters: adj.adjusters,
    total: adj.total,
    cap: plan.cap,
    maxLtv: percentString(matrix?.ok ? matrix.maxLtv : fallback),
    maxCltv: percentString(matrix?.ok ? matrix.maxCltv : fallback),
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

export function quote(lenders: readonly LenderSheet[], req: QuoteRequest): QuoteOutcome {
  const errors = filterErrors(withSheet(lenders), req);
  const first = Object.values(errors)[0]?.[0];
  if (first) return { ok: false, message: first, errors };

  const s = scenarioOf(req);
  const ranking = new Ranking(
    withSheet(lenders).map((x) => x.artifact),
    req.view,
  );
  const priced = new PricedPrograms();
  const rejected: Rejection[] = [];
  for (const lender of lenders) {
    if (lender.sheet === null) continue;
    const a = lender.sheet.artifact;
    for (const p of a.programs) {
      if (req.program_slug !== null && p.slug !== req.program_slug) continue;
      const docs = docsOf(p, req);
      if (docs.length === 0 && req.program_slug === p.slug && req.doc_type !== null) {
        rejected.push(
          rejection(a, p, req.doc_type, [
            { key: 'doc_type_not_available', threshold: null, provided: req.doc_type, source_page: null },
          ]),
        );
      }
      for (const rules of docs) {
        if (lender.status === 'expired') {
          rejected.push(rejection(a, p, rules.doc_type, expired(a)));
          continue;
        }
        const result = evaluate(a, p, rules, s, ranking, priced);
        if ('rejection' in result) rejected.push(rejection(a, p, rules.doc_type, result.rejection));
      }
    }
  }
  const eligible: Offer[] = [];
  ranking.ranked(req.limit, (program, rate, base, final) => {
    eligible.push(priced.offer(program, req, rate, base, final));
  });
  return {
    ok: true,
    response: {
      rate_sheet_date: latestDate(lenders),
      rate_sheets: lenders.map(rateSheetOf),
      eligible_count: eligible.length,
      rejected_count: rejected.length,
      eligible,
      rejected,
    },
  };
}
