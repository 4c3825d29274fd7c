/**
 * npm run quote -- --verify <answer.json> <request.json>: is a saved answer the one its sheets give
 * to its request? The sheets are the ones the answer names (rate_sheets: lender, status, sha256,
 * withdrawn_at), found by sha256 in the artifacts folder or its git history (find-artifact.ts) and
 * taken exactly as the answer states them, so that nothing depends on today's clock, roster or KV;
 * the answer is recomputed by the endpoint's own code (worker/http/answers.ts) and compared byte for
 * byte, or else field by field (json-difference.ts). No Node API here: the workerd tests verify the
 * Worker's own answers with it (test/worker/verify.test.ts).
 */

import { ArtifactError, decodeArtifact } from '../../worker/artifact/codec.ts';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { type LenderSheet, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { ENGINE_VERSION } from '../../worker/engine/version.ts';
import { answerBatch, answerQuote } from '../../worker/http/answers.ts';
import { type Difference, describe, differences } from './json-difference.ts';

/** Verified or not, with what to print; `usage`: the file is no answer to verify (a usage error of the command). */
export type Verdict = { verified: boolean; lines: string[] } | { usage: string };

type Json = Record<string, unknown>;

/** A compiled sheet found by its sha256 (find-artifact.ts), and where. */
export interface Found {
  bytes: Uint8Array;
  /** The file, or "git <commit>:<path>". */
  from: string;
}
type Finder = (sha256: string) => Promise<Found | null>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A quote or a batch answer, as the service sends them; for anything else, why it is none. */
function kindOf(answer: unknown, where: string): 'quote' | 'batch' | { usage: string } {
  if (isObject(answer) && Array.isArray(answer.rate_sheets)) {
    if (Array.isArray(answer.results)) return 'batch';
    if (typeof answer.digest === 'string') return 'quote';
  }
  if (isObject(answer) && typeof answer.message === 'string')
    return { usage: `${where} is an error answer: it names no sheets, there is nothing to verify` };
  return { usage: `${where} is not a quote or batch answer with a digest (answers before engine version 1 have none)` };
}

/** The versions the answer's quotes were given by, when this checkout is not that: it cannot recompute them. */
function otherVersions(answer: Json): string | null {
  const quotes = Array.isArray(answer.results)
    ? answer.results.flatMap((r) => (isObject(r) && isObject(r.quote) ? [r.quote] : []))
    : [answer];
  for (const quote of quotes) {
    const { engine_version, format_version } = quote;
    if (engine_version !== ENGINE_VERSION || format_version !== FORMAT_VERSION)
      return `given by engine version ${engine_version} on format ${format_version}; this checkout is engine version ${ENGINE_VERSION}, format ${FORMAT_VERSION}: verify it on a commit whose worker/engine/version.ts says ENGINE_VERSION = ${engine_version} (git log -S "ENGINE_VERSION = ${engine_version}" -- worker/engine/version.ts)`;
  }
  return null;
}

/** The sheets as the answer states them, each found by its sha256; or why one cannot be. */
async function sheetsNamed(
  answer: Json,
  find: Finder,
): Promise<{ sheets: LenderSheet[]; sources: string[] } | { problem: string }> {
  const sheets: LenderSheet[] = [];
  const sources: string[] = [];
  for (const [i, named] of (answer.rate_sheets as unknown[]).entries()) {
    const { lender_slug, status, sha256, effective_at, withdrawn_at } = isObject(named) ? named : {};
    if (typeof lender_slug !== 'string') return { problem: `rate_sheets[${i}] names no lender` };
    if (status === 'no_sheet') {
      sheets.push({ lender_slug, status, sheet: null, withdrawn_at: null });
      sources.push(`${lender_slug}: no sheet`);
      continue;
    }
    if ((status !== 'in_force' && status !== 'expired') || typeof sha256 !== 'string')
      return { problem: `rate_sheets[${i}] (${lender_slug}) is not a sheet the service names` };
    const found = await find(sha256);
    if (!found)
      return {
        problem: `the ${lender_slug} sheet ${sha256} (effective ${effective_at}) is in neither the artifacts folder nor its git history`,
      };
    let artifact: ReturnType<typeof decodeArtifact>;
    try {
      artifact = decodeArtifact(found.bytes);
    } catch (error) {
      if (!(error instanceof ArtifactError)) throw error;
      return { problem: `the ${lender_slug} sheet ${sha256} (${found.from}) cannot be read here: ${error.message}` };
    }
    const withdrawn = typeof withdrawn_at === 'string' ? withdrawn_at : null;
    sheets.push({ lender_slug, status, sheet: loadedSheet(artifact, sha256), withdrawn_at: withdrawn });
    sources.push(`${lender_slug} ${artifact.effective_at} ${status} ${sha256.slice(0, 12)}… from ${found.from}`);
  }
  return { sheets, sources };
}

const trimmed = (bytes: Uint8Array) => {
  let end = bytes.length;
  while (end > 0 && [0x0a, 0x0d, 0x20, 0x09].includes(bytes[end - 1]!)) end--;
  return bytes.subarray(0, end);
};
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** What differs, the digest first: a digest that differs means another question, not another answer. */
function report(found: Difference[]): string[] {
  const isDigest = (d: Difference) => /(?:^|\.)digest$/.test(d.path);
  const digest = found.find(isDigest);
  const fields = found.filter((d) => !isDigest(d));
  const lines = digest
    ? [
        `the digest differs: ${digest.answer} in the answer, ${digest.recomputed} recomputed: the request file is not the one this answer was given for, or its rate_sheets were altered`,
      ]
    : [];
  if (fields.length) lines.push(`first difference: ${describe(fields[0]!)}`);
  if (fields.length > 1) lines.push(`(${fields.length} fields differ in all)`);
  return lines;
}

/** Verifies one answer (its bytes and their JSON) against one request body. */
export async function verifyAnswer(
  bytes: Uint8Array,
  answer: unknown,
  request: unknown,
  find: Finder,
  where = 'the answer',
): Promise<Verdict> {
  const kind = kindOf(answer, where);
  if (typeof kind === 'object') return kind;
  const other = otherVersions(answer as Json);
  if (other) return { verified: false, lines: [`not verifiable with this checkout: ${where} was ${other}`] };
  const named = await sheetsNamed(answer as Json, find);
  if ('problem' in named) return { verified: false, lines: [`not verified: ${named.problem}`] };
  const recompute = kind === 'batch' ? answerBatch : answerQuote;
  const again = await recompute(request, async () => named.sheets);
  if (again.status !== 200)
    return {
      verified: false,
      lines: [`not verified: on the sheets ${where} names, the request file is refused (${again.refused.message})`],
    };
  const digests =
    kind === 'quote'
      ? `digest ${(answer as Json).digest}`
      : `a batch of ${(answer as Json & { results: unknown[] }).results.length} scenarios`;
  const given = [
    `  ${digests}, engine version ${ENGINE_VERSION}, format ${FORMAT_VERSION}`,
    ...named.sources.map((s) => `  ${s}`),
  ];
  if (sameBytes(trimmed(bytes), again.json))
    return {
      verified: true,
      lines: [`verified: ${where} is, byte for byte, what its sheets give to this request`, ...given],
    };
  const found = differences(answer, JSON.parse(new TextDecoder().decode(again.json)));
  if (found.length === 0)
    return {
      verified: true,
      lines: [
        `verified: ${where} holds what its sheets give to this request, though not byte for byte (reformatted)`,
        ...given,
      ],
    };
  return {
    verified: false,
    lines: [
      `NOT verified: ${where} is not what its sheets give to this request`,
      ...report(found).map((l) => `  ${l}`),
    ],
  };
}
