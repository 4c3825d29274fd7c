/**
 * One sheet of a lender whose tables are declared in the table language (language.ts), made into
 * an artifact: each table found and read by its shape and meaning, then each program assembled
 * from what the tables gave it. Every problem is reported against its cell.
 */
import type { Cond, Grid, Matrix } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { US_STATES, type UsState } from '../../worker/artifact/vocabulary.ts';
import { type BuiltArtifact, builtArtifact } from '../built-artifact.ts';
import { eq } from '../conditions.ts';
import { type Diagnostic, Diagnostics } from '../diagnostics.ts';
import type { ProgramProfile, TabRef } from '../profile.ts';
import type { Books } from '../readers/tabs.ts';
import { a1, parseA1, type Sheet } from '../sheet.ts';
import { lockRules, type ReadList, readAdjustmentColumns, readAdjustments, titleCell } from './adjustments.ts';
import { fillOtherStates } from './conditions.ts';
import {
  blocksBeside,
  type FoundTable,
  findColumns,
  findList,
  findTables,
  findTitled,
  findTitledColumns,
  headerNotFound,
  listBlocks,
  onlyRows,
} from './find.ts';
import { conformingLimit, readFixedForm } from './fixed-forms.ts';
import { readGrids } from './grid.ts';
import { underGroups } from './grouped-header.ts';
import { findKeysAcross, readKeysAcross } from './keys-across.ts';
import type {
  AdjustmentTable,
  Column,
  DeclaredProfile,
  GridTable,
  PenaltyTable,
  RoutedBlocksTable,
  StateAdjusterColumns,
  Table,
} from './language.ts';
import { readLockBlocks } from './lock-blocks.ts';
import { misprintedLocks, readLockGroups } from './lock-groups.ts';
import { readListMatrix, readMatrices } from './matrix.ts';
import { readPairs } from './pairs.ts';
import {
  type Penalties,
  readPenalties,
  readPenaltyColumns,
  readPenaltyStrip,
  readsAsSchedule,
  TITLE,
} from './penalties.ts';
import { readPriceColumns } from './price-columns.ts';
import { readIncrementGroups, readPlainGroups, readTermGroups, readTierGroups } from './price-groups.ts';
import { readPriceList, type TermLadder, termBlock } from './price-list.ts';
import { assembleProgram, missingParts } from './program.ts';
import { ownerOf, ownersOf, titledBy } from './program-cells.ts';
import { readRatesAcross } from './rates-across.ts';
import { emptyRead, type ListedStates, narrowed, type Read } from './read.ts';
import { routesTo } from './routed-blocks.ts';
import { mergeRules, readRuleRows } from './rule-rows.ts';
import { readSentences } from './sentences.ts';
import { tileBlocks } from './tiles.ts';
import { sheetsAt, tabsAt } from './views.ts';

export function assemble(profile: DeclaredProfile, books: Books, date: string): BuiltArtifact {
  const read = emptyRead();
  for (const table of profile.tables) {
    // tables of a fixed form, each read on its one tab (fixed-forms.ts)
    if (table.shape === 'routed blocks' || table.means === 'state adjusters') {
      readFixedForm(books, profile, table, read);
      continue;
    }
    // a rate table reads in its own conventions where it says so, its marked rates collected; an adjustment table its blanks
    const printed = (sheet: Sheet) =>
      table.means === 'base prices'
        ? sheet.inConventions(
            { ...(table.rates && { rates: table.rates }), ...(table.rateMarks && { rateMarks: table.rateMarks }) },
            read.markedRates,
          )
        : table.means === 'adjustments' && table.blank
          ? sheet.inConventions({ blankAdjustment: table.blank })
          : sheet;
    const sheets = tabsAt(books, profile, table.at).flatMap((tab) => sheetsAt(tab, profile, table.at));
    if (sheets.length > 0) readEachSection(sheets, (sheet) => readTable(printed(sheet), profile, table, read));
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
    conforming_limit: conformingLimit(read),
    // the routed blocks some program prices from, as printed, then each program's own
    rate_blocks: [
      ...(read.routed?.blocks.filter((b) => programs.some((p) => p.routes?.some((r) => routesTo(r, b)))) ?? []),
      ...programs.flatMap((p) => read.programBlocks.get(p.slug) ?? []),
    ],
    programs,
  });
}

