/**
 * How an operator's command fails (README › Commands): what the operator can mend (a usage error, a
 * file or folder that cannot be read or written, a malformed sheets/roster.json) is one line on
 * stderr and exit 2, never a stack trace; anything else is a bug, with its stack and exit 1.
 *
 * The roster is read when worker/sheets/roster.ts is imported, and a static import fails before any
 * line of the command runs: a command that prices or publishes imports that code dynamically, inside
 * runCommand, which turns a malformed roster into its one line.
 */
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** A mistake in what the operator asked: its message is the whole report. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function usageError(message: string): never {
  throw new UsageError(message);
}

const FILE_PROBLEMS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EISDIR: 'is a folder, not a file',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  // mkdir -p meeting a file where a folder of the path should be
  EEXIST: 'a part of the path is a file, not a folder',
};

type SystemError = Error & { code?: string; path?: string };

const problemOf = (error: SystemError): string => FILE_PROBLEMS[error.code ?? ''] ?? error.message;

const ROSTER = 'sheets/roster.json';

/** What the operator must mend, in one line, or null when `error` is a bug. */
export function operatorProblem(error: unknown): string | null {
  if (error instanceof UsageError) return error.message;
  if (!(error instanceof Error)) return null;
  const { code, path, message } = error as SystemError;
  const first = message.split('\n')[0]!;
  if (first.includes(ROSTER)) {
    // roster.ts names the file in its own messages; Node names it by its absolute path.
    if (code === 'ERR_MODULE_NOT_FOUND') return `${ROSTER}: no such file`;
    const detail = first.slice(first.indexOf(ROSTER) + ROSTER.length).replace(/^:\s*/, '');
    return `${ROSTER}: ${error instanceof SyntaxError ? `not valid JSON (${detail})` : detail}`;
  }
  if (code && path && code in FILE_PROBLEMS) return `${path}: ${problemOf(error)}`;
  return null;
}

/** Runs a command: its exit code is what `main` returns (if anything); an operator's problem is one line and exit 2. */
export async function runCommand(main: () => number | undefined | Promise<number | undefined>): Promise<void> {
  try {
    const code = await main();
    if (code !== undefined) process.exitCode = code;
  } catch (error) {
    const problem = operatorProblem(error);
    if (problem === null) throw error;
    console.error(problem);
    process.exitCode = 2;
  }
}

/** The bytes of a file the operator named; a usage error naming it when it cannot be read (a folder included). */
export function readOperatorFile(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (error) {
    return usageError(`${path}: ${problemOf(error as SystemError)}`);
  }
}

/**
 * Exits with the roster's one line and code 2 when sheets/roster.json is malformed: for a command that
 * reads it later (in a child process, or through code it imports dynamically).
 */
export async function checkRoster(): Promise<void> {
  await runCommand(async () => {
    await import('../worker/sheets/roster.ts');
    return undefined;
  });
  if (process.exitCode === 2) process.exit(2);
}

/**
 * Readies `path` to be written before any work is done: its folder created as `mkdir -p` would (as
 * tools/diff/daily.ts's --html-dir and compile's --out are), and a usage error naming it when it cannot be
 * written: a file in the way of its folder, no permission, or `path` itself a folder. Nothing is
 * written to `path`.
 */
export function prepareOutputFile(path: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    accessSync(dirname(path), constants.W_OK);
  } catch (error) {
    usageError(`${path}: ${problemOf(error as SystemError)}`);
  }
  if (existsSync(path) && statSync(path).isDirectory()) usageError(`${path}: is a folder, not a file`);
}
