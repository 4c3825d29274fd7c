/** `npm run quote` (tools/quote/cli.ts) run as an operator runs it, at the moment `now` (PRICER_NOW). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runQuote(args: string[], now: string): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['tools/quote/cli.ts', ...args], {
      env: { ...process.env, PRICER_NOW: now },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
