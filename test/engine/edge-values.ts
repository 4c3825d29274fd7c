/**
 * The loans at an edge of a range and one unit past it on either side: at the printed precision
 * (a whole point of FICO, a dollar, a hundredth of a percent or of a DSCR), and for DTI and DSCR also
 * at 5 and 9 decimals, sent as JSON text; for LTV exactly on the edge (loan × 10000 = edge × price),
 * a hundredth either side and a dollar of loan either side. Which side each lies on is read by
 * plain-reading.ts, not assumed here.
 */
import type { Cond } from '../../worker/artifact/format.ts';
import { withLoanAmount, withLtvExactly, withValue } from './loan-solver.ts';
import type { Loan } from './plain-reading.ts';

type Attr = Extract<Cond, { kind: 'range' }>['attr'];

/** `hundredths` / 100 as text at `places` decimals, plus `units` of the last place (negative: below). */
function decimal(hundredths: number, places: number, units: number): string {
  const scaled = BigInt(hundredths) * 10n ** BigInt(places - 2) + BigInt(units);
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** The edge and just past it either way, as decimal texts: 2, 5 and 9 decimals. */
export const decimalsAround = (hundredths: number): string[] =>
  [2, 5, 9]
    .flatMap((places) => [-1, 1].map((units) => decimal(hundredths, places, units)))
    .concat(decimal(hundredths, 2, 0));

/** What the request schema admits (DTI 0 to 60, DSCR 0 to 10, FICO 500 to 850, loans from 50,000). */
const admitted: Partial<Record<Attr, (value: number) => boolean>> = {
  dti: (v) => v >= 0 && v <= 60,
  dscr: (v) => v >= 0 && v <= 10,
  fico: (v) => v >= 500 && v <= 850,
  loan_amount: (v) => v >= 50_000,
};

/** `loan` at and around the edge `edge` (artifact units) of a range on `attr`. */
export function loansAround(loan: Loan, attr: Attr, edge: number): Loan[] {
  const ok = admitted[attr] ?? (() => true);
  switch (attr) {
    case 'fico':
      return [edge - 1, edge, edge + 1].filter(ok).map((v) => withValue(loan, attr, v));
    case 'loan_amount':
      return [edge - 1, edge, edge + 1].filter(ok).map((v) => withLoanAmount(loan, v));
    case 'dti':
    case 'dscr':
      return decimalsAround(edge)
        .filter((text) => ok(Number(text)))
        .map((text) => withValue(loan, attr, text));
    default:
      return [
        withLtvExactly(loan, edge),
        withLtvExactly(loan, edge, 1),
        withLtvExactly(loan, edge, -1),
        ...[edge - 1, edge + 1].filter((h) => h > 0).map((h) => withLtvExactly(loan, h)),
      ];
  }
}
