/**
 * The table language: a lender declares each table it reads as a composition of small parts, and
 * the compiler reads any such declaration alike (compiler/tables/assemble.ts): how every lender is
 * declared:
 *
 * - where the table is: its tab, and its header row (the headings adjacent, in any order, found
 *   wherever they stand on the tab), or its title;
 * - its shape: a `list` (one row per item under the header, to the first blank row), `program
 *   groups` (the header repeated side by side, one group per program, its title above it, each
 *   group as long as it is), `program columns` (a column per program), or a `grid` (row keys
 *   down, column keys across);
 * - what each column holds: a key (a program's name or `All`, the adjuster's category, a row's
 *   label, a condition read from text, a condition on the note rate, a lock period, a prepayment
 *   schedule, a rule's label, a note rate)
 *   or the value (a price, an adjustment in points or printed as a percentage, a rule's value);
 * - what the table means: base prices, adjustments, prepayment penalties, eligibility rules or an
 *   eligibility matrix.
 *
 * Conditions are read by the one grammar (compiler/condition-text.ts: `FICO 700-719`, `LTV ≤ 60%`,
 * `$100,000-$249,999`, `> $1MM`, state lists) and the profile's words; a label neither can read is
 * an error at its cell.
 */
import type { Cond, Rule } from '../../worker/artifact/format.ts';
import type {
  Citizenship,
  LIEN_POSITIONS,
  LOCK_DAYS,
  Occupancy,
  PppTerm,
  TERMS,
} from '../../worker/artifact/vocabulary.ts';
import type { AllStatesWords } from '../condition-text/states.ts';
import type { RangeAttr } from '../condition-text.ts';
import type { CellForm, Conventions, ProfileBase, TabRef, Words } from '../profile.ts';

/** What a column holds. */
export type Holds =
  /** a program's name (or alias), or the word for every program (DeclaredProfile.allPrograms) */
  | 'program'
  /** the category its row's adjusters show, as printed */
  | 'category'
  /** the row's name as its adjuster shows it (`Tier 2`), in place of its conditions as printed */
  | 'label'
  /** a condition, read from its text: blank is no condition */
  | 'condition'
  /**
   * an adjustment list's condition on the note rate (`Note rates below 7.000%`, `Rate 6.500% -
   * 6.875%`, compiler/condition-text/rates.ts): its row adjusts each rate of the ladder its band holds,
   * on its own, where every other row adjusts the loan (every rate alike); blank, the row is the loan's
   */
  | 'rate condition'
  /**
   * a part of one condition printed across cells (`LTV | > | 70.00%`): a row's parts, in order, are
   * read as one condition's text (`LTV > 70.00%`); a first part that is one of the table's
   * `attributes` names the attribute the others bound (`LOANAMT | < | $150,000`), two numbers after
   * it the band from one to the other (`FICO | 620 | 639`: `620 - 639`); `BETWEEN` is no word
   */
  | 'condition part'
  /**
   * the item a row belongs to (`Adj ID`): rows of one item, one after another, are one adjustment,
   * their conditions all holding, its value printed on the first of them
   */
  | 'item'
  /** a lock period, `15 Day` */
  | 'lock period'
  /** a prepayment schedule, `5-4-3-2-1` (its first figure is the penalty's years) or a word of `schedules` */
  | 'prepayment schedule'
  /** a rule's label, one of `rules` */
  | 'rule'
  /** a program's terms in years (`15`, `30 Yr`, `30 / 40`: the row's prices serve each) */
  | 'term'
  /** a note rate */
  | 'rate'
  /** a price on a 100 basis (or points, as the lender's conventions say) */
  | 'price'
  /** an adjustment in points (`-0.250`, `(0.375)`), or printed as a percentage of the loan (`-0.250%`, `(0.125%)`) */
  | 'adjustment'
  | 'adjustment as percent'
  /** an adjustment in basis points of price (`-37.5` is -0.375 points) */
  | 'adjustment in basis points'
  /** a rule's value, read as its rule says */
  | 'value'
  /**
   * a matrix list's minimum credit score of its row: rows alike but for it are tiers of one cell, a
   * loan taking the tier of the highest minimum its score meets, else the lowest tier (refused
   * `min_fico` there, its other limits still tested)
   */
  | 'minimum FICO'
  /** text printed for the reader only (a schedule's description beside its term): read as nothing */
  | 'note';

/** How a table's adjustment cells are printed: points, a percentage of the loan, or basis points. */
export type AdjustmentForm = 'adjustment' | 'adjustment as percent' | 'adjustment in basis points';

