/**
 * Base prices of a price column per term (compiler/tables/price-groups.ts, Column `term`): under each
 * program's name `Rate | 30 YR | 15 YR`, each column that program's ladder for loans of its term, a
 * column NA all down a term not offered. Juniper Ridge's workbook with a `Terms` tab declared in
 * place of its Pricing tab (rows below the banner's: the first program's title on row 4).
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TERMS_TAB = [
  [null, 'Thirty-Year Fixed'], // row 4
  [null, 'Rate', '30 YR', '15 YR'], // row 5
  [null, 6.5, 99.9, 100.4], // row 6
  [null, 6.75, 100.5, 'NA'], // row 7
  [],
  [null, 'Fifteen-Year Fixed'],
  [null, 'Rate', '30 YR', '15 YR'],
  [null, 5.875, 'NA', 99.1], // its 30 YR column NA all down: no 30-year loan
  [],
  [null, 'Thirty-Year Fixed Investor'],
  [null, 'Rate', '30 YR', '15 YR'],
  [null, 7.25, 100.2, 100.6],
];
const TABLE: PriceTable = {
  means: 'base prices',
  at: { tab: 'Terms' },
  shape: 'program groups',
  baseLock: 30,
  columns: [
    { heading: 'Rate', holds: 'rate' },
    { heading: '30 YR', holds: 'price', term: 30 },
    { heading: '15 YR', holds: 'price', term: 15 },
  ],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [TABLE, ...JUNIPER.tables.filter((t) => t.means !== 'base prices')],
};
const built = juniperWith({ Terms: TERMS_TAB }, PROFILE);

/** The plain loan (Juniper Ridge's first worked example) of `term` on `program`: its offers [rate, final price] by rate, and its reasons. */
function priced(program: string, term: number) {
  const answer = pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, term, program_slug: program });
  return {
    offers: answer.eligible.map((o) => [o.rate, o.final_price]).sort(([a], [b]) => (a ?? 0) - (b ?? 0)),
    reasons: answer.rejected.flatMap((r) => r.rejections.map((x) => [x.key, x.threshold])),
  };
}

describe('base prices of a price column per term', () => {
  it('compiles with no finding: a program priced per term, each term its column', () => {
    expect(built.diag.list).toEqual([]);
    const thirty = built.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(thirty.routes?.map((r) => r.term)).toEqual([30, 15]);
  });

  it('a 30-year loan takes the 30 YR column, the example’s adjustments -1.500: 99.900 - 1.500 = 98.400, 100.500 - 1.500 = 99.000', () => {
    expect(priced('thirty_year_fixed', 30)).toEqual({
      offers: [
        [6.5, 98.4],
        [6.75, 99],
      ],
      reasons: [],
    });
  });

  it('a 15-year loan takes the 15 YR column: 100.400 - 1.500 = 98.900; 6.750 NA there, not offered', () => {
    expect(priced('thirty_year_fixed', 15)).toEqual({ offers: [[6.5, 98.9]], reasons: [] });
  });

  it('a column NA all down is a term not offered: Fifteen-Year Fixed refuses a 30-year loan, prices a 15-year one', () => {
    expect(priced('fifteen_year_fixed', 30).reasons).toEqual([['term_not_offered', [15]]]);
    expect(priced('fifteen_year_fixed', 15).offers).toEqual([[5.875, 97.6]]);
  });
});
