/**
 * npm run compile -- [--sheets DIR] [--out DIR]
 * Compiles every lender's sheets; writes dist-sheets/<lender>/<date>_<HHMM>.msgpack and manifest.json.
 * Each sheet compiles on its own: a refused one writes nothing, every other is written.
 */
import './harden.ts'; // first, before xlsx loads: see harden.ts
import { parseArgs } from 'node:util';
import { compile } from './compile.ts';
import { report } from './report.ts';

const USAGE = 'Usage: npm run compile -- [--sheets DIR] [--out DIR] [--help]';
const HELP = `${USAGE}

Compiles the lenders' workbooks into one artifact per lender and effective moment, with manifest.json.

  --sheets DIR  the workbooks, one folder per lender, and acknowledged.json (default: sheets)
  --out DIR     where the artifacts and manifest.json are written (default: dist-sheets)
  -h, --help    print this help

Each lender's sheet of each effective moment (a rate sheet with the companion workbooks of its
date) compiles on its own. A sheet with an error is refused: nothing is written for it, what an
earlier compile wrote for it stays, and every other sheet is still written. Warnings (a note, a
program the lender does not price) never refuse a sheet; they are kept in the manifest. A sheet
that lost a grid row, band, PPP table or row, cap, program, doc type, matrix row or rate block
since the lender's previous sheet is refused until sheets/acknowledged.json lists the entry the
error prints.

Exit status: 0 every sheet written; 1 a sheet refused, or another error; 2 a usage error.`;

let values: { sheets: string; out: string; help?: boolean };
try {
  values = parseArgs({
    options: {
      sheets: { type: 'string', default: 'sheets' },
      out: { type: 'string', default: 'dist-sheets' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values as typeof values;
} catch (error) {
  console.error(`compile: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const started = performance.now();
const run = await compile(values.sheets, values.out);
if (!run) {
  console.error(`compile failed: no workbooks found under ${values.sheets}; nothing was written`);
  process.exit(1);
}
const printed = report(run, values.out, performance.now() - started);
for (const line of printed.stdout) console.log(line);
for (const line of printed.stderr) console.error(line);
process.exit(printed.status);
