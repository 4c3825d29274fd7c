/**
 * npm run compile -- [--sheets DIR] [--out DIR]
 * Compiles every workbook, then writes dist-sheets/<lender>/<date>.msgpack and manifest.json.
 * Any diagnostic fails the compile before a single byte is written.
 */
import './harden.ts'; // first, before xlsx loads: see harden.ts
import { parseArgs } from 'node:util';
import { buildAll } from './build.ts';
import { formatDiagnostic } from './diagnostics.ts';
import { writeOutputs } from './output.ts';

const { values } = parseArgs({
  options: { sheets: { type: 'string', default: 'sheets' }, out: { type: 'string', default: 'dist-sheets' } },
});
const started = performance.now();
const { artifacts, diag, tabs } = buildAll(values.sheets);
if (!diag.ok) {
  console.error(`compile failed: ${diag.list.length} problem(s); nothing was written`);
  for (const d of diag.list) console.error(`  ${formatDiagnostic(d)}`);
  process.exit(1);
}
if (artifacts.length === 0) {
  console.error(`compile failed: no workbooks found under ${values.sheets}; nothing was written`);
  process.exit(1);
}
const entries = await writeOutputs(artifacts, values.out);
for (const e of entries) {
  const artifact = artifacts.find((a) => a.lender_slug === e.lender_slug && a.effective_at === e.effective_at)!;
  const c = e.counts;
  console.log(
    `${e.lender_slug} ${e.effective_at} (reprice ${e.reprice}): ${tabs.get(artifact)} tabs, ${c.programs} programs, ${c.ladders} ladders/blocks, ` +
      `${c.grids} grids (${c.grid_rows} rows), ${c.matrix_rows} matrix rows, ${c.ppp_tables} PPP tables -> ${e.path} ${e.bytes} bytes (JSON ${e.json_bytes})`,
  );
}
console.log(`compiled ${entries.length} artifacts in ${Math.round(performance.now() - started)} ms`);
