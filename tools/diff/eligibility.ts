/**
 * Eligibility: program-matrix cells (matched by tier label, FICO band label, loan band label,
 * occupancy and purpose, labels compared by the compiler's `key`), each limit of a cell (maximum
 * LTV, maximum CLTV, minimum FICO) on its own; the guideline limits and lists of each doc type
 * (matched by doc type), and the agency-wide maximum LTV.
 */
import type { DocTypeRules, Matrix, MatrixLimit, Program } from '../../worker/artifact/format.ts';
import { key } from '../../worker/artifact/labels.ts';
import { keyedChanges, naTransition, setDiff } from './match.ts';
import type { Change, LimitField, ListField, MatrixCellChange } from './model.ts';

/** Where a cell is, by the labels it is printed under (null where the matrix prints none), and its values (null: NA). */
interface FlatCell {
  where: Pick<MatrixCellChange, 'tier' | 'fico' | 'loan' | 'occupancy' | 'purpose'>;
  values: readonly number[] | null;
}

/** The first value of an eq condition on `attr` among `when`, as the key of a cell (e.g. its purpose). */
const eqValue = (when: Matrix['rows'][number]['when'], attr: 'occupancy' | 'purpose') => {
  const cond = when.find((c) => c.kind === 'eq' && c.attr === attr);
  return cond?.kind === 'eq' ? String(cond.values[0] ?? '') : '';
};

function flatten(m: Matrix): Map<string, FlatCell> {
  const out = new Map<string, FlatCell>();
  for (const row of m.rows) {
    m.columns.forEach((col, i) => {
      const when = [...row.when, ...col.when];
      const where = {
        tier: m.tiers[row.tier]?.label ?? null,
        fico: row.labels.fico ?? col.labels.fico,
        loan: row.labels.loan_amount ?? col.labels.loan_amount,
        occupancy: row.labels.occupancy ?? col.labels.occupancy,
        purpose: eqValue(when, 'purpose'),
      };
      const id = [where.tier, where.fico, where.loan].map((label) => key(label ?? ''));
      const cellKey = [...id, eqValue(when, 'occupancy'), where.purpose].join('\u0000');
      if (!out.has(cellKey)) out.set(cellKey, { where, values: row.cells[i] ?? null });
    });
  }
  return out;
}

/** The value of `limit` in a cell of matrix `m`: null when the cell is NA. */
const limitIn = (m: Matrix, cell: FlatCell, limit: MatrixLimit) =>
  cell.values === null ? null : (cell.values[m.limits.indexOf(limit)] ?? null);

/**
 * One change per limit of a cell that moved: a max LTV, a max CLTV and a min FICO are each their
 * own line. A cell that became NA (or stopped being NA) moves every limit it holds.
 */
export function matrixChanges(slug: string, a: Matrix | null, b: Matrix | null): Change[] {
  const programs = [slug];
  if (!a && !b) return [];
  if (!a || !b) return [{ kind: 'matrix', programs, status: a ? 'removed' : 'added' }];
  const out: Change[] = [];
  const fa = flatten(a);
  const fb = flatten(b);
  const limits = [...b.limits, ...a.limits.filter((l) => !b.limits.includes(l))];
  // Day B's layout first; a cell present on one day only (new/dropped row, tier or column) reads as
  // "not eligible" on the other day, so it shows as an eligibility gain or loss.
  const keys = [...fb.keys(), ...[...fa.keys()].filter((k) => !fb.has(k))];
  for (const cellKey of keys) {
    const ca = fa.get(cellKey);
    const cb = fb.get(cellKey);
    for (const limit of limits) {
      const inA = ca !== undefined && a.limits.includes(limit);
      const inB = cb !== undefined && b.limits.includes(limit);
      const ov = inA ? limitIn(a, ca, limit) : null;
      const nv = inB ? limitIn(b, cb, limit) : null;
      if (inA && inB && ov === nv) continue;
      if (!inA && nv === null) continue; // a new row/column that is NA throughout changes nothing
      if (!inB && ov === null) continue;
      const both = inA && inB;
      out.push({
        kind: 'matrix_cell',
        programs,
        status: both ? 'changed' : inA ? 'removed' : 'added',
        limit,
        ...(cb ?? ca)!.where,
        old: ov,
        new: nv,
        na: both ? naTransition(ca.values === null ? null : 0, cb.values === null ? null : 0) : null,
      });
    }
  }
  return out;
}

const LIMITS = ['min_fico', 'max_dti', 'min_loan', 'max_loan', 'min_dscr', 'max_cltv'] as const;
const LISTS = ['states', 'citizenship', 'occupancies', 'terms', 'locks'] as const;

/** A limit that moved (null: no such test that day), or nothing. */
export const limitChange = (
  programs: string[],
  doc_type: string | null,
  field: LimitField,
  old: number | null,
  now: number | null,
): Change[] => (old === now ? [] : [{ kind: 'limit', programs, doc_type, field, old, new: now }]);

/** The members of a list gained and lost, or nothing. */
export function listChange(
  programs: string[],
  doc_type: string | null,
  field: ListField,
  a: readonly (string | number)[],
  b: readonly (string | number)[],
): Change[] {
  const { added, removed } = setDiff(a.map(String), b.map(String));
  return added.length || removed.length ? [{ kind: 'list', programs, doc_type, field, added, removed }] : [];
}

export function docTypeChanges(slug: string, a: readonly DocTypeRules[], b: readonly DocTypeRules[]): Change[] {
  const programs = [slug];
  return keyedChanges(
    a,
    b,
    (d) => d.doc_type,
    (d, status): Change[] => [{ kind: 'doc_type', programs, status, doc_type: d.doc_type }],
    (da, db) => [
      ...LIMITS.flatMap((field) => limitChange(programs, db.doc_type, field, da[field], db[field])),
      ...LISTS.flatMap((field) => listChange(programs, db.doc_type, field, da[field], db[field])),
    ],
  );
}

export const maxLtvChange = (slug: string, a: Program['max_ltv'], b: Program['max_ltv']): Change[] =>
  limitChange([slug], null, 'max_ltv', a?.value ?? null, b?.value ?? null);
