/**
 * Text for the artifact's integer units: points with three decimals (prices, adjustments), note
 * rates, hundredths (LTV / CLTV / DTI / DSCR), dollars. Lenders' NA is printed "NA".
 */
import { hundredthsToNumber, percentString, rateOf, points as toPoints } from '../../worker/artifact/vocabulary.ts';
import type { LimitField } from './model.ts';

/** Thousandths as points: -1250 -> "-1.250"; null -> "NA". A half thousandth (a median) keeps 4 decimals. */
export function points(v: number | null): string {
  if (v === null) return 'NA';
  const s = toPoints(v).toFixed(Number.isInteger(v) ? 3 : 4);
  return s.startsWith('-') && Number(s) === 0 ? s.slice(1) : s;
}

/** A price change, signed: +0.125, -0.250, 0.000. */
export function delta(v: number | null): string {
  if (v === null) return '—';
  const s = points(v);
  return v > 0 ? `+${s}` : s;
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

/** Matrix cell: [8000, 8000] -> "80/80"; null -> "NA". */
export function ltvCell(v: readonly number[] | null): string {
  if (v === null) return 'NA';
  const f = (x: number) => (x % 100 === 0 ? String(hundredthsToNumber(x)) : percentString(x));
  return v.map(f).join('/');
}

export function limitValue(field: LimitField, v: number | null): string {
  if (v === null) return 'N/A';
  switch (field) {
    case 'min_fico':
      return String(v);
    case 'min_dscr':
      return percentString(v);
    case 'min_loan':
    case 'max_loan':
    case 'conforming_limit':
      return dollars(v);
    default:
      return percent(v);
  }
}

export const LIMIT_LABEL: Record<LimitField, string> = {
  min_fico: 'Minimum FICO',
  max_dti: 'Maximum DTI',
  min_loan: 'Minimum loan amount',
  max_loan: 'Maximum loan amount',
  min_dscr: 'Minimum DSCR',
  max_cltv: 'Maximum CLTV',
  max_ltv: 'Maximum LTV',
  conforming_limit: 'Conforming loan limit',
};

export const LIST_LABEL = {
  states: 'Eligible states',
  citizenship: 'Eligible borrowers',
  occupancies: 'Occupancy',
  terms: 'Terms (years)',
  locks: 'Lock periods (days)',
  ppp_restricted_states: 'PPP-restricted states',
} as const;
