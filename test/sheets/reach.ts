/**
 * node test/sheets/reach.ts [--rounds N]: how long a publication and a withdrawal take to reach a warm
 * isolate, measured under `wrangler dev` (local workerd and local KV). Per round: a fresh local KV
 * holding the fixture sheets but Granite Peak's 1:15 PM reprice, the Worker's clock pinned at
 * 2026-11-23 2:00 PM PT, GET /api/pricer/programs every 100 ms; then, each once the answer has
 * settled, `npm run publish` (adds the reprice), `--withdraw non-qm` of the reprice, of the 8:30 AM
 * sheet, and `--withdraw agency 2026-11-23`. For each: the seconds from the command's exit (its
 * writes are done) to the first answer that shows it. Not part of `npm test` (minutes).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT, WRANGLER_BIN } from '../../scripts/wrangler.ts';
import { FIXTURE_ARTIFACTS, writeFixtureDist, writeFixtureSheets } from '../fixtures.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const REPRICE = '2026-11-23T13:15:00-08:00';
const root = mkdtempSync(join(tmpdir(), 'pricer-reach-'));
const sheets = writeFixtureSheets(join(root, 'sheets'));
const full = writeFixtureDist(join(root, 'dist'));
const seed = writeFixtureDist(join(root, 'seed'), FIXTURE_ARTIFACTS, (e) => e.effective_at !== REPRICE);
const token = randomBytes(16).toString('hex');
const envFile = join(root, 'reach.env');
writeFileSync(envFile, `INTERNAL_TOKEN=${token}\nPRICER_NOW=2026-11-23T14:00:00-08:00\n`);

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' };
const run = (args: string[]) =>
  new Promise<number | null>((resolve) =>
    spawn(process.execPath, ['scripts/publish/cli.ts', '--sheets', sheets, ...args], {
      cwd: PROJECT_ROOT,
      env,
      stdio: 'ignore',
    }).on('exit', resolve),
  );
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "agency@<effective_at> non-qm@<effective_at>": which sheet each lender answers with. */
async function answer(port: number): Promise<string | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/pricer/programs`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { lenders: { lender_slug: string; effective_at: string | null }[] };
    return body.lenders.map((l) => `${l.lender_slug}@${l.effective_at}`).join(' ');
  } catch {
    return null;
  }
}

/** The answers of a warm isolate: one request every 100 ms for as long as the round lasts, as steady traffic keeps it warm. */
function traffic(port: number) {
  let latest: string | null = null;
  let running = true;
  const loop = (async () => {
    while (running) {
      latest = (await answer(port)) ?? latest;
      await sleep(100);
    }
  })();
  return {
    /** Seconds from `since` until an answer for which `predicate` holds. */
    until: async (predicate: (a: string) => boolean, since: number) => {
      while (latest === null || !predicate(latest)) await sleep(20);
      return (performance.now() - since) / 1000;
    },
    stop: () => {
      running = false;
      return loop;
    },
  };
}

const results: Record<string, number[]> = {};
for (let round = 1; round <= Number(values.rounds); round++) {
  const state = join(root, `state-${round}`);
  if ((await run(['--artifacts', seed, '--persist-to', state])) !== 0) throw new Error('seeding failed');
  const port = await freePort();
  const dev: ChildProcess = spawn(
    process.execPath,
    [
      WRANGLER_BIN,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      state,
      '--env-file',
      envFile,
      '--show-interactive-dev-session=false',
      '--inspector-port',
      String(await freePort()),
    ],
    // Its own process group: wrangler's node and workerd children stop with it.
    { cwd: PROJECT_ROOT, env, stdio: 'ignore', detached: true },
  );
  const answers = traffic(port);
  try {
    await answers.until((a) => a.includes('non-qm@2026-11-23T08:30'), performance.now());
    const steps: [string, string[], (a: string) => boolean][] = [
      ['publication (reprice)', ['--artifacts', full], (a) => a.includes(`non-qm@${REPRICE}`)],
      ['withdrawal (reprice)', ['--withdraw', 'non-qm', REPRICE], (a) => a.includes('non-qm@2026-11-23T08:30')],
      [
        'withdrawal (non-qm 8:30 AM)',
        ['--withdraw', 'non-qm', '2026-11-23T08:30:00-08:00'],
        (a) => a.includes('non-qm@2026-11-20'),
      ],
      ['withdrawal (agency 11-23)', ['--withdraw', 'agency', '2026-11-23'], (a) => a.includes('agency@2026-11-20')],
    ];
    for (const [what, args, shown] of steps) {
      // A write lands at a random point of the isolate's TTL, as in production.
      await sleep(Math.random() * 30_000);
      const code = await run([...args, '--persist-to', state]);
      if (code !== 0) throw new Error(`${what}: exit ${code}`);
      const seconds = await answers.until(shown, performance.now());
      (results[what] ??= []).push(seconds);
      console.log(`round ${round}: ${what} reached the warm isolate ${seconds.toFixed(1)} s after the command exited`);
    }
  } finally {
    await answers.stop();
    process.kill(-dev.pid!, 'SIGTERM');
  }
}
rmSync(root, { recursive: true, force: true });
for (const [what, seconds] of Object.entries(results))
  console.log(`${what}: ${seconds.map((s) => s.toFixed(1)).join(', ')} s (max ${Math.max(...seconds).toFixed(1)} s)`);
