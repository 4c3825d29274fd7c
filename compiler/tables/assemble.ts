/**
 * One sheet of a lender whose tables are declared in the table language (language.ts), made into
 * an artifact: each table found and read by its shape and meaning, then each program assembled
 * from what the tables gave it. Every problem is reported against its cell, as for the known
 * layouts (compiler/assemble.ts).
 */
import type {
  Cap,
  Cond,
  DocTypeRules,
  Floor,
  Grid,
  Ladder,
  Matrix,
  PppTable,
  Program,
  RateBlock,
  Rule,
} from '../../worker/artifact/format.ts';
import { valuesOf } from '../../worker/artifact/plan/conditions.ts';
import { type DocType, LOCK_DAYS, US_STATES, type UsState } from '../../worker/artifact/vocabulary.ts';
import { type BuiltArtifact, builtArtifact } from '../assemble.ts';
import { docKeysOf } from '../doc-keys.ts';
import type { ProgramProfile, TabRef } from '../profile.ts';
import { readLadders } from '../readers/ladders.ts';
import { type Books, findTab } from '../readers/tabs.ts';
import { a1, colLetter, parseA1, type Sheet } from '../sheet.ts';
import { readAdjustmentColumns, readAdjustments, titleCell } from './adjustments.ts';
import { fillOtherStates } from './conditions.ts';
import { type FoundTable, findColumns, findList, findTables, findTitled, findTitledColumns } from './find.ts';
import { readGrids } from './grid.ts';
import type { AdjustmentTable, DeclaredProfile, GridTable, PriceTable, Table } from './language.ts';
import { misprintedLocks, readLockGroups } from './lock-groups.ts';
import { readListMatrix, readMatrices } from './matrix.ts';
import { readPairs } from './pairs.ts';
import { noPenaltyRule, readPenalties, readPenaltyColumns } from './penalties.ts';
import { readPriceColumns } from './price-columns.ts';
import { readPriceList, type TermLadder, termBlock, termBlocks } from './price-list.ts';
import { ownerOf, titledBy } from './program-cells.ts';
import { readRatesAcross } from './rates-across.ts';
import { withReductions } from './reductions.ts';
import {
  declaredRule,
  isGuideline,
  mergeRules,
  type ProgramRules,
  priceLimit,
  type RuleRow,
  readRuleRows,
} from './rule-rows.ts';
import { readSentences } from './sentences.ts';
import { termOf } from './terms.ts';

/** What the tables gave, by program slug (`''`: every program). */
interface Read {
  ladders: Map<string, Ladder>;
  /** the rate block of each program priced per lock column */
  blocks: Map<string, RateBlock>;
  /** each program's ladders of a long list of base prices, by the terms they serve */
  termLadders: Map<string, TermLadder[]>;
  /** the rate blocks each program assembled is priced from */
  programBlocks: Map<string, RateBlock[]>;
  /** the cell of each program's title, where its term is printed */
  titles: Map<string, { sheet: Sheet; cell: string }>;
  /** the lock period each program's ladder prices (its price table's `baseLock`) */
  baseLocks: Map<string, PriceTable['baseLock']>;
  grids: Map<string, Grid[]>;
  /** prepayment tables by program slug (`''`: every program's) */
  ppp: Map<string, PppTable[]>;
  /** the first prepayment table of some programs only (a column per program, or titled by one): a program in none takes no penalty */
  pppOwned: { workbook: number; tab: string; cell: string } | null;
  /** rules the tables give every program besides their rule rows (a prepayment table's) */
  tableRules: Rule[];
  rules: Map<string, ProgramRules>;
  /** how many rule tables were read */
  ruleTables: number;
  /** the states a state-tier list names (AdjustmentTable.onlyListedStates) and its title cell */
  listedStates: { states: UsState[]; tab: string; cell: string } | null;
  /** the eligibility matrix of each program (`''`: every program's) */
  matrices: Map<string, Matrix>;
  /** programs whose missing part was reported at a cell */
  reported: Set<string>;
}

