/** KvPort over wrangler's `kv` commands: local (the state `npm start` serves) or --remote. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KvEntry } from '../../worker/http/kv-layout.ts';
import { PROJECT_ROOT, WRANGLER_BIN } from '../wrangler.ts';
import type { KvPort } from './kv-port.ts';

export function wranglerPort(target: { remote: boolean; persistTo?: string }): KvPort {
  const where = [
    target.remote ? '--remote' : '--local',
    ...(target.persistTo && !target.remote ? ['--persist-to', target.persistTo] : []),
  ];
  const run = (args: string[]) =>
    spawnSync(process.execPath, [WRANGLER_BIN, 'kv', ...args, '--binding', 'PRICER_KV', ...where], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  const getText = async (key: string) => {
    const r = run(['key', 'get', key, '--text']);
    if (r.status !== 0) throw new Error(`wrangler kv key get ${key} failed: ${r.stderr.trim()}`);
    return /^Value not found/m.test(r.stdout) ? null : r.stdout;
  };
  return {
    getText,
    has: async (key) => {
      const r = run(['key', 'list', '--prefix', key]);
      if (r.status !== 0) throw new Error(`wrangler kv key list failed: ${r.stderr.trim()}`);
      return (JSON.parse(r.stdout) as { name: string }[]).some((k) => k.name === key);
    },
    put: async (entries: readonly KvEntry[]) => {
      if (entries.length === 0) return;
      const dir = mkdtempSync(join(tmpdir(), 'pricer-publish-'));
      try {
        const file = join(dir, 'entries.json');
        writeFileSync(
          file,
          JSON.stringify(
            entries.map(({ key, value }) => ({ key, value: Buffer.from(value).toString('base64'), base64: true })),
          ),
        );
        const r = run(['bulk', 'put', file]);
        if (r.status !== 0) throw new Error(`wrangler kv bulk put failed: ${r.stderr.trim()}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
