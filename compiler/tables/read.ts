/** What the tables of a declared profile gave, table by table, before each program is assembled from it (program.ts). */
import type {
  Cond,
  Grid,
  Ladder,
  Matrix,
  PppTable,
  Range,
  RateBlock,
  Rule,
  StateAdjusters,
} from '../../worker/artifact/format.ts';
import type { UsState } from '../../worker/artifact/vocabulary.ts';
import type { MarkedRate, Sheet } from '../sheet.ts';
import type { PriceTable } from './language.ts';
import type { TermLadder } from './price-list.ts';
import type { Routed } from './routed-blocks.ts';
import type { ProgramRules } from './rule-rows.ts';

/** The states a state list makes the eligible ones, and the cell that names them. */
export interface ListedStates {
  states: UsState[];
  tab: string;
  cell: string;
}

/** The states of `list` that `by` names too, at `list`'s cell: two lists of one program's states narrowing each other. */
export const narrowed = (list: ListedStates, by: ListedStates): ListedStates => ({
  ...list,
  states: list.states.filter((s) => by.states.includes(s)),
});

/** What the tables gave, by program slug (`''`: every program). */
export interface Read {
  ladders: Map<string, Ladder>;
  /** each program's ladder per price table of one lock period (a tab per lock: `15 Day`, `30 Day`) */
  lockLadders: Map<string, { lock: PriceTable['baseLock']; ladder: Ladder | null; sheet: Sheet; title: string }[]>;
  /** each program's ladder per tier of the loan (a price column per loan-amount tier) */
  ladderTiers: Map<string, { when: Cond[]; ladder: Ladder }[]>;
  /** the rate block of each program priced per lock column */
  blocks: Map<string, RateBlock>;
  /** each program's ladders of a long list of base prices, by the terms they serve */
  termLadders: Map<string, TermLadder[]>;
  /** the rate blocks a routes table routes programs' terms to (RoutedBlocksTable), and the routes */
  routed: Routed | null;
  /** each program's state adjusters (StateAdjusterColumns) */
  stateAdjusters: Map<string, StateAdjusters>;
  /** the rate blocks each program assembled is priced from */
  programBlocks: Map<string, RateBlock[]>;
  /** the cell of each program's title, where its term is printed */
  titles: Map<string, { sheet: Sheet; cell: string }>;
  /** the lock period each program's ladder prices (its price table's `baseLock`) */
  baseLocks: Map<string, PriceTable['baseLock']>;
  grids: Map<string, Grid[]>;
  /** the grid rows of a list's `rate condition` column that name note rates, and the rates each adjusts: a program's rate adjusters, not its grids' rows */
  rated: Map<Grid['rows'][number], Range>;
  /** prepayment tables by program slug (`''`: every program's) */
  ppp: Map<string, PppTable[]>;
  /** the first prepayment table of some programs only (a column per program, or titled by one): a program in none takes no penalty */
  pppOwned: { workbook: number; tab: string; cell: string } | null;
  /** rules the tables give every program besides their rule rows (a prepayment table's) */
  tableRules: Rule[];
  rules: Map<string, ProgramRules>;
  /** how many rule tables were read */
  ruleTables: number;
  /**
   * the states a state-tier list names (AdjustmentTable.onlyListedStates), or every state but those
   * its NA rows refuse, and its title cell, by program slug (`''`: every program's; a list scoped
   * by program conditions, theirs)
   */
  listedStates: Map<string, ListedStates>;
  /** the eligibility matrix of each program (`''`: every program's) */
  matrices: Map<string, Matrix>;
  /** programs whose missing part was reported at a cell */
  reported: Set<string>;
  /** every note rate the rate tables print with a mark (Conventions.rateMarks) */
  markedRates: MarkedRate[];
}

/** Nothing read yet. */
export const emptyRead = (): Read => ({
  ladders: new Map(),
  lockLadders: new Map(),
  ladderTiers: new Map(),
  blocks: new Map(),
  termLadders: new Map(),
  routed: null,
  stateAdjusters: new Map(),
  programBlocks: new Map(),
  titles: new Map(),
  baseLocks: new Map(),
  grids: new Map(),
  rated: new Map(),
  ppp: new Map(),
  pppOwned: null,
  tableRules: [],
  matrices: new Map(),
  reported: new Set(),
  markedRates: [],
  rules: new Map(),
  ruleTables: 0,
  listedStates: new Map(),
});