export function assembleDeclared(profile: DeclaredProfile, books: Books, date: string): BuiltArtifact {
  const read: Read = {
    ladders: new Map(),
    blocks: new Map(),
    termLadders: new Map(),
    programBlocks: new Map(),
    titles: new Map(),
    baseLocks: new Map(),
    grids: new Map(),
    ppp: new Map(),
    pppOwned: null,
    tableRules: [],
    matrices: new Map(),
    reported: new Set(),
    rules: new Map(),
    ruleTables: 0,
    listedStates: null,
  };
  for (const table of profile.tables) {
    const sheet = findTab(books, table.at);
    const printed = table.means === 'base prices' && table.rates ? sheet?.inConventions({ rates: table.rates }) : sheet;
    if (printed) readTable(printed, profile, table, read);
  }
  const programs = profile.programs.flatMap((def) => {
    const program = assembleProgram(profile, def, read);
    if (!program && !read.reported.has(def.slug)) {
      const { origin } = books.rates;
      origin.diag.add({
        code: 'missing_program_part',
        lender: origin.lender,
        workbook: origin.workbook,
        tab: '',
        cell: '',
        message: `${def.name}: no ${missingParts(def, read)} found for it in the tables the profile declares`,
      });
    }
    return program ?? [];
  });
  return builtArtifact(profile, books, date, {
    ppp_restricted_states: pppRestrictedStates(read),
    conforming_limit: null,
    rate_blocks: programs.flatMap((p) => read.programBlocks.get(p.slug) ?? []),
    programs,
  });
}

/** The states where the lender permits no prepayment penalty, as a rule table prints them (none: every state permits one). */
function pppRestrictedStates(read: Read): UsState[] {
  const rows = [...read.rules.values()].flatMap((r) => r.rows);
  return [...((rows.find((row) => row.word.rule === 'ppp_restricted_states')?.value as UsState[] | undefined) ?? [])];
}

/** The shapes the language reads each meaning in. */
const SHAPES: Readonly<Record<Table['means'], readonly Table['shape'][]>> = {
  'base prices': ['program groups', 'program columns', 'rates across', 'list'],
  adjustments: ['list', 'grid', 'program columns', 'pairs'],
  'prepayment penalties': ['list', 'program columns'],
  'eligibility rules': ['list', 'program columns', 'program rows', 'sentences'],
  'eligibility matrix': ['grid', 'list'],
};

