/**
 * For the daily job: the compiled sheets that are new against a git revision (default HEAD, the
 * commit the job checked out), one `lender@effective_at` per line, the form tools/diff/daily.ts
 * takes to diff each against the sheet it replaces. A sheet is new when its sha256 is not in the
 * revision's dist-sheets/manifest.json (a new day, a reprice, or a recompiled sheet). Run with
 * --help for the usage.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { runCommand } from './command.ts';
import { readManifest } from './dist-sheets.ts';

const USAGE = `usage: node scripts/new-sheets.ts [--base REV] [--artifacts DIR]

Prints lender@effective_at of every sheet in DIR/manifest.json (default dist-sheets/) whose
sha256 the manifest committed at REV (default HEAD) does not list; nothing when none is new.

  --base REV      the git revision to compare with (default HEAD)
  --artifacts DIR compiled artifacts (default dist-sheets)
  -h, --help      this text`;

let values: { base: string; artifacts: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      base: { type: 'string', default: 'HEAD' },
      artifacts: { type: 'string', default: 'dist-sheets' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// A folder without a manifest (--artifacts) is one line and exit 2 (scripts/command.ts).
await runCommand(() => {
  const committed = spawnSync('git', ['show', `${values.base}:${values.artifacts}/manifest.json`], {
    encoding: 'utf8',
  });
  /** Of the committed manifest only the content addresses, so that one of an older format version still reads. */
  const Listed = z.object({ artifacts: z.array(z.object({ sha256: z.string() })) });
  // No manifest at that revision (the first compile): every sheet is new.
  const known = new Set(
    committed.status === 0 ? Listed.parse(JSON.parse(committed.stdout)).artifacts.map((a) => a.sha256) : [],
  );
  for (const a of readManifest(pathToFileURL(`${resolve(values.artifacts)}/`)).artifacts)
    if (!known.has(a.sha256)) console.log(`${a.lender_slug}@${a.effective_at}`);
  return 0;
});
