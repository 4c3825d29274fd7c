/**
 * Granite Peak's programs and the names its two workbooks use for them (sheets/README.md §3.1).
 * Tabs, ladders, PPP sections, cap columns and guideline columns are matched by these names,
 * never by position.
 */
import type { DocType } from '../../worker/artifact/vocabulary.ts';

export interface ProgramDef {
  slug: string;
  name: string;
  /** every printed form: tab prefixes, ladder and section titles, cap column headings */
  aliases: string[];
  /** guideline column heading (normalised) -> doc_type */
  docTypes: Record<string, DocType>;
}

export const norm = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();

export const PROGRAMS: ProgramDef[] = [
  { slug: 'full_doc', name: 'Full Doc', aliases: ['Full Doc'], docTypes: { 'FULL DOC': 'full_doc' } },
  {
    slug: 'expanded_doc',
    name: 'Expanded Doc',
    aliases: ['Expanded Doc'],
    docTypes: {
      'EXPANDED DOC BANK STATEMENTS': 'bank_statements',
      'EXPANDED DOC 1099': '1099',
      'EXPANDED DOC P&L': 'pl_statement',
      'EXPANDED DOC ASSET UTILIZATION': 'asset_utilization',
    },
  },
  { slug: 'dscr', name: 'DSCR', aliases: ['DSCR'], docTypes: { DSCR: 'dscr' } },
  {
    slug: 'multi_unit_mixed_use',
    name: 'Multi-Unit / Mixed Use',
    aliases: ['Multi-Unit / Mixed Use', 'MU-MX', 'Multi-Unit (5-8 Units) / Mixed Use'],
    docTypes: { 'MULTI UNIT MIXED USE': 'dscr_5_8_unit' },
  },
  { slug: 'itin', name: 'ITIN', aliases: ['ITIN'], docTypes: { ITIN: 'itin' } },
  {
    slug: 'fn',
    name: 'Foreign National',
    aliases: ['Foreign National', 'FN'],
    docTypes: { 'FOREIGN NATIONAL': 'foreign_national' },
  },
];

/** The program a printed name denotes (exact match on the normalised form). */
export function programByName(text: string): ProgramDef | undefined {
  const n = norm(text);
  return PROGRAMS.find((p) => p.aliases.some((a) => norm(a) === n));
}

/** The program whose name starts a heading or tab name ("DSCR LLPA", "FULL DOC — ..."). */
export function programByPrefix(text: string, suffix: RegExp): ProgramDef | undefined {
  return programByName(text.replace(suffix, ''));
}