function readTable(sheet: Sheet, profile: DeclaredProfile, table: Table, read: Read): void {
  const reads = SHAPES[table.means];
  if (!(reads as readonly string[]).includes(table.shape)) {
    sheet.error(
      'unsupported_layout',
      null,
      null,
      `the language reads ${table.means} as ${reads.join(' or ')}, not as ${table.shape}`,
    );
    return;
  }
  // the headers of program groups, found once for the checks and readers below
  const groups =
    table.means === 'base prices' &&
    (table.shape === 'program groups' || table.columns.some((c) => c.lock !== undefined))
      ? findTables(sheet, table.columns, 'skip')
      : [];
  if (table.means === 'base prices' && table.shape === 'program groups' && groups.length === 0) {
    sheet.error('missing_table', null, null, `no header ${table.columns.map((c) => c.heading).join(' | ')}`);
    return;
  }
  if (table.means === 'base prices' && table.columns.some((c) => c.lock !== undefined)) {
    for (const { program, block, terms } of readLockGroups(sheet, profile, table, groups).values()) {
      const slug = program.slug;
      if (terms) {
        // a table of one term: a rate block routed for it, beside the program's other terms'
        read.termLadders.set(slug, [...(read.termLadders.get(slug) ?? []), termBlock(block, terms)]);
        if (!read.titles.has(slug)) read.titles.set(slug, { sheet, cell: block.title_cell });
        continue;
      }
      const before = read.titles.get(slug);
      if (read.blocks.has(slug) && before) {
        const cell = parseA1(block.title_cell);
        sheet.error(
          'duplicate_ladder',
          cell.row,
          cell.col,
          `a second rate table for ${program.name} (the first is ${before.sheet.tab}!${before.cell})`,
        );
        continue;
      }
      read.blocks.set(slug, block);
      read.titles.set(slug, { sheet, cell: block.title_cell });
    }
    for (const slug of misprintedLocks(sheet, profile, table)) read.reported.add(slug);
    return;
  }
  if (table.means === 'base prices' && table.shape === 'rates across') {
    for (const [slug, block] of readRatesAcross(sheet, profile, table)) {
      read.blocks.set(slug, block);
      read.titles.set(slug, { sheet, cell: block.title_cell });
    }
    return;
  }
  if (table.means === 'base prices' && table.shape === 'program columns') {
    const found = findColumns(sheet, table.columns[0]?.heading ?? '');
    for (const { program, term, ladder, block, title } of found ? readPriceColumns(sheet, profile, table, found) : []) {
      const slug = program.slug;
      if (!read.titles.has(slug)) read.titles.set(slug, { sheet, cell: title });
      read.baseLocks.set(slug, table.baseLock);
      if (term === null) {
        if (block) read.blocks.set(slug, block);
        if (ladder) read.ladders.set(slug, ladder);
        continue;
      }
      // a table of one term: its prices routed for it, beside the program's other terms'
      const category = table.category ?? sheet.tab;
      const perTerm: TermLadder | undefined = block
        ? termBlock(block, [term])
        : ladder && { terms: [term], ladder, byLock: null, block: null, category };
      if (perTerm) read.termLadders.set(slug, [...(read.termLadders.get(slug) ?? []), perTerm]);
    }
    return;
  }
  if (table.means === 'base prices' && table.shape === 'list') {
    const found =
      table.title !== undefined ? findTitled(sheet, table.title, table.columns) : findList(sheet, table.columns);
    for (const [slug, ladders] of found ? readPriceList(sheet, profile, table, found) : []) {
      read.termLadders.set(slug, ladders);
      read.baseLocks.set(slug, table.baseLock);
      const first = ladders[0]!.ladder;
      read.titles.set(slug, { sheet, cell: `${first.rate_col}${first.rows[0]?.row ?? 1}` });
    }
    return;
  }
  if (table.means === 'base prices') {
    const heading = (holds: string) => table.columns.find((c) => c.holds === holds)?.heading ?? '';
    const header: [string, string] = [heading('rate'), heading('price')];
    for (const [slug, ladder] of readLadders(sheet, profile, {
      kind: 'ladders',
      at: table.at,
      header,
      baseLock: table.baseLock,
    })) {
      read.ladders.set(slug, ladder);
      read.baseLocks.set(slug, table.baseLock);
    }
    for (const group of groups) {
      const program = profile.programs.find((p) => read.ladders.get(p.slug)?.rate_col === colLetter(group.titleCol));
      if (program) read.titles.set(program.slug, { sheet, cell: a1(group.headerRow - 1, group.titleCol) });
    }
    return;
  }
  if (table.means === 'eligibility matrix' && table.shape === 'grid') {
    for (const [slug, matrix] of readMatrices(sheet, profile, table))
      read.matrices.set(tabsOwn(sheet, profile, slug, table.at), matrix);
    return;
  }
  if (table.means === 'eligibility rules' && table.shape === 'sentences') {
    mergeRules(read.rules, readSentences(sheet, profile, table, read.ruleTables++));
    return;
  }
  if (table.shape === 'grid') {
    addGrids(read, readGrids(sheet, profile, table), sheet, profile, table);
    return;
  }
  if (table.means === 'adjustments' && table.shape === 'pairs') {
    addGrids(read, readPairs(sheet, profile, table), sheet, profile, table);
    return;
  }
  const heading = table.columns[0]?.heading ?? '';
  const keys = table.means === 'eligibility rules' ? 1 : table.columns.length;
  const found =
    table.shape === 'program columns' || table.shape === 'program rows'
      ? table.title !== undefined
        ? findTitledColumns(sheet, table.title, heading, keys)
        : findColumns(sheet, heading, keys)
      : table.title !== undefined
        ? findTitled(sheet, table.title, table.columns)
        : findList(sheet, table.columns);
  if (!found) return;
  if (table.means === 'eligibility matrix')
    for (const [slug, matrix] of readListMatrix(sheet, profile, table, found))
      read.matrices.set(tabsOwn(sheet, profile, slug, table.at), matrix);
  else if (table.means === 'adjustments') {
    const { grids, refused } =
      table.shape === 'program columns'
        ? { grids: readAdjustmentColumns(sheet, profile, table, found), refused: [] }
        : readAdjustments(sheet, profile, table, found);
    fillOtherStates(grids.values(), refused);
    addGrids(
      read,
      ownedBy(table.shape === 'list' ? titledBy(sheet, profile, found) : undefined, grids),
      sheet,
      profile,
      table,
    );
    if (table.onlyListedStates || refused.length > 0)
      read.listedStates = listedStates(sheet, found, table.onlyListedStates ? grids : null, refused);
  } else if (table.means === 'prepayment penalties') {
    const columns = table.shape === 'program columns';
    const penalties = columns ? readPenaltyColumns(sheet, profile, table, found) : readPenalties(sheet, table, found);
    // a list titled by a program is that program's
    const owner = columns ? undefined : titledBy(sheet, profile, found);
    for (const [slug, ppp] of penalties?.ppp ?? []) {
      const key = owner?.slug ?? tabsOwn(sheet, profile, slug, table.at);
      read.ppp.set(key, [...(read.ppp.get(key) ?? []), ppp]);
    }
    if (penalties?.rule) read.tableRules.push(penalties.rule);
    if (columns || owner)
      read.pppOwned ??= { workbook: sheet.origin.workbookIndex, tab: sheet.tab, cell: titleCell(sheet, found) };
  } else mergeRules(read.rules, readRuleRows(sheet, profile, table, found, read.ruleTables++));
}

