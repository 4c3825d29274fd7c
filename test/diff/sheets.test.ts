/**
 * The diff of the committed sheets, 2026-11-20 -> 2026-11-23, checked by hand against the
 * workbooks: every cell of both days' workbooks was dumped with xlsx and compared (tables matched
 * by title and row label, since the second band of ladders on the non-QM Rates tab moves down a
 * row on 11-23). Apart from the banner dates, the workbooks differ in exactly these cells:
 *
 * Granite Peak (non-QM)
 * - Rates: every ladder (prices; Full Doc loses 6.250, DSCR gains 9.500).
 * - Full Doc LLPA row 15 "700 - 719", col J (header "80.01% - 85.00%"): -1.25 -> -1.375
 * - Expanded Doc LLPA row 47 "Asset Utilization" (DOC TYPE), col I ("75.01% - 80.00%"): -0.75 -> -0.875
 * - DSCR LLPA row 18 "640 - 659" (FICO / CLTV), col G ("65.01% - 70.00%"): -2.25 -> "NA"
 * - DSCR LLPA row 27 "$2,000,001 - $3,000,000" (LOAN AMOUNT), col G: -0.875 -> -1
 * - ITIN LLPA row 63 "1x30x12" (MISCELLANEOUS ADJUSTMENTS, Adj): -0.5 -> -0.625
 * - FN LLPA row 55 "Short-Term Rental" (OTHER ADJUSTMENTS, Adj, col F): -0.5 -> -0.375
 * - ProgramMatrix Guidelines J18 (ITIN Eligible States): "..., NJ, NV, OR, ..." -> "..., NJ, OR, ..."
 *   (no other Guidelines or matrix cell changed; PPP and Price Caps tabs are identical)
 *
 * Bayshore (agency)
 * - Conventional: every rate block (prices; CF30 runs 5.375-7.375 instead of 5.250-7.250).
 * - LLPA row 48 "Second Home" (LOAN ATTRIBUTES), col I ("85.01 - 90.00%"): (4.125) -> "NA"
 * - LLPA row 65 "Escrow Waiver" (OTHER ADJUSTMENTS, Adj, col F): (0.250) -> (0.375)
 * - LLPA row 66 "$100,000 - $149,999" (LOAN AMOUNT, Adj, col C): (0.250) -> (0.375)
 * - State Adjusters row 15 "FL", col C (Conventional Fixed): 0.000 -> (0.125); D and E unchanged
 *   (Guidelines tab identical)
 *
 * Bayshore prints every LLPA grid once and the compiler gives each of the three programs a copy,
 * so each agency LLPA change is one change naming all three programs.
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../tools/diff/compare.ts';
import type { Change } from '../../tools/diff/model.ts';
import { A, B, isLadder, ladderSummary, load, manifest, NONQM_MORNING, NONQM_REPRICE } from './helpers.ts';

const AGENCY_ALL = ['2_conventional_fixed', '3_conventional_5_6_sofr_arm', '4_conventional_7_6_sofr_arm'];

describe('non-qm 2026-11-20 -> 2026-11-23', () => {
  const diff = compare(load('non-qm', A), load('non-qm', B));

  it('lists exactly the non-ladder changes of the sheets', () => {
    const expected: Change[] = [
      {
        kind: 'llpa_cell',
        programs: ['full_doc'],
        grid: 'FICO / CLTV',
        row: '700 - 719',
        band: '80.01% - 85.00%',
        old: -1250,
        new: -1375,
        na: null,
      },
      {
        kind: 'llpa_cell',
        programs: ['expanded_doc'],
        grid: 'DOC TYPE',
        row: 'Asset Utilization',
        band: '75.01% - 80.00%',
        old: -750,
        new: -875,
        na: null,
      },
      {
        kind: 'llpa_cell',
        programs: ['dscr'],
        grid: 'FICO / CLTV',
        row: '640 - 659',
        band: '65.01% - 70.00%',
        old: -2250,
        new: null,
        na: 'became_na',
      },
      {
        kind: 'llpa_cell',
        programs: ['dscr'],
        grid: 'LOAN AMOUNT',
        row: '$2,000,001 - $3,000,000',
        band: '65.01% - 70.00%',
        old: -875,
        new: -1000,
        na: null,
      },
      {
        kind: 'llpa_cell',
        programs: ['itin'],
        grid: 'MISCELLANEOUS ADJUSTMENTS',
        row: '1x30x12',
        band: null,
        old: -500,
        new: -625,
        na: null,
      },
      { kind: 'list', programs: ['itin'], doc_type: 'itin', field: 'states', added: [], removed: ['NV'] },
      {
        kind: 'llpa_cell',
        programs: ['fn'],
        grid: 'OTHER ADJUSTMENTS',
        row: 'Short-Term Rental',
        band: null,
        old: -500,
        new: -375,
        na: null,
      },
    ];
    expect(diff.changes.filter((c) => !isLadder(c))).toEqual(expected);
  });

  it('has one ladder change per program and nothing else', () => {
    const ladders = diff.changes.filter(isLadder);
    expect(ladders.map((c) => c.programs)).toEqual([
      ['full_doc'],
      ['expanded_doc'],
      ['dscr'],
      ['multi_unit_mixed_use'],
      ['itin'],
      ['fn'],
    ]);
    expect(diff.changes).toHaveLength(6 + 7);
  });

  it('Full Doc ladder: 6.250 dropped, every other rate 0.250 lower', () => {
    // Rates tab, Full Doc (cols B/C). 11-20: 6.250 ... 8.750, 21 priced rows (rows 11-31).
    // 11-23: 6.375 ... 8.750, 20 priced rows (rows 11-30): 6.250 (97.396) is gone, nothing new.
    // On the 20 common rates the price fell by exactly 0.250 each, e.g.
    //   6.375: 97.540 - 97.790 = -0.250;  7.250: 100.076 - 100.326 = -0.250;  8.750: 103.414 - 103.664 = -0.250
    // so min = median = max = -0.250 (-250 thousandths) and all 20 changed.
    const c = diff.changes.filter(isLadder).find((x) => x.programs[0] === 'full_doc')!;
    expect(ladderSummary(c)).toEqual({
      kind: 'ladder',
      programs: ['full_doc'],
      ladder: { type: 'program', program: 'full_doc' },
      status: 'changed',
      count_a: 21,
      count_b: 20,
      added: [],
      removed: [6250],
      common: 20,
      changed: 20,
      min_change: -250,
      median_change: -250,
      max_change: -250,
    });
    expect(c.points[0]).toEqual({ rate: 6250, a: 97396, b: null });
    expect(c.points[1]).toEqual({ rate: 6375, a: 97790, b: 97540 });
  });

  it('DSCR ladder: 9.500 added, every other rate 0.375 lower, NA 6.750 not counted', () => {
    // Rates tab, DSCR (cols H/I). 6.750 is "NA" on both days (not offered, not counted).
    // 11-20: 6.875 ... 9.375 priced = 21 rates; 11-23: 6.875 ... 9.500 priced = 22 rates (9.500 = 103.480 is new).
    //   6.875: 97.562 - 97.937 = -0.375;  8.000: 100.535 - 100.910 = -0.375;  9.375: 103.280 - 103.655 = -0.375
    // min = median = max = -0.375 over the 21 common rates, all changed.
    const c = diff.changes.filter(isLadder).find((x) => x.programs[0] === 'dscr')!;
    expect(ladderSummary(c)).toMatchObject({
      count_a: 21,
      count_b: 22,
      added: [9500],
      removed: [],
      common: 21,
      changed: 21,
      min_change: -375,
      median_change: -375,
      max_change: -375,
    });
    expect(c.points.find((p) => p.rate === 9500)).toEqual({ rate: 9500, a: null, b: 103480 });
    expect(c.points.some((p) => p.rate === 6750)).toBe(false);
  });

  it('the other ladders move in parallel with no rate added or removed', () => {
    // Expanded Doc: 6.500 NA both days, 6.625 97.857 -> 97.607 = -0.250 (20 priced rates both days).
    // MU-MX: 7.500 and 7.625 NA both days, 7.750 98.391 -> 98.266 = -0.125 (18 priced rates).
    // ITIN (rates printed as percentages): 7.000% 96.881 -> 96.631 = -0.250 (21 rates).
    // FN: 7.125 98.060 -> 97.935 = -0.125 (19 rates).
    const rows = diff.changes
      .filter(isLadder)
      .filter((c) => ['expanded_doc', 'multi_unit_mixed_use', 'itin', 'fn'].includes(c.programs[0]!))
      .map((c) => [
        c.programs[0],
        c.count_a,
        c.count_b,
        c.added.length,
        c.removed.length,
        c.changed,
        c.min_change,
        c.median_change,
        c.max_change,
      ]);
    expect(rows).toEqual([
      ['expanded_doc', 20, 20, 0, 0, 20, -250, -250, -250],
      ['multi_unit_mixed_use', 18, 18, 0, 0, 18, -125, -125, -125],
      ['itin', 21, 21, 0, 0, 21, -250, -250, -250],
      ['fn', 19, 19, 0, 0, 19, -125, -125, -125],
    ]);
  });
});

describe('agency 2026-11-20 -> 2026-11-23', () => {
  const diff = compare(load('agency', A), load('agency', B));

  it('lists exactly the non-ladder changes of the sheet', () => {
    const expected: Change[] = [
      {
        kind: 'llpa_cell',
        programs: AGENCY_ALL,
        grid: 'LOAN ATTRIBUTES — ALL PURPOSES',
        row: 'Second Home',
        band: '85.01 - 90.00%',
        old: -4125,
        new: null,
        na: 'became_na',
      },
      {
        kind: 'llpa_cell',
        programs: AGENCY_ALL,
        grid: 'LOAN AMOUNT',
        row: '$100,000 - $149,999',
        band: null,
        old: -250,
        new: -375,
        na: null,
      },
      {
        kind: 'llpa_cell',
        programs: AGENCY_ALL,
        grid: 'OTHER ADJUSTMENTS',
        row: 'Escrow Waiver',
        band: null,
        old: -250,
        new: -375,
        na: null,
      },
      { kind: 'state_adjuster', programs: ['2_conventional_fixed'], state: 'FL', old: 0, new: -125 },
    ];
    expect(diff.changes.filter((c) => !isLadder(c))).toEqual(expected);
  });

  it('has one ladder change per rate block and lock column (9 blocks x 4 locks), routed to its program', () => {
    const ladders = diff.changes.filter(isLadder);
    expect(ladders).toHaveLength(36);
    expect(diff.changes).toHaveLength(36 + 4);
    const program = (code: string) => [
      ...new Set(
        ladders.filter((c) => c.ladder.type === 'block' && c.ladder.code === code).map((c) => c.programs.join()),
      ),
    ];
    for (const code of ['CF30', 'CF20', 'CF15', 'CF10', 'HB30', 'HB15'])
      expect(program(code)).toEqual(['2_conventional_fixed']);
    for (const code of ['CA56', 'HA56']) expect(program(code)).toEqual(['3_conventional_5_6_sofr_arm']);
    expect(program('CA76')).toEqual(['4_conventional_7_6_sofr_arm']);
  });

  it('Conforming 30 Year Fixed, 30 Day: 5.250 dropped, 7.375 added, 0.250 lower on the 16 common rates', () => {
    // Conventional tab, CF30 (rate col B, 30 Day col D). 11-20: 5.250 ... 7.250 = 17 rates;
    // 11-23: 5.375 ... 7.375 = 17 rates. 5.250 (97.697) is gone, 7.375 (102.350) is new.
    //   5.375: 97.800 - 98.050 = -0.250;  6.500: 100.620 - 100.870 = -0.250;  7.250: 102.120 - 102.370 = -0.250
    // 16 common rates, all changed, min = median = max = -0.250.
    const c = diff.changes
      .filter(isLadder)
      .find((x) => x.ladder.type === 'block' && x.ladder.code === 'CF30' && x.ladder.lock_days === 30)!;
    expect(ladderSummary(c)).toEqual({
      kind: 'ladder',
      programs: ['2_conventional_fixed'],
      ladder: { type: 'block', block: 'Conforming 30 Year Fixed', code: 'CF30', lock_days: 30 },
      status: 'changed',
      count_a: 17,
      count_b: 17,
      added: [7375],
      removed: [5250],
      common: 16,
      changed: 16,
      min_change: -250,
      median_change: -250,
      max_change: -250,
    });
    expect(c.points[0]).toEqual({ rate: 5250, a: 97697, b: null });
    expect(c.points.at(-1)).toEqual({ rate: 7375, a: null, b: 102350 });
  });

  it('every block moves in parallel: fixed blocks -0.250, ARM blocks -0.125, same rates except CF30', () => {
    // E.g. CF15 15 Day 4.750: 98.309 - 98.559 = -0.250; CA56 15 Day 5.250: 98.269 - 98.394 = -0.125;
    // CA76 15 Day 5.375: 98.217 - 98.342 = -0.125; HA56 15 Day 5.375: 98.275 - 98.400 = -0.125.
    for (const c of diff.changes.filter(isLadder)) {
      if (c.ladder.type !== 'block' || c.ladder.code === null) throw new Error('agency ladders are coded rate blocks');
      const shift = c.ladder.code.endsWith('56') || c.ladder.code.endsWith('76') ? -125 : -250;
      expect([c.ladder.code, c.min_change, c.median_change, c.max_change, c.changed]).toEqual([
        c.ladder.code,
        shift,
        shift,
        shift,
        c.common,
      ]);
      if (c.ladder.code !== 'CF30')
        expect([c.ladder.code, c.added, c.removed, c.count_a]).toEqual([c.ladder.code, [], [], c.count_b]);
    }
  });
});

describe('non-qm 2026-11-23 08:30 -> 13:15 (reprice 1)', () => {
  // GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx against GranitePeak_NonQM_RateSheet_2026-11-23.xlsx,
  // every cell of every tab compared with xlsx: apart from the banner (B3 of every tab: "Effective:
  // 11/23/2026 1:15 PM PT — REPRICE #1"), only prices on the Rates tab differ, at the same rates
  // (the same NA cells: Expanded Doc 6.500, DSCR 6.750, MU-MX 7.500 and 7.625). LLPA, PPP and
  // Price Caps tabs are identical, and the reprice is paired with the 11-23 program matrix, so
  // eligibility cannot change.
  //   Full Doc (C11:C30)     6.375 97.540 -> 97.290, 7.250 100.076 -> 99.826, 8.750 103.414 -> 103.164: -0.250
  //   Expanded Doc (F12:F31) 6.625 97.607 -> 97.357, 9.000 103.288 -> 103.038: -0.250
  //   DSCR (I12:I33)         6.875 97.562 -> 97.312, 7.875 100.250 -> 100.000, 9.500 103.480 -> 103.230: -0.250
  //   MU-MX (C39:C56)        7.750 98.266 -> 98.141, 9.875 102.905 -> 102.780: -0.125
  //   ITIN (F37:F57)         7.000% 96.631 -> 96.506, 9.500% 102.651 -> 102.526: -0.125
  //   FN (I37:I55)           7.125 97.935 -> 97.810, 9.375 102.887 -> 102.762: -0.125
  const diff = compare(load('non-qm', NONQM_MORNING), load('non-qm', NONQM_REPRICE));

  it('names both sheets by their moment and reprice number', () => {
    expect([diff.sheet_a, diff.sheet_b]).toEqual([
      { effective_date: B, effective_at: '2026-11-23T08:30:00-08:00', reprice: 0 },
      { effective_date: B, effective_at: '2026-11-23T13:15:00-08:00', reprice: 1 },
    ]);
  });

  it('has exactly one ladder change per program, each a parallel move at the same rates', () => {
    expect(diff.changes.every(isLadder)).toBe(true);
    const rows = diff.changes
      .filter(isLadder)
      .map((c) => [c.programs.join(), c.count_a, c.count_b, c.added, c.removed, c.changed, c.min_change, c.max_change]);
    expect(rows).toEqual([
      ['full_doc', 20, 20, [], [], 20, -250, -250],
      ['expanded_doc', 20, 20, [], [], 20, -250, -250],
      ['dscr', 22, 22, [], [], 22, -250, -250],
      ['multi_unit_mixed_use', 18, 18, [], [], 18, -125, -125],
      ['itin', 21, 21, [], [], 21, -125, -125],
      ['fn', 19, 19, [], [], 19, -125, -125],
    ]);
  });

  it('keeps the prices read from the cells', () => {
    const point = (program: string, rate: number) =>
      diff.changes
        .filter(isLadder)
        .find((c) => c.programs[0] === program)!
        .points.find((p) => p.rate === rate);
    expect(point('full_doc', 6375)).toEqual({ rate: 6375, a: 97540, b: 97290 });
    expect(point('full_doc', 8750)).toEqual({ rate: 8750, a: 103414, b: 103164 });
    expect(point('expanded_doc', 9000)).toEqual({ rate: 9000, a: 103288, b: 103038 });
    expect(point('dscr', 7875)).toEqual({ rate: 7875, a: 100250, b: 100000 });
    expect(point('dscr', 9500)).toEqual({ rate: 9500, a: 103480, b: 103230 });
    expect(point('multi_unit_mixed_use', 9875)).toEqual({ rate: 9875, a: 102905, b: 102780 });
    expect(point('itin', 7000)).toEqual({ rate: 7000, a: 96631, b: 96506 });
    expect(point('itin', 9500)).toEqual({ rate: 9500, a: 102651, b: 102526 });
    expect(point('fn', 7125)).toEqual({ rate: 7125, a: 97935, b: 97810 });
  });
});

describe('a day against itself', () => {
  // Every fixture sheet, each named by its moment in the lender's own time.
  for (const { lender_slug: lender, effective_at } of manifest.artifacts) {
    const moment = effective_at.slice(0, 16);
    it(`${lender} ${moment}: no changes`, () => {
      expect(compare(load(lender, moment), load(lender, moment)).changes).toEqual([]);
    });
  }
});
