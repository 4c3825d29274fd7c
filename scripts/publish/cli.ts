/**
 * npm run publish -- [options]: verify the compiled artifacts and publish them to PRICER_KV, or
 * withdraw a published sheet. Run with --help for the usage.
 */
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isIsoDate, parseMoment, utcMoment } from '../../worker/artifact/moment.ts';
import type { Selection } from '../../worker/sheets/select.ts';
import { runCommand } from '../command.ts';
import type { KvPort } from './kv-port.ts';
import type { PublishReport } from './publish.ts';

const USAGE = `usage: npm run publish -- [--remote] [--artifacts DIR] [--sheets DIR] [--idle LENDER]... [--persist-to DIR] [--summary FILE]
       npm run publish -- --withdraw <lender_slug> <YYYY-MM-DD | ISO date-time> [--remote] [--persist-to DIR]

Publishes every compiled artifact of DIR/manifest.json (default dist-sheets/) that verifies: it is
byte for byte what compiling its workbooks in --sheets gives, and its sha256, format version,
schema, identity, and a smoke quote on each lender's newest sheet are right. A refused artifact is
named and written nowhere; the others are still published (exit 1). Nothing at all is written
when a roster lender would be left without a sheet, unless --idle names it. Publishing what is
already published writes nothing.

--withdraw stops a published sheet (a date: every sheet of that day; a date-time: the sheet of
that moment) from answering "now": the lender's previous sheet answers again, in force or expired
by its own cut-off. The withdrawn sheet stays readable for as_of replays, marked withdrawn_at.

  --remote          the deployed namespace (needs CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and
                    --namespace-id or PRICER_KV_NAMESPACE_ID); default: local KV, what npm start serves
  --namespace-id ID the deployed PRICER_KV namespace id (32 hex digits)
  --artifacts DIR   compiled artifacts (default dist-sheets)
  --sheets DIR      the workbooks they are compiled from, compiled again to check them (default sheets)
  --idle LENDER     a roster lender that is intentionally without a sheet: quotes list it as
                    no_sheet instead of failing (repeatable)
  --persist-to DIR  local KV state folder (default .wrangler/state)
  --summary FILE    also append the outcome as Markdown to FILE (the daily job: $GITHUB_STEP_SUMMARY)
  -h, --help        this text`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function options() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        remote: { type: 'boolean', default: false },
        'namespace-id': { type: 'string' },
        artifacts: { type: 'string', default: 'dist-sheets' },
        sheets: { type: 'string', default: 'sheets' },
        idle: { type: 'string', multiple: true, default: [] },
        'persist-to': { type: 'string' },
        summary: { type: 'string' },
        withdraw: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
}

const { values, positionals } = options();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.withdraw && positionals.length !== 2) fail('--withdraw takes a lender_slug and a date or date-time');
if (!values.withdraw && positionals.length !== 0) fail(`unexpected arguments: ${positionals.join(' ')}`);
if (values.withdraw && !isIsoDate(positionals[1]!) && parseMoment(positionals[1]!) === null)
  fail(`${positionals[1]} is neither a date (YYYY-MM-DD) nor an ISO date-time with offset`);

// Imported here, not above: the roster is read when its module loads, and a malformed
// sheets/roster.json is then runCommand's one line (exit 2) rather than a stack trace.
await runCommand(async () => {
  const { ROSTER } = await import('../../worker/sheets/roster.ts');
  for (const lender of [...values.idle, ...(values.withdraw ? [positionals[0]!] : [])])
    if (!ROSTER.includes(lender))
      fail(`${lender} is not a lender of the roster (sheets/roster.json): ${ROSTER.join(', ')}`);
  try {
    if (values.withdraw) await withdrawOne(positionals[0]!, positionals[1]!);
    else await publishAll();
  } catch (error) {
    console.error(`publish failed: ${(error as Error).message}`);
    return 1;
  }
  return undefined;
});

