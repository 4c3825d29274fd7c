/**
 * The SheetStore against the real KV binding, seeded by the publisher: which sheet each roster
 * lender answers with (now, as_of a date, as_of an instant), what a warm isolate reads, and what
 * it keeps when a newer sheet cannot be read. Every lender is read from its own keys here (the
 * snapshot hidden); reading through the snapshot is store-snapshot.test.ts. The fault table through
 * HTTP is kv-faults.test.ts.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleEntry, publicationEntry, withdrawalEntry } from '../../scripts/publish/entries.ts';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import { parseMoment, utcMoment } from '../../worker/artifact/moment.ts';
import type { LenderSheet } from '../../worker/engine/rate-sheets.ts';
import { AsOfRefused } from '../../worker/sheets/clock.ts';
import { artifactKey, historyPrefix } from '../../worker/sheets/layout.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import type { AsOf } from '../../worker/sheets/select.ts';
import { REFERENCE_TTL_MS, SheetStore, SheetsUnavailable } from '../../worker/sheets/store.ts';
import {
  artifactOf,
  type Compiled,
  lastOf,
  publish,
  publishedArtifacts,
  watchedKv,
  withoutSnapshot,
} from './kv-fixtures.ts';

/** PRICER_KV without its snapshots: every lender read from its own keys. */
const perLender = () => withoutSnapshot(env.PRICER_KV);
/** The TTL clock of the store (not the pricing moment, which each call passes). */
let ttlClock = 0;
const store = (options: ConstructorParameters<typeof SheetStore>[0] = {}) =>
  new SheetStore({ now: () => ttlClock, ...options });

const at = (moment: string): number => parseMoment(moment)!;
/** What the store lists for a lender: every key of its history. */
const history = (lender: string) => `${historyPrefix(lender)}*`;
/**
 * The test clock of vitest.config.ts: after Granite Peak's 1:15 PM PT and Cedar Hollow's 14:30 CT (12:30 PM PT)
 * reprices of 11-23, before any cut-off on 11-24.
 */
const NOW: AsOf = { kind: 'now', at: at('2026-11-23T14:00:00-08:00') };
const date = (d: string): AsOf => ({ kind: 'date', date: d, now: NOW.at });
const instant = (moment: string): AsOf => ({ kind: 'instant', at: at(moment) });

/** [lender, status, sha256] of each entry: what a test compares. */
const answered = (sheets: LenderSheet[]) => sheets.map((s) => [s.lender_slug, s.status, s.sheet?.sha256 ?? null]);
/** [lender, status, sha256] of `lender`'s entry. */
const answeredFor = (sheets: LenderSheet[], lender: string) => answered(sheets).find(([slug]) => slug === lender);
/** Each roster lender's last sheet of 11-23 (Cedar Hollow's and Granite Peak's: their reprice). */
const last23 = () => ROSTER.map((lender) => lastOf(lender, '2026-11-23'));
const inForce = (...sheets: { lender_slug: string; sha256: string }[]) =>
  sheets.map((s) => [s.lender_slug, 'in_force', s.sha256]);

beforeEach(async () => {
  await reset();
  ttlClock = 1_000_000;
});
afterEach(() => vi.restoreAllMocks());

