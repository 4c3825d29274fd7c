/** Which artifacts answered a request: named the same way by the quote and by the catalog. */
import type { LoadedSheet } from './quote.ts';
import type { RateSheetUsed } from './response.ts';

export const rateSheetOf = ({ artifact, sha256 }: LoadedSheet): RateSheetUsed => ({
  lender_slug: artifact.lender_slug,
  rate_sheet_date: artifact.effective_date,
  sha256,
});

/** The most recent effective date among `sheets` (the response's `rate_sheet_date`), null for none. */
export const latestDate = (sheets: readonly LoadedSheet[]): string | null =>
  sheets.reduce<string | null>(
    (d, x) => (d === null || x.artifact.effective_date > d ? x.artifact.effective_date : d),
    null,
  );
