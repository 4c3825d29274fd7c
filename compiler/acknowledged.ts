/**
 * sheets/acknowledged.json: the structural removals a reviewer has accepted, reviewed in a pull
 * request like the sheets themselves. Each entry is exactly what the refusing error prints, so the
 * reviewer copies it: the lender, the effective moment of the sheet that lost something, what
 * vanished, where, and the cell it stood in on the previous sheet. An entry acknowledges that one
 * removal on that one sheet, nothing on any later sheet.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { Moment } from '../worker/artifact/format.ts';
import type { Diagnostic } from './diagnostics.ts';
import { REMOVAL_KINDS, type Removal } from './structure.ts';

const ACKNOWLEDGED_FILE = 'acknowledged.json';

export const Acknowledgement = z
  .object({
    lender: z.string().min(1),
    effective_at: Moment,
    removed: z.enum(REMOVAL_KINDS),
    where: z.string().min(1),
    previous_cell: z.string().min(1),
  })
  .strict();
export type Acknowledgement = z.infer<typeof Acknowledgement>;

/** The entry that acknowledges `removal` on the sheet of `lender` effective at `effective_at`, keys in print order. */
export const acknowledgementOf = (lender: string, effective_at: string, removal: Removal): Acknowledgement => ({
  lender,
  effective_at,
  removed: removal.removed,
  where: removal.where,
  previous_cell: removal.previous_cell,
});

export const sameAcknowledgement = (a: Acknowledgement, b: Acknowledgement) =>
  a.lender === b.lender &&
  a.effective_at === b.effective_at &&
  a.removed === b.removed &&
  a.where === b.where &&
  a.previous_cell === b.previous_cell;

/** The entries of `<sheetsDir>/acknowledged.json` (none when there is no such file), or the finding that it is not valid. */
export function readAcknowledged(sheetsDir: string): { entries: Acknowledgement[]; problem?: Diagnostic } {
  const path = join(sheetsDir, ACKNOWLEDGED_FILE);
  if (!existsSync(path)) return { entries: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { entries: [], problem: problem(`not valid JSON: ${(error as Error).message}`) };
  }
  const result = z.array(Acknowledgement).safeParse(parsed);
  if (result.success) return { entries: result.data };
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`);
  return {
    entries: [],
    problem: problem(
      `expected an array of {lender, effective_at, removed, where, previous_cell}; ${issues.join('; ')}`,
    ),
  };
}

const problem = (message: string): Diagnostic => ({
  severity: 'error',
  code: 'bad_acknowledgements',
  lender: '',
  workbook: ACKNOWLEDGED_FILE,
  tab: '',
  cell: '',
  message,
});
