/**
 * The quote: every (lender, program, doc type) of the loaded sheets, checked, priced and ranked
 * (spec 4.1). Pure: no I/O, and an ineligible loan is a result, never an exception.
 */
import type { Artifact, DocTypeRules, Program } from '../artifact/format.ts';
import { cellReference, percentString, points } from '../artifact/vocabulary.ts';
import { candidates } from './candidates.ts';
import { capPlan, clamp } from './caps.ts';
import { NO_REASONS, programReasons } from './checks.ts';
import { applyGrids, detailOf, emptyAdjustments } from './llpa.ts';
import { lookupMatrix } from './matrix.ts';
import { applyPpp, pppReasons } from './ppp.ts';
import { Ranking } from './ranking.ts';
import { type LenderSheet, type LoadedSheet, latestDate, rateSheetOf, withSheet } from './rate-sheets.ts';
import type { QuoteRequest } from './request.ts';
import type { CapRecord, Offer, QuoteResponse, Reason, Rejection } from './response.ts';
import { docKey, type Scenario, scenarioOf, setProgram } from './scenario.ts';
import { cellRef } from './source.ts';

export type QuoteOutcome =
  | { ok: true; response: QuoteResponse }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** Shared by every unclamped offer (most of them): one empty array, not one per offer. */
const NO_CAPS: CapRecord[] = [];

/** Offers go straight into the ranking; `offers` counts them. */
type Evaluation = { offers: number } | { rejection: Reason[] };

/** Prices one (program, doc type); `s` is the quote's scenario, set to this program in place. */
function evaluate(a: Artifact, p: Program, rules: DocTypeRules, s: Scenario, ranking: Ranking): Evaluation {
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
  // Formatted once per program: every rate of the ladder shares them.
  const maxLtv = percentString(matrix?.ok ? matrix.maxLtv : (p.max_ltv?.value ?? 0));
  const maxCltv = percentString(matrix?.ok ? matrix.maxCltv : (p.max_ltv?.value ?? 0));
  const margin = s.req.margin_bps * 10;
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
  const group = ranking.group(a, rules);
  let offers = 0;
  let closest: { rate: number; final: number } | null = null;
  for (let i = 0; i < rates.length; i++) {
    const rate = rates[i]!;
    const base = bases[i]!;
    const { final, record } = clamp(a, plan, base + adj.total);
    if (plan.floor && final < plan.floor.value) {
      if (!closest || final > closest.final) closest = { rate, final };
      continue;
    }
    offers++;
    const offer: Offer = {
      lender_slug: a.lender_slug,
      program_slug: p.slug,
      program_name: p.name,
      doc_type: rules.doc_type,
      rate: points(rate),
      final_rate: points(rate + margin),
      base_price: points(base),
      price_adjustment: points(final - base),
      final_price: points(final),
      max_ltv: maxLtv,
      max_cltv: maxCltv,
      adjusters: adj.adjusters,
      caps_applied: record ? [record] : NO_CAPS,
      term: s.req.term,
      lock_days: s.req.lock_days,
      ppp_term: s.req.ppp_term,
    };
    ranking.add(offer, final, rate, group);
  }
  if (offers || !closest || !plan.floor) return { offers };
  const floor = plan.floor;
  return {
    rejection: [
      {
        key: 'min_price_floor',
        threshold: points(floor.value),
        provided: points(closest.final),
        source_page: cellRef(a, floor.workbook, floor.tab, floor.cell),
        rate: points(closest.rate),
        final_price: points(closest.final),
        detail: {
          ...detailOf(a, floor.workbook, floor.tab, floor.cell, 'Price Caps', floor.label, null),
          rates_rejected: rates.length,
        },
      },
    ],
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
  const ranking = new Ranking(withSheet(lenders).map((x) => x.artifact));
  const rejected: Rejection[] = [];
  for (const lender of lenders) {
    if (lender.sheet === null) continue;
    const a = lender.sheet.artifact;
    for (const p of a.programs) {
      if (req.program_slug !== null && p.slug !== req.program_slug) continue;
      const docs = docsOf(p, req);
      if (docs.length === 0 && req.program_slug === p.slug) {
        rejected.push(
          rejection(a, p, req.doc_type!, [
            { key: 'doc_type_not_available', threshold: null, provided: req.doc_type, source_page: null },
          ]),
        );
      }
      for (const rules of docs) {
        if (lender.status === 'expired') {
          rejected.push(rejection(a, p, rules.doc_type, expired(a)));
          continue;
        }
        const result = evaluate(a, p, rules, s, ranking);
        if ('offers' in result && result.offers) continue;
        rejected.push(rejection(a, p, rules.doc_type, 'rejection' in result ? result.rejection : []));
      }
    }
  }
  const eligible = ranking.ranked();
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
