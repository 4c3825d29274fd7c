/** Test helpers: the committed artifacts and a quote shortcut with spec defaults. */
import { readFileSync } from 'node:fs';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import { quote, type LoadedSheet } from '../../worker/engine/quote.ts';
import { parseQuoteRequest, type QuoteRequestInput } from '../../worker/engine/request.ts';
import type { QuoteResponse } from '../../worker/engine/response.ts';

interface ManifestEntry { lender_slug: string; effective_date: string; path: string; sha256: string }
const manifest = JSON.parse(readFileSync('dist-sheets/manifest.json', 'utf8')) as { artifacts: ManifestEntry[] };

export function sheetsOf(date: string): LoadedSheet[] {
  return manifest.artifacts
    .filter((e) => e.effective_date === date)
    .map((e) => ({ artifact: decodeArtifact(readFileSync(`dist-sheets/${e.path}`)), sha256: e.sha256 }));
}

const byDate = new Map<string, LoadedSheet[]>();

export function priced(input: Partial<QuoteRequestInput>, date = '2026-11-20'): QuoteResponse {
  const parsed = parseQuoteRequest({ term: 30, purpose: 'purchase', credit_score: 740, purchase_price: 500000, loan_amount: 400000, ...input });
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
