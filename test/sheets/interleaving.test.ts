/**
 * Writes that cannot lose each other (issue 26 §3, issue 30): a publication and a withdrawal, or two
 * publications, run against one KV with their operations interleaved, one KV operation at a time
 * (each list, get and has, and each key a put writes). Each writes its keys, then makes the newest
 * snapshot hold what it lists (scripts/publish/snapshot.ts), so a run is some 40 operations and the
 * orders too many to run all: ORDERS of them are drawn at random (a fixed seed), besides each one
 * running wholly before the other. In every order both end in effect, as the Worker's own store
 * reads them: through the newest snapshot alone (the lenders' own lists fail), and from the
 * lenders' own keys (the snapshot hidden). The KV is the in-memory one (list with metadata, as
 * Workers KV); the publisher and the store are the real ones.
 *
 * The scenario of the issue: `npm run publish` adding Granite Peak's 1:15 PM reprice while
 * `npm run publish -- --withdraw non-qm 2026-11-23T08:30:00-08:00` runs. Under the old layout (one
 * index value per lender, read, changed and written back) an order in which both read the index
 * before either wrote it lost one of the two.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCandidates } from '../../scripts/dist-sheets.ts';
import { bindingPort, type KvPort } from '../../scripts/publish/kv-port.ts';
import { type Candidate, publish } from '../../scripts/publish/publish.ts';
import { withdraw } from '../../scripts/publish/withdraw.ts';
import { memoryKv } from '../../tools/quote/memory-kv.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import type { KvNamespace } from '../../worker/sheets/kv.ts';
import { SNAPSHOT_PREFIX } from '../../worker/sheets/snapshot.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { writeFixtureDist } from '../fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'pricer-interleaving-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const candidates = readCandidates(pathToFileURL(`${writeFixtureDist(join(dir, 'dist'))}/`));
const sheet = (lender: string, effective_at: string): Candidate =>
  candidates.find((c) => c.lender_slug === lender && c.effective_at === effective_at)!;

const MORNING = '2026-11-23T08:30:00-08:00';
const REPRICE = '2026-11-23T13:15:00-08:00';
const WITHDRAWN_AT = '2026-11-23T21:00:00+00:00';
const ms = (moment: string) => parseMoment(moment)!;

/**
 * Runs one queued operation at a time, in the order `schedule` names the processes; a finished
 * process's turns are skipped. Past the schedule's end (a process made more operations than alone:
 * another snapshot round), the queued operations run as they come.
 */
function scheduler(schedule: readonly string[]) {
  const queued = new Map<string, { run: () => Promise<unknown>; settle: (result: Promise<unknown>) => void }>();
  const finished = new Set<string>();
  let position = 0;
  let pumping = false;
  async function pump() {
    if (pumping) return;
    pumping = true;
    for (;;) {
      const who = position < schedule.length ? schedule[position]! : queued.keys().next().value;
      if (who === undefined) break;
      if (finished.has(who)) {
        position++;
        continue;
      }
      const op = queued.get(who);
      if (!op) break; // its process is still computing: it calls back when it queues its next operation
      queued.delete(who);
      position++;
      const result = op.run();
      await result.catch(() => {});
      op.settle(result);
    }
    pumping = false;
  }
  return {
    /** `run`, when `who`'s turn comes. */
    turn: <T>(who: string, run: () => Promise<T>) =>
      new Promise<T>((resolve) => {
        queued.set(who, { run, settle: (result) => resolve(result as Promise<T>) });
        void pump();
      }),
    /** `who` has no more operations. */
    finish: (who: string) => {
      finished.add(who);
      void pump();
    },
  };
}

