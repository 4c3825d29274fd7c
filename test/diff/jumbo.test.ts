/**
 * The diff of Cedar Hollow's committed sheets, checked by hand against the workbooks and nothing
 * else: every cell of the three workbooks was dumped with xlsx and compared (tables matched by title
 * and row label: on 11-23 the 15-year and ARM tables start a row higher, the 30-year table having
 * lost its first rate). Cedar Hollow prints points and costs (sheets/README.md §5): the diff holds
 * prices (100 − points) and effects on price (− cost). Apart from the banners (A2 of every tab), the
 * workbooks differ in exactly these cells:
 *
 * 11-20 08:00 -> 11-23 08:00
 * - Rate Sheet: every table (jumbo-rate-sheets.ts holds both days as printed). Jumbo Elite 30 Year
 *   Fixed loses 6.125 (A7: 2.260 / 2.385 / NA / NA), every other cell +0.125 points; 15 Year Fixed
 *   +0.125 points at every cell; 7/6 SOFR ARM +0.250 points and gains 7.625 (A50: (1.930) / (1.830) /
 *   (1.680) / (1.530)). The NA cells stay NA (30Y 6.250 @ 60 Day, 15Y 5.875 @ 45/60, 6.000 @ 60, ARM
 *   6.000 @ 45/60, 6.125 @ 60).
 * - Adjustments G7 (FICO / LTV, "≤ 60.00%" @ "780+"): (0.250) -> (0.125), a credit of 0.250 -> 0.125
 * - Adjustments D10 ("75.01 - 80.00%" @ "720 - 739"): 0.875 -> 1.000
 * - Adjustments E12 ("85.01 - 89.99%" @ "740 - 759"): 1.125 -> NA
 * - Adjustments D16 (Loan Features, "Cash-Out Refinance" @ "$1,500,001 - $2,000,000"): 0.750 -> 0.875
 * - Adjustments E24 ("Escrow Waiver" @ "$2,000,001 - $3,000,000"): 0.250 -> 0.375
 * - Adjustments B29 (State Tiers, Tier 2, cost C29 0.250): "CA, CT, DC, FL, IL, …" -> "CA, CT, DC, IL, …";
 *   B30 (Tier 3, cost C30 0.500): "HI, NY" -> "FL, HI, NY": FL moved from Tier 2 to Tier 3
 *   (the Eligibility tab is identical: no matrix, guideline or price-limit change)
 *
 * 11-23 08:00 -> 11-23 14:30 (Reprice 1, the whole workbook re-issued)
 * - Rate Sheet: every cell +0.250 points at the same rates (the same NA cells); Adjustments and
 *   Eligibility identical.
 *
 * The three programs share the Adjustments and Eligibility tabs, so each of those changes is one
 * change naming all three.
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../tools/diff/compare.ts';
import type { Change, LadderChange, LadderPoint } from '../../tools/diff/model.ts';
import { A, CEDAR_MORNING, CEDAR_REPRICE, isLadder, ladderSummary, load } from './helpers.ts';
import { pricesAt, SHEET_20, SHEET_23, SHEET_23_1430 } from './jumbo-rate-sheets.ts';

const ALL = ['jumbo_30_fixed', 'jumbo_15_fixed', 'jumbo_7_6_arm'];
const PROGRAM: Record<string, string> = {
  'Jumbo Elite 30 Year Fixed': 'jumbo_30_fixed',
  'Jumbo Elite 15 Year Fixed': 'jumbo_15_fixed',
  'Jumbo Elite 7/6 SOFR ARM': 'jumbo_7_6_arm',
};
const LOCKS = [15, 30, 45, 60] as const;

/** Every rate offered on either printed sheet, lowest first, with its price on each (null: NA or absent). */
function printedPoints(a: string, b: string, lock: 0 | 1 | 2 | 3): LadderPoint[] {
  const pa = pricesAt(a, lock);
  const pb = pricesAt(b, lock);
  const rates = [...new Set([...pa.keys(), ...pb.keys()])].sort((x, y) => x - y);
  return rates
    .map((rate) => ({ rate, a: pa.get(rate) ?? null, b: pb.get(rate) ?? null }))
    .filter((p) => p.a !== null || p.b !== null);
}

