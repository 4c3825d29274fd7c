/** A lender profile: its tables in the known layout (profile.ts), or declared in the table language (tables/language.ts). */
import type { LayoutProfile } from './profile.ts';
import type { DeclaredProfile } from './tables/language.ts';

export type LenderProfile = LayoutProfile | DeclaredProfile;
