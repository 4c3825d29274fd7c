/**
 * `npm run publish -- --withdraw <lender> <date | moment>` (scripts/publish/publish.ts `withdraw`)
 * against the real KV binding, seen through the quote route: a withdrawn sheet stops answering
 * "now" at once (a cold isolate; a warm one within the history TTL) and the previous sheet answers,
 * in force or expired by its own cut-off; an as_of replay of a moment before the withdrawal still
 * shows the withdrawn sheet, marked with withdrawn_at.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { publish } from '../../scripts/publish/publish.ts';
import { withdraw } from '../../scripts/publish/withdraw.ts';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { REFERENCE_TTL_MS, SheetStore } from '../../worker/sheets/store.ts';
import { artifactOf, lastOf, publishedArtifacts } from './kv-fixtures.ts';
import { send, VALID_QUOTE } from './requests.ts';

const kv = () => bindingPort(env.PRICER_KV);
/** Bayshore's 11-23 sheet is withdrawn at 10:15 AM ET, between its 9:00 AM effective moment and Friday's 11:00 AM ET cut-off. */
const WITHDRAWN_AT = '2026-11-23T15:15:00+00:00';
const BEFORE_CUTOFF = '2026-11-23T10:30:00-05:00';

beforeEach(async () => {
  await reset();
  expect((await publish(kv(), publishedArtifacts())).ok).toBe(true);
});

/** Conventional Fixed 6.500 %, 45 days, and Bayshore's entry of rate_sheets, at the clock `now` (and as_of). */
async function conventional(now: string, as_of?: string, store?: SheetStore) {
  const response = await send('/api/pricer/quote', {
    body: { ...VALID_QUOTE, program_slug: '2_conventional_fixed', as_of },
    bindings: { PRICER_NOW: now },
    ...(store && { store }),
  });
  expect(response.status).toBe(200);
  const q = await response.json<QuoteResponse>();
  return {
    price: q.eligible.find((o) => o.lender_slug === 'agency' && o.rate === 6.5)?.final_price ?? null,
    rejected: q.rejected.filter((r) => r.lender_slug === 'agency').map((r) => r.rejections[0]?.key),
    sheet: q.rate_sheets.find((s) => s.lender_slug === 'agency')!,
  };
}

