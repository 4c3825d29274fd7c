/**
 * Prepayment penalty (non-QM): the selected table (or the first), the row of the PPP term, the
 * column of the occupancy. PPP-restricted states take no PPP at all.
 */
import type { Artifact, PppTable, Program } from '../artifact/format.ts';
import { NO_PPP } from '../artifact/vocabulary.ts';
import { cachedAdjuster, rememberAdjuster } from './adjusters.ts';
import { NO_REASONS } from './checks.ts';
import { type Adjustments, detailOf } from './llpa.ts';
import { cellAt } from './packed-grids.ts';
import type { Adjuster, Reason } from './response.ts';
import type { Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** Program-level PPP problems (documented extension keys), or none. */
export function pppReasons(a: Artifact, p: Program, s: Scenario): readonly Reason[] {
  if (p.ppp.length === 0) return NO_REASONS;
  const { ppp_term, ppp_table_name, state } = s.req;
  const table = ppp_table_name === null ? p.ppp[0] : p.ppp.find((t) => sameName(t.name, ppp_table_name));
  if (!table && ppp_table_name !== null)
    return [
      {
        key: 'ppp_table_not_offered',
        threshold: p.ppp.map((t) => t.name),
        provided: ppp_table_name,
        source_page: cellRef(a, p.ppp[0]!.workbook, p.ppp[0]!.tab, p.ppp[0]!.title_cell),
      },
    ];
  let reasons: Reason[] | null = null;
  if (table && !table.rows.some((r) => r.term === ppp_term))
    (reasons ??= []).push({
      key: 'ppp_term_not_offered',
      threshold: table.rows.map((r) => r.term),
      provided: ppp_term,
      source_page: cellRef(a, table.workbook, table.tab, table.title_cell),
    });
  if (ppp_term !== NO_PPP && (a.ppp_restricted_states as readonly string[]).includes(state))
    (reasons ??= []).push({
      key: 'ppp_state_restricted',
      threshold: a.ppp_restricted_states,
      provided: { state, ppp_term },
      source_page: null,
    });
  return reasons ?? NO_REASONS;
}

type Column = PppTable['columns'][number];

/** A single `Adj` column applies to any occupancy: no band to show. */
const bandOf = (table: PppTable, column: Column) =>
  table.columns.length === 1 && /^adj/i.test(column.label) ? null : column.label;

const pppAdjuster = (
  a: Artifact,
  table: PppTable,
  row: PppTable['rows'][number],
  column: Column,
  value: number,
): Adjuster => ({
  category: `PPP ${table.name}`,
  row_label: row.term,
  band: bandOf(table, column),
  value: value / 1000,
  source: 'ppp',
  source_cell: cellRef(a, table.workbook, table.tab, `${column.col}${row.row}`),
});

export function applyPpp(out: Adjustments, a: Artifact, p: Program, s: Scenario): void {
  const { ppp_term, ppp_table_name } = s.req;
  const table = ppp_table_name === null ? p.ppp[0] : p.ppp.find((t) => sameName(t.name, ppp_table_name));
  const row = table?.rows.find((r) => r.term === ppp_term);
  if (!table || !row) return;
  const index = table.columns.findIndex((c) => c.occupancies.includes(s.occupancy));
  const column = table.columns[index];
  if (!column) return; // the program takes no loan of this occupancy; its matrix says so
  const value = cellAt(row.values, index);
  if (value === null) {
    out.na ??= detailOf(
      a,
      table.workbook,
      table.tab,
      `${column.col}${row.row}`,
      `PPP ${table.name}`,
      row.term,
      bandOf(table, column),
    );
    return;
  }
  out.adjusters.push(
    cachedAdjuster(row, index) ?? rememberAdjuster(row, index, pppAdjuster(a, table, row, column, value)),
  );
  out.total += value;
}
