/**
 * How changes are laid out, shared by the Markdown and HTML renderers: which program group a change
 * belongs to (by the set of programs it affects), which section (ladders, LLPA, ...), and the table
 * cells that describe it.
 */
import { ladderRows } from './ladder-rows.ts';
import type { Change, Diff, ProgramInfo } from './model.ts';
import { LIMIT_LABEL, LIST_LABEL, limitValue, ltvCell, points } from './units.ts';

export type SectionId = 'programs' | 'ladders' | 'llpa' | 'ppp' | 'caps' | 'eligibility' | 'state_adjusters' | 'routes';

export interface SectionDef {
  id: SectionId;
  title: string;
  headers: string[];
  /** Columns holding the old / new value (highlighted in HTML); -1 = none. */
  oldCol: number;
  newCol: number;
}

export const SECTIONS: SectionDef[] = [
  { id: 'programs', title: 'Programs', headers: ['Program', 'Change'], oldCol: -1, newCol: 1 },
  {
    id: 'ladders',
    title: 'Price ladders',
    headers: ['Ladder', 'Rates A → B', 'Added', 'Removed', 'Changed', 'Min Δ', 'Median Δ', 'Max Δ'],
    oldCol: -1,
    newCol: -1,
  },
  { id: 'llpa', title: 'LLPA', headers: ['Grid', 'Row', 'Band', 'Old', 'New', 'Note'], oldCol: 3, newCol: 4 },
  {
    id: 'ppp',
    title: 'Prepayment penalty',
    headers: ['Table', 'Term', 'Column', 'Old', 'New', 'Note'],
    oldCol: 3,
    newCol: 4,
  },
  { id: 'caps', title: 'Caps and floor', headers: ['Cap', 'Old', 'New', 'Note'], oldCol: 1, newCol: 2 },
  { id: 'eligibility', title: 'Eligibility', headers: ['Item', 'Scope', 'Old', 'New', 'Note'], oldCol: 2, newCol: 3 },
  { id: 'state_adjusters', title: 'State adjusters', headers: ['State', 'Old', 'New', 'Note'], oldCol: 1, newCol: 2 },
  { id: 'routes', title: 'Block routes', headers: ['Term', 'Old', 'New', 'Note'], oldCol: 1, newCol: 2 },
];

export function sectionOf(c: Change): SectionId {
  switch (c.kind) {
    case 'program':
      return 'programs';
    case 'ladder':
      return 'ladders';
    case 'llpa_cell':
    case 'llpa_grid':
    case 'llpa_row':
    case 'llpa_band':
    case 'llpa_conditions':
      return 'llpa';
    case 'ppp_cell':
    case 'ppp_table':
    case 'ppp_row':
    case 'ppp_column':
      return 'ppp';
    case 'cap':
      return 'caps';
    case 'state_adjuster':
    case 'state_agency':
      return 'state_adjusters';
    case 'route':
      return 'routes';
    default:
      return 'eligibility';
  }
}

/** How a row reads: a plain change, something new or gone, or an NA transition. */
export type Tone = 'changed' | 'added' | 'removed' | 'became_na' | 'no_longer_na';

export interface Row {
  cells: string[];
  tone: Tone;
}

const DASH = '—';

function naNote(na: 'became_na' | 'no_longer_na' | null): string {
  return na === 'became_na' ? 'became NA' : na === 'no_longer_na' ? 'no longer NA' : '';
}

function statusNote(what: string, status: 'added' | 'removed'): string {
  return `${what} ${status}`;
}

