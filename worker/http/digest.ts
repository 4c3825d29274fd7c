/**
 * What identifies a quote's question (docs/contract.md › Verifying a quote): the canonical request
 * and the sheets it was priced on. The answer is a function of exactly these, so one digest names
 * one answer, and anyone holding the request and the answer can recompute both.
 *
 * - The canonical request: the parsed request with every default written out, without `as_of`
 *   (which only chooses the sheets, and the sheets are named): a replay at `as_of` of a quote
 *   given "now", and a batch's scenario, have the digest of the same request priced alone on the
 *   same sheets. Numbers as the decimals sent (engine/sent-numbers.ts), canonical-json.ts's text.
 *   A field added to the request later is written only when it is not its default (LATER_FIELDS),
 *   so that every quote digested before it was added still verifies.
 * - The sheets: per lender, in the answer's order, its slug, status, sha256 and withdrawn_at.
 * - The artifact format and the engine version (engine/version.ts).
 *
 * digest = sha256 of the canonical JSON of {engine_version, format_version, request, sheets};
 * request_digest = sha256 of the canonical request alone, which the log line records so that every
 * quote of one scenario can be found whatever the sheets.
 */

import { sha256Hex } from '../artifact/codec.ts';
import { FORMAT_VERSION } from '../artifact/format.ts';
import type { QuoteRequest } from '../contract/request.ts';
import type { LenderSheet } from '../engine/rate-sheets.ts';
import { sentText } from '../engine/sent-numbers.ts';
import { ENGINE_VERSION } from '../engine/version.ts';
import { canonicalJson, Decimal } from './canonical-json.ts';

/** The fields added to the request after its first digests, with their defaults. */
const LATER_FIELDS: Partial<Record<keyof QuoteRequest, unknown>> = { rejected: 'listed' };

/** The request as its digest reads it: defaults written out (but LATER_FIELDS'), numbers as sent, no as_of. */
function canonicalRequest(request: QuoteRequest): Record<string, unknown> {
  const canonical: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (key === 'as_of' || (Object.hasOwn(LATER_FIELDS, key) && LATER_FIELDS[key as keyof QuoteRequest] === value))
      continue;
    canonical[key] = typeof value === 'number' ? new Decimal(sentText(request, key, value)) : value;
  }
  return canonical;
}

/** Per lender, what of its sheet the answer depends on. */
const sheetsNamed = (lenders: readonly LenderSheet[]) =>
  lenders.map((l) => ({
    lender_slug: l.lender_slug,
    status: l.status,
    sha256: l.sheet?.sha256 ?? null,
    withdrawn_at: l.withdrawn_at,
  }));

const sha256OfText = (text: string) => sha256Hex(new TextEncoder().encode(text));

export interface QuoteDigests {
  digest: string;
  request_digest: string;
}

/** The digests of requests priced on `lenders`: the sheets are written once, for every scenario of a batch. */
export function questionDigests(lenders: readonly LenderSheet[]): (request: QuoteRequest) => Promise<QuoteDigests> {
  const sheets = canonicalJson(sheetsNamed(lenders));
  return async (request) => {
    const canonical = canonicalJson(canonicalRequest(request));
    // canonicalJson({engine_version, format_version, request, sheets}): its keys in sorted order
    const question = `{"engine_version":${ENGINE_VERSION},"format_version":${FORMAT_VERSION},"request":${canonical},"sheets":${sheets}}`;
    const [digest, request_digest] = await Promise.all([sha256OfText(question), sha256OfText(canonical)]);
    return { digest, request_digest };
  };
}
