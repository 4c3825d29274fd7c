/**
 * The cells of an LLPA grid row by band column: a band is matched by its identity (the range it
 * selects, worker/artifact/item-identity.ts), the single unbanded column (`Adj`, `Cost`) by null,
 * and shown as printed.
 */
import type { Grid } from '../../worker/artifact/format.ts';
import { bandIdentity } from '../../worker/artifact/item-identity.ts';

/** A cell value; a cell missing from the row (short row) is blank = 0, while null (NA) stays null. */
export function at(values: readonly (number | null)[], i: number): number | null {
  const v = values[i];
  return v === undefined ? 0 : v;
}

/** A band column's identity (null: the single unbanded column) and its header as printed. */
export interface Band {
  key: string | null;
  label: string | null;
}

export function bandsOf(grid: Grid): Band[] {
  return grid.columns.map((c) =>
    c.label === null ? { key: null, label: null } : { key: bandIdentity(c), label: c.label },
  );
}

/** A cell of a row: its band as printed and its value (null: NA). */
export interface BandValue {
  band: string | null;
  value: number | null;
}

/** A row's cells by band key; the first column of a repeated band wins. */
export function cellsOf(grid: Grid, row: Grid['rows'][number]): Map<string | null, BandValue> {
  const m = new Map<string | null, BandValue>();
  bandsOf(grid).forEach((band, i) => {
    if (!m.has(band.key)) m.set(band.key, { band: band.label, value: at(row.values, i) });
  });
  return m;
}
