/**
 * The cells of an eligibility matrix, one value per limit the matrix names (hundredths for LTV and
 * CLTV, points for FICO), or null: not eligible.
 * - `LTV/CLTV`: "80/80" (max LTV 80, max CLTV 80), one number or a percent cell for both (a number
 *   up to 1 is a fraction), the not-eligible marker or a blank cell;
 * - `LTV% (FICO)`: "80% (700)" (max LTV 80.00 %, min FICO 700), or the not-eligible marker;
 * - `LTV% / FICO`: "80% / 680" (max LTV 80.00 %, min FICO 680), or the not-eligible marker.
 * A percentage past 100 is no LTV: "80% / 680" read as LTV/CLTV is refused, not a CLTV of 680 %.
 */
import type { MatrixLimit } from '../../worker/artifact/format.ts';
import { isNA, notEligibleText } from '../cells.ts';
import type { MatrixCells } from '../profile.ts';
import type { Sheet } from '../sheet.ts';

export const LIMITS: Record<MatrixCells, MatrixLimit[]> = {
  'LTV/CLTV': ['max_ltv', 'max_cltv'],
  'LTV% (FICO)': ['max_ltv', 'min_fico'],
  'LTV% / FICO': ['max_ltv', 'min_fico'],
};

/** The printed forms of a maximum LTV and a minimum FICO in one cell, and how each is named in its error. */
const WITH_FICO: Partial<Record<MatrixCells, { form: RegExp; expected: string }>> = {
  'LTV% (FICO)': {
    form: /^(\d+(?:\.\d+)?)\s*%\s*\(\s*(\d+)\s*\)$/,
    expected: '"<maximum LTV>% (<minimum FICO>)" such as "80% (700)"',
  },
  'LTV% / FICO': {
    form: /^(\d+(?:\.\d+)?)\s*%\s*\/\s*(\d+)$/,
    expected: '"<maximum LTV>% / <minimum FICO>" such as "80% / 680"',
  },
};

const percentOk = (h: number) => h > 0 && h <= 10000;

/** The cell's limits, null (not eligible), or undefined (reported). */
export function matrixCell(sheet: Sheet, form: MatrixCells, row: number, col: number): number[] | null | undefined {
  const c = sheet.cell(row, col);
  if (c.t === 'z' || (c.t === 's' && isNA(sheet, String(c.v)))) return null;
  const text = String(c.v).trim();
  const withFico = WITH_FICO[form];
  if (withFico) {
    const m = withFico.form.exec(text);
    const ltv = m ? Number(m[1]) * 100 : Number.NaN;
    const h = Math.round(ltv);
    if (m && Math.abs(ltv - h) < 1e-6 && percentOk(h)) return [h, Number(m[2])];
    sheet.error(
      'expected_ltv_cell',
      row,
      col,
      `expected ${withFico.expected}, or ${notEligibleText(sheet)}, found ${JSON.stringify(c.w)}`,
    );
    return undefined;
  }
  if (c.t === 'n') {
    const v = c.w.includes('%') || (c.v as number) <= 1 ? (c.v as number) * 100 : (c.v as number);
    const h = Math.round(v * 100);
    if (Math.abs(v * 100 - h) < 1e-6 && percentOk(h)) return [h, h];
  }
  const m = /^(\d+(?:\.\d+)?)\s*%?\s*\/\s*(\d+(?:\.\d+)?)\s*%?$/.exec(text);
  const limits = m ? [Math.round(Number(m[1]) * 100), Math.round(Number(m[2]) * 100)] : [];
  if (limits.length === 2 && limits.every(percentOk)) return limits;
  sheet.error(
    'expected_ltv_cell',
    row,
    col,
    `expected LTV/CLTV such as "80/80", a percentage, ${notEligibleText(sheet)} or blank, found ${JSON.stringify(c.w)}`,
  );
  return undefined;
}
