/**
 * node test/sheets/publish-race.ts [--runs N] [--delays MS,...]: the two real commands of issue 26
 * started close together against one local KV, N times per delay (default 20 runs, 300 ms):
 *   npm run publish                                          (adds Granite Peak's 1:15 PM reprice)
 *   npm run publish -- --withdraw non-qm 2026-11-23T08:30:00-08:00   (started DELAY ms later)
 * on a KV seeded with the other fixture sheets. Each run checks, as the Worker derives it, that both
 * took effect: the reprice is published and the morning sheet withdrawn. Not part of `npm test`
 * (each run starts three workerd processes: about 10 s); test/sheets/interleaving.test.ts runs every
 * order of the two commands' KV operations in-process instead. Exit 1 when a run lost a write.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { localKv } from '../../scripts/publish/local-port.ts';
import { PROJECT_ROOT } from '../../scripts/wrangler.ts';
import { historyOf } from '../../worker/sheets/history.ts';
import { historyPrefix } from '../../worker/sheets/layout.ts';
import { FIXTURE_ARTIFACTS, writeFixtureDist, writeFixtureSheets } from '../fixtures.ts';

const USAGE = 'usage: node test/sheets/publish-race.ts [--runs N] [--delays MS,...]';
const { values } = (() => {
  try {
    return parseArgs({
      options: { runs: { type: 'string', default: '20' }, delays: { type: 'string', default: '300' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const runs = Number(values.runs);
const delays = values.delays.split(',').map(Number);

const MORNING = '2026-11-23T08:30:00-08:00';
const REPRICE = '2026-11-23T13:15:00-08:00';
const root = mkdtempSync(join(tmpdir(), 'pricer-race-'));
const sheets = writeFixtureSheets(join(root, 'sheets'));
const full = writeFixtureDist(join(root, 'dist'));
const seed = writeFixtureDist(join(root, 'seed'), FIXTURE_ARTIFACTS, (e) => e.effective_at !== REPRICE);

/** `npm run publish -- ...args`, started after `delay` ms: its exit code and when it started and ended. */
function publish(
  args: string[],
  delay = 0,
): Promise<{ code: number | null; output: string; started: number; ended: number }> {
  return new Promise((resolve) =>
    setTimeout(() => {
      const started = performance.now();
      const child = spawn(process.execPath, ['scripts/publish/cli.ts', '--sheets', sheets, ...args], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('exit', (code) => resolve({ code, output, started, ended: performance.now() }));
    }, delay),
  );
}

let lost = 0;
try {
  for (const delay of delays)
    for (let run = 1; run <= runs; run++) {
      const state = join(root, `state-${delay}-${run}`);
      const seeded = await publish(['--artifacts', seed, '--persist-to', state]);
      if (seeded.code !== 0) throw new Error(`seeding failed:\n${seeded.output}`);
      const [published, withdrawn] = await Promise.all([
        publish(['--artifacts', full, '--persist-to', state]),
        publish(['--withdraw', 'non-qm', MORNING, '--persist-to', state], delay),
      ]);
      const { kv, dispose } = await localKv(state);
      const { sheets: history } = historyOf('non-qm', await kv.list(historyPrefix('non-qm')));
      await dispose();
      const reprice = history.some((e) => e.effective_at === REPRICE);
      const morning = history.find((e) => e.effective_at === MORNING)?.withdrawn_at ?? null;
      const both = reprice && morning !== null;
      if (!both) lost++;
      console.log(
        `delay ${delay} ms, run ${run}: publish exit ${published.code} (${Math.round(published.ended - published.started)} ms), withdraw exit ${withdrawn.code} (${Math.round(withdrawn.ended - withdrawn.started)} ms): reprice ${reprice ? 'published' : 'MISSING'}, 8:30 AM sheet ${morning ? `withdrawn at ${morning}` : 'NOT WITHDRAWN'}${both ? '' : '  <- a write was lost'}`,
      );
      if (published.code !== 0 || withdrawn.code !== 0) console.log(published.output, withdrawn.output);
    }
  console.log(`${runs * delays.length} runs, ${lost} with a write lost`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.exitCode = lost ? 1 : 0;
