/**
 * What the tables gave one program, and whether that is every part its profile declares: a part the
 * program lacks is `missing_program_part` (its loans could not be priced or answered, so the sheet is
 * refused), unless the whole tab holding it is missing, which was reported once as that tab.
 */
import type { Grid, Ladder, Matrix, PppTable, RateBlock, StateAdjusters } from '../worker/artifact/format.ts';
import type { LayoutProfile, ProgramProfile } from './profile.ts';
import type { ProgramCaps } from './readers/caps.ts';
import type { GuidelineColumn, RuleSet } from './readers/guidelines.ts';
import type { RouteRow } from './readers/routes.ts';
import { type Books, bookOf } from './readers/tabs.ts';

/** What the tables gave one program. */
export interface Parts {
  ladder: Ladder | undefined;
  blocks: RateBlock[];
  routes: RouteRow[];
  rules: (RuleSet | GuidelineColumn)[];
  ppp: PppTable[] | undefined;
  caps: ProgramCaps | undefined;
  states: StateAdjusters | undefined;
  matrix: Matrix | undefined;
  grids: { grids: Grid[] } | undefined;
  /**
   * Whether the tab of each part was found (a program's own grid or matrix tab, or the shared one):
   * a missing tab is one error, not one more per program.
   */
  found: Record<'prices' | 'grids' | 'matrix' | 'guidelines' | 'ppp' | 'caps' | 'states', boolean>;
}

const CAPS_PART = {
  'cap rows, program columns': 'price caps column',
  'program rows, cap columns': 'price limits row',
} as const;

/**
 * Each part the profile declares and the program lacks, reported (a part whose whole tab is missing
 * was reported once, as that tab); whether the program has them all.
 */
export function reportMissing(profile: LayoutProfile, books: Books, def: ProgramProfile, parts: Parts): boolean {
  const { prices, guidelines } = profile;
  const { found } = parts;
  const lacks = [
    [
      found.prices && prices.kind === 'ladders' && !parts.ladder,
      prices.at.book,
      `rate ladder on the ${prices.at.tab} tab`,
    ],
    [!found.grids && 'suffix' in profile.grids.at, profile.grids.at.book, `${gridSuffix(profile)} tab`],
    [
      !found.matrix && !!profile.matrix && 'suffix' in profile.matrix.at,
      profile.matrix?.at.book,
      `${matrixSuffix(profile)} tab`,
    ],
    [
      found.guidelines && parts.rules.length === 0 && 'programColumns' in guidelines.layout,
      guidelines.at.book,
      'guideline column',
    ],
    [found.ppp && !!profile.ppp && !parts.ppp, profile.ppp?.at.book, 'PPP table'],
    [found.caps && !parts.caps, profile.caps.at.book, CAPS_PART[profile.caps.layout]],
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
    (prices.kind === 'rate blocks' || !!parts.ladder) &&
    (!profile.matrix || !!parts.matrix) &&
    !!parts.grids &&
    !!parts.caps &&
    (!profile.ppp || !!parts.ppp) &&
    (!profile.stateAdjusters || !!parts.states)
  );
}

const gridSuffix = (profile: LayoutProfile) => ('suffix' in profile.grids.at ? profile.grids.at.suffix : '');
const matrixSuffix = (profile: LayoutProfile) =>
  profile.matrix && 'suffix' in profile.matrix.at ? profile.matrix.at.suffix : '';
