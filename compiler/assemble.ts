/**
 * One lender's workbooks of one sheet made into one artifact, by a profile in the known layout: every
 * table the profile declares is read by its shared reader (compiler/readers/), then each priced
 * program is assembled from its parts (compiler/programs.ts). Every problem is reported against its cell.
 */
import { type Artifact, FORMAT_VERSION, type RateBlock } from '../worker/artifact/format.ts';
import { key } from '../worker/artifact/labels.ts';
import type { LayoutProfile, ProfileBase, TabRef } from './profile.ts';
import type { Parts } from './program-parts.ts';
import { assembleProgram } from './programs.ts';
import { type ProgramCaps, readCaps } from './readers/caps.ts';
import { readGrids } from './readers/grids.ts';
import { readLabelValue } from './readers/guidelines.ts';
import { type BlockHeader, findBlocks, routedBlocks } from './readers/rate-blocks.ts';
import { type RouteRow, readRoutes } from './readers/routes.ts';
import { readStateAdjusters } from './readers/state-adjusters.ts';
import { type Books, bookOf, findTab } from './readers/tabs.ts';
import type { Sheet } from './sheet.ts';

/** An artifact as the profile makes it; the build adds the moment fields from the banner and the calendar. */
export type BuiltArtifact = Omit<Artifact, 'effective_at' | 'reprice' | 'expires_at'>;

export function assemble(profile: LayoutProfile, books: Books, date: string): BuiltArtifact {
  const found = new Map<string, Sheet | undefined>();
  /** Each tab looked up once: a missing one is reported once. */
  const tab = (ref: TabRef) => {
    const id = `${ref.book ?? ''}\n${key(ref.tab)}`;
    if (!found.has(id)) found.set(id, findTab(books, ref));
    return found.get(id);
  };
  const { prices, grids: gridTables, guidelines, caps: capTable } = profile;
  const pricesTab = tab(prices.at);
  const capsTab = tab(capTable.at);
  const guideTab = tab(guidelines.at);

  const headers = pricesTab ? findBlocks(pricesTab, prices) : [];
  const caps = capsTab ? readCaps(capsTab, profile, capTable) : new Map<string, ProgramCaps>();
  const rules = guideTab ? readLabelValue(guideTab, profile) : undefined;
  const routesTab = tab(prices.routes.at);
  const routes: RouteRow[] = routesTab
    ? readRoutes(
        routesTab,
        profile,
        prices.routes,
        headers.map((h) => h.name),
      )
    : [];
  const stateTab = profile.stateAdjusters && tab(profile.stateAdjusters.at);
  const states =
    stateTab && profile.stateAdjusters ? readStateAdjusters(stateTab, profile, profile.stateAdjusters) : new Map();
  const blocks = pricesTab ? readBlocks(pricesTab, profile, headers, routes) : [];
  const gridsTab = tab(gridTables.at);
  const grids = gridsTab && readGrids(gridsTab, gridTables);
  if (gridsTab && grids?.grids.length === 0)
    gridsTab.error('empty_grid', null, null, 'no price-adjustment grids found');

  const programs = profile.programs.flatMap((def) => {
    const rule = rules?.get(def.slug);
    const parts: Parts = {
      blocks,
      routes,
      rules: rule ? [rule] : [],
      caps: caps.get(def.slug),
      states: states.get(def.slug),
      grids,
      found: {
        prices: !!pricesTab,
        grids: !!gridsTab,
        guidelines: !!guideTab,
        caps: !!capsTab,
        states: !profile.stateAdjusters || !!stateTab,
      },
    };
    return assembleProgram(profile, books, def, parts) ?? [];
  });
  const conforming = [...(rules?.values() ?? [])][0]?.values.conforming_limit;
  return builtArtifact(profile, books, date, {
    ppp_restricted_states: [],
    conforming_limit: conforming ?? null,
    rate_blocks: blocks,
    programs,
  });
}

/** The artifact of a lender's sheet from what its tables gave: the lender, its sources (the rate sheet, then the companions) and the day's parts. */
export function builtArtifact(
  profile: ProfileBase,
  books: Books,
  date: string,
  parts: Pick<BuiltArtifact, 'ppp_restricted_states' | 'conforming_limit' | 'rate_blocks' | 'programs'>,
): BuiltArtifact {
  return {
    format_version: FORMAT_VERSION,
    lender_slug: profile.slug,
    lender_name: profile.name,
    effective_date: date,
    sources: [
      books.rates.origin.workbook,
      ...Object.keys(profile.files.companions).map((k) => bookOf(books, { book: k }).origin.workbook),
    ],
    checks_end_evaluation: profile.checksEndEvaluation,
    keys_once: profile.keysOnce === true,
    ...parts,
  };
}

/** The blocks a route names, which priced programs price from; any other block is skipped, unread. */
function readBlocks(sheet: Sheet, profile: LayoutProfile, headers: BlockHeader[], routes: RouteRow[]): RateBlock[] {
  return routedBlocks(sheet, profile.prices, headers, routes);
}
