/**
 * The LTV/CLTV matrix (non-QM): the DSCR tier, then the row by FICO and loan band, the column by
 * occupancy and purpose. No row, no column or an NA cell = no_ltv_matrix_cell.
 */
import type { Artifact, Matrix, Program } from '../artifact/format.ts';
import { inPackedRange, packRange } from './conditions.ts';
import type { Reason, ReasonOf } from './reasons.ts';
import { ltvPercent, type Scenario } from './scenario.ts';
import { cellRef, tabRef } from './source.ts';

export type MatrixResult = { ok: true; maxLtv: number; maxCltv: number } | { ok: false; reasons: Reason[] };

function noCell(a: Artifact, m: Matrix, s: Scenario, tier: string | null, cell: string | null): MatrixResult {
  const provided: ReasonOf<'no_ltv_matrix_cell'>['provided'] = {
    fico: s.req.credit_score,
    loan_amount: s.req.loan_amount,
    occupancy: s.occupancy,
    purpose: s.req.purpose,
  };
  if (tier !== null) provided.dscr_tier = tier;
  return {
    ok: false,
    reasons: [
      {
        key: 'no_ltv_matrix_cell',
        threshold: null,
        provided,
        source_page: cell ? cellRef(a, m.workbook, m.tab, cell) : tabRef(a, m.workbook, m.tab),
      },
    ],
  };
}

/**
 * The matrix's DSCR tiers (4 numbers each: has a range, then the range) and its rows' tier, FICO
 * band and loan band (7 numbers each), packed as numbers (conditions.ts): finding the row then
 * reads flat arrays, not every row's three objects. Once per matrix.
 */
interface PackedMatrix {
  tiers: Float64Array;
  rows: Float64Array;
}

const packed = new WeakMap<Matrix, PackedMatrix>();

function pack(m: Matrix): PackedMatrix {
  const tiers: number[] = [];
  for (const t of m.tiers) {
    tiers.push(t.dscr ? 1 : 0);
    packRange(tiers, t.dscr ?? { lo: null, lo_incl: false, hi: null, hi_incl: false });
  }
  const rows: number[] = [];
  for (const r of m.rows) {
    rows.push(r.tier);
    packRange(rows, r.fico);
    packRange(rows, r.loan);
  }
  const p = { tiers: Float64Array.from(tiers), rows: Float64Array.from(rows) };
  packed.set(m, p);
  return p;
}

function rowIndex(m: Matrix, { rows }: PackedMatrix, tier: number, s: Scenario): number {
  for (let i = 0, at = 0; i < m.rows.length; i++, at += 7) {
    if (
      rows[at] === tier &&
      inPackedRange(rows, at + 1, s.req.credit_score, 1) &&
      inPackedRange(rows, at + 4, s.req.loan_amount, 1)
    )
      return i;
  }
  return -1;
}

/** The first tier without a DSCR range, or whose range holds the ratio (no ratio: no ranged tier). */
function tierIndex(m: Matrix, { tiers }: PackedMatrix, s: Scenario): number {
  for (let i = 0, at = 0; i < m.tiers.length; i++, at += 4) {
    if (tiers[at] === 0 || (s.dscrE4 !== null && inPackedRange(tiers, at + 1, s.dscrE4, 100))) return i;
  }
  return -1;
}

function columnIndex(m: Matrix, s: Scenario): number {
  for (let i = 0; i < m.columns.length; i++)
    if (m.columns[i]!.occupancy === s.occupancy && m.columns[i]!.purpose === s.req.purpose) return i;
  return -1;
}

export function lookupMatrix(a: Artifact, p: Program, s: Scenario): MatrixResult | null {
  const m = p.matrix;
  if (!m) return null;
  const pm = packed.get(m) ?? pack(m);
  const tierAt = tierIndex(m, pm, s);
  const tier = m.tiers[tierAt];
  const tierLabel = m.tiers.length > 1 || m.tiers[0]?.dscr ? (tier?.label ?? 'none') : null;
  if (!tier) return noCell(a, m, s, tierLabel, null);
  const colIndex = columnIndex(m, s);
  const column = m.columns[colIndex];
  const row = m.rows[rowIndex(m, pm, tierAt, s)];
  if (!column || !row) return noCell(a, m, s, tierLabel, null);
  const cell = row.cells[colIndex];
  const where = `${column.col}${row.row}`;
  if (!cell) return noCell(a, m, s, tierLabel, where);
  const [maxLtv, maxCltv] = cell;
  const reasons: Reason[] = [];
  const source = cellRef(a, m.workbook, m.tab, where);
  // LTV = CLTV here (first liens, no subordinate financing); both limits are checked exactly.
  if (s.ltvNum > maxLtv * s.ltvDen)
    reasons.push({ key: 'max_ltv_exceeded', threshold: maxLtv / 100, provided: ltvPercent(s), source_page: source });
  if (s.ltvNum > maxCltv * s.ltvDen)
    reasons.push({ key: 'max_cltv_exceeded', threshold: maxCltv / 100, provided: ltvPercent(s), source_page: source });
  return reasons.length ? { ok: false, reasons } : { ok: true, maxLtv, maxCltv };
}
