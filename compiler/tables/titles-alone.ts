/**
 * Titles read side by side: a title printing a program's name then more words (`FULL DOC II (COMING
 * SOON)`, programTitled's) is not that program's when another title prints the name alone (`FULL
 * DOC`): it names another program, one the lender does not price. Words after a separator (`THIRTY-
 * YEAR FIXED (continued)`, `DSCR · 30-Year`) still go on the program's name.
 */
import { key } from '../../worker/artifact/labels.ts';
import type { ProgramProfile } from '../profile.ts';
import { programNamed } from '../readers/tabs.ts';
import type { DeclaredProfile } from './language.ts';
import { programTitled } from './program-cells.ts';

/** Does `title` print more words straight after the longest of the program's names it starts with? */
function wordsAfterName(program: ProgramProfile, title: string): boolean {
  const printed = key(title);
  const name = [program.name, ...(program.aliases ?? [])]
    .map(key)
    .filter((n) => printed.startsWith(n))
    .sort((a, b) => b.length - a.length)[0];
  return name !== undefined && /^\s*[a-z0-9]/.test(printed.slice(name.length));
}

/** The program each of `titles` names, read among all of them. */
export function titledAmong(
  profile: DeclaredProfile,
  titles: readonly string[],
): (title: string) => ProgramProfile | undefined {
  const alone = new Set(titles.flatMap((t) => programNamed(profile, t)?.slug ?? []));
  return (title) => {
    const program = programTitled(profile, title);
    return program && alone.has(program.slug) && wordsAfterName(program, title) ? undefined : program;
  };
}
