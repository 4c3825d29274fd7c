/**
 * The lenders the compiler knows: one reviewed profile each (compiler/profiles/), in the order
 * their notes are in sheets/README.md. Which lenders the service prices is the roster
 * (sheets/roster.json).
 */
import type { LenderProfile } from './lender-profile.ts';
import { BAYSHORE } from './profiles/bayshore.ts';
import { CEDAR_HOLLOW } from './profiles/cedar-hollow.ts';
import { GRANITE_PEAK } from './profiles/granite-peak.ts';

export const PROFILES: readonly LenderProfile[] = [GRANITE_PEAK, BAYSHORE, CEDAR_HOLLOW];

/** The profiles by `lender_slug`, the folder each lender's workbooks are in. */
export const LENDERS: Readonly<Record<string, LenderProfile>> = Object.fromEntries(PROFILES.map((p) => [p.slug, p]));
