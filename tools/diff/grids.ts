/**
 * LLPA grid and PPP table cells. Grids are matched by category (the printed title), rows by their
 * printed label, band columns by their printed header; PPP tables by name, rows by PPP term,
 * columns by header. Never by cell address: the sheets move tables between days.
 */
import type { Cond, Grid, PppTable } from '../../worker/artifact/format.ts';
import { naTransition, norm, pairBy } from './match.ts';
import type { Change } from './model.ts';

const ADJ = null; // band of a single-column (`Adj`) grid

/** A cell value; a cell missing from the row (short row) is blank = 0, while null (NA) stays null. */
export function at(values: readonly (number | null)[], i: number): number | null {
  const v = values[i];
  return v === undefined ? 0 : v;
}

function bandLabels(grid: Grid): (string | null)[] {
  return grid.columns.map((c) => (c.label === null ? ADJ : norm(c.label)));
}

function cellsOf(grid: Grid, row: Grid['rows'][number]): Map<string | null, number | null> {
  const m = new Map<string | null, number | null>();
  bandLabels(grid).forEach((band, i) => {
    if (!m.has(band)) m.set(band, at(row.values, i));
  });
  return m;
}

function conds(when: readonly Cond[]): string {
  return JSON.stringify(when);
}

export function gridKey(grid: Grid): string {
  return norm(grid.category);
}

export function gridChanges(slug: string, a: readonly Grid[], b: readonly Grid[]): Change[] {
  const programs = [slug];
  const out: Change[] = [];
  for (const gp of pairBy(a, b, gridKey)) {
    const category = norm((gp.b ?? gp.a)!.category);
    if (!gp.a || !gp.b) {
      out.push({
        kind: 'llpa_grid',
        programs,
        status: gp.a ? 'removed' : 'added',
        grid: category,
        row: null,
        band: null,
        values: [],
      });
      continue;
    }
    const ga = gp.a;
    const gb = gp.b;
    if (conds(ga.when) !== conds(gb.when)) {
      out.push({
        kind: 'llpa_conditions',
        programs,
        grid: category,
        row: null,
        old: conds(ga.when),
        new: conds(gb.when),
      });
    }
    const bandsA = bandLabels(ga);
    const bandsB = bandLabels(gb);
    for (const band of bandsB) {
      if (!bandsA.includes(band))
        out.push({ kind: 'llpa_band', programs, status: 'added', grid: category, row: null, band, values: [] });
    }
    for (const band of bandsA) {
      if (!bandsB.includes(band))
        out.push({ kind: 'llpa_band', programs, status: 'removed', grid: category, row: null, band, values: [] });
    }
    for (const rp of pairBy(ga.rows, gb.rows, (r) => norm(r.label))) {
      const label = norm((rp.b ?? rp.a)!.label);
      if (!rp.a || !rp.b) {
        const grid = rp.a ? ga : gb;
        const cells = cellsOf(grid, (rp.a ?? rp.b)!);
        out.push({
          kind: 'llpa_row',
          programs,
          status: rp.a ? 'removed' : 'added',
          grid: category,
          row: label,
          band: null,
          values: [...cells].map(([band, value]) => ({ band, value })),
        });
        continue;
      }
      if (conds(rp.a.when) !== conds(rp.b.when)) {
        out.push({
          kind: 'llpa_conditions',
          programs,
          grid: category,
          row: label,
          old: conds(rp.a.when),
          new: conds(rp.b.when),
        });
      }
      const ca = cellsOf(ga, rp.a);
      const cb = cellsOf(gb, rp.b);
      // Cells in bands present on both days, in day B's column order.
      for (const [band, nv] of cb) {
        if (!ca.has(band)) continue;
        const ov = ca.get(band)!;
        if (ov === nv) continue;
        out.push({
          kind: 'llpa_cell',
          programs,
          grid: category,
          row: label,
          band,
          old: ov,
          new: nv,
          na: naTransition(ov, nv),
        });
      }
    }
  }
  return out;
}

export function pppChanges(slug: string, a: readonly PppTable[], b: readonly PppTable[]): Change[] {
  const programs = [slug];
  const out: Change[] = [];
  for (const tp of pairBy(a, b, (t) => norm(t.name))) {
    const table = norm((tp.b ?? tp.a)!.name);
    if (!tp.a || !tp.b) {
      out.push({ kind: 'ppp_table', programs, status: tp.a ? 'removed' : 'added', table, term: null, column: null });
      continue;
    }
    const colsA = tp.a.columns.map((c) => norm(c.label));
    const colsB = tp.b.columns.map((c) => norm(c.label));
    for (const c of colsB)
      if (!colsA.includes(c)) out.push({ kind: 'ppp_column', programs, status: 'added', table, term: null, column: c });
    for (const c of colsA)
      if (!colsB.includes(c))
        out.push({ kind: 'ppp_column', programs, status: 'removed', table, term: null, column: c });
    for (const rp of pairBy(tp.a.rows, tp.b.rows, (r) => norm(r.term))) {
      const term = norm((rp.b ?? rp.a)!.term);
      if (!rp.a || !rp.b) {
        out.push({ kind: 'ppp_row', programs, status: rp.a ? 'removed' : 'added', table, term, column: null });
        continue;
      }
      colsB.forEach((column, ib) => {
        const ia = colsA.indexOf(column);
        if (ia < 0) return;
        const ov = at(rp.a!.values, ia);
        const nv = at(rp.b!.values, ib);
        if (ov !== nv)
          out.push({ kind: 'ppp_cell', programs, table, term, column, old: ov, new: nv, na: naTransition(ov, nv) });
      });
    }
  }
  return out;
}