/**
 * A table read on each of its sheets: the tab, each section of it, or each tab of a program (TableAt
 * `<program>`). A table a section or a program's tab does not print is another program's
 * (`missing_table` there is no finding), unless none prints it.
 */
function readEachSection(sheets: readonly Sheet[], readOn: (sheet: Sheet) => void): void {
  const [only] = sheets;
  if (sheets.length === 1 && only) {
    readOn(only);
    return;
  }
  const found = sheets.map((sheet) => {
    const diag = new Diagnostics();
    readOn(sheet.reportingTo(diag));
    return { sheet, findings: diag.list };
  });
  const missing = (findings: readonly Diagnostic[]) => findings.some((d) => d.code === 'missing_table');
  const printed = found.some(({ findings }) => !missing(findings));
  for (const [i, { sheet, findings }] of found.entries())
    for (const d of findings) if (d.code !== 'missing_table' || (!printed && i === 0)) sheet.origin.diag.add(d);
}

/** The states where the lender permits no prepayment penalty, as a rule table prints them (none: every state permits one). */
function pppRestrictedStates(read: Read): UsState[] {
  const rows = [...read.rules.values()].flatMap((r) => r.rows);
  return [...((rows.find((row) => row.word.rule === 'ppp_restricted_states')?.value as UsState[] | undefined) ?? [])];
}

/** The shapes the language reads each meaning in. */
const SHAPES: Readonly<Record<Table['means'], readonly Table['shape'][]>> = {
  'base prices': ['program groups', 'program columns', 'rates across', 'lock blocks', 'list', 'routed blocks'],
  'state adjusters': ['program columns'],
  adjustments: ['list', 'grid', 'program columns', 'pairs', 'keys across'],
  'prepayment penalties': ['list', 'program columns', 'terms across'],
  'eligibility rules': ['list', 'program columns', 'program rows', 'sentences'],
  'eligibility matrix': ['grid', 'list'],
};

/** The tables read on each of their sheets (readEachSection); routed blocks and state adjusters are read on their one tab. */
type SectionTable = Exclude<Table, RoutedBlocksTable | StateAdjusterColumns>;

