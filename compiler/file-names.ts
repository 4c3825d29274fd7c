/**
 * A lender's file names as its profile declares them (`<date>` for YYYY-MM-DD; a rate sheet's
 * reprice adds `_<HHMM>` after the date), read case-insensitively into the date and the time.
 */
import { form } from './patterns.ts';
import type { Files } from './profile.ts';

const HOLES = { date: '\\d{4}-\\d{2}-\\d{2}', time: '(?:_\\d{4})?' };
/** The pattern of a name: its date, and for a rate sheet the reprice time `_HHMM` after it. */
const pattern = (name: string, reprice: boolean) =>
  new RegExp(`^${form(reprice ? name.replace('<date>', '<date><time>') : name, HOLES)}$`, 'i');

/** The name forms as messages print them. */
export const fileForms = (files: Files): string[] => [
  files.rateSheet.replace('<date>', '<date>[_<HHMM>]'),
  ...Object.values(files.companions),
];

/** A rate sheet's date and time (`HHMM` or undefined), when the name is one. */
export function rateSheetName(files: Files, name: string): { date: string; time: string | undefined } | undefined {
  const m = pattern(files.rateSheet, true).exec(name);
  return m ? { date: m[1]!, time: m[2] ? m[2].slice(1) : undefined } : undefined;
}

/** A companion's kind and date, when the name is one. */
export function companionName(files: Files, name: string): { kind: string; date: string } | undefined {
  for (const [kind, companion] of Object.entries(files.companions)) {
    const m = pattern(companion, false).exec(name);
    if (m) return { kind, date: m[1]! };
  }
  return undefined;
}
