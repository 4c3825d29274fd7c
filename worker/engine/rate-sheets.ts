/**
 * The sheets an answer is given on: one entry per lender of the roster, always, so that no answer
 * silently leaves a lender out. The store (worker/sheets) decides each lender's sheet and status;
 * the quote and the catalog name them the same way in `rate_sheets[]`.
 */

import { decodeArtifact, readSheet } from '../artifact/codec.ts';
import type { Artifact } from '../artifact/format.ts';
import { type SheetPlan, sheetPlanOf } from '../artifact/plan/sheet.ts';

/**
 * A sheet as answers read it: its plan (what a quote reads), its content address, and its whole
 * artifact (what the catalog and the matrix view show). A sheet read from bytes decodes its
 * artifact on every read of `artifact` and keeps none: an answer reads it once, and a catalog of
 * 1,000 lenders that kept them held about 300 MB (docs/performance.md).
 * `whole` is false for a sheet read from its quote part (a snapshot's quote pack): its `artifact`
 * cannot be read, and the store reads the whole one when the catalog or the matrix view asks.
 */
export interface LoadedSheet {
  plan: SheetPlan;
  sha256: string;
  whole: boolean;
  readonly artifact: Artifact;
}

/**
 * A lender's sheet for this answer:
 * - `in_force`: the sheet in force at the moment asked (now, or `as_of`); it is priced;
 * - `expired`: at the moment asked (now, or `as_of`), the sheet's expiry had passed and no newer
 *   sheet had taken effect; nothing is priced (each program is rejected with `rate_sheet_expired`);
 * - `no_sheet`: the lender has no sheet at that moment (an `as_of` before its first sheet, or a
 *   lender marked idle that has never published one).
 * `withdrawn_at` is set when the sheet was withdrawn after that moment (only an `as_of` replay still sees it).
 */
export type LenderSheet =
  | { lender_slug: string; status: 'in_force' | 'expired'; sheet: LoadedSheet; withdrawn_at: string | null }
  | { lender_slug: string; status: 'no_sheet'; sheet: null; withdrawn_at: null };

/** A lender's sheet that answered: in force (priced) or expired (nothing priced); moments are ISO 8601 with the lender's offset. */
export interface SheetFields {
  lender_slug: string;
  status: 'in_force' | 'expired';
  /** the sheet's effective date (YYYY-MM-DD) */
  rate_sheet_date: string;
  effective_at: string;
  /** 0 for the day's first sheet, then 1, 2, … for intraday reprices */
  reprice: number;
  /** null: in force until a newer sheet takes effect */
  expires_at: string | null;
  withdrawn_at: string | null;
  /** content address of the compiled artifact */
  sha256: string;
}

/** A lender with no sheet at the moment asked. */
export interface NoSheetFields {
  lender_slug: string;
  status: 'no_sheet';
  rate_sheet_date: null;
  effective_at: null;
  reprice: null;
  expires_at: null;
  withdrawn_at: null;
  sha256: null;
}

/** One entry per lender of the roster in an answer's `rate_sheets`: which sheet answered, or why none did. */
export type RateSheetUsed = SheetFields | NoSheetFields;

/** A lender with a sheet (in force or expired). */
export type WithSheet = Extract<LenderSheet, { sheet: LoadedSheet }>;

export function rateSheetOf(ls: WithSheet): SheetFields;
export function rateSheetOf(ls: LenderSheet): RateSheetUsed;
export function rateSheetOf(ls: LenderSheet): RateSheetUsed {
  if (ls.sheet === null) {
    return {
      lender_slug: ls.lender_slug,
      status: 'no_sheet',
      rate_sheet_date: null,
      effective_at: null,
      reprice: null,
      expires_at: null,
      withdrawn_at: null,
      sha256: null,
    };
  }
  const { sha256 } = ls.sheet;
  const a = ls.sheet.plan.header;
  return {
    lender_slug: ls.lender_slug,
    status: ls.status,
    rate_sheet_date: a.effective_date,
    effective_at: a.effective_at,
    reprice: a.reprice,
    expires_at: a.expires_at,
    withdrawn_at: ls.withdrawn_at,
    sha256,
  };
}

/** The sheets that are priced. */
const inForce = (lenders: readonly LenderSheet[]): LoadedSheet[] =>
  lenders.flatMap((l) => (l.status === 'in_force' ? [l.sheet] : []));

/** The sheets whose content an answer can show (in force or expired). */
export const withSheet = (lenders: readonly LenderSheet[]): LoadedSheet[] =>
  lenders.flatMap((l) => (l.sheet ? [l.sheet] : []));

/** The most recent effective date among the sheets in force (the response's `rate_sheet_date`), null for none. */
export const latestDate = (lenders: readonly LenderSheet[]): string | null =>
  inForce(lenders).reduce<string | null>(
    (d, x) => (d === null || x.plan.header.effective_date > d ? x.plan.header.effective_date : d),
    null,
  );

/** Sheets taken as in force, as the CLI and the benchmarks price them (no store, no clock). */
export const allInForce = (sheets: readonly LoadedSheet[]): LenderSheet[] =>
  sheets.map((sheet) => ({
    lender_slug: sheet.plan.header.lender_slug,
    status: 'in_force',
    sheet,
    withdrawn_at: null,
  }));

/** `artifact` as a loaded sheet, its plan packed in memory (the CLI's and the tests' sheets). */
export const loadedSheet = (artifact: Artifact, sha256: string): LoadedSheet => ({
  plan: sheetPlanOf(artifact),
  sha256,
  whole: true,
  artifact,
});

/**
 * A sheet read from its artifact's bytes, or its quote part's (codec.ts): its plan now, its whole
 * artifact decoded and validated each time it is asked for (the catalog, the matrix view). Throws
 * ArtifactError for bytes the plan or header cannot be read from.
 */
export function sheetOfBytes(bytes: Uint8Array, sha256: string): LoadedSheet {
  const { whole, ...plan } = readSheet(bytes);
  return {
    plan,
    sha256,
    whole,
    get artifact() {
      // The store gives the catalog and the matrix view whole sheets: this is a caller's mistake.
      if (!whole) throw new Error(`the sheet ${sha256} was read from its quote part: it holds no tables`);
      return decodeArtifact(bytes);
    },
  };
}
