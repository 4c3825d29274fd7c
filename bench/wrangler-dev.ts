/**
 * The quote Worker under `wrangler dev` for the HTTP benchmarks (http.ts, worst.ts): local PRICER_KV
 * seeded exactly as `npm start` seeds it, a random INTERNAL_TOKEN from a temporary --env-file (given,
 * wrangler skips .dev.vars), the clock pinned with --var as `npm start` pins it (a secret-only env
 * file does not carry PRICER_NOW: wrangler reads only the declared secrets from it), 127.0.0.1 only,
 * and an inspector port. Servers are process-group leaders, killed with their whole group.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OUT = join(ROOT, 'bench', 'out');
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
/** No metrics, and no fetch of the Request.cf object from the internet (there is no network here). */
export const WRANGLER_ENV = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

/** `wrangler dev` of `config` on 127.0.0.1:`port`, its inspector on `inspectorPort`, `more` arguments after. */
export const wranglerDev = (config: string, port: number, inspectorPort: number, more: string[]): string[] => [
  WRANGLER,
  'dev',
  '--config',
  config,
  '--port',
  String(port),
  '--inspector-port',
  String(inspectorPort),
  ...more,
  ...['--ip', '127.0.0.1', '--show-interactive-dev-session=false', '--log-level', 'warn'],
];

export interface Reply {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, agent: false, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process group leader (detached), output to a log file; killed with its whole group. */
export class Server {
  readonly name: string;
  readonly log: string;
  readonly child: ChildProcess;
  exited = false;
  constructor(name: string, args: string[], env: Record<string, string>, log: string) {
    this.name = name;
    this.log = log;
    const fd = openSync(log, 'w');
    this.child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', fd, fd],
      detached: true,
    });
    closeSync(fd);
    this.child.on('exit', () => (this.exited = true));
  }

  /** Waits until the port answers any HTTP status (an unauthenticated request: no sheet is loaded). */
  async ready(port: number, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`${this.name} exited early; see ${this.log}`);
      try {
        await send(port, 'GET', '/__bench_ready', {});
        return;
      } catch {
        await sleep(250);
      }
    }
    throw new Error(`${this.name} not ready on 127.0.0.1:${port} after ${timeoutMs / 1000} s; see ${this.log}`);
  }

  /** Kills the group at once, without waiting (for exit and signal handlers). */
  kill(): void {
    if (this.child.pid === undefined || this.exited) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }

  async stop(): Promise<void> {
    const pid = this.child.pid;
    if (pid === undefined || this.exited) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    for (let i = 0; i < 50 && !this.exited; i++) await sleep(100);
    this.kill();
  }
}

/**
 * Runs `body` with a list to put its servers in and a temporary folder: the servers are stopped and
 * the folder removed afterwards, and the servers killed on exit and on Ctrl-C (detached servers do
 * not get the terminal's signals).
 */
export async function withServers<T>(body: (servers: Server[], tmp: string) => Promise<T>): Promise<T> {
  const servers: Server[] = [];
  const tmp = mkdtempSync(join(tmpdir(), 'pricer-bench-'));
  const cleanup = () => {
    for (const server of servers) server.kill();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    cleanup();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  };
  process.once('exit', cleanup);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await body(servers, tmp);
  } finally {
    for (const server of servers) await server.stop();
    process.removeListener('exit', cleanup);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Seeds local PRICER_KV the way npm start does, in a child process whose output goes to `log`. */
function seedLocalKv(log: string): void {
  const fd = openSync(log, 'w');
  const seeded = spawnSync(process.execPath, [fileURLToPath(import.meta.url), 'seed'], {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    stdio: ['ignore', fd, fd],
    timeout: 180_000,
  });
  closeSync(fd);
  if (seeded.status !== 0)
    throw new Error(`seeding local KV failed (exit ${seeded.status ?? seeded.signal}); see ${log}`);
}

export interface QuoteWorker {
  server: Server;
  port: number;
  inspectorPort: number;
  /** Authorization and Content-Type of a JSON request to it. */
  headers: Record<string, string>;
}

/** Seeds local KV, then starts the quote Worker (wrangler.toml) and waits until it answers; `tmp` holds its env file. */
export async function startQuoteWorker(tmp: string, logs: string[]): Promise<QuoteWorker> {
  mkdirSync(OUT, { recursive: true });
  const seedLog = join(OUT, 'kv-seed.log');
  logs.push(seedLog);
  seedLocalKv(seedLog);
  const token = randomBytes(24).toString('hex');
  const envFile = join(tmp, 'bench.env');
  writeFileSync(envFile, `INTERNAL_TOKEN=${token}\n`, { mode: 0o600 });
  // The clock pinned as npm start pins it, so the committed sheets are in force whatever today's date.
  const { pinnedNow, readManifest } = await import('../scripts/dist-sheets.ts');
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const log = join(OUT, 'wrangler-quote.log');
  logs.push(log);
  const server = new Server(
    'wrangler dev (quote)',
    wranglerDev('wrangler.toml', port, inspectorPort, [
      '--env-file',
      envFile,
      '--var',
      `PRICER_NOW:${pinnedNow(readManifest().artifacts)}`,
    ]),
    WRANGLER_ENV,
    log,
  );
  try {
    await server.ready(port);
  } catch (error) {
    server.kill();
    throw error;
  }
  return {
    server,
    port,
    inspectorPort,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  };
}

if (import.meta.main && process.argv[2] === 'seed') {
  // Exactly what scripts/start.ts does before `wrangler dev`.
  const { ensureCompiled, readVerifiedCandidates } = await import('../scripts/dist-sheets.ts');
  const { localKv } = await import('../scripts/publish/local-port.ts');
  const { publish } = await import('../scripts/publish/publish.ts');
  ensureCompiled();
  const { kv, dispose } = await localKv();
  const report = await publish(kv, await readVerifiedCandidates());
  await dispose();
  if (!report.ok) throw new Error('publish refused a compiled sheet');
  console.log(`seeded local PRICER_KV with ${report.outcomes.length} artifacts`);
}
