/** Juniper Ridge's workbook with more tabs, compiled under a profile, for the table language's tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type BuildResult, buildAll } from '../../compiler/build.ts';
import type { LenderProfile } from '../../compiler/lender-profile.ts';
import { writeJuniperWith } from './workbooks.ts';

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
