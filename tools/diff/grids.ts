/**
 * LLPA grid cells. Grids, rows and band columns are paired by the identity the compiler's
 * structural removals use (worker/artifact/item-identity.ts): a grid by its title, a row and a band
 * by the loans they select; never by cell address. Labels are shown as day B prints them. A row of
 * states (a tier) is the same row whichever states it lists: a state changing rows is a state-tier
 * change (tiers.ts).
 */
import type { Cond, Grid } from '../../worker/artifact/format.ts';
import { gridRowIdentity, tableIdentity } from '../../worker/artifact/item-identity.ts';
import { type Band, bandsOf, cellsOf } from './grid-cells.ts';
import { naTransition, pairBy } from './match.ts';
import type { Change } from './model.ts';
import { ruleText } from './rules.ts';
import { stateTierChanges } from './tiers.ts';

const conds = (when: readonly Cond[]) => JSON.stringify(when);

/** Conditions as a desk reads them ("purpose cash_out_refi and loan_amount > 2000000"). */
const readable = (when: readonly Cond[]) => ruleText([when]);

export function gridChanges(slug: string, a: readonly Grid[], b: readonly Grid[]): Change[] {
  const programs = [slug];
  const out: Change[] = [];
  for (const gp of pairBy(a, b, (g) => tableIdentity(g.category))) {
    const category = (gp.b ?? gp.a)!.category;
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
        old: readable(ga.when),
        new: readable(gb.when),
      });
    }
    const bandsA = bandsOf(ga);
    const bandsB = bandsOf(gb);
    const has = (bands: readonly Band[], band: Band) => bands.some((b) => b.key === band.key);
    for (const band of bandsB) {
      if (!has(bandsA, band))
        out.push({
          kind: 'llpa_band',
          programs,
          status: 'added',
          grid: category,
          row: null,
          band: band.label,
          values: [],
        });
    }
    for (const band of bandsA) {
      if (!has(bandsB, band))
        out.push({
          kind: 'llpa_band',
          programs,
          status: 'removed',
          grid: category,
          row: null,
          band: band.label,
          values: [],
        });
    }
    for (const rp of pairBy(ga.rows, gb.rows, gridRowIdentity)) {
      const label = (rp.b ?? rp.a)!.label;
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
          values: [...cells.values()],
        });
        continue;
      }
      const ca = cellsOf(ga, rp.a);
      const cb = cellsOf(gb, rp.b);
      // Cells in bands present on both days, in day B's column order.
      for (const [band, { band: printed, value: nv }] of cb) {
        const ov = ca.get(band)?.value;
        if (ov === undefined || ov === nv) continue;
        out.push({
          kind: 'llpa_cell',
          programs,
          grid: category,
          row: label,
          band: printed,
          old: ov,
          new: nv,
          na: naTransition(ov, nv),
        });
      }
    }
    out.push(...stateTierChanges(programs, category, ga, gb));
  }
  return out;
}
