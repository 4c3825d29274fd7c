/**
 * The Markdown and the HTML are views of one model (tools/diff/page.ts over the report of
 * report.ts): rendered from the JSON document `--json` prints, read back, they are the same bytes
 * as from the report in memory; and every cell of every table of the page is shown by both, escaped
 * each its way, on the committed sheets of every lender (11-20 against 11-23).
 */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../tools/diff/html.ts';
import { renderMarkdown } from '../../tools/diff/markdown.ts';
import { mdCell } from '../../tools/diff/md.ts';
import { pageOf } from '../../tools/diff/page.ts';
import type { Report } from '../../tools/diff/report.ts';
import { escapeXml } from '../../tools/diff/xml.ts';
import { A, B, LENDERS, load, reportFor } from './helpers.ts';

describe.each(LENDERS)('%s, 11-20 against 11-23', (lender) => {
  const report = reportFor(lender, A, B);
  const [a, b] = [load(lender, A), load(lender, B)];
  const md = renderMarkdown(report);
  const html = renderHtml(report, a, b);

  it('the JSON document read back renders the same Markdown and HTML', () => {
    const document = JSON.parse(JSON.stringify(report)) as Report;
    expect(renderMarkdown(document)).toBe(md);
    expect(renderHtml(document, a, b)).toBe(html);
  });

  it('every table cell of the page in both views, and the tables are not empty', () => {
    const page = pageOf(report);
    const tables = [
      ...(page.impact ?? []).map((t) => t.table),
      ...page.groups.flatMap((g) => g.sections.flatMap((s) => [s.table, ...s.ladders.map((l) => l.rates)])),
    ];
    const lines = tables.flatMap((t) => t.rows.flatMap((r) => r.flatMap((c) => c.lines)));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(md).toContain(mdCell(line));
      expect(html).toContain(escapeXml(line));
    }
  });
});
