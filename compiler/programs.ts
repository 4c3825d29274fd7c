/**
 * A priced program assembled from the parts its profile's tables gave: base prices (a ladder, or
 * rate blocks and the routes to them), doc types with their rules, grids, matrix, PPP tables, caps
 * and state adjusters. A part the program lacks is `missing_program_part`: its loans could not be
 * priced or answered, so the sheet is refused.
 */
import type {
  BlockRoute,
  DocTypeRules,
  Grid,
  Ladder,
  Matrix,
  PppTable,
  Program,
  RateBlock,
  StateAdjusters,
} from '../worker/artifact/format.ts';
import { type DocType, isOneOf, LOCK_DAYS, TERMS, type UsState } from '../worker/artifact/vocabulary.ts';
import { eq, nonEmpty } from './conditions.ts';
import type { LenderProfile, ProgramProfile } from './profile.ts';
import type { ProgramCaps } from './readers/caps.ts';
import type { GuidelineColumn, RuleSet } from './readers/guidelines.ts';
import type { RouteRow } from './readers/routes.ts';
import { type Books, bookOf } from './readers/tabs.ts';

/** What the tables gave one program. */
export interface Parts {
  ladder: Ladder | undefined;
  /** the blocks read, and the program's own (blocks titled by program) */
  blocks: RateBlock[];
  ownBlock: RateBlock | undefined;
  routes: RouteRow[] | 'own table';
  rules: (RuleSet | GuidelineColumn)[];
  ppp: PppTable[] | undefined;
  caps: ProgramCaps | undefined;
  states: StateAdjusters | undefined;
  matrix: Matrix | undefined;
  grids: { grids: Grid[]; tierStates: UsState[] | null } | undefined;
  /**
   * Whether the tab of each part was found (a program's own grid or matrix tab, or the shared one):
   * a missing tab is one error, not one more per program.
   */
  found: Record<'prices' | 'grids' | 'matrix' | 'guidelines' | 'ppp' | 'caps' | 'states', boolean>;
}

const CAPS_PART = {
  'cap rows, program columns': 'price caps column',
  'program rows, cap columns': 'price limits row',
  'cap rows, one column': 'price limits',
} as const;

/** The program, or undefined when a part it needs is missing (reported). */
export function assembleProgram(
  profile: LenderProfile,
  books: Books,
  def: ProgramProfile,
  parts: Parts,
): Program | undefined {
  if (!reportMissing(profile, books, def, parts)) return undefined;
  const { prices } = profile;
  const derived = {
    states: parts.states?.states.map((s) => s.state).sort() ?? parts.grids?.tierStates ?? [],
    terms: parts.routes === 'own table' ? [] : routesOf(parts.routes, def).map((r) => r.term),
  };
  const docTypes = parts.rules.map((set) => docTypeRules(profile, def, set, derived));
  let routes: BlockRoute[] | undefined = [];
  if (prices.kind === 'rate blocks')
    routes =
      parts.routes === 'own table'
        ? ownRoutes(profile, books, parts.rules[0]!, parts.ownBlock!)
        : routesOf(parts.routes, def);
  if (!routes) return undefined;
  const grids = parts.grids?.grids ?? [];
  const rules = parts.rules[0]!;
  return {
    slug: def.slug,
    name: def.name,
    code: def.code ?? null,
    pricing: prices.kind === 'ladders' ? 'ladder' : 'rate_blocks',
    reports_block: prices.kind === 'rate blocks' && prices.reported,
    lists_doc_types: typeof def.docTypes !== 'string',
    lock_days: lockDays(profile, grids, parts.blocks, routes),
    doc_types: docTypes,
    ladder: parts.ladder ?? null,
    routes: prices.kind === 'ladders' ? null : routes,
    grids,
    ppp: parts.ppp ?? [],
    caps: parts.caps?.caps ?? [],
    floor: parts.caps?.floor ?? null,
    matrix: covered(profile, parts.matrix, rules),
    max_ltv:
      rules.values.max_ltv === undefined
        ? null
        : { value: rules.values.max_ltv, cell: rules.cells.max_ltv!, workbook: rules.workbook, tab: rules.tab },
    state_adjusters: parts.states ?? null,
  };
}

/**
 * Each part the profile declares and the program lacks, reported (a part whose whole tab is missing
 * was reported once, as that tab); whether the program has them all.
 */