export interface Column {
  heading: string;
  holds: Holds;
  /** a price column of base prices: the lock period it prices (one column per lock: a rate block per program) */
  lock?: (typeof LOCK_DAYS)[number];
  /**
   * a price column of base prices whose note rate is the row's plus this increment, in percent
   * (`+ 1/8`: 0.125): a grid of rate increments, each program's a ladder for the base lock
   */
  adds?: number;
  /** a price column of base prices for loans of this term (`30 YR | 20 YR | 15 YR`): the program priced per term, each column a ladder for the base lock */
  term?: (typeof TERMS)[number];
  /**
   * an adjustment list's value column whose cells print a value per condition, separated by `/`
   * (`-0.250 / -0.500` under `≤ 75% / > 75%`: `[[band('ltv', null, false, 7500, true)], [above('ltv', 7500)]]`):
   * each value holds for the loans of its conditions
   */
  split?: readonly (readonly Cond[])[];
  /**
   * a key column of an adjustment table, or a condition column of a rule table, whose cells may lead
   * with a label (`Tier 2: FL, TX, AZ`): a cell starting with these words (or one of them) is read
   * after the label they start, to its colon (`Tier 2:`), the rest read as the column holds (`FL, TX,
   * AZ`); a cell starting otherwise is read whole
   */
  lead?: string | readonly string[];
}

/**
 * A table's tab, and how its text is cut before any table is found on it: `lines`, the tab is text
 * lines pasted from an e-mail or a PDF, each row one line cut into cells at runs of two or more
 * spaces, a line starting with `bullet` into a label and its value at its last `: ` (Sheet.asLines);
 * `sections: 'program titles'`, the tab is cut at each line whose first cell names a program (its
 * name or alias, alone or followed by more words: `DSCR PRIME 30  -  30-Year Fixed`), the rows to the
 * next line naming another program that program's section (a title naming it again, `DSCR PRIME 30
 * (continued)`, is no new section): the table is found once in each section, as on the program's own tab.
 * A tab name with `<program>` (`<program> LLPA`) is a tab per program: every tab named so, a program's
 * name or alias in place of `<program>`, holds that program's tables (a title there is a grid's
 * category or a matrix tier's condition, never a program), one not printing a table a program
 * without it; a tab named so after a program not priced is skipped, warned.
 */
export interface TableAt extends TabRef {
  lines?: { bullet?: string };
  sections?: 'program titles';
}

/**
 * Where a list printed as a form ends, its `Label | Value` rows in blocks cut by blank rows:
 * `{ blankRows: n }`, past runs of up to n blank rows, at the first run of more (or the tab's end);
 * `{ before: 'PRICE LIMITS' }`, past every blank row, at the first row printing those words at its
 * start in one of the list's columns (the next table's title), that row not the list's.
 */
export type ListEnd = { blankRows: number } | { before: string };

/**
 * Where and how a table is printed. `title`: the list is found under the cell that prints it; its
 * header is the next row that is neither blank nor a note when that row prints the headings, else it
 * has no header row (its columns the title's and the next ones, in the order declared).
 */
interface TablePlace {
  at: TableAt;
  shape:
    | 'list'
    | 'program groups'
    | 'program columns'
    | 'program rows'
    | 'rates across'
    | 'lock blocks'
    | 'sentences'
    | 'pairs'
    | 'terms across'
    | 'keys across';
  columns: readonly Column[];
  title?: string;
  /** where a list ends when not at its first row blank across its columns (a form): ListEnd */
  end?: ListEnd;
  /**
   * a list of several kinds of rows (an engine's export: `RecordType | Program | Key1 | Key2 |
   * Value`, `PRICE`, `LLPA`, `RULE` rows interleaved): only the rows whose `column` cell prints one
   * of `words` are this table's, the others another declaration's
   */
  only?: { column: string; words: readonly string[] };
  /**
   * `program columns`, `program rows`: the table printed in blocks side by side, its header repeated
   * across its header row (`State | CF30 | EP30` four times): every block read, one table; an
   * adjustment `list` likewise (`State | Adj | State | Adj`), each block as wide as the first
   */
  wrapped?: true;
}

