/**
 * The HTML view of the page (page.ts): a self-contained page for a pricing analyst with the title,
 * the new sheet's warnings, the headline, the legend, the impact tables, then the changes per
 * program group with their pictures (html-changes.ts). A cell's role is its class. Inline CSS only:
 * no script, no external asset, no URL; it reads the same without JavaScript and prints on paper
 * (html-style.ts).
 *
 * Pure: takes the Report and the two decoded artifacts (for the full grids around changed cells).
 */
import type { Artifact } from '../../worker/artifact/format.ts';
import { changesHtml } from './html-changes.ts';
import { CSS } from './html-style.ts';
import { tableHtml } from './html-table.ts';
import type { SheetInfo } from './model.ts';
import { IMPACT_TITLE, NO_BENCHMARKS, type Page, pageOf, summaryLine } from './page.ts';
import type { Report } from './report.ts';
import { sheetLabel } from './units.ts';
import { escapeXml as esc } from './xml.ts';

const sheetLine = (tag: string, s: SheetInfo) => `${tag} ${sheetLabel(s)} (effective ${s.effective_at})`;

function warningsHtml({ warnings }: Page): string {
  if (!warnings) return '';
  const items = warnings.items.map((w) => `<li><code>${esc(w.code)}</code> ${esc(w.where)}: ${esc(w.message)}</li>`);
  return `<div class="warnings" role="note"><strong>${esc(warnings.title)}</strong> (${esc(warnings.note)})<ul>${items.join('')}</ul></div>`;
}

function impactHtml({ impact }: Page): string {
  const title = `<h2 id="impact">${IMPACT_TITLE}</h2>`;
  if (impact === null) return `${title}<p>${NO_BENCHMARKS}</p>`;
  const tables = impact.flatMap((t) => [
    `<p class="legend">${esc(t.intro)}</p>`,
    tableHtml(t.table, false, { cls: 'impact', id: t.id }),
  ]);
  return [title, ...tables].join('\n');
}

export function renderHtml(report: Report, a: Artifact, b: Artifact): string {
  const page = pageOf(report);
  const body: string[] = [
    '<header>',
    `<h1>${esc(page.title)}</h1>`,
    `<p class="sheets">${esc(sheetLine('A', report.sheet_a))} · ${esc(sheetLine('B', report.sheet_b))}</p>`,
    warningsHtml(page),
    `<ul class="headline">${report.headline.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`,
  ];
  if (report.changes.length === 0) {
    body.push('<p>no changes</p></header>');
  } else {
    body.push(
      `<p class="legend">${esc(page.legend)}</p>`,
      '</header>',
      impactHtml(page),
      `<h2>Changes</h2><p>${esc(summaryLine(report))}.</p>`,
      '<p class="tones"><span class="changed">changed</span><span class="became_na">became NA</span><span class="no_longer_na">no longer NA / added</span><span class="removed">removed</span></p>',
      changesHtml(page, report, a, b),
    );
  }
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(page.title)}</title>`,
    `<style>${CSS}</style>`,
    '</head>',
    '<body><main>',
    ...body,
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}
