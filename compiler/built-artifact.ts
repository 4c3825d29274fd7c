/** The artifact of a lender's sheet as its profile makes it, before the build adds its moment. */
import { type Artifact, FORMAT_VERSION } from '../worker/artifact/format.ts';
import type { ProfileBase } from './profile.ts';
import { type Books, bookOf } from './readers/tabs.ts';

/** An artifact as the profile makes it; the build adds the moment fields from the banner and the calendar. */
export type BuiltArtifact = Omit<Artifact, 'effective_at' | 'reprice' | 'expires_at'>;

/** The artifact of a lender's sheet from what its tables gave: the lender, its sources (the rate sheet, then the companions) and the day's parts. */
export function builtArtifact(
  profile: ProfileBase,
  books: Books,
  date: string,
  parts: Pick<BuiltArtifact, 'ppp_restricted_states' | 'conforming_limit' | 'rate_blocks' | 'programs'>,
): BuiltArtifact {
  return {
    format_version: FORMAT_VERSION,
    lender_slug: profile.slug,
    lender_name: profile.name,
    effective_date: date,
    sources: [
      books.rates.origin.workbook,
      ...Object.keys(profile.files.companions).map((k) => bookOf(books, { book: k }).origin.workbook),
    ],
    checks_end_evaluation: profile.checksEndEvaluation,
    keys_once: profile.keysOnce === true,
    ...parts,
  };
}