export function rowOf(c: Change): Row {
  switch (c.kind) {
    case 'program':
      return { cells: [`${c.name} (${c.program})`, c.status], tone: c.status };
    case 'ladder':
      return { cells: ladderRows([c])[0]!.cells, tone: c.status };
    case 'llpa_cell':
      return {
        cells: [c.grid, c.row, c.band ?? 'Adj', points(c.old), points(c.new), naNote(c.na)],
        tone: c.na ?? 'changed',
      };
    case 'llpa_grid':
    case 'llpa_band':
    case 'llpa_row': {
      const what = c.kind === 'llpa_grid' ? 'grid' : c.kind === 'llpa_band' ? 'band column' : 'row';
      const values =
        c.values.map((v) => (v.band === null ? points(v.value) : `${v.band}: ${points(v.value)}`)).join('; ') || DASH;
      const shown = c.kind === 'llpa_row' ? values : DASH;
      return {
        cells: [
          c.grid,
          c.row ?? DASH,
          c.band ?? DASH,
          c.status === 'removed' ? shown : DASH,
          c.status === 'added' ? shown : DASH,
          statusNote(what, c.status),
        ],
        tone: c.status,
      };
    }
    case 'llpa_conditions':
      return { cells: [c.grid, c.row ?? '(whole grid)', DASH, c.old, c.new, 'conditions changed'], tone: 'changed' };
    case 'ppp_cell':
      return {
        cells: [c.table, c.term, c.column, points(c.old), points(c.new), naNote(c.na)],
        tone: c.na ?? 'changed',
      };
    case 'ppp_table':
    case 'ppp_row':
    case 'ppp_column': {
      const what = c.kind === 'ppp_table' ? 'table' : c.kind === 'ppp_row' ? 'row' : 'column';
      return {
        cells: [c.table, c.term ?? DASH, c.column ?? DASH, DASH, DASH, statusNote(what, c.status)],
        tone: c.status,
      };
    }
    case 'cap': {
      const note =
        c.old === null
          ? 'cap added'
          : c.new === null
            ? 'cap removed (N/A)'
            : c.rule
              ? `applies when ${c.rule.new} (was: ${c.rule.old})`
              : '';
      return {
        cells: [c.label, c.old === null ? 'N/A' : points(c.old), c.new === null ? 'N/A' : points(c.new), note],
        tone: c.old === null ? 'added' : c.new === null ? 'removed' : 'changed',
      };
    }
    case 'matrix_cell': {
      const scope = `${c.tier} › FICO ${c.fico} › ${c.loan} › ${c.occupancy} · ${purposeLabel(c.purpose)}`;
      const note =
        c.status === 'added' ? 'new matrix cell' : c.status === 'removed' ? 'matrix cell dropped' : naNote(c.na);
      const tone: Tone = c.status === 'changed' ? (c.na ?? 'changed') : c.status;
      return {
        cells: [
          'Max LTV/CLTV',
          scope,
          c.status === 'added' ? DASH : ltvCell(c.old),
          c.status === 'removed' ? DASH : ltvCell(c.new),
          note,
        ],
        tone,
      };
    }
    case 'matrix':
      return { cells: ['LTV/CLTV matrix', 'program', DASH, DASH, statusNote('matrix', c.status)], tone: c.status };
    case 'doc_type':
      return { cells: ['Doc type', c.doc_type, DASH, DASH, statusNote('doc type', c.status)], tone: c.status };
    case 'limit':
      return {
        cells: [
          LIMIT_LABEL[c.field],
          c.doc_type ?? (c.field === 'conforming_limit' ? 'lender' : 'program'),
          limitValue(c.field, c.old),
          limitValue(c.field, c.new),
          '',
        ],
        tone: 'changed',
      };
    case 'list': {
      const parts = [
        c.added.length ? `added ${c.added.join(', ')}` : '',
        c.removed.length ? `removed ${c.removed.join(', ')}` : '',
      ].filter(Boolean);
      return {
        cells: [
          LIST_LABEL[c.field],
          c.doc_type ?? (c.field === 'ppp_restricted_states' ? 'lender' : 'program'),
          c.removed.join(', ') || DASH,
          c.added.join(', ') || DASH,
          parts.join('; '),
        ],
        tone:
          c.added.length && !c.removed.length ? 'added' : c.removed.length && !c.added.length ? 'removed' : 'changed',
      };
    }
    case 'state_adjuster': {
      const note = c.old === null ? 'state added' : c.new === null ? 'state removed (not offered)' : '';
      return {
        cells: [c.state, c.old === null ? DASH : points(c.old), c.new === null ? DASH : points(c.new), note],
        tone: c.old === null ? 'added' : c.new === null ? 'removed' : 'changed',
      };
    }
    case 'state_agency':
      return { cells: ['Agency', c.old ?? DASH, c.new ?? DASH, 'agency of the state adjusters'], tone: 'changed' };
    case 'route': {
      const show = (r: { conforming: string; high_balance: string } | null) =>
        r ? `${r.conforming} / ${r.high_balance}` : DASH;
      const note = c.old === null ? 'term added' : c.new === null ? 'term removed' : '';
      return {
        cells: [`${c.term} years`, show(c.old), show(c.new), note],
        tone: c.old === null ? 'added' : c.new === null ? 'removed' : 'changed',
      };
    }
  }
}

function purposeLabel(p: string): string {
  return p === 'purchase' ? 'Purchase' : p === 'rate_term_refi' ? 'Rate/Term' : p === 'cash_out_refi' ? 'Cash-Out' : p;
}

export interface Group {
  /** Stable id for anchors: the sorted program slugs. */
  id: string;
  title: string;
  programs: ProgramInfo[];
  changes: Change[];
}

/**
 * Changes grouped by the set of programs they affect: changes shared by every program first
 * ("All programs"), then one group per program in the lender's order, then other combinations.
 */
export function groupChanges(diff: Diff): Group[] {
  const order = diff.programs.map((p) => p.slug);
  const byKey = new Map<string, Group>();
  for (const c of diff.changes) {
    const slugs = [...c.programs].sort((x, y) => order.indexOf(x) - order.indexOf(y));
    const key = slugs.join(',');
    let g = byKey.get(key);
    if (!g) {
      const programs = slugs.map((s) => diff.programs.find((p) => p.slug === s) ?? { slug: s, name: s });
      const all = slugs.length > 1 && slugs.length === order.length;
      const title =
        slugs.length === 0
          ? 'Lender-wide'
          : all
            ? 'All programs'
            : programs.length === 1
              ? programs[0]!.name
              : programs.map((p) => p.name).join(' · ');
      g = { id: slugs.join('-') || 'lender', title, programs, changes: [] };
      byKey.set(key, g);
    }
    g.changes.push(c);
  }
  const rank = (g: Group) => {
    if (g.programs.length === 0 || (g.programs.length > 1 && g.programs.length === order.length)) return -1;
    if (g.programs.length === 1) return order.indexOf(g.programs[0]!.slug);
    return order.length;
  };
  return [...byKey.values()].sort((x, y) => rank(x) - rank(y));
}

/** Changes of one group, by section, in section order; sections without changes are left out. */
export function bySection(changes: readonly Change[]): { section: SectionDef; changes: Change[] }[] {
  return SECTIONS.map((section) => ({ section, changes: changes.filter((c) => sectionOf(c) === section.id) })).filter(
    (s) => s.changes.length > 0,
  );
}

/** Count of changes per section, for summaries. */
export function summary(changes: readonly Change[]): Partial<Record<SectionId, number>> {
  const out: Partial<Record<SectionId, number>> = {};
  for (const c of changes) {
    const s = sectionOf(c);
    out[s] = (out[s] ?? 0) + 1;
  }
  return out;
}
