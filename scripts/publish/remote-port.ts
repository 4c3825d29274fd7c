/**
 * The deployed PRICER_KV through wrangler's kv commands (authenticated by CLOUDFLARE_API_TOKEN),
 * addressed by namespace id: wrangler.toml carries a placeholder id, so the id comes from the job's
 * configuration and nothing is written without it. Which artifact keys exist is listed once.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ListedKey } from '../../worker/sheets/history.ts';
import { PROJECT_ROOT, WRANGLER_BIN } from '../wrangler.ts';
import type { KvEntry, KvPort } from './kv-port.ts';

const PLACEHOLDER = /^0+$/;

/** The PRICER_KV namespace id wrangler.toml binds the deployed Worker to; null while it is the placeholder. */
function deployedNamespaceId(): string | null {
  const toml = readFileSync(join(PROJECT_ROOT, 'wrangler.toml'), 'utf8');
  const id = /^\s*binding\s*=\s*"PRICER_KV"\s*\n\s*(?:#.*\n\s*)*id\s*=\s*"([^"]*)"/m.exec(toml)?.[1];
  return id === undefined || PLACEHOLDER.test(id) ? null : id;
}

export function remotePort(namespaceId: string): KvPort {
  if (!/^[0-9a-f]{32}$/.test(namespaceId) || PLACEHOLDER.test(namespaceId))
    throw new Error(
      `${JSON.stringify(namespaceId)} is not a Workers KV namespace id (32 hex digits, not the placeholder)`,
    );
  const deployed = deployedNamespaceId();
  if (deployed !== null && deployed !== namespaceId)
    throw new Error(
      `namespace ${namespaceId} is not the one wrangler.toml binds to PRICER_KV (${deployed}): the Worker would never read it`,
    );
  const runBytes = (args: string[]) => {
    const r = spawnSync(process.execPath, [WRANGLER_BIN, 'kv', ...args, '--namespace-id', namespaceId, '--remote'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`wrangler kv ${args[0]} ${args[1]} failed: ${r.stderr.toString().trim()}`);
    return r.stdout;
  };
  const run = (args: string[]) => runBytes(args).toString('utf8');
  // wrangler follows the cursor itself: every page, with each key's metadata.
  const listed = (prefix: string) => JSON.parse(run(['key', 'list', '--prefix', prefix])) as ListedKey[];
  let artifacts: Set<string> | undefined;
  return {
    getText: async (key) => {
      const out = run(['key', 'get', key, '--text']);
      return /^Value not found/m.test(out) ? null : out;
    },
    // A missing key prints "Value not found" (as getText reads it): null, as a binding answers.
    getBytes: async (key) => {
      const out = runBytes(['key', 'get', key]);
      return /^Value not found/m.test(out.subarray(0, 64).toString('utf8')) ? null : new Uint8Array(out);
    },
    has: async (key) => {
      artifacts ??= new Set(listed('artifact:').map((k) => k.name));
      return artifacts.has(key);
    },
    list: async (prefix) => listed(prefix),
    put: async (entries: readonly KvEntry[]) => {
      if (entries.length === 0) return;
      const dir = mkdtempSync(join(tmpdir(), 'pricer-publish-'));
      try {
        const file = join(dir, 'entries.json');
        const values = entries.map(({ key, value, metadata }) => ({
          key,
          value: Buffer.from(value).toString('base64'),
          base64: true,
          ...(metadata && { metadata }),
        }));
        writeFileSync(file, JSON.stringify(values));
        run(['bulk', 'put', file]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