describe('the sheets in force now', () => {
  beforeEach(() => publish(env.PRICER_KV));

  it("one entry per roster lender, in roster order: Bayshore's 11-23 sheet, Cedar Hollow's 14:30 CT and Granite Peak's 1:15 PM reprices", async () => {
    const sheets = await store().sheets(perLender(), NOW);
    expect(answered(sheets)).toEqual(inForce(...last23()));
    expect(['agency', 'jumbo', 'non-qm'].map((lender) => lastOf(lender, '2026-11-23').reprice)).toEqual([0, 1, 1]);
    expect(sheets.map((s) => s.withdrawn_at)).toEqual(ROSTER.map(() => null));
  });

  it('answers a warm request from isolate memory: no KV read, the same decoded objects', async () => {
    const { kv, reads } = watchedKv(perLender());
    const s = store();
    const first = await s.sheets(kv, NOW);
    expect(reads.sort()).toEqual(
      [...ROSTER.map(history), ...last23().map((sheet) => artifactKey(sheet.sha256)), 'snapshot:*'].sort(),
    );
    reads.length = 0;
    ttlClock += REFERENCE_TTL_MS - 1;
    const second = await s.sheets(kv, NOW);
    expect(reads).toEqual([]);
    expect(second.map((x) => x.sheet)).toEqual(first.map((x) => x.sheet));
    expect(second[0]!.sheet).toBe(first[0]!.sheet);
  });

  it('shares one load between concurrent cold requests', async () => {
    const { kv, reads } = watchedKv(perLender());
    const s = store();
    await Promise.all([1, 2, 3, 4].map(() => s.sheets(kv, NOW)));
    expect(reads.filter((k) => k.startsWith('lender:'))).toHaveLength(ROSTER.length);
    expect(reads.filter((k) => k.startsWith('artifact:'))).toHaveLength(ROSTER.length);
  });

  it.each([
    ['non-qm', '2026-11-23T13:14:59-08:00', '2026-11-23T13:15:00-08:00'],
    ['jumbo', '2026-11-23T14:29:59-06:00', '2026-11-23T14:30:00-06:00'],
  ])(
    'moves with the clock: %s answers with its morning sheet until %s, the reprice from %s',
    async (lender, before, from) => {
      const s = store();
      const sha = async (moment: string) =>
        answeredFor(await s.sheets(perLender(), { kind: 'now', at: at(moment) }), lender)![2];
      expect(await sha(before)).toBe(artifactOf(lender, '2026-11-23').sha256);
      expect(await sha(from)).toBe(lastOf(lender, '2026-11-23').sha256);
    },
  );

  it("reports each lender's sheet as expired from its cut-off on 11-24: 11:00 AM ET, 10:30 AM CT, 10:00 AM PT", async () => {
    const s = store();
    const statuses = async (moment: string) =>
      (await s.sheets(perLender(), { kind: 'now', at: at(moment) })).map((x) => [x.lender_slug, x.status]);
    // Bayshore, Cedar Hollow, Granite Peak. 10:59 AM ET = 7:59 AM PT: all in force; 11:00 AM ET: Bayshore
    // expired; 10:30 AM CT = 8:30 AM PT: Cedar Hollow too; 10:00 AM PT: all three.
    const expect3 = async (moment: string, ...three: string[]) => {
      const all = await statuses(moment);
      expect(all.map(([lender]) => lender)).toEqual(ROSTER);
      expect(['agency', 'jumbo', 'non-qm'].map((l) => all.find(([lender]) => lender === l))).toEqual(
        three.map((status, i) => [['agency', 'jumbo', 'non-qm'][i], status]),
      );
    };
    await expect3('2026-11-24T10:59:00-05:00', 'in_force', 'in_force', 'in_force');
    await expect3('2026-11-24T11:00:00-05:00', 'expired', 'in_force', 'in_force');
    await expect3('2026-11-24T10:29:59-06:00', 'expired', 'in_force', 'in_force');
    await expect3('2026-11-24T10:30:00-06:00', 'expired', 'expired', 'in_force');
    await expect3('2026-11-24T09:59:00-08:00', 'expired', 'expired', 'in_force');
    await expect3('2026-11-24T10:00:00-08:00', 'expired', 'expired', 'expired');
  });
});

