/**
 * Markdown rendering of a Report, fit for a GitHub job summary: the title, the new sheet's
 * warnings, the headline, what Δ means to the borrower and how figures read (signs, points and
 * costs), the impact on the benchmark loans, then a
 * heading per program group with one table per section; each group's ladders carry their per-rate
 * tables in a collapsible <details>. Every text from a workbook is escaped (md.ts).
 * No changes at all (and no warning): exactly "no changes".
 */
import { cellReference } from '../../worker/artifact/vocabulary.ts';
import { rowOf } from './change-rows.ts';
import type { Impact } from './impact.ts';
import {
  DELTA_LEGEND,
  type ImpactCell,
  LOAN_HEADERS,
  loanCells,
  PROGRAM_HEADERS,
  programCells,
} from './impact-rows.ts';
import { ladderRows, ladderUnits, rateTable } from './ladder-rows.ts';
import { mdCell, mdTable, mdText } from './md.ts';
import type { Diff, LadderChange } from './model.ts';
import { printingLegend } from './printing.ts';
import type { Report } from './report.ts';
import { bySection, groupChanges, SECTIONS, summary } from './sections.ts';
import { sheetLabel } from './units.ts';
import { escapeXml } from './xml.ts';

export function summaryLine(diff: Diff): string {
  const counts = summary(diff.changes);
  const parts = SECTIONS.filter((s) => counts[s.id]).map((s) => `${s.title.toLowerCase()} ${counts[s.id]}`);
  const n = diff.changes.length;
  return `${n} change${n === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

function warningLines(report: Report): string[] {
  if (report.warnings.length === 0) return [];
  const n = report.warnings.length;
  return [
    `> **${n} warning${n === 1 ? '' : 's'} on the new sheet** (the compiler read it, but check these cells):`,
    ...report.warnings.map(
      (w) =>
        `> - \`${w.code.replace(/[`\r\n]/g, '')}\` ${mdText(cellReference(w.workbook, w.tab, w.cell))}: ${mdText(w.message)}`,
    ),
    '',
  ];
}

/** A multi-line impact cell: each line escaped, joined with <br> (GitHub renders it inside a table cell). */
const impactCell = (c: ImpactCell) => c.lines.map(mdCell).join('<br>');

function impactTable(headers: readonly string[], rows: readonly ImpactCell[][]): string[] {
  return [
    `| ${headers.map(mdCell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(impactCell).join(' | ')} |`),
  ];
}

function impactLines(impact: Impact | null): string[] {
  const title = '## Impact on benchmark loans';
  if (impact === null) return [title, '', 'No benchmark loans for this lender in sheets/benchmarks.json.', ''];
  return [
    title,
    '',
    'Each program’s reference loan, priced by the engine on both sheets:',
    '',
    ...impactTable(PROGRAM_HEADERS, impact.programs.map(programCells)),
    '',
    'Every benchmark loan, largest moves first (eligibility flips, then the price of the same rate):',
    '',
    ...impactTable(LOAN_HEADERS, impact.loans.map(loanCells)),
    '',
  ];
}

/** Per-rate tables of a group's ladders, each under a collapsed <details> (HTML: its summary is escaped as HTML). */
function everyRate(changes: readonly LadderChange[], group: string): string[] {
  const out: string[] = [];
  for (const unit of ladderUnits(changes)) {
    const table = rateTable(unit);
    out.push(
      '',
      `<details><summary>Every rate: ${escapeXml(unit.title === group ? group : `${group} · ${unit.title}`)}</summary>`,
      '',
      ...mdTable(
        table.headers,
        table.rows.map((r) => r.cells),
      ),
      '',
      '</details>',
    );
  }
  return out;
}

export function renderMarkdown(report: Report): string {
  const { diff } = report;
  if (diff.changes.length === 0 && report.warnings.length === 0) return 'no changes\n';
  const lines: string[] = [
    `# ${mdText(diff.lender_name)} (\`${diff.lender_slug}\`): ${sheetLabel(diff.sheet_a)} → ${sheetLabel(diff.sheet_b)}`,
    '',
    ...warningLines(report),
    ...report.headline.map((s) => `- ${mdText(s)}`),
    '',
  ];
  if (diff.changes.length === 0) return `${lines.join('\n')}\n`;
  lines.push(
    `_${mdText(`${DELTA_LEGEND} ${printingLegend(diff.lender_name, diff.printing)}`)}_`,
    '',
    ...impactLines(report.impact),
    `${summaryLine(diff)}.`,
  );
  for (const group of groupChanges(diff)) {
    const title =
      group.programs.length === 1 ? `${mdText(group.title)} (\`${group.programs[0]!.slug}\`)` : mdText(group.title);
    lines.push('', `## ${title}`);
    if (group.programs.length > 1) lines.push('', `Programs: ${group.programs.map((p) => `\`${p.slug}\``).join(', ')}`);
    for (const { section, changes } of bySection(group.changes)) {
      const ladders = section.id === 'ladders' ? (changes as LadderChange[]) : null;
      const rows = ladders
        ? ladderRows(ladders).map((r) => r.cells)
        : changes.map((c) => rowOf(c, diff.printing).cells);
      lines.push('', `### ${section.title}`, '', ...mdTable(section.headers, rows));
      if (ladders) lines.push(...everyRate(ladders, group.title));
    }
  }
  return `${lines.join('\n')}\n`;
}
