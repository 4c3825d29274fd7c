/**
 * What `npm run compile` does with its arguments, apart from the process: parse them, compile, and
 * say what to print and the exit status. cli.ts hardens the process first and prints it; tests run
 * it in-process.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { compile } from './compile.ts';
import type { LenderProfile } from './lender-profile.ts';
import { LENDERS } from './lenders.ts';
import { type Printed, report } from './report.ts';

const USAGE = 'Usage: npm run compile -- [--sheets DIR] [--out DIR] [--profile FILE] [--help]';
const HELP = `${USAGE}

Compiles the lenders' workbooks into one artifact per lender and effective moment, with manifest.json.

  --sheets DIR    the workbooks, one folder per lender, and acknowledged.json (default: sheets)
  --out DIR       where the artifacts and manifest.json are written (default: dist-sheets)
  --profile FILE  a lender's profile not yet on the roster: a .ts module exporting it (its slug
                  the folder of its workbooks under --sheets), compiled beside the roster's lenders
  -h, --help      print this help

Each lender's sheet of each effective moment (a rate sheet with the companion workbooks of its
date) compiles on its own. A sheet with an error is refused: nothing is written for it, what an
earlier compile wrote for it stays, and every other sheet is still written. Warnings (a note, a
program the lender does not price) never refuse a sheet; they are kept in the manifest. A sheet
that lost a grid row, band, PPP table or row, cap, program, doc type, matrix row or rate block
since the lender's previous sheet is refused until sheets/acknowledged.json lists the entry the
error prints.

Exit status: 0 every sheet written; 1 a sheet refused, or another error; 2 a usage error.`;

/**
 * The profiles a module exports (`--profile`), by slug: each export that is a table-language profile
 * (an object with a `slug` and `tables`); or why there is none to compile with.
 */
async function profilesIn(file: string): Promise<Record<string, LenderProfile> | string> {
  let exported: Record<string, unknown>;
  try {
    exported = await import(pathToFileURL(resolve(file)).href);
  } catch (error) {
    return `--profile ${file} cannot be loaded: ${(error as Error).message}`;
  }
  const profiles = Object.values(exported).filter(
    (v): v is LenderProfile =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { slug?: unknown }).slug === 'string' &&
      Array.isArray((v as { tables?: unknown }).tables),
  );
  if (profiles.length === 0) return `--profile ${file} exports no profile (an object with a slug and its tables)`;
  return Object.fromEntries(profiles.map((p) => [p.slug, p]));
}

/** The lines for stdout and stderr (stdout first), and the exit status: 2 is a usage error. */
export interface CommandResult extends Omit<Printed, 'status'> {
  status: Printed['status'] | 2;
}

/** `npm run compile -- ...args`: the compile run and what it prints. */
export async function compileCommand(args: string[]): Promise<CommandResult> {
  let values: { sheets: string; out: string; profile?: string; help?: boolean };
  try {
    values = parseArgs({
      args,
      options: {
        sheets: { type: 'string', default: 'sheets' },
        out: { type: 'string', default: 'dist-sheets' },
        profile: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values as typeof values;
  } catch (error) {
    return { status: 2, stdout: [], stderr: [`compile: ${(error as Error).message}\n${USAGE}`] };
  }
  if (values.help) return { status: 0, stdout: [HELP], stderr: [] };
  if (!statSync(values.sheets, { throwIfNoEntry: false })?.isDirectory())
    return { status: 2, stdout: [], stderr: [`compile: --sheets ${values.sheets} is not a folder\n${USAGE}`] };
  const onboarded = values.profile === undefined ? undefined : await profilesIn(values.profile);
  if (typeof onboarded === 'string') return { status: 2, stdout: [], stderr: [`compile: ${onboarded}\n${USAGE}`] };
  const started = performance.now();
  const run = await compile(values.sheets, values.out, onboarded && { ...LENDERS, ...onboarded });
  if (!run)
    return {
      status: 1,
      stdout: [],
      stderr: [`compile failed: no workbooks found under ${values.sheets}; nothing was written`],
    };
  return report(run, values.out, performance.now() - started);
}
