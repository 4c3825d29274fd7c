/**
 * A condition on the note rate as printed (`Note rates below 7.000%`, `Note rates 8.500% and above`,
 * `Rate 6.500% - 6.875%`): the word `rate` (or `note rate`, `rates`) then a band or comparison the
 * grammar reads (comparison.ts), in thousandths of a percent. No request attribute is a note rate:
 * such a condition is read only where a table says its rows adjust each rate on its own (an
 * adjustment list's `rate condition` column, compiler/tables/language.ts), and is an error anywhere
 * else (compiler/tables/conditions.ts).
 */
import type { Range } from '../../worker/artifact/format.ts';
import { parseBand } from './bands.ts';

/** The words a note-rate condition starts with, then its band: `Note rates below 7.000%` reads `below 7.000%`. */
const RATE_WORDS = /^\s*(?:note\s+)?rates?\s*:?\s+(?=[<>≤≥=]|\d|below|under|above|over|less|more|greater|at\s|up\s)/i;

/**
 * The note rates `text` names, as a range in thousandths of a percent (both edges as printed: `below
 * 7.000%` excludes 7.000, `8.500% and above` includes 8.500, `6.500% - 6.875%` both ends), or why its
 * band cannot be read; undefined when it names no note rate.
 */
export function readNoteRates(text: string): Range | string | undefined {
  const words = RATE_WORDS.exec(text);
  if (!words) return undefined;
  return parseBand('rate', text.slice(words[0].length));
}