/**
 * The states a table lets a loan be in, and its title cell: those a state-tier table lists (`grids`:
 * a state in no tier is not eligible), or every state; none of those it refuses.
 */
function listedStates(
  sheet: Sheet,
  found: FoundTable,
  grids: Map<string, Grid[]> | null,
  refused: readonly UsState[],
): Read['listedStates'] {
  const listed = grids
    ? new Set(
        [...grids.values()]
          .flat()
          .flatMap((g) => g.rows.flatMap((r) => r.when.flatMap((c) => (c.attr === 'state' ? c.values : [])))),
      )
    : new Set(US_STATES);
  const states = US_STATES.filter((s) => listed.has(s) && !refused.includes(s));
  return { states, tab: sheet.tab, cell: titleCell(sheet, found) };
}

/** The grids of a list titled by a program: those read as every program's (`''`) are that program's. */
function ownedBy(owner: ProgramProfile | undefined, grids: Map<string, Grid[]>): Map<string, Grid[]> {
  const every = grids.get('');
  if (!owner || !every) return grids;
  const owned = new Map([...grids].filter(([slug]) => slug !== ''));
  owned.set(owner.slug, [...(owned.get(owner.slug) ?? []), ...every]);
  return owned;
}

/** Adds a table's grids, by program slug (`''`: every program's, or the tab's program's: tabsOwn), after those read before. */
function addGrids(
  read: Read,
  found: Map<string, Grid[]>,
  sheet: Sheet,
  profile: DeclaredProfile,
  table: AdjustmentTable | GridTable,
): void {
  for (const [readSlug, grids] of found) {
    const slug = tabsOwn(sheet, profile, readSlug, table.at);
    // the table's own conditions hold for each of its grids (AdjustmentTable.when)
    const scoped = table.when ? grids.map((g) => ({ ...g, when: [...g.when, ...table.when!] })) : grids;
    read.grids.set(slug, [...(read.grids.get(slug) ?? []), ...scoped]);
  }
}

/**
 * The program a table read as every program's (`''`) is on a tab named by a program (its name or
 * alias, alone or followed by more words), or in a companion workbook whose kind is a program's
 * slug: that program's, a lender printing a tab or a workbook per program; any other slug as read.
 */
const tabsOwn = (sheet: Sheet, profile: DeclaredProfile, slug: string, at: TabRef): string =>
  slug === '' ? (ownerOf(sheet, profile, at)?.slug ?? '') : slug;

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