describe('a new publication', () => {
  it('is read after the TTL: the store lists every history and reads only the artifacts it has not decoded', async () => {
    await publish(
      env.PRICER_KV,
      publishedArtifacts().filter((a) => a.effective_date === '2026-11-20'),
    );
    const { kv, reads } = watchedKv(perLender());
    const s = store();
    // At 2 PM PT on 11-23 the 11-20 sheets have passed their cut-offs (11:00 AM ET, 10:30 AM CT, 10:00 AM PT).
    expect(answered(await s.sheets(kv, NOW))).toEqual(
      ROSTER.map((lender) => [lender, 'expired', artifactOf(lender, '2026-11-20').sha256]),
    );
    await publish(env.PRICER_KV);

    ttlClock += REFERENCE_TTL_MS - 1;
    expect((await s.sheets(kv, NOW)).map((x) => x.status)).toEqual(ROSTER.map(() => 'expired'));

    reads.length = 0;
    ttlClock += 1;
    expect(answered(await s.sheets(kv, NOW))).toEqual(inForce(...last23()));
    expect(reads.sort()).toEqual(
      [...ROSTER.map(history), ...last23().map((sheet) => artifactKey(sheet.sha256)), 'snapshot:*'].sort(),
    );
  });

  it('published ahead of its effective moment is not quoted early', async () => {
    await publish(env.PRICER_KV);
    const before = { kind: 'now', at: at('2026-11-23T08:29:00-08:00') } as const;
    // 8:29 AM PT = 11:29 AM ET = 10:29 AM CT: Bayshore's 11-23 sheet (9:00 AM ET) and Cedar Hollow's morning
    // sheet (08:00 CT) are in force; Granite Peak's (8:30 AM PT) is not yet, so its Friday sheet answers, in
    // force until its cut-off at 10:00 AM PT.
    const sheets = await store().sheets(perLender(), before);
    expect(['agency', 'jumbo', 'non-qm'].map((lender) => answeredFor(sheets, lender))).toEqual(
      inForce(
        artifactOf('agency', '2026-11-23'),
        artifactOf('jumbo', '2026-11-23'),
        artifactOf('non-qm', '2026-11-20'),
      ),
    );
  });
});