/** The namespace to write: local KV, or the deployed one by id (never wrangler.toml's placeholder). */
async function target(): Promise<{ kv: KvPort; dispose: () => Promise<void> }> {
  if (!values.remote) return (await import('./local-port.ts')).localKv(values['persist-to']);
  const id = values['namespace-id'] ?? process.env.PRICER_KV_NAMESPACE_ID;
  if (!id) fail('--remote needs the namespace id: --namespace-id ID or PRICER_KV_NAMESPACE_ID');
  const { remotePort } = await import('./remote-port.ts');
  try {
    return { kv: remotePort(id), dispose: async () => {} };
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** Runs `work` on the namespace, then lets it go. */
async function withKv<T>(work: (kv: KvPort) => Promise<T>): Promise<T> {
  const { kv, dispose } = await target();
  try {
    return await work(kv);
  } finally {
    await dispose();
  }
}

async function publishAll(): Promise<void> {
  const { readCandidates } = await import('../dist-sheets.ts');
  const { prove } = await import('./prove.ts');
  const { publish } = await import('./publish.ts');
  // The proof comes first: nothing is read from KV, let alone written, for artifacts it refuses.
  const { proven, refused } = prove(readCandidates(pathToFileURL(`${resolve(values.artifacts)}/`)), {
    sheets: values.sheets,
    artifacts: values.artifacts,
  });
  const published = await withKv((kv) => publish(kv, proven, { idle: values.idle }));
  const report: PublishReport = {
    ...published,
    ok: published.ok && refused.length === 0,
    outcomes: [...refused, ...published.outcomes].sort(
      (a, b) =>
        a.lender_slug.localeCompare(b.lender_slug) || parseMoment(a.effective_at)! - parseMoment(b.effective_at)!,
    ),
  };
  for (const o of report.outcomes)
    console.log(
      `${o.lender_slug} ${o.effective_at} ${o.sha256.slice(0, 12)}: ${o.status}${o.reason ? ` (${o.reason})` : ''}`,
    );
  console.log(
    `${report.writes.length} key(s) written${report.writes.length ? `: ${report.writes.join(', ')}` : report.ok ? ' (already published)' : ''}`,
  );
  if (values.summary) appendFileSync(values.summary, markdown(report));
  if (report.missing.length > 0) {
    console.error(
      `publish refused: ${report.missing.map((l) => `${l} has no sheet`).join(', ')} (a roster lender without one makes every route answer 503); nothing was written. Publish its first sheet, or pass ${report.missing.map((l) => `--idle ${l}`).join(' ')} if it is intentionally idle`,
    );
    process.exitCode = 1;
  } else if (!report.ok) {
    console.error('publish refused some sheets (listed above); the others were published');
    process.exitCode = 1;
  }
}

async function withdrawOne(lender: string, when: string): Promise<void> {
  const { withdraw } = await import('./withdraw.ts');
  const { select } = await import('../../worker/sheets/select.ts');
  const now = Date.now();
  const { withdrawn, sheets } = await withKv((kv) => withdraw(kv, lender, when, utcMoment(now)));
  console.log(
    withdrawn.length
      ? `withdrew ${withdrawn.map((e) => `${lender} ${e.effective_at}`).join(', ')} (withdrawn_at ${utcMoment(now)})`
      : `${lender} ${when} was already withdrawn`,
  );
  console.log(answersNow(lender, select(sheets, { kind: 'now', at: now })));
}

/** What the Worker answers for `lender` now (on the real clock), said for the operator. */
function answersNow(lender: string, { entry, status }: Selection): string {
  if (entry === null) return `now: ${lender} has no sheet in force (quotes list it as no_sheet)`;
  const sheet = `its sheet of ${entry.effective_at} (reprice ${entry.reprice})`;
  return status === 'expired'
    ? `now: ${lender} answers with ${sheet}, expired since ${entry.expires_at}: its programs are rejected with rate_sheet_expired`
    : entry.expires_at === null
      ? `now: ${lender} answers with ${sheet}, in force until a newer sheet takes effect`
      : `now: ${lender} answers with ${sheet}, in force until ${entry.expires_at} unless a newer sheet takes effect`;
}

/** The job summary's section: every sheet and what became of it, the refused ones first. */
function markdown(report: PublishReport): string {
  const rows = [...report.outcomes]
    .sort((a, b) => Number(b.status === 'refused') - Number(a.status === 'refused'))
    .map(
      (o) =>
        `| ${o.lender_slug} | ${o.effective_at} | \`${o.sha256.slice(0, 12)}\` | ${o.status} | ${(o.reason ?? '').replaceAll('|', '\\|')} |`,
    );
  const refused = report.outcomes.filter((o) => o.status === 'refused').length;
  return [
    `## Publish to PRICER_KV${values.remote ? '' : ' (local)'}`,
    '',
    report.missing.length
      ? `**Nothing published**: ${report.missing.join(', ')} on the roster would have no sheet (every route would answer 503).`
      : refused
        ? `**${refused} sheet(s) refused** and written nowhere; the others were published.`
        : 'Every sheet verified.',
    `${report.writes.length} key(s) written.`,
    '',
    '| lender | effective at | sha256 | status | problem |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
