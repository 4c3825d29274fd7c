/**
 * `npm run bench` (node bench/run.ts): every benchmark of the pricer, a table, then one last line
 * `BENCH {json}` with every figure. Takes about three minutes; bounded well under five.
 *
 * Each part runs in its own Node process, one after another, so none inherits another's JIT or
 * heap state: bundle.ts (wrangler deploy --dry-run: what the Worker ships), engine.ts, artifact.ts
 * (plain and workerd-like), scale.ts and catalog.ts (--expose-gc), then in workerd: cold.ts (the deployable bundle
 * in a fresh workerd per sample, for the roster and 1, 10, 100 and 1,000 lenders, with the KV
 * operations and heap of a first request), batch.ts (a batch against
 * the same scenarios one by one), http.ts (wrangler dev + autocannon, servers killed at the end) and
 * worst.ts (the costliest requests the answer budget admits, measured in workerd under wrangler
 * dev). Figures judged against goals are ratios of timings taken side by side in one process or one
 * alternating load run: the machine's 2 cores are noisy, absolute times are for orientation only;
 * except the bundle's size, the cold start (a difference of wall times against an empty Worker's,
 * medians of fresh isolates) and the worst request's CPU and heap, held against the limits a Worker
 * has (on-CPU time, which waiting for a core does not inflate, and bytes allocated).
 *
 * Options: --skip-http (no workerd: bundle, engine, artifact and scale only); --profile-worker (after
 * the HTTP rounds, a 5 s CPU profile of the quote Worker: bench/out/quote-worker.cpuprofile, and its
 * top functions in the table).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkRoster } from '../scripts/command.ts';
import type { ArtifactResult, LenderArtifactFigures } from './artifact.ts';
import type { BatchResult } from './batch.ts';
import type { BundleResult } from './bundle.ts';
import type { CatalogResult } from './catalog.ts';
import type { ColdWorkerdResult } from './cold.ts';
import type { EngineResult } from './engine.ts';
import { type HttpResult, httpBench } from './http.ts';
import type { ScaleResult } from './scale.ts';
import { parseResult, round } from './stats.ts';
import type { WorstResult } from './worst.ts';

const OPTIONS = ['--skip-http', '--profile-worker'];
const unknown = process.argv.slice(2).filter((a) => !OPTIONS.includes(a) && a !== '--help');
if (process.argv.includes('--help') || unknown.length) {
  const usage = 'usage: npm run bench [-- --skip-http] [-- --profile-worker]   (see the head of bench/run.ts)';
  if (unknown.length) console.error(`Unknown option '${unknown[0]}'\n${usage}`);
  else console.log(usage);
  process.exit(unknown.length ? 2 : 0);
}

// The HTTP parts publish the sheets, which reads the roster: a malformed one stops here, in one line.
await checkRoster();

const HERE = fileURLToPath(new URL('.', import.meta.url));
const WORKERD_LIKE = {
  flags: ['--disallow-code-generation-from-strings'],
  env: { MSGPACKR_NATIVE_ACCELERATION_DISABLED: 'true', BENCH_MODE: 'workerd-like' },
};
const started = Date.now();

function part<T>(
  file: string,
  args: string[] = [],
  flags: string[] = [],
  env: Record<string, string> = {},
  timeout = 120_000,
): T {
  const res = spawnSync(process.execPath, [...flags, `${HERE}${file}`, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
    timeout,
  });
  if (res.status !== 0)
    throw new Error(`${file} ${args.join(' ')} failed (${res.status ?? res.signal}):\n${res.stderr.slice(-3000)}`);
  return parseResult<T>(res.stdout);
}

const progress = (msg: string) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${msg}\n`);

const skipHttp = process.argv.includes('--skip-http');
progress('bundle: wrangler deploy --dry-run');
const bundle = part<BundleResult>('bundle.ts');
progress('engine: 200 scenarios');
const engine = part<EngineResult>('engine.ts');
progress('artifact: decode vs JSON.parse (node, then workerd-like)');
const artNode = part<ArtifactResult>('artifact.ts');
const artWorkerd = part<ArtifactResult>('artifact.ts', [], WORKERD_LIKE.flags, WORKERD_LIKE.env);
progress('scale: 1, 10, 100 lenders (1,000 in the best view)');
const scale = part<ScaleResult>('scale.ts', [], ['--expose-gc'], {}, 240_000);
progress('catalog: GET /api/programs and a matrix view over 1,000 lenders');
const catalog = part<CatalogResult>('catalog.ts', [], ['--expose-gc']);

const skipped = { ok: false, error: 'skipped (--skip-http)' };
let cold: ColdWorkerdResult = {
  ...skipped,
  samples: 0,
  scenario_index: 0,
  empty: {} as ColdWorkerdResult['empty'],
  workers: [],
};
let batch: BatchResult = { ...skipped, rounds: 0, concurrency: 0 };
if (!skipHttp) {
  progress(
    'cold start in workerd: a fresh isolate per sample, roster, 1, 10, 100 and 1,000 lenders (KV seeded for each)',
  );
  cold = part<ColdWorkerdResult>('cold.ts', [String(engine.representative_index)], [], {}, 480_000);
  progress('batch: one batch against the same scenarios one by one, HTTP into workerd');
  batch = part<BatchResult>('batch.ts');
}

let http: HttpResult;
if (skipHttp) {
  http = {
    ok: false,
    error: 'skipped (--skip-http)',
    options: {
      index: engine.representative_index,
      connections: 0,
      roundSeconds: 0,
      rounds: 0,
      warmSeconds: 0,
      profileSeconds: 0,
    },
    logs: [],
  };
} else {
  progress('http: seeding local KV, starting wrangler dev (quote and static), autocannon rounds');
  http = await httpBench({
    index: engine.representative_index,
    connections: 10,
    roundSeconds: 3,
    rounds: 4,
    warmSeconds: 2,
    profileSeconds: process.argv.includes('--profile-worker') ? 5 : 0,
  });
}

let worst: WorstResult;
if (skipHttp) worst = { ...skipped, requests: [], logs: [] };
else {
  progress('worst requests: wrangler dev, CPU and heap of the costliest requests the answer budget admits');
  worst = part<WorstResult>('worst.ts');
}
/** The costliest answered request by `key`: what the Worker's limits are held against. */
const worstValid = (key: 'cpu_ms' | 'heap_mb') =>
  worst.requests
    .filter((r) => r.status === 200)
    .reduce<WorstResult['requests'][number] | null>((w, r) => (w === null || r[key] > w[key] ? r : w), null);
