/** The term a declared program's name (or a table's title) prints, as a word of the profile's `terms` (`Thirty-Year`). */
import type { TERMS } from '../../worker/artifact/vocabulary.ts';
import type { ProgramProfile } from '../profile.ts';
import type { DeclaredProfile } from './language.ts';

/** The term of the first of the profile's term words `text` prints; undefined when it prints none. */
export function termIn(profile: DeclaredProfile, text: string): (typeof TERMS)[number] | undefined {
  const printed = text.toLowerCase();
  return Object.entries(profile.terms).find(([word]) => printed.includes(word.toLowerCase()))?.[1];
}

/** The term a program's name prints; undefined when it prints none. */
export const termOf = (profile: DeclaredProfile, def: ProgramProfile): (typeof TERMS)[number] | undefined =>
  termIn(profile, def.name);