/** The ladder change of a program's table at one lock. */
const ladderAt = (changes: readonly Change[], block: string, days: number) =>
  changes
    .filter(isLadder)
    .find((c) => c.ladder.type === 'block' && c.ladder.block === block && c.ladder.lock_days === days);

/** Every lock column of every table: the diff's prices are the printed points of both sheets, 100 − points. */
function expectEveryRate(changes: readonly Change[], a: Record<string, string>, b: Record<string, string>) {
  for (const [block, slug] of Object.entries(PROGRAM))
    LOCKS.forEach((days, lock) => {
      const c = ladderAt(changes, block, days) as LadderChange;
      expect([block, days, c.programs]).toEqual([block, days, [slug]]);
      expect([block, days, c.points]).toEqual([
        block,
        days,
        printedPoints(a[block]!, b[block]!, lock as 0 | 1 | 2 | 3),
      ]);
    });
}

describe('jumbo 2026-11-20 -> 2026-11-23', () => {
  const diff = compare(load('jumbo', A), load('jumbo', CEDAR_MORNING));

  it('lists exactly the adjustment and state tier changes of the sheets, as effects on price', () => {
    const expected: Change[] = [
      // G7 printed (0.250) -> (0.125): a credit of 0.250 (+0.250 on the price) became one of 0.125.
      {
        kind: 'llpa_cell',
        programs: ALL,
        grid: 'FICO / LTV',
        row: '≤ 60.00%',
        band: '780+',
        old: 250,
        new: 125,
        na: null,
      },
      // D10 printed 0.875 -> 1.000: costs, so -0.875 -> -1.000.
      {
        kind: 'llpa_cell',
        programs: ALL,
        grid: 'FICO / LTV',
        row: '75.01 - 80.00%',
        band: '720 - 739',
        old: -875,
        new: -1000,
        na: null,
      },
      // E12 printed 1.125 -> NA.
      {
        kind: 'llpa_cell',
        programs: ALL,
        grid: 'FICO / LTV',
        row: '85.01 - 89.99%',
        band: '740 - 759',
        old: -1125,
        new: null,
        na: 'became_na',
      },
      // D16 printed 0.750 -> 0.875.
      {
        kind: 'llpa_cell',
        programs: ALL,
        grid: 'Loan Features',
        row: 'Cash-Out Refinance',
        band: '$1,500,001 - $2,000,000',
        old: -750,
        new: -875,
        na: null,
      },
      // E24 printed 0.250 -> 0.375.
      {
        kind: 'llpa_cell',
        programs: ALL,
        grid: 'Loan Features',
        row: 'Escrow Waiver',
        band: '$2,000,001 - $3,000,000',
        old: -250,
        new: -375,
        na: null,
      },
      // B29 / B30: FL from Tier 2 (C29 0.250) to Tier 3 (C30 0.500).
      {
        kind: 'state_tier',
        programs: ALL,
        grid: 'State Tiers',
        state: 'FL',
        old: { row: 'Tier 2', values: [{ band: null, value: -250 }] },
        new: { row: 'Tier 3', values: [{ band: null, value: -500 }] },
      },
    ];
    expect(diff.changes.filter((c) => !isLadder(c))).toEqual(expected);
  });

  it('has one ladder change per program and lock, and nothing else', () => {
    expect(diff.changes.filter(isLadder)).toHaveLength(3 * 4);
    expect(diff.changes).toHaveLength(12 + 6);
  });

  it('every rate of every table: the printed points of both sheets, as prices', () => {
    expectEveryRate(diff.changes, SHEET_20, SHEET_23);
  });

  it('30-year: 6.125 dropped at 15 and 30 days, every other cell 0.125 lower', () => {
    // A7 on 11-20: 15 Day 2.260 (97.740), 30 Day 2.385 (97.615), NA at 45 and 60 days; 11-23 starts at 6.250.
    // E.g. 6.250 30 Day: C8 1.948 -> C7 2.073, 98.052 -> 97.927 = -0.125; 7.750 60 Day: E20 (1.976) -> E19 (1.851),
    // 101.976 -> 101.851 = -0.125. 14 rates at 15 and 30 days (6.125 - 7.750), 13 at 45, 12 at 60 (6.250 NA).
    const at = (days: number) => ladderSummary(ladderAt(diff.changes, 'Jumbo Elite 30 Year Fixed', days)!);
    expect(at(30)).toEqual({
      kind: 'ladder',
      programs: ['jumbo_30_fixed'],
      ladder: { type: 'block', block: 'Jumbo Elite 30 Year Fixed', code: null, lock_days: 30 },
      status: 'changed',
      count_a: 14,
      count_b: 13,
      added: [],
      removed: [6125],
      common: 13,
      changed: 13,
      min_change: -125,
      median_change: -125,
      max_change: -125,
    });
    expect([at(15).removed, at(45).count_a, at(45).removed, at(60).count_a, at(60).max_change]).toEqual([
      [6125],
      13,
      [],
      12,
      -125,
    ]);
  });

  it('15-year: 0.125 lower at every rate and lock; 7/6 ARM: 0.250 lower, 7.625 added at every lock', () => {
    // 15-year 6.625 30 Day: C30 (0.283) -> C29 (0.158), 100.283 -> 100.158. ARM 6.625 30 Day: C43 0.000 -> C42 0.250,
    // 100.000 -> 99.750; ARM 7.625 on 11-23 (row 50): (1.930) (1.830) (1.680) (1.530) = 101.930 101.830 101.680 101.530.
    const rows = Object.keys(PROGRAM).flatMap((block) =>
      LOCKS.map((days) => {
        const c = ladderAt(diff.changes, block, days)!;
        return [block, days, c.count_a, c.count_b, c.added, c.min_change, c.max_change];
      }),
    );
    expect(rows.slice(4)).toEqual([
      ['Jumbo Elite 15 Year Fixed', 15, 11, 11, [], -125, -125],
      ['Jumbo Elite 15 Year Fixed', 30, 11, 11, [], -125, -125],
      ['Jumbo Elite 15 Year Fixed', 45, 10, 10, [], -125, -125],
      ['Jumbo Elite 15 Year Fixed', 60, 9, 9, [], -125, -125],
      ['Jumbo Elite 7/6 SOFR ARM', 15, 13, 14, [7625], -250, -250],
      ['Jumbo Elite 7/6 SOFR ARM', 30, 13, 14, [7625], -250, -250],
      ['Jumbo Elite 7/6 SOFR ARM', 45, 12, 13, [7625], -250, -250],
      ['Jumbo Elite 7/6 SOFR ARM', 60, 11, 12, [7625], -250, -250],
    ]);
    const arm = ladderAt(diff.changes, 'Jumbo Elite 7/6 SOFR ARM', 30)!;
    expect(arm.points.find((p) => p.rate === 7625)).toEqual({ rate: 7625, a: null, b: 101830 });
    expect(arm.points.find((p) => p.rate === 6625)).toEqual({ rate: 6625, a: 100000, b: 99750 });
  });
});

