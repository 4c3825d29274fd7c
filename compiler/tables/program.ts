/**
 * One program of a declared profile made from what the tables gave it (read.ts): its prices, its
 * rules (guideline limits, rules of their own, reductions, the states and lists a later table gives
 * it alone), its grids, prepayment tables, caps, floor and matrix.
 */
import type { Cap, Cond, DocTypeRules, Floor, Matrix, Program, RateBlock, Rule } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { valuesOf } from '../../worker/artifact/plan/conditions.ts';
import { type DocType, LOCK_DAYS, US_STATES, type UsState } from '../../worker/artifact/vocabulary.ts';
import { eq } from '../conditions.ts';
import { Diagnostics } from '../diagnostics.ts';
import { docKeysOf } from '../doc-keys.ts';
import type { ProgramProfile } from '../profile.ts';
import type { RouteRow } from '../readers/routes.ts';
import type { Sheet } from '../sheet.ts';
import type { DeclaredProfile, RuleWord } from './language.ts';
import { noPenaltyRule, restrictedStatesRule } from './penalties.ts';
import { type TermLadder, termBlocks } from './price-list.ts';
import { splitRateRows } from './rate-adjusters.ts';
import { markedRates, minimumRates } from './rate-limits.ts';
import { type ListedStates, narrowed, type Read } from './read.ts';
import { withReductions } from './reductions.ts';
import { routesTo } from './routed-blocks.ts';
import { adjustmentCap, declaredRule, isGuideline, priceLimit, type RuleRow } from './rule-rows.ts';
import { termOf } from './terms.ts';

/**
 * The matrix narrowed to what the rules it holds (RuleWord.inMatrix) allow: a loan outside them is
 * in no cell. A program with such rules and no matrix is refused: the rules would test nothing.
 */
function scoped(matrix: Matrix | null, rows: readonly RuleRow[], def: ProgramProfile, sheet: Sheet): Matrix | null {
  const held = rows.flatMap((row) => (row.word.inMatrix ? (declaredRule(row)?.require ?? []) : []));
  if (!matrix && held.length > 0)
    sheet.error(
      'missing_table',
      null,
      null,
      `${def.name}: its ${rows
        .filter((row) => row.word.inMatrix)
        .map((row) => JSON.stringify(row.label))
        .join(', ')} rule is held by the matrix (inMatrix), but no eligibility matrix is declared for it`,
    );
  return matrix && held.length > 0 ? { ...matrix, when: [...matrix.when, ...held] } : matrix;
}

/** Does the row list every value its attribute can take? Such a rule refuses no loan, and is none. */
function takesEvery(row: RuleRow): boolean {
  const require = declaredRule(row)?.require;
  return (
    require?.kind === 'eq' && require.attr !== 'program' && require.values.length === valuesOf(require.attr).length
  );
}

/** The states listed for a program: every program's list and its own, narrowed by each other; undefined when none lists any. */
function listedFor(lists: Read['listedStates'], slug: string): ListedStates | undefined {
  const every = lists.get('');
  const own = lists.get(slug);
  return every && own ? narrowed(own, every) : (own ?? every);
}

/** The rule that a loan's state is one a state-tier list names, beside the states the rules print. */
function listedStatesRule(listed: ListedStates, workbook: number): Rule {
  return {
    key: 'eligible_states',
    require: { kind: 'eq', attr: 'state', values: listed.states as [UsState] },
    when: [],
    shown: null,
    workbook,
    tab: listed.tab,
    cell: listed.cell,
  };
}

/** The guideline lists a later table may print for one program (assembleProgram's ownList). */
const OWN_LISTS: ReadonlySet<string> = new Set(['states', 'citizenship', 'lien_positions']);

/** Rule words that are rules of their own even unscoped in the first table: the guideline fields hold no such limit. */
const OWN_RULES: ReadonlySet<string> = new Set(['occupancies', 'max_cltv', 'property_types', 'ppp_terms']);

/** The largest loan amount an artifact holds: no maximum printed. */
const NO_MAXIMUM = 2 ** 31 - 1;

