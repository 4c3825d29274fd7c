/**
 * Fails when dist-sheets/ is stale: compiles sheets/ into a temporary folder and compares every
 * file byte for byte with the committed output (run by `npm test`; fix with `npm run compile`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** Every file below `root`, as paths relative to it. */
const files = (root: string, dir = root): string[] =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? files(root, join(dir, f)) : [relative(root, join(dir, f))],
  );

const out = mkdtempSync(join(tmpdir(), 'dist-sheets-'));
try {
  execFileSync(process.execPath, ['compiler/cli.ts', '--sheets', 'sheets', '--out', out], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const fresh = files(out).sort();
  const committed = files('dist-sheets').sort();
  const stale = [...new Set([...fresh, ...committed])].filter((f) => {
    try {
      return !readFileSync(join(out, f)).equals(readFileSync(join('dist-sheets', f)));
    } catch {
      return true; // present on one side only
    }
  });
  if (stale.length) {
    console.error(
      `dist-sheets/ is stale against sheets/ (${stale.join(', ')}); run \`npm run compile\` and commit the result`,
    );
    process.exit(1);
  }
  console.log(`dist-sheets/ is current (${fresh.length} files)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
