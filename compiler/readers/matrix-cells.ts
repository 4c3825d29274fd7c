/**
 * The cells of an eligibility matrix, one value per limit the cell prints (hundredths for LTV and
 * CLTV, points for FICO, dollars for a loan amount), or null: not eligible (the not-eligible marker or
 * a blank cell). The profile says what a cell prints as a template: its limits as placeholders
 * (`<max_ltv>`, `<max_cltv>`, `<min_fico>`, `<max_loan>`), each once, between the text printed around
 * them (`<min_fico> / <max_ltv>%` reads `700 / 80%`), or by one of the names below. Spaces around
 * the printed text are optional; a percentage's `%` is optional unless the template prints it. A cell
 * whose every limit is a percentage may print one number, or be a percent cell, for them all (`80`
 * is 80/80 under `<max_ltv>/<max_cltv>`; a number up to 1 is a fraction). A percentage past 100 is no
 * LTV: `80% / 680` read as `<max_ltv>/<max_cltv>` is refused, not a CLTV of 680 %.
 */
import { MATRIX_LIMITS, type MatrixLimit } from '../../worker/artifact/format.ts';
import { isNA, notEligibleText } from '../cells.ts';
import { dollars, scaled } from '../condition-text/decimal.ts';
import type { CellForm } from '../profile.ts';
import type { Sheet } from '../sheet.ts';

/** The forms named for what they print (profile.ts CellForm), each the template it stands for. */
const NAMED: Readonly<Record<string, string>> = {
  'LTV/CLTV': '<max_ltv>/<max_cltv>',
  'LTV% (FICO)': '<max_ltv>% (<min_fico>)',
  'LTV% / FICO': '<max_ltv>% / <min_fico>',
};

/** A template read: its limits in print order, the pattern capturing each, and how an error shows it. */
interface ReadForm {
  limits: MatrixLimit[];
  pattern: RegExp;
  shown: string;
  example: string;
  /** every limit a percentage: one number, or a percent cell, is each of them */
  allPercent: boolean;
}

const PERCENT: ReadonlySet<MatrixLimit> = new Set(['max_ltv', 'max_cltv']);
const NUMBER: Record<MatrixLimit, string> = {
  max_ltv: '(\\d+(?:\\.\\d+)?)',
  max_cltv: '(\\d+(?:\\.\\d+)?)',
  min_fico: '(\\d+)',
  max_loan: '\\$?(\\d[\\d,]*(?:\\.\\d+)?(?:mm|m|k)?)',
};
const SHOWN: Record<MatrixLimit, string> = {
  max_ltv: 'maximum LTV',
  max_cltv: 'maximum CLTV',
  min_fico: 'minimum FICO',
  max_loan: 'maximum loan amount',
};
const EXAMPLE: Record<MatrixLimit, string> = { max_ltv: '80', max_cltv: '80', min_fico: '700', max_loan: '$1,500,000' };

/** Printed text: each character as itself, spaces around any of them optional. */
const printed = (text: string) =>
  [...text.replace(/\s+/g, '')].map((ch) => `\\s*${ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`).join('');

const forms = new Map<string, ReadForm | string>();

/** The form read, or why the template says no cell (a message for the profile's author). */
export function readForm(form: CellForm): ReadForm | string {
  let read = forms.get(form);
  if (read === undefined) forms.set(form, (read = compile(form)));
  return read;
}

function compile(form: CellForm): ReadForm | string {
  const template = NAMED[form] ?? form;
  const parts = template.split(/<([^<>]*)>/); // text, limit, text, limit, ..., text
  const limits = parts.filter((_, i) => i % 2 === 1) as MatrixLimit[];
  const unknown = limits.find((l) => !(MATRIX_LIMITS as readonly string[]).includes(l));
  if (unknown !== undefined || limits.length === 0)
    return `the cell form ${JSON.stringify(template)} names ${unknown === undefined ? 'no limit' : `<${unknown}>, no limit`}: a template names ${MATRIX_LIMITS.map((l) => `<${l}>`).join(', ')}, each at most once`;
  if (new Set(limits).size < limits.length)
    return `the cell form ${JSON.stringify(template)} names a limit twice: a cell holds each limit once`;
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return printed(part);
      const percentOptional = PERCENT.has(part as MatrixLimit) && !parts[i + 1]!.trimStart().startsWith('%');
      return `\\s*${NUMBER[part as MatrixLimit]}${percentOptional ? '\\s*%?' : ''}`;
    })
    .join('');
  return {
    limits,
    pattern: new RegExp(`^${source}\\s*$`, 'i'),
    shown: parts.map((part, i) => (i % 2 === 0 ? part : `<${SHOWN[part as MatrixLimit]}>`)).join(''),
    example: parts.map((part, i) => (i % 2 === 0 ? part : EXAMPLE[part as MatrixLimit])).join(''),
    allPercent: limits.every((l) => PERCENT.has(l)),
  };
}

/** The limits a cell of the form holds, in print order (the artifact's matrix `limits`). */
export const cellLimits = (form: CellForm): MatrixLimit[] => {
  const read = readForm(form);
  return typeof read === 'string' ? [] : read.limits;
};

/** A limit as printed, in its unit; undefined when not one (a percentage in hundredths from 0.01 to 100). */
function limitOf(limit: MatrixLimit, text: string): number | undefined {
  if (limit === 'max_loan') return dollars(text);
  if (limit === 'min_fico') return Number(text);
  const hundredths = scaled(text, 2);
  return hundredths !== undefined && hundredths > 0 && hundredths <= 10000 ? hundredths : undefined;
}

/** One percent cell or number for every limit of an all-percent form: `80`, `80%`, 0.8 as 80.00 %. */
function onePercent(sheet: Sheet, row: number, col: number): number | undefined {
  const c = sheet.cell(row, col);
  if (c.t !== 'n') return undefined;
  const v = c.w.includes('%') || (c.v as number) <= 1 ? (c.v as number) * 100 : (c.v as number);
  const h = Math.round(v * 100);
  return Math.abs(v * 100 - h) < 1e-6 && h > 0 && h <= 10000 ? h : undefined;
}

/** The cell's limits, null (not eligible), or undefined (reported at the cell). The form is one readForm accepts. */
export function matrixCell(sheet: Sheet, form: CellForm, row: number, col: number): number[] | null | undefined {
  const c = sheet.cell(row, col);
  if (c.t === 'z' || (c.t === 's' && isNA(sheet, String(c.v)))) return null;
  const read = readForm(form) as ReadForm;
  const one = read.allPercent ? onePercent(sheet, row, col) : undefined;
  if (one !== undefined) return read.limits.map(() => one);
  const m = read.pattern.exec(String(c.v).trim());
  const limits = m ? read.limits.map((limit, i) => limitOf(limit, m[i + 1]!)) : [];
  if (m && limits.every((l) => l !== undefined)) return limits as number[];
  sheet.error(
    'expected_ltv_cell',
    row,
    col,
    `expected "${read.shown}" such as "${read.example}"${read.allPercent && read.limits.length > 1 ? ', one percentage for each' : ''}, or ${notEligibleText(sheet)}, found ${JSON.stringify(c.w)}`,
  );
  return undefined;
}
