/** The term a declared program's name prints, as a word of the profile's `terms` (`Thirty-Year`). */
import type { TERMS } from '../../worker/artifact/vocabulary.ts';
import type { ProgramProfile } from '../profile.ts';
import type { DeclaredProfile } from './language.ts';

/** The term of the first of the profile's term words the name prints; undefined when it prints none. */
export function termOf(profile: DeclaredProfile, def: ProgramProfile): (typeof TERMS)[number] | undefined {
  const name = def.name.toLowerCase();
  const found = Object.entries(profile.terms).find(([word]) => name.includes(word.toLowerCase()));
  return found?.[1];
}