const worstCpu = worstValid('cpu_ms');
const worstHeap = worstValid('heap_mb');

// ---- figures ----
const worse = (lenders: LenderArtifactFigures[], key: 'bytes_vs_json' | 'decode_vs_json_parse') =>
  lenders.reduce((w, l) => (l[key] > w[key] ? l : w));
const worstBytes = worse(artNode.lenders, 'bytes_vs_json');
const worstDecode = worse(artNode.lenders, 'decode_vs_json_parse');
const worstDecodeW = worse(artWorkerd.lenders, 'decode_vs_json_parse');
const coldWorker = (name: string) => cold.workers.find(([n]) => n === name)?.[1];
const coldOf = (name: string) => coldWorker(name)?.cold_ms ?? null;
/** The roster's cold first quote over warm, less what its KV reads take alone (kv-probe.ts). */
const rosterOverKv = (() => {
  const w = coldWorker('roster');
  return w ? round(w.cold_ms - w.kv.list_ms - w.kv.get_ms, 1) : null;
})();
const largest = coldWorker('1000');
const figures: Record<string, unknown> = {
  bundle_kib: bundle.bundle_kib,
  bundle_gzip_kib: bundle.gzip_kib,
  bundle_by_package: bundle.by_package,
  engine_p50_us: engine.engine_p50_us,
  engine_p99_us: engine.engine_p99_us,
  engine_mean_us: engine.engine_mean_us,
  stringify_p50_us: engine.stringify_p50_us,
  stringify_p99_us: engine.stringify_p99_us,
  engine_vs_stringify: engine.engine_vs_stringify,
  parse_request_p50_us: engine.parse_request_p50_us,
  response_bytes_p50: engine.response_bytes_p50,
  response_bytes_max: engine.response_bytes_max,
  scenarios_with_offers: engine.with_offers,
  scenarios_with_offers_by_lender: engine.lenders_with_offers,
  scenarios_with_offers_by_program: engine.programs_with_offers,
  artifact_bytes_vs_json: worstBytes.bytes_vs_json,
  artifact_bytes_vs_json_lender: worstBytes.lender_slug,
  decode_vs_json_parse: worstDecode.decode_vs_json_parse,
  decode_vs_json_parse_lender: worstDecode.lender_slug,
  decode_vs_json_parse_workerd_like: worstDecodeW.decode_vs_json_parse,
  unpack_vs_json_parse: Math.max(...artNode.lenders.map((l) => l.unpack_vs_json_parse)),
  unpack_vs_json_parse_workerd_like: Math.max(...artWorkerd.lenders.map((l) => l.unpack_vs_json_parse)),
  artifact: Object.fromEntries(
    [artNode, artWorkerd].flatMap((r) =>
      r.lenders.map((l) => [`${r.mode}:${l.lender_slug}`, { ...l, lender_slug: undefined }]),
    ),
  ),
  worst_valid_cpu_ms: worstCpu?.cpu_ms ?? null,
  worst_valid_heap_mb: worstHeap?.heap_mb ?? null,
  worst_requests: worst.requests,
  ...(worst.error ? { worst_error: worst.error } : {}),
  http_ok: http.ok,
  ...(http.error ? { http_error: http.error } : {}),
  http_quote_rps: http.quote?.rps ?? null,
  http_quote_p50_ms: http.quote?.p50_ms ?? null,
  http_quote_p99_ms: http.quote?.p99_ms ?? null,
  http_static_rps: http.static?.rps ?? null,
  http_static_p50_ms: http.static?.p50_ms ?? null,
  http_static_p99_ms: http.static?.p99_ms ?? null,
  http_quote_vs_static: http.http_quote_vs_static ?? null,
  http_quote_vs_static_pairs: http.http_quote_vs_static_pairs ?? null,
  http_static_logged_rps: http.static_logged?.rps ?? null,
  http_quote_vs_static_logged: http.http_quote_vs_static_logged ?? null,
  http_first_quote_ms: http.first_quote_ms ?? null,
  http_second_quote_ms: http.second_quote_ms ?? null,
  http_response_bytes: http.response_bytes ?? null,
  http_discarded_rounds: http.discarded_rounds ?? null,
  http_scenario_index: http.options.index,
  http_connections: http.options.connections,
  http_seconds_per_target: http.options.roundSeconds * http.options.rounds,
  scale_1_us: scale.per_quote_us['1'],
  scale_10_us: scale.per_quote_us['10'],
  scale_100_us: scale.per_quote_us['100'],
  scale_10_vs_1: scale.scale_10_vs_1,
  scale_100_vs_1: scale.scale_100_vs_1,
  scale_100_shared_vs_1: scale.scale_100_shared_vs_1,
  scale_100_best_vs_1: scale.scale_100_best_vs_1,
  scale_1000_shared_best_vs_1: scale.scale_1000_shared_best_vs_1,
  quote_100_best_p50_us: scale.quote_100_best_p50_us,
  quote_100_best_p99_us: scale.quote_100_best_p99_us,
  scale_gc_us_per_quote: scale.gc_us_per_quote,
  scale_per_quote_us: scale.per_quote_us,
  heap_bytes_per_lender: scale.heap_bytes_per_lender,
  heap_bytes_per_lender_by_kind: scale.heap_bytes_per_lender_by_kind,
  cold_roster_ms: coldOf('roster'),
  cold_roster_over_kv_ms: rosterOverKv,
  cold_1_ms: coldOf('1'),
  cold_10_ms: coldOf('10'),
  cold_100_ms: coldOf('100'),
  cold_1000_ms: coldOf('1000'),
  cold_1000_kv_operations: largest?.cost.kv_operations ?? null,
  cold_1000_heap_mb: largest?.cost.heap_mb ?? null,
  scale_1000_best_vs_1: scale.scale_1000_best_vs_1,
  scale_1000_counted_vs_1: scale.scale_1000_counted_vs_1,
  catalog_1000_ms: catalog.catalog_1000_ms,
  catalog_1000_json_mb: catalog.catalog_1000_json_mb,
  catalog_1000_peak_mb: catalog.catalog_1000_peak_mb,
  catalog_1000_held_mb: catalog.catalog_1000_held_mb,
  matrix_1000_ms: catalog.matrix_1000_ms,
  cold: cold.ok ? { empty: cold.empty, ...Object.fromEntries(cold.workers) } : null,
  ...(cold.error ? { cold_error: cold.error } : {}),
  batch_100_vs_singles: batch.best?.batch_vs_singles ?? null,
  batch_all_vs_singles: batch.all?.batch_vs_singles ?? null,
  batch: batch.ok ? { best: batch.best, all: batch.all, concurrency: batch.concurrency, rounds: batch.rounds } : null,
  ...(batch.error ? { batch_error: batch.error } : {}),
  bench_seconds: Math.round((Date.now() - started) / 1000),
};

