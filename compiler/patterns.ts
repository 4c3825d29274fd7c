/**
 * Printed forms as regular expressions: a profile declares a form in the lender's words, its
 * varying parts as holes ("<days>", "<code>", "<date>"), never a regular expression.
 */

/** A pattern source matching `text` literally, a run of spaces as any whitespace (or none). */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');

/**
 * A form as a pattern source: its text literally, each `<hole>` a capture group of that hole's
 * pattern source, in order.
 */
export const form = (text: string, holes: Readonly<Record<string, string>>) =>
  text
    .split(/<(\w+)>/)
    .map((part, i) => (i % 2 ? `(${holes[part]})` : literal(part)))
    .join('');
