/**
 * Rules shown for the catalog alone (RuleWord `shownOnly`): a lender whose notes refuse occupancies,
 * CLTVs and lock periods by other tables (the matrix's columns, a grid's NA rows) prints them in its
 * guidelines too; the program shows them, and no loan is refused by them. Juniper Ridge's rules as a
 * column per program (workbooks.ts GUIDELINE_COLUMNS) with a maximum CLTV and fewer lock periods.
 */
import { describe, expect, it } from 'vitest';
import type { BuildResult } from '../../compiler/build.ts';
import type { RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { withGuidelineColumns } from '../fixture-lender/profile.ts';
import { GUIDELINE_COLUMNS } from '../fixture-lender/workbooks.ts';

const TABS = {
  Guidelines: [
    ...GUIDELINE_COLUMNS.filter((row) => row[1] !== 'Lock Periods'),
    [null, 'Max CLTV', '75%'], // C15
    [null, 'Lock Periods', '30, 45'], // C16: the lock table prices 15 to 60
  ],
};
const shown = (only: boolean): RuleTable['rules'] => ({
  Occupancy: { rule: 'occupancies', ...(only && { shownOnly: true as const }) },
  'Max CLTV': { rule: 'max_cltv', ...(only && { shownOnly: true as const }) },
  'Lock Periods': { rule: 'locks', ...(only && { shownOnly: true as const }) },
});
const tested = juniperWith(TABS, withGuidelineColumns(shown(false)));
const shownOnly = juniperWith(TABS, withGuidelineColumns(shown(true)));

const investor = (built: BuildResult) =>
  built.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed_investor')!;

describe('rules shown for the catalog alone', () => {
  it('compiles both ways with no finding', () => {
    expect(tested.diag.list).toEqual([]);
    expect(shownOnly.diag.list).toEqual([]);
  });

  it('shows the program its occupancies, maximum CLTV and lock periods either way', () => {
    for (const built of [tested, shownOnly]) {
      const [rules] = investor(built).doc_types;
      expect([rules!.occupancies, rules!.locks, rules!.cells.max_cltv]).toEqual([['investment'], [30, 45], 'C15']);
    }
    // tested, the maximum CLTV is a rule of its own; shown only, the program's figure
    expect(investor(tested).doc_types[0]!.max_cltv).toBeNull();
    expect(investor(shownOnly).doc_types[0]!.max_cltv).toBe(7500);
  });

  it('refuses by none of them when shown only: no eligible_occupancy, no max_cltv_exceeded, every lock priced', () => {
    const keys = (built: BuildResult) => investor(built).doc_types[0]!.rules.map((r) => r.key);
    expect(keys(tested)).toEqual(expect.arrayContaining(['eligible_occupancy', 'max_cltv_exceeded']));
    expect(keys(shownOnly)).not.toContain('eligible_occupancy');
    expect(keys(shownOnly)).not.toContain('max_cltv_exceeded');
    expect(investor(tested).lock_days).toEqual([30, 45]);
    expect(investor(shownOnly).lock_days).toEqual([15, 30, 45, 60]);
  });

  it("the first worked example's primary residence: refused eligible_occupancy by the investor program, tested only", () => {
    const reasons = (built: BuildResult) =>
      pricedOn(built.artifacts[0]!, {
        ...JUNIPER_EXAMPLES[0]!.request,
        program_slug: 'thirty_year_fixed_investor',
      }).rejected.flatMap((r) => r.rejections.map((reason) => reason.key));
    expect(reasons(tested)).toContain('eligible_occupancy');
    expect(reasons(shownOnly)).not.toContain('eligible_occupancy');
  });

  it('shownOnly on another rule is unsupported_layout at its label', () => {
    const refused = juniperWith(
      TABS,
      withGuidelineColumns({ ...shown(true), 'Min FICO': { rule: 'min_fico', shownOnly: true } }),
    );
    expect(new Set(refused.diag.list.filter((d) => d.code === 'unsupported_layout').map((d) => d.cell))).toEqual(
      new Set(['B5']),
    );
  });
});
