/**
 * For the daily job, after each lender's cut-off: for every roster lender, which compiled sheet
 * answers now and whether it is still in force. A lender that sent no sheet by its cut-off has an
 * expired sheet: its quotes are rate_sheet_expired from then on, and this report names it (exit 1).
 * Run with --help for the usage.
 */
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseMoment, utcMoment } from '../worker/artifact/moment.ts';
import { select } from '../worker/sheets/select.ts';
import { runCommand, usageError } from './command.ts';
import { readManifest } from './dist-sheets.ts';

const USAGE = `usage: node scripts/expiry-report.ts [--at ISO_DATE_TIME] [--artifacts DIR] [--summary FILE]

For each lender of sheets/roster.json, the compiled sheet (DIR/manifest.json, default dist-sheets/)
that answers at the moment (default: the real clock, never PRICER_NOW) and its status. Prints a
Markdown table; exits 1 when a lender's sheet has expired or it has none.

  --at MOMENT     check at this ISO date-time with offset instead of now
  --artifacts DIR compiled artifacts (default dist-sheets)
  --summary FILE  also append the table to FILE (the daily job: $GITHUB_STEP_SUMMARY)
  -h, --help      this text`;

const fail = (message: string): never => usageError(`${message}\n\n${USAGE}`);

function options() {
  try {
    return parseArgs({
      options: {
        at: { type: 'string' },
        artifacts: { type: 'string', default: 'dist-sheets' },
        summary: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

await runCommand(async () => {
  const values = options();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const at =
    values.at === undefined
      ? Date.now()
      : (parseMoment(values.at) ?? fail(`--at ${values.at} is not an ISO date-time with offset`));

  const artifacts = readManifest(pathToFileURL(`${resolve(values.artifacts)}/`)).artifacts;
  // Imported here, not above: a malformed roster is then runCommand's one line, not a stack trace.
  const { ROSTER } = await import('../worker/sheets/roster.ts');
  const rows = ROSTER.map((lender) => {
    const index = artifacts
      .filter((a) => a.lender_slug === lender)
      .sort((a, b) => parseMoment(a.effective_at)! - parseMoment(b.effective_at)!);
    const { entry, status } = select(index, { kind: 'now', at });
    if (entry === null)
      return { lender, ok: false, line: `| ${lender} | none | | **no sheet**: nothing compiled in force |` };
    const sheet = `${entry.effective_at} (reprice ${entry.reprice})`;
    return status === 'in_force'
      ? { lender, ok: true, line: `| ${lender} | ${sheet} | ${entry.expires_at ?? 'until replaced'} | in force |` }
      : {
          lender,
          ok: false,
          line: `| ${lender} | ${sheet} | ${entry.expires_at} | **expired**: no newer sheet by the cut-off; its quotes are rate_sheet_expired |`,
        };
  });

  const expired = rows.filter((r) => !r.ok).map((r) => r.lender);
  const markdown = [
    `## Rate sheets at ${utcMoment(at)}`,
    '',
    expired.length ? `**Expired: ${expired.join(', ')}**` : 'Every lender has a sheet in force.',
    '',
    '| lender | sheet answering now | expires | status |',
    '|---|---|---|---|',
    ...rows.map((r) => r.line),
    '',
  ].join('\n');
  console.log(markdown);
  if (values.summary) appendFileSync(values.summary, markdown);
  return expired.length ? 1 : 0;
});
