/**
 * Base prices printed as one long list (compiler/tables/price-list.ts, PriceTable shape `list`):
 * Juniper Ridge's workbook with a `Price List` tab, `Program | Term | Rate | Price`, a row per
 * program, term and note rate, declared in place of its Pricing tab. A program's rows of one term
 * cell are one ladder for the base lock (30 days, its Lock table adjusting the others), served to
 * every term the cell prints (`30 / 40`); the program is priced per term (a rate block routed for
 * those terms), and a term no row prints is not offered.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: the header B4:E4. */
const LIST = [
  [null, 'Program', 'Term', 'Rate', 'Price'],
  [null, 'Thirty-Year Fixed', 30, 6.625, 100.1], // row 5
  [null, 'Thirty-Year Fixed', 30, 6.75, 100.5],
  [null, 'Thirty-Year Fixed', 30, 6.875, 'NA'], // E7: not offered
  [null, 'Fifteen-Year Fixed', '15 Yr', 5.875, 99.2],
  [null, 'Fifteen-Year Fixed', '15 Yr', 6, 99.6],
  [null, 'Thirty-Year Fixed Investor', '30 / 40', 7.25, 100.3], // one ladder, both terms
  [null, 'Thirty-Year Fixed Investor', '30 / 40', 7.375, 100.7],
];
const priceList: PriceTable = {
  means: 'base prices',
  at: { tab: 'Price List' },
  shape: 'list',
  baseLock: 30,
  category: 'Base Price',
  columns: [
    { heading: 'Program', holds: 'program' },
    { heading: 'Term', holds: 'term' },
    { heading: 'Rate', holds: 'rate' },
    { heading: 'Price', holds: 'price' },
  ],
};
const profileWith = (table: PriceTable): DeclaredProfile => ({
  ...JUNIPER,
  tables: [table, ...JUNIPER.tables.filter((t) => t.means !== 'base prices')],
});
const built = juniperWith({ 'Price List': LIST }, profileWith(priceList));
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // FICO 725, a condo in FL, LTV 75.00: -1.500 of adjustments at 30 days
const INVESTOR = { program_slug: 'thirty_year_fixed_investor', occupancy: 'investment', loan_amount: 280_000 };
const quote = (change: Record<string, unknown>) => pricedOn(built.artifacts[0]!, { ...PLAIN, ...change });

describe('base prices as one long list', () => {
  it('compiles with no finding: each program priced per term from its rows', () => {
    expect(built.diag.list).toEqual([]);
    const a = built.artifacts[0]!;
    expect(
      a.programs.map((p) => [p.slug, p.pricing, p.lock_days, p.routes?.map((r) => [r.term, r.conforming])]),
    ).toEqual([
      ['thirty_year_fixed', 'rate_blocks', [15, 30, 45, 60], [[30, 'Thirty-Year Fixed 30 Year']]],
      ['fifteen_year_fixed', 'rate_blocks', [15, 30, 45, 60], [[15, 'Fifteen-Year Fixed 15 Year']]],
      [
        'thirty_year_fixed_investor',
        'rate_blocks',
        [15, 30, 45, 60],
        [
          [30, 'Thirty-Year Fixed Investor 30/40 Year'],
          [40, 'Thirty-Year Fixed Investor 30/40 Year'],
        ],
      ],
    ]);
  });

  it('6.750 at 30 days: 100.500 - 1.500 = 99.000; at 15 days the Lock table adds +0.125: 99.125; 6.875 (E7 NA) is not offered', () => {
    const at = (lock_days: number) => quote({ program_slug: 'thirty_year_fixed', lock_days }).eligible;
    expect(at(30).find((o) => o.rate === 6.75)?.final_price).toBe(99);
    expect(at(15).find((o) => o.rate === 6.75)?.final_price).toBe(99.125);
    expect(at(30).map((o) => o.rate)).not.toContain(6.875);
  });

  it('`30 / 40` serves both terms of the investor; a 15-year term is not offered', () => {
    const rates = (term: number) => quote({ ...INVESTOR, term }).eligible.map((o) => o.rate);
    expect(rates(30)).toEqual(rates(40));
    expect(rates(40).length).toBeGreaterThan(0);
    expect(
      quote({ ...INVESTOR, term: 15 })
        .rejected.flatMap((r) => r.rejections)
        .map((r) => [r.key, r.threshold]),
    ).toEqual([['term_not_offered', [30, 40]]]);
  });
});

