/**
 * Markdown rendering of a Diff, fit for a GitHub job summary: a title, a one-line summary, then a
 * heading per program group with one table per section. No changes at all: exactly "no changes".
 */
import type { Diff } from './model.ts';
import { bySection, groupChanges, rowOf, SECTIONS, summary } from './sections.ts';
import { sheetLabel } from './units.ts';

function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ') || ' ';
}

function table(headers: string[], rows: string[][]): string[] {
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
}

export function summaryLine(diff: Diff): string {
  const counts = summary(diff.changes);
  const parts = SECTIONS.filter((s) => counts[s.id]).map((s) => `${s.title.toLowerCase()} ${counts[s.id]}`);
  const n = diff.changes.length;
  return `${n} change${n === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

export function renderMarkdown(diff: Diff): string {
  if (diff.changes.length === 0) return 'no changes\n';
  const lines: string[] = [
    `# ${diff.lender_name} (\`${diff.lender_slug}\`): ${sheetLabel(diff.sheet_a)} → ${sheetLabel(diff.sheet_b)}`,
    '',
    `${summaryLine(diff)}. Prices and adjustments in points; Δ = day B − day A over the rates offered on both days.`,
  ];
  for (const group of groupChanges(diff)) {
    const title = group.programs.length === 1 ? `${group.title} (\`${group.programs[0]!.slug}\`)` : group.title;
    lines.push('', `## ${title}`);
    if (group.programs.length > 1) lines.push('', `Programs: ${group.programs.map((p) => `\`${p.slug}\``).join(', ')}`);
    for (const { section, changes } of bySection(group.changes)) {
      lines.push(
        '',
        `### ${section.title}`,
        '',
        ...table(
          section.headers,
          changes.map((c) => rowOf(c).cells),
        ),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
