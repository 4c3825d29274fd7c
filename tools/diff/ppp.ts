/**
 * Prepayment-penalty table cells: tables matched by name (the compiler's `key`), rows by PPP term,
 * columns by header; never by cell address.
 */
import type { PppTable } from '../../worker/artifact/format.ts';
import { tableIdentity } from '../../worker/artifact/item-identity.ts';
import { key } from '../../worker/artifact/labels.ts';
import { at } from './grid-cells.ts';
import { naTransition, pairBy } from './match.ts';
import type { Change } from './model.ts';

export function pppChanges(slug: string, a: readonly PppTable[], b: readonly PppTable[]): Change[] {
  const programs = [slug];
  const out: Change[] = [];
  for (const tp of pairBy(a, b, (t) => tableIdentity(t.name))) {
    const table = (tp.b ?? tp.a)!.name;
    if (!tp.a || !tp.b) {
      out.push({ kind: 'ppp_table', programs, status: tp.a ? 'removed' : 'added', table, term: null, column: null });
      continue;
    }
    const colsA = tp.a.columns.map((c) => key(c.label));
    const colsB = tp.b.columns.map((c) => key(c.label));
    tp.b.columns.forEach((c, i) => {
      if (!colsA.includes(colsB[i]!))
        out.push({ kind: 'ppp_column', programs, status: 'added', table, term: null, column: c.label });
    });
    tp.a.columns.forEach((c, i) => {
      if (!colsB.includes(colsA[i]!))
        out.push({ kind: 'ppp_column', programs, status: 'removed', table, term: null, column: c.label });
    });
    for (const rp of pairBy(tp.a.rows, tp.b.rows, (r) => r.term)) {
      const term = (rp.b ?? rp.a)!.term;
      if (!rp.a || !rp.b) {
        out.push({ kind: 'ppp_row', programs, status: rp.a ? 'removed' : 'added', table, term, column: null });
        continue;
      }
      tp.b.columns.forEach(({ label: column }, ib) => {
        const ia = colsA.indexOf(colsB[ib]!);
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
