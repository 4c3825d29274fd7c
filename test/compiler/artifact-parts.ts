/**
 * Parts of compiled artifacts the compiler tests compare: a lender's artifact of a date, a program,
 * a grid and one of its cells by labels, and the artifact's content with cell addresses stripped (for
 * layout comparisons).
 */
import type { Artifact, Program } from '../../worker/artifact/format.ts';
import type { Lender } from '../fixtures.ts';

export function artifactOf(artifacts: Artifact[], lender: Lender, date: string): Artifact {
  const a = artifacts.find((x) => x.lender_slug === lender && x.effective_date === date);
  if (!a)
    throw new Error(
      `no ${lender} artifact for ${date} (have ${artifacts.map((x) => `${x.lender_slug} ${x.effective_date}`).join(', ')})`,
    );
  return a;
}

export function program(a: Artifact, slug: string): Program {
  const p = a.programs.find((x) => x.slug === slug);
  if (!p) throw new Error(`no program ${slug} in ${a.lender_slug} ${a.effective_date}`);
  return p;
}

export function grid(p: Program, category: string) {
  const g = p.grids.find((x) => x.category === category);
  if (!g) throw new Error(`no grid ${category} in ${p.slug} (have ${p.grids.map((x) => x.category).join(', ')})`);
  return g;
}

/** The value of a grid cell by row label and column label (none: the one unbanded column of a single-column grid). */
export function gridValue(p: Program, category: string, rowLabel: string, bandLabel?: string): number | null {
  const g = grid(p, category);
  const row = g.rows.find((r) => r.label === rowLabel);
  if (!row) throw new Error(`no row ${rowLabel} in ${p.slug} ${category}`);
  const i = g.columns.findIndex((c) => c.label === (bandLabel ?? null));
  if (i < 0) throw new Error(`no band ${bandLabel} in ${p.slug} ${category}`);
  return row.values[i]!;
}

/** Keys that only say where a value sits on the sheet (letters, row numbers, A1 cells). */
const ADDRESS_KEYS = new Set(['row', 'col', 'cell', 'title_cell', 'label_col', 'rate_col', 'price_col', 'agency_cell']);

/** A band column or a grid row selected by a range (FICO, loan amount, LTV, DTI, DSCR). */
const isBanded = (o: object) =>
  'when' in o && Array.isArray(o.when) && o.when.some((c: { kind: string }) => c.kind === 'range');

/**
 * The artifact with every cell address removed: what a layout change must leave untouched.
 * `cells` is an address map on doc types (removed) but the limits on matrix rows (kept).
 * With `labels: false` the printed band labels go too (their ranges stay), and a matrix's printed labels.
 */
export function content(value: unknown, opts: { labels?: boolean } = {}): unknown {
  if (Array.isArray(value)) return value.map((v) => content(v, opts));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (ADDRESS_KEYS.has(k)) continue;
    if (k === 'cells' && !Array.isArray(v)) continue;
    if (opts.labels === false && (k === 'labels' || (k === 'label' && isBanded(value)))) continue;
    out[k] = content(v, opts);
  }
  return out;
}
