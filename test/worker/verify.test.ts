/**
 * Quotes anyone can verify later: answers the Worker gives in workerd, saved as their bytes, verify
 * against their requests (tools/quote/verify.ts, what `npm run quote -- --verify` runs) on the
 * sheets they name alone: each lender, each moment (both morning sheets of 11-20 and 11-23, Granite
 * Peak's 1:15 PM reprice), by `as_of` and "now", an expired answer and a batch. One price changed by
 * 0.001 fails, naming its offer. test/http/quote-verify.test.ts runs the command itself (files, git).
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Found, verifyAnswer } from '../../tools/quote/verify.ts';
import type { BatchResponse, QuoteAnswer } from '../../worker/contract/wire.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { publish, publishedArtifacts } from './kv-fixtures.ts';
import { type RequestOptions, send, VALID_QUOTE } from './requests.ts';

beforeAll(async () => {
  await reset();
  await publish(env.PRICER_KV);
});

const artifacts = new Map(publishedArtifacts().map((a) => [a.sha256, a.bytes]));
/** The fixture artifacts by sha256: what dist-sheets/ holds (or its git history). */
const find = async (sha256: string): Promise<Found | null> => {
  const bytes = artifacts.get(sha256);
  return bytes ? { bytes, from: 'the published fixtures' } : null;
};

/** A request answered by the Worker, saved as the bytes it sent. */
async function saved(path: string, body: object, options: RequestOptions = {}) {
  const response = await send(path, { body, ...options });
  expect(response.status, JSON.stringify(body)).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, text: new TextDecoder().decode(bytes) };
}

const verify = async (text: string, request: object) => {
  const verdict = await verifyAnswer(new TextEncoder().encode(text), JSON.parse(text), request, find);
  if ('usage' in verdict) throw new Error(verdict.usage);
  return verdict;
};

const AGENCY = { ...VALID_QUOTE, program_slug: '2_conventional_fixed', view: 'best' };
const NON_QM = { ...VALID_QUOTE, program_slug: 'full_doc', view: 'best' };
/** After Bayshore's 11:00 AM ET cut-off of 11-24 and Granite Peak's 10:00 AM PT one: both sheets of 11-23 expired. */
const EXPIRED = { bindings: { PRICER_NOW: '2026-11-24T12:00:00-08:00' } };

describe('answers saved from the Worker verify against their requests', () => {
  it.each<[string, object, RequestOptions, string[]]>([
    ['agency, 11-20 morning, as_of a date', { ...AGENCY, as_of: '2026-11-20' }, {}, ['2026-11-20T09:00:00-05:00']],
    ['non-qm, 11-20 morning, as_of a date', { ...NON_QM, as_of: '2026-11-20' }, {}, ['2026-11-20T08:30:00-08:00']],
    [
      'both, 11-23 morning, as_of an instant before the reprice',
      { ...VALID_QUOTE, view: 'best', as_of: '2026-11-23T13:14:00-08:00' },
      {},
      ['2026-11-23T09:00:00-05:00', '2026-11-23T08:30:00-08:00'],
    ],
    ['non-qm, the 1:15 PM reprice, now (2:00 PM)', NON_QM, {}, ['2026-11-23T13:15:00-08:00']],
    ['agency, now', AGENCY, {}, ['2026-11-23T09:00:00-05:00']],
    [
      'every lender, expired: nothing priced',
      VALID_QUOTE,
      EXPIRED,
      ['2026-11-23T09:00:00-05:00', '2026-11-23T14:30:00-06:00', '2026-11-23T13:15:00-08:00'],
    ],
  ])('%s', async (_, request, options, moments) => {
    const { text } = await saved('/api/pricer/quote', request, options);
    const answer = JSON.parse(text) as QuoteAnswer;
    for (const moment of moments) expect(answer.rate_sheets.map((s) => s.effective_at)).toContain(moment);
    const verdict = await verify(text, request);
    expect(verdict.lines[0]).toBe('verified: the answer is, byte for byte, what its sheets give to this request');
    expect(verdict.verified).toBe(true);
    if (options === EXPIRED) expect(answer.rate_sheets.map((s) => s.status)).toEqual(ROSTER.map(() => 'expired'));
    else expect(answer.eligible.length).toBeGreaterThan(0);
  });

  it('a batch, with a refused scenario among priced ones, on the sheets of its as_of', async () => {
    const batch = { scenarios: [AGENCY, { ...NON_QM, term: 11 }, NON_QM], as_of: '2026-11-23' };
    const { text } = await saved('/api/pricer/quotes', batch);
    expect((JSON.parse(text) as BatchResponse).results.map((r) => r.status)).toEqual([200, 422, 200]);
    expect((await verify(text, batch)).verified).toBe(true);
  });
});

describe('an answer that is not what its sheets give', () => {
  it('one price changed by 0.001: not verified, naming the offer, its path and both values', async () => {
    const request = { ...NON_QM, view: 'all' };
    const { text } = await saved('/api/pricer/quote', request);
    const answer = JSON.parse(text) as QuoteAnswer;
    const [index, offer] = [3, answer.eligible[3]!];
    // The fourth offer's final_price, 0.001 lower, in the saved text (every other byte kept).
    const at = text.indexOf(JSON.stringify(offer));
    const priced = `"final_price":${offer.final_price}`;
    const lowered = `"final_price":${Math.round(offer.final_price * 1000 - 1) / 1000}`;
    const tampered =
      text.slice(0, at) +
      JSON.stringify(offer).replace(priced, lowered) +
      text.slice(at + JSON.stringify(offer).length);
    expect(tampered.length).toBe(text.length);
    const verdict = await verify(tampered, request);
    expect(verdict.verified).toBe(false);
    expect(verdict.lines).toEqual([
      'NOT verified: the answer is not what its sheets give to this request',
      `  first difference: eligible[${index}].final_price (offer non-qm full_doc ${offer.doc_type} ${offer.rate}): ${lowered.split(':')[1]} in the answer, ${offer.final_price} recomputed`,
    ]);
  });

  it('another request: the digest differs, and so does the first field the request changes', async () => {
    const { text } = await saved('/api/pricer/quote', NON_QM);
    const verdict = await verify(text, { ...NON_QM, credit_score: 746 });
    expect(verdict.verified).toBe(false);
    expect(verdict.lines[1]).toMatch(/^ {2}the digest differs: [0-9a-f]{64} in the answer, [0-9a-f]{64} recomputed: /);
  });

  it('a sheet it names that is nowhere to be found: not verified, naming the sheet', async () => {
    const { text } = await saved('/api/pricer/quote', AGENCY);
    const sha = (JSON.parse(text) as QuoteAnswer).rate_sheets[0]!.sha256!;
    const verdict = await verifyAnswer(new TextEncoder().encode(text), JSON.parse(text), AGENCY, async () => null);
    expect(verdict).toEqual({
      verified: false,
      lines: [
        `not verified: the agency sheet ${sha} (effective 2026-11-23T09:00:00-05:00) is in neither the artifacts folder nor its git history`,
      ],
    });
  });
});
