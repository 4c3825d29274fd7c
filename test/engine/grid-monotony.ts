/**
 * Whether a sheet's own grids can price a loan higher when one banded attribute gets worse: read
 * from the artifact, cell by cell, along each row or column banded by that attribute. The
 * monotonicity property is expected of every lender whose sheet says so; a sheet that does not (Bayshore's
 * Credit Score / LTV grids in LTV, sheets/README.md §4.4, Fannie Mae's own LLPAs) is named by the cells
 * where its price rises, and pinned by a hand-checked test.
 */
import type { Artifact, Cond, Grid, Range } from '../../worker/artifact/format.ts';
import { rangesOf } from './plain-reading.ts';

type Attr = Extract<Cond, { kind: 'range' }>['attr'];

/** Bands in the order a loan worsens through them: LTV and DTI upwards, FICO and DSCR downwards. */
const worseningOrder =
  (attr: Attr) =>
  (a: Range, b: Range): number => {
    const lo = (r: Range) => r.lo ?? Number.NEGATIVE_INFINITY;
    return attr === 'fico' || attr === 'dscr' ? lo(b) - lo(a) : lo(a) - lo(b);
  };

const isAttr = (attr: Attr) => (c: Cond) =>
  c.kind === 'range' && (c.attr === attr || (attr === 'ltv' && c.attr === 'cltv'));
const bandOf = (conds: readonly Cond[], attr: Attr) => rangesOf(conds).find(isAttr(attr))?.range;

/** "<category> <row> <column>": each cell whose value is above an earlier one's, the loan worse and all else equal. */
function rises(grid: Grid, attr: Attr): string[] {
  const out: string[] = [];
  const order = worseningOrder(attr);
  // columns banded by the attribute: along each row
  const columns = grid.columns
    .map((c, i) => ({ i, band: bandOf(c.when, attr), label: c.label }))
    .filter((c) => c.band)
    .sort((a, b) => order(a.band!, b.band!));
  for (const row of grid.rows)
    columns.forEach((c, k) => {
      const value = row.values[c.i];
      const earlier = columns.slice(0, k).map((e) => row.values[e.i]);
      if (value != null && earlier.some((v) => v != null && value > v))
        out.push(`${grid.category} ${row.label} ${c.label}`);
    });
  // rows banded by the attribute: along each column, among rows alike in every other condition
  const alike = (conds: readonly Cond[]) => JSON.stringify(conds.filter((c) => !isAttr(attr)(c)));
  const rows = grid.rows
    .filter((r) => bandOf(r.when, attr))
    .sort((a, b) => order(bandOf(a.when, attr)!, bandOf(b.when, attr)!));
  rows.forEach((row, k) => {
    const earlier = rows.slice(0, k).filter((e) => alike(e.when) === alike(row.when));
    row.values.forEach((value, c) => {
      if (value != null && earlier.some((e) => e.values[c] != null && value > e.values[c]!))
        out.push(`${grid.category} ${row.label} ${grid.columns[c]!.label}`);
    });
  });
  return out;
}

/** The cells of the sheet's grids where a worse `attr` prices higher (none: the sheet is monotone in it). */
export const risingCells = (artifact: Artifact, attr: Attr): string[] =>
  artifact.programs.flatMap((p) => p.grids.flatMap((g) => rises(g, attr)));
