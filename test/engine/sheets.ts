/**
 * Test helpers: the committed artifacts and a quote shortcut with spec defaults. A date names that
 * day's morning sheets (reprice 0) of every lender; a reprice is named by its moment (`sheetsAt`).
 * The artifacts are the fixture set (test/fixtures.ts): a day the daily job adds changes no answer.
 */
import { readFileSync } from 'node:fs';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import type { ManifestEntry } from '../../worker/artifact/manifest.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import {
  CITIZENSHIPS,
  HOUSING_HISTORIES,
  LOCK_DAYS,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  REQUEST_OCCUPANCIES,
  TERMS,
} from '../../worker/artifact/vocabulary.ts';
import { parseQuoteRequest, type QuoteRequestInput } from '../../worker/contract/request.ts';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, type LenderSheet, type LoadedSheet, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { fixtureManifest } from '../fixtures.ts';

export const manifest = fixtureManifest();

const load = (e: ManifestEntry): LoadedSheet =>
  loadedSheet(decodeArtifact(readFileSync(`dist-sheets/${e.path}`)), e.sha256);

/** The morning sheets (reprice 0) of `date`, one per lender, in roster (slug) order. */
export function sheetsOf(date: string): LoadedSheet[] {
  return manifest.artifacts.filter((e) => e.effective_date === date && e.reprice === 0).map(load);
}

/** Each lender's sheet in force at `moment` (ISO date-time with offset): the reprices count. */
export function sheetsAt(moment: string): LoadedSheet[] {
  const at = parseMoment(moment)!;
  const lenders = [...new Set(manifest.artifacts.map((e) => e.lender_slug))].sort();
  return lenders.flatMap((lender) => {
    const live = manifest.artifacts.filter((e) => e.lender_slug === lender && parseMoment(e.effective_at)! <= at);
    const last = live.at(-1);
    return last ? [load(last)] : [];
  });
}

/** Sheets as the engine takes them: each in force. */
export const inForce = allInForce;

const byDate = new Map<string, LenderSheet[]>();

/** A quote of `input` (with a few defaults of its own) on the sheets of `date` (morning sheets) or of a moment. */
export function priced(input: Partial<QuoteRequestInput>, date = '2026-11-20'): QuoteResponse {
  const parsed = parseQuoteRequest({
    term: 30,
    purpose: 'purchase',
    credit_score: 740,
    purchase_price: 500000,
    loan_amount: 400000,
    ...input,
  });
  if (!parsed.ok) throw new Error(`bad test request: ${parsed.message}`);
  if (!byDate.has(date)) byDate.set(date, inForce(date.includes('T') ? sheetsAt(date) : sheetsOf(date)));
  const out = quote(byDate.get(date)!, parsed.request);
  if (!out.ok) throw new Error(`quote refused: ${out.message}`);
  return out.response;
}

export const offerAt = (r: QuoteResponse, program: string, rate: number, docType?: string) =>
  r.eligible.find((o) => o.program_slug === program && o.rate === rate && (!docType || o.doc_type === docType));

export const rejectionOf = (r: QuoteResponse, program: string, docType?: string) =>
  r.rejected.find((x) => x.program_slug === program && (!docType || x.doc_type === docType));

function rng(seed: number) {
  return () => (seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

/** `n` seeded random requests over every enum, wide price, LTV, FICO, DTI and DSCR ranges. */
export function randomScenarios(seed: number, n: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: n }, () => {
    const price = 100_000 + Math.floor(r() * 2_900_000);
    return {
      term: pick(TERMS),
      purpose: pick(PURPOSES),
      occupancy: pick(REQUEST_OCCUPANCIES),
      property_type: pick(PROPERTY_TYPES),
      citizenship: pick(CITIZENSHIPS),
      // 60 days is an agency-only lock: a few, so most scenarios still reach the non-QM grids.
      lock_days: r() < 0.1 ? LOCK_DAYS[3] : pick(LOCK_DAYS.slice(0, 3)),
      ppp_term: pick(PPP_TERMS),
      housing_history: r() < 0.2 ? pick(HOUSING_HISTORIES) : null,
      credit_score: 600 + Math.floor(r() * 230),
      purchase_price: price,
      loan_amount: Math.max(50_000, Math.floor(price * (0.3 + r() * 0.7))),
      dti: Math.round(r() * 6000) / 100,
      dscr_ratio: r() < 0.3 ? null : Math.round(r() * 200) / 100,
      escrow_waiver: r() < 0.2,
      interest_only: r() < 0.2,
      short_term_rental: r() < 0.1,
      recent_credit_event: r() < 0.1,
      state: pick(['CA', 'TX', 'NY', 'FL', 'MN', 'WA', 'NV']),
      margin_bps: pick([0, 25, 125]),
    };
  });
}
