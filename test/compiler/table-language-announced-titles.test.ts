/**
 * Titles read side by side (compiler/tables/titles-alone.ts): a title printing a program's name then
 * more words (`Fifteen-Year Fixed II (Coming Soon)`) is another program's, one not priced, when another
 * title prints the name alone; after a separator (`Fifteen-Year Fixed - Purchase only`) the words
 * still go on the program's name. Juniper Ridge's workbook priced from a `Rated` tab of program groups,
 * and a `Sections` tab of a sentence per program title.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';
import { juniperWith, OTHER_LADDERS, RATED } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: Thirty-Year Fixed's ladder, then the other two programs' (Fifteen-Year Fixed B8, 5.875 at 99.100 C10), then a group titled `title` (B16). */
const ratedTab = (title: string) => [
  [null, 'Thirty-Year Fixed'],
  [null, 'Rate', 'Price'],
  [null, 6.875, 99.5], // row 6
  ...OTHER_LADDERS,
  [],
  [null, title], // row 16
  [null, 'Rate', 'Price'],
  [null, 6.5, 'TBD'],
];
const priced = (title: string) =>
  juniperWith(
    { Rated: ratedTab(title) },
    { ...JUNIPER, tables: [RATED, ...JUNIPER.tables.filter((t) => t.means !== 'base prices')] },
  );
const ladderOf = (result: ReturnType<typeof priced>, slug: string) =>
  result.artifacts[0]!.programs.find((p) => p.slug === slug)!.ladder!.rows.map((r) => [r.rate, r.price, r.row]);

describe('a rate table titled by a program name then more words', () => {
  it('beside the name alone (B8), `Fifteen-Year Fixed II (Coming Soon)` (B16) is no program priced: warned, unread', () => {
    const announced = priced('Fifteen-Year Fixed II (Coming Soon)');
    expect(announced.diag.list.map((d) => [d.code, d.cell, d.message])).toEqual([
      [
        'unpriced_program',
        'B16',
        'the rate table "Fifteen-Year Fixed II (Coming Soon)" belongs to no program this lender prices: skipped',
      ],
    ]);
    expect(ladderOf(announced, 'fifteen_year_fixed')).toEqual([[5875, 99100, 10]]);
  });

  it('after a separator (`Fifteen-Year Fixed - Purchase only`), the words go on the name: a second table of the program', () => {
    const second = priced('Fifteen-Year Fixed - Purchase only');
    expect(second.diag.list.map((d) => [d.code, d.cell])).toEqual([['duplicate_ladder', 'B16']]);
  });
});

/** From row 4: a section per title, each a sentence of the minimum score. */
const SECTIONS = [
  [null, 'Thirty-Year Fixed'],
  [null, 'Credit scores of 700 and above only.'], // B5
  [],
  [null, 'Thirty-Year Fixed II (Coming Soon)'], // B7
  [null, 'Credit scores of 600 and above only.'], // B8
  [],
  [null, 'Fifteen-Year Fixed'],
  [null, 'Credit scores of 680 and above only.'], // B11
];
const SENTENCES: Table = {
  means: 'eligibility rules',
  at: { tab: 'Sections', sections: 'program titles' },
  shape: 'sentences',
  columns: [],
  rules: { 'Credit scores of': { rule: 'min_fico' } },
};
const PROFILE: DeclaredProfile = { ...JUNIPER, tables: [...JUNIPER.tables, SENTENCES] };

describe('a section titled by a program name then more words', () => {
  const built = juniperWith({ Sections: SECTIONS }, PROFILE);
  const keys = (program_slug: string, term: number, credit_score: number) =>
    pricedOn(built.artifacts[0]!, {
      ...JUNIPER_EXAMPLES[0]!.request,
      program_slug,
      term,
      credit_score,
    }).rejected.flatMap((r) => r.rejections.map((x) => [x.key, x.threshold]));

  it('beside the name alone, is no program priced: warned at its title, its sentence (B8) no program’s', () => {
    expect(built.diag.list.map((d) => [d.code, d.cell, d.message])).toEqual([
      [
        'unpriced_program',
        'B7',
        'the section "Thirty-Year Fixed II (Coming Soon)" belongs to no program this lender prices: skipped',
      ],
    ]);
    // Thirty-Year Fixed's minimum is its own section's 700 (B5), not the announced 600
    expect(keys('thirty_year_fixed', 30, 699)).toEqual([['min_fico', 700]]);
    expect(keys('thirty_year_fixed', 30, 700)).toEqual([]);
    expect(keys('fifteen_year_fixed', 15, 679)).toEqual([['min_fico', 680]]);
  });
});
