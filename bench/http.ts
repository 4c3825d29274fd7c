/**
 * HTTP: requests/s and p99 latency of POST /api/pricer/quote under `wrangler dev`, against a tiny
 * static Worker (bench/static/) that answers with the captured quote response from memory.
 *
 * 1. Seeds local PRICER_KV exactly as `npm start` does (publish() of scripts/publish/publish.ts
 *    through the local port), into the project's .wrangler/state.
 * 2. Starts `wrangler dev` for wrangler.toml on a free 127.0.0.1 port (wrangler-dev.ts: a random
 *    INTERNAL_TOKEN, the clock pinned as npm start pins it).
 * 3. Times the first authenticated quote (this isolate's cold path: KV read, sha256, decode,
 *    quote) and the second, then captures the response (status, headers, bytes) of the scenario
 *    `index` and the log line the pricer writes for it (log-line.ts over the answer) into
 *    bench/out/static/, and starts the static Worker on them twice (own config, own state dirs):
 *    as is, and with LOG_LINE=on, writing that line per request as the pricer does.
 * 4. Checks the static Worker answers the same bytes and headers, then drives the three with
 *    autocannon (its own process) in rounds whose order alternates, after a warm-up. The judged
 *    figure is quote against the plain static Worker; against the one writing the log line, it
 *    says how much of the gap is that line (console.log, which wrangler dev's inspector makes dear).
 * 5. Optionally (profileSeconds > 0) takes a CPU profile of the quote Worker's isolate during one
 *    more autocannon run (profile.ts): bench/out/quote-worker.cpuprofile, top functions in the result.
 * 6. Kills both servers by process group, always.
 *
 * Every server listens on 127.0.0.1 only; every load run is bounded in time.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuoteAnswer } from '../worker/contract/wire.ts';
import type { LenderSheet } from '../worker/engine/rate-sheets.ts';
import { logLine } from '../worker/http/log-line.ts';
import { profileWorker, type WorkerProfile } from './profile.ts';
import { scenarios } from './scenarios.ts';
import { emitResult, now, round } from './stats.ts';
import {
  freePort,
  OUT,
  ROOT,
  Server,
  send,
  startQuoteWorker,
  WRANGLER_ENV,
  withServers,
  wranglerDev,
} from './wrangler-dev.ts';

const AUTOCANNON = join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');
const QUOTE_PATH = '/api/pricer/quote';

export interface HttpOptions {
  index: number;
  connections: number;
  roundSeconds: number;
  rounds: number; // per target
  warmSeconds: number;
  profileSeconds: number; // 0 = no Worker CPU profile
}

export interface LoadFigures {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  seconds: number;
}

export interface HttpResult {
  ok: boolean;
  error?: string;
  quote?: LoadFigures;
  static?: LoadFigures;
  /** The static Worker writing the quote's log line per request. */
  static_logged?: LoadFigures;
  http_quote_vs_static?: number;
  /** Quote against the static Worker that writes the same log line. */
  http_quote_vs_static_logged?: number;
  /** min and max of quote/static over the adjacent round pairs: the spread the noise allows. */
  http_quote_vs_static_pairs?: [number, number];
  first_quote_ms?: number;
  second_quote_ms?: number;
  response_bytes?: number;
  static_matches?: boolean;
  discarded_rounds?: number;
  /** Inclusive share (%) of the quote isolate's busy time, top functions, when profiled. */
  worker_profile?: WorkerProfile;
  worker_profile_error?: string;
  options: HttpOptions;
  logs: string[];
}

/** One autocannon run in its own process; its JSON summary. */
function autocannon(
  url: string,
  body: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): LoadFigures {
  const args = [
    AUTOCANNON,
    '--json',
    '--connections',
    String(connections),
    '--duration',
    String(seconds),
    '--method',
    'POST',
    '--body',
    body,
  ];
  for (const [k, v] of Object.entries(headers)) args.push('--headers', `${k}=${v}`);
  args.push(url);
  const res = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: (seconds + 60) * 1000,
  });
  if (res.status !== 0) throw new Error(`autocannon failed (${res.status ?? res.signal}): ${res.stderr.slice(-2000)}`);
  const j = JSON.parse(res.stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
  };
  return {
    rps: j['2xx'] / j.duration,
    p50_ms: j.latency.p50,
    p99_ms: j.latency.p99,
    requests: j['2xx'],
    non2xx: j.non2xx,
    errors: j.errors + j.timeouts,
    seconds: j.duration,
  };
}