/**
 * Base prices: per program a note rate and its price for `baseLock` (the lock table adjusts the
 * others), or, when its price columns name their lock periods (`lock`), a price per lock period.
 * Shaped `program groups`, each program's `Rate | Price` group under its name; shaped `program
 * columns`, one table `Rate | <program> | <program> …` (its first column's heading the rate's);
 * shaped `list`, one row per program, term and note rate (`Program | Term | Rate | Price`: a program
 * priced per term when its rows print several); shaped `rates across`, under each program's title (its name, alone or followed by more words) a
 * row headed by the rate's heading with a note rate per column, then a row per lock period (`15-Day
 * Lock`) of the base prices of the rates above: a rate block per program.
 */
export interface PriceTable extends TablePlace {
  means: 'base prices';
  baseLock: (typeof LOCK_DAYS)[number];
  /**
   * the words after a program's name in a title that continues its table (`(continued)`: a ladder
   * broken by a page, `DSCR PRIME 30 (continued)` over its header printed again): the rates under it
   * go on from the table's last, in the same columns (a table of a price column per lock)
   */
  continued?: string;
  /** the category a rate block's adjuster shows (priced per lock column), by default the tab's name */
  category?: string;
  /** how this table prints its prices when not as the lender's conventions say (`conventions.rates`): one ladder in points beside others in prices */
  rates?: Conventions['rates'];
  /**
   * each lock heading merged over sub-columns on the row below, the price the one headed so
   * (`'Price'` for `15-Day Lock` over `Price | Pts`), the others unread
   */
  subColumn?: string;
  /** the marks this table's note rates print, when not the lender's conventions' (`conventions.rateMarks`: a footnote of one program's table) */
  rateMarks?: Conventions['rateMarks'];
  /**
   * `program groups` whose price heading stands over a column per tier of the loan, each tier's key
   * on the row below it (`Loan Amount — 30-Day Price` merged over `< $250K | $250K - $549,999 | …`),
   * read as this says (`{ band: 'loan_amount' }`, or `'condition'`): a program priced by the tier
   * whose key holds, each tier a ladder for `baseLock`; a loan of no tier has no priced rate
   */
  tiers?: KeyReading;
}

/**
 * Base prices in rate blocks a routes table routes to (`shape: 'routed blocks'`, compiler/tables/routed-blocks.ts).
 * Each block is its title (the block's name, `Conforming 30 Year Fixed`), a code line under it (`codeLine`
 * then the block's code: `Code CF30 | Conventional Fixed | …`), then its header (`rate`, then a price
 * column per lock period headed as `lock` says) and a row per note rate, as many blocks as the tab
 * prints, side by side or one under another. The routes table (`routes`) says which block prices each
 * program and term: under its `header` (the program code's heading), per row a program's `code`
 * (ProgramProfile.code), its name, the term in years, the block for a loan at or below the conforming
 * limit (the rule `conforming_limit`), the block above it (high balance); a cell starting with
 * `noHighBalance` (`No High Balance block - use Conforming 20 Year Fixed`) is the block it names, else
 * the conforming one. A program is priced for the terms its rows list, in their order (no other term
 * offered); a block no route names is skipped, warned (`unpriced_program`), a route of a code not
 * priced likewise, a priced program with no route `missing_program_part`.
 */
export interface RoutedBlocksTable {
  means: 'base prices';
  shape: 'routed blocks';
  at: TableAt;
  /** the rate column's heading (`Rate`) */
  rate: string;
  /** a lock column's heading, `<days>` standing for the lock period (`<days> Day`) */
  lock: string;
  /** the word the code line under a block's title starts with (`Code`), the block's code after it */
  codeLine: string;
  /** the routes table: its tab, the heading its header starts with, and the words of a row with no high-balance block */
  routes: { at: TableAt; header: string; noHighBalance: string };
  /** what a block's adjuster shows (by default the tab's name) */
  category?: string;
  /** a quote shows the block and the lock column it priced from (the lender's notes name them) */
  reported?: true;
}

/**
 * State adjusters, a column per program (`shape: 'program columns'`, compiler/tables/state-adjusters.ts):
 * a header of the state column's `heading` then a column per program, the program named by its code
 * (`programCode`: `Conventional Fixed (Prog 2)`) or by its name at the heading's start; the row under
 * it labelled `agencyRow`, each column's agency (one of `agencies`); then a row per state (its code),
 * each cell the program's adjustment in that state (points, as the lender's conventions say), added to
 * every price. A program is offered only in the states its column prints a figure for: a blank cell,
 * or a state no row names, is `state_not_offered` (the program's eligible states are those). A column
 * of a program not priced is skipped, warned; a priced program with no column `missing_program_part`.
 */