describe('withdrawing Bayshore 2026-11-23', () => {
  it('reports what it withdrew and writes one withdrawal key, named by the moment and the withdrawal in UTC', async () => {
    const result = await withdraw(kv(), 'agency', '2026-11-23', WITHDRAWN_AT);
    expect(result.withdrawn.map((e) => [e.effective_at, e.sha256])).toEqual([
      ['2026-11-23T09:00:00-05:00', artifactOf('agency', '2026-11-23').sha256],
    ]);
    // 9:00 AM ET = 14:00 UTC; withdrawn 15:15 UTC.
    // Then a snapshot without the sheet: its two packs (Bayshore's Friday sheet answers now: whole, and its quote part) and its header.
    expect(result.writes).toEqual([
      'lender:agency:withdrawal:2026-11-23T14:00:00Z:2026-11-23T15:15:00Z',
      expect.stringMatching(/^snapshot-pack:[0-9a-f]{64}$/),
      expect.stringMatching(/^snapshot-pack:[0-9a-f]{64}$/),
      expect.stringMatching(/^snapshot:\d{13}:[0-9a-f]{64}$/),
    ]);
    const { keys } = await env.PRICER_KV.list({ prefix: 'lender:agency:withdrawal:' });
    expect(keys.map((k) => [k.name, k.metadata])).toEqual([
      [result.writes[0], { effective_at: '2026-11-23T09:00:00-05:00', withdrawn_at: WITHDRAWN_AT }],
    ]);
    // The artifact stays: replays read it.
    expect(
      await env.PRICER_KV.get(`artifact:${artifactOf('agency', '2026-11-23').sha256}`, 'arrayBuffer'),
    ).not.toBeNull();
  });

  it('now, before Friday’s cut-off: Friday’s sheet answers again, in force (99.745 becomes 99.995)', async () => {
    // 11-23 Conventional!E21 100.495, 11-20 E21 100.745; LLPA!G13 -0.875; CA +0.125.
    expect(await conventional(BEFORE_CUTOFF)).toMatchObject({
      price: 99.745,
      sheet: { rate_sheet_date: '2026-11-23', status: 'in_force', withdrawn_at: null },
    });
    await withdraw(kv(), 'agency', '2026-11-23', WITHDRAWN_AT);
    expect(await conventional(BEFORE_CUTOFF)).toMatchObject({
      price: 99.995,
      sheet: {
        rate_sheet_date: '2026-11-20',
        effective_at: '2026-11-20T09:00:00-05:00',
        status: 'in_force',
        withdrawn_at: null,
        sha256: artifactOf('agency', '2026-11-20').sha256,
      },
    });
  });

  it('now, after Friday’s cut-off (the test clock, 2:00 PM PT): Bayshore’s programs are rate_sheet_expired', async () => {
    await withdraw(kv(), 'agency', '2026-11-23', WITHDRAWN_AT);
    expect(await conventional('2026-11-23T14:00:00-08:00')).toEqual({
      price: null,
      rejected: ['rate_sheet_expired'],
      sheet: expect.objectContaining({
        rate_sheet_date: '2026-11-20',
        status: 'expired',
        expires_at: '2026-11-23T11:00:00-05:00',
      }),
    });
  });

  it('a replay of a moment before the withdrawal still prices the withdrawn sheet, marked', async () => {
    await withdraw(kv(), 'agency', '2026-11-23', WITHDRAWN_AT);
    expect(await conventional(BEFORE_CUTOFF, '2026-11-23T10:00:00-05:00')).toMatchObject({
      price: 99.745,
      sheet: { rate_sheet_date: '2026-11-23', status: 'in_force', withdrawn_at: WITHDRAWN_AT },
    });
    // After it, and at the day's end (a date), the sheet that answered instead.
    expect((await conventional(BEFORE_CUTOFF, '2026-11-23T10:20:00-05:00')).sheet.rate_sheet_date).toBe('2026-11-20');
    expect((await conventional(BEFORE_CUTOFF, '2026-11-23')).sheet.rate_sheet_date).toBe('2026-11-20');
  });

  it('a warm isolate stops pricing it when it lists the history again (REFERENCE_TTL_MS)', async () => {
    let ttlClock = 0;
    const store = new SheetStore({ now: () => ttlClock });
    expect((await conventional(BEFORE_CUTOFF, undefined, store)).price).toBe(99.745);
    await withdraw(kv(), 'agency', '2026-11-23', WITHDRAWN_AT);
    ttlClock += REFERENCE_TTL_MS - 1;
    expect((await conventional(BEFORE_CUTOFF, undefined, store)).price).toBe(99.745);
    ttlClock += 1;
    expect((await conventional(BEFORE_CUTOFF, undefined, store)).price).toBe(99.995);
  });

  it('a second withdrawal writes nothing; an unknown day is refused, naming the published ones', async () => {
    await withdraw(kv(), 'agency', '2026-11-23', WITHDRAWN_AT);
    expect(await withdraw(kv(), 'agency', '2026-11-23', '2026-11-23T16:00:00+00:00')).toMatchObject({
      withdrawn: [],
      writes: [],
    });
    await expect(withdraw(kv(), 'agency', '2026-11-24', WITHDRAWN_AT)).rejects.toThrow(
      'no published agency sheet at 2026-11-24; published: 2026-11-20T09:00:00-05:00, 2026-11-23T09:00:00-05:00',
    );
  });

  it('republishing the day does not bring it back', async () => {
    await withdraw(kv(), 'agency', '2026-11-23', WITHDRAWN_AT);
    await publish(kv(), publishedArtifacts());
    expect((await conventional(BEFORE_CUTOFF)).sheet.rate_sheet_date).toBe('2026-11-20');
  });
});

describe("withdrawing Granite Peak's 1:15 PM reprice by its moment", () => {
  it('the morning sheet answers again: full doc 6.500 base 97.685 becomes 97.935 (Rates!C12)', async () => {
    const fullDoc = async () => {
      const response = await send('/api/pricer/quote', { body: { ...VALID_QUOTE, program_slug: 'full_doc' } });
      const q = await response.json<QuoteResponse>();
      return [
        q.eligible.find((o) => o.rate === 6.5)?.base_price,
        q.rate_sheets.find((s) => s.lender_slug === 'non-qm')?.reprice,
      ];
    };
    expect(await fullDoc()).toEqual([97.685, 1]);
    const { withdrawn } = await withdraw(kv(), 'non-qm', '2026-11-23T13:15:00-08:00', '2026-11-23T21:45:00+00:00');
    expect(withdrawn.map((e) => e.sha256)).toEqual([lastOf('non-qm', '2026-11-23').sha256]);
    expect(await fullDoc()).toEqual([97.935, 0]);
  });
});