function combine(runs: LoadFigures[]): LoadFigures {
  const requests = runs.reduce((s, r) => s + r.requests, 0);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  return {
    rps: round(requests / seconds, 1),
    p50_ms: Math.max(...runs.map((r) => r.p50_ms)),
    p99_ms: Math.max(...runs.map((r) => r.p99_ms)), // the worse round
    requests,
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    seconds: round(seconds, 1),
  };
}

/** Headers the runtime sets per response (length, framing, date); the rest is replayed as captured. */
const PER_RESPONSE = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
const replayable = (h: [string, string][]) => h.filter(([k]) => !PER_RESPONSE.has(k));

/** The line the pricer logs for `answer` (log-line.ts), with a request id and request digest of the real lengths. */
function quoteLogLine(answer: QuoteAnswer): string {
  const sheets = answer.rate_sheets.map(
    (s) =>
      ({
        lender_slug: s.lender_slug,
        status: s.status,
        sheet: s.sha256 === null ? null : { sha256: s.sha256, plan: { header: { effective_at: s.effective_at } } },
        withdrawn_at: s.withdrawn_at,
      }) as unknown as LenderSheet,
  );
  const served = {
    request_id: crypto.randomUUID(),
    started: Date.now(),
    duration_ms: 2,
    method: 'POST',
    route: QUOTE_PATH,
    status: 200,
  };
  const facts = {
    offers: answer.eligible_count,
    rejections: answer.rejected_count,
    digest: answer.digest,
    request_digest: answer.digest,
  };
  return logLine(served, { as_of: null, sheets, answer: facts });
}

export function httpBench(options: HttpOptions): Promise<HttpResult> {
  const logs: string[] = [];
  const result: HttpResult = { ok: false, options, logs };
  return withServers(async (servers, tmp) => {
    try {
      await loadRounds(options, result, servers, tmp);
    } catch (error) {
      result.error = (error as Error).message;
    }
    return result;
  });
}