export interface StateAdjusterColumns {
  means: 'state adjusters';
  shape: 'program columns';
  at: TableAt;
  /** the state column's heading (`State`) */
  heading: string;
  /** the label of the row naming each column's agency (`Agency`) */
  agencyRow: string;
  /** the agencies a column may name (`['FNMA', 'FHLMC']`) */
  agencies: readonly string[];
  /** how a heading names its program's code, `<code>` standing for it (`(Prog <code>)`); a heading naming none names its program by its name at its start */
  programCode: string;
  /** what the adjusters show (by default the tab's name) */
  category?: string;
}

/**
 * Adjustments: every row whose conditions hold adds its value, the rows of every program (`All`)
 * and of the loan's own program alike. `category`: what the adjusters show when no column holds it.
 * Shaped `keys across`, under its `title` a row of keys (each read as its one column holds) over one
 * row of their values (read as `values` says), no key column: each key a row of a list
 * (compiler/tables/keys-across.ts).
 * Shaped `program columns`, the first column is the key (its `holds`) and each column after it a
 * program's (or `All`), its cells printed as `values` says (points by default); a blank cell is no
 * adjustment for that program.
 */
export interface AdjustmentTable extends TablePlace {
  means: 'adjustments';
  category?: string;
  values?: AdjustmentForm;
  /** what a blank cell of this table means, where it differs from the lender's (Conventions.blankAdjustment) */
  blank?: Conventions['blankAdjustment'];
  /** conditions on every row of the table (`[eq('program', 'harbor')]`: a list of one program's adjustments titled otherwise than by its name) */
  when?: readonly Cond[];
  /** row labels printed for information only (`Broker Comp`): their rows are not read */
  ignore?: readonly string[];
  /**
   * a titled list with no header printed as tiles (`AK | N | WA | Y | …`, a state map): each key
   * cell followed by its value, pair after pair across its rows, down to the first row blank across
   * or a note; a blank tile is no end. `'in one cell'`: each tile one cell, its key then its value
   * after the last space (`AK N | AL Y | …`)
   */
  tiles?: true | 'in one cell';
  /**
   * the notes say a state in none of its rows is not eligible (state tiers): the states its rows list
   * are the guideline states (a rule beside the states the rules print, if they print some); a state
   * in two rows is an error
   */
  onlyListedStates?: true;
  /**
   * `replace`: a program's row replaces the every-program (`All`) row of the same keys, printed alike
   * (an engine's export: `*` rows overridden by a program's), where by default both add up
   */
  programRows?: 'replace';
  /**
   * the notes say an NA cell is not a loan that is not eligible (`llpa_na`) but, in a lock period's
   * row, a lock the program does not offer (`lock_not_offered`), or, in a row of states, states no
   * program lends in (`eligible_states`)
   */
  na?: 'lock not offered' | 'state not eligible';
  /**
   * the attributes the lender names in `condition part` cells, by its word for each (`LOANAMT:
   * 'loan_amount'`, `STATE: 'state'`), or an attribute under conditions of its own (`'Cash-Out LTV':
   * { attr: 'ltv', when: [eq('purpose', 'cash_out_refi')] }`: the LTV band of a cash-out)
   */
  attributes?: Readonly<Record<string, RangeAttr | 'state' | { attr: RangeAttr; when: readonly Cond[] }>>;
}

/**
 * Prepayment penalties: a schedule per row, for every program and occupancy; `name` names the table
 * (what `ppp_table_name` asks for) and, unless `category` says otherwise, its adjusters' category.
 * Shaped `program columns`, its declared columns are the keys (a schedule, notes) and each column
 * after them a program's (or `All`), found under its `title` when the tab prints several; a blank
 * cell is a term the program does not offer, and a program with no column in any such table takes
 * no penalty (`ppp_term_not_offered` for any term but none).
 */