const goals: [string, number | null, '<=' | '>=', number][] = [
  ['bundle_kib', bundle.bundle_kib, '<=', 350],
  ['cold_roster_over_kv_ms', rosterOverKv, '<=', 10],
  ['cold_100_ms', coldOf('100'), '<=', 60],
  ['cold_1000_ms', coldOf('1000'), '<=', 500],
  ['cold_1000_kv_operations', largest?.cost.kv_operations ?? null, '<=', 10],
  ['cold_1000_heap_mb', largest?.cost.heap_mb ?? null, '<=', 64],
  ['scale_1000_best_vs_1', scale.scale_1000_best_vs_1, '<=', 1000],
  ['scale_1000_counted_vs_1', scale.scale_1000_counted_vs_1, '<=', 1000],
  ['catalog_1000_peak_mb', catalog.catalog_1000_peak_mb, '<=', 64],
  ['batch_100_vs_singles', batch.best?.batch_vs_singles ?? null, '<=', 0.2],
  ['engine_vs_stringify', engine.engine_vs_stringify, '<=', 1],
  ['artifact_bytes_vs_json', worstBytes.bytes_vs_json, '<=', 0.33],
  ['decode_vs_json_parse', worstDecode.decode_vs_json_parse, '<=', 1],
  ['http_quote_vs_static', http.http_quote_vs_static ?? null, '>=', 0.7],
  ['scale_100_vs_1', scale.scale_100_vs_1, '<=', 110],
  ['scale_100_best_vs_1', scale.scale_100_best_vs_1, '<=', 110],
  ['worst_valid_cpu_ms', worstCpu?.cpu_ms ?? null, '<=', 50],
  ['worst_valid_heap_mb', worstHeap?.heap_mb ?? null, '<=', 32],
];
const goalText = (op: string, g: number) => `${op} ${Number.isInteger(g) && g < 10 ? g.toFixed(1) : g}`;
const verdict = (v: number | null, op: string, goal: number) =>
  v === null ? 'n/a' : (op === '<=' ? v <= goal : v >= goal) ? 'met' : 'NOT MET';
