/**
 * A sheet that expires the day it is issued (`cutoff.day: 'same day'`): Juniper Ridge's sheet of
 * Friday 2026-11-20 (14:05 MT) expires at its cut-off that day, not on Monday; one in force until
 * replaced (`cutoff: 'until replaced'`) never does; one good for some hours (`cutoff: { hours: 24 }`)
 * expires that long after it takes effect, whatever the day.
 */
import { describe, expect, it } from 'vitest';
import type { LenderProfile } from '../../compiler/lender-profile.ts';
import { select } from '../../worker/sheets/select.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const withCutoff = (cutoff: LenderProfile['cutoff']): LenderProfile => ({ ...JUNIPER, cutoff });

describe('the cut-off on the sheet’s own day', () => {
  it('same day: 17:00 MT on Friday 2026-11-20 (MST, UTC-07:00)', () => {
    const built = juniperWith({}, withCutoff({ hour: 17, minute: 0, day: 'same day' }));
    expect(built.artifacts.map((a) => a.expires_at)).toEqual(['2026-11-20T17:00:00-07:00']);
  });

  it('by default, the next business day: Monday 2026-11-23 at the same hour', () => {
    const built = juniperWith({}, withCutoff({ hour: 17, minute: 0 }));
    expect(built.artifacts.map((a) => a.expires_at)).toEqual(['2026-11-23T17:00:00-07:00']);
  });

  it('until replaced: no expiry, the sheet in force at any later moment until a newer one takes effect', () => {
    const built = juniperWith({}, withCutoff('until replaced'));
    expect(built.artifacts.map((a) => a.expires_at)).toEqual([null]);
    // a year on, the one sheet still answers, in force
    const chosen = select(built.artifacts, { kind: 'instant', at: Date.parse('2027-11-20T12:00:00-07:00') });
    expect([chosen.entry?.effective_at, chosen.status]).toEqual(['2026-11-20T14:05:00-07:00', 'in_force']);
  });

  it('24 hours from its moment: Saturday 2026-11-21 at 14:05 MT; 30 hours: Saturday 20:05; 0.5 hours: Friday 14:35', () => {
    expect(juniperWith({}, withCutoff({ hours: 24 })).artifacts.map((a) => a.expires_at)).toEqual([
      '2026-11-21T14:05:00-07:00',
    ]);
    expect(juniperWith({}, withCutoff({ hours: 30 })).artifacts.map((a) => a.expires_at)).toEqual([
      '2026-11-21T20:05:00-07:00',
    ]);
    expect(juniperWith({}, withCutoff({ hours: 0.5 })).artifacts.map((a) => a.expires_at)).toEqual([
      '2026-11-20T14:35:00-07:00',
    ]);
  });
});