export interface PenaltyTable extends TablePlace {
  /**
   * shaped `terms across`, a strip of a row per prepayment table (its name in the first column, the
   * one declared: `Structure`), the terms across its header read as `schedules` words or step-downs:
   * each row a table `ppp_table_name` asks for (the first when it names none), `name` its adjusters'
   * category unless `category` says otherwise
   */
  means: 'prepayment penalties';
  /**
   * `'<title>'`: a list printed several times on its tab (or section), side by side or one above
   * another, each table named by its title, the cell above its header (`5% Fixed`, `Declining
   * (5-4-3-2-1)`), the first printed the one a loan takes when `ppp_table_name` names none; its
   * `category` may say `<title>` too (`'PPP <title>'`: `PPP 5% Fixed`)
   */
  name: string;
  category?: string;
  /**
   * a list whose value columns, after the schedule's (the one declared), are headed by occupancy
   * groups, each these words' (`'Primary / 2nd Home': ['owner_occupied', 'second_home']`,
   * `Investment: ['investment']`): a loan reads its occupancy's column, no adjustment from the table
   * when no column is its; the columns run to the first blank heading
   */
  occupancies?: Words<readonly Occupancy[]>;
  /** the notes say an NA cell is a term the program does not offer (as a blank one), not a loan that is not eligible */
  na?: 'term not offered';
  /** how a program column's cells are printed (points by default) */
  values?: AdjustmentForm;
  /** the words for a schedule that has no figures, e.g. `None` */
  schedules: Words<PppTerm>;
  /**
   * the words of the rows a loan takes in the states where penalties are restricted (a rule
   * `ppp_restricted_states`), in place of their term's other row: `No PPP - State Restricted`: `No PPP`
   */
  restrictedSchedules?: Words<PppTerm>;
  /** the occupancies that may take a penalty other than none, when the notes say only some may */
  penaltiesFor?: readonly Occupancy[];
  /**
   * the notes say a program the table is not for reads no `ppp_term` (any term passes); otherwise
   * such a program takes no penalty (`ppp_term_not_offered` for any term but none)
   */
  otherPrograms?: 'any term';
  /**
   * the programs a list or strip is for (`[eq('program', 'dscr_30', 'dscr_io')]`), its title naming
   * none of them: the others take no penalty, or, with `otherPrograms`, read no `ppp_term`
   */
  when?: readonly Cond[];
}

/**
 * Eligibility rules and price limits: a rule per row (`Program | Rule | Value`, or `Rule | Value`
 * for every program when no column holds the program), or, shaped `program columns`, a rule per row
 * and a program (or `All`) per column after the rule's (its heading the first column's), or, shaped
 * `program rows`, a program (or `All`) per row and a rule per column after the program's, its label
 * the column's heading; a program's own value replaces the `All` one of its rule; a blank cell is no
 * rule. A program cell may name several programs (`Select, Flex`): the row is each one's. Shaped
 * `sentences` (no columns), each rule is a note found by the words it starts with, its value the one
 * figure of its kind the note prints (compiler/tables/sentences.ts).
 */
export interface RuleTable extends TablePlace {
  means: 'eligibility rules';
  /** each rule label's meaning, or several when its cell prints several rules each after its `lead` words */
  rules: Words<RuleWord | readonly RuleWord[]>;
  /** labels printed for information only (`Documentation`, `Reserves`): read as no rule */
  ignore?: readonly string[];
  /** the words of a tick row's cell (RuleWord.item), by default `Yes` and `No` */
  ticks?: { yes: string; no: string };
  /**
   * price limits whose labels are read by the cap grammar (compiler/cap-rules.ts) when none of
   * `rules` names them: `Maximum Price` a cap on every loan, `Minimum Price` the floor, `Investments
   * >= 3YR PPP` / `Investments w/ < 3YR PPP` an investment's cap by its penalty's years,
   * `Loan Amounts >$1.5m` a cap above the amount printed, each under the key the grammar gives it
   * (`investment_ppp_3yr_plus`, `loan_over_1_5m`); a label neither reads is `unknown_rule`
   */
  capGrammar?: true;
  /**
   * `program columns` where a program prints a column per doc type (`Expanded Doc` over four
   * columns): the heading above each program's names its doc type, one of its program's `docTypes`
   * words (`Expanded Doc - Bank Statements`), each doc type taking its own column's rules; a column
   * headed otherwise is a doc type not priced, skipped (`unpriced_program`). A program listing one
   * doc type reads its one column as without it.
   */
  docTypeHeadings?: 'above';
  /**
   * `program rows` whose header is printed on two rows, a group heading merged over its columns on
   * the first (`Occupancy` over `Primary | Second Home`): each column read by its own heading, on the second
   */
  groupedHeader?: true;
}

/**
 * How a grid's row or column keys are read: conditions from text, lock periods, bands of one
 * attribute (`700-719`), or conditions after the label each key leads with (`{ lead: 'Tier' }` reads
 * `Tier 2: FL, TX, AZ` as FL, TX, AZ, as a Column's `lead` does; a key without the lead is read whole).
 */
