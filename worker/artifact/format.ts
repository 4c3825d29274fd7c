/**
 * The compiled artifact: everything the pricing engine needs from one lender's workbooks for one
 * effective date, with no spreadsheet left to interpret at request time.
 *
 * Units (all integers, so that band edges and sums are exact):
 * - prices and adjustments: thousandths of a point (100.625 -> 100625, -0.375 -> -375), always as a
 *   price and as the effect on the price: a lender that prints points (price = 100 - points) or costs
 *   (the opposite sign) is converted by the compiler, and every value still names its cell
 * - note rates: thousandths of a percent (7.125 -> 7125)
 * - LTV / CLTV / DTI / DSCR bounds and matrix maxima: hundredths (75.00% -> 7500, DSCR 1.25 -> 125)
 * - FICO: points; loan amounts: whole dollars
 * `null` in a price or adjustment cell is the lender's `NA` (not eligible); blank and `N/A` cells are 0.
 *
 * Every value carries the cell it came from: a grid or table names its workbook (index into
 * `sources`) and tab, each column its letter and each row its sheet row, so an adjuster or a
 * rejection can point at `<workbook> › <tab>!<A1>`.
 *
 * Lender knowledge ends at the compiler: every rule arrives here as data the engine evaluates
 * generically (conditions on the scenario, caps with the conditions under which they apply, how a
 * program is priced), and every value an artifact can name is one of the vocabulary's (vocabulary.ts).
 */

import {
  CITIZENSHIPS,
  DOC_KEYS,
  DOC_TYPES,
  HOUSING_EVENTS,
  HOUSING_HISTORIES,
  LIEN_POSITIONS,
  LOCK_DAYS,
  OCCUPANCIES,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  TERMS,
  US_STATES,
} from './vocabulary.ts';
import * as z from './zod.ts';

/**
 * Bump when the shape or meaning of any field, or the wire format (codec.ts), changes; readers reject any other version.
 * 2: string table. 3: vocabulary-typed conditions, caps as rules, the floor and pricing method per program, the
 * effective moment, reprice number and expiry of the sheet. 4: generic tables (a grid's columns and a matrix's rows
 * and columns are condition lists over any request attribute; LTV and CLTV are range attributes; a matrix cell
 * holds the limits its matrix names), nullable program minimum FICO, lien positions, whether a failed program
 * check ends a program's evaluation, whether the block chosen is reported, block codes and route rows optional.
 * 5: the plan the engine reads is part of the artifact (plan/), beside the header and the tables (codec.ts);
 * eligibility rules as data (Rule, DocTypeRules.rules); lien_position is an eq attribute; the categories the
 * engine shows for blocks, state adjusters, PPP tables and the floor, and each doc type's doc keys, are data.
 * 6: a rate block says how it is printed (`printed`): rates down, or rates across with a row per lock period;
 * a matrix names the rules whose failure leaves it unread (`skip_after`). 7: a rate block printed rates down may
 * be wrapped into parts side by side (`continued`). 8: a rate block printed as a list, a row per note rate and lock
period (`printed: 'list'`). 9: a PPP row may name its own cell's column (`col`: a prepayment table printed as a
row of terms across, one table a row). 10: the plan and the name ends start at a 4-byte boundary of the artifact,
each after a pad of 0 to 3 bytes (codec.ts), so that a reader views them where they lie. 11: a program's cap on
what some of its grids take off together (`adjustment_cap`). 12: a PPP row may be the one of its term for the states
where penalties are restricted (`in_restricted_states`). 13: a ladder's rung may name its own cell's column (`col`: a
grid of rate increments, `Rate | + 0 | + 1/8`). 14: conditions on the borrower's credit history (`housing_event`, its
months `housing_event_months`, `mtg_lates`). 15: a matrix cell may limit the loan amount (`max_loan`), and a matrix may be read only for
some loans (`read_when`); a rejection may list each key once (`keys_once`); a
program's base prices may be a ladder per tier of the loan (`ladder_tiers`); a sheet may be in force
until replaced (`expires_at` null). 16: rates a program does not offer to some loans (`rate_limits`: a minimum
note rate, a rate footnoted "purchase only"). 17: a rule may refuse a penalty in a state where the lender permits none
(`ppp_state_restricted`), for a program whose prepayment terms are a rule, not a table. 18: adjustments of each note
rate on its own (`rate_adjusters`: `Note rates below 7.000%: -0.250`), added to the prices of the rates they name.
19: the envelope's header is JSON text (codec.ts), read by JSON.parse instead of as msgpack records.
 */
