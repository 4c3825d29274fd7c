/**
 * One lender's workbooks of one sheet made into one artifact, by the lender's profile: every table
 * the profile declares is read by its shared reader (compiler/readers/), then each priced program
 * is assembled from its parts (compiler/programs.ts). Every problem is reported against its cell.
 */
import {
  type Artifact,
  FORMAT_VERSION,
  type Ladder,
  type Matrix,
  type PppTable,
  type RateBlock,
} from '../worker/artifact/format.ts';
import { key } from '../worker/artifact/labels.ts';
import type { UsState } from '../worker/artifact/vocabulary.ts';
import type { LayoutProfile, MatrixTables, ProfileBase, ProgramTabs, TabRef } from './profile.ts';
import type { Parts } from './program-parts.ts';
import { assembleProgram } from './programs.ts';
import { type ProgramCaps, readCaps } from './readers/caps.ts';
import { readGrids } from './readers/grids.ts';
import { type GuidelineColumn, type RuleSet, readLabelValue, readProgramColumns } from './readers/guidelines.ts';
import { readLadders } from './readers/ladders.ts';
import { readMatrix } from './readers/matrix.ts';
import { readPpp, readRestrictedStates } from './readers/ppp.ts';
import { type BlockHeader, findBlocks, routedBlocks } from './readers/rate-blocks.ts';
import { type RouteRow, readRoutes } from './readers/routes.ts';
import { readStateAdjusters } from './readers/state-adjusters.ts';
import { type Books, bookOf, findTab, programTabs } from './readers/tabs.ts';
import type { Sheet } from './sheet.ts';

/** An artifact as the profile makes it; the build adds the moment fields from the banner and the calendar. */
export type BuiltArtifact = Omit<Artifact, 'effective_at' | 'reprice' | 'expires_at'>;

const perProgram = (at: TabRef | ProgramTabs): at is ProgramTabs => 'suffix' in at;

export function assemble(profile: LayoutProfile, books: Books, date: string): BuiltArtifact {
  const found = new Map<string, Sheet | undefined>();
  /** Each tab looked up once: a missing one is reported once. */
  const tab = (ref: TabRef) => {
    const id = `${ref.book ?? ''}\n${key(ref.tab)}`;
    if (!found.has(id)) found.set(id, findTab(books, ref));
    return found.get(id);
  };
  const { prices, grids: gridTables, guidelines, matrix: matrixTables, ppp: pppTables, caps: capTable } = profile;
  const pricesTab = tab(prices.at);
  const pppTab = pppTables && tab(pppTables.at);
  const capsTab = tab(capTable.at);
  const guideTab = tab(guidelines.at);

  const ladders =
    prices.kind === 'ladders' && pricesTab ? readLadders(pricesTab, profile, prices) : new Map<string, Ladder>();
  const headers = prices.kind === 'rate blocks' && pricesTab ? findBlocks(pricesTab, prices) : [];
  const ppp = pppTab && pppTables ? readPpp(pppTab, profile, pppTables) : new Map<string, PppTable[]>();
  const restricted: UsState[] = pppTab && pppTables ? readRestrictedStates(pppTab, pppTables) : [];
  const caps = capsTab ? readCaps(capsTab, profile, capTable, restricted) : new Map<string, ProgramCaps>();
  const rules = guideTab ? readRules(guideTab, profile) : new Map<string, (RuleSet | GuidelineColumn)[]>();

  let routes: RouteRow[] = [];
  if (prices.kind === 'rate blocks') {
    const routesTab = tab(prices.routes.at);
    routes = routesTab
      ? readRoutes(
          routesTab,
          profile,
          prices.routes,
          headers.map((h) => h.name),
        )
      : [];
  }
  const stateTab = profile.stateAdjusters && tab(profile.stateAdjusters.at);
  const states =
    stateTab && profile.stateAdjusters ? readStateAdjusters(stateTab, profile, profile.stateAdjusters) : new Map();
  const blocks = pricesTab ? readBlocks(pricesTab, profile, headers, routes) : [];

  const gridTabs = perProgram(gridTables.at) ? programTabs(books, profile, gridTables.at) : undefined;
  const matrixTabs =
    matrixTables && perProgram(matrixTables.at) ? programTabs(books, profile, matrixTables.at) : undefined;
  const sharedGrids = perProgram(gridTables.at) ? undefined : gridsOf(tab(gridTables.at));
  const sharedMatrixTab = matrixTables && !perProgram(matrixTables.at) ? tab(matrixTables.at) : undefined;
  const sharedMatrix = sharedMatrixTab && matrixTables ? matrixOf(sharedMatrixTab, matrixTables) : undefined;

  function gridsOf(sheet: Sheet | undefined) {
    if (!sheet) return undefined;
    const read = readGrids(sheet, gridTables);
    if (read.grids.length === 0) sheet.error('empty_grid', null, null, 'no price-adjustment grids found');
    return read;
  }
  function matrixOf(sheet: Sheet | undefined, at: MatrixTables): Matrix | undefined {
    return sheet && readMatrix(sheet, at, profile.words);
  }

  const programs = profile.programs.flatMap((def) => {
    const parts: Parts = {
      ladder: ladders.get(def.slug),
      blocks,
      routes,
      rules: rules.get(def.slug) ?? [],
      ppp: ppp.get(def.slug),
      caps: caps.get(def.slug),
      states: states.get(def.slug),
      matrix: matrixTabs ? matrixOf(matrixTabs.get(def.slug), matrixTables!) : sharedMatrix,
      grids: gridTabs ? gridsOf(gridTabs.get(def.slug)) : sharedGrids,
      found: {
        prices: !!pricesTab,
        grids: gridTabs ? gridTabs.has(def.slug) : !!sharedGrids,
        matrix: matrixTabs ? matrixTabs.has(def.slug) : !matrixTables || !!sharedMatrixTab,
        guidelines: !!guideTab,
        ppp: !pppTables || !!pppTab,
        caps: !!capsTab,
        states: !profile.stateAdjusters || !!stateTab,
      },
    };
    return assembleProgram(profile, books, def, parts) ?? [];
  });
  const conforming = [...rules.values()].flat()[0]?.values.conforming_limit;
  return builtArtifact(profile, books, date, {
    ppp_restricted_states: restricted,
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

/** The guideline rules by program slug: one rule set per doc type (program columns) or the one every program shares. */
function readRules(sheet: Sheet, profile: LayoutProfile): Map<string, (RuleSet | GuidelineColumn)[]> {
  const { layout } = profile.guidelines;
  const bySlug = new Map<string, (RuleSet | GuidelineColumn)[]>();
  if ('programColumns' in layout) {
    for (const column of readProgramColumns(sheet, profile, layout.programColumns.programRow))
      bySlug.set(column.program, [...(bySlug.get(column.program) ?? []), column]);
    return bySlug;
  }
  for (const [slug, set] of readLabelValue(sheet, profile) ?? []) bySlug.set(slug, [set]);
  return bySlug;
}

/** The blocks a route names, which priced programs price from; any other block is skipped, unread. */
function readBlocks(sheet: Sheet, profile: LayoutProfile, headers: BlockHeader[], routes: RouteRow[]): RateBlock[] {
  return profile.prices.kind === 'rate blocks' ? routedBlocks(sheet, profile.prices, headers, routes) : [];
}
