/**
 * How the impact reads, for both views (page.ts): the program table (the
 * reference loan's par rate and its prices at the fixed rates, A → B) and the loan table
 * (eligibility flips, par rate, the same rate priced on both sheets), as plain text cells.
 */
import type { LoanImpact, LoanOnSheet, ProgramImpact } from './impact.ts';
import { type Cell, cell } from './sections.ts';
import { delta, points, rate } from './units.ts';

/** What Δ means to the borrower; every format says it next to the first Δ. */
export const DELTA_LEGEND =
  'Δ = B − A in points of price at the same note rate: negative = the borrower pays more (less rebate, more cost), ' +
  'positive = the borrower pays less. Par rate = the lowest rate priced at or above 100.000 (no par: none is): a higher par rate costs the borrower.';

/** How an impact cell reads (its role): a flip, a move down (a cost to the borrower) or up. */
type Tone = 'became_ineligible' | 'became_eligible' | 'down' | 'up' | '';

const signTone = (d: number | null): Tone => (d === null || d === 0 ? '' : d < 0 ? 'down' : 'up');

/** A loan's state on one sheet, in a few words. */
function side(s: LoanOnSheet): string {
  switch (s.status) {
    case 'eligible':
      return s.par ? rate(s.par.rate) : 'no par';
    case 'ineligible':
      return `ineligible (${s.reasons.join(', ')})`;
    case 'no_program':
      return 'program not on the sheet';
    case 'refused':
      return `refused: ${s.reasons.join(' ')}`;
  }
}

/** "7.625 → 7.750 (+0.125)"; a par rate up is a cost to the borrower, so it reads as a fall. */
function parCell(a: LoanOnSheet, b: LoanOnSheet): Cell {
  const change = a.par && b.par ? b.par.rate - a.par.rate : null;
  const text = `${side(a)} → ${side(b)}${change === null ? '' : ` (${delta(change)})`}`;
  return cell(text, change === null ? '' : signTone(-change));
}

function priceMove(a: number | null, b: number | null): string {
  const show = (v: number | null) => (v === null ? 'not offered' : points(v));
  return `${show(a)} → ${show(b)}${a !== null && b !== null ? ` (${delta(b - a)})` : ''}`;
}

export const PROGRAM_HEADERS = ['Program', 'Reference loan', 'Par rate A → B', 'Price at fixed rates, A → B (Δ)'];

export function programCells(p: ProgramImpact): Cell[] {
  const deltas = p.at.map((x) => (x.a !== null && x.b !== null ? x.b - x.a : null));
  const tones = new Set(deltas.map(signTone));
  return [
    cell(p.program_name),
    cell(p.loan_name),
    parCell(p.a, p.b),
    {
      lines: p.at.map((x) => `${rate(x.rate)}: ${priceMove(x.a, x.b)}`),
      role: tones.size === 1 ? [...tones][0]! : '',
    },
  ];
}

export const LOAN_HEADERS = ['Loan', 'Program', 'Eligibility A → B', 'Par rate A → B', 'Same rate, A → B (Δ)'];

function eligibility(l: LoanImpact): Cell {
  if (l.flip === 'became_ineligible') return cell(`became ineligible: ${l.b.reasons.join(', ')}`, l.flip);
  if (l.flip === 'became_eligible') return cell(`became eligible (was ${l.a.reasons.join(', ')})`, l.flip);
  return cell(l.a.status === 'eligible' ? 'eligible' : `${side(l.a)} on both`);
}

function sameRate(l: LoanImpact): Cell {
  if (!l.move) return cell('—');
  const basis = l.move.basis === 'par' ? 'A’s par rate' : 'A’s best price, no par';
  return cell(`${rate(l.move.rate)} (${basis}): ${priceMove(l.move.a, l.move.b)}`, signTone(l.move.delta));
}

export function loanCells(l: LoanImpact): Cell[] {
  const par = l.flip ? cell(`${side(l.a)} → ${side(l.b)}`) : parCell(l.a, l.b);
  return [cell(l.name), cell(l.program_name), eligibility(l), par, sameRate(l)];
}
