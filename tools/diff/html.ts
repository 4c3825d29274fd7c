/**
 * Self-contained HTML page of a Report for a pricing analyst: the sheets compared, the new sheet's
 * warnings, the headline, what Δ means to the borrower, the impact on the benchmark loans, then
 * the changes per program group (html-changes.ts). Inline CSS only: no script, no external asset,
 * no URL; it reads the same without JavaScript and prints on paper (html-style.ts).
 *
 * Pure: takes the Report and the two decoded artifacts (for the full grids around changed cells).
 */
import type { Artifact } from '../../worker/artifact/format.ts';
import { cellReference } from '../../worker/artifact/vocabulary.ts';
import { changesHtml } from './html-changes.ts';
import { impactHtml } from './html-impact.ts';
import { CSS } from './html-style.ts';
import { DELTA_LEGEND } from './impact-rows.ts';
import { summaryLine } from './markdown.ts';
import type { SheetInfo } from './model.ts';
import { printingLegend } from './printing.ts';
import type { Report } from './report.ts';
import { sheetLabel } from './units.ts';
import { escapeXml as esc } from './xml.ts';

const sheetLine = (tag: string, s: SheetInfo) => `${tag} ${sheetLabel(s)} (effective ${s.effective_at})`;

function warningsHtml(report: Report): string {
  const n = report.warnings.length;
  if (n === 0) return '';
  const items = report.warnings.map(
    (w) => `<li><code>${esc(w.code)}</code> ${esc(cellReference(w.workbook, w.tab, w.cell))}: ${esc(w.message)}</li>`,
  );
  return `<div class="warnings" role="note"><strong>${n} warning${n === 1 ? '' : 's'} on the new sheet</strong> (the compiler read it, but check these cells)<ul>${items.join('')}</ul></div>`;
}

export function renderHtml(report: Report, a: Artifact, b: Artifact): string {
  const { diff } = report;
  const title = `${diff.lender_name}: ${sheetLabel(diff.sheet_a)} → ${sheetLabel(diff.sheet_b)}`;
  const body: string[] = [
    '<header>',
    `<h1>${esc(title)}</h1>`,
    `<p class="sheets">${esc(sheetLine('A', diff.sheet_a))} · ${esc(sheetLine('B', diff.sheet_b))}</p>`,
    warningsHtml(report),
    `<ul class="headline">${report.headline.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`,
  ];
  if (diff.changes.length === 0) {
    body.push('<p>no changes</p></header>');
  } else {
    body.push(
      `<p class="legend">${esc(`${DELTA_LEGEND} ${printingLegend(diff.lender_name, diff.printing)}`)}</p>`,
      '</header>',
      impactHtml(report.impact),
      `<h2>Changes</h2><p>${esc(summaryLine(diff))}.</p>`,
      '<p class="tones"><span class="changed">changed</span><span class="became_na">became NA</span><span class="no_longer_na">no longer NA / added</span><span class="removed">removed</span></p>',
      changesHtml(diff, a, b),
    );
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
