/**
 * Prepayment-penalty table cells: tables matched by name (the compiler's `key`), rows by PPP term,
 * columns by header; never by cell address.
 */
import type { PppTable } from '../../worker/artifact/format.ts';
import { tableIdentity } from '../../worker/artifact/item-identity.ts';
import { key } from '../../worker/artifact/labels.ts';
import { at } from './grid-cells.ts';
import { keyedChanges, naTransition, onlyIn } from './match.ts';
import type { Change } from './model.ts';

export function pppChanges(slug: string, a: readonly PppTable[], b: readonly PppTable[]): Change[] {
  const programs = [slug];
  return keyedChanges(
    a,
    b,
    (t) => tableIdentity(t.name),
    (t, status): Change[] => [{ kind: 'ppp_table', programs, status, table: t.name, term: null, column: null }],
    (ta, tb): Change[] => {
      const table = tb.name;
      const column = (c: { label: string }) => key(c.label);
      const columns = onlyIn(ta.columns, tb.columns, column);
      const shape = (status: 'added' | 'removed') => (c: { label: string }) =>
        ({ kind: 'ppp_column', programs, status, table, term: null, column: c.label }) as const;
      return [
        ...columns.added.map(shape('added')),
        ...columns.removed.map(shape('removed')),
        ...keyedChanges(
          ta.rows,
          tb.rows,
          (r) => r.term,
          (r, status): Change[] => [{ kind: 'ppp_row', programs, status, table, term: r.term, column: null }],
          (ra, rb) =>
            tb.columns.flatMap((c, ib): Change[] => {
              const ia = ta.columns.findIndex((x) => column(x) === column(c));
              const [ov, nv] = [at(ra.values, ia), at(rb.values, ib)];
              const na = naTransition(ov, nv);
              return ia < 0 || ov === nv
                ? []
                : [{ kind: 'ppp_cell', programs, table, term: rb.term, column: c.label, old: ov, new: nv, na }];
            }),
        ),
      ];
    },
  );
}
