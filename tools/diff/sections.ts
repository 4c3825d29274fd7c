/**
 * How changes are laid out, shared by the Markdown and HTML views (page.ts): which program group a
 * change belongs to (by the set of programs it affects) and which section (ladders, LLPA, ...), and
 * the shape of a table; the cells that describe a change are change-rows.ts.
 */
import type { Change, Diff, ProgramInfo } from './model.ts';

/** A table cell: its lines (one under the other) and its role (a tone, 'label', 'text', 'note' or ''). */
export interface Cell {
  lines: string[];
  role: string;
}

export interface Table {
  headers: string[];
  rows: Cell[][];
}

export const cell = (text: string, role = ''): Cell => ({ lines: [text], role });

export type SectionId = 'programs' | 'ladders' | 'llpa' | 'ppp' | 'caps' | 'eligibility' | 'state_adjusters' | 'routes';

export interface SectionDef {
  id: SectionId;
  title: string;
  headers: string[];
  /** the column holding the new value (coloured by the change's tone in HTML); -1: none */
  newCol: number;
  /** the kinds of change it lists (a change of no section's kinds is eligibility) */
  kinds: Change['kind'][];
}

const section = (id: SectionId, title: string, headers: string[], newCol: number, kinds: Change['kind'][] = []) => ({
  id,
  title,
  headers,
  newCol,
  kinds,
});

const EDGES = ['Old', 'New', 'Note'];

export const SECTIONS: SectionDef[] = [
  section('programs', 'Programs', ['Program', 'Change'], 1, ['program']),
  section(
    'ladders',
    'Price ladders',
    ['Ladder', 'Rates A → B', 'Added', 'Removed', 'Changed', 'Min Δ', 'Median Δ', 'Max Δ'],
    -1,
    ['ladder'],
  ),
  section('llpa', 'LLPA', ['Grid', 'Row', 'Band', ...EDGES], 4, [
    'llpa_cell',
    'llpa_grid',
    'llpa_row',
    'llpa_band',
    'llpa_conditions',
    'rate_adjuster',
  ]),
  section('ppp', 'Prepayment penalty', ['Table', 'Term', 'Column', ...EDGES], 4, [
    'ppp_cell',
    'ppp_table',
    'ppp_row',
    'ppp_column',
  ]),
  section('caps', 'Caps and floor', ['Cap', ...EDGES], 2, ['cap']),
  section('eligibility', 'Eligibility', ['Item', 'Scope', ...EDGES], 3),
  section('state_adjusters', 'State adjusters', ['State', ...EDGES], 2, [
    'state_adjuster',
    'state_tier',
    'state_agency',
  ]),
  section('routes', 'Block routes', ['Term', ...EDGES], 2, ['route']),
];

export const sectionOf = (c: Change): SectionId => SECTIONS.find((s) => s.kinds.includes(c.kind))?.id ?? 'eligibility';

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
  const everyProgram = (n: number) => n > 1 && n === order.length;
  const groupOf = (slugs: string[]): Group => {
    const programs = slugs.map((s) => diff.programs.find((p) => p.slug === s) ?? { slug: s, name: s });
    const names = programs.map((p) => p.name).join(' · ');
    const title = slugs.length === 0 ? 'Lender-wide' : everyProgram(slugs.length) ? 'All programs' : names;
    return { id: slugs.join('-') || 'lender', title, programs, changes: [] };
  };
  const byKey = new Map<string, Group>();
  for (const c of diff.changes) {
    const slugs = [...c.programs].sort((x, y) => order.indexOf(x) - order.indexOf(y));
    const g = byKey.get(slugs.join(',')) ?? groupOf(slugs);
    g.changes.push(c);
    byKey.set(slugs.join(','), g);
  }
  const rank = ({ programs }: Group) =>
    programs.length === 0 || everyProgram(programs.length)
      ? -1
      : programs.length === 1
        ? order.indexOf(programs[0]!.slug)
        : order.length;
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
