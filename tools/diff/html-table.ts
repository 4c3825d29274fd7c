/** Table markup of the report page: cells with a class, and a table in its own sideways-scrolling box. */
import { escapeXml as esc } from './xml.ts';

/** A cell of trusted markup (already escaped). */
export function td(html: string, cls = ''): string {
  return `<td${cls ? ` class="${cls}"` : ''}>${html}</td>`;
}

export function th(text: string, cls = ''): string {
  return `<th${cls ? ` class="${cls}"` : ''}>${esc(text)}</th>`;
}

/** A table that scrolls inside its box when wider than the page, never the page itself. */
export function boxed(headers: string, rows: readonly string[], attrs: { cls?: string; id?: string } = {}): string {
  const id = attrs.id ? ` id="${attrs.id}"` : '';
  const cls = attrs.cls ? ` class="${attrs.cls}"` : '';
  return `<div class="wrap"><table${id}${cls}><thead>${headers}</thead><tbody>${rows.join('')}</tbody></table></div>`;
}
