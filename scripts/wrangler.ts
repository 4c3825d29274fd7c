/** Running the project's own wrangler (node_modules, not whatever is on PATH) from the project root, metrics off. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WRANGLER_BIN = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
// The project root holds wrangler.toml, .dev.vars and the local KV state (.wrangler/).
const options = {
  cwd: PROJECT_ROOT,
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  stdio: 'inherit',
} as const;

/** Starts a long-running wrangler (e.g. `dev`). */
export function spawnWrangler(args: string[]): ChildProcess {
  return spawn(process.execPath, [WRANGLER_BIN, ...args], options);
}
