/** The Worker bundles for deployment, and the bundle holds no build-time code (no xlsx, no compiler). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('wrangler deploy --dry-run builds the Worker without build-time code', () => {
  const out = mkdtempSync(join(tmpdir(), 'pricer-bundle-'));
  try {
    const log = execFileSync(
      process.execPath,
      ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--outdir', out],
      {
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'log' },
        encoding: 'utf8',
      },
    );
    expect(log).toContain('env.PRICER_KV');
    expect(log).toContain('--dry-run: exiting now.');
    const bundle = readFileSync(join(out, 'index.js'), 'utf8');
    expect(bundle).toContain('/api/pricer/quote');
    expect(bundle).not.toMatch(/SheetJS|compiler\/workbook|readWorkbook/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