/** `kv` as process `who` sees it: every operation waits for its turn, a put's keys one turn each. */
function gated(kv: KvPort, who: string, turn: <T>(who: string, run: () => Promise<T>) => Promise<T>): KvPort {
  return {
    getText: (key) => turn(who, () => kv.getText(key)),
    getBytes: (key) => turn(who, () => kv.getBytes(key)),
    has: (key) => turn(who, () => kv.has(key)),
    list: (prefix) => turn(who, () => kv.list(prefix)),
    put: async (entries) => {
      for (const entry of entries) await turn(who, () => kv.put([entry]));
    },
  };
}

type Process = (kv: KvPort) => Promise<unknown>;

/** A KV holding `seed`, published as the daily job publishes it. */
async function seeded(seed: readonly Candidate[]): Promise<KvNamespace> {
  const kv = memoryKv();
  const report = await publish(bindingPort(kv), seed, { now: ms('2026-11-23T17:00:00+00:00') });
  expect(report.ok).toBe(true);
  return kv;
}

/** How many KV operations `process` makes on a KV holding `seed`, run alone. */
async function operations(seed: readonly Candidate[], process: Process): Promise<number> {
  let count = 0;
  const counted = gated(bindingPort(await seeded(seed)), 'alone', (_, run) => {
    count++;
    return run();
  });
  await process(counted);
  return count;
}

/** Orders drawn besides P wholly before W and W wholly before P. */
const ORDERS = 250;

/** P wholly first, W wholly first, and ORDERS random orders of `a` operations of P and `b` of W (mulberry32, seed 30). */
function sampledOrders(a: number, b: number): string[][] {
  let seed = 30;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const drawn = Array.from({ length: ORDERS }, () => {
    const order = [...Array(a).fill('P'), ...Array(b).fill('W')];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  });
  return [[...Array(a).fill('P'), ...Array(b).fill('W')], [...Array(b).fill('W'), ...Array(a).fill('P')], ...drawn];
}

/** Every order of `a` operations of P and `b` of W. */
function orders(a: number, b: number): string[][] {
  if (a === 0) return [Array(b).fill('W')];
  if (b === 0) return [Array(a).fill('P')];
  return [...orders(a - 1, b).map((o) => ['P', ...o]), ...orders(a, b - 1).map((o) => ['W', ...o])];
}

/** Runs P and W against a KV holding `seed` in every order of their operations; `check` sees each end state. */
async function everyOrder(
  seed: readonly Candidate[],
  processes: { P: Process; W: Process },
  check: (kv: KvNamespace) => Promise<void>,
): Promise<number> {
  const all = sampledOrders(await operations(seed, processes.P), await operations(seed, processes.W));
  for (const order of all) {
    const kv = await seeded(seed);
    const { turn, finish } = scheduler(order);
    await Promise.all(
      (['P', 'W'] as const).map((who) => processes[who](gated(bindingPort(kv), who, turn)).finally(() => finish(who))),
    );
    await check(kv);
  }
  return all.length;
}

/**
 * Granite Peak's sheet answering "now" at `moment`, as a fresh isolate's store reads the KV:
 * [effective_at, status, withdrawn_at], the same through the newest snapshot alone (every lender's
 * own list fails) and from the lenders' own keys (no snapshot listed).
 */
async function nonQmAt(kv: KvNamespace, moment: string, roster?: readonly string[]) {
  const read = async (through: KvNamespace) => {
    const sheets = await new SheetStore({ roster }).sheets(through, { kind: 'now', at: ms(moment) });
    const nonQm = sheets.find((s) => s.lender_slug === 'non-qm')!;
    return [nonQm.sheet?.plan.header.effective_at ?? null, nonQm.status, nonQm.withdrawn_at];
  };
  const listing = (refused: string) => ({
    get: kv.get,
    put: kv.put,
    list: (options: { prefix: string }) =>
      options.prefix.startsWith(refused) ? Promise.reject(new Error(`${refused} not listed`)) : kv.list(options),
  });
  const snapshotOnly = await read(listing('lender:') as KvNamespace);
  expect(await read(listing(SNAPSHOT_PREFIX) as KvNamespace)).toEqual(snapshotOnly);
  return snapshotOnly;
}

