/**
 * A CPU profile of a `wrangler dev` Worker's isolate, taken through wrangler's inspector proxy
 * (--inspector-port) while a load runs, summarised as inclusive share of the isolate's busy time
 * per function. Anonymous functions are named by their first line in wrangler's dev bundle
 * (a dev-NNN/index.js under .wrangler/tmp), which is where the profile line numbers point.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { round } from './stats.ts';

export interface WorkerProfile {
  busy_pct: number;
  top: [string, number][];
  file: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** A DevTools-protocol session with the Worker's isolate, through wrangler's inspector proxy (--inspector-port). */
export interface Inspector {
  call<T = unknown>(method: string, params?: object): Promise<T>;
  close(): void;
}

/** The inspector target `id` (Miniflare lists one per internal Worker; ours is `core:user:`), else the first. */
export async function connectInspector(inspectorPort: number, targetId?: string): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targetId === undefined ? targets[0] : targets.find((t) => t.id === targetId);
  if (!target) throw new Error(`no inspector target${targetId === undefined ? '' : ` ${targetId}`}`);
  // The inspector proxy wants a local Origin; Node's WebSocket (undici) takes headers.
  const Ws = (globalThis as unknown as { WebSocket: new (url: string, init: object) => WebSocket }).WebSocket;
  const ws = new Ws(target.webSocketDebuggerUrl, { headers: { Origin: 'http://127.0.0.1' } });
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve);
    ws.addEventListener('error', () => reject(new Error('inspector websocket failed')));
  });
  let id = 0;
  const pending = new Map<number, (m: { result?: unknown; error?: { message: string } }) => void>();
  ws.addEventListener('message', (e) => {
    const m = JSON.parse(String(e.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (m.id !== undefined) pending.get(m.id)?.(m);
  });
  const call = async <T>(method: string, params: object = {}): Promise<T> => {
    const reply = await Promise.race([
      new Promise<{ result?: unknown; error?: { message: string } }>((resolve) => {
        pending.set(++id, resolve);
        ws.send(JSON.stringify({ id, method, params }));
      }),
      sleep(30_000).then(() => Promise.reject(new Error(`inspector ${method} timed out`))),
    ]);
    if (reply.error) throw new Error(`inspector ${method}: ${reply.error.message}`);
    return reply.result as T;
  };
  return { call, close: () => ws.close() };
}

/** A CPU profile of the Worker's isolate (wrangler's inspector proxy) while `load` runs. */
export async function profileWorker(
  inspectorPort: number,
  load: () => unknown,
  file: string,
  projectRoot: string,
): Promise<WorkerProfile> {
  const inspector = await connectInspector(inspectorPort);
  await inspector.call('Profiler.enable');
  await inspector.call('Profiler.setSamplingInterval', { interval: 200 });
  await inspector.call('Profiler.start');
  load();
  const { profile } = await inspector.call<{ profile?: CpuProfile }>('Profiler.stop');
  inspector.close();
  if (!profile) throw new Error('no profile returned');
  writeFileSync(file, JSON.stringify(profile));
  return { ...summarise(profile, projectRoot), file };
}

/** Inclusive time per function (named, or by its first source line in wrangler's bundle) as % of busy time. */
function summarise(p: CpuProfile, projectRoot: string): { busy_pct: number; top: [string, number][] } {
  const dir = join(projectRoot, '.wrangler', 'tmp');
  const bundles = existsSync(dir)
    ? readdirSync(dir)
        .filter((d) => d.startsWith('dev-'))
        .map((d) => join(dir, d, 'index.js'))
        .filter(existsSync)
    : [];
  const newest = bundles.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  const lines = newest ? readFileSync(newest, 'utf8').split('\n') : [];
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (f: CpuProfile['nodes'][number]['callFrame']) =>
    f.functionName && f.functionName !== '(anonymous)'
      ? f.functionName
      : `${
          (lines[f.lineNumber] ?? '')
            .trim()
            .replace(/\/\* @__PURE__ \*\/ /g, '')
            .slice(0, 50) || '(anonymous)'
        }`;
  const incl = new Map<string, number>();
  let total = 0;
  let idle = 0;
  p.samples.forEach((sample, i) => {
    const d = p.timeDeltas[i] ?? 0;
    total += d;
    const seen = new Set<string>();
    for (let cur: number | undefined = sample; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      if (f.functionName === '(idle)') idle += d;
      const k = label(f);
      if (['(root)', '(idle)'].includes(k) || seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + d);
    }
  });
  const busy = total - idle || 1;
  const top = [...incl]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => [k, round((v / busy) * 100, 1)] as [string, number]);
  return { busy_pct: round(((total - idle) / (total || 1)) * 100, 1), top };
}
