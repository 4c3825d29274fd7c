/**
 * Eligibility: program-matrix cells (matched by DSCR tier label, FICO band label, loan band label,
 * occupancy and purpose), the guideline limits and lists of each doc type (matched by doc type),
 * and the agency-wide maximum LTV.
 */
import type { DocTypeRules, Matrix, Program } from '../../worker/artifact/format.ts';
import { naTransition, norm, pairBy, setDiff } from './match.ts';
import type { Change, LimitField, ListField } from './model.ts';

type Cell = readonly number[] | null;

interface FlatCell {
  tier: string;
  fico: string;
  loan: string;
  occupancy: string;
  purpose: string;
  value: Cell;
}

/** The first value of an eq condition on `attr` among `when`, as the key of a cell (e.g. its purpose). */
const eqValue = (when: Matrix['rows'][number]['when'], attr: 'occupancy' | 'purpose') => {
  const cond = when.find((c) => c.kind === 'eq' && c.attr === attr);
  return cond?.kind === 'eq' ? String(cond.values[0] ?? '') : '';
};

function flatten(m: Matrix): Map<string, FlatCell> {
  const out = new Map<string, FlatCell>();
  for (const row of m.rows) {
    const tier = norm(m.tiers[row.tier]?.label ?? `tier ${row.tier}`);
    m.columns.forEach((col, i) => {
      const when = [...row.when, ...col.when];
      const cell: FlatCell = {
        tier,
        fico: norm(row.labels.fico ?? col.labels.fico ?? ''),
        loan: norm(row.labels.loan_amount ?? col.labels.loan_amount ?? ''),
        occupancy: row.labels.occupancy ?? col.labels.occupancy ?? '',
        purpose: eqValue(when, 'purpose'),
        value: row.cells[i] ?? null,
      };
      const key = [cell.tier, cell.fico, cell.loan, eqValue(when, 'occupancy'), cell.purpose].join('\u0000');
      if (!out.has(key)) out.set(key, cell);
    });
  }
  return out;
}

const same = (x: Cell, y: Cell) =>
  x === null || y === null ? x === y : x.length === y.length && x.every((v, i) => v === y[i]);

export function matrixChanges(slug: string, a: Matrix | null, b: Matrix | null): Change[] {
  const programs = [slug];
  if (!a && !b) return [];
  if (!a || !b) return [{ kind: 'matrix', programs, status: a ? 'removed' : 'added' }];
  const out: Change[] = [];
  const fa = flatten(a);
  const fb = flatten(b);
  // Day B's layout first; a cell present on one day only (new/dropped row, tier or column) reads as
  // "not eligible" on the other day, so it shows as an eligibility gain or loss.
  const keys = [...fb.keys(), ...[...fa.keys()].filter((k) => !fb.has(k))];
  for (const key of keys) {
    const ca = fa.get(key);
    const cb = fb.get(key);
    const ov = ca ? ca.value : null;
    const nv = cb ? cb.value : null;
    if (ca && cb && same(ov, nv)) continue;
    if (!ca && nv === null) continue; // a new row/column that is NA throughout changes nothing
    if (!cb && ov === null) continue;
    const c = (cb ?? ca)!;
    out.push({
      kind: 'matrix_cell',
      programs,
      status: ca && cb ? 'changed' : ca ? 'removed' : 'added',
      tier: c.tier,
      fico: c.fico,
      loan: c.loan,
      occupancy: c.occupancy,
      purpose: c.purpose,
      old: ov,
      new: nv,
      na: ca && cb ? naTransition(ov === null ? null : 0, nv === null ? null : 0) : null,
    });
  }
  return out;
}

const LIMITS: LimitField[] = ['min_fico', 'max_dti', 'min_loan', 'max_loan', 'min_dscr', 'max_cltv'];
const LISTS: ListField[] = ['states', 'citizenship', 'occupancies', 'terms', 'locks'];

function listOf(d: DocTypeRules, field: ListField): string[] {
  switch (field) {
    case 'states':
      return d.states;
    case 'citizenship':
      return d.citizenship;
    case 'occupancies':
      return d.occupancies;
    case 'terms':
      return d.terms.map(String);
    case 'locks':
      return d.locks.map(String);
    default:
      return [];
  }
}

export function docTypeChanges(slug: string, a: readonly DocTypeRules[], b: readonly DocTypeRules[]): Change[] {
  const programs = [slug];
  const out: Change[] = [];
  for (const p of pairBy(a, b, (d) => d.doc_type)) {
    const docType = (p.b ?? p.a)!.doc_type;
    if (!p.a || !p.b) {
      out.push({ kind: 'doc_type', programs, status: p.a ? 'removed' : 'added', doc_type: docType });
      continue;
    }
    for (const field of LIMITS) {
      const ov = p.a[field as keyof DocTypeRules] as number | null;
      const nv = p.b[field as keyof DocTypeRules] as number | null;
      if (ov !== nv) out.push({ kind: 'limit', programs, doc_type: docType, field, old: ov, new: nv });
    }
    for (const field of LISTS) {
      const { added, removed } = setDiff(listOf(p.a, field), listOf(p.b, field));
      if (added.length || removed.length)
        out.push({ kind: 'list', programs, doc_type: docType, field, added, removed });
    }
  }
  return out;
}

export function maxLtvChange(slug: string, a: Program['max_ltv'], b: Program['max_ltv']): Change[] {
  const ov = a?.value ?? null;
  const nv = b?.value ?? null;
  return ov === nv ? [] : [{ kind: 'limit', programs: [slug], doc_type: null, field: 'max_ltv', old: ov, new: nv }];
}
