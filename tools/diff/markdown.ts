/**
 * The Markdown view of the page (page.ts), fit for a GitHub job summary: the title, the new sheet's
 * warnings, the headline, the legend, the impact tables, then a heading per program group with one
 * table per section; each group's ladders carry their per-rate tables in a collapsible <details>.
 * Every text from a workbook is escaped (md.ts). No changes at all (and no warning): exactly "no changes".
 */
import { mdCell, mdText } from './md.ts';
import { IMPACT_TITLE, NO_BENCHMARKS, type Page, pageOf, summaryLine } from './page.ts';
import type { Report } from './report.ts';
import type { Table } from './sections.ts';
import { sheetLabel } from './units.ts';
import { escapeXml } from './xml.ts';

/** A table; a cell of several lines has them joined with <br> (GitHub renders it inside a table cell). */
function mdTable({ headers, rows }: Table): string[] {
  return [
    `| ${headers.map(mdCell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => c.lines.map(mdCell).join('<br>')).join(' | ')} |`),
  ];
}

function warningLines({ warnings }: Page): string[] {
  if (!warnings) return [];
  return [
    `> **${warnings.title}** (${warnings.note}):`,
    ...warnings.items.map((w) => `> - \`${w.code.replace(/[`\r\n]/g, '')}\` ${mdText(w.where)}: ${mdText(w.message)}`),
    '',
  ];
}

function impactLines({ impact }: Page): string[] {
  const tables = impact?.flatMap((t) => [t.intro, '', ...mdTable(t.table), '']) ?? [NO_BENCHMARKS, ''];
  return [`## ${IMPACT_TITLE}`, '', ...tables];
}

export function renderMarkdown(report: Report): string {
  if (report.changes.length === 0 && report.warnings.length === 0) return 'no changes\n';
  const page = pageOf(report);
  const lines: string[] = [
    `# ${mdText(report.lender_name)} (\`${report.lender_slug}\`): ${sheetLabel(report.sheet_a)} → ${sheetLabel(report.sheet_b)}`,
    '',
    ...warningLines(page),
    ...report.headline.map((s) => `- ${mdText(s)}`),
    '',
  ];
  if (report.changes.length === 0) return `${lines.join('\n')}\n`;
  lines.push(`_${mdText(page.legend)}_`, '', ...impactLines(page), `${summaryLine(report)}.`);
  for (const group of page.groups) {
    const one = group.programs.length === 1 ? ` (\`${group.programs[0]!.slug}\`)` : '';
    lines.push('', `## ${mdText(group.title)}${one}`);
    if (group.programs.length > 1) lines.push('', `Programs: ${group.programs.map((p) => `\`${p.slug}\``).join(', ')}`);
    for (const { section, table, ladders } of group.sections) {
      lines.push('', `### ${section.title}`, '', ...mdTable(table));
      for (const { unit, rates } of ladders) {
        const title = unit.title === group.title ? group.title : `${group.title} · ${unit.title}`;
        lines.push(
          '',
          `<details><summary>Every rate: ${escapeXml(title)}</summary>`,
          '',
          ...mdTable(rates),
          '',
          '</details>',
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
