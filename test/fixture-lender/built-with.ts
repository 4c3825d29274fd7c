/** Juniper Ridge's workbook with more tabs, compiled under a profile, for the table language's tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type BuildResult, buildAll } from '../../compiler/build.ts';
import type { LenderProfile } from '../../compiler/lender-profile.ts';
import type { PriceTable } from '../../compiler/tables/language.ts';
import { writeJuniperWith } from './workbooks.ts';

/**
 * Juniper Ridge's two other programs on a price tab of `program groups` (`Rate | Price` from column B),
 * a rate each: after the thirty-year program's own rows, a tab that prices all three.
 */
export const OTHER_LADDERS: readonly (readonly unknown[])[] = [
  [],
  [null, 'Fifteen-Year Fixed'],
  [null, 'Rate', 'Price'],
  [null, 5.875, 99.1],
  [],
  [null, 'Thirty-Year Fixed Investor'],
  [null, 'Rate', 'Price'],
  [null, 7.25, 100.2],
];

/** How a profile reads such a tab named `Rated`: program groups of `Rate | Price`, at a 30-day lock. */
export const RATED: PriceTable = {
  means: 'base prices',
  at: { tab: 'Rated' },
  shape: 'program groups',
  baseLock: 30,
  columns: [
    { heading: 'Rate', holds: 'rate' },
    { heading: 'Price', holds: 'price' },
  ],
};

/** The tabs written after Juniper Ridge's own, each its banner then its rows from row 4. */
export type MoreTabs = Readonly<Record<string, readonly (readonly unknown[])[]>>;

/** Juniper Ridge's workbook with `tabs` (workbooks.ts writeJuniperWith, `merges` by tab) compiled under `profile`, in a folder removed after the file's tests. */
export function juniperWith(
  tabs: MoreTabs,
  profile: LenderProfile,
  merges: Readonly<Record<string, readonly string[]>> = {},
): BuildResult {
  const folder = mkdtempSync(join(tmpdir(), 'juniper-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  writeJuniperWith(folder, tabs, merges);
  return buildAll(folder, { profiles: { juniper: profile } });
}