figures.goals = Object.fromEntries(
  goals.map(([k, v, op, g]) => [k, { goal: goalText(op, g), met: v === null ? null : verdict(v, op, g) === 'met' }]),
);

// ---- table ----
const rows: [string, string, string, string][] = [];
const row = (figure: string, value: unknown, goal = '', status = '') =>
  rows.push([figure, String(value), goal, status]);
const judged = (figure: string, value: number | null, detail = '') => {
  const g = goals.find(([k]) => k === figure)!;
  row(figure, `${value ?? 'n/a'}${detail}`, goalText(g[2], g[3]), verdict(value, g[2], g[3]));
};
const section = (title: string) => rows.push([`— ${title}`, '', '', '']);

section('bundle (wrangler deploy --dry-run: the script every new isolate parses and compiles)');
judged('bundle_kib', bundle.bundle_kib, ` (gzip ${bundle.gzip_kib} KiB)`);
for (const [source, kib] of bundle.by_package) row(`  ${source}`, `${kib} KiB`);

section(`engine (${engine.scenarios} scenarios x ${engine.rounds} rounds, every roster lender, latest sheets)`);
row('engine_p50_us', engine.engine_p50_us);
row('engine_p99_us', engine.engine_p99_us);
row('stringify_p50_us / p99_us', `${engine.stringify_p50_us} / ${engine.stringify_p99_us}`);
judged('engine_vs_stringify', engine.engine_vs_stringify);
row('parse_request_p50_us (zod, before the engine)', engine.parse_request_p50_us);
row('response bytes p50 / max', `${engine.response_bytes_p50} / ${engine.response_bytes_max}`);
row(
  'scenarios with offers / eligible p50 / rejected p50',
  `${engine.with_offers} / ${engine.eligible_p50} / ${engine.rejected_p50}`,
);