describe('as_of', () => {
  beforeEach(() => publish(env.PRICER_KV));

  it.each([
    ['2026-11-20', '2026-11-20'],
    // Sunday: Friday's sheets, in force until Monday's cut-offs.
    ['2026-11-22', '2026-11-20'],
  ])('a date: as_of %s answers with the sheets of %s', async (asOf, sheetsDate) => {
    expect(answered(await store().sheets(perLender(), date(asOf)))).toEqual(
      inForce(...ROSTER.map((lender) => lastOf(lender, sheetsDate))),
    );
  });

  it("a date answers with the day's last sheet: on 11-23 Cedar Hollow's and Granite Peak's reprices", async () => {
    expect(answered(await store().sheets(perLender(), date('2026-11-23')))).toEqual(inForce(...last23()));
  });

  it.each([
    // 1:00 PM PT = 3:00 PM CT: Cedar Hollow's 14:30 CT reprice is in force, Granite Peak's 1:15 PM PT not yet
    ['2026-11-23T13:00:00-08:00', ['agency', 'jumbo']],
    // 12:29 PM PT = 14:29 CT: neither reprice yet
    ['2026-11-23T12:29:00-08:00', ['agency']],
  ])(
    'a date of today answers at most what is in force now (%s): the morning sheet before a reprice',
    async (now, repriced) => {
      const today: AsOf = { kind: 'date', date: '2026-11-23', now: at(now) };
      expect(answered(await store().sheets(perLender(), today))).toEqual(
        inForce(...ROSTER.map((lender) => (repriced.includes(lender) ? lastOf : artifactOf)(lender, '2026-11-23'))),
      );
    },
  );

  it.each([
    ['non-qm', '2026-11-23T13:14:59-08:00', 'morning', 'in_force'],
    ['non-qm', '2026-11-23T13:15:00-08:00', 'reprice', 'in_force'],
    ['non-qm', '2026-11-24T09:59:59-08:00', 'reprice', 'in_force'],
    // From 11-24 10:00 AM PT, the reprice's expiry, the answer then was: expired.
    ['non-qm', '2026-11-24T10:00:00-08:00', 'reprice', 'expired'],
    ['jumbo', '2026-11-23T14:29:59-06:00', 'morning', 'in_force'],
    ['jumbo', '2026-11-23T14:30:00-06:00', 'reprice', 'in_force'],
    ['jumbo', '2026-11-24T10:29:59-06:00', 'reprice', 'in_force'],
    // Cedar Hollow's cut-off, 10:30 AM CT
    ['jumbo', '2026-11-24T10:30:00-06:00', 'reprice', 'expired'],
  ])(
    'an instant: %s as_of %s answers with the sheet then answering (its %s), as it was then',
    async (lender, moment, which, status) => {
      const sheet = (which === 'morning' ? artifactOf : lastOf)(lender, '2026-11-23');
      expect(sheet.reprice).toBe(which === 'morning' ? 0 : 1);
      const sheets = await store().sheets(perLender(), instant(moment));
      expect(answeredFor(sheets, lender)).toEqual([lender, status, sheet.sha256]);
    },
  );

  it('a lender with no sheet at as_of is listed as no_sheet and the others are priced', async () => {
    await reset();
    await publish(
      env.PRICER_KV,
      publishedArtifacts().filter((a) => a.lender_slug === 'agency' || a.effective_date === '2026-11-23'),
    );
    const sheets = await store().sheets(perLender(), date('2026-11-20'));
    // Bayshore in force; every other roster lender (Cedar Hollow and Granite Peak among them) no_sheet
    expect(sheets).toEqual(
      ROSTER.map((lender) =>
        lender === 'agency'
          ? expect.objectContaining({ lender_slug: 'agency', status: 'in_force' })
          : { lender_slug: lender, status: 'no_sheet', sheet: null, withdrawn_at: null },
      ),
    );
    expect(sheets.find((s) => s.lender_slug === 'agency')!.sheet!.sha256).toBe(
      artifactOf('agency', '2026-11-20').sha256,
    );
  });

  it('before every sheet: refused (422), naming the first sheet date', async () => {
    for (const when of [date('2026-11-19'), instant('2026-11-20T05:59:00-08:00')]) {
      const failure = await store()
        .sheets(perLender(), when)
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AsOfRefused);
      expect((failure as Error).message).toMatch(/is before the first rate sheet \(2026-11-20\)$/);
    }
  });

  it('now before every sheet: 503, not an empty answer', async () => {
    const failure = await store()
      .sheets(perLender(), { kind: 'now', at: at('2026-11-19T12:00:00-08:00') })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SheetsUnavailable);
    expect((failure as Error).message).toBe('no lender has a rate sheet in force yet');
  });
});

describe('the roster', () => {
  beforeEach(() => publish(env.PRICER_KV));

  it('a roster lender with nothing published fails the answer with 503 naming it and its keys', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await store({ roster: ['agency', 'newbank', 'non-qm'] })
      .sheets(perLender(), NOW)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SheetsUnavailable);
    expect((failure as Error).message).toBe(
      'no usable rate sheet for lender "newbank" (lender:newbank:*: no sheet published (publish --idle marks a lender without one)); try again shortly',
    );
  });

  it('a roster lender marked idle and never published is listed as no_sheet; the others are priced', async () => {
    await bindingPort(env.PRICER_KV).put([idleEntry('newbank', '2026-11-23T20:00:00+00:00')]);
    const sheets = await store({ roster: ['agency', 'newbank', 'non-qm'] }).sheets(perLender(), NOW);
    expect(answered(sheets)).toEqual([
      ['agency', 'in_force', artifactOf('agency', '2026-11-23').sha256],
      ['newbank', 'no_sheet', null],
      ['non-qm', 'in_force', lastOf('non-qm', '2026-11-23').sha256],
    ]);
  });

  it('a lender off the roster is not answered for, even with sheets in KV', async () => {
    const sheets = await store({ roster: ['agency'] }).sheets(perLender(), NOW);
    expect(sheets.map((s) => s.lender_slug)).toEqual(['agency']);
  });

  it('an empty roster is refused when the store is built', () => {
    expect(() => store({ roster: [] })).toThrow('the roster lists no lender: nothing to price');
  });
});