/** Steps 1 to 5 of the head comment, filling `result`. */
async function loadRounds(options: HttpOptions, result: HttpResult, servers: Server[], tmp: string): Promise<void> {
  const { logs } = result;
  mkdirSync(join(OUT, 'static'), { recursive: true });

  // 1-2. Local KV seeded, the quote Worker started.
  const quote = await startQuoteWorker(tmp, logs);
  servers.push(quote.server);
  const { port: qPort, inspectorPort: qInspect, headers } = quote;
  const [sPort, sInspect] = [await freePort(), await freePort()];

  // 3. Cold and warm single requests, then capture the representative response.
  const body = JSON.stringify(scenarios().bodies[options.index]);
  let t0 = now();
  const first = await send(qPort, 'POST', QUOTE_PATH, headers, body);
  result.first_quote_ms = round(now() - t0, 1);
  if (first.status !== 200)
    throw new Error(`POST ${QUOTE_PATH} answered ${first.status}: ${first.body.toString('utf8').slice(0, 500)}`);
  t0 = now();
  const second = await send(qPort, 'POST', QUOTE_PATH, headers, body);
  result.second_quote_ms = round(now() - t0, 1);
  if (second.status !== 200 || !second.body.equals(first.body))
    throw new Error('the second quote response differs from the first');
  result.response_bytes = first.body.byteLength;
  writeFileSync(join(OUT, 'static', 'body.bin'), first.body);
  writeFileSync(join(OUT, 'static', 'headers.txt'), JSON.stringify(replayable(first.headers)));
  writeFileSync(join(OUT, 'static', 'log-line.txt'), quoteLogLine(JSON.parse(first.body.toString('utf8'))));

  // The static Worker, twice: its own config and state directories.
  const [lPort, lInspect] = [await freePort(), await freePort()];
  for (const [name, port, inspector, vars] of [
    ['static', sPort, sInspect, []],
    ['static-logged', lPort, lInspect, ['--var', 'LOG_LINE:on']],
  ] as const) {
    const log = join(OUT, `wrangler-${name}.log`);
    logs.push(log);
    const server = new Server(
      `wrangler dev (${name})`,
      wranglerDev('bench/static/wrangler.toml', port, inspector, ['--persist-to', join(tmp, `${name}-state`), ...vars]),
      WRANGLER_ENV,
      log,
    );
    servers.push(server);
    await server.ready(port);
  }

  // 4. Same bytes, same headers?
  const fromStatic = await send(sPort, 'POST', QUOTE_PATH, headers, body);
  const norm = (h: [string, string][]) => JSON.stringify(replayable(h).sort());
  result.static_matches =
    fromStatic.status === 200 && fromStatic.body.equals(first.body) && norm(fromStatic.headers) === norm(first.headers);
  if (!result.static_matches)
    throw new Error(`the static Worker's answer differs: ${norm(fromStatic.headers)} vs ${norm(first.headers)}`);

  const qUrl = `http://127.0.0.1:${qPort}${QUOTE_PATH}`;
  const sUrl = `http://127.0.0.1:${sPort}${QUOTE_PATH}`;
  const lUrl = `http://127.0.0.1:${lPort}${QUOTE_PATH}`;
  for (const url of [sUrl, lUrl, qUrl]) autocannon(url, body, headers, options.warmSeconds, options.connections);
  const q: LoadFigures[] = [];
  const s: LoadFigures[] = [];
  const l: LoadFigures[] = [];
  // A round with non-2xx answers or socket errors (e.g. wrangler reloading the Worker because a
  // source file changed) is run again, at most twice per target; the discarded rounds are counted.
  result.discarded_rounds = 0;
  const clean = (url: string): LoadFigures => {
    for (let attempt = 0; ; attempt++) {
      const run = autocannon(url, body, headers, options.roundSeconds, options.connections);
      if ((run.non2xx === 0 && run.errors === 0) || attempt === 2) return run;
      result.discarded_rounds!++;
    }
  };
  const targets = { s: [s, sUrl], l: [l, lUrl], q: [q, qUrl] } as const;
  for (let r = 0; r < options.rounds; r++) {
    // Mirrored order: static, logged, quote, quote, logged, static, ...
    const order = r % 2 === 0 ? (['s', 'l', 'q'] as const) : (['q', 'l', 's'] as const);
    for (const which of order) targets[which][0].push(clean(targets[which][1]));
  }
  result.quote = combine(q);
  result.static = combine(s);
  result.static_logged = combine(l);
  const runs = { quote: result.quote, static: result.static, 'static-logged': result.static_logged };
  if (Object.values(runs).some((run) => run.non2xx || run.errors))
    throw new Error(`load runs saw non-2xx or errors: ${JSON.stringify(runs)}`);
  result.http_quote_vs_static = round(result.quote.rps / result.static.rps);
  result.http_quote_vs_static_logged = round(result.quote.rps / result.static_logged.rps);
  const pairs = q.map((x, i) => x.rps / s[i]!.rps);
  result.http_quote_vs_static_pairs = [round(Math.min(...pairs)), round(Math.max(...pairs))];
  result.ok = true;
  if (options.profileSeconds > 0) {
    try {
      result.worker_profile = await profileWorker(
        qInspect,
        () => autocannon(qUrl, body, headers, options.profileSeconds, options.connections),
        join(OUT, 'quote-worker.cpuprofile'),
        ROOT,
      );
    } catch (error) {
      result.worker_profile_error = (error as Error).message;
    }
  }
}

if (import.meta.main) {
  const num = (i: number, d: number) => (process.argv[i] === undefined ? d : Number(process.argv[i]));
  emitResult(
    await httpBench({
      index: num(2, 0),
      connections: num(3, 10),
      roundSeconds: num(4, 5),
      rounds: num(5, 2),
      warmSeconds: num(6, 2),
      profileSeconds: num(7, 0),
    }),
  );
}