/** The parts of a program no table gave: its base prices, its rules, or both (or, both given, the title its prices stand under). */
export function missingParts(def: ProgramProfile, read: Read): string {
  const prices =
    read.ladders.has(def.slug) ||
    read.lockLadders.has(def.slug) ||
    read.ladderTiers.has(def.slug) ||
    read.blocks.has(def.slug) ||
    read.termLadders.has(def.slug) ||
    routesOf(read, def).length > 0;
  const missing = [!prices && 'base prices', !read.rules.has(def.slug) && 'rules'].filter(Boolean);
  return missing.length > 0 ? missing.join(' and ') : 'title of its base prices';
}

/**
 * The rows tested only for the loans the program's rules of some kinds allow (RuleWord.onlyIf): those
 * rules' requirements added to their scope (a maximum LTV not tested for an occupancy the program
 * does not take), so that they are rules of their own, not guideline limits.
 */
function whereAllowed(rows: readonly RuleRow[]): RuleRow[] {
  return rows.map((row) => {
    const kinds = row.word.onlyIf;
    if (!kinds) return row;
    const allowed = rows.filter((r) => kinds.includes(r.word.rule)).flatMap((r) => declaredRule(r)?.require ?? []);
    return allowed.length > 0 ? { ...row, when: [...row.when, ...allowed] } : row;
  });
}

/** The row printing the states where the lender permits no penalty: the program's own, else any table's. */
const restrictedRow = (rows: readonly RuleRow[], read: Read): RuleRow | undefined => {
  const isRestricted = (row: RuleRow) => row.word.rule === 'ppp_restricted_states' && row.value !== null;
  return rows.find(isRestricted) ?? [...read.rules.values()].flatMap((r) => r.rows).find(isRestricted);
};

/** The lock periods a rate block prices: its columns with a price in some row. */
const pricedLocks = (block: RateBlock): number[] =>
  block.locks.flatMap((l, i) => (block.rows.some((r) => 'prices' in r && r.prices[i] !== null) ? [l.days] : []));

/** The lock periods conditions name. */
const lockDaysIn = (when: readonly Cond[]): number[] => when.flatMap((c) => (c.attr === 'lock_days' ? c.values : []));

/** Does the condition, on `attr`, hold `value`? (A condition on another attribute holds it.) */
const valuesHave = (c: Cond, attr: Cond['attr'], value: string): boolean =>
  c.attr !== attr || (c.kind === 'eq' && (c.values as readonly string[]).includes(value));

/** Do a program's price tables all print one and the same term, the program listing more (`terms: [30, 40]`)? */
function oneTermOfMany(ladders: readonly TermLadder[], def: ProgramProfile): boolean {
  const printed = new Set(ladders.map((l) => l.terms?.join('/') ?? ''));
  return (def.terms?.length ?? 0) > 1 && printed.size === 1 && !printed.has('');
}

/** The routes of a program to the blocks of a routes table (RoutedBlocksTable), as printed. */
const routesOf = (read: Read, def: ProgramProfile): RouteRow[] =>
  read.routed?.routes.filter((r) => r.program === def.slug) ?? [];

/** The ladders as serving every term of their program (its own `terms`). */
const servingAll = (ladders: readonly TermLadder[]): TermLadder[] => ladders.map((l) => ({ ...l, terms: null }));

/**
 * The program from what the tables gave it, or undefined when a part it needs is missing (reported).
 * A program whose rules print a column per doc type (RuleTable docTypeHeadings) is assembled once
 * per doc type, each from its own column's rules and every rule printed for the whole program: the
 * program the first's, each doc type's rules its own.
 */
