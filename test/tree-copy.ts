/**
 * A copy of the working tree in a new temporary folder: its tracked files and its untracked ones that
 * git does not ignore, as they are now, with node_modules linked (not copied). What the planted bugs
 * (test/mutation/planted.ts) and the onboarding test (test/onboarding/) change and test in.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The working tree copied to a new folder of the system's temporary folder named `prefix…`; returns it. */
export function copyTree(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const to = join(dir, file);
    mkdirSync(dirname(to), { recursive: true });
    try {
      cpSync(join(ROOT, file), to);
    } catch {
      // a tracked file deleted in the working tree
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