describe('the last good sheet', () => {
  beforeEach(() => publish(env.PRICER_KV));

  /** A publication of `sheet`'s moment naming `sha256` (other bytes), newer than the one beforeEach wrote (real clock). */
  const republish = (sheet: Compiled, sha256: string, published_at = utcMoment(Date.now() + 1000)) => {
    const { effective_date, effective_at, reprice, expires_at } = decodeArtifact(sheet.bytes);
    return bindingPort(env.PRICER_KV).put([
      publicationEntry(sheet.lender_slug, { sha256, effective_date, effective_at, reprice, expires_at, published_at }),
    ]);
  };

  it('now: a reprice whose artifact is not readable yet leaves the morning sheet answering, still in force', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = store();
    const morning = { kind: 'now', at: at('2026-11-23T13:00:00-08:00') } as const;
    expect(answeredFor(await s.sheets(perLender(), morning), 'non-qm')).toEqual([
      'non-qm',
      'in_force',
      artifactOf('non-qm', '2026-11-23').sha256,
    ]);
    await env.PRICER_KV.delete(artifactKey(lastOf('non-qm', '2026-11-23').sha256));
    ttlClock += REFERENCE_TTL_MS;
    expect(answeredFor(await s.sheets(perLender(), NOW), 'non-qm')).toEqual([
      'non-qm',
      'in_force',
      artifactOf('non-qm', '2026-11-23').sha256,
    ]);
    // A cold isolate has no last good sheet: 503 naming the lender and the key.
    await expect(store().sheets(perLender(), NOW)).rejects.toThrow(
      `lender "non-qm" (${artifactKey(lastOf('non-qm', '2026-11-23').sha256)}: not in KV)`,
    );
  });

  it('now: never a sheet withdrawn since, even when the sheet that answers instead cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = store();
    await s.sheets(perLender(), NOW);
    // The reprice is withdrawn and the morning sheet's artifact is unreadable: no substitute is left.
    await bindingPort(env.PRICER_KV).put([
      withdrawalEntry('non-qm', {
        effective_at: lastOf('non-qm', '2026-11-23').effective_at,
        withdrawn_at: '2026-11-23T22:00:00+00:00',
      }),
    ]);
    await env.PRICER_KV.delete(artifactKey(artifactOf('non-qm', '2026-11-23').sha256));
    ttlClock += REFERENCE_TTL_MS;
    await expect(s.sheets(perLender(), NOW)).rejects.toThrow(
      `lender "non-qm" (${artifactKey(artifactOf('non-qm', '2026-11-23').sha256)}: not in KV)`,
    );
  });

  it("as_of: the same moment's sheet decoded before, when a republication names new bytes for it that cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = store();
    const friday = date('2026-11-20');
    const before = answered(await s.sheets(perLender(), friday));
    await republish(artifactOf('agency', '2026-11-20'), 'e'.repeat(64));
    ttlClock += REFERENCE_TTL_MS;
    expect(answered(await s.sheets(perLender(), friday))).toEqual(before);
    // The same moment asked as an instant is the same sheet.
    expect(answered(await s.sheets(perLender(), instant('2026-11-20T09:30:00-05:00')))[0]).toEqual(before[0]);
    // A moment this isolate never decoded has no substitute: a replay is never answered with another moment's sheet.
    await republish(artifactOf('agency', '2026-11-23'), 'e'.repeat(64));
    ttlClock += REFERENCE_TTL_MS;
    await expect(s.sheets(perLender(), date('2026-11-23'))).rejects.toThrow(
      `lender "agency" (artifact:${'e'.repeat(64)}: not in KV)`,
    );
  });
});