section('artifact (latest sheet per lender; ms per call, side by side)');
judged('artifact_bytes_vs_json', worstBytes.bytes_vs_json, ` (${worstBytes.lender_slug})`);
judged('decode_vs_json_parse', worstDecode.decode_vs_json_parse, ` (${worstDecode.lender_slug})`);
row(
  'decode_vs_json_parse_workerd_like',
  `${worstDecodeW.decode_vs_json_parse} (${worstDecodeW.lender_slug})`,
  '(<= 1.0)',
  verdict(worstDecodeW.decode_vs_json_parse, '<=', 1),
);
for (const r of [artNode, artWorkerd]) {
  for (const l of r.lenders) {
    if (r === artNode)
      row(`${l.lender_slug}: bytes msgpack / json`, `${l.msgpack_bytes} / ${l.json_bytes} = ${l.bytes_vs_json}`);
    row(
      `${r.mode} ${l.lender_slug} ms: unpack + validate ~ decode | JSON.parse | zod safeParse`,
      `${l.unpack_ms} + ${l.validate_ms} ~ ${l.decode_ms} | ${l.json_parse_ms} | ${l.zod_validate_ms}`,
    );
  }
}

section(
  `HTTP (wrangler dev, 127.0.0.1, autocannon ${http.options.connections} connections, ${http.options.roundSeconds * http.options.rounds} s per target)`,
);
if (http.ok) {
  row('quote rps / p50 / p99 ms', `${http.quote!.rps} / ${http.quote!.p50_ms} / ${http.quote!.p99_ms}`);
  row('static rps / p50 / p99 ms', `${http.static!.rps} / ${http.static!.p50_ms} / ${http.static!.p99_ms}`);
  judged('http_quote_vs_static', http.http_quote_vs_static ?? null);
  row(
    'quote/static per round pair, min .. max',
    `${http.http_quote_vs_static_pairs?.[0]} .. ${http.http_quote_vs_static_pairs?.[1]}`,
  );
  row(
    'static writing the quote’s log line: rps / p50 / p99 ms',
    `${http.static_logged!.rps} / ${http.static_logged!.p50_ms} / ${http.static_logged!.p99_ms}`,
  );
  row(
    'quote / static writing the same log line (the gap without the line’s console.log)',
    http.http_quote_vs_static_logged ?? null,
  );
  row('first quote ms (isolate cold: KV + decode) / second', `${http.first_quote_ms} / ${http.second_quote_ms}`);
  row(`response bytes (scenario #${http.options.index})`, http.response_bytes);
  row('rounds discarded (non-2xx / socket errors, re-run)', http.discarded_rounds ?? 0);
  if (http.worker_profile_error) row('quote Worker CPU profile', `FAILED: ${http.worker_profile_error}`);
  if (http.worker_profile) {
    section(
      `quote Worker CPU profile (inclusive % of its busy time; busy ${http.worker_profile.busy_pct}% of ${http.options.profileSeconds} s; ${http.worker_profile.file})`,
    );
    for (const [name, pct] of http.worker_profile.top) row(`  ${name}`, `${pct}%`);
  }
} else {
  row('http', `FAILED: ${http.error}`);
  judged('http_quote_vs_static', null);
}

section(
  'worst requests in workerd (wrangler dev; CPU: on-CPU ms of the isolate thread, median of 10; heap: JS bytes allocated + the answer twice)',
);
if (worst.ok) {
  judged(
    'worst_valid_cpu_ms',
    worstCpu?.cpu_ms ?? null,
    ` (max ${worstCpu?.cpu_max_ms}; whole process ${worstCpu?.process_cpu_ms}; ${worstCpu?.name.split(' (')[0]})`,
  );
  judged(
    'worst_valid_heap_mb',
    worstHeap?.heap_mb ?? null,
    ` (JS ${worstHeap?.js_heap_mb} + answer ${worstHeap?.external_mb}; ${worstHeap?.name.split(' (')[0]})`,
  );
  for (const r of worst.requests)
    row(
      `  ${r.name}`,
      `${r.status}, ${r.answer_bytes} bytes: ${r.cpu_ms} ms CPU (max ${r.cpu_max_ms}), ${r.heap_mb} MB (JS ${r.js_heap_mb} + ${r.external_mb})`,
    );
  row('Workers limits', '128 MB per isolate; CPU per request 10 ms (Free), 30 s by default (Paid, up to 5 min)');
} else {
  row('worst requests', `FAILED: ${worst.error}`);
  judged('worst_valid_cpu_ms', null);
  judged('worst_valid_heap_mb', null);
}

