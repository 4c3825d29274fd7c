/**
 * Banner dates in the forms a profile declares (`MM/DD/YYYY`, `YYYY-MM-DD`, `Weekday, Month D, YYYY`),
 * read generically: a form is its tokens and literal text, the same for every lender.
 * Tokens: `YYYY` the year (`YY` its last two digits, of this century); `MM` or `M` the month's number, `DD` or `D` the day's, one or two digits
 * either way; `Month` the month's name, in full or its first three letters, any case; `Weekday` a
 * day's name, which may be left out with the comma after it. Other text is literal, except that a
 * run of spaces is any spacing and a comma may be left out.
 */
import { literal } from './patterns.ts';

// biome-ignore format: one line per season
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const TOKENS: Readonly<Record<string, string>> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})(?!\\d)',
  MM: '(\\d{1,2})',
  M: '(\\d{1,2})',
  DD: '(\\d{1,2})',
  D: '(\\d{1,2})',
  Month: '([a-z]+)',
  Weekday: `(?:(?:${WEEKDAYS.join('|')}|${WEEKDAYS.map((d) => d.slice(0, 3)).join('|')}),?\\s*)?`,
};
const TOKEN = /(\bWeekday\b,?\s*|\b(?:YYYY|YY|Month|MM|M|DD|D)\b)/;

/** A form's tokens in order (their captures) and its pattern source. */
function compile(form: string): { tokens: string[]; source: string } {
  const tokens: string[] = [];
  const source = form
    .split(TOKEN)
    .map((part, i) => {
      if (i % 2 === 0) return literal(part).replace(/,/g, ',?');
      const token = part.startsWith('Weekday') ? 'Weekday' : part;
      if (token !== 'Weekday') tokens.push(token);
      return TOKENS[token]!;
    })
    .join('');
  return { tokens, source };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month a name stands for (1-12), in full or its first three letters, or undefined. */
export const monthNamed = (name: string) => {
  const n = name.toLowerCase();
  const i = MONTHS.findIndex((m) => m === n || (n.length === 3 && m.startsWith(n)));
  return i < 0 ? undefined : i + 1;
};

/** The date the captures of a form give, as YYYY-MM-DD, or undefined when a month name is none. */
function dateOf(tokens: readonly string[], captures: readonly string[]): string | undefined {
  const parts: Record<string, number | undefined> = {};
  tokens.forEach((token, i) => {
    const value = captures[i]!;
    if (token === 'YYYY') parts.year = Number(value);
    else if (token === 'YY') parts.year = 2000 + Number(value);
    else if (token === 'MM' || token === 'M') parts.month = Number(value);
    else if (token === 'Month') parts.month = monthNamed(value);
    else parts.day = Number(value);
  });
  const { year, month, day } = parts;
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A time printed between the lead words and the date (`as of 8:05 AM PT on Monday, …`), its zone word and `on` after it. */
const TIME_FIRST = '(?:\\d{1,2}:\\d{2}(?:\\s*[ap]\\.?m\\.?)?\\s+(?:[a-z]{1,4}\\s+)?(?:on\\s+)?)?';

/**
 * The date after `lead` (a banner's "Effective", a colon allowed after it, or the time first) in the
 * first of `forms` that reads it, as YYYY-MM-DD, or undefined.
 */
export function dateAfter(text: string, lead: RegExp, forms: readonly string[]): string | undefined {
  // a day printed as an ordinal (`November 20th`) is its number
  const plain = text.replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/gi, '$1');
  for (const form of forms) {
    const { tokens, source } = compile(form);
    const m = new RegExp(`${lead.source}:?\\s*${TIME_FIRST}${source}`, 'i').exec(plain);
    const date = m && dateOf(tokens, m.slice(1));
    if (date) return date;
  }
  return undefined;
}
