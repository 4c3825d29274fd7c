/**
 * A lender's file names as its profile declares them (`<date>` for the date in its `files.date`
 * form, YYYY-MM-DD by default; a rate sheet's reprice adds `_<HHMM>`, `_R<n>` or `_v<n>`, after the date),
 * read case-insensitively into the date (as YYYY-MM-DD) and the reprice's time or number.
 */
import { monthNamed } from './banner-dates.ts';
import { form, literal } from './patterns.ts';
import type { Files } from './profile.ts';

const DATE_PARTS: Readonly<Record<string, string>> = {
  YYYY: '\\d{4}',
  YY: '\\d{2}',
  MM: '\\d{2}',
  Mon: '[A-Za-z]{3}', // a month's first three letters, `Nov`
  DD: '\\d{2}',
};

/** A date form's pattern source, each of YYYY (or YY), MM (or Mon) and DD captured (`capture`) or not, the text between them literal. */
const dateSource = (dateForm: string, capture: boolean) =>
  dateForm
    .split(/(YYYY|YY|MM|Mon|DD)/)
    .map((part, i) => (i % 2 ? (capture ? `(${DATE_PARTS[part]})` : DATE_PARTS[part]) : literal(part)))
    .join('');

/** How a lender's file names print the date (Files.date). */
const dateFormOf = (files: Files) => files.date ?? 'YYYY-MM-DD';

/** The date printed in `dateForm`, as YYYY-MM-DD. */
function isoDate(text: string, dateForm: string): string {
  const order: string[] = dateForm.match(/YYYY|YY|MM|Mon|DD/g) ?? [];
  const parts = new RegExp(`^${dateSource(dateForm, true)}$`).exec(text)?.slice(1) ?? [];
  const at = (token: string) => parts[order.indexOf(token)] ?? '';
  // a two-digit year is this century's: sheets are issued now, not in 1926
  const year = order.includes('YYYY') ? at('YYYY') : `20${at('YY')}`;
  const month = order.includes('Mon') ? String(monthNamed(at('Mon')) ?? 0).padStart(2, '0') : at('MM');
  return `${year}-${month}-${at('DD')}`;
}

/** What stands between the date and a reprice's word (Files.reprices `{ word }`): `_`, `-` or a space. */
const WORD_BEFORE = '[_ -]';

/** What a reprice adds after the date: its time, or its number. */
const REPRICE_HOLES = {
  '_<HHMM>': '(?:_\\d{4})?',
  '_R<n>': '(?:_R\\d+)?',
  '_v<n>': '(?:_v\\d+)?',
  '_<n>': '(?:_\\d{1,2})?', // a number alone: `_1` (not a time: at most two digits)
  '_<letter>': '(?:[_-][A-Za-z])?', // an edition letter: `_A` the morning's, `_B` (or `-b`) the first reprice
  ' (<n>)': '(?: \\(\\d{1,2}\\))?', // a download's copy number: ` (2)` the first reprice
  '_<issue>': '(?:_\\d{1,2})?', // the day's issue: `_2` its second, the first reprice
  '_<HHMM> on every sheet': '(?:_\\d{4})', // the morning sheet's time too
} as const;

/** Is every rate sheet filed with its time (`'_<HHMM> on every sheet'`, or `<HHMM>` in its name), the day's earliest its morning sheet? */
export const everySheetTimed = (files: Files): boolean =>
  files.reprices === '_<HHMM> on every sheet' || files.rateSheet.includes('<HHMM>');

/**
 * The pattern of a name: its date, then the mark of a rate sheet's reprice (as `reprices` says), or
 * of the sheet a companion was re-issued with (any sheet's, or none); a name printing `<HHMM>` has
 * its time there (`HarborPointe-RateSheet-<date>-<HHMM>.xlsx`).
 */
const pattern = (name: string, files: Files, of: 'rate sheet' | 'companion') => {
  const date = dateSource(dateFormOf(files), false);
  if (name.includes('<HHMM>'))
    return new RegExp(`^${form(name.replace('<HHMM>', '<reprice>'), { date, reprice: '\\d{4}' })}$`, 'i');
  const { reprices = '_<HHMM>' } = files;
  // a word, numbered or not (`_PM`, `_rev1`, ` Revised`: after `_`, `-` or a space); the morning
  // sheet's own word, when it prints one (`_AM`)
  const hole =
    typeof reprices === 'object'
      ? reprices.morning === undefined
        ? `(?:${WORD_BEFORE}${literal(reprices.word)}\\d*)?`
        : `(?:${WORD_BEFORE}${literal(reprices.word)}\\d*|${WORD_BEFORE}${literal(reprices.morning)})`
      : REPRICE_HOLES[reprices];
  return new RegExp(
    `^${form(name.replace('<date>', '<date><reprice>'), {
      date,
      reprice: of === 'companion' && !hole.endsWith('?') ? `${hole}?` : hole,
    })}$`,
    'i',
  );
};