function readTable(sheet: Sheet, profile: DeclaredProfile, table: SectionTable, read: Read): void {
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
  // a rate condition adjusts each note rate on its own: read in an adjustment list alone, never left unread
  const columns = table.shape === 'grid' ? [] : table.columns;
  if (columns.some((c) => c.holds === 'rate condition') && (table.means !== 'adjustments' || table.shape !== 'list')) {
    sheet.error(
      'unsupported_layout',
      null,
      null,
      `a 'rate condition' column is read in an adjustment list (\`Note Rate | Adjustment\`), not in ${table.means} as ${table.shape}`,
    );
    return;
  }
  // a form's end is read where a list's rows are, a lead label in a key or condition column's cells: never left unread
  const unread =
    table.shape !== 'grid' &&
    table.end !== undefined &&
    (table.shape !== 'list' || (table.means === 'prepayment penalties' && table.name.includes(TITLE)))
      ? `a list's end is read in one list, not in ${table.shape === 'list' ? 'lists named by their titles' : table.shape}`
      : columns.some((c) => c.lead !== undefined && !readsLead(table, c))
        ? "a column's lead is read in a key column (a condition, a lock period) of an adjustment table, or a condition column of a rule table, not in pairs"
        : undefined;
  if (unread) {
    sheet.error('unsupported_layout', null, null, unread);
    return;
  }
  // several price columns each say which prices they hold; else all but the first would go unread
  if (table.means === 'base prices' && table.shape === 'program groups') {
    const priceColumns = table.columns.filter((c) => c.holds === 'price');
    if (
      priceColumns.length > 1 &&
      priceColumns.some((c) => c.lock === undefined && c.adds === undefined && c.term === undefined)
    ) {
      const headings = priceColumns.map((c) => c.heading).join(', ');
      sheet.error(
        'unsupported_layout',
        null,
        null,
        `program groups of several price columns (${headings}): each names its lock period (lock), rate increment (adds) or term (term)`,
      );
      return;
    }
  }
  // the headers of program groups, found once for the checks and readers below
  const groups =
    table.means === 'base prices' &&
    (table.shape === 'program groups' || (table.shape !== 'list' && table.columns.some((c) => c.lock !== undefined)))
      ? findTables(sheet, table.columns, 'skip')
      : [];
  if (table.means === 'base prices' && table.shape === 'program groups' && groups.length === 0) {
    sheet.error('missing_table', null, null, headerNotFound(sheet, table.columns));
    return;
  }
  if (table.means === 'base prices' && table.tiers !== undefined) {
    for (const [slug, { tiers, title }] of readTierGroups(sheet, profile, { ...table, tiers: table.tiers }, groups)) {
      if (read.ladderTiers.has(slug)) {
        sheet.error('duplicate_ladder', title.row, title.col, `a second table of tiers for ${slug}`);
        continue;
      }
      read.ladderTiers.set(slug, tiers);
      read.baseLocks.set(slug, table.baseLock);
      read.titles.set(slug, { sheet, cell: a1(title.row, title.col) });
    }
    return;
  }
  if (table.means === 'base prices' && table.columns.some((c) => c.term !== undefined)) {
    const category = table.category ?? sheet.tab;
    for (const [slug, { ladders, title }] of readTermGroups(sheet, profile, table, groups)) {
      const perTerm = ladders.map(({ term, ladder }) => ({
        terms: [term],
        ladder,
        byLock: null,
        block: null,
        category,
      }));
      read.termLadders.set(slug, [...(read.termLadders.get(slug) ?? []), ...perTerm]);
      read.baseLocks.set(slug, table.baseLock);
      read.titles.set(slug, { sheet, cell: a1(title.row, title.col) });
    }
    return;
  }
  if (table.means === 'base prices' && table.shape !== 'list' && table.columns.some((c) => c.lock !== undefined)) {
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
  if (table.means === 'base prices' && table.shape === 'lock blocks') {
    // each block a tier of the program's prices by the loan's lock (one block alone: that lock only)
    for (const { slug, lock, ladder, title } of readLockBlocks(sheet, profile, table)) {
      const tiers = read.ladderTiers.get(slug) ?? [];
      if (tiers.some((t) => t.when.some((c) => c.attr === 'lock_days' && (c.values as number[]).includes(lock)))) {
        const at = parseA1(title);
        sheet.error('duplicate_ladder', at.row, at.col, `a second ${lock}-day block prices ${slug}`);
        continue;
      }
      read.ladderTiers.set(slug, [...tiers, { when: [eq('lock_days', lock)], ladder }]);
      if (!read.titles.has(slug)) read.titles.set(slug, { sheet, cell: title });
    }
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
    for (const { program, term, ladder, block, title, notOffered } of found
      ? readPriceColumns(sheet, profile, table, found)
      : []) {
      const slug = program.slug;
      if (!read.titles.has(slug)) read.titles.set(slug, { sheet, cell: title });
      read.baseLocks.set(slug, table.baseLock);
      if (term === null) {
        if (block) read.blocks.set(slug, block);
        // a column NA all down: a lock the program does not offer
        if (ladder || notOffered)
          addLockLadder(read, slug, { lock: table.baseLock, ladder: ladder ?? null, sheet, title });
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
    const listed =
      table.title !== undefined
        ? findTitled(sheet, table.title, table.columns, table.end)
        : findList(sheet, table.columns, table.end);
    const found = listed && onlyRows(sheet, table.only, listed);
    for (const [slug, ladders] of found ? readPriceList(sheet, profile, table, found) : []) {
      read.termLadders.set(slug, ladders);
      read.baseLocks.set(slug, table.baseLock);
      const first = ladders[0]!;
      read.titles.set(slug, {
        sheet,
        cell: first.block?.title_cell ?? `${first.ladder.rate_col}${first.ladder.rows[0]?.row ?? 1}`,
      });
    }
    return;
  }
  if (table.means === 'base prices') {
    // each group one ladder: its price column's, or a rung per cell of a grid of rate increments
    const increments = table.columns.some((c) => c.adds !== undefined);
    const ladders = (increments ? readIncrementGroups : readPlainGroups)(sheet, profile, table, groups);
    for (const [slug, { ladder, title }] of ladders) {
      read.ladders.set(slug, ladder);
      read.baseLocks.set(slug, table.baseLock);
      read.titles.set(slug, { sheet, cell: a1(title.row, title.col) });
    }
    return;
  }
  if (table.means === 'eligibility matrix' && table.shape === 'grid') {
    for (const [slug, matrix] of readMatrices(sheet, profile, table))
      addMatrix(read, sheet, profile, slug, table, matrix);
    return;
  }
  if (table.means === 'eligibility rules' && table.shape === 'sentences') {
    mergeRules(read.rules, readSentences(sheet, profile, table, read.ruleTables++));
    return;
  }
  if (table.shape === 'grid') {
    const grids = readGrids(sheet, profile, table);
    fillOtherStates(grids.values());
    addGrids(read, grids, sheet, profile, table);
    return;
  }
  if (table.means === 'adjustments' && table.shape === 'pairs') {
    addGrids(read, readPairs(sheet, profile, table), sheet, profile, table);
    return;
  }
  // a prepayment list printed several times, each named by its title: every header on the tab
  if (table.means === 'prepayment penalties' && table.shape === 'list' && table.name.includes(TITLE)) {
    const schedule = table.columns.findIndex((c) => c.holds === 'prepayment schedule');
    const found = findTables(sheet, table.columns, 'warn', table.occupancies !== undefined, (row, cols) =>
      readsAsSchedule(table, sheet.text(row, cols[schedule] ?? -1)),
    );
    if (found.length === 0) sheet.error('missing_table', null, null, headerNotFound(sheet, table.columns));
    for (const one of found) addPenalties(read, sheet, profile, table, one, readPenalties(sheet, table, one));
    return;
  }
  const heading = table.columns[0]?.heading ?? '';
  const keys = table.means === 'eligibility rules' ? 1 : table.columns.length;
  const placed =
    table.means === 'adjustments' && table.shape === 'keys across'
      ? findKeysAcross(sheet, table)
      : table.shape === 'program columns' || table.shape === 'program rows' || table.shape === 'terms across'
        ? table.title !== undefined
          ? findTitledColumns(sheet, table.title, heading, keys)
          : findColumns(sheet, heading, keys, table.wrapped)
        : table.title !== undefined
          ? findTitled(sheet, table.title, table.columns, table.end)
          : findList(sheet, table.columns, table.end);
  const grouped =
    placed && table.means === 'eligibility rules' && table.groupedHeader ? underGroups(sheet, placed) : placed;
  const found = grouped && onlyRows(sheet, table.only, grouped);
  if (!found) return;
  // a rule table of a row or a column per program printing none under its header reads nothing: say so
  if (table.means === 'eligibility rules' && found.rows.length === 0) {
    sheet.error(
      'missing_row',
      found.headerRow + 1,
      found.cols[0] ?? found.titleCol,
      `no row under the header ${JSON.stringify(sheet.text(found.headerRow, found.cols[0] ?? found.titleCol))} (a header printed on two rows, a group over its columns, is groupedHeader)`,
    );
    return;
  }
  if (table.means === 'eligibility matrix')
    for (const [slug, matrix] of readListMatrix(sheet, profile, table, found))
      addMatrix(read, sheet, profile, slug, table, matrix);
  else if (table.means === 'adjustments') {
    if (table.ignore) {
      // rows printed for information only (`Broker Comp`): none of the table's
      const ignored = table.ignore;
      const label = (r: number) => sheet.text(r, found.cols[0] ?? found.titleCol);
      found.rows = found.rows.filter((r) => !ignored.some((word) => sameLabel(label(r), word)));
    }
    // a column per program's NA is that program's: a state not eligible for some programs only is not said
    if (table.shape === 'program columns' && table.na === 'state not eligible')
      sheet.error(
        'unsupported_layout',
        found.headerRow,
        found.cols[0] ?? 0,
        "na: 'state not eligible' is read in a list, its NA rows every program's: declare a list per program column, scoped by when",
      );
    const { grids, refused, unadjusted, lockRefusals, rated } =
      table.shape === 'program columns'
        ? {
            grids: readAdjustmentColumns(sheet, profile, table, found),
            refused: [],
            unadjusted: [],
            lockRefusals: [],
            rated: new Map(),
          }
        : readBlocks(sheet, profile, table, found);
    for (const [row, rates] of rated) read.rated.set(row, rates);
    // a list titled by programs (an alias several share: each of them), or on a program's tab, is theirs
    const listLike = table.shape === 'list' || table.shape === 'keys across';
    const owners = listLike ? ownersOf(sheet, profile, found, table.at).map((p) => p.slug) : [];
    read.tableRules.push(...lockRefusals.flatMap((refusal) => lockRules(sheet, table, refusal, owners)));
    fillOtherStates(grids.values(), [...refused, ...unadjusted]);
    addGrids(
      read,
      replacedBy(table.programRows, profile, ownedBy(listLike ? titledBy(sheet, profile, found) : [], grids)),
      sheet,
      profile,
      table,
    );
    if (table.onlyListedStates || refused.length > 0) {
      const listed = listedStates(sheet, found, table.onlyListedStates ? { grids, unadjusted } : null, refused);
      // a list scoped to some programs lists their states alone; a second list for the same programs narrows the first
      const programs = (table.when ?? []).flatMap((c) => (c.attr === 'program' ? (c.values as string[]) : []));
      for (const slug of programs.length > 0 ? programs : owners.length > 0 ? owners : ['']) {
        const before = read.listedStates.get(slug);
        read.listedStates.set(slug, before ? narrowed(before, listed) : listed);
      }
    }
  } else if (table.means === 'prepayment penalties') {
    const penalties =
      table.shape === 'program columns'
        ? readPenaltyColumns(sheet, profile, table, found)
        : table.shape === 'terms across'
          ? readPenaltyStrip(sheet, table, found)
          : readPenalties(sheet, table, found);
    addPenalties(read, sheet, profile, table, found, penalties);
  } else {
    const blocks = table.wrapped ? blocksBeside(sheet, found, keys) : [found];
    mergeRules(read.rules, readRuleRows(sheet, profile, table, found, read.ruleTables++, blocks));
  }
}

/** Does the table read a lead label on the cells of `column` (Column `lead`): a key column of adjustments, a condition column of rules? */
const readsLead = (table: Table, column: Column): boolean =>
  table.shape !== 'pairs' &&
  ((table.means === 'adjustments' && (column.holds === 'condition' || column.holds === 'lock period')) ||
    (table.means === 'eligibility rules' && column.holds === 'condition'));

/** Adds a prepayment table's PPP tables, by program, and its rules. */
function addPenalties(
  read: Read,
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PenaltyTable,
  found: FoundTable,
  penalties: Penalties | undefined,
): void {
  const columns = table.shape === 'program columns';
  // a list (or a strip) titled by a program is that program's, by an alias several share each of
  // theirs (a list named by its title, its section's or tab's); one declared for some programs
  // (`when`), theirs
  const owners = columns || table.name.includes(TITLE) ? [] : titledBy(sheet, profile, found).map((p) => p.slug);
  const scoped = table.when && !columns ? programsOf(sheet, table.when, found) : undefined;
  for (const [slug, ppp] of penalties?.ppp ?? [])
    for (const key of scoped ?? (owners.length > 0 ? owners : [tabsOwn(sheet, profile, slug, table.at)]))
      read.ppp.set(key, [...(read.ppp.get(key) ?? []), ...ppp]);
  if (penalties?.rule) read.tableRules.push(penalties.rule);
  const owned = owners.length > 0 || (table.name.includes(TITLE) && ownerOf(sheet, profile, table.at));
  if ((columns || owned || scoped) && table.otherPrograms !== 'any term')
    read.pppOwned ??= { workbook: sheet.origin.workbookIndex, tab: sheet.tab, cell: titleCell(sheet, found) };
}

/**
 * The states a table lets a loan be in, and its title cell: those a state-tier table lists (`grids`:
 * a state in no tier is not eligible), or every state; none of those it refuses.
 */
function listedStates(
  sheet: Sheet,
  found: FoundTable,
  rows: Pick<ReadList, 'grids' | 'unadjusted'> | null,
  refused: readonly UsState[],
): ListedStates {
  const listed = rows
    ? new Set([
        ...rows.unadjusted,
        ...[...rows.grids.values()]
          .flat()
          .flatMap((g) => g.rows.flatMap((r) => r.when.flatMap((c) => (c.attr === 'state' ? c.values : [])))),
      ])
    : new Set(US_STATES);
  const states = US_STATES.filter((s) => listed.has(s) && !refused.includes(s));
  return { states, tab: sheet.tab, cell: titleCell(sheet, found) };
}

/** The grids of a list titled by programs: those read as every program's (`''`) are each of theirs. */
function ownedBy(owners: readonly ProgramProfile[], grids: Map<string, Grid[]>): Map<string, Grid[]> {
  const every = grids.get('');
  if (owners.length === 0 || !every) return grids;
  const owned = new Map([...grids].filter(([slug]) => slug !== ''));
  for (const { slug } of owners) owned.set(slug, [...(owned.get(slug) ?? []), ...every]);
  return owned;
}

/** Adds a matrix read, by program slug: a second for the same programs is an error (a program's tiers are one declaration's), not a silent replacement. */
function addMatrix(
  read: Read,
  sheet: Sheet,
  profile: DeclaredProfile,
  readSlug: string,
  table: Table,
  matrix: Matrix,
): void {
  const slug = tabsOwn(sheet, profile, readSlug, table.at);
  if (read.matrices.has(slug))
    sheet.error(
      'duplicate_table',
      null,
      null,
      `a second eligibility matrix for ${slug || 'every program'}: declare a matrix's tiers (grids titled by a condition) in one declaration`,
    );
  else read.matrices.set(slug, matrix);
}

/** The programs a prepayment table declared for some (PenaltyTable `when`) is for; a condition on the loan is refused at its title. */
function programsOf(sheet: Sheet, when: readonly Cond[], found: FoundTable): string[] {
  const lists = when.map((c) => (c.kind === 'eq' && c.attr === 'program' ? (c.values as readonly string[]) : null));
  if (lists.every((l) => l !== null)) return lists[0]!.filter((slug) => lists.every((l) => l!.includes(slug)));
  sheet.error(
    'unsupported_layout',
    found.headerRow,
    found.cols[0] ?? 0,
    'a prepayment table is for some programs (`when` of program conditions), not scoped by the loan',
  );
  return [];
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

/** A list's adjustments, block by block when it is printed in blocks side by side (`wrapped`): one grid per block. */
function readBlocks(sheet: Sheet, profile: DeclaredProfile, table: AdjustmentTable, found: FoundTable): ReadList {
  if (table.shape === 'keys across') return readKeysAcross(sheet, profile, table, found);
  const blocks = table.wrapped
    ? listBlocks(sheet, found, table.columns)
    : table.tiles
      ? tileBlocks(sheet, found, table.tiles === 'in one cell')
      : [found];
  const all: ReadList = { grids: new Map(), refused: [], unadjusted: [], lockRefusals: [], rated: new Map() };
  for (const block of blocks) {
    const read = readAdjustments(sheet, profile, table, block);
    for (const [slug, list] of read.grids) all.grids.set(slug, [...(all.grids.get(slug) ?? []), ...list]);
    all.refused.push(...read.refused);
    all.unadjusted.push(...read.unadjusted);
    all.lockRefusals.push(...read.lockRefusals);
    for (const [row, rates] of read.rated) all.rated.set(row, rates);
  }
  return all;
}

/** A program's ladder of one table's lock period; a second of the same period is `duplicate_ladder` at its heading. */
function addLockLadder(
  read: Read,
  slug: string,
  priced: NonNullable<ReturnType<Read['lockLadders']['get']>>[number],
): void {
  const list = read.lockLadders.get(slug) ?? [];
  const before = list.find((l) => l.lock === priced.lock);
  if (before) {
    const at = parseA1(priced.title);
    priced.sheet.error(
      'duplicate_ladder',
      at.row,
      at.col,
      `a second ${priced.lock}-day price table for the program (the first is ${before.sheet.tab}!${before.title})`,
    );
    return;
  }
  read.lockLadders.set(slug, [...list, priced]);
}

/**
 * The grids with a program's rows in place of the every-program rows of the same keys (AdjustmentTable
 * `programRows: 'replace'`): each program takes the every-program grids less the rows its own grids
 * print alike (by category and label), then its own; as read when rows add up (the default).
 */
function replacedBy(
  programRows: AdjustmentTable['programRows'],
  profile: DeclaredProfile,
  grids: Map<string, Grid[]>,
): Map<string, Grid[]> {
  const every = grids.get('');
  if (programRows !== 'replace' || !every) return grids;
  const out = new Map<string, Grid[]>();
  for (const { slug } of profile.programs) {
    const own = grids.get(slug) ?? [];
    const printed = new Set(own.flatMap((g) => g.rows.map((r) => `${g.category}|${r.label}`)));
    const kept = every
      .map((g) => ({ ...g, rows: g.rows.filter((r) => !printed.has(`${g.category}|${r.label}`)) }))
      .filter((g) => g.rows.length > 0);
    out.set(slug, [...kept, ...own]);
  }
  return out;
}
