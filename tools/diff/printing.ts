/**
 * How a lender's sheet prints its figures, from its reviewed profile (compiler/profiles/): prices or
 * points (price = 100 − points), adjustments added to the price or costs subtracted from it. The
 * report shows every figure one way for every lender (prices, and adjustments as their effect on
 * the price, signed) and, for a lender that prints points or costs, the figure as printed beside
 * it in the sheet's own words ("cost 0.875", "credit 0.250"), so that no desk reads a cost as a credit.
 */
import { LENDERS } from '../../compiler/lenders.ts';
import type { Printing } from './model.ts';
import { points } from './units.ts';

/** The lender's printing; prices and adjustments for a lender the compiler has no profile of. */
export function printingOf(lenderSlug: string): Printing {
  const conventions = LENDERS[lenderSlug]?.conventions;
  // a sheet printing basis points, or credits as positive points, is shown in points as costs and credits, the desk's words
  const rates = conventions === undefined || conventions.rates === 'prices' ? 'prices' : 'points';
  return { rates, adjustments: conventions?.adjustments ?? 'adjustments' };
}

/** A printed cost in thousandths, in the sheet's words: 875 -> "cost 0.875", -250 -> "credit 0.250", 0 -> "0.000". */
function costWords(cost: number): string {
  if (cost === 0) return points(0);
  return cost > 0 ? `cost ${points(cost)}` : `credit ${points(-cost)}`;
}

/** An effect on price as the sheet printed it ("cost 0.875", "NA"), or null when the sheet prints effects. */
export function printedAdjustment(printing: Printing, effect: number | null): string | null {
  if (printing.adjustments === 'adjustments') return null;
  return effect === null ? 'NA' : costWords(-effect);
}

/** A price as the sheet printed it, in points ("cost 2.385", "credit 1.830"), or null when it prints prices. */
export function printedPrice(printing: Printing, price: number | null): string | null {
  if (printing.rates === 'prices') return null;
  return price === null ? 'NA' : costWords(100_000 - price);
}

/** A figure and, when the sheet prints it otherwise, as printed: "-0.500, printed cost 0.500". */
export const withPrinted = (shown: string, printed: string | null): string =>
  printed === null ? shown : `${shown}, printed ${printed}`;

/** "printed cost 0.875 → cost 1.000", or null when the sheet prints effects. */
export function printedMove(printing: Printing, old: number | null, now: number | null): string | null {
  const a = printedAdjustment(printing, old);
  const b = printedAdjustment(printing, now);
  return a === null || b === null ? null : `printed ${a} → ${b}`;
}

/** What the report's figures are, and for a lender printing points or costs how its sheet reads them. */
export function printingLegend(lenderName: string, printing: Printing): string {
  const figures = 'Adjustments are shown as their effect on the price, signed (+ a credit to the borrower, − a cost).';
  const prints = [
    printing.rates === 'points' ? 'points (price = 100 − points)' : null,
    printing.adjustments === 'costs'
      ? 'costs (effect = − cost: a printed 0.875 is −0.875 here, (0.250) is +0.250)'
      : null,
  ].filter((p) => p !== null);
  if (prints.length === 0) return figures;
  return `${figures} ${lenderName} prints ${prints.join(' and ')}; such figures are also given as printed (“cost 0.875”, “credit 0.250”).`;
}
