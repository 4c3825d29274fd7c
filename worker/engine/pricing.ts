/**
 * The pricing path over an artifact's plan (plan.ts): the decisions of the checks, the matrix, the
 * PPP table, the candidates, the grids and the caps, as integer tests on the plan's Int32Array.
 * The program-level rules and their reasons are checks.ts, matrix.ts and ppp.ts, on the same plan;
 * the engine tests price every worked example and limit through here.
 */
import type { Artifact, Program } from '../artifact/format.ts';
import { blockAdjuster, gridAdjuster, pppAdjuster, pppBand, stateAdjuster } from './adjusters.ts';
import { holds, inPackedRange } from './conditions.ts';
import { type ArtifactPlan, BLOCK_INDEX, E, MATRIX_TIERS, NA, PPP_TABLE, remember, STATE_SLOT } from './plan.ts';
import type { Adjuster, CellDetail } from './response.ts';
import type { Scenario } from './scenario.ts';
import { detailOf } from './source.ts';

/** The states mask is two words: US_STATES indexes below 30, then the rest. */
const US_STATES_LO = 30;

/** Is the state of index `stateIdx` (-1: no US state) in the two-word mask? */
export const inStateMask = (lo: number, hi: number, stateIdx: number): boolean =>
  stateIdx >= 0 &&
  (stateIdx < US_STATES_LO ? (lo & (1 << stateIdx)) !== 0 : (hi & (1 << (stateIdx - US_STATES_LO))) !== 0);

/** Where the LTV matrix lookup ended (the indexes found, -1 where none), and the row's maxima. */
export interface MatrixHit {
  tier: number;
  column: number;
  row: number;
  /** hundredths; NA when the cell is NA */
  maxLtv: number;
  maxCltv: number;
}

/**
 * The matrix lookup of entry `e`: null when the program has no matrix, else the hit (written into
 * `hit`): the first tier without a DSCR range or whose range holds the ratio, the column of the
 * occupancy and purpose, the first row of the tier whose FICO and loan bands hold the loan.
 */
export function matrixHit(code: Int32Array, e: number, s: Scenario, hit: MatrixHit): MatrixHit | null {
  const at = code[e + E.MATRIX]!;
  if (at === NA) return null;
  const tiers = code[at]!;
  const rows = code[at + 1]!;
  const columns = code[at + 2]!;
  hit.tier = hit.column = hit.row = -1;
  hit.maxLtv = hit.maxCltv = NA;
  const tiersAt = at + MATRIX_TIERS;
  for (let i = 0; i < tiers; i++) {
    const t = tiersAt + i * 4;
    if (code[t] === 0 || (s.dscrTwice !== null && inPackedRange(code, t + 1, s.dscrTwice, 2))) {
      hit.tier = i;
      break;
    }
  }
  if (hit.tier < 0) return hit;
  hit.column = code[at + 3 + s.occIdx * 3 + s.purposeIdx]!;
  const stride = 7 + columns * 2;
  const rowsAt = tiersAt + tiers * 4;
  for (let i = 0, r = rowsAt; i < rows; i++, r += stride) {
    if (
      code[r] === hit.tier &&
      inPackedRange(code, r + 1, s.req.credit_score, 1) &&
      inPackedRange(code, r + 4, s.req.loan_amount, 1)
    ) {
      hit.row = i;
      if (hit.column >= 0) {
        hit.maxLtv = code[r + 7 + hit.column * 2]!;
        hit.maxCltv = code[r + 8 + hit.column * 2]!;
      }
      break;
    }
  }
  return hit;
}

/** Eligible: every index found, the cell not NA and the LTV (= CLTV) within both maxima. */
export const matrixEligible = (hit: MatrixHit, s: Scenario): boolean =>
  hit.column >= 0 &&
  hit.row >= 0 &&
  hit.maxLtv !== NA &&
  s.ltvNum <= hit.maxLtv * s.ltvDen &&
  s.ltvNum <= hit.maxCltv * s.ltvDen;

/** The offset of the PPP table the request selects in the PPP section at `at` (the first when it names none), or -2 when the named table is absent. */
export function pppTable(plan: ArtifactPlan, at: number, s: Scenario): number {
  const { code } = plan;
  let t = at + 1;
  if (s.pppTable === null) return t;
  for (let i = 0; i < code[at]!; i++) {
    if (plan.pppNames[code[t + PPP_TABLE.NAME]!] === s.pppTable) return t;
    t += PPP_TABLE.VALUES + code[t + PPP_TABLE.ROWS]! * code[t + PPP_TABLE.COLUMNS]!;
  }
  return -2;
}