it('the scheduler finds a lost write where there is one: two read-modify-writes of one value (the old index:<lender>)', async () => {
  /** Adds `item` to the JSON list under `index:x`, read and written back: what the old publisher and withdrawal did. */
  const append = (item: string) => async (kv: KvPort) => {
    const list = JSON.parse((await kv.getText('index:x')) ?? '[]') as string[];
    await kv.put([{ key: 'index:x', value: JSON.stringify([...list, item]) }]);
  };
  const ends: string[] = [];
  for (const order of orders(2, 2)) {
    const kv = bindingPort(memoryKv());
    const { turn, finish } = scheduler(order);
    await Promise.all((['P', 'W'] as const).map((who) => append(who)(gated(kv, who, turn)).finally(() => finish(who))));
    ends.push(`${order.join('')} ${await kv.getText('index:x')}`);
  }
  // Both reads before either write: the second write drops the first one's item.
  expect(ends).toEqual(['PPWW ["P","W"]', 'PWPW ["W"]', 'PWWP ["P"]', 'WPPW ["W"]', 'WPWP ["P"]', 'WWPP ["W","P"]']);
});

describe('every interleaving ends with both writes in effect', { timeout: 120_000 }, () => {
  // The store logs the lists nonQmAt refuses it.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  const withoutReprice = candidates.filter((c) => c.effective_at !== REPRICE);

  it('npm run publish (adding the 1:15 PM reprice) and --withdraw non-qm 8:30 AM', async () => {
    const runs = await everyOrder(
      withoutReprice,
      {
        P: (kv) => publish(kv, candidates, { now: ms('2026-11-23T21:16:00+00:00') }),
        W: (kv) => withdraw(kv, 'non-qm', MORNING, WITHDRAWN_AT),
      },
      async (kv) => {
        // The reprice answers from 1:15 PM PT; before it, the morning sheet is withdrawn: Friday's answers, expired since 10:00 AM PT.
        expect(await nonQmAt(kv, '2026-11-23T14:00:00-08:00')).toEqual([REPRICE, 'in_force', null]);
        expect(await nonQmAt(kv, '2026-11-23T12:00:00-08:00')).toEqual(['2026-11-20T08:30:00-08:00', 'expired', null]);
      },
    );
    // Alone, publish makes 31 operations (the 16 of its keys, then the snapshot's lists, reads and
    // writes) and withdraw 21: C(52, 21), about 2 × 10^14 orders, of which ORDERS + 2 run.
    expect(runs).toBe(ORDERS + 2);
  });

  it("two publications at once (Granite Peak's morning sheet and its reprice push): its history has both", async () => {
    const seed = candidates.filter((c) => c.effective_at.startsWith('2026-11-20'));
    // Granite Peak's keys only (roster ["non-qm"]), so that the orders stay few enough to run all of them.
    const alone = (c: Candidate, at: string) => (kv: KvPort) => publish(kv, [c], { roster: ['non-qm'], now: ms(at) });
    const runs = await everyOrder(
      seed,
      {
        P: alone(sheet('non-qm', MORNING), '2026-11-23T16:31:00+00:00'),
        W: alone(sheet('non-qm', REPRICE), '2026-11-23T21:16:00+00:00'),
      },
      async (kv) => {
        expect(await nonQmAt(kv, '2026-11-23T12:00:00-08:00', ['non-qm'])).toEqual([MORNING, 'in_force', null]);
        expect(await nonQmAt(kv, '2026-11-23T14:00:00-08:00', ['non-qm'])).toEqual([REPRICE, 'in_force', null]);
      },
    );
    // 16 operations each: C(32, 16), about 6 × 10^8 orders. Without the check after writing the
    // snapshot (one round only) some of these orders end with a newest snapshot lacking the morning sheet.
    expect(runs).toBe(ORDERS + 2);
  });
});
