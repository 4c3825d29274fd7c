import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteResponse } from '../../worker/engine/response.ts';
import { artifactKey } from '../../worker/sheets/layout.ts';
import { artifactOf, lastOf, publish } from './kv-fixtures.ts';
import { send, VALID_QUOTE } from './requests.ts';

beforeEach(async () => {
  await reset();
  await publish(env.PRICER_KV);
});

describe('POST /api/pricer/quote', () => {
  it('prices the scenario against the sheet in force of both lenders, best price first', async () => {
    const response = await send('/api/pricer/quote', { body: VALID_QUOTE });
    expect(response.status).toBe(200);
    const quote = await response.json<QuoteResponse>();

    expect(new Set(quote.eligible.map((o) => o.lender_slug))).toEqual(new Set(['non-qm', 'agency']));
    expect(quote.eligible_count).toBe(quote.eligible.length);
    expect(quote.rejected_count).toBe(quote.rejected.length);
    const prices = quote.eligible.map((o) => o.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // The pointers name each lender's latest effective date.
    expect(quote.rate_sheet_date).toBe('2026-11-23');
    expect(quote.rate_sheets.map((s) => s.sha256).sort()).toEqual(
      [artifactOf('agency').sha256, artifactOf('non-qm').sha256].sort(),
    );
  });

  it('prices as_of a past date against the sheets then in force', async () => {
    const response = await send('/api/pricer/quote', { body: { ...VALID_QUOTE, as_of: '2026-11-22' } });
    expect(response.status).toBe(200);
    const quote = await response.json<QuoteResponse>();
    expect(quote.rate_sheets.map((s) => s.rate_sheet_date)).toEqual(['2026-11-20', '2026-11-20']);
    expect(new Set(quote.eligible.map((o) => o.lender_slug))).toEqual(new Set(['non-qm', 'agency']));
    // Bayshore 2026-11-20, Conforming 30 Year Fixed at 6.500 %, 45-day lock: 100.745 + 0.125 (CA) - 0.875 (FICO 740-759 / LTV 80).
    const fixed650 = quote.eligible.find((o) => o.program_slug === '2_conventional_fixed' && o.rate === 6.5);
    expect(fixed650?.final_price).toBe(99.995);
  });

  it.each([
    // Conventional!E21 / E22 (45 Day) of each day's workbook, LLPA!G13 (0.875), State Adjusters!C12 CA 0.125.
    ['2026-11-20', 100.745, 99.995],
    ['2026-11-23', 100.495, 99.745],
  ])('prices as_of %s with that day’s sheets: 6.500 / 45 days from %d to %d', async (asOf, base, final) => {
    const response = await send('/api/pricer/quote', {
      body: { ...VALID_QUOTE, program_slug: '2_conventional_fixed', as_of: asOf },
    });
    expect(response.status).toBe(200);
    const quote = await response.json<QuoteResponse>();
    const offer = quote.eligible.find((o) => o.rate === 6.5)!;
    expect([offer.base_price, offer.price_adjustment, offer.final_price]).toEqual([base, -0.75, final]);
    expect(offer.adjusters.find((a) => a.source === 'rate_block')?.source_cell).toBe(
      `BayshoreHomeFunding_Agency_RateSheet_${asOf}.xlsx › Conventional!B9`,
    );
    expect(quote.rate_sheet_date).toBe(asOf);
    // A date replays the last sheet in force that day: on 11-23, Granite Peak's 1:15 PM reprice.
    expect(quote.rate_sheets).toEqual(
      ['agency', 'non-qm'].map((lender) => {
        const last = lastOf(lender, asOf);
        const { sha256, effective_at, reprice } = last;
        return {
          lender_slug: lender,
          status: 'in_force',
          rate_sheet_date: asOf,
          effective_at,
          reprice,
          sha256,
          expires_at: expect.any(String),
          withdrawn_at: null,
        };
      }),
    );
  });

  it('answers 422 on as_of before every sheet', async () => {
    const response = await send('/api/pricer/quote', { body: { ...VALID_QUOTE, as_of: '2026-01-01' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      errors: { as_of: [expect.stringContaining('2026-11-20')] },
    });
  });

  it('answers 422 when the engine refuses the request (unknown program_slug)', async () => {
    const response = await send('/api/pricer/quote', { body: { ...VALID_QUOTE, program_slug: 'no_such_program' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      errors: { program_slug: [expect.stringContaining('full_doc')] },
    });
  });

  it('answers 503 JSON naming the lender that has no usable sheet', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.PRICER_KV.delete(artifactKey(artifactOf('agency').sha256));
    const response = await send('/api/pricer/quote', { body: VALID_QUOTE });
    expect(response.status).toBe(503);
    const body = await response.json<{ message: string }>();
    expect(body).toEqual({ message: expect.stringContaining('"agency"') });
    expect(body.message).not.toContain('non-qm');
    vi.restoreAllMocks();
  });
});