export const FORMAT_VERSION = 19;

/** An instant as an ISO 8601 date-time with the lender's UTC offset, e.g. 2026-11-23T13:15:00-08:00. */
export const Moment = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/));
export const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Flags the scenario raises; `high_balance` is set when the loan amount exceeds the lender's conforming limit. */
export const FLAG_ATTRS = [
  'escrow_waiver',
  'interest_only',
  'recent_credit_event',
  'short_term_rental',
  'high_balance',
] as const;
/**
 * Range attributes: fico (points), loan_amount (dollars), dti, dscr, ltv and cltv (hundredths; LTV = loan amount /
 * purchase price × 100, CLTV = LTV for the first liens without subordinate financing priced here),
 * housing_event_months (the months since the loan's housing event; none without an event or its months) and
 * mtg_lates (the mortgage lates of the last 12 months, 3 for 3 or more).
 */
export const RANGE_ATTRS = [
  'fico',
  'loan_amount',
  'dti',
  'dscr',
  'ltv',
  'cltv',
  'housing_event_months',
  'mtg_lates',
] as const;
/** What a matrix cell may limit: the loan's LTV and CLTV from above, its credit score from below, its amount from above. */
export const MATRIX_LIMITS = ['max_ltv', 'max_cltv', 'min_fico', 'max_loan'] as const;

/**
 * The rejection keys a rule can give (docs/contract.md › Rejection reasons), and the condition each
 * requires of the loan: a range of its attribute (`at_least` a lower bound, `at_most` an upper one)
 * or one of a list of its values.
 */
export const RULE_KEYS = {
  eligible_lien_position: { attr: 'lien_position', comparison: 'one_of' },
  min_fico: { attr: 'fico', comparison: 'at_least' },
  max_dti: { attr: 'dti', comparison: 'at_most' },
  min_loan_amount: { attr: 'loan_amount', comparison: 'at_least' },
  max_loan_amount: { attr: 'loan_amount', comparison: 'at_most' },
  dscr_min_ratio: { attr: 'dscr', comparison: 'at_least' },
  eligible_citizenship: { attr: 'citizenship', comparison: 'one_of' },
  eligible_states: { attr: 'state', comparison: 'one_of' },
  state_not_offered: { attr: 'state', comparison: 'one_of' },
  eligible_occupancy: { attr: 'occupancy', comparison: 'one_of' },
  lock_not_offered: { attr: 'lock_days', comparison: 'one_of' },
  term_not_offered: { attr: 'term', comparison: 'one_of' },
  ppp_term_not_offered: { attr: 'ppp_term', comparison: 'one_of' },
  max_ltv_exceeded: { attr: 'ltv', comparison: 'at_most' },
  max_cltv_exceeded: { attr: 'cltv', comparison: 'at_most' },
  eligible_property_type: { attr: 'property_type', comparison: 'one_of' },
  ppp_state_restricted: { attr: 'state', comparison: 'one_of' },
} as const;
/** The rule keys, in the order the plan numbers them (RULE.KEY). */
export const RULE_KEY_NAMES = Object.keys(RULE_KEYS) as [RuleKey, ...RuleKey[]];

/** The attributes of eq conditions, in a fixed order (the engine packs values by this index). */
export const EQ_ATTRS = [
  'purpose',
  'occupancy',
  'property_type',
  'term',
  'lock_days',
  'citizenship',
  'housing_history',
  'doc',
  'program',
  'ppp_term',
  'state',
  'lien_position',
  'housing_event',
] as const satisfies readonly Extract<Cond, { kind: 'eq' }>['attr'][];

/**
 * What the schema's shapes cannot say, checked by encode and decode (codec.ts): a program's
 * `pricing` names where its base prices are, and exactly that source is present (`ladder` for
 * "ladder", `routes` for "rate_blocks", the other null); a matrix cell holds one value per limit of
 * its matrix; a rule requires the attribute its key names; an adjustment cap names the program's grids. The first inconsistency as `programs.<i>.<path>: <problem>`, or null.
 */