/** What the adjustments of one (program, doc type) add up to. */
export interface Adjustments {
  adjusters: Adjuster[];
  total: number; // thousandths of a point
  /** the first NA cell a required row hit, when any */
  na: CellDetail | null;
}

/** The note rates and base prices of entry `e`: offsets into the plan, `n` rows (0: none). */
export interface Candidates {
  rates: number;
  bases: number;
  n: number;
}

/**
 * The candidates of entry `e`: the ladder, or the agency block for the term and loan amount in the
 * lock column, whose rate-block and state adjusters are added to `out`.
 */
export function candidates(
  plan: ArtifactPlan,
  a: Artifact,
  e: number,
  s: Scenario,
  highBalance: boolean,
  out: Adjustments,
  found: Candidates,
): void {
  const { code } = plan;
  const at = code[e + E.CANDIDATES]!;
  found.n = 0;
  let rows = at + 1;
  if (code[at] === 1) {
    const block = s.termIdx < 0 ? NA : code[at + 1 + s.termIdx * 2 + (highBalance ? 1 : 0)]!;
    if (block === NA) return;
    rows = code[block + s.lockIdx * 2]!;
    if (rows === NA) return;
    const slot = code[block + s.lockIdx * 2 + 1]!;
    out.adjusters.push(
      plan.adjusters[slot] ??
        remember(plan, slot, blockAdjuster(a, a.rate_blocks[code[block + BLOCK_INDEX]!]!, s.req.lock_days)),
    );
    const states = code[e + E.STATE_ADJ]!;
    const value = states === NA || s.stateIdx < 0 ? NA : code[states + s.stateIdx]!;
    if (value !== NA) {
      const slot = code[states + STATE_SLOT]! + s.stateIdx;
      out.adjusters.push(plan.adjusters[slot] ?? remember(plan, slot, stateAdjusterOf(a, code[e + E.PROGRAM]!, s)));
      out.total += value;
    }
  }
  found.n = code[rows]!;
  found.rates = rows + 1;
  found.bases = rows + 1 + found.n;
}

function stateAdjusterOf(a: Artifact, program: number, s: Scenario): Adjuster {
  const table = a.programs[program]!.state_adjusters!;
  return stateAdjuster(a, table, table.states.find((x) => x.state === s.req.state)!);
}

/** The program of entry `e`: read only to build an adjuster or an NA detail the first time. */
const programOf = (a: Artifact, code: Int32Array, e: number): Program => a.programs[code[e + E.PROGRAM]!]!;

/** The index of the band holding the loan's LTV (0 for a single `Adj` column), or -1 beyond the last band. */
function bandOf(code: Int32Array, bands: number, at: number, s: Scenario): number {
  if (bands === 0) return 0;
  for (let i = 0; i < bands; i++) if (inPackedRange(code, at + i * 3, s.ltvNum, s.ltvDen)) return i;
  return -1;
}

/** Adds every grid row of entry `e` that matches: its cell in the loan's band; an NA cell is recorded in `out.na`. */
export function applyGrids(plan: ArtifactPlan, a: Artifact, e: number, s: Scenario, out: Adjustments): void {
  const { code } = plan;
  let at = code[e + E.GRIDS]!;
  const grids = code[at++]!;
  for (let g = 0; g < grids; g++) {
    const bands = code[at++]!;
    const bandsAt = at;
    at += bands * 3;
    const condLen = code[at]!;
    const applies = holds(code, at + 1, at + 1 + condLen, s);
    at += 1 + condLen;
    const rows = code[at]!;
    const width = code[at + 1]!;
    const slot = code[at + 2]!;
    at += 3;
    if (!applies) {
      for (let r = 0; r < rows; r++) at += 1 + code[at]! + width;
      continue;
    }
    const column = bandOf(code, bands, bandsAt, s);
    for (let r = 0; r < rows; r++) {
      const len = code[at]!;
      const matches = holds(code, at + 1, at + 1 + len, s);
      const values = at + 1 + len;
      at = values + width;
      if (!matches) continue;
      if (column < 0) {
        // The loan's LTV lies beyond the grid's last band: the lender prices no such loan.
        out.na ??= gridNa(plan, a, programOf(a, code, e), g, r, -1, slot + r * width);
        continue;
      }
      const value = code[values + column]!;
      if (value === NA) {
        out.na ??= gridNa(plan, a, programOf(a, code, e), g, r, column, slot + r * width + column);
        continue;
      }
      const cell = slot + r * width + column;
      out.adjusters.push(
        plan.adjusters[cell] ??
          remember(plan, cell, gridAdjuster(a, programOf(a, code, e).grids[g]!, r, column, value)),
      );
      out.total += value;
    }
  }
}