describe('jumbo 2026-11-23 08:00 -> 14:30 (reprice 1)', () => {
  const diff = compare(load('jumbo', CEDAR_MORNING), load('jumbo', CEDAR_REPRICE));

  it('names both sheets by their moment and reprice number', () => {
    expect([diff.sheet_a, diff.sheet_b]).toEqual([
      { effective_date: '2026-11-23', effective_at: '2026-11-23T08:00:00-06:00', reprice: 0 },
      { effective_date: '2026-11-23', effective_at: '2026-11-23T14:30:00-06:00', reprice: 1 },
    ]);
  });

  it('has only ladder changes, each 0.250 lower at the same rates (every point +0.250)', () => {
    // E.g. 30-year 6.250 15 Day B7 1.948 -> 2.198, 98.052 -> 97.802; ARM 7.625 60 Day E50 (1.530) -> (1.280).
    expect(diff.changes.every(isLadder)).toBe(true);
    const rows = diff.changes
      .filter(isLadder)
      .map((c) => [c.added, c.removed, c.changed === c.common, c.min_change, c.max_change]);
    expect(rows).toEqual(Array.from({ length: 12 }, () => [[], [], true, -250, -250]));
  });

  it('every rate of every table: the printed points of both sheets, as prices', () => {
    expectEveryRate(diff.changes, SHEET_23, SHEET_23_1430);
  });
});