/** The rule that a loan's state is one a state-tier list names, beside the states the rules print. */
function listedStatesRule(listed: NonNullable<Read['listedStates']>, workbook: number): Rule {
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

/** The guideline lists a later table may print for one program (assemble's ownList). */
const OWN_LISTS: ReadonlySet<string> = new Set(['states', 'citizenship', 'lien_positions']);

/** Rule words that are rules of their own even unscoped in the first table: the guideline fields hold no such limit. */
const OWN_RULES: ReadonlySet<string> = new Set(['occupancies', 'max_cltv', 'property_types', 'ppp_terms']);

/** The largest loan amount an artifact holds: no maximum printed. */
const NO_MAXIMUM = 2 ** 31 - 1;

/** The parts of a program no table gave: its base prices, its rules, or both. */
function missingParts(def: ProgramProfile, read: Read): string {
  const prices = read.ladders.has(def.slug) || read.blocks.has(def.slug) || read.termLadders.has(def.slug);
  return [!prices && 'base prices', !read.rules.has(def.slug) && 'rules'].filter(Boolean).join(' and ');
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

/** Does the condition, on `attr`, hold `value`? (A condition on another attribute holds it.) */
const valuesHave = (c: Cond, attr: Cond['attr'], value: string): boolean =>
  c.attr !== attr || (c.kind === 'eq' && (c.values as readonly string[]).includes(value));

/** Do a program's price tables all print one and the same term, the program listing more (`terms: [30, 40]`)? */
function oneTermOfMany(ladders: readonly TermLadder[], def: ProgramProfile): boolean {
  const printed = new Set(ladders.map((l) => l.terms?.join('/') ?? ''));
  return (def.terms?.length ?? 0) > 1 && printed.size === 1 && !printed.has('');
}

/** The ladders as serving every term of their program (its own `terms`). */
const servingAll = (ladders: readonly TermLadder[]): TermLadder[] => ladders.map((l) => ({ ...l, terms: null }));

/** The program from what the tables gave it, or undefined when a part it needs is missing (reported). */
function assembleProgram(profile: DeclaredProfile, def: ProgramProfile, read: Read): Program | undefined {
  const fromList = read.termLadders.get(def.slug);
  // a list's one ladder for the program's own terms is a ladder; ladders per term are rate blocks (below)
  const single =
    fromList?.length === 1 && fromList[0]!.terms === null && !fromList[0]!.byLock ? fromList[0]!.ladder : undefined;
  // tables that all print the one same term serve every term a program lists (`Cornerstone DSCR 30 Yr`
  // priced for its 30- and 40-year loans, `terms: [30, 40]`)
  const perTerm = fromList && !single ? (oneTermOfMany(fromList, def) ? servingAll(fromList) : fromList) : undefined;
  const ladder = read.ladders.get(def.slug) ?? single;
  const block = read.blocks.get(def.slug);
  const prices = ladder ?? block ?? perTerm?.[0]?.ladder;
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
  const grids = [...(read.grids.get('') ?? []), ...(read.grids.get(def.slug) ?? [])];
  const ppp = [...(read.ppp.get('') ?? []), ...(read.ppp.get(def.slug) ?? [])];
  const lockRows = grids.flatMap((g) =>
    g.rows.flatMap((r) => r.when.flatMap((c) => (c.attr === 'lock_days' ? c.values : []))),
  );
  // a rate block prices its lock columns, a list by lock the periods it prints; a ladder its base lock, the lock table the others
  const listedLocks =
    perTerm?.flatMap((l) => l.byLock?.prices.map((p) => p.days) ?? l.block?.locks.map((k) => k.days) ?? []) ?? [];
  const lock_days = block
    ? LOCK_DAYS.filter((d) => block.locks.some((l) => l.days === d))
    : listedLocks.length > 0
      ? LOCK_DAYS.filter((d) => listedLocks.includes(d))
      : LOCK_DAYS.filter((d) => d === (read.baseLocks.get(def.slug) ?? 30) || lockRows.includes(d));
  const named = def.terms ?? [termOf(profile, def)].filter((t) => t !== undefined);
  const terms = perTerm ? [...new Set(perTerm.flatMap((l) => l.terms ?? named))].sort((a, b) => a - b) : named;
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
  // lock periods are a guideline field: one printed past the program's first rule table would be lost
  for (const row of rules.rows.filter((r) => r.word.rule === 'locks' && !guidelines.includes(r)))
    title.sheet.error(
      'unsupported_layout',
      null,
      null,
      `${def.name}: lock periods are read from the first rule table giving it rows (${row.tab}!${row.cell} is in a later one)`,
    );
  const listed = read.listedStates;
  // a list the first table does not print (states, citizenship, lien positions), printed by a later one
  // for this program alone (a note per program): the guideline list, not a second rule beside the
  // default every loan is tested against
  const ownList = (rule: string) =>
    rules.rows.find(
      (r) =>
        r.word.rule === rule &&
        r.value !== null &&
        r.when.length > 0 &&
        r.when.every((c) => c.attr === 'program' && valuesHave(c, 'program', def.slug)),
    );
  const fromOwn = new Set<RuleRow>();
  const value = (rule: string) => {
    const printed = guidelines.find((r) => r.word.rule === rule && r.value !== null);
    const own = printed || !OWN_LISTS.has(rule) || (rule === 'states' && listed) ? undefined : ownList(rule);
    if (own) fromOwn.add(own);
    return printed ?? own;
  };
  const cells: Record<string, string> = {};
  for (const row of guidelines) cells[row.word.rule] = row.cell;
  const printedStates = value('states');
  for (const own of [printedStates, value('citizenship'), value('lien_positions')])
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
  const declared: Rule[] = [
    ...(block || perTerm ? [] : [termRule]),
    ...rules.rows.flatMap((row) =>
      (!guidelines.includes(row) || OWN_RULES.has(row.word.rule)) &&
      !fromOwn.has(row) &&
      !row.word.inMatrix &&
      !takesEvery(row)
        ? (declaredRule(row) ?? [])
        : [],
    ),
    ...read.tableRules,
    ...(listed && printedStates ? [listedStatesRule(listed, rules.workbook)] : []),
    ...(ppp.length === 0 && read.pppOwned ? [noPenaltyRule(read.pppOwned)] : []),
  ];
  // a floor of another program (its conditions a program's: RuleWord.when) is not this one's
  const limits = rules.rows
    .filter((r) => r.word.rule !== 'min_price' || r.when.every((c) => valuesHave(c, 'program', def.slug)))
    .map(priceLimit);
  const maxLtv = value('max_ltv');
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
    states: (printedStates?.value as UsState[] | undefined) ?? listed?.states ?? [...US_STATES],
    states_all_except: printedStates?.except ?? null,
    occupancies: (value('occupancies')?.value as DocTypeRules['occupancies'] | undefined) ?? [
      'owner_occupied',
      'second_home',
      'investment',
    ],
    terms: [...terms],
    locks: (value('locks')?.value as number[] | undefined) ?? [...lock_days],
    max_cltv: null,
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
    pricing: blocks.length > 0 ? 'rate_blocks' : 'ladder',
    reports_block: false,
    lists_doc_types: def.docTypeAssumed !== true,
    lock_days,
    doc_types: docTypes.map(([label, doc_type]) => ({
      ...docTypeRules,
      doc_type,
      column_label: label,
      doc_keys: docKeysOf(doc_type),
    })),
    ladder: ladder ?? null,
    routes: perTerm
      ? blocks.flatMap((b, i) =>
          (perTerm[i]!.terms ?? named).map((term) => ({ term, conforming: b.name, high_balance: b.name, row: null })),
        )
      : block
        ? terms.map((term) => ({ term, conforming: block.name, high_balance: block.name, row: null }))
        : null,
    grids,
    ppp,
    caps: limits.flatMap((l): Cap[] => (l.cap ? [l.cap] : [])),
    floor: limits.flatMap((l): Floor[] => (l.floor ? [l.floor] : []))[0] ?? null,
    matrix: scoped(read.matrices.get(def.slug) ?? read.matrices.get('') ?? null, rules.rows, def, title.sheet),
    max_ltv: maxLtv
      ? { value: maxLtv.value as number, cell: maxLtv.cell, workbook: rules.workbook, tab: rules.tab }
      : null,
    state_adjusters: null,
  };
}
