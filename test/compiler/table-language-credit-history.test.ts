/**
 * Conditions on the borrower's credit history (FORMAT_VERSION 14): a seasoning grid of housing event
 * by months since it (`{ band: 'housing_event_months' }`, event words of `housing_event`) and a list
 * of mortgage lates (`mtg_lates`). Juniper Ridge's workbook with a `Credit` tab beside its own tables.
 */
import { describe, expect, it } from 'vitest';
import { band, eq } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: the seasoning grid (C5:E6), then the lates list (C9:C10). */
const CREDIT = [
  [null, 'Event', '0 - 11', '12 - 23', '24+'],
  [null, 'Bankruptcy Ch. 7', 'NA', -1, 0], // row 5
  [null, 'Foreclosure', 'NA', -1.5, -0.25], // row 6
  [],
  [null, 'Lates', 'Adj'],
  [null, '1x30', -0.5], // row 9
  [null, '2x30', 'NA'], // row 10
];
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  conditions: {
    ...JUNIPER.conditions,
    'Bankruptcy Ch. 7': [eq('housing_event', 'bk_chapter_7')],
    Foreclosure: [eq('housing_event', 'foreclosure')],
    '1x30': [band('mtg_lates', 1, true, 1, true)],
    '2x30': [band('mtg_lates', 2, true, 2, true)],
  },
  tables: [
    ...JUNIPER.tables,
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Credit' },
      corner: 'Event',
      rows: 'condition',
      columns: { band: 'housing_event_months' },
      values: 'adjustment',
      category: 'Seasoning',
    },
    {
      means: 'adjustments',
      shape: 'list',
      at: { tab: 'Credit' },
      category: 'Lates',
      columns: [
        { heading: 'Lates', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
  ],
};
const built = juniperWith({ Credit: CREDIT }, PROFILE);

/** Thirty-Year Fixed at 6.750 for the plain loan (98.818: FICO 725, a condo purchase in FL) with `changes`. */
function thirtyYear(changes: Record<string, unknown>) {
  const answer = pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    program_slug: 'thirty_year_fixed',
    ...changes,
  });
  const offer = answer.eligible.find((o) => o.rate === 6.75);
  return {
    final: offer?.final_price,
    credit: offer?.adjusters
      .filter((a) => a.category === 'Seasoning' || a.category === 'Lates')
      .map((a) => a.source_cell.split('!')[1]),
    reasons: answer.rejected.flatMap((r) => r.rejections).map((r) => r.key),
  };
}

describe('conditions on the borrower’s credit history', () => {
  it('compiles with no finding', () => {
    expect(built.diag.list).toEqual([]);
  });

  it('a chapter 7 discharged 12 months ago takes D5: 98.818 - 1.000 = 97.818; 11 months is NA, 24 none', () => {
    const bk7 = (months: number | null) =>
      thirtyYear({ housing_event: 'bk_chapter_7', housing_event_months_ago: months });
    expect(bk7(12)).toEqual({ final: 97.818, credit: ['D5'], reasons: [] });
    expect(bk7(11).reasons).toEqual(['llpa_na']);
    expect(bk7(24)).toEqual({ final: 98.818, credit: ['E5'], reasons: [] });
    // an event without its months falls in no band: the grid prices no such loan
    expect(bk7(null).reasons).toEqual(['llpa_na']);
  });

  it('no event, no seasoning adjuster; a foreclosure 30 months ago takes E6: 98.818 - 0.250 = 98.568', () => {
    expect(thirtyYear({})).toEqual({ final: 98.818, credit: [], reasons: [] });
    expect(thirtyYear({ housing_event: 'foreclosure', housing_event_months_ago: 30 })).toEqual({
      final: 98.568,
      credit: ['E6'],
      reasons: [],
    });
  });

  it('one late takes C9: 98.818 - 0.500 = 98.318; two are NA; none, no row', () => {
    expect(thirtyYear({ mtg_lates_12mo: 1 })).toEqual({ final: 98.318, credit: ['C9'], reasons: [] });
    expect(thirtyYear({ mtg_lates_12mo: 2 }).reasons).toEqual(['llpa_na']);
    expect(thirtyYear({ mtg_lates_12mo: 0 }).credit).toEqual([]);
  });
});
