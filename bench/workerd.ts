/**
 * The Worker's deployable bundle (bundle.ts) run in workerd through Miniflare's API, one workerd
 * process per Isolate, for the cold-start and batch parts (cold.ts, batch.ts):
 *
 * - `rosterBundle`: the bundle with another roster. The roster is compiled into the Worker from
 *   sheets/roster.json, so a Worker of 10 or 100 lenders is the same bundle with that JSON literal
 *   replaced (found exactly once, else the part fails), nothing else changed.
 * - `seedKv`: local PRICER_KV in a persistence folder, written by the project's publish() (the
 *   layout, checks and snapshot `npm start` uses) into an in-memory KV, then copied key for key, with
 *   its metadata, by a Worker in workerd that writes what each POST carries: publishing 1,000
 *   lenders through Miniflare's KV binding, one proxied operation at a time, took 90 s. Every
 *   Isolate started on that folder reads it. The roster lenders get every committed sheet (what `npm start` serves); copies
 *   (`copies`) get their lender's newest sheet re-encoded under the new slug, as scale.ts makes them.
 * - `Isolate`: a fresh workerd with the bundle, KV and the bindings `npm start` gives (a token, the
 *   clock pinned inside the committed sheets' window), answering HTTP on 127.0.0.1.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { pinnedNow, readCandidates, readManifest } from '../scripts/dist-sheets.ts';
import { bindingPort } from '../scripts/publish/kv-port.ts';
import { type Candidate, publish } from '../scripts/publish/publish.ts';
import { memoryKv } from '../tools/quote/memory-kv.ts';
import { decodeArtifact, sha256Hex } from '../worker/artifact/codec.ts';
import { encodeArtifact } from '../worker/artifact/encode.ts';
import { listAll } from '../worker/sheets/kv.ts';
import { ROSTER } from '../worker/sheets/roster.ts';
import { latestArtifacts } from './artifact.ts';
import { processes } from './cpu.ts';
import { ROOT } from './wrangler-dev.ts';

export const TOKEN = 'bench-token';
/** Keys copied into local KV per request (seedKv). */
const COPIED_AT_ONCE = 200;
/** Writes the entries a POST carries ({key, value: base64, metadata}[]) into PRICER_KV. */
const SEEDING_WORKER = `export default {
  async fetch(request, env) {
    const entries = await request.json();
    await Promise.all(entries.map(({ key, value, metadata }) =>
      env.PRICER_KV.put(key, Uint8Array.from(atob(value), (c) => c.charCodeAt(0)), metadata === undefined ? {} : { metadata })));
    return new Response('ok');
  },
};`;
export const HEADERS = { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` };
const KV_ID = 'bench-pricer-kv';
const COMPATIBILITY_DATE = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8').match(
  /^compatibility_date = "([\d-]+)"$/m,
)?.[1];
/** A Worker that answers every request with an empty body: what starting any Worker costs. */
export const EMPTY_WORKER = 'export default { fetch() { return new Response(""); } };';

/** `bundle` (as shipped: minified) with `lenders` as its roster: `var x={lenders:[…]}`, sheets/roster.json inlined. */
export function rosterBundle(bundle: string, lenders: readonly string[]): string {
  const literal = /var (\w+)\s*=\s*\{\s*lenders:\s*\[[^\]]*\]\s*\};?/g;
  const found = bundle.match(literal) ?? [];
  if (found.length !== 1) throw new Error(`the bundle holds ${found.length} roster literals, expected 1`);
  const name = /var (\w+)/.exec(found[0]!)![1];
  return bundle.replace(literal, `var ${name}=${JSON.stringify({ lenders })};`);
}

/** `count` copies of the newest sheets, alternating lenders as scale.ts does: `<slug>-<i>`, each its own artifact. */
export async function copies(count: number): Promise<Candidate[]> {
  const base = await latestArtifacts();
  const out: Candidate[] = [];
  for (let i = 0; i < count; i++) {
    const src = base[i % base.length]!;
    const artifact = decodeArtifact(src.bytes);
    artifact.lender_slug = `${src.lender_slug}-${i}`;
    const bytes = encodeArtifact(artifact);
    out.push({
      lender_slug: artifact.lender_slug,
      effective_at: artifact.effective_at,
      sha256: await sha256Hex(bytes),
      bytes,
    });
  }
  return out;
}

/** The clock every Isolate runs at: inside the committed sheets' window, as `npm start` pins it. */
export const PINNED_NOW = pinnedNow(readManifest().artifacts);

/** A KV folder holding the roster's committed sheets (`lenders` = null) or the given candidates; remove it when done. */
export async function seedKv(candidates: Candidate[] | null): Promise<{ dir: string; lenders: readonly string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'pricer-bench-kv-'));
  const lenders = candidates ? candidates.map((c) => c.lender_slug).sort() : ROSTER;
  const memory = memoryKv();
  const report = await publish(bindingPort(memory), candidates ?? readCandidates(), { roster: lenders });
  if (!report.ok) throw new Error(`publishing the bench sheets refused: ${JSON.stringify(report.outcomes[0])}`);
  const mf = new Miniflare(options(SEEDING_WORKER, dir));
  try {
    const url = (await mf.ready).href;
    const keys = await listAll(memory, '');
    for (let i = 0; i < keys.length; i += COPIED_AT_ONCE) {
      const entries = await Promise.all(
        keys.slice(i, i + COPIED_AT_ONCE).map(async ({ name, metadata }) => ({
          key: name,
          value: Buffer.from((await memory.get(name, 'arrayBuffer'))!).toString('base64'),
          metadata,
        })),
      );
      const res = await fetch(url, { method: 'POST', body: JSON.stringify(entries) });
      if (res.status !== 200) throw new Error(`seeding local KV answered ${res.status}: ${await res.text()}`);
    }
  } finally {
    await mf.dispose();
  }
  return { dir, lenders };
}

function options(script: string, kvDir: string, inspectorPort?: number) {
  if (!COMPATIBILITY_DATE) throw new Error('wrangler.toml has no compatibility_date line');
  return convertV4MiniflareOptions({
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    kvNamespaces: { PRICER_KV: KV_ID },
    resourcePersistencePath: kvDir,
    bindings: { INTERNAL_TOKEN: TOKEN, PRICER_NOW: PINNED_NOW },
    host: '127.0.0.1',
    // The Worker's log lines (one per request, naming every lender's sheet) are written in the
    // isolate as in production, then dropped here rather than printed into the part's output.
    handleStructuredLogs: () => {},
    ...(inspectorPort === undefined ? {} : { inspectorPort, inspectorHost: '127.0.0.1' }),
  });
}

/** One workerd process running `script` on the KV of `kvDir`. */
export class Isolate {
  readonly mf: Miniflare;
  url = '';
  /** The workerd process (for its CPU time). */
  pid = 0;
  /** Wall ms from `new Miniflare` until it answers: workerd's start and the script's (compile, top-level code). */
  readyMs = 0;

  private constructor(mf: Miniflare) {
    this.mf = mf;
  }

  static async start(script: string, kvDir: string, inspectorPort?: number): Promise<Isolate> {
    const t0 = performance.now();
    const isolate = new Isolate(new Miniflare(options(script, kvDir, inspectorPort)));
    isolate.url = (await isolate.mf.ready).href.replace(/\/$/, '');
    isolate.readyMs = performance.now() - t0;
    const pids = processes(
      (command) => command.includes('workerd'),
      (fields) => Number(fields[1]) === process.pid,
    );
    if (pids.length !== 1) throw new Error(`expected one workerd child process, found ${pids.length}`);
    isolate.pid = pids[0]!;
    return isolate;
  }

  /** POSTs `body` to `path`; the status and the body's bytes. */
  async post(path: string, body: string): Promise<{ status: number; bytes: number }> {
    const res = await fetch(`${this.url}${path}`, { method: 'POST', headers: HEADERS, body });
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  }

  dispose(): Promise<void> {
    return this.mf.dispose();
  }
}

export const removeKv = (dir: string) => rmSync(dir, { recursive: true, force: true });
