/**
 * The page: what the Markdown and the HTML report show, worded once from the Report (the model the
 * JSON document writes out): its title, the new sheet's warnings, the legend, the impact tables and
 * the changes per program group and section, each table as header texts and cells of text lines.
 * A cell's role says what it is (a label, free text, a note, or how it reads: a tone); the views
 * only escape the text and lay it out, Markdown ignoring the roles, HTML making them classes.
 */
import { cellReference } from '../../worker/artifact/vocabulary.ts';
import { rowOf } from './change-rows.ts';
import { DELTA_LEGEND, LOAN_HEADERS, loanCells, PROGRAM_HEADERS, programCells } from './impact-rows.ts';
import { type LadderUnit, ladderRows, ladderUnits, rateTable } from './ladder-rows.ts';
import type { Diff, LadderChange } from './model.ts';
import { plural } from './phrasing.ts';
import { printingLegend } from './printing.ts';
import type { Report } from './report.ts';
import { bySection, cell, type Group, groupChanges, SECTIONS, type SectionDef, type Table } from './sections.ts';
import { sheetLabel } from './units.ts';

export function summaryLine({ summary, changes }: Report): string {
  const parts = SECTIONS.filter((s) => summary[s.id]).map((s) => `${s.title.toLowerCase()} ${summary[s.id]}`);
  return `${plural(changes.length, 'change')}: ${parts.join(', ')}`;
}

/** The role of a section's column: the new value reads as the change's tone; labels, notes and free text align left. */
function roleOf(section: SectionDef, i: number, tone: string): string {
  const header = section.headers[i] ?? '';
  if (i === section.newCol) return tone;
  if (header === 'Note') return 'note';
  if (i === 0) return 'label';
  return ['Row', 'Scope', 'Term'].includes(header) ? 'text' : '';
}

/** A section of a group: its table, one row per change (ladders: lock columns that moved alike merged). */
export interface Section {
  section: SectionDef;
  changes: Diff['changes'];
  table: Table;
  /** the ladders' units (a program ladder or a rate block), each with its per-rate table */
  ladders: { unit: LadderUnit; rates: Table }[];
}

function sectionView(section: SectionDef, changes: Diff['changes'], diff: Diff): Section {
  const ladders = section.id === 'ladders' ? (changes as LadderChange[]) : [];
  const rows = ladders.length
    ? ladderRows(ladders).map((r) => ({ cells: r.cells, tone: r.changes[0]!.status as string }))
    : changes.map((c) => rowOf(c, diff.printing));
  return {
    section,
    changes,
    table: {
      headers: section.headers,
      rows: rows.map((r) => r.cells.map((text, i) => cell(text, roleOf(section, i, r.tone)))),
    },
    ladders: ladderUnits(ladders).map((unit) => ({ unit, rates: rateTable(unit) })),
  };
}

export interface Page {
  title: string;
  warnings: { title: string; note: string; items: { code: string; where: string; message: string }[] } | null;
  legend: string;
  /** null when the lender has no benchmark loans */
  impact: { intro: string; id: string; table: Table }[] | null;
  groups: (Group & { sections: Section[] })[];
}

export const IMPACT_TITLE = 'Impact on benchmark loans';
export const NO_BENCHMARKS = 'No benchmark loans for this lender in sheets/benchmarks.json.';

export function pageOf(report: Report): Page {
  const { impact } = report;
  const n = report.warnings.length;
  return {
    title: `${report.lender_name}: ${sheetLabel(report.sheet_a)} → ${sheetLabel(report.sheet_b)}`,
    warnings: n
      ? {
          title: `${plural(n, 'warning')} on the new sheet`,
          note: 'the compiler read it, but check these cells',
          items: report.warnings.map((w) => ({
            code: w.code,
            where: cellReference(w.workbook, w.tab, w.cell),
            message: w.message,
          })),
        }
      : null,
    legend: `${DELTA_LEGEND} ${printingLegend(report.lender_name, report.printing)}`,
    impact: impact && [
      {
        intro: 'Each program’s reference loan, priced by the engine on both sheets:',
        id: 'impact-programs',
        table: { headers: PROGRAM_HEADERS, rows: impact.programs.map(programCells) },
      },
      {
        intro: 'Every benchmark loan, largest moves first (eligibility flips, then the price of the same rate):',
        id: 'impact-loans',
        table: { headers: LOAN_HEADERS, rows: impact.loans.map(loanCells) },
      },
    ],
    groups: groupChanges(report).map((g) => ({
      ...g,
      sections: bySection(g.changes).map(({ section, changes }) => sectionView(section, changes, report)),
    })),
  };
}
