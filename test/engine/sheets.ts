/** Test helpers: the committed artifacts and a quote shortcut with spec defaults. */
import { readFileSync } from 'node:fs';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import { type LoadedSheet, quote } from '../../worker/engine/quote.ts';
import {
  CITIZENSHIPS,
  HOUSING_HISTORIES,
  LOCK_DAYS,
  OCCUPANCIES,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  parseQuoteRequest,
  type QuoteRequestInput,
  TERMS,
} from '../../worker/engine/request.ts';
import type { QuoteResponse } from '../../worker/engine/response.ts';

interface ManifestEntry {
  lender_slug: string;
  effective_date: string;
  path: string;
  sha256: string;
}
const manifest = JSON.parse(readFileSync('dist-sheets/manifest.json', 'utf8')) as { artifacts: ManifestEntry[] };

export function sheetsOf(date: string): LoadedSheet[] {
  return manifest.artifacts
    .filter((e) => e.effective_date === date)
    .map((e) => ({ artifact: decodeArtifact(readFileSync(`dist-sheets/${e.path}`)), sha256: e.sha256 }));
}

const byDate = new Map<string, LoadedSheet[]>();

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
  if (!byDate.has(date)) byDate.set(date, sheetsOf(date));
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
      occupancy: pick(OCCUPANCIES),
      property_type: pick(PROPERTY_TYPES),
      citizenship: pick(CITIZENSHIPS),
      lock_days: pick(LOCK_DAYS),
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