export function inconsistency(artifact: Pick<Artifact, 'programs'>): string | null {
  for (const [i, p] of artifact.programs.entries()) {
    const ladder = p.pricing === 'ladder';
    if (ladder !== (p.ladder !== null) || ladder === (p.routes !== null))
      return `programs.${i}.pricing: "${p.pricing}" needs ${ladder ? 'a ladder and no routes' : 'routes and no ladder'}`;
    const outside = p.adjustment_cap?.grids.find((g) => g >= p.grids.length);
    if (outside !== undefined)
      return `programs.${i}.adjustment_cap.grids: grid ${outside} is not one of the program's ${p.grids.length}`;
    const m = p.matrix;
    for (const [r, row] of (m?.rows ?? []).entries())
      for (const [c, cell] of row.cells.entries())
        if (m && cell !== null && cell.length !== m.limits.length)
          return `programs.${i}.matrix.rows.${r}.cells.${c}: expected ${m.limits.length} values, one per limit (${m.limits.join(', ')})`;
    for (const [d, rules] of p.doc_types.entries())
      for (const [r, rule] of rules.rules.entries()) {
        const { attr, comparison } = RULE_KEYS[rule.key];
        const kind = comparison === 'one_of' ? 'eq' : 'range';
        if (rule.require.attr !== attr || rule.require.kind !== kind)
          return `programs.${i}.doc_types.${d}.rules.${r}.require: a ${rule.key} rule requires ${comparison === 'one_of' ? 'one of the values' : 'a range'} of ${attr}`;
      }
  }
  return null;
}

/**
 * The header's schema (every field but the tables: what a quote validates of a sheet, codec.ts
 * `readSheet`), with the primitives the tables' schemas share.
 */
function defineHeader() {
  const int = z.number().check(z.int());
  const nonnegative = z.number().check(z.int(), z.nonnegative());
  const UsState = z.enum(US_STATES);
  const LenderSlug = z.string().check(z.regex(/^[a-z0-9_-]+$/));
  const SheetHeader = z.object({
    format_version: z.literal(FORMAT_VERSION),
    lender_slug: LenderSlug,
    lender_name: z.string(),
    /** The lender's own date of the sheet (its time zone), as in the file name. */
    effective_date: IsoDate,
    /** When the sheet takes effect: the banner's date and time in the lender's zone. */
    effective_at: Moment,
    /** 0 for the day's first sheet, then 1, 2, … for the intraday reprices. */
    reprice: nonnegative,
    /** When the sheet expires unless a newer one arrives: the next business day's cut-off; null: never (in force until replaced). */
    expires_at: z.nullable(Moment),
    sources: z.array(z.string()).check(z.minLength(1)), // workbook file names, as received; the rate sheet first
    /**
     * true: a program that fails a program check (guidelines, states, locks, terms) is not looked up in its matrix
     * nor priced, its rejection lists those checks only (e.g. sheets/README.md §5.6); false: every
     * program-level rule (checks, matrix, PPP) that fails is one reason of the rejection.
     */
    checks_end_evaluation: z.boolean(),
    /** true: a program's rejection lists each key once, the first reason of it in the contract's order (a lender's notes that say "each key once") */
    keys_once: z.boolean(),
    ppp_restricted_states: z.array(UsState), // no PPP term other than No PPP in these states
    conforming_limit: z.nullable(int), // the high_balance flag is set above it
  });
  return { int, nonnegative, UsState, SheetHeaderSchema: SheetHeader };
}

/**
 * The tables' schemas, built on first use (the catalog, the matrix view, the tools, the compiler):
 * a quote never validates the tables, so an isolate that only quotes never builds them.
 */
