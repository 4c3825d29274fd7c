/**
 * Self-contained HTML page of a Diff for a pricing analyst: per program group, an SVG chart of
 * each changed price ladder (day A against day B) with its rate table, each changed LLPA grid and
 * PPP table shown whole with the changed cells highlighted, and the other changes as tables.
 * Inline CSS only: no script, no external asset, no URL.
 *
 * Pure: takes the Diff and the two decoded artifacts (for the full grids around changed cells).
 */
import type { Artifact, Grid, PppTable } from '../../worker/artifact/format.ts';
import { at } from './grids.ts';
import { summaryLine } from './markdown.ts';
import { norm } from './match.ts';
import type { Change, Diff, LadderChange, LlpaCellChange, PppCellChange } from './model.ts';
import { bySection, type Group, groupChanges, rowOf, type SectionDef, type Tone } from './sections.ts';
import { ladderChart } from './svg.ts';
import { delta, points, rate, sheetLabel } from './units.ts';
import { escapeXml as esc } from './xml.ts';

const CSS = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #24292f; margin: 0; background: #f6f8fa; }
main { max-width: 1100px; margin: 0 auto; padding: 24px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 2px solid #d0d7de; }
h3 { font-size: 15px; margin: 20px 0 8px; color: #57606a; text-transform: uppercase; letter-spacing: .04em; }
h4 { font-size: 14px; margin: 14px 0 6px; }
code { font-size: 12px; background: #eaeef2; padding: 1px 4px; border-radius: 4px; }
nav ul { margin: 6px 0; padding-left: 20px; }
.legend span { display: inline-block; padding: 1px 6px; margin-right: 6px; border-radius: 4px; font-size: 12px; }
table { border-collapse: collapse; background: #fff; margin: 6px 0 12px; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #d0d7de; padding: 3px 8px; text-align: right; white-space: nowrap; }
th { background: #f6f8fa; font-weight: 600; }
td.label, th.label { text-align: left; }
td.note { text-align: left; color: #57606a; }
.changed { background: #fff8c5; font-weight: 600; }
.became_na { background: #ffebe9; color: #cf222e; font-weight: 600; }
.no_longer_na, .added { background: #dafbe1; color: #116329; font-weight: 600; }
.removed { background: #ffebe9; color: #82071e; }
tr.removed td { text-decoration: line-through; }
del { color: #8c959f; font-weight: 400; margin-right: 4px; }
figure { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 10px; margin: 10px 0 16px; }
figcaption { font-weight: 600; margin-bottom: 4px; }
figcaption small { font-weight: 400; color: #57606a; }
svg.ladder { max-width: 100%; height: auto; display: block; }
details { margin: 4px 0; }
summary { cursor: pointer; color: #0969da; }
.muted { color: #8c959f; }
.up { color: #116329; }
.down { color: #cf222e; }
`;

function td(text: string, cls = ''): string {
  return `<td${cls ? ` class="${cls}"` : ''}>${text}</td>`;
}

function th(text: string, cls = ''): string {
  return `<th${cls ? ` class="${cls}"` : ''}>${esc(text)}</th>`;
}

function signClass(v: number | null): string {
  return v === null || v === 0 ? '' : v > 0 ? 'up' : 'down';
}

/** The generic table of a section: every change a row, old/new cells coloured by the change's tone. */
function changeTable(section: SectionDef, changes: readonly Change[]): string {
  const rows = changes.map((c) => {
    const row = rowOf(c);
    const cells = row.cells.map((text, i) => {
      const first =
        i === 0 || section.headers[i] === 'Row' || section.headers[i] === 'Scope' || section.headers[i] === 'Term';
      const cls =
        i === section.newCol
          ? row.tone
          : i === section.oldCol
            ? 'old'
            : section.headers[i] === 'Note'
              ? 'note'
              : first
                ? 'label'
                : '';
      return td(esc(text), cls);
    });
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table><thead><tr>${section.headers.map((h, i) => th(h, i === 0 ? 'label' : '')).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function ladderTitle(c: LadderChange, diff: Diff): string {
  if (c.ladder.type === 'block') return `${c.ladder.block} (${c.ladder.code})`;
  const slug = c.ladder.program;
  return `${diff.programs.find((p) => p.slug === slug)?.name ?? slug} · base price (30-day)`;
}

function ladderStats(c: LadderChange): string {
  const parts = [
    `${c.count_a} → ${c.count_b} rates`,
    c.added.length ? `added ${c.added.map(rate).join(', ')}` : '',
    c.removed.length ? `removed ${c.removed.map(rate).join(', ')}` : '',
    c.common
      ? `Δ min ${delta(c.min_change)} · median ${delta(c.median_change)} · max ${delta(c.max_change)} over ${c.common} rates`
      : '',
  ].filter(Boolean);
  return parts.join(' · ');
}

function rateTable(c: LadderChange): string {
  const rows = c.points.map((p) => {
    const d = p.a !== null && p.b !== null ? p.b - p.a : null;
    const tone = p.a === null ? 'added' : p.b === null ? 'removed' : d !== 0 ? 'changed' : '';
    return `<tr class="${p.b === null ? 'removed' : ''}">${td(rate(p.rate), 'label')}${td(p.a === null ? '—' : points(p.a))}${td(p.b === null ? '—' : points(p.b), tone)}${td(esc(delta(d)), signClass(d))}</tr>`;
  });
  return `<table><thead><tr>${th('Rate', 'label')}${th('A')}${th('B')}${th('Δ')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** Ladders of a group: one chart per non-QM ladder or agency rate block (its 30-day lock, else its first changed lock). */
function laddersHtml(changes: readonly LadderChange[], diff: Diff): string {
  const units = new Map<string, LadderChange[]>();
  for (const c of changes) {
    const key = c.ladder.type === 'program' ? `p:${c.ladder.program}` : `b:${c.ladder.block}`;
    units.set(key, [...(units.get(key) ?? []), c]);
  }
  const out: string[] = [];
  for (const list of units.values()) {
    const charted = list.find((c) => c.ladder.type === 'block' && c.ladder.lock_days === 30) ?? list[0]!;
    const lock = charted.ladder.type === 'block' ? ` · ${charted.ladder.lock_days} Day lock` : '';
    const title = ladderTitle(charted, diff);
    out.push(
      '<figure>',
      `<figcaption>${esc(title)}${esc(lock)} <small>${esc(ladderStats(charted))}</small></figcaption>`,
      ladderChart(charted.points, {
        title: `${title}${lock}: ${sheetLabel(diff.sheet_a)} vs ${sheetLabel(diff.sheet_b)}`,
        labelA: sheetLabel(diff.sheet_a),
        labelB: sheetLabel(diff.sheet_b),
      }),
    );
    for (const c of list) {
      const summary = c.ladder.type === 'block' ? `${c.ladder.lock_days} Day: ${ladderStats(c)}` : 'Rate by rate';
      out.push(`<details><summary>${esc(summary)}</summary>${rateTable(c)}</details>`);
    }
    out.push('</figure>');
  }
  return out.join('\n');
}

function programOf(art: Artifact, slugs: readonly string[]) {
  for (const s of slugs) {
    const p = art.programs.find((x) => x.slug === s);
    if (p) return p;
  }
  return undefined;
}

function cellHtml(
  value: number | null,
  change: { old: number | null; new: number | null; na: Tone | null } | undefined,
): string {
  if (!change) return td(points(value), value === null ? 'muted' : '');
  const tone = change.na ?? 'changed';
  return td(`<del>${points(change.old)}</del>${points(change.new)}`, tone);
}

/** A changed LLPA grid shown whole (day B), changed cells highlighted with their old value struck. */
function gridHtml(
  grid: Grid,
  cells: readonly LlpaCellChange[],
  removedRows: readonly string[],
  gridA: Grid | undefined,
): string {
  const bands = grid.bands ? grid.bands.map((b) => norm(b.label)) : [null];
  const head = `<tr>${th('', 'label')}${bands.map((b) => th(b ?? 'Adj')).join('')}</tr>`;
  const rows = grid.rows.map((r) => {
    const label = norm(r.label);
    const tds = bands.map((band, i) => {
      const c = cells.find((x) => x.row === label && x.band === band);
      return cellHtml(at(r.values, i), c && { old: c.old, new: c.new, na: c.na });
    });
    return `<tr>${td(esc(label), 'label')}${tds.join('')}</tr>`;
  });
  for (const label of removedRows) {
    const r = gridA?.rows.find((x) => norm(x.label) === label);
    if (!r) continue;
    rows.push(
      `<tr class="removed">${td(esc(label), 'label')}${bands.map((_, i) => td(points(at(r.values, i)))).join('')}</tr>`,
    );
  }
  return `<table>${head}${rows.join('')}</table>`;
}

function pppHtml(table: PppTable, cells: readonly PppCellChange[]): string {
  const cols = table.columns.map((c) => norm(c.label));
  const head = `<tr>${th('PPP Term', 'label')}${cols.map((c) => th(c)).join('')}</tr>`;
  const rows = table.rows.map((r) => {
    const term = norm(r.term);
    const tds = cols.map((col, i) => {
      const c = cells.find((x) => x.term === term && x.column === col);
      return cellHtml(at(r.values, i), c && { old: c.old, new: c.new, na: c.na });
    });
    return `<tr>${td(esc(term), 'label')}${tds.join('')}</tr>`;
  });
  return `<table>${head}${rows.join('')}</table>`;
}

function llpaHtml(changes: readonly Change[], group: Group, a: Artifact, b: Artifact): string {
  const out: string[] = [];
  const grids = [
    ...new Set(
      changes.filter((c) => c.kind === 'llpa_cell' || c.kind === 'llpa_row').map((c) => (c as { grid: string }).grid),
    ),
  ];
  const slugs = group.programs.map((p) => p.slug);
  const pb = programOf(b, slugs);
  const pa = programOf(a, slugs);
  for (const name of grids) {
    const grid = pb?.grids.find((g) => norm(g.category) === name);
    if (!grid) continue;
    const cells = changes.filter((c): c is LlpaCellChange => c.kind === 'llpa_cell' && c.grid === name);
    const removedRows = changes
      .filter((c) => c.kind === 'llpa_row' && c.grid === name && c.status === 'removed')
      .map((c) => (c as { row: string }).row);
    out.push(
      `<h4>${esc(name)}</h4>`,
      gridHtml(
        grid,
        cells,
        removedRows,
        pa?.grids.find((g) => norm(g.category) === name),
      ),
    );
  }
  return out.join('\n');
}

function pppTablesHtml(changes: readonly Change[], group: Group, b: Artifact): string {
  const out: string[] = [];
  const pb = programOf(
    b,
    group.programs.map((p) => p.slug),
  );
  const names = [...new Set(changes.filter((c): c is PppCellChange => c.kind === 'ppp_cell').map((c) => c.table))];
  for (const name of names) {
    const table = pb?.ppp.find((t) => norm(t.name) === name);
    if (!table) continue;
    const cells = changes.filter((c): c is PppCellChange => c.kind === 'ppp_cell' && c.table === name);
    out.push(`<h4>${esc(name)}</h4>`, pppHtml(table, cells));
  }
  return out.join('\n');
}

function groupTitle(g: Group): string {
  return g.programs.length === 1 ? `${esc(g.title)} <code>${esc(g.programs[0]!.slug)}</code>` : esc(g.title);
}

export function renderHtml(diff: Diff, a: Artifact, b: Artifact): string {
  const title = `${diff.lender_name}: ${sheetLabel(diff.sheet_a)} → ${sheetLabel(diff.sheet_b)}`;
  const body: string[] = [];
  body.push(`<header><h1>${esc(title)}</h1>`);
  if (diff.changes.length === 0) {
    body.push('<p>no changes</p></header>');
  } else {
    const groups = groupChanges(diff);
    body.push(
      `<p>${esc(summaryLine(diff))}. Prices and adjustments in points; Δ = B (${esc(sheetLabel(diff.sheet_b))}) − A (${esc(sheetLabel(diff.sheet_a))}).</p>`,
      '<p class="legend"><span class="changed">changed</span><span class="became_na">became NA</span><span class="no_longer_na">no longer NA / added</span><span class="removed">removed</span></p>',
      `<nav><ul>${groups.map((g) => `<li><a href="#g-${esc(g.id)}">${esc(g.title)}</a> (${g.changes.length})</li>`).join('')}</ul></nav></header>`,
    );
    for (const group of groups) {
      body.push(`<section id="g-${esc(group.id)}"><h2>${groupTitle(group)}</h2>`);
      if (group.programs.length > 1)
        body.push(`<p>Programs: ${group.programs.map((p) => `<code>${esc(p.slug)}</code>`).join(' ')}</p>`);
      for (const { section, changes } of bySection(group.changes)) {
        body.push(`<h3>${esc(section.title)}</h3>`);
        if (section.id === 'ladders') {
          body.push(changeTable(section, changes), laddersHtml(changes as LadderChange[], diff));
        } else if (section.id === 'llpa') {
          body.push(changeTable(section, changes), llpaHtml(changes, group, a, b));
        } else if (section.id === 'ppp') {
          body.push(changeTable(section, changes), pppTablesHtml(changes, group, b));
        } else {
          body.push(changeTable(section, changes));
        }
      }
      body.push('</section>');
    }
  }
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<style>${CSS}</style>`,
    '</head>',
    '<body><main>',
    ...body,
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}