export function assembleProgram(profile: DeclaredProfile, def: ProgramProfile, read: Read): Program | undefined {
  const rules = read.rules.get(def.slug);
  if (!rules?.rows.some((row) => row.docType !== undefined) || typeof def.docTypes === 'string')
    return assembleOne(profile, def, read);
  const title = read.titles.get(def.slug);
  const each = Object.entries(def.docTypes).map(([label, docType], i) => {
    const rows = rules.rows.filter((row) => row.docType === undefined || sameLabel(row.docType, label));
    // a finding about the program is the first doc type's alone
    const quiet = i > 0 && title ? { ...title, sheet: title.sheet.reportingTo(new Diagnostics()) } : title;
    return assembleOne(
      profile,
      { ...def, docTypes: { [label]: docType } },
      {
        ...read,
        rules: new Map(read.rules).set(def.slug, { ...rules, rows }),
        titles: quiet ? new Map(read.titles).set(def.slug, quiet) : read.titles,
      },
    );
  });
  const [first] = each;
  return first && each.every((p) => p !== undefined)
    ? { ...first, doc_types: each.flatMap((p) => p!.doc_types) }
    : undefined;
}

function assembleOne(profile: DeclaredProfile, def: ProgramProfile, read: Read): Program | undefined {
  const fromList = read.termLadders.get(def.slug);
  // a list's one ladder for the program's own terms is a ladder; ladders per term are rate blocks (below)
  const single =
    fromList?.length === 1 && fromList[0]!.terms === null && !fromList[0]!.byLock && !fromList[0]!.block
      ? fromList[0]!.ladder
      : undefined;
  // tables that all print the one same term serve every term a program lists (`Cornerstone DSCR 30 Yr`
  // priced for its 30- and 40-year loans, `terms: [30, 40]`)
  const perTerm = fromList && !single ? (oneTermOfMany(fromList, def) ? servingAll(fromList) : fromList) : undefined;
  // a ladder per lock period (a price table of each): tiers by the loan's lock
  const byLock = read.lockLadders.get(def.slug) ?? [];
  // (a ladder null: its column NA all down, a lock it does not offer)
  const lockTiers =
    byLock.length > 1
      ? byLock.flatMap(({ lock, ladder }) => (ladder ? [{ when: [eq('lock_days', lock)], ladder }] : []))
      : [];
  const tiers = read.ladderTiers.get(def.slug) ?? lockTiers;
  const ladder =
    read.ladders.get(def.slug) ?? single ?? tiers[0]?.ladder ?? byLock.find((l) => l.ladder)?.ladder ?? undefined;
  const block = read.blocks.get(def.slug);
  // rate blocks a routes table routes the program's terms to, as printed
  const routes = routesOf(read, def);
  const routed = read.routed?.blocks.filter((b) => routes.some((r) => routesTo(r, b))) ?? [];
  const prices = ladder ?? block ?? perTerm?.[0]?.ladder ?? routed[0];
  const printed = read.rules.get(def.slug);
  const reduced = printed && withReductions(whereAllowed(printed.rows));
  const rules = printed && reduced && { ...printed, rows: reduced.rows };
  const title = read.titles.get(def.slug);
  if (!prices || !rules || !title) {
    const sheet = title?.sheet;
    sheet?.error('missing_program_part', null, null, `${def.name}: no ${missingParts(def, read)} found`);
    if (sheet) read.reported.add(def.slug);
    return undefined;
  }
  for (const row of reduced?.unsaid ?? [])
    title.sheet.error(
      'unsupported_layout',
      null,
      null,
      `${def.name}: the reduction ${JSON.stringify(row.label)} (${row.tab}!${row.cell}) needs one condition, not a flag, and at most 5 reductions to a program`,
    );
  const { grids, rateAdjusters } = splitRateRows(
    [...(read.grids.get('') ?? []), ...(read.grids.get(def.slug) ?? [])],
    read.rated,
  );
  const ppp = [...(read.ppp.get('') ?? []), ...(read.ppp.get(def.slug) ?? [])];
  // the lock periods the lock tables price: their rows', and their columns' where a row of this
  // program prints a figure (`Program | 15-Day | 30-Day`, NA a period it does not offer)
  const mine = (when: readonly Cond[]) => when.every((c) => valuesHave(c, 'program', def.slug));
  const lockRows = grids.flatMap((g) => [
    ...g.rows.flatMap((r) => lockDaysIn(r.when)),
    ...g.columns.flatMap((c, i) =>
      g.rows.some((r) => mine(r.when) && r.values[i] !== null) ? lockDaysIn(c.when) : [],
    ),
  ]);
  // a rate block prices its lock columns, a list by lock the periods it prints; a ladder its base lock, the lock table the others
  // (a lock column printing no price at all, NA all down, is a period the program does not offer)
  const listedLocks =
    perTerm?.flatMap((l) => l.byLock?.prices.map((p) => p.days) ?? (l.block ? pricedLocks(l.block) : [])) ?? [];
  // ladders by the loan's lock (a price table per lock, or a price heading per lock over its tiers): the periods priced
  const tierLocks = tiers.filter((t) => t.ladder.rows.some((r) => r.price !== null)).flatMap((t) => lockDaysIn(t.when));
  const pricedDays = block
    ? LOCK_DAYS.filter((d) => pricedLocks(block).includes(d))
    : routed.length > 0
      ? LOCK_DAYS.filter((d) => routed.some((b) => pricedLocks(b).includes(d)))
      : tierLocks.length > 0
        ? LOCK_DAYS.filter((d) => tierLocks.includes(d))
        : listedLocks.length > 0
          ? LOCK_DAYS.filter((d) => listedLocks.includes(d))
          : LOCK_DAYS.filter((d) => d === (read.baseLocks.get(def.slug) ?? 30) || lockRows.includes(d));
  const named = def.terms ?? [termOf(profile, def)].filter((t) => t !== undefined);
  // a routed program's terms are its routes', in their order
  const terms =
    routes.length > 0
      ? [...new Set(routes.map((r) => r.term))]
      : perTerm
        ? [...new Set(perTerm.flatMap((l) => l.terms ?? named))].sort((a, b) => a - b)
        : named;
  if (terms.length === 0)
    title.sheet.error(
      'unknown_term',
      null,
      null,
      `${def.name}: its name prints none of the terms ${Object.keys(profile.terms).join(', ')}`,
    );
  // the guideline limits are the first rule table's unscoped rows; every other row is a rule of its own
  const firstTable = Math.min(...rules.rows.map((r) => r.table));
  const guidelines = rules.rows.filter((row) => isGuideline(row, firstTable));
  // lock periods are a guideline field: one printed past the program's first rule table would be lost,
  // unless it is some programs' own list (its conditions the programs': this one's, read below, or others')
  const programsOnly = (r: RuleRow) => r.when.length > 0 && r.when.every((c) => c.attr === 'program');
  for (const row of rules.rows.filter((r) => r.word.rule === 'locks' && !guidelines.includes(r) && !programsOnly(r)))
    title.sheet.error(
      'unsupported_layout',
      null,
      null,
      `${def.name}: lock periods are read from the first rule table giving it rows (${row.tab}!${row.cell} is in a later one)`,
    );
  // the states a state list names for this program (one scoped to it, with those of every program's)
  const listed = listedFor(read.listedStates, def.slug);
  // a list the first table does not print (states, citizenship, lien positions), printed by a later one
  // for this program alone (a note per program) or for every program: the guideline list, not a
  // second rule beside the default every loan is tested against (each reason twice)
  const ownList = (rule: string, programsNamed = false) =>
    rules.rows.find(
      (r) =>
        r.word.rule === rule &&
        r.value !== null &&
        (!programsNamed || r.when.length > 0) &&
        r.when.every((c) => c.attr === 'program' && valuesHave(c, 'program', def.slug)),
    );
  const fromOwn = new Set<RuleRow>();
  const value = (rule: string) => {
    const printed = guidelines.find((r) => r.word.rule === rule && r.value !== null);
    const own = printed || !OWN_LISTS.has(rule) || (rule === 'states' && listed) ? undefined : ownList(rule);
    if (own) fromOwn.add(own);
    return printed ?? own;
  };
  // the periods it prices, of those its rules list when they list some (a lock table every program
  // shares): its own list (printed for it alone) before every program's
  const ownLocks = ownList('locks', true);
  if (ownLocks) fromOwn.add(ownLocks);
  const printedLocks = (ownLocks ?? value('locks'))?.value as number[] | undefined;
  // rules shown for the catalog alone (RuleWord shownOnly): the lender refuses by other tables
  const shownOnly = (rule: RuleWord['rule']) => rules.rows.some((r) => r.word.rule === rule && r.word.shownOnly);
  const lock_days =
    printedLocks && !shownOnly('locks') ? pricedDays.filter((d) => printedLocks.includes(d)) : pricedDays;
  const cells: Record<string, string> = {};
  for (const row of guidelines) cells[row.word.rule] = row.cell;
  const printedStates = value('states');
  for (const own of [printedStates, value('citizenship'), value('lien_positions'), ownLocks ?? value('locks')])
    if (own && fromOwn.has(own)) cells[own.word.rule] = own.tab === rules.tab ? own.cell : `${own.tab}!${own.cell}`;
  // the states a state-tier list names are the eligible ones: the guideline states when the rules print none
  if (listed && !printedStates) cells.states = listed.tab === rules.tab ? listed.cell : `${listed.tab}!${listed.cell}`;
  // a limit or a list the lender does not print is no rule: any loan amount, any state
  const loans = [value('min_loan')?.value ?? 0, value('max_loan')?.value ?? NO_MAXIMUM] as [number, number];
  if (terms.length === 0) return undefined;
  // a rate block's route is its term (the guideline rules say term_not_offered of routes); a ladder's is said here
  const termRule: Rule = {
    key: 'term_not_offered',
    require: { kind: 'eq', attr: 'term', values: terms as [(typeof terms)[number]] },
    when: [],
    shown: null,
    workbook: prices.workbook,
    tab: prices.tab,
    cell: title.cell,
  };
  const restricted = restrictedRow(rules.rows, read);
  // with no prepayment table, the states where no penalty is permitted are a rule of the program's
  const restrictedRule = ppp.length === 0 ? restrictedStatesRule(rules.rows, restricted) : null;
  const declared: Rule[] = [
    ...(block || perTerm || routes.length > 0 || shownOnly('terms') ? [] : [termRule]),
    ...rules.rows.flatMap((row) =>
      (!guidelines.includes(row) || OWN_RULES.has(row.word.rule)) &&
      !row.word.shownOnly &&
      !fromOwn.has(row) &&
      !row.word.inMatrix &&
      !takesEvery(row)
        ? (declaredRule(row) ?? [])
        : [],
    ),
    // a shared table's rule scoped to terms the program does not price is none of its (term_not_offered says so)
    ...read.tableRules.filter((r) =>
      r.when.every((c) => c.attr !== 'term' || c.kind !== 'eq' || c.values.some((t) => terms.includes(t))),
    ),
    ...(listed && printedStates ? [listedStatesRule(listed, rules.workbook)] : []),
    ...(ppp.length === 0 && read.pppOwned ? [noPenaltyRule(read.pppOwned)] : []),
    ...(restrictedRule ? [restrictedRule] : []),
  ];
  // a floor of another program (its conditions a program's: RuleWord.when) is not this one's
  const limits = rules.rows
    .filter((r) => r.word.rule !== 'min_price' || r.when.every((c) => valuesHave(c, 'program', def.slug)))
    .map((row) => priceLimit(row, (restricted?.value ?? []) as UsState[]));
  // an adjustment cap of another program (its conditions a program's) is not this one's
  const capRow = rules.rows.find(
    (r) => r.word.rule === 'adjustment_cap' && r.when.every((c) => valuesHave(c, 'program', def.slug)),
  );
  const maxLtv = value('max_ltv');
  const adjusters = read.stateAdjusters.get(def.slug);
  const docTypeRules: Omit<DocTypeRules, 'doc_type' | 'column_label' | 'doc_keys'> = {
    workbook: rules.workbook,
    tab: rules.tab,
    min_fico: (value('min_fico')?.value as number | undefined) ?? null,
    max_dti: (value('max_dti')?.value as number | undefined) ?? null,
    min_loan: loans[0],
    max_loan: loans[1],
    min_dscr: (value('min_dscr')?.value as number | undefined) ?? null,
    citizenship: (value('citizenship')?.value as DocTypeRules['citizenship'] | undefined) ?? [
      ...profile.assumed.citizenship,
    ],
    lien_positions: (value('lien_positions')?.value as DocTypeRules['lien_positions'] | undefined) ?? [
      ...profile.assumed.lienPositions,
    ],
    // the states a program's state adjusters print, when no rule names them: it is offered in no other
    states: (printedStates?.value as UsState[] | undefined) ??
      listed?.states ??
      adjusters?.states.map((s) => s.state).sort() ?? [...US_STATES],
    states_all_except: printedStates?.except ?? null,
    occupancies: (value('occupancies')?.value as DocTypeRules['occupancies'] | undefined) ?? [
      'owner_occupied',
      'second_home',
      'investment',
    ],
    terms: [...terms],
    locks: printedLocks ?? [...lock_days],
    // a maximum CLTV is a rule of its own (max_cltv_exceeded), or, shown only, the program's figure (or
    // its maximum LTV's, RuleWord andMaxCltv)
    max_cltv: shownOnly('max_cltv')
      ? ((value('max_cltv')?.value as number | undefined) ?? null)
      : maxLtv?.word.andMaxCltv
        ? (maxLtv.value as number)
        : null,
    cells,
    rules: declared,
  };
  const blocks = perTerm ? termBlocks(def, perTerm, lock_days, named) : block ? [block] : [];
  read.programBlocks.set(def.slug, blocks);
  // each doc type the program lists takes the same rules; a rule or adjustment for one doc type says so in its conditions
  const docTypes: [string, DocType][] =
    typeof def.docTypes === 'string' ? [[def.name, def.docTypes]] : Object.entries(def.docTypes);
  return {
    slug: def.slug,
    name: def.name,
    code: def.code ?? null,
    pricing: blocks.length > 0 || routed.length > 0 ? 'rate_blocks' : 'ladder',
    reports_block: routed.length > 0 && read.routed?.reported === true,
    lists_doc_types: def.docTypeAssumed !== true,
    lock_days,
    doc_types: docTypes.map(([label, doc_type]) => ({
      ...docTypeRules,
      doc_type,
      column_label: label,
      doc_keys: docKeysOf(doc_type),
    })),
    ladder: ladder ?? null,
    ladder_tiers: tiers,
    rate_limits: [
      ...minimumRates(rules.rows.filter((r) => r.when.every((c) => valuesHave(c, 'program', def.slug)))),
      ...markedRates(
        read.markedRates,
        [ladder, ...tiers.map((t) => t.ladder), ...byLock.map((l) => l.ladder)],
        [...blocks, ...routed],
      ),
    ],
    rate_adjusters: rateAdjusters,
    routes:
      routes.length > 0
        ? routes.map(({ program: _, ...route }) => route)
        : perTerm
          ? blocks.flatMap((b, i) =>
              (perTerm[i]!.terms ?? named).map((term) => ({
                term,
                conforming: b.name,
                high_balance: b.name,
                row: null,
              })),
            )
          : block
            ? terms.map((term) => ({ term, conforming: block.name, high_balance: block.name, row: null }))
            : null,
    grids,
    ppp,
    caps: limits.flatMap((l): Cap[] => (l.cap ? [l.cap] : [])),
    floor: limits.flatMap((l): Floor[] => (l.floor ? [l.floor] : []))[0] ?? null,
    adjustment_cap: capRow ? adjustmentCap(capRow, grids) : null,
    matrix: scoped(read.matrices.get(def.slug) ?? read.matrices.get('') ?? null, rules.rows, def, title.sheet),
    max_ltv: maxLtv
      ? { value: maxLtv.value as number, cell: maxLtv.cell, workbook: rules.workbook, tab: rules.tab }
      : null,
    state_adjusters: adjusters ?? null,
  };
}
