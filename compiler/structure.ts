/**
 * Structural removals: what a lender's sheet no longer has that its previous compiled sheet had,
 * and that would silently drop an adjustment or a rule for every loan it matched (issue 12 §3): a
 * program, a doc type, a price-adjustment grid, a grid row or band column, a PPP table or PPP row, a
 * cap or the floor, a matrix row, a rate block, an adjustment of each note rate. Things are matched by meaning, never by cell: a table,
 * a grid row, a band column and a matrix row by their one identity (worker/artifact/item-identity.ts,
 * the diff's too), so a moved table or a label spelled another way is no removal. Ordinary daily
 * changes are not looked at: rates at the ends of a ladder, values, NA, the states of an eligibility
 * list or of a tier.
 */
import type { Artifact, Program } from '../worker/artifact/format.ts';
import {
  bandIdentity,
  gridRowIdentity,
  matrixRowIdentity,
  rateAdjusterIdentity,
  tableIdentity,
} from '../worker/artifact/item-identity.ts';
import { cellReference } from '../worker/artifact/vocabulary.ts';

export const REMOVAL_KINDS = [
  'program',
  'doc type',
  'grid',
  'grid row',
  'band',
  'PPP table',
  'PPP row',
  'cap',
  'floor',
  'matrix row',
  'rate block',
  'rate adjuster',
] as const;
type RemovalKind = (typeof REMOVAL_KINDS)[number];

export interface Removal {
  removed: RemovalKind;
  /** what vanished, by the names printed on the previous sheet: "<tab> › <grid title> › <row label>" */
  where: string;
  /** the cell it stood in on the previous sheet: "<workbook> › <tab>!<A1>" */
  previous_cell: string;
  /** where it stood: the index of its workbook in `sources` (the same kind of workbook today) and its tab */
  workbook: number;
  tab: string;
}

/** Every structural removal from `previous` to `current` (two sheets of one lender), each once. */
export function removals(previous: Artifact, current: Artifact): Removal[] {
  const found = new Map<string, Removal>();
  const add = (removed: RemovalKind, where: string, workbook: number, tab: string, cell: string) => {
    const r = { removed, where, previous_cell: cellReference(previous.sources[workbook]!, tab, cell), workbook, tab };
    found.set(`${removed}\n${where}`, r);
  };
  for (const block of previous.rate_blocks)
    if (!current.rate_blocks.some((b) => tableIdentity(b.name) === tableIdentity(block.name)))
      add('rate block', `${block.tab} › ${block.name}`, block.workbook, block.tab, block.title_cell);
  for (const was of previous.programs) {
    const now = current.programs.find((p) => p.slug === was.slug);
    const doc = was.doc_types[0]!;
    if (!now) add('program', was.name, doc.workbook, doc.tab, doc.cells.min_fico ?? '');
    else programRemovals(was, now, add);
  }
  return [...found.values()];
}

type Add = (removed: RemovalKind, where: string, workbook: number, tab: string, cell: string) => void;

function programRemovals(was: Program, now: Program, add: Add) {
  for (const d of was.doc_types)
    if (!now.doc_types.some((x) => x.doc_type === d.doc_type))
      add('doc type', `${was.name} › ${d.column_label}`, d.workbook, d.tab, d.cells.min_fico ?? '');
  for (const g of was.grids) {
    // every grid of that title: a program may read two (every program's and its own, `Loan Amount` in both)
    const same = now.grids.filter((x) => tableIdentity(x.category) === tableIdentity(g.category));
    const headerRow = Number(/\d+$/.exec(g.title_cell)![0]) + 1;
    if (same.length === 0) {
      add('grid', `${g.tab} › ${g.category}`, g.workbook, g.tab, g.title_cell);
      continue;
    }
    const rows = same.flatMap((x) => x.rows);
    const columns = same.flatMap((x) => x.columns);
    for (const row of g.rows)
      if (!rows.some((x) => gridRowIdentity(x) === gridRowIdentity(row)))
        add('grid row', `${g.tab} › ${g.category} › ${row.label}`, g.workbook, g.tab, `${g.label_col}${row.row}`);
    for (const column of g.columns)
      if (column.label !== null && !columns.some((x) => bandIdentity(x) === bandIdentity(column)))
        add('band', `${g.tab} › ${g.category} › ${column.label}`, g.workbook, g.tab, `${column.col}${headerRow}`);
  }
  for (const t of was.ppp) {
    const same = now.ppp.find((x) => tableIdentity(x.name) === tableIdentity(t.name));
    if (!same) {
      add('PPP table', `${t.tab} › ${was.name} › ${t.name}`, t.workbook, t.tab, t.title_cell);
      continue;
    }
    for (const row of t.rows)
      if (!same.rows.some((x) => x.term === row.term))
        add(
          'PPP row',
          `${t.tab} › ${was.name} › ${t.name} › ${row.term}`,
          t.workbook,
          t.tab,
          `${t.label_col}${row.row}`,
        );
  }
  for (const a of was.rate_adjusters)
    if (!now.rate_adjusters.some((x) => rateAdjusterIdentity(x) === rateAdjusterIdentity(a)))
      add('rate adjuster', `${a.tab} › ${a.category} › ${a.label}`, a.workbook, a.tab, a.cell);
  for (const cap of was.caps)
    if (!now.caps.some((x) => x.key === cap.key))
      add('cap', `${cap.tab} › ${was.name} › ${cap.label}`, cap.workbook, cap.tab, cap.cell);
  if (was.floor && !now.floor)
    add(
      'floor',
      `${was.floor.tab} › ${was.name} › ${was.floor.label}`,
      was.floor.workbook,
      was.floor.tab,
      was.floor.cell,
    );
  if (was.matrix) {
    const m = was.matrix;
    const kept = new Set(now.matrix?.rows.map((r) => matrixRowIdentity(now.matrix!, r)) ?? []);
    for (const r of m.rows)
      if (!kept.has(matrixRowIdentity(m, r))) {
        const tier = m.tiers[r.tier]!.label;
        const where = [m.tab, ...(tier ? [tier] : []), ...Object.values(r.labels).filter((l) => l !== null)].join(
          ' › ',
        );
        add('matrix row', where, m.workbook, m.tab, `${m.columns[0]!.col}${r.row}`);
      }
  }
}
