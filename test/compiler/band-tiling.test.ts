/**
 * checkTiling on both sides: bands that touch exactly pass, a gap or an overlap of one unit
 * (a hundredth for percent and DSCR, a point for FICO, a dollar for loan amounts) is reported
 * against the offending band, in whatever order the bands are printed.
 */
import { describe, expect, it } from 'vitest';
import { checkTiling } from '../../compiler/bands.ts';
import { type BandKind, parseBand } from '../../compiler/condition-text.ts';
import type { Range } from '../../worker/artifact/format.ts';

function bands(kind: BandKind, labels: string[]): { label: string; range: Range }[] {
  return labels.map((label) => {
    const range = parseBand(kind, label);
    if (typeof range === 'string') throw new Error(range);
    return { label, range };
  });
}

const tiling = (kind: BandKind, labels: string[]) => checkTiling(kind, bands(kind, labels));

type Case = [kind: BandKind, touching: string[], gap: string[], overlap: string[]];

const CASES: Case[] = [
  [
    'percent',
    ['≤ 50.00%', '50.01% - 55.00%', '55.01% - 60.00%'], // 50.00 in the first, 50.005 in the second
    ['≤ 49.99%', '50.01% - 55.00%'], // (49.99, 50.00] is in neither
    ['≤ 50.01%', '50.01% - 55.00%'], // (50.00, 50.01] is in both
  ],
  [
    'percent',
    ['< 50%', '50 - 55%'], // 50.00 is in the second only
    ['< 50%', '50.01 - 55%'], // 50.00 exactly is in neither
    ['≤ 50.00%', '50 - 55%'], // 50.00 exactly is in both
  ],
  ['percent', ['90.01 - 95.00%', '> 95.00%'], ['90.01 - 94.99%', '> 95.00%'], ['90.01 - 95.01%', '> 95.00%']],
  ['fico', ['≤ 639', '640 - 659', '660 - 679'], ['≤ 639', '641 - 659'], ['≤ 640', '640 - 659']],
  ['fico', ['760 - 779', '≥ 780'], ['760 - 778', '≥ 780'], ['760 - 780', '≥ 780']],
  ['fico', ['< 640', '640 - 659'], ['< 639', '640 - 659'], ['< 641', '640 - 659']],
  [
    'dollars',
    ['$150,000 - $349,999', '$350,000 - $999,999'],
    ['$150,000 - $349,998', '$350,000 - $999,999'],
    ['$150,000 - $350,000', '$350,000 - $999,999'],
  ],
  [
    'dollars',
    ['≤ $1,000,000', '$1,000,001 - $1,500,000', '> $1,500,000'],
    ['≤ $1,000,000', '$1,000,002 - $1,500,000'],
    ['≤ $1,000,000', '$1,000,000 - $1,500,000'],
  ],
  ['dscr', ['0.75 - 0.99', '1.00 - 1.24', '≥ 1.25'], ['0.75 - 0.98', '1.00 - 1.24'], ['0.75 - 1.00', '1.00 - 1.24']],
  ['dscr', ['DSCR < 1.00 (0.75 - 0.99)', 'DSCR ≥ 1.00'], ['0.75 - 0.99', '≥ 1.01'], ['0.75 - 0.99', '≥ 0.99']],
];

describe.each(CASES)('checkTiling(%s)', (kind, touching, gap, overlap) => {
  it(`passes touching bands ${touching.join(' | ')}, in any order`, () => {
    expect(tiling(kind, touching)).toEqual([]);
    expect(tiling(kind, [...touching].reverse())).toEqual([]);
  });

  it(`reports the one-unit gap in ${gap.join(' | ')} against the later band`, () => {
    expect(tiling(kind, gap)).toEqual([
      { index: 1, message: `gap between bands ${JSON.stringify(gap[0])} and ${JSON.stringify(gap[1])}` },
    ]);
    // printed the other way round, the offending band is still the higher one (now index 0)
    expect(tiling(kind, [...gap].reverse())).toEqual([{ index: 0, message: expect.stringMatching(/^gap between/) }]);
  });

  it(`reports the one-unit overlap in ${overlap.join(' | ')} against the later band`, () => {
    expect(tiling(kind, overlap)).toEqual([
      { index: 1, message: `band ${JSON.stringify(overlap[1])} overlaps ${JSON.stringify(overlap[0])}` },
    ]);
  });
});

describe('checkTiling with open-ended bands', () => {
  it('reports a second band open at the top as overlapping', () => {
    expect(tiling('fico', ['≥ 760', '≥ 780'])).toEqual([{ index: 1, message: 'band "≥ 780" overlaps "≥ 760"' }]);
  });

  it('reports a second band open at the bottom as overlapping', () => {
    expect(tiling('percent', ['≤ 50.00%', '≤ 55.00%'])).toHaveLength(1);
  });

  it('accepts a single band and no band', () => {
    expect(tiling('dscr', ['≥ 1.25'])).toEqual([]);
    expect(checkTiling('fico', [])).toEqual([]);
  });
});