export type KeyReading = 'condition' | 'lock period' | { band: RangeAttr } | { lead: string | readonly string[] };

/**
 * Adjustments as a grid: row keys down its first column, column keys across its header row (the
 * header's first cell is `corner`, found wherever it stands, once per grid); a loan reads the first
 * column whose key holds and adds the cell of every row whose key holds. The cell above the corner
 * titles the grid: the name of a program (the grid is that program's), else its category (every
 * program's); `category` when nothing stands there.
 */
export interface GridTable {
  means: 'adjustments';
  shape: 'grid';
  at: TableAt;
  /** what a blank cell of this grid means, where it differs from the lender's (Conventions.blankAdjustment) */
  blank?: Conventions['blankAdjustment'];
  /**
   * the header's first cell; several (`['FICO', 'Loan Amount', 'Purpose']`): every grid whose header
   * starts with one of them, in the order printed (by row, then column), found by its header alone
   * (the cell right of the corner a column key, or `single`), so that a title printing the same
   * words (`PURPOSE` over `Purpose`) is none
   */
  corner: string | readonly string[];
  /** the row keys of the grids whose corner is one of these headings, read so in place of `rows` (`{ FICO: { band: 'fico' } }`) */
  rowsByCorner?: Words<KeyReading>;
  /**
   * the heading of a grid's one column for every loan (`Adj`): a grid whose header prints it alone
   * after the corner reads its cells whatever the column keys (its column no key, no condition);
   * its corner, too, then found by its header alone, as for several corners
   */
  single?: string;
  /** the grid's title, when it is found by it: its header the first row below that is neither blank nor a note, its corner in the title's column */
  title?: string;
  /**
   * how the row keys are read; a list: as many key columns from the corner (`Occupancy | Credit
   * Score`), all of a row's holding, a blank cell of a key column but the last continuing the one
   * above (a factor printed once, or merged, over its group of rows); the row's label its keys'
   * joined by ` / `
   */
  rows: KeyReading | readonly KeyReading[];
  /**
   * how the column keys are read; a list of two: two header rows, a group key over its columns
   * (merged across them, or printed over the first) then each column's own (`Purchase` over `≤ 60 |
   * 60.01 - 70`, `Cash-Out` over its own bands), a column holding for loans of both
   */
  columns: KeyReading | readonly [KeyReading, KeyReading];
  values: AdjustmentForm;
  category?: string;
  /** conditions on every grid of the declaration, as AdjustmentTable's */
  when?: readonly Cond[];
  /** conditions on a whole grid, by the word its title starts with (`PURCHASE — CREDIT SCORE / LTV`: a grid per purpose) */
  titles?: Words<readonly Cond[]>;
  /**
   * rows printing a condition alone across the grid (`DSCR ≥ 1.25`, a word of `conditions` or one
   * the grammar reads) lead sections: the rows under each take its condition too, their bands
   * checked within it
   */
  sections?: true;
}

/**
 * An eligibility matrix: a grid (found as GridTable is) whose cells hold the limits of the loans of
 * their row and column: by default the maximum LTV (a percentage); else the limits of a cell form
 * (readers/matrix-cells.ts): a template such as `<max_ltv>% (<min_fico>)` (`80% (700)`), or its name
 * `LTV% (FICO)`, `LTV% / FICO`, `LTV/CLTV` (`80/75`, or one percentage for both); NA: none eligible. A loan must fall in a row and a column of it, and within the
 * cell's limits. Titled by a program's name it is that program's; titled by a condition (a word of
 * `conditions`, or one the grammar reads) it is a tier of every program's matrix, taken by the loans
 * the condition holds for, its columns the first tier's; else every program's.
 */
