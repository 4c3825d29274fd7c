/** The impact part of the report page: the program table and the loan table (impact-rows.ts), first on the page. */
import { boxed, td, th } from './html-table.ts';
import type { Impact } from './impact.ts';
import { type ImpactCell, LOAN_HEADERS, loanCells, PROGRAM_HEADERS, programCells } from './impact-rows.ts';
import { escapeXml as esc } from './xml.ts';

function cellHtml(c: ImpactCell): string {
  const html =
    c.lines.length === 1 ? esc(c.lines[0]!) : c.lines.map((l) => `<span class="line">${esc(l)}</span>`).join('');
  return td(html, c.tone);
}

function table(id: string, headers: readonly string[], rows: readonly ImpactCell[][]): string {
  const head = `<tr>${headers.map((h) => th(h)).join('')}</tr>`;
  return boxed(
    head,
    rows.map((r) => `<tr>${r.map(cellHtml).join('')}</tr>`),
    { cls: 'impact', id },
  );
}

export function impactHtml(impact: Impact | null): string {
  const title = '<h2 id="impact">Impact on benchmark loans</h2>';
  if (impact === null) return `${title}<p>No benchmark loans for this lender in sheets/benchmarks.json.</p>`;
  return [
    title,
    '<p class="legend">Each program’s reference loan, priced by the engine on both sheets:</p>',
    table('impact-programs', PROGRAM_HEADERS, impact.programs.map(programCells)),
    '<p class="legend">Every benchmark loan, largest moves first (eligibility flips, then the price of the same rate):</p>',
    table('impact-loans', LOAN_HEADERS, impact.loans.map(loanCells)),
  ].join('\n');
}