section(`scale (synthetic lenders; ${scale.scenarios} scenarios x ${scale.rounds} rounds)`);
row(
  'per quote us at 1 / 10 / 100 lenders',
  `${scale.per_quote_us['1']} / ${scale.per_quote_us['10']} / ${scale.per_quote_us['100']}`,
);
row(
  'per quote per lender us at 1 / 10 / 100',
  `${scale.per_lender_us['1']} / ${scale.per_lender_us['10']} / ${scale.per_lender_us['100']}`,
);
row('scale_10_vs_1 (median of per-round ratios)', scale.scale_10_vs_1);
judged('scale_100_vs_1', scale.scale_100_vs_1);
row('scale_100_shared_vs_1 (100 lenders sharing 2 plans: no memory-traffic cost)', scale.scale_100_shared_vs_1);
row(
  'per quote us, best view, at 1 (agency / non-qm) / 100 lenders',
  `${scale.per_quote_us['1:agency best']} / ${scale.per_quote_us['1:non-qm best']} / ${scale.per_quote_us['100 best']}`,
);
judged('scale_100_best_vs_1', scale.scale_100_best_vs_1, ' (best view: one offer per program and doc type)');
judged(
  'scale_1000_best_vs_1',
  scale.scale_1000_best_vs_1,
  ` (best view; ${scale.per_quote_us['1000 best']} us per quote)`,
);
judged(
  'scale_1000_counted_vs_1',
  scale.scale_1000_counted_vs_1,
  ` (best view, rejections counted; ${scale.per_quote_us['1000 counted']} us per quote)`,
);
row(
  'scale_1000_shared_best_vs_1 (1,000 lenders sharing the 3 real plans: no memory-traffic cost)',
  scale.scale_1000_shared_best_vs_1,
);
row(
  'quote_100_best_p50_us / quote_100_best_p99_us (single quotes)',
  `${scale.quote_100_best_p50_us} / ${scale.quote_100_best_p99_us}`,
);
row(
  'GC pause us per quote at 100 / 100 shared / 100 best',
  `${scale.gc_us_per_quote['100']} / ${scale.gc_us_per_quote['100 shared']} / ${scale.gc_us_per_quote['100 best']}`,
);
row(
  'heap_bytes_per_lender (avg; agency / non-qm)',
  `${scale.heap_bytes_per_lender} (${scale.heap_bytes_per_lender_by_kind.agency} / ${scale.heap_bytes_per_lender_by_kind['non-qm']})`,
);

section(`catalog routes over ${catalog.lenders} lenders (Node)`);
row('catalog_1000_ms (GET /api/programs: every lender decoded in turn)', catalog.catalog_1000_ms);
judged(
  'catalog_1000_peak_mb',
  catalog.catalog_1000_peak_mb,
  ` (its JSON ${catalog.catalog_1000_json_mb} MB, held once written ${catalog.catalog_1000_held_mb} MB)`,
);
row('matrix_1000_ms (one program found among them, its matrix shown)', catalog.matrix_1000_ms);