export interface MatrixTable {
  means: 'eligibility matrix';
  shape: 'grid';
  at: TableAt;
  corner: string;
  /** the matrix's title, when it is found by it (as GridTable's) */
  title?: string;
  /** how the row keys are read; a list: as many key columns from the corner (`Occupancy | Loan Amount`), all of a row's holding (a blank key cell but the last's continuing the one above, as GridTable's) */
  rows: KeyReading | readonly KeyReading[];
  /** how the column keys are read: one reading, or two header rows as GridTable's (an occupancy merged over its purposes) */
  columns: KeyReading | readonly [KeyReading, KeyReading];
  /**
   * `split`: a cell prints a maximum LTV for each of these conditions, separated by `/` (`95 / 80`:
   * `[[eq('purpose', 'purchase', 'rate_term_refi')], [eq('purpose', 'cash_out_refi')]]`), NA none;
   * `max loan`: each cell the maximum loan amount of its loans (`$1,500,000`, the amount itself
   * eligible), NA none
   */
  cells?: 'max LTV' | 'max loan' | CellForm | { split: readonly (readonly Cond[])[] };
  /** the rejection keys of the rules whose failure leaves the matrix unread (`['min_fico']`: "read only when the score meets the program's minimum") */
  skipAfter?: readonly Rule['key'][];
  /** what a loan must meet for the matrix to be read at all (`[band('fico', 700, true, null, false)]`: "read only when the score is at least 700"): a loan that does not is neither matched nor refused by it */
  readWhen?: readonly Cond[];
  /** rows of the key column printing a word of `conditions` alone (`Purchase`, `Rate/Term`) lead sections: the rows under each, a tier for its loans */
  sections?: true;
  /**
   * `program`: the corner's row names a program over each group of columns (merged across its
   * group, or printed over its first column), the column keys on the row below: each group is that
   * program's matrix, the row keys the same for every group
   */
  groups?: 'program';
}

/**
 * An eligibility matrix printed long: a row per cell (`FICO | Loan Amount | Purpose | Max LTV`), its
 * `condition` columns the loans it covers, its `value` column its limits (in the `cells` form of
 * MatrixTable); a `program` column gives a program its own rows, read before the `All` ones. A loan
 * takes the first row that covers it; none is `no_ltv_matrix_cell`.
 */
export interface MatrixListTable extends TablePlace {
  means: 'eligibility matrix';
  shape: 'list';
  cells?: MatrixTable['cells'];
  skipAfter?: MatrixTable['skipAfter'];
  readWhen?: MatrixTable['readWhen'];
}

export type Table =
  | PriceTable
  | RoutedBlocksTable
  | AdjustmentTable
  | GridTable
  | PenaltyTable
  | RuleTable
  | MatrixTable
  | MatrixListTable
  | StateAdjusterColumns;

/**
 * What a rule's label means: a limit (`min_fico`, `max_dti`, `min_loan`, `max_loan`, `max_ltv`,
 * `max_cltv`, `min_dscr`: percentages, dollars and ratios as printed; `loan_amounts` the minimum and
 * maximum loan printed as one range, `$100K – $2MM`), a list (`states`,
 * `occupancies`, `citizenship`, `lien_positions`, `property_types` in the profile's words, in the
 * order printed; `locks`; `terms`, the cell that prints them, the terms read from the names),
 * a price limit (`max_price`: a cap, `min_price`: the floor), the conforming loan limit (`conforming_limit`,
 * dollars: a loan above it is high balance, priced from its route's high-balance block), the states where no prepayment penalty
 * is permitted (`ppp_restricted_states`, the lender's: `ppp_state_restricted`), the prepayment terms
 * a program offers (`ppp_terms`: `None`, `5-4-3-2-1, 3-2-1`); `when`: where the
 * rule applies (none: everywhere), with the conditions of its row's `condition` columns.
 */
