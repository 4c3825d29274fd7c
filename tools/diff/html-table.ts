/** Table markup of the report page: cells with a class (a page cell's role), and a table in its own sideways-scrolling box. */
import type { Cell, Table } from './sections.ts';
import { escapeXml as esc } from './xml.ts';

/** A cell of trusted markup (already escaped). */
export const td = (html: string, cls = ''): string => `<td${cls ? ` class="${cls}"` : ''}>${html}</td>`;

export const th = (text: string, cls = ''): string => `<th${cls ? ` class="${cls}"` : ''}>${esc(text)}</th>`;

/** A table that scrolls inside its box when wider than the page, never the page itself. */
export function boxed(headers: string, rows: readonly string[], attrs: { cls?: string; id?: string } = {}): string {
  const id = attrs.id ? ` id="${attrs.id}"` : '';
  const cls = attrs.cls ? ` class="${attrs.cls}"` : '';
  return `<div class="wrap"><table${id}${cls}><thead>${headers}</thead><tbody>${rows.join('')}</tbody></table></div>`;
}

const cellHtml = ({ lines, role }: Cell) =>
  td(lines.length === 1 ? esc(lines[0]!) : lines.map((l) => `<span class="line">${esc(l)}</span>`).join(''), role);

/** A table of the page; `labelled`: its first header is the rows' label column. */
export function tableHtml({ headers, rows }: Table, labelled: boolean, attrs: { cls?: string; id?: string } = {}) {
  const head = `<tr>${headers.map((h, i) => th(h, labelled && i === 0 ? 'label' : '')).join('')}</tr>`;
  return boxed(
    head,
    rows.map((r) => `<tr>${r.map(cellHtml).join('')}</tr>`),
    attrs,
  );
}