section(
  `cold start in workerd (deployable bundle, fresh isolate per sample, KV seeded; median of ${cold.samples}; scenario #${cold.scenario_index}, best view)`,
);
if (cold.ok) {
  row(
    'empty Worker: start ms (CPU) / first request over warm ms (CPU)',
    `${cold.empty.start_ms} (${cold.empty.start_cpu_ms}) / ${cold.empty.first_over_warm_ms} (${cold.empty.first_over_warm_cpu_ms})`,
  );
  for (const [name, w] of cold.workers) {
    const detail = ` (script start ${w.script_start_ms} + first over warm ${w.first_over_warm_ms})`;
    if (name === '100' || name === '1000') judged(`cold_${name}_ms`, w.cold_ms, detail);
    else row(`cold_${name}_ms`, `${w.cold_ms}${detail}`);
    if (name === 'roster')
      judged(
        'cold_roster_over_kv_ms',
        rosterOverKv,
        ` (cold ${w.cold_ms} - KV reads alone ${w.kv.list_ms} + ${w.kv.get_ms})`,
      );
    const cost = ` (${w.cost.kv_mb} MB read; JS heap allocated ${w.cost.js_heap_mb} MB + the KV values ${w.cost.kv_mb} MB)`;
    if (name === '1000') {
      judged('cold_1000_kv_operations', w.cost.kv_operations);
      judged('cold_1000_heap_mb', w.cost.heap_mb, cost);
    } else
      row(
        `  ${w.lenders} lenders: KV operations / heap MB of the first request`,
        `${w.cost.kv_operations} / ${w.cost.heap_mb}${cost}`,
      );
    row(
      `  ${w.lenders} lenders on CPU: cold = script start + first over warm`,
      `${w.cold_cpu_ms} = ${w.script_start_cpu_ms} + ${w.first_over_warm_cpu_ms}`,
    );
    row(`  ${w.lenders} lenders: start / first / warm ms`, `${w.start_ms} / ${w.first_ms} / ${w.warm_ms}`);
    row(
      `  ${w.lenders} lenders: KV reads alone (probe Worker, local KV)`,
      `${w.kv.operations} operations, ${w.kv.bytes} bytes: list and header ${w.kv.list_ms} ms, then packs ${w.kv.get_ms} ms`,
    );
    const parts = Object.entries(w.parts).filter(([, ms]) => ms > 0);
    for (let i = 0; i < parts.length; i += 5)
      row(
        i === 0 ? `  ${w.lenders} lenders: first request profiled, ms` : '',
        parts
          .slice(i, i + 5)
          .map(([part, ms]) => `${part} ${ms}`)
          .join(', '),
      );
  }
} else {
  row('cold start', `FAILED: ${cold.error?.split('\n')[0]}`);
  for (const goal of [
    'cold_roster_over_kv_ms',
    'cold_100_ms',
    'cold_1000_ms',
    'cold_1000_kv_operations',
    'cold_1000_heap_mb',
  ])
    judged(goal, null);
}

section(
  `batch vs singles (HTTP into workerd, roster lenders, warm; median of ${batch.rounds} rounds; singles sequential, and ${batch.concurrency} at a time)`,
);
if (batch.ok) {
  for (const [view, v] of [
    ['best', batch.best!],
    ['all', batch.all!],
  ] as const) {
    const detail = ` (${v.scenarios} scenarios: ${v.batch_ms} ms vs ${v.singles_sequential_ms} ms one by one)`;
    if (view === 'best') judged('batch_100_vs_singles', v.batch_vs_singles, detail);
    else row('batch_all_vs_singles (the most all-view scenarios that fit 2 MiB)', `${v.batch_vs_singles}${detail}`);
    row(
      `  ${view}: vs ${batch.concurrency} at a time / answer bytes batch vs singles`,
      `${v.batch_vs_singles_concurrent} (${v.singles_concurrent_ms} ms) / ${v.batch_bytes} vs ${v.singles_bytes}`,
    );
  }
} else {
  row('batch', `FAILED: ${batch.error?.split('\n')[0]}`);
  judged('batch_100_vs_singles', null);
}

const widths = [0, 1, 2, 3].map((i) =>
  Math.max(
    ...rows.filter((r) => !r[0].startsWith('— ')).map((r) => r[i]!.length),
    ['figure', 'value', 'goal', 'status'][i]!.length,
  ),
);
const line = (r: string[]) =>
  r
    .map((c, i) => c.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
console.log(line(['figure', 'value', 'goal', 'status']));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(r[0]!.startsWith('— ') ? `\n${r[0]}` : line(r));
console.log(
  '\nworkerd-like = node --disallow-code-generation-from-strings, MSGPACKR_NATIVE_ACCELERATION_DISABLED=true (no new Function for msgpackr records or the zod JIT, as in production Workers).',
);
console.log(
  "cold_*_ms = (start of our Worker - start of an empty Worker) + (first request - warm request) - the same for the empty Worker: script start, KV reads, decode, plan, price and serialise of a fresh isolate. Parts: a CPU profile of a separate fresh isolate's first request (bench/profile-parts.ts); idle = waiting on KV and the HTTP hop.",
);
console.log(`\nBENCH ${JSON.stringify(figures)}`);