/** The NA cell of grid `g`, row `r` (column -1: beyond the last band, the row's label cell); built once per cell. */
function gridNa(
  plan: ArtifactPlan,
  a: Artifact,
  p: Program,
  g: number,
  r: number,
  column: number,
  cell: number,
): CellDetail {
  const key = column < 0 ? -1 - cell : cell;
  let detail = plan.naCells.get(key);
  if (!detail) plan.naCells.set(key, (detail = gridNaCell(a, p, g, r, column)));
  return detail;
}

function gridNaCell(a: Artifact, p: Program, g: number, r: number, column: number): CellDetail {
  const grid = p.grids[g]!;
  const row = grid.rows[r]!;
  if (column < 0)
    return detailOf(a, grid.workbook, grid.tab, `${grid.label_col}${row.row}`, grid.category, row.label, null);
  const band = grid.bands?.[column];
  const col = band?.col ?? grid.adj_col!;
  return detailOf(a, grid.workbook, grid.tab, `${col}${row.row}`, grid.category, row.label, band?.label ?? null);
}

/** Adds the PPP adjustment of entry `e` (the table's row of the term, column of the occupancy); NA is recorded in `out.na`. */
export function applyPpp(plan: ArtifactPlan, a: Artifact, e: number, s: Scenario, out: Adjustments): void {
  const { code } = plan;
  const at = code[e + E.PPP]!;
  if (at === NA) return;
  const t = pppTable(plan, at, s);
  if (t < 0) return;
  const r = code[t + PPP_TABLE.ROW_BY_TERM + s.pppTermIdx]!;
  const c = code[t + PPP_TABLE.COLUMN_BY_OCCUPANCY + s.occIdx]!;
  if (r < 0 || c < 0) return; // no column: the program takes no loan of this occupancy; its matrix says so
  const columns = code[t + PPP_TABLE.COLUMNS]!;
  const value = code[t + PPP_TABLE.VALUES + r * columns + c]!;
  const table = programOf(a, code, e).ppp[code[t + PPP_TABLE.INDEX]!]!;
  if (value === NA) {
    const row = table.rows[r]!;
    const column = table.columns[c]!;
    const cell = `${column.col}${row.row}`;
    out.na ??= detailOf(a, table.workbook, table.tab, cell, `PPP ${table.name}`, row.term, pppBand(table, column));
    return;
  }
  const cell = code[t + PPP_TABLE.SLOT]! + r * columns + c;
  out.adjusters.push(plan.adjusters[cell] ?? remember(plan, cell, pppAdjuster(a, table, r, c, value)));
  out.total += value;
}

/** The governing cap: its index in program.caps (-1: none) and value (thousandths). */
export interface CapChoice {
  index: number;
  value: number;
}

/**
 * The governing cap of entry `e`: the lowest of those that apply (a cap applies when every condition
 * of one of its alternatives holds), the first listed on a tie; written into `choice`.
 */
export function governingCap(code: Int32Array, e: number, s: Scenario, choice: CapChoice): CapChoice {
  let at = code[e + E.CAPS]!;
  const caps = code[at++]!;
  let best = -1;
  let bestValue = 0;
  for (let k = 0; k < caps; k++) {
    const value = code[at]!;
    const alternatives = code[at + 1]!;
    at += 2;
    let applies = false;
    for (let j = 0; j < alternatives; j++) {
      const len = code[at]!;
      if (!applies && holds(code, at + 1, at + 1 + len, s)) applies = true;
      at += 1 + len;
    }
    if (applies && (best < 0 || value < bestValue)) [best, bestValue] = [k, value];
  }
  choice.index = best;
  choice.value = bestValue;
  return choice;
}
