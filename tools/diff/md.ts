/**
 * Markdown for a GitHub job summary, where text read from a workbook is foreign: a label such as
 * `<script>`, `a | b` or `[x](javascript:alert(1))` must come out as the same characters, never as
 * HTML, a table column or a link. Everything placed in Markdown goes through `mdText` (or `mdCell`
 * inside a table); raw HTML blocks (`<details>`) take text through escapeXml instead.
 */

/**
 * Backslash-escapes the characters that start Markdown syntax inline (emphasis, code, links,
 * tables, strikethrough, GitHub's `$` math) and writes `<`, `>` and `&` as entities, so that no tag
 * or entity of the text is interpreted. `://` loses its colon to an entity: no autolink.
 */
export function mdText(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~$]/g, '\\$&')
    .replace(/:\/\//g, '&#58;//');
}

/** A table cell: escaped text; an empty cell is a space, so that the row keeps its columns. */
export const mdCell = (text: string): string => mdText(text) || ' ';
