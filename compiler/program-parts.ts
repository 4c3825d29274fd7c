/**
 * What the tables gave one program, and whether that is every part its profile declares: a part the
 * program lacks is `missing_program_part` (its loans could not be priced or answered, so the sheet is
 * refused), unless the whole tab holding it is missing, which was reported once as that tab.
 */
import type { Grid, RateBlock, StateAdjusters } from '../worker/artifact/format.ts';
import type { LayoutProfile, ProgramProfile } from './profile.ts';
import type { ProgramCaps } from './readers/caps.ts';
import type { RuleSet } from './readers/guidelines.ts';
import type { RouteRow } from './readers/routes.ts';
import { type Books, bookOf } from './readers/tabs.ts';

/** What the tables gave one program. */
export interface Parts {
  blocks: RateBlock[];
  routes: RouteRow[];
  rules: RuleSet[];
  caps: ProgramCaps | undefined;
  states: StateAdjusters | undefined;
  grids: { grids: Grid[] } | undefined;
  /** Whether the tab of each part was found: a missing tab is one error, not one more per program. */
  found: Record<'prices' | 'grids' | 'guidelines' | 'caps' | 'states', boolean>;
}

/**
 * Each part the profile declares and the program lacks, reported (a part whose whole tab is missing
 * was reported once, as that tab); whether the program has them all.
 */
export function reportMissing(profile: LayoutProfile, books: Books, def: ProgramProfile, parts: Parts): boolean {
  const { found } = parts;
  const lacks = [
    [found.caps && !parts.caps, profile.caps.at.book, 'price limits row'],
    [
      found.states && !!profile.stateAdjusters && !parts.states,
      profile.stateAdjusters?.at.book,
      'state adjuster column',
    ],
  ] as const;
  for (const [lacking, book, what] of lacks) {
    if (!lacking) continue;
    const { lender, workbook, diag } = bookOf(books, { book }).origin;
    diag.add({
      code: 'missing_program_part',
      lender,
      workbook,
      tab: '',
      cell: '',
      message: `program ${def.name} has no ${what}`,
    });
  }
  return (
    !lacks.some(([lacking]) => lacking) &&
    Object.values(found).every(Boolean) &&
    parts.rules.length > 0 &&
    !!parts.grids &&
    !!parts.caps &&
    (!profile.stateAdjusters || !!parts.states)
  );
}
