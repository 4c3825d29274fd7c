/**
 * A lender's file names as its profile declares them (`<date>` for YYYY-MM-DD; a rate sheet's
 * reprice adds `_<HHMM>`, or `_R<n>`, after the date), read case-insensitively into the date and
 * the reprice's time or number.
 */
import { form } from './patterns.ts';
import type { Files } from './profile.ts';

/** What a reprice adds after the date: its time, or its number. */
const REPRICE_HOLES = { '_<HHMM>': '(?:_\\d{4})?', '_R<n>': '(?:_R\\d+)?' } as const;

/** The pattern of a name: its date, and for a rate sheet the reprice's mark after it. */
const pattern = (name: string, files: Files | null) =>
  new RegExp(
    `^${form(files ? name.replace('<date>', '<date><reprice>') : name, {
      date: '\\d{4}-\\d{2}-\\d{2}',
      reprice: REPRICE_HOLES[files?.reprices ?? '_<HHMM>'],
    })}$`,
    'i',
  );

/** The name forms as messages print them. */
export const fileForms = (files: Files): string[] => [
  files.rateSheet.replace('<date>', `<date>[${files.reprices ?? '_<HHMM>'}]`),
  ...Object.values(files.companions),
];

/** A rate sheet's date, and a reprice's time (`HHMM`) or number (`_R<n>`), when the name is one. */
export function rateSheetName(
  files: Files,
  name: string,
): { date: string; time: string | undefined; number: number | undefined } | undefined {
  const m = pattern(files.rateSheet, files).exec(name);
  if (!m) return undefined;
  const mark = m[2] ? m[2].slice(1) : undefined;
  const numbered = files.reprices === '_R<n>';
  return {
    date: m[1]!,
    time: numbered ? undefined : mark,
    number: numbered && mark ? Number(mark.slice(1)) : undefined,
  };
}

/** A companion's kind and date, when the name is one. */
export function companionName(files: Files, name: string): { kind: string; date: string } | undefined {
  for (const [kind, companion] of Object.entries(files.companions)) {
    const m = pattern(companion, null).exec(name);
    if (m) return { kind, date: m[1]! };
  }
  return undefined;
}
