/** A lender profile: its tables declared in the table language (tables/language.ts). */
import type { DeclaredProfile } from './tables/language.ts';

export type LenderProfile = DeclaredProfile;
