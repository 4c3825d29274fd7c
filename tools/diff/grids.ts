/**
 * LLPA grid cells. Grids, rows and band columns are paired by the identity the compiler's
 * structural removals use (worker/artifact/item-identity.ts): a grid by its title, a row and a band
 * by the loans they select; never by cell address. Labels are shown as day B prints them. A row of
 * states (a tier) is the same row whichever states it lists: a state changing rows is a state-tier
 * change (tiers.ts).
 */

import { alternativesText } from '../../worker/artifact/condition-text.ts';
import type { Grid } from '../../worker/artifact/format.ts';
import { gridRowIdentity, tableIdentity } from '../../worker/artifact/item-identity.ts';
import { bandsOf, cellsOf } from './grid-cells.ts';
import { keyedChanges, naTransition, onlyIn } from './match.ts';
import type { Change, LlpaShapeChange } from './model.ts';
import { stateTierChanges } from './tiers.ts';

export function gridChanges(slug: string, a: readonly Grid[], b: readonly Grid[]): Change[] {
  const programs = [slug];
  const shape = (
    kind: LlpaShapeChange['kind'],
    status: LlpaShapeChange['status'],
    grid: string,
    where: Pick<LlpaShapeChange, 'row' | 'band' | 'values'> = { row: null, band: null, values: [] },
  ): Change => ({ kind, programs, status, grid, ...where });
  return keyedChanges(
    a,
    b,
    (g) => tableIdentity(g.category),
    (g, status) => [shape('llpa_grid', status, g.category)],
    (ga, gb): Change[] => {
      const grid = gb.category;
      const [whenA, whenB] = [ga.when, gb.when].map((when) => alternativesText([when]));
      const bands = onlyIn(bandsOf(ga), bandsOf(gb), (band) => band.key);
      const band = (status: LlpaShapeChange['status']) => (x: { label: string | null }) =>
        shape('llpa_band', status, grid, { row: null, band: x.label, values: [] });
      return [
        // Conditions as a desk reads them ("purpose cash_out_refi and loan_amount > 2000000").
        ...(JSON.stringify(ga.when) === JSON.stringify(gb.when)
          ? []
          : [{ kind: 'llpa_conditions' as const, programs, grid, row: null, old: whenA!, new: whenB! }]),
        ...bands.added.map(band('added')),
        ...bands.removed.map(band('removed')),
        ...keyedChanges(
          ga.rows,
          gb.rows,
          gridRowIdentity,
          (row, status) => [
            shape('llpa_row', status, grid, {
              row: row.label,
              band: null,
              values: [...cellsOf(status === 'added' ? gb : ga, row).values()],
            }),
          ],
          (ra, rb): Change[] => {
            const cellsA = cellsOf(ga, ra);
            // Cells in bands present on both days, in day B's column order.
            return [...cellsOf(gb, rb)].flatMap(([key, { band: printed, value: nv }]): Change[] => {
              const ov = cellsA.get(key)?.value;
              if (ov === undefined || ov === nv) return [];
              const na = naTransition(ov, nv);
              return [{ kind: 'llpa_cell', programs, grid, row: rb.label, band: printed, old: ov, new: nv, na }];
            });
          },
        ),
        ...stateTierChanges(programs, grid, ga, gb),
      ];
    },
  );
}
