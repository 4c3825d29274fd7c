/**
 * A priced program assembled from the parts its profile's tables gave (compiler/program-parts.ts):
 * rate blocks and the routes to them, its rules, grids, caps and state adjusters.
 */
import type { BlockRoute, DocTypeRules, Program, RateBlock } from '../worker/artifact/format.ts';
import { type DocType, LOCK_DAYS, type UsState } from '../worker/artifact/vocabulary.ts';
import { docKeysOf } from './doc-keys.ts';
import type { LayoutProfile, ProgramProfile } from './profile.ts';
import { type Parts, reportMissing } from './program-parts.ts';
import type { RuleSet } from './readers/guidelines.ts';
import type { RouteRow } from './readers/routes.ts';
import type { Books } from './readers/tabs.ts';

/** The program, or undefined when a part it needs is missing (reported). */
export function assembleProgram(
  profile: LayoutProfile,
  books: Books,
  def: ProgramProfile,
  parts: Parts,
): Program | undefined {
  if (!reportMissing(profile, books, def, parts)) return undefined;
  const { prices } = profile;
  const derived = {
    states: parts.states?.states.map((s) => s.state).sort() ?? [],
    terms: routesOf(parts.routes, def).map((r) => r.term),
  };
  const docTypes = parts.rules.map((set) => docTypeRules(profile, def, set, derived));
  const routes = routesOf(parts.routes, def);
  const grids = parts.grids?.grids ?? [];
  const rules = parts.rules[0]!;
  return {
    slug: def.slug,
    name: def.name,
    code: def.code ?? null,
    pricing: 'rate_blocks',
    reports_block: prices.reported,
    lists_doc_types: def.docTypeAssumed !== true,
    lock_days: lockDays(parts.blocks, routes),
    doc_types: docTypes,
    ladder: null,
    routes,
    grids,
    ppp: [],
    caps: parts.caps?.caps ?? [],
    floor: parts.caps?.floor ?? null,
    matrix: null,
    max_ltv:
      rules.values.max_ltv === undefined
        ? null
        : { value: rules.values.max_ltv, cell: rules.cells.max_ltv!, workbook: rules.workbook, tab: rules.tab },
    state_adjusters: parts.states ?? null,
    adjustment_cap: null,
    ladder_tiers: [],
    rate_limits: [],
    rate_adjusters: [],
  };
}

const routesOf = (routes: RouteRow[], def: ProgramProfile): BlockRoute[] =>
  routes.filter((r) => r.program === def.slug).map(({ program: _p, ...route }) => route);

/** The lock periods a program prices: the lock columns of the blocks its routes name. */
function lockDays(blocks: RateBlock[], routes: BlockRoute[]): Program['lock_days'] {
  const routed = new Set(routes.flatMap((r) => [r.conforming, r.high_balance]));
  const locks = new Set(blocks.filter((b) => routed.has(b.name)).flatMap((b) => b.locks.map((l) => l.days)));
  return LOCK_DAYS.filter((d) => locks.has(d));
}

/** The artifact's rules of one doc type: the guideline values, and what the other tables give (states, terms). */
function docTypeRules(
  profile: LayoutProfile,
  def: ProgramProfile,
  set: RuleSet,
  derived: { states: UsState[]; terms: number[] },
): DocTypeRules {
  const v = set.values;
  return {
    workbook: set.workbook,
    tab: set.tab,
    doc_type: def.docTypes as DocType,
    column_label: def.name,
    min_fico: v.min_fico ?? null,
    max_dti: v.max_dti ?? null,
    min_loan: v.min_loan!,
    max_loan: v.max_loan!,
    min_dscr: null,
    citizenship: v.citizenship!,
    lien_positions: [...(profile.guidelines.lienPositions ?? [])],
    states: derived.states,
    states_all_except: null,
    occupancies: v.occupancies!,
    terms: derived.terms,
    locks: v.locks!,
    rules: [],
    doc_keys: docKeysOf(def.docTypes as DocType),
    max_cltv: profile.guidelines.rules.max_cltv === 'max_ltv' ? v.max_ltv! : (v.max_cltv ?? null),
    cells: set.cells,
  };
}
