/**
 * Adjusters are built once per cell and shared (worker/engine/adjustments.ts): a repeated quote must
 * answer exactly as the first, the shared objects must be frozen (no caller can change another
 * quote's answer through them), and two decodes of one artifact must not share them.
 */
import { describe, expect, it } from 'vitest';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import { inForce, randomScenarios, sheetsOf } from './sheets.ts';

const requests = randomScenarios(5, 40).map((input) => {
  const parsed = parseQuoteRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
});

const priceAll = (sheets: ReturnType<typeof sheetsOf>) =>
  requests.map((req) => {
    const out = quote(inForce(sheets), req);
    if (!out.ok) throw new Error(out.message);
    return out.response;
  });

describe('shared adjusters', () => {
  it('answer a repeated quote exactly as the first, with frozen shared objects', () => {
    const sheets = sheetsOf('2026-11-23');
    const first = priceAll(sheets);
    const firstJson = JSON.stringify(first);
    const second = priceAll(sheets);
    expect(JSON.stringify(second)).toBe(firstJson);
    const adjusters = second.flatMap((r) => r.eligible.flatMap((o) => o.adjusters));
    expect(adjusters.length).toBeGreaterThan(500);
    expect(adjusters.every((a) => Object.isFrozen(a))).toBe(true);
    // the same cell is the same object in both answers
    const i = first.findIndex((r) => r.eligible.some((o) => o.adjusters.length > 0));
    expect(second[i]!.eligible[0]!.adjusters[0]).toBe(first[i]!.eligible[0]!.adjusters[0]);
  });

  it('are not shared between two decodes of the same artifact', () => {
    const a = priceAll(sheetsOf('2026-11-23'));
    const b = priceAll(sheetsOf('2026-11-23'));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const first = a.flatMap((r) => r.eligible).find((o) => o.adjusters.length > 0)!;
    const again = b.flatMap((r) => r.eligible).find((o) => o.adjusters.length > 0)!;
    expect(again.adjusters[0]).toEqual(first.adjusters[0]);
    expect(again.adjusters[0]).not.toBe(first.adjusters[0]);
  });
});
