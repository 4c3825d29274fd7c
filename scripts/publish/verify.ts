/**
 * The checks an artifact passes before any pointer may name it: its bytes hash to its name, it
 * decodes under this build's schema and version, it is the lender and day it claims, and (for the
 * day going live) a smoke quote prices at least one offer.
 */
import { ArtifactError, decodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import { loadedSheet } from '../../worker/engine/rate-sheets.ts';

/** Plain scenarios, one of which every lender prices on an ordinary day: a primary purchase, an investor loan, a jumbo loan. */
const SMOKE_SCENARIOS = [
  { term: 30, purpose: 'purchase', credit_score: 760, purchase_price: 500000, loan_amount: 300000, state: 'CA' },
  {
    term: 30,
    purpose: 'purchase',
    credit_score: 760,
    purchase_price: 500000,
    loan_amount: 300000,
    state: 'CA',
    occupancy: 'investment',
    dscr_ratio: 1.3,
    ppp_term: '5YR PPP',
  },
  // a jumbo loan, above every conforming limit
  { term: 30, purpose: 'purchase', credit_score: 760, purchase_price: 1500000, loan_amount: 1000000, state: 'CA' },
];

/** A compiled artifact offered for publication, as the manifest lists it. */
export interface Candidate {
  lender_slug: string;
  effective_at: string;
  sha256: string;
  bytes: Uint8Array;
}

export type Verdict = { ok: true; artifact: Artifact } | { ok: false; reason: string };

export async function verify(candidate: Candidate, smoke: boolean): Promise<Verdict> {
  const actual = await sha256Hex(candidate.bytes);
  if (actual !== candidate.sha256) return { ok: false, reason: `sha256 is ${actual}, expected ${candidate.sha256}` };
  let artifact: Artifact;
  try {
    artifact = decodeArtifact(candidate.bytes);
  } catch (error) {
    if (error instanceof ArtifactError) return { ok: false, reason: error.message };
    throw error;
  }
  if (artifact.lender_slug !== candidate.lender_slug || artifact.effective_at !== candidate.effective_at) {
    return {
      ok: false,
      reason: `artifact is ${artifact.lender_slug} ${artifact.effective_at}, listed as ${candidate.lender_slug} ${candidate.effective_at}`,
    };
  }
  if (smoke && !smokePrices(artifact, candidate.sha256)) return { ok: false, reason: 'smoke quote priced no offer' };
  return { ok: true, artifact };
}

function smokePrices(artifact: Artifact, sha256: string): boolean {
  return SMOKE_SCENARIOS.some((scenario) => {
    const parsed = parseQuoteRequest(scenario);
    if (!parsed.ok) return false;
    const lender = {
      lender_slug: artifact.lender_slug,
      status: 'in_force' as const,
      sheet: loadedSheet(artifact, sha256),
      withdrawn_at: null,
    };
    const out = quote([lender], parsed.request);
    return out.ok && out.response.eligible_count > 0;
  });
}
