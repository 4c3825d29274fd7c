/**
 * The changes part of the report page, per program group: an SVG chart of each changed price
 * ladder (A against B) with its per-rate table, each changed LLPA grid and PPP table shown whole
 * with the changed cells highlighted, and the other changes as tables.
 *
 * Pure: takes the page (page.ts), the Diff and the two decoded artifacts (for the full grids around
 * changed cells).
 */
import type { Artifact, Program } from '../../worker/artifact/format.ts';
import { key } from '../../worker/artifact/labels.ts';
import type { Tone } from './change-rows.ts';
import { at } from './grid-cells.ts';
import { boxed, tableHtml, td, th } from './html-table.ts';
import { shownLock, unitTitle } from './ladder-rows.ts';
import type { Change, Diff, LadderChange } from './model.ts';
import type { Page, Section } from './page.ts';
import { programsOf } from './phrasing.ts';
import type { Group } from './sections.ts';
import { ladderChart } from './svg.ts';
import { effect, sheetLabel } from './units.ts';
import { escapeXml as esc } from './xml.ts';

function ladderTitle(c: LadderChange, diff: Diff): string {
  if (c.ladder.type === 'block') return unitTitle(c);
  return `${programsOf(diff, [c.ladder.program])} · base price (30-day)`;
}

/** One chart per non-QM ladder or agency rate block (its 30-day lock, else its first changed lock), then its every rate. */
function laddersHtml(ladders: Section['ladders'], diff: Diff): string {
  const out: string[] = [];
  for (const { unit, rates } of ladders) {
    const charted = shownLock(unit.changes);
    const lock = charted.ladder.type === 'block' ? ` · ${charted.ladder.lock_days} Day lock` : '';
    const title = ladderTitle(charted, diff);
    out.push(
      '<figure>',
      `<figcaption>${esc(title)}${esc(lock)}</figcaption>`,
      ladderChart(charted.points, {
        title: `${title}${lock}: ${sheetLabel(diff.sheet_a)} vs ${sheetLabel(diff.sheet_b)}`,
        labelA: sheetLabel(diff.sheet_a),
        labelB: sheetLabel(diff.sheet_b),
      }),
      `<details><summary>Every rate (${rates.rows.length})</summary>${tableHtml(rates, true)}</details>`,
      '</figure>',
    );
  }
  return out.join('\n');
}

/** The first of the group's programs that the sheet has. */
const programOf = (art: Artifact, group: Group) =>
  group.programs.map((g) => art.programs.find((p) => p.slug === g.slug)).find((p) => p !== undefined);

type Line = { label: string; values: readonly (number | null)[] };
/** A changed cell of a whole table: its line and column as printed, its old and new values. */
type Changed = { line: string; column: string | null; old: number | null; new: number | null; na: Tone | null };

/** Two printed labels are the same label by the compiler's rule (null: the `Adj` column). */
const same = (x: string | null, y: string | null) => (x === null || y === null ? x === y : key(x) === key(y));

function cellHtml(value: number | null, change: Changed | undefined): string {
  if (!change) return td(effect(value), value === null ? 'muted' : '');
  return td(`<del>${effect(change.old)}</del>${effect(change.new)}`, change.na ?? 'changed');
}

/** A changed table shown whole (day B), changed cells highlighted with their old value struck; rows gone since A struck through. */
function wholeTable(
  corner: string,
  columns: readonly (string | null)[],
  lines: readonly Line[],
  cells: readonly Changed[],
  removed: readonly Line[] = [],
): string {
  const header = `<tr>${th(corner, 'label')}${columns.map((c) => th(c ?? 'Adj')).join('')}</tr>`;
  const rows = lines.map((r) => {
    const tds = columns.map((col, i) =>
      cellHtml(
        at(r.values, i),
        cells.find((x) => same(x.line, r.label) && same(x.column, col)),
      ),
    );
    return `<tr>${td(esc(r.label), 'label')}${tds.join('')}</tr>`;
  });
  for (const r of removed)
    rows.push(
      `<tr class="removed">${td(esc(r.label), 'label')}${columns.map((_, i) => td(effect(at(r.values, i)))).join('')}</tr>`,
    );
  return boxed(header, rows, { cls: 'grid' });
}