/** What a name prints after its date (`_R1` as `R1`, `-0715` as `0715`, ` Revised` as `REVISED`), upper-case; undefined for none. */
const markOf = (printed: string | undefined) => printed?.replace(/^[_ -]/, '').toUpperCase() || undefined;

/** A reprice word as a name may print it (WORD_BEFORE): `_PM|-PM| PM`, its number after it if it has one. */
const wordForms = (word: string) => ['_', '-', ' '].map((before) => `${before}${word}`).join('|');

/** The name forms as messages print them. */
export const fileForms = (files: Files): string[] => {
  const date = files.date === undefined ? '<date>' : `<${files.date}>`;
  return [
    files.rateSheet.replace(
      '<date>',
      files.rateSheet.includes('<HHMM>')
        ? date
        : files.reprices === '_<HHMM> on every sheet'
          ? `${date}_<HHMM>`
          : `${date}[${typeof files.reprices === 'object' ? wordForms(files.reprices.word) : (files.reprices ?? '_<HHMM>')}]`,
    ),
    ...Object.values(files.companions).map((name) =>
      name.replace('<date>', date).replace('<month>', `<${files.month ?? 'YYYY-MM'}>`),
    ),
  ];
};

/** Is a companion sent once a month (named with `<month>`), pairing with every rate sheet of its month? */
export const monthly = (companion: string): boolean => companion.includes('<month>');

/** A rate sheet filed by a sheet number alone (`JuniperShoals_Sheet_<number>.xlsx`): its number as printed, when the name is one. */
export function numberedSheetName(files: Files, name: string): string | undefined {
  if (!files.rateSheet.includes('<number>')) return undefined;
  return new RegExp(`^${form(files.rateSheet, { number: '\\d[\\d-]*' })}$`, 'i').exec(name)?.[1];
}

/** A rate sheet's date, and a reprice's time (`HHMM`) or number (`_R<n>`) and its mark as printed (`_R1`), when the name is one. */
export function rateSheetName(
  files: Files,
  name: string,
): { date: string; time: string | undefined; number: number | undefined; mark: string | undefined } | undefined {
  const m = pattern(files.rateSheet, files, 'rate sheet').exec(name);
  if (!m) return undefined;
  const mark = markOf(m[2]);
  const { reprices } = files;
  const word = typeof reprices === 'object' ? reprices.word : undefined;
  // the morning sheet's word (`_AM`) marks no reprice
  const morning = typeof reprices === 'object' && mark !== undefined && mark === reprices.morning?.toUpperCase();
  const numbered =
    reprices === '_R<n>' ||
    reprices === '_v<n>' ||
    reprices === '_<n>' ||
    reprices === ' (<n>)' ||
    reprices === '_<issue>';
  const lettered = reprices === '_<letter>';
  // a version's (a download copy's, an issue's) number counts the day's sheet: `_v2`, ` (2)`, `_2` the first reprice
  const first = reprices === '_v<n>' || reprices === ' (<n>)' || reprices === '_<issue>' ? 1 : 0;
  const number =
    mark === undefined || morning
      ? undefined
      : word !== undefined
        ? Number(mark.slice(word.length)) || 1 // `_rev2` the second; `_PM` the day's one
        : numbered
          ? Number(mark.replace(/^[rv]|[()\s]/gi, '')) - first
          : lettered
            ? mark.charCodeAt(0) - 'A'.charCodeAt(0) // `_A` the morning sheet (0), `_B` the first reprice
            : undefined;
  return {
    date: isoDate(m[1]!, dateFormOf(files)),
    time: numbered || lettered || word !== undefined ? undefined : mark,
    number,
    mark: morning ? undefined : mark,
  };
}

/**
 * A companion's kind and date, and the mark of the rate sheet it was re-issued with (`_R1`: the
 * reprice's own, in place of the day's), when the name is one.
 */
export function companionName(
  files: Files,
  name: string,
): { kind: string; date: string; mark: string | undefined } | undefined {
  for (const [kind, companion] of Object.entries(files.companions)) {
    if (monthly(companion)) {
      // its month as YYYY-MM (the date of a month's day 0), never re-issued with a reprice
      const monthForm = files.month ?? 'YYYY-MM';
      const m = new RegExp(`^${form(companion, { month: dateSource(monthForm, false) })}$`, 'i').exec(name);
      if (m) return { kind, date: isoDate(m[1]!, monthForm).slice(0, 7), mark: undefined };
      continue;
    }
    const m = pattern(companion, files, 'companion').exec(name);
    if (m) return { kind, date: isoDate(m[1]!, dateFormOf(files)), mark: markOf(m[2]) };
  }
  return undefined;
}
