/**
 * The quote: every (lender, program, doc type) of the loaded sheets, checked, priced and ranked
 * (spec 4.1). Pure: no I/O, and an ineligible loan is a result, never an exception.
 */
import type { Artifact, DocTypeRules, Program } from '../artifact/format.ts';
import { candidates } from './candidates.ts';
import { capPlan, clamp } from './caps.ts';
import { programReasons } from './checks.ts';
import { applyGrids, detailOf, emptyAdjustments } from './llpa.ts';
import { lookupMatrix } from './matrix.ts';
import { percentString, points } from './money.ts';
import { applyPpp, pppReasons } from './ppp.ts';
import { latestDate, rateSheetOf } from './rate-sheets.ts';
import type { QuoteRequest } from './request.ts';
import type { Offer, QuoteResponse, Reason, Rejection } from './response.ts';
import { docKey, scenarioOf, type Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

export interface LoadedSheet {
  artifact: Artifact;
  sha256: string;
}

export type QuoteOutcome =
  | { ok: true; response: QuoteResponse }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** Agency programs have no doc-type registry: they are priced as full_doc and pass the doc-type gate. */
const isAgency = (p: Program) => p.ladder === null;

type Evaluation = { offers: Offer[] } | { rejection: Reason[] };

function evaluate(a: Artifact, p: Program, rules: DocTypeRules, base: Scenario): Evaluation {
  const s: Scenario = { ...base, eq: { ...base.eq, doc: docKey(rules.doc_type, base.req.doc_seasoning), program: p.slug } };
  s.flags = { ...base.flags, high_balance: a.conforming_limit !== null && base.req.loan_amount > a.conforming_limit };

  const reasons = programReasons(a, p, rules, s);
  const matrix = lookupMatrix(a, p, s);
  if (matrix && !matrix.ok) reasons.push(...matrix.reasons);
  reasons.push(...pppReasons(a, p, s));
  if (reasons.length) return { rejection: reasons };

  const adj = emptyAdjustments();
  const rates = candidates(a, p, s, adj);
  applyGrids(adj, a, p.grids, s);
  applyPpp(adj, a, p, s);
  // Formatted once per program: every rate of the ladder shares them.
  const maxLtv = percentString(matrix?.ok ? matrix.maxLtv : (p.max_ltv?.value ?? 0));
  const maxCltv = percentString(matrix?.ok ? matrix.maxCltv : (p.max_ltv?.value ?? 0));
  const margin = s.req.margin_bps * 10;
  const best = rates.reduce<(typeof rates)[number] | null>((b, r) => (b === null || r.base > b.base ? r : b), null);
  if (!best) return { rejection: [{ key: 'no_priced_rates', threshold: null, provided: { term: s.req.term, lock_days: s.req.lock_days }, source_page: null }] };

  if (adj.na) {
    // Adjustments do not depend on the rate: one NA cell rejects every rate of the ladder.
    const cell = adj.na;
    return {
      rejection: [{ key: 'llpa_na', threshold: null, provided: points(best.rate), source_page: `${cell.workbook} › ${cell.tab}!${cell.cell}`, rate: points(best.rate), final_price: null, detail: { ...cell, rates_rejected: rates.length } }],
    };
  }

  const plan = capPlan(a, p, s);
  const offers: Offer[] = [];
  let closest: { rate: number; final: number } | null = null;
  for (const r of rates) {
    const { final, record } = clamp(a, plan, r.base + adj.total);
    if (plan.floor && final < plan.floor.value) {
      if (!closest || final > closest.final) closest = { rate: r.rate, final };
      continue;
    }
    offers.push({
      lender_slug: a.lender_slug,
      program_slug: p.slug,
      program_name: p.name,
      doc_type: rules.doc_type,
      rate: points(r.rate),
      final_rate: points(r.rate + margin),
      base_price: points(r.base),
      price_adjustment: points(final - r.base),
      final_price: points(final),
      max_ltv: maxLtv,
      max_cltv: maxCltv,
      adjusters: adj.adjusters,
      caps_applied: record ? [record] : [],
      term: s.req.term,
      lock_days: s.req.lock_days,
      ppp_term: s.req.ppp_term,
    });
  }
  if (offers.length || !closest || !plan.floor) return { offers };
  const floor = plan.floor;
  return {
    rejection: [{
      key: 'min_price_floor',
      threshold: points(floor.value),
      provided: points(closest.final),
      source_page: cellRef(a, floor.workbook, floor.tab, floor.cell),
      rate: points(closest.rate),
      final_price: points(closest.final),
      detail: { ...detailOf(a, floor.workbook, floor.tab, floor.cell, 'Price Caps', floor.label, null), rates_rejected: rates.length },
    }],
  };
}

/** Plain code-unit order: slugs are ASCII, and localeCompare costs far more in a sort. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Offers best price first; ties by lower rate, then lender, program, doc type (stable and documented). */
function compareOffers(x: Offer, y: Offer): number {
  return y.final_price - x.final_price || x.rate - y.rate || byCode(x.lender_slug, y.lender_slug) || byCode(x.program_slug, y.program_slug) || byCode(x.doc_type, y.doc_type);
}

function filterErrors(sheets: readonly LoadedSheet[], req: QuoteRequest): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const programs = sheets.flatMap((x) => x.artifact.programs);
  const slugs = [...new Set(programs.map((p) => p.slug))];
  const docTypes = [...new Set(programs.flatMap((p) => p.doc_types.map((d) => d.doc_type)))];
  if (req.program_slug !== null && !slugs.includes(req.program_slug)) errors.program_slug = [`program_slug must be one of ${slugs.join(', ')}`];
  if (req.doc_type !== null && !docTypes.includes(req.doc_type)) errors.doc_type = [`doc_type must be one of ${docTypes.join(', ')}`];
  return errors;
}

export function quote(sheets: readonly LoadedSheet[], req: QuoteRequest): QuoteOutcome {
  const errors = filterErrors(sheets, req);
  const first = Object.values(errors)[0]?.[0];
  if (first) return { ok: false, message: first, errors };

  const base = scenarioOf(req);
  const eligible: Offer[] = [];
  const rejected: Rejection[] = [];
  for (const { artifact: a } of sheets) {
    for (const p of a.programs) {
      if (req.program_slug !== null && p.slug !== req.program_slug) continue;
      const named = req.program_slug === p.slug;
      let docs = p.doc_types.filter((d) => req.doc_type === null || d.doc_type === req.doc_type || isAgency(p));
      if (req.doc_type !== null && isAgency(p) && !named && req.doc_type !== 'full_doc') docs = [];
      if (docs.length === 0 && named) {
        rejected.push({ lender_slug: a.lender_slug, program_slug: p.slug, program_name: p.name, doc_type: req.doc_type!, rejections: [{ key: 'doc_type_not_available', threshold: null, provided: req.doc_type, source_page: null }] });
      }
      for (const rules of docs) {
        const result = evaluate(a, p, rules, base);
        if ('offers' in result && result.offers.length) eligible.push(...result.offers);
        else rejected.push({ lender_slug: a.lender_slug, program_slug: p.slug, program_name: p.name, doc_type: rules.doc_type, rejections: 'rejection' in result ? result.rejection : [] });
      }
    }
  }
  eligible.sort(compareOffers);
  return {
    ok: true,
    response: { rate_sheet_date: latestDate(sheets), rate_sheets: sheets.map(rateSheetOf), eligible_count: eligible.length, rejected_count: rejected.length, eligible, rejected },
  };
}
