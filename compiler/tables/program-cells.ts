/**
 * Cells that name programs in the table language: a program's name or alias, `All` (every program),
 * several names separated by commas, or a title that starts with a name.
 */
import { key, sameLabel } from '../../worker/artifact/labels.ts';
import type { ProgramProfile, TabRef } from '../profile.ts';
import { programNamed } from '../readers/tabs.ts';
import type { Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile } from './language.ts';

/**
 * The program slug a program cell names (a row's, or a column's heading), `null` for every program,
 * undefined for a program not priced (warned).
 */
export function programOf(
  sheet: Sheet,
  profile: DeclaredProfile,
  row: number,
  col: number,
  cell: 'row' | 'column' = 'row',
): string | null | undefined {
  const text = sheet.keyText(row, col);
  if (sameLabel(text, profile.allPrograms)) return null;
  const program = programNamed(profile, text);
  if (!program) unpriced(sheet, row, col, `the ${cell} for ${JSON.stringify(text)}`);
  return program?.slug;
}

/**
 * The programs a program cell names: one name (or `All`: `[null]`), an alias several programs share
 * (`Conforming` for the 30- and the 15-year: each of them), or several names separated by commas
 * (`Select, Flex`); a name of a program not priced is warned and left out.
 */
export function programsOf(
  sheet: Sheet,
  profile: DeclaredProfile,
  row: number,
  col: number,
  cell: 'row' | 'column' = 'row',
): (string | null)[] {
  const text = sheet.keyText(row, col);
  const sharing = profile.programs.filter((p) => (p.aliases ?? []).some((alias) => sameLabel(alias, text)));
  if (sharing.length > 1) return sharing.map((p) => p.slug);
  if (sameLabel(text, profile.allPrograms) || programNamed(profile, text) || !text.includes(','))
    return [programOf(sheet, profile, row, col, cell)].filter((slug) => slug !== undefined);
  return text.split(',').flatMap((name) => {
    const program = programNamed(profile, name.trim());
    if (!program) unpriced(sheet, row, col, `the ${cell} for ${JSON.stringify(name.trim())}`);
    return program ? [program.slug] : [];
  });
}

/**
 * The program a title names: its name or alias, whole or followed by more words after a separator
 * (`DSCR SELECT · 30-Year Fixed`); the longest such name wins.
 */
export function programTitled(profile: DeclaredProfile, text: string): ProgramProfile | undefined {
  const exact = programNamed(profile, text);
  if (exact) return exact;
  const title = key(text);
  let best: { program: ProgramProfile; length: number } | undefined;
  for (const program of profile.programs)
    for (const name of [program.name, ...(program.aliases ?? [])].map(key))
      if (title.startsWith(name) && /^[^a-z0-9]/.test(title.slice(name.length)) && name.length > (best?.length ?? 0))
        best = { program, length: name.length };
  return best?.program;
}

/**
 * The programs a table's title names: programTitled's, or, when the name it prints is an alias several
 * programs share (`CONFORMING LLPA`, `Conforming` the alias of the 30- and the 15-year), each of them.
 */
export function programsTitled(profile: DeclaredProfile, text: string): ProgramProfile[] {
  const program = programTitled(profile, text);
  if (!program) return [];
  const title = key(text);
  // the longest name the title prints, as programTitled chose it
  const names = [program.name, ...(program.aliases ?? [])].map(key);
  const printed = names
    .filter((name) => title === name || (title.startsWith(name) && /^[^a-z0-9]/.test(title.slice(name.length))))
    .sort((a, b) => b.length - a.length)[0];
  return profile.programs.filter(
    (p) => p === program || (p.aliases ?? []).some((alias) => printed !== undefined && key(alias) === printed),
  );
}

/** Does a rate table's title continue the table its program's title began (PriceTable `continued`: `DSCR PRIME 30 (continued)`)? */
export const continuesTable = (continued: string | undefined, title: string): boolean =>
  continued !== undefined && key(title).endsWith(key(continued));

/**
 * The programs a table's printed title names (its name or alias, alone or then more words; an alias
 * several programs share, each of them), none when it names no program: the table is theirs.
 */
export function titledBy(sheet: Sheet, profile: DeclaredProfile, found: FoundTable): ProgramProfile[] {
  const printed = found.titleRow !== undefined ? sheet.text(found.titleRow, found.titleCol) : found.title;
  return printed === '' ? [] : programsTitled(profile, printed);
}

/** The programs a table is for by its title (titledBy), else by the section, tab or workbook holding it (ownerOf). */
export function ownersOf(sheet: Sheet, profile: DeclaredProfile, found: FoundTable, at: TabRef): ProgramProfile[] {
  const titled = titledBy(sheet, profile, found);
  const owner = ownerOf(sheet, profile, at);
  return titled.length > 0 ? titled : owner ? [owner] : [];
}

/**
 * The program whose section, tab or companion workbook holds a table: the section its title leads
 * (TableAt.sections), its tab named by the program, or its workbook's kind the program's slug (a tab
 * or a workbook per program).
 */
export const ownerOf = (sheet: Sheet, profile: DeclaredProfile, at: TabRef): ProgramProfile | undefined =>
  profile.programs.find((p) => p.slug === sheet.owner) ??
  programTitled(profile, sheet.tab) ??
  profile.programs.find((p) => p.slug === at.book);