function defineTables({ int, nonnegative, UsState, SheetHeaderSchema: SheetHeader }: Header) {
  const positive = z.number().check(z.int(), z.positive());
  const cellValue = z.nullable(int); // thousandths of a point; null = NA (not eligible)

  const Purpose = z.enum(PURPOSES);
  const Occupancy = z.enum(OCCUPANCIES);
  const PropertyType = z.enum(PROPERTY_TYPES);
  const Citizenship = z.enum(CITIZENSHIPS);
  const PppTerm = z.enum(PPP_TERMS);
  const DocType = z.enum(DOC_TYPES);
  const DocKey = z.enum(DOC_KEYS);
  const Slug = z.string().check(z.regex(/^[a-z0-9_]+$/));

  /** Where a table sits: workbook (index into Artifact.sources) and tab name. */
  const Place = z.object({ workbook: nonnegative, tab: z.string() });

  /**
   * A numeric interval. `lo`/`hi` null = unbounded; the *_incl flags carry the lenders' edge rules
   * (percent bands: lo exclusive, hi inclusive; FICO and dollars: both inclusive; DSCR: lo inclusive,
   * hi exclusive at the next band's lower value).
   */
  const Range = z.object({
    lo: z.nullable(int),
    lo_incl: z.boolean(),
    hi: z.nullable(int),
    hi_incl: z.boolean(),
  });

  const eq = <A extends string, V extends z.ZodMiniType>(attr: A, value: V) =>
    z.object({ kind: z.literal('eq'), attr: z.literal(attr), values: z.array(value).check(z.minLength(1)) });

  const FlagAttr = z.enum(FLAG_ATTRS);
  const RangeAttr = z.enum(RANGE_ATTRS);

  /**
   * One condition on the scenario; a row, grid or cap applies when all its conditions hold. Each
   * attribute tests one request value, and its values are the vocabulary's: a misspelt value fails the
   * schema (and so the compile), never silently matches nothing.
   */
  const Cond = z.discriminatedUnion('attr', [
    eq('purpose', Purpose),
    eq('occupancy', Occupancy), // non_owner_occupied is read as investment
    eq('property_type', PropertyType),
    eq('term', z.literal(TERMS)), // years
    eq('lock_days', z.literal(LOCK_DAYS)),
    eq('citizenship', Citizenship),
    eq('housing_history', z.enum(HOUSING_HISTORIES)),
    eq('doc', DocKey), // doc type with its seasoning
    eq('program', Slug), // program_slug (agency high-balance rows are per product family)
    eq('ppp_term', PppTerm),
    eq('state', UsState),
    eq('lien_position', z.enum(LIEN_POSITIONS)),
    eq('housing_event', z.enum(HOUSING_EVENTS)),
    z.object({ kind: z.literal('flag'), attr: FlagAttr }),
    z.object({ kind: z.literal('range'), attr: RangeAttr, range: Range }),
  ]);

  /**
   * A column of a grid: its printed header and the conditions under which a loan reads it, e.g. a CLTV
   * band `{range cltv 70.00 < x ≤ 75.00}`, a credit-score band, a loan-amount band. `label` null: an
   * unbanded column (a single `Adj` or `Cost` column, `when` empty) whose adjusters show no band.
   */
  const GridColumn = z.object({ label: z.nullable(z.string()), col: z.string(), when: z.array(Cond) });

  const GridRow = z.object({
    label: z.string(), // exactly as printed in the first column (its key columns', joined by ` / `, when several)
    row: positive, // sheet row number
    when: z.array(Cond), // all must hold for the row to apply
    values: z.array(cellValue), // one per column of the grid
  });

  /**
   * A price-adjustment grid, whatever the lender's layout: rows and columns are both condition lists,
   * so a grid may be banded by CLTV in its columns and FICO in its rows, or transposed, or banded by
   * loan amount, or list labelled features or tiers of states. The grid applies when its `when`
   * holds (e.g. a grid titled for purchases only); the loan reads the first column whose
   * `when` holds, and every row whose `when` holds adds its cell in that column. A loan that a row
   * applies to and no column covers (beyond the printed bands) is priced by no cell: not eligible.
   */
  const Grid = z.extend(Place, {
    category: z.string(), // the grid title as printed, e.g. "FICO / CLTV"
    title_cell: z.string(),
    label_col: z.string(),
    columns: z.array(GridColumn).check(z.minLength(1)),
    when: z.array(Cond),
    rows: z.array(GridRow).check(z.minLength(1)),
  });

  /** A base-price ladder: one price per note rate, for the program's base lock period. */
  const Ladder = z.extend(Place, {
    rate_col: z.string(),
    price_col: z.string(),
    // `col`: the letters of the price's cell when not `price_col` (a grid of rate increments: each rung its column)
    rows: z
      .array(z.object({ rate: positive, price: cellValue, row: positive, col: z.nullable(z.string()) }))
      .check(z.minLength(1)),
  });

  /** What every rate block holds, however printed: a price per note rate and lock period. */
  const BlockBase = z.extend(Place, {
    category: z.string(), // the category the block's adjuster shows, as the lender's profile names it ("Rate Block")
    name: z.string(), // e.g. "Conforming 30 Year Fixed"
    code: z.nullable(z.string()), // e.g. "CF30", when the lender prints one
    title_cell: z.string(),
  });

  /**
   * A rate block: a base price per note rate and lock period, printed `rates down` (a rate column, a
   * price column per lock period, a row per note rate), `rates across` (a rate row, a row per lock
   * period, a column per note rate) or as a `list` (`Rate | Lock | Price`, a row per note rate and
   * lock period). `rows` holds one entry per note rate every way, its `prices` in the order of
   * `locks`; where each was printed is a column and row in one, a row and column in another, the
   * price column and a row per price in the list.
   */
  const RateBlock = z.discriminatedUnion('printed', [
    z.extend(BlockBase, {
      printed: z.literal('rates down'),
      rate_col: z.string(),
      locks: z.array(z.object({ days: z.literal(LOCK_DAYS), col: z.string() })).check(z.minLength(1)),
      rows: z.array(z.object({ rate: positive, prices: z.array(cellValue), row: positive })).check(z.minLength(1)),
      /**
       * a ladder wrapped into parts side by side (the lowest rates down the left, the next down the
       * right): each part after the first, its rows from index `from` of `rows` on, its rate column
       * and its price columns in the order of `locks`; empty when printed in one part
       */
      continued: z.array(z.object({ from: positive, rate_col: z.string(), cols: z.array(z.string()) })),
    }),
    z.extend(BlockBase, {
      printed: z.literal('list'),
      rate_col: z.string(),
      lock_col: z.string(),
      price_col: z.string(),
      locks: z.array(z.object({ days: z.literal(LOCK_DAYS) })).check(z.minLength(1)),
      // per lock, the sheet row of its price (null: the list prints none for that rate and lock)
      rows: z
        .array(z.object({ rate: positive, prices: z.array(cellValue), rows: z.array(z.nullable(positive)) }))
        .check(z.minLength(1)),
    }),
    z.extend(BlockBase, {
      printed: z.literal('rates across'),
      rate_row: positive,
      locks: z.array(z.object({ days: z.literal(LOCK_DAYS), row: positive })).check(z.minLength(1)),
      rows: z.array(z.object({ rate: positive, prices: z.array(cellValue), col: z.string() })).check(z.minLength(1)),
    }),
  ]);

  /** Which block prices a (program, term), at or below the conforming limit and above it. */
  const BlockRoute = z.object({
    term: z.literal(TERMS),
    conforming: z.string(), // block name
    high_balance: z.string(), // block name (the conforming block again when the sheet names none)
    row: z.nullable(positive), // the route's sheet row; null: the lender's profile states it (one table per program and term)
  });

  /** A prepayment-penalty table; columns select by occupancy (one `Adj` column = any occupancy). */
  const PppTable = z.extend(Place, {
    category: z.string(), // the category its adjusters show, e.g. "PPP Declining (5-4-3-2-1)"
    name: z.string(), // as printed, e.g. "Declining (5-4-3-2-1)"
    title_cell: z.string(),
    label_col: z.string(),
    columns: z
      .array(z.object({ label: z.string(), col: z.string(), occupancies: z.array(Occupancy).check(z.minLength(1)) }))
      .check(z.minLength(1)),
    // `col`: the letters of the row's one cell when it is not its column's (a strip of terms across: null otherwise);
    // `in_restricted_states`: the row of its term a loan takes in a state where penalties are restricted
    // (`ppp_restricted_states`: `No PPP - State Restricted`), in place of the term's other row
    rows: z
      .array(
        z.object({
          term: PppTerm,
          row: positive,
          col: z.nullable(z.string()),
          in_restricted_states: z.boolean(),
          values: z.array(cellValue),
        }),
      )
      .check(z.minLength(1)),
  });

  /**
   * A price cap: the price after adjustments is clamped to `value` when the cap applies, that is when
   * every condition of at least one of its `when` lists holds (`[[]]`: always). The lowest applicable
   * cap governs, the first listed on a tie. `key` is a stable identifier of the printed label.
   */
  const Cap = z.extend(Place, {
    key: Slug,
    label: z.string(),
    value: int,
    cell: z.string(),
    when: z.array(z.array(Cond)).check(z.minLength(1)),
  });

  /** The minimum price: a rate priced below it is not eligible (a price equal to it is). */
  const Floor = z.extend(Place, {
    category: z.string(), // the category its reasons show, as the lender's profile names it ("Price Caps")
    label: z.string(),
    value: int,
    cell: z.string(),
  });

  /**
   * A cap on what some grids take off together (`Max Total LLPA -3.000`): when the values of the
   * grids it names add up to less than `value` (thousandths), an adjuster of the difference, shown
   * under `category` with its label and cell, brings their sum up to it. The other adjustments (a
   * lock period's, a prepayment penalty's) are not in the sum.
   */
  const AdjustmentCap = z.extend(Place, {
    category: z.string(),
    label: z.string(),
    value: int,
    cell: z.string(),
    grids: z.array(z.int().check(z.nonnegative())).check(z.minLength(1)), // indexes into the program's grids
  });

  const RuleKey = z.enum(RULE_KEY_NAMES);

  const MatrixLimit = z.enum(MATRIX_LIMITS);

  /**
   * The dimensions a matrix row or column is printed by, with the label printed for each (e.g. `{fico:
   * "≥ 740", loan_amount: "≤ $1,000,000"}`, null where it is not printed by that dimension): what
   * GET /api/programs/{slug}/matrix shows. The conditions (`when`) are what a loan is matched by.
   */
  const MatrixLabels = z.object({
    fico: z.nullable(z.string()),
    loan_amount: z.nullable(z.string()),
    occupancy: z.nullable(z.string()),
    purpose: z.nullable(z.string()),
  });

  /**
   * An eligibility matrix (maximum LTV / CLTV, minimum FICO), whatever its layout: the loan must be
   * one the matrix covers (`when`, e.g. the property types the lender takes), in a tier (the first
   * whose `when` holds: e.g. one block per DSCR tier), a column (the first whose `when` holds) and a row
   * of that tier (the first whose `when` holds); the cell then holds one value per `limits` entry
   * (hundredths for LTV and CLTV, points for FICO), or null: not eligible. A loan outside any of
   * these has no cell.
   */
  const Matrix = z.extend(Place, {
    when: z.array(Cond),
    limits: z.array(MatrixLimit).check(z.minLength(1)),
    /** the rules whose failure leaves the matrix unread, its reasons not given ("read only when the score meets the program's minimum") */
    skip_after: z.array(RuleKey),
    /** what a loan must meet for the matrix to be read at all ("read only when the score is at least 700"): a loan that does not is neither matched nor refused by it */
    read_when: z.array(Cond),
    tiers: z
      .array(z.object({ label: z.nullable(z.string()), when: z.array(Cond), row: positive }))
      .check(z.minLength(1)),
    columns: z.array(z.object({ col: z.string(), labels: MatrixLabels, when: z.array(Cond) })).check(z.minLength(1)),
    rows: z
      .array(
        z.object({
          tier: nonnegative, // index into tiers
          row: positive,
          labels: MatrixLabels,
          when: z.array(Cond),
          cells: z.array(z.nullable(z.array(int).check(z.minLength(1)))), // per column: one value per limit; null = not eligible
        }),
      )
      .check(z.minLength(1)),
  });

  /**
   * An eligibility rule: the loan must satisfy `require` (a condition on one attribute: a range for
   * a limit, a list for the values taken) wherever `when` holds (its scope: a purpose, an occupancy,
   * any condition; empty: always); else the (program, doc type) is refused with `key`. `shown` is the
   * list the reason's threshold shows, where it differs from what is tested (the lock periods the
   * guidelines print; the tested ones are those the sheet prices); null: the tested values or bound.
   */
  const Rule = z.extend(Place, {
    key: RuleKey,
    require: Cond,
    when: z.array(Cond),
    shown: z.nullable(z.array(z.union([z.string(), int]))),
    cell: z.nullable(z.string()), // null: the lender prints the rule in no one cell
  });

  /** Scalar limits of one (program, doc type), with the cell of each. */
  const DocTypeRules = z.extend(Place, {
    doc_type: DocType,
    column_label: z.string(),
    min_fico: z.nullable(int), // null: no program minimum (the matrix cells hold it)
    max_dti: z.nullable(int), // hundredths of a percent; null = no DTI test
    min_loan: int,
    max_loan: int,
    min_dscr: z.nullable(int), // hundredths; null = no DSCR test
    citizenship: z.array(Citizenship).check(z.minLength(1)),
    lien_positions: z.array(z.enum(LIEN_POSITIONS)).check(z.minLength(1)),
    states: z.array(UsState).check(z.minLength(1)), // explicit, sorted list of eligible states
    states_all_except: z.nullable(z.array(UsState)), // the printed exclusions when the sheet says "All states + DC except ..."
    occupancies: z.array(Occupancy).check(z.minLength(1)),
    terms: z.array(positive),
    locks: z.array(positive), // as the guideline prints them
    max_cltv: z.nullable(int),
    cells: z.record(z.string(), z.string()), // rule name -> A1 address
    /** the doc key a Doc Type grid row selects for the loan, with 12-month (or no) seasoning and with 24; null: none */
    doc_keys: z.object({ '12mo': z.nullable(DocKey), '24mo': z.nullable(DocKey) }),
    /** rules the profile declares beyond the limits above (scoped ones: "maximum LTV 70 % for a cash-out"), checked after them */
    rules: z.array(Rule),
  });

  /** Per-state adjusters of one program: a state with no row is not offered. */
  const StateAdjusters = z.extend(Place, {
    category: z.string(), // the category its adjusters show ("State Adjusters")
    agency: z.string(), // FNMA | FHLMC, from the Agency row
    agency_cell: z.string(),
    col: z.string(),
    states: z.array(z.object({ state: UsState, value: int, row: positive })),
  });

  /**
   * Rates a program does not offer to some loans (`Minimum note rate 6.875% for investment`, a rate
   * footnoted "purchase only"): a rate within `rates` (thousandths of a percent) is no candidate for
   * a loan every one of whose `when` holds; the program's other rates still price it.
   */
  const RateLimit = z.extend(Place, { rates: Range, when: z.array(Cond), cell: z.string() });

  /**
   * An adjustment of each note rate on its own (`Note rates below 7.000%: -0.250`), where every other
   * adjustment is the loan's, the same for every rate: for a loan every one of whose `when` holds, a
   * rate within `rates` (thousandths of a percent) adds `value` (thousandths of a point) to its price,
   * after the loan's adjustments and before the caps (a cap clamps the price with it) and the floor;
   * that rate's offer shows it, under `category` as `label`, from `cell`. An adjustment cap
   * (`adjustment_cap`) does not sum it.
   */
  const RateAdjuster = z.extend(Place, {
    category: z.string(),
    label: z.string(), // the rate condition as printed
    rates: Range,
    value: int,
    cell: z.string(), // its value's cell
    when: z.array(Cond),
  });

  const Program = z.object({
    slug: Slug,
    name: z.string(),
    code: z.nullable(z.string()), // the lender's program code ("2"), when it prints one
    /** `ladder`: base prices from `ladder` (lock adjustments in the grids); `rate_blocks`: from the block `routes` name. */
    pricing: z.enum(['ladder', 'rate_blocks']),
    /** `rate_blocks`: the block and lock column chosen are shown as a `rate_block` adjuster (where the lender's sheet lists it; not every lender's does). */
    reports_block: z.boolean(),
    /**
     * false when the lender keeps no doc-type registry for the program (an agency program): it is
     * priced under its one assumed doc type, and a doc_type filter skips it only when it names neither
     * the program nor that doc type. true: a doc_type filter is matched against `doc_types`.
     */
    lists_doc_types: z.boolean(),
    /** The lock periods the sheet prices for the program (a ladder's base lock and its adjustment rows, a block's columns). */
    lock_days: z.array(z.literal(LOCK_DAYS)).check(z.minLength(1)),
    doc_types: z.array(DocTypeRules).check(z.minLength(1)),
    ladder: z.nullable(Ladder),
    /**
     * base prices printed a column per tier of the loan (`< $250K | $250K - $549,999`): the loan's
     * ladder is the first tier's whose `when` holds, none pricing a loan no tier covers; `ladder` is
     * the first tier's (the views that show one ladder show it). Empty: `ladder` alone.
     */
    ladder_tiers: z.array(z.object({ when: z.array(Cond), ladder: Ladder })),
    rate_limits: z.array(RateLimit),
    rate_adjusters: z.array(RateAdjuster),
    routes: z.nullable(z.array(BlockRoute)),
    grids: z.array(Grid),
    ppp: z.array(PppTable),
    caps: z.array(Cap),
    floor: z.nullable(Floor),
    adjustment_cap: z.nullable(AdjustmentCap),
    matrix: z.nullable(Matrix),
    max_ltv: z.nullable(z.object({ value: int, cell: z.string(), workbook: int, tab: z.string() })), // program-wide maximum LTV
    state_adjusters: z.nullable(StateAdjusters),
  });

  const Artifact = z.extend(SheetHeader, {
    rate_blocks: z.array(RateBlock),
    programs: z.array(Program).check(z.minLength(1)),
  });
  return {
    RangeSchema: Range,
    CondSchema: Cond,
    GridColumnSchema: GridColumn,
    MatrixLimitSchema: MatrixLimit,
    MatrixLabelsSchema: MatrixLabels,
    GridRowSchema: GridRow,
    GridSchema: Grid,
    LadderSchema: Ladder,
    RateBlockSchema: RateBlock,
    BlockRouteSchema: BlockRoute,
    PppTableSchema: PppTable,
    CapSchema: Cap,
    FloorSchema: Floor,
    AdjustmentCapSchema: AdjustmentCap,
    MatrixSchema: Matrix,
    DocTypeRulesSchema: DocTypeRules,
    RuleSchema: Rule,
    RateLimitSchema: RateLimit,
    RateAdjusterSchema: RateAdjuster,
    StateAdjustersSchema: StateAdjusters,
    ProgramSchema: Program,
    ArtifactSchema: Artifact,
  };
}