/** Under a whole grid of a lender that prints costs: how its cells read against the sheet. */
const COSTS_CAPTION =
  '<p class="legend">Effects on price, as everywhere in this report: the sheet prints each cell as a cost, with the opposite sign (a printed 0.875 is −0.875 here, a printed (0.250) is +0.250).</p>';

/** An LLPA grid or a PPP table as the page shows it whole: its name, its column headers, its rows. */
interface WholeTable {
  name: string;
  columns: (string | null)[];
  lines: Line[];
}

/** The program's LLPA grids (the llpa section) or PPP tables (the ppp section), rows labelled as printed. */
const tablesOf = (id: 'llpa' | 'ppp', p: Program | undefined): WholeTable[] =>
  id === 'llpa'
    ? (p?.grids ?? []).map((g) => ({ name: g.category, columns: g.columns.map((c) => c.label), lines: g.rows }))
    : (p?.ppp ?? []).map((t) => ({
        name: t.name,
        columns: t.columns.map((c) => c.label),
        lines: t.rows.map((r) => ({ label: r.term, values: r.values })),
      }));

/** Each changed LLPA grid (the llpa section) or PPP table (the ppp section) of a group, shown whole under its name. */
function wholeTablesHtml(id: 'llpa' | 'ppp', changes: readonly Change[], sheets: Artifact[], group: Group, diff: Diff) {
  const [tablesA, tablesB] = sheets.map((art) => tablesOf(id, programOf(art, group)));
  const cells = changes.flatMap((c): (Changed & { table: string })[] =>
    c.kind === 'llpa_cell'
      ? [{ ...c, table: c.grid, line: c.row, column: c.band }]
      : c.kind === 'ppp_cell'
        ? [{ ...c, line: c.term }]
        : [],
  );
  const removed = changes.flatMap((c) => (c.kind === 'llpa_row' && c.status === 'removed' ? [c] : []));
  const names = changes.flatMap((c) =>
    c.kind === 'llpa_cell' || c.kind === 'llpa_row' ? [c.grid] : c.kind === 'ppp_cell' ? [c.table] : [],
  );
  const out: string[] = [];
  for (const name of new Set(names)) {
    const table = tablesB!.find((t) => same(t.name, name));
    if (!table) continue;
    const gone = removed.filter((c) => c.grid === name && c.row !== null).map((c) => c.row!);
    const tableA = tablesA!.find((t) => same(t.name, name));
    const struck = tableA ? tableA.lines.filter((r) => gone.some((label) => same(label, r.label))) : [];
    out.push(
      `<h4>${esc(name)}</h4>`,
      ...(id === 'llpa' ? [diff.printing.adjustments === 'costs' ? COSTS_CAPTION : ''] : []),
      wholeTable(
        id === 'llpa' ? '' : 'PPP Term',
        table.columns,
        table.lines,
        cells.filter((c) => c.table === name),
        struck,
      ),
    );
  }
  return out.join('\n');
}

function groupTitle(g: Group): string {
  return g.programs.length === 1 ? `${esc(g.title)} <code>${esc(g.programs[0]!.slug)}</code>` : esc(g.title);
}

/** The navigation to the program groups, then each group's sections. */
export function changesHtml(page: Page, diff: Diff, a: Artifact, b: Artifact): string {
  const body: string[] = [
    `<nav><ul>${page.groups.map((g) => `<li><a href="#g-${esc(g.id)}">${esc(g.title)}</a> (${g.changes.length})</li>`).join('')}</ul></nav>`,
  ];
  for (const group of page.groups) {
    body.push(`<section id="g-${esc(group.id)}"><h2>${groupTitle(group)}</h2>`);
    if (group.programs.length > 1)
      body.push(`<p>Programs: ${group.programs.map((p) => `<code>${esc(p.slug)}</code>`).join(' ')}</p>`);
    for (const { section, changes, table, ladders } of group.sections) {
      body.push(`<h3>${esc(section.title)}</h3>`, tableHtml(table, true));
      if (section.id === 'ladders') body.push(laddersHtml(ladders, diff));
      if (section.id === 'llpa' || section.id === 'ppp')
        body.push(wholeTablesHtml(section.id, changes, [a, b], group, diff));
    }
    body.push('</section>');
  }
  return body.join('\n');
}