describe('a long list whose program and term cells are merged down over their rows', () => {
  // the program cell B5 merged over B5:B7, B8 over B8:B9, B10 over B10:B11; the term cells C8:C9 and C10:C11 too
  const merged = juniperWith(
    {
      'Price List': LIST.map((row, i) =>
        i > 0 && row[1] === LIST[i - 1]![1] ? [null, null, i >= 5 ? null : row[2], ...row.slice(3)] : row,
      ),
    },
    profileWith(priceList),
    { 'Price List': ['B5:B7', 'B8:B9', 'C8:C9', 'B10:B11', 'C10:C11'] },
  );
  it('each row reads the merge over it: the programs as from the list printing every cell, 6.750 at 30 days 99.000', () => {
    expect(merged.diag.list).toEqual([]);
    expect(merged.artifacts[0]!.programs).toEqual(built.artifacts[0]!.programs);
    const offers = pricedOn(merged.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible;
    expect(offers.find((o) => o.rate === 6.75)?.final_price).toBe(99); // 100.500 - 1.500
  });
});

describe('what a long list of base prices reports', () => {
  const bad = juniperWith(
    {
      'Price List': [
        ...LIST.slice(0, 3),
        [null, 'Thirty-Year Fixed', '35', 6.875, 100.9], // C7: no 35-year term
        ...LIST.slice(4),
        [null, 'Twenty-Year Fixed', 20, 6.5, 100], // B12: no such program
      ],
    },
    profileWith(priceList),
  );
  it('a term none of the vocabulary’s is unknown_term at its cell; a row of a program not priced is warned', () => {
    expect(bad.diag.list.map((d) => `${d.severity} ${d.code} ${d.tab}!${d.cell}`)).toEqual([
      'error unknown_term Price List!C7',
      'warning unpriced_program Price List!B12',
    ]);
  });
});

describe('a long list with no term column', () => {
  const noTerm = juniperWith(
    { 'Price List': LIST.map((row) => [row[0], row[1], ...row.slice(3)]) },
    profileWith({ ...priceList, columns: priceList.columns.filter((c) => c.holds !== 'term') }),
  );
  it('each program one ladder for the terms its name prints: priced as a ladder, 6.750 at 99.000 as before', () => {
    expect(noTerm.diag.list).toEqual([]);
    expect(noTerm.artifacts[0]!.programs.map((p) => [p.slug, p.pricing, p.doc_types[0]!.terms])).toEqual([
      ['thirty_year_fixed', 'ladder', [30]],
      ['fifteen_year_fixed', 'ladder', [15]],
      ['thirty_year_fixed_investor', 'ladder', [30]],
    ]);
    const offers = pricedOn(noTerm.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible;
    expect(offers.find((o) => o.rate === 6.75)?.final_price).toBe(99);
  });
});

describe('a long list of a price column per lock period (`Program | Rate | 30D | 45D`, programs interleaved)', () => {
  const BY_LOCK = [
    [null, 'Program', 'Rate', '30D', '45D'], // B4
    [null, 'Thirty-Year Fixed', 6.5, 99.9, 99.775], // row 5
    [null, 'Fifteen-Year Fixed', 5.875, 99.1, 'NA'], // E6: not offered at 45 days
    [null, 'Thirty-Year Fixed', 6.75, 100.5, 100.375], // row 7
    [null, 'Thirty-Year Fixed Investor', 7.25, 100.2, 100.075],
  ];
  const byLock: PriceTable = {
    means: 'base prices',
    at: { tab: 'Price List' },
    shape: 'list',
    baseLock: 30,
    columns: [
      { heading: 'Program', holds: 'program' },
      { heading: 'Rate', holds: 'rate' },
      { heading: '30D', holds: 'price', lock: 30 },
      { heading: '45D', holds: 'price', lock: 45 },
    ],
  };
  const sheet = juniperWith({ 'Price List': BY_LOCK }, profileWith(byLock));
  const bases = (lock_days: number) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', lock_days })
      .eligible.map((o) => [o.rate, o.base_price])
      .sort(([a], [b]) => (a ?? 0) - (b ?? 0));

  it('compiles with no finding: each program a rate block of its rows, its locks the columns', () => {
    expect(sheet.diag.list).toEqual([]);
    expect(sheet.artifacts[0]!.programs.map((p) => [p.slug, p.lock_days])).toEqual([
      ['thirty_year_fixed', [30, 45]],
      ['fifteen_year_fixed', [30]], // its one row NA at 45 days (E6): a lock it does not offer
      ['thirty_year_fixed_investor', [30, 45]],
    ]);
  });

  it('Thirty-Year Fixed at 30 days: D5 99.900, D7 100.500; at 45 days: E5 99.775, E7 100.375', () => {
    expect(bases(30)).toEqual([
      [6.5, 99.9],
      [6.75, 100.5],
    ]);
    expect(bases(45)).toEqual([
      [6.5, 99.775],
      [6.75, 100.375],
    ]);
  });

  it('a lock no column prices (60 days) is not offered', () => {
    expect(bases(60)).toEqual([]);
  });
});