type Header = ReturnType<typeof defineHeader>;
type Tables = ReturnType<typeof defineTables>;
let header: Header | undefined;
let tables: Tables | undefined;
/** The header's schema, built on its first use. */
export const sheetHeaderSchema = (): Header['SheetHeaderSchema'] => (header ??= defineHeader()).SheetHeaderSchema;
/** The whole artifact's schema, built on its first use. */
export const artifactSchema = (): Tables['ArtifactSchema'] =>
  (tables ??= defineTables((header ??= defineHeader()))).ArtifactSchema;

export type RuleKey = keyof typeof RULE_KEYS;
export type Range = z.infer<Tables['RangeSchema']>;
export type Cond = z.infer<Tables['CondSchema']>;
export type GridColumn = z.infer<Tables['GridColumnSchema']>;
export type MatrixLimit = z.infer<Tables['MatrixLimitSchema']>;
export type MatrixLabels = z.infer<Tables['MatrixLabelsSchema']>;
export type GridRow = z.infer<Tables['GridRowSchema']>;
export type Grid = z.infer<Tables['GridSchema']>;
export type Ladder = z.infer<Tables['LadderSchema']>;
export type RateBlock = z.infer<Tables['RateBlockSchema']>;
export type BlockRoute = z.infer<Tables['BlockRouteSchema']>;
export type PppTable = z.infer<Tables['PppTableSchema']>;
export type Cap = z.infer<Tables['CapSchema']>;
export type Floor = z.infer<Tables['FloorSchema']>;
export type AdjustmentCap = z.infer<Tables['AdjustmentCapSchema']>;
export type Matrix = z.infer<Tables['MatrixSchema']>;
export type DocTypeRules = z.infer<Tables['DocTypeRulesSchema']>;
export type Rule = z.infer<Tables['RuleSchema']>;
export type RateLimit = z.infer<Tables['RateLimitSchema']>;
export type RateAdjuster = z.infer<Tables['RateAdjusterSchema']>;
export type StateAdjusters = z.infer<Tables['StateAdjustersSchema']>;
export type Program = z.infer<Tables['ProgramSchema']>;
export type Artifact = z.infer<Tables['ArtifactSchema']>;
export type SheetHeader = z.infer<Header['SheetHeaderSchema']>;