export interface RuleWord {
  rule:
    | 'min_fico'
    | 'max_dti'
    | 'min_loan'
    | 'max_loan'
    | 'conforming_limit'
    | 'loan_amounts'
    | 'max_ltv'
    | 'max_cltv'
    | 'min_dscr'
    | 'citizenship'
    | 'states'
    | 'occupancies'
    | 'lien_positions'
    | 'property_types'
    | 'terms'
    | 'locks'
    | 'max_price'
    | 'min_price'
    | 'min_rate'
    | 'adjustment_cap'
    | 'ppp_restricted_states'
    | 'ppp_terms';
  when?: readonly Cond[];
  /**
   * `max_price`: the cap applies to the loans of any of these lists of conditions (each all
   * holding, with `when`): `[[investment, eq('ppp_term', 'No PPP')], [investment,
   * PPP_RESTRICTED_STATES]]` (compiler/conditions.ts: the states of the lender's
   * `ppp_restricted_states` rule; a list standing for them dropped when the sheet prints none)
   */
  whenAny?: readonly (readonly Cond[])[];
  /**
   * the notes refuse what the rule says by other tables (the matrix's columns, a grid's NA rows:
   * `Investment only` refused by the matrix, a term by its `NA` row): the program shows its value
   * (the catalog's occupancies, maximum CLTV, terms, lock periods) and no loan is refused by it, no
   * `eligible_occupancy`, `max_cltv_exceeded` or `term_not_offered`, the lock periods priced not
   * narrowed to it; of `occupancies`, `max_cltv`, `terms` and `locks` only
   */
  shownOnly?: true;
  /**
   * `max_ltv`: the figure is the maximum CLTV too (the notes: first liens only, CLTV = LTV), shown as
   * the program's maximum CLTV as a `max_cltv` shown only would be, its cell the maximum LTV's
   */
  andMaxCltv?: true;
  /** the words of a value that means no rule (`Per LTV matrix cell`: the matrix holds it), matched at the cell's start */
  none?: string;
  /**
   * `max_price`: the key its cap shows (by default `max_price`); `min_price`: the category its floor's
   * reason shows (by default the tab's name); `adjustment_cap`: the category of the adjuster that
   * brings the capped sum up to it (by default its label)
   */
  key?: string;
  category?: string;
  /**
   * `adjustment_cap` (the least a program's adjustments add up to, `Max Total LLPA -3.000`): the tabs
   * whose adjustments it sums (`['LLPA']`: a lock table's elsewhere not among them); every one without it
   */
  of?: readonly string[];
  /**
   * the notes say the eligibility matrix holds this rule (`property_types`, `occupancies`): a loan
   * outside it is in no matrix cell (`no_ltv_matrix_cell`), not refused by a rule of its own
   */
  inMatrix?: true;
  /** `states`: the list printed is of the states not eligible (`Excluded States | NY, ND`) */
  excluded?: true;
  /**
   * the notes exclude the printed figure (`above the conforming limit of $832,750`): a minimum starts
   * one unit above it (832,751), a maximum ends one below; for `min_loan`, `max_loan`, `min_fico`
   */
  exclusive?: true;
  /**
   * the words the value is printed after, read as nothing: `states`, the list after them (`Not
   * available in: NY, NJ`); any other rule, its value right after them wherever they stand in the
   * cell, a colon between allowed, so that one cell holds several rules, its label's words a list
   * (`Min FICO: 620 | Max LTV: 97%`; `Max rebate (2.500) rebate; max 3.000 pts`); a list rule's
   * value runs to the end of its part of the cell (`|`, `;` or a line break), a remark in parentheses
   * aside; several runs of words are looked for in turn (`['Harbor', 'minimum net price']`: the
   * `minimum net price` after `Harbor`)
   */
  lead?: string | readonly string[];
  /**
   * `max_ltv`: the figure is a reduction of the program's maximum LTV for the loans of its `when` (one
   * condition: `Cash-out: reduce max LTV by 15%`), reductions adding up (compiler/tables/reductions.ts)
   */
  reduces?: true;
  /**
   * the notes say the rule is tested only for the loans the program's rules of these kinds allow
   * (`onlyIf: ['occupancies']`: no maximum LTV reason for an occupancy the program does not take)
   */
  onlyIf?: readonly RuleWord['rule'][];
  /**
   * a note that says its rule in words (`No prepayment penalty on any program.`): its value as a cell
   * would print it (`'None'`), the note found by its start words its place (a sheet no longer printing
   * it is an error)
   */
  reads?: string;
  /**
   * `max_price`, `min_price`: printed as points to the borrower, in the lender's sign words (`max
   * 3.000 pts` is a floor of 97.000, `(2.500) rebate` a cap of 102.500); `'basis points'` as basis
   * points (`300` a floor of 97.000, `(275)` a cap of 102.750)
   */
  points?: true | 'basis points';
  /**
   * a tick row of a list rule (`occupancies`, `property_types`, `citizenship`): the row stands for
   * these values, its cell saying whether the program takes them (the table's `ticks`); a
   * program's tick rows of one rule make its one list
   */
  item?: readonly string[];
}

/** A lender whose tables are declared in the table language. */
export interface DeclaredProfile extends ProfileBase {
  tables: readonly Table[];
  /** the word a program column prints for every program */
  allPrograms: string;
  /** the lender's words for conditions (`Investment`, `Cash-Out Refi`), read before the grammar */
  conditions: Words<readonly Cond[]>;
  /** the words of a state list that mean every state (`All except NY, NJ`) */
  states: AllStatesWords;
  /** terms printed as words in the programs' names (`Thirty-Year`) */
  terms: Words<(typeof TERMS)[number]>;
  /** what the notes say of rules the sheet does not print */
  assumed: { citizenship: readonly Citizenship[]; lienPositions: readonly (typeof LIEN_POSITIONS)[number][] };
}
