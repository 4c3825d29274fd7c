/**
 * GET /api/programs/{slug}/matrix reads one lender's whole sheet: every lender's quote part (the
 * snapshot's packs, as a quote reads them) says who offers the program, then that lender's artifact
 * is read by its own key. Over a thousand lenders the snapshot's whole packs are about 50 MB, which
 * one matrix view read and the store then kept (docs/performance.md). The answer is the one the
 * route gave when it read every lender whole.
 */
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { readVerifiedCandidates } from '../../scripts/dist-sheets.ts';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { publish } from '../../scripts/publish/publish.ts';
import { memoryKv } from '../../tools/quote/memory-kv.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import { findProgram, matrixView } from '../../worker/engine/matrix-view.ts';
import type { LenderSheet } from '../../worker/engine/rate-sheets.ts';
import type { AppEnv } from '../../worker/http/env.ts';
import { installErrorHandlers } from '../../worker/http/errors.ts';
import { mountOperations } from '../../worker/http/mount.ts';
import { requestLog } from '../../worker/http/request-log.ts';
import { whenOf } from '../../worker/sheets/clock.ts';
import type { KvNamespace } from '../../worker/sheets/kv.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { fixtureManifest } from '../fixtures.ts';

const NOW = '2026-11-23T14:00:00-08:00';
const published = memoryKv();
const WHEN = whenOf(null, parseMoment(NOW)!);

beforeAll(async () => {
  const fixtures = new Set(fixtureManifest().artifacts.map((e) => e.sha256));
  const candidates = (await readVerifiedCandidates()).filter((c) => fixtures.has(c.sha256));
  expect((await publish(bindingPort(published), candidates)).ok).toBe(true);
});

/** The published KV, each key read recorded, and the keys in `missing` answering as absent. */
function watched(missing: ReadonlySet<string> = new Set()) {
  const reads: string[] = [];
  const get = ((key: string, type: never) => {
    reads.push(key);
    return missing.has(key) ? Promise.resolve(null) : published.get(key, type);
  }) as KvNamespace['get'];
  return { kv: { ...published, get } as KvNamespace, reads };
}

async function matrixOf(path: string, kv: KvNamespace, store: SheetStore) {
  const app = new Hono<AppEnv>();
  installErrorHandlers(app);
  // The request's facts, which the routes fill.
  app.use(
    '*',
    requestLog(async () => false),
  );
  const response = await mountOperations(app, store).request(path, {}, { PRICER_KV: kv, PRICER_NOW: NOW });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The matrix as the route gave it when it read every lender whole. */
async function everyLenderWhole(slug: string) {
  const wholes: LenderSheet[] = [];
  await new SheetStore().eachWholeSheet(published, WHEN, (sheet) => wholes.push(sheet));
  const found = findProgram(wholes, slug, null);
  if (!found.ok) throw new Error(found.message);
  return { found, view: JSON.parse(JSON.stringify(matrixView(found))) };
}

describe('the matrix view of one program', () => {
  it('reads its lender’s artifact by key, no other lender’s whole, and answers as when it read them all', async () => {
    const { kv, reads } = watched();
    const store = new SheetStore();
    const { found, view } = await everyLenderWhole('dscr');
    expect(await matrixOf('/api/programs/dscr/matrix', kv, store)).toEqual({ status: 200, body: view });
    expect(reads.filter((key) => key.startsWith('artifact:'))).toEqual([`artifact:${found.lender.sheet.sha256}`]);
    // The store keeps that lender's sheet whole, and every other lender's quote part.
    const kept = await store.sheets(kv, WHEN);
    expect(kept.map((l) => [l.lender_slug, l.sheet?.whole])).toEqual(
      kept.map((l) => [l.lender_slug, l.lender_slug === found.lender.lender_slug]),
    );
  });

  it('answers from the snapshot’s pack when the artifact’s key is gone, and does not need another lender’s', async () => {
    const { found, view } = await everyLenderWhole('jumbo_30_fixed');
    const others = (await new SheetStore().sheets(published, WHEN)).filter(
      (l) => l.lender_slug !== found.lender.lender_slug,
    );
    const gone = new Set([
      `artifact:${found.lender.sheet.sha256}`,
      ...others.map((l) => `artifact:${l.sheet?.sha256}`),
    ]);
    const { kv, reads } = watched(gone);
    expect(await matrixOf('/api/programs/jumbo_30_fixed/matrix', kv, new SheetStore())).toEqual({
      status: 200,
      body: view,
    });
    expect(reads).toContain(`artifact:${found.lender.sheet.sha256}`);
  });

  it('is a 503 naming the lender when neither its key nor the snapshot’s packs can be read', async () => {
    const { found } = await everyLenderWhole('dscr');
    const packs = (await published.list({ prefix: 'snapshot-pack:' })).keys.map((k) => k.name);
    expect(packs.length).toBeGreaterThan(0);
    const { kv } = watched(new Set([`artifact:${found.lender.sheet.sha256}`, ...packs]));
    const { status, body } = await matrixOf('/api/programs/dscr/matrix', kv, new SheetStore());
    expect(status).toBe(503);
    expect(body.message).toMatch(new RegExp(`^no usable rate sheet for lender "${found.lender.lender_slug}" \\(`));
  });
});
