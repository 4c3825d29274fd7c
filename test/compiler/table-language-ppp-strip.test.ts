/**
 * Prepayment tables printed as a strip (PenaltyTable shape `terms across`): a row per table named by
 * its structure, the terms across. Juniper Ridge's workbook with its Prepay list replaced by a
 * `PPP` tab titled by its investor program; the first row the table a loan naming none takes.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PenaltyTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: the title in B4, the header in B5:F5. */
const STRIP = [
  [null, 'Thirty-Year Fixed Investor — Prepayment Pricing'],
  [null, 'Structure', 'No Prepay', '1 Yr', '3 Yr', '5 Yr'],
  [null, '5% Flat', -0.5, -0.25, 0, 0.25], // C6:F6
  [null, 'Declining 3-2-1', -0.5, -0.375, -0.125, 'NA'], // C7:F7
];
const TABLE: PenaltyTable = {
  means: 'prepayment penalties',
  at: { tab: 'PPP' },
  shape: 'terms across',
  title: 'Thirty-Year Fixed Investor — Prepayment Pricing',
  name: 'PPP',
  na: 'term not offered',
  schedules: { 'No Prepay': 'No PPP', '1 Yr': '1YR PPP', '3 Yr': '3YR PPP', '5 Yr': '5YR PPP' },
  columns: [{ heading: 'Structure', holds: 'label' }],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [...JUNIPER.tables.filter((t) => t.means !== 'prepayment penalties'), TABLE],
};
const built = juniperWith({ PPP: STRIP }, PROFILE);
const INVESTOR = {
  ...JUNIPER_EXAMPLES[0]!.request,
  program_slug: 'thirty_year_fixed_investor',
  occupancy: 'investment',
  loan_amount: 280_000,
};
const answer = (change: Record<string, unknown>) => pricedOn(built.artifacts[0]!, { ...INVESTOR, ...change });
const pppOf = (change: Record<string, unknown>) =>
  answer(change)
    .eligible.filter((o) => o.rate === 7.25)
    .flatMap((o) => o.adjusters.filter((a) => a.source === 'ppp'))
    .map((a) => [a.band, a.row_label, a.value, a.source_cell?.replace(/^.* › /, '')]);
const keys = (change: Record<string, unknown>) =>
  answer(change)
    .rejected.flatMap((r) => r.rejections)
    .map((r) => r.key);

describe('prepayment tables printed as a strip of terms across', () => {
  it('compiles with no finding: a table per row, the investor program’s (its title)', () => {
    expect(built.diag.list).toEqual([]);
    const investor = built.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed_investor')!;
    expect(investor.ppp.map((t) => [t.name, t.rows.map((r) => `${r.term}:${r.col}${r.row}`)])).toEqual([
      ['5% Flat', ['No PPP:C6', '1YR PPP:D6', '3YR PPP:E6', '5YR PPP:F6']],
      ['Declining 3-2-1', ['No PPP:C7', '1YR PPP:D7', '3YR PPP:E7']],
    ]);
  });

  it('no table named: the first row; a 5-year penalty reads F6 (+0.250), a 1-year one D6 (-0.250)', () => {
    expect(pppOf({ ppp_term: '5YR PPP' })).toEqual([['5% Flat', '5YR PPP', 0.25, 'PPP!F6']]);
    expect(pppOf({ ppp_term: '1YR PPP' })).toEqual([['5% Flat', '1YR PPP', -0.25, 'PPP!D6']]);
  });

  it('the table named: Declining 3-2-1 at 3 years reads E7 (-0.125); its NA 5-year term is not offered', () => {
    expect(pppOf({ ppp_term: '3YR PPP', ppp_table_name: 'Declining 3-2-1' })).toEqual([
      ['Declining 3-2-1', '3YR PPP', -0.125, 'PPP!E7'],
    ]);
    expect(keys({ ppp_term: '5YR PPP', ppp_table_name: 'Declining 3-2-1' })).toEqual(['ppp_term_not_offered']);
    expect(keys({ ppp_term: '5YR PPP', ppp_table_name: 'Hard 5' })).toEqual(['ppp_table_not_offered']);
  });

  it('another program takes no penalty: a 3-year one on Thirty-Year Fixed is ppp_term_not_offered', () => {
    expect(keys({ program_slug: 'thirty_year_fixed', occupancy: 'owner_occupied', ppp_term: '3YR PPP' })).toEqual([
      'ppp_term_not_offered',
    ]);
  });
});

describe('a strip of one program, the others reading no term (otherPrograms: any term)', () => {
  const ignoring = juniperWith(
    { PPP: STRIP },
    { ...PROFILE, tables: PROFILE.tables.map((t) => (t === TABLE ? { ...TABLE, otherPrograms: 'any term' } : t)) },
  );
  it('a 3-year penalty asked on Thirty-Year Fixed is no reason', () => {
    expect(ignoring.diag.list).toEqual([]);
    const rejected = pricedOn(ignoring.artifacts[0]!, {
      ...INVESTOR,
      program_slug: 'thirty_year_fixed',
      occupancy: 'owner_occupied',
      ppp_term: '3YR PPP',
    }).rejected.flatMap((r) => r.rejections);
    expect(rejected).toEqual([]);
  });
});
