/**
 * What `npm run compile` does with its arguments, apart from the process: parse them, compile, and
 * say what to print and the exit status. cli.ts hardens the process first and prints it; tests run
 * it in-process.
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { compile } from './compile.ts';
import { type Printed, report } from './report.ts';

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

/** The lines for stdout and stderr (stdout first), and the exit status: 2 is a usage error. */
export interface CommandResult extends Omit<Printed, 'status'> {
  status: Printed['status'] | 2;
}

/** `npm run compile -- ...args`: the compile run and what it prints. */
export async function compileCommand(args: string[]): Promise<CommandResult> {
  let values: { sheets: string; out: string; help?: boolean };
  try {
    values = parseArgs({
      args,
      options: {
        sheets: { type: 'string', default: 'sheets' },
        out: { type: 'string', default: 'dist-sheets' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values as typeof values;
  } catch (error) {
    return { status: 2, stdout: [], stderr: [`compile: ${(error as Error).message}\n${USAGE}`] };
  }
  if (values.help) return { status: 0, stdout: [HELP], stderr: [] };
  if (!statSync(values.sheets, { throwIfNoEntry: false })?.isDirectory())
    return { status: 2, stdout: [], stderr: [`compile: --sheets ${values.sheets} is not a folder\n${USAGE}`] };
  const started = performance.now();
  const run = await compile(values.sheets, values.out);
  if (!run)
    return {
      status: 1,
      stdout: [],
      stderr: [`compile failed: no workbooks found under ${values.sheets}; nothing was written`],
    };
  return report(run, values.out, performance.now() - started);
}