function reportMissing(profile: LenderProfile, books: Books, def: ProgramProfile, parts: Parts): boolean {
  const { prices, guidelines } = profile;
  const { found } = parts;
  const lacks = [
    [
      found.prices && prices.kind === 'ladders' && !parts.ladder,
      prices.at.book,
      `rate ladder on the ${prices.at.tab} tab`,
    ],
    [
      found.prices && prices.kind === 'rate blocks' && parts.routes === 'own table' && !parts.ownBlock,
      prices.at.book,
      `rate table on the ${prices.at.tab} tab`,
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
    (prices.kind === 'ladders' ? !!parts.ladder : parts.routes !== 'own table' || !!parts.ownBlock) &&
    (!profile.matrix || !!parts.matrix) &&
    !!parts.grids &&
    !!parts.caps &&
    (!profile.ppp || !!parts.ppp) &&
    (!profile.stateAdjusters || !!parts.states)
  );
}

const gridSuffix = (profile: LenderProfile) => ('suffix' in profile.grids.at ? profile.grids.at.suffix : '');
const matrixSuffix = (profile: LenderProfile) =>
  profile.matrix && 'suffix' in profile.matrix.at ? profile.matrix.at.suffix : '';

const routesOf = (routes: RouteRow[], def: ProgramProfile): BlockRoute[] =>
  routes.filter((r) => r.program === def.slug).map(({ program: _p, ...route }) => route);

/** The program's own table prices every term its guidelines list; a term the service does not price is refused at its cell. */
function ownRoutes(profile: LenderProfile, books: Books, rules: RuleSet, block: RateBlock): BlockRoute[] | undefined {
  const terms = rules.values.terms ?? [];
  const sheet = bookOf(books, profile.guidelines.at).sheet(rules.tab)!;
  const at = rules.cells.terms ?? '';
  const unknown = terms.filter((t) => !isOneOf(TERMS, t));
  for (const t of unknown)
    sheet.origin.diag.add({
      code: 'unknown_term',
      lender: sheet.origin.lender,
      workbook: sheet.origin.workbook,
      tab: sheet.tab,
      cell: at,
      message: `expected a term of ${TERMS.join(', ')} years, found ${t}`,
    });
  if (terms.length === 0 || unknown.length) return undefined;
  return terms.map((term) => ({
    term: term as BlockRoute['term'],
    conforming: block.name,
    high_balance: block.name,
    row: null,
  }));
}

/** The lock periods a program prices: a ladder's base lock and its grids' lock rows, or its blocks' lock columns. */
function lockDays(
  profile: LenderProfile,
  grids: Grid[],
  blocks: RateBlock[],
  routes: BlockRoute[],
): Program['lock_days'] {
  if (profile.prices.kind === 'ladders') {
    const base = profile.prices.baseLock;
    const rows = grids.flatMap((g) =>
      g.rows.flatMap((r) => r.when.flatMap((c) => (c.attr === 'lock_days' ? c.values : []))),
    );
    return LOCK_DAYS.filter((d) => d === base || rows.includes(d));
  }
  const routed = new Set(routes.flatMap((r) => [r.conforming, r.high_balance]));
  const locks = new Set(blocks.filter((b) => routed.has(b.name)).flatMap((b) => b.locks.map((l) => l.days)));
  return LOCK_DAYS.filter((d) => locks.has(d));
}

/** The artifact's rules of one doc type: the guideline values, and what the other tables give (states, terms). */
function docTypeRules(
  profile: LenderProfile,
  def: ProgramProfile,
  set: RuleSet | GuidelineColumn,
  derived: { states: UsState[]; terms: number[] },
): DocTypeRules {
  const v = set.values;
  const column = 'column_label' in set ? set : undefined;
  return {
    workbook: set.workbook,
    tab: set.tab,
    doc_type: column?.doc_type ?? (def.docTypes as DocType),
    column_label: column?.column_label ?? def.name,
    min_fico: v.min_fico ?? null,
    max_dti: v.max_dti ?? null,
    min_loan: v.min_loan!,
    max_loan: v.max_loan!,
    min_dscr: v.min_dscr ?? null,
    citizenship: v.citizenship!,
    lien_positions: [...(v.lien_positions ?? profile.guidelines.lienPositions ?? [])],
    states: v.states?.values ?? derived.states,
    states_all_except: v.states?.except ?? null,
    occupancies: v.occupancies!,
    terms: v.terms ?? derived.terms,
    locks: v.locks!,
    max_cltv: profile.guidelines.rules.max_cltv === 'max_ltv' ? v.max_ltv! : (v.max_cltv ?? null),
    cells: set.cells,
  };
}

/** The matrix, limited to the loans it covers (the property types of the guidelines). */
function covered(profile: LenderProfile, matrix: Matrix | undefined, rules: RuleSet): Matrix | null {
  if (!matrix) return null;
  const types = nonEmpty(rules.values.property_types ?? []);
  if (profile.matrix?.covers !== 'property_types' || !types) return matrix;
  return { ...matrix, when: [eq('property_type', ...types)] };
}
