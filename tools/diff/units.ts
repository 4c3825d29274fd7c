/**
 * Text for the artifact's integer units: points with three decimals (prices, adjustments), note
 * rates, hundredths (LTV / CLTV / DTI / DSCR), dollars. Lenders' NA is printed "NA".
 */
import type { MatrixLimit } from '../../worker/artifact/format.ts';
import { percentString, rateOf, points as toPoints } from '../../worker/artifact/vocabulary.ts';
import type { LimitField } from './model.ts';

/** Thousandths as points: -1250 -> "-1.250"; null -> "NA". A half thousandth (a median) keeps 4 decimals. */
export function points(v: number | null): string {
  if (v === null) return 'NA';
  const s = toPoints(v).toFixed(Number.isInteger(v) ? 3 : 4);
  return s.startsWith('-') && Number(s) === 0 ? s.slice(1) : s;
}

/** What a cell shows where a day has nothing. */
export const DASH = '—';

/** A cap's value: "N/A" when the cap does not exist that day. */
export const capValue = (v: number | null): string => (v === null ? 'N/A' : points(v));

/** A price change, signed: +0.125, -0.250, 0.000. */
export function delta(v: number | null): string {
  if (v === null) return DASH;
  const s = points(v);
  return v > 0 ? `+${s}` : s;
}

/** An effect on the price, always signed: +0.250, -0.875, 0.000; null (the lender's NA) -> "NA". */
export function effect(v: number | null): string {
  return v === null ? 'NA' : delta(v);
}

/** Note rate in thousandths of a percent: 7125 -> "7.125". */
export function rate(v: number): string {
  return rateOf(v).toFixed(3);
}

/** Hundredths as a percentage: 5500 -> "55.00%". */
export function percent(v: number): string {
  return `${percentString(v)}%`;
}

/** "2026-11-23 13:15 (reprice 1)": the lender's own date and time of a sheet, as its banner prints them. */
export function sheetLabel(s: { effective_at: string; reprice: number }): string {
  const local = `${s.effective_at.slice(0, 10)} ${s.effective_at.slice(11, 16)}`;
  return s.reprice > 0 ? `${local} (reprice ${s.reprice})` : local;
}

export function dollars(v: number): string {
  return `$${v.toLocaleString('en-US')}`;
}

/** One limit of a matrix cell: 8000 -> "80.00%" (max LTV / CLTV), 700 (min FICO); null -> "NA" (not eligible). */
export function matrixValue(limit: MatrixLimit, v: number | null): string {
  return v === null ? 'NA' : limitValue(limit, v);
}

/** Each limit: its name, and how its value reads (FICO points, hundredths as a percentage or a DSCR, dollars). */
export const LIMITS: Record<LimitField, { label: string; text: (v: number) => string }> = {
  min_fico: { label: 'Minimum FICO', text: String },
  max_dti: { label: 'Maximum DTI', text: percent },
  min_loan: { label: 'Minimum loan amount', text: dollars },
  max_loan: { label: 'Maximum loan amount', text: dollars },
  min_dscr: { label: 'Minimum DSCR', text: percentString },
  max_cltv: { label: 'Maximum CLTV', text: percent },
  max_ltv: { label: 'Maximum LTV', text: percent },
  conforming_limit: { label: 'Conforming loan limit', text: dollars },
};

/** A limit's value; null: no such test ("N/A"). */
export const limitValue = (field: LimitField, v: number | null): string => (v === null ? 'N/A' : LIMITS[field].text(v));

export const LIST_LABEL = {
  states: 'Eligible states',
  citizenship: 'Eligible borrowers',
  occupancies: 'Occupancy',
  terms: 'Terms (years)',
  locks: 'Lock periods (days)',
  ppp_restricted_states: 'PPP-restricted states',
} as const;
