/**
 * A cap on what a program's adjustments take off together (`Max Total LLPA -0.750`, rule word
 * `adjustment_cap`): when the grids of the tabs it names add up to less, one more adjuster at the
 * cap's cell brings their sum up to it; the other adjustments are not in the sum. Juniper Ridge's
 * workbook with a `Cap` tab beside its own tables.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, RuleWord } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** Juniper Ridge with a `Cap` tab (`Rule | Value` on row 4, the cap in C5) declared as `word`. */
const cappedAt = (value: number, word: RuleWord) =>
  juniperWith(
    {
      Cap: [
        [null, 'Rule', 'Value'],
        [null, 'Max Total LLPA', value],
      ],
    },
    {
      ...JUNIPER,
      tables: [
        ...JUNIPER.tables,
        {
          means: 'eligibility rules',
          at: { tab: 'Cap' },
          shape: 'list',
          columns: [
            { heading: 'Rule', holds: 'rule' },
            { heading: 'Value', holds: 'value' },
          ],
          rules: { 'Max Total LLPA': word },
        },
      ],
    } satisfies DeclaredProfile,
  );

/** The plain loan's offer at 6.750 on Thirty-Year Fixed: FICO 725 at LTV 75.00 -0.500, Condo -0.250, FL -0.250 (Adjustments tab: -1.000), Lock 0, no penalty -0.500; 98.818. */
function plain(built: ReturnType<typeof cappedAt>) {
  const offer = pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    program_slug: 'thirty_year_fixed',
  }).eligible.find((o) => o.rate === 6.75)!;
  const cap = offer.adjusters.find((a) => a.category === 'LLPA Cap');
  return {
    final: offer.final_price,
    adjustment: offer.price_adjustment,
    cap: cap && [cap.value, cap.source_cell.split('!')[1]],
  };
}

const LLPA_CAP: RuleWord = { rule: 'adjustment_cap', of: ['Adjustments'], category: 'LLPA Cap' };

describe('a cap on the sum of adjustments', () => {
  it('-1.000 under a cap of -0.750: +0.250 at C5; price adjustment -1.500 + 0.250 = -1.250; 98.818 + 0.250 = 99.068', () => {
    const built = cappedAt(-0.75, LLPA_CAP);
    expect(built.diag.list).toEqual([]);
    const [thirty] = built.artifacts[0]!.programs;
    expect(thirty!.adjustment_cap).toMatchObject({ value: -750, cell: 'C5', category: 'LLPA Cap' });
    // the grids it sums: every one of the Adjustments tab, none of the Lock tab
    const tabs = thirty!.grids.map((g, i) => [g.tab, thirty!.adjustment_cap!.grids.includes(i)]);
    expect(new Set(tabs.map(([tab, capped]) => `${tab} ${capped}`))).toEqual(
      new Set(['Adjustments true', 'Lock false']),
    );
    expect(plain(built)).toEqual({ final: 99.068, adjustment: -1.25, cap: [0.25, 'C5'] });
  });

  it('a sum at the cap (-1.000) or above it (-1.001) is kept as it is: 98.818, no cap adjuster', () => {
    expect(plain(cappedAt(-1, LLPA_CAP))).toEqual({ final: 98.818, adjustment: -1.5, cap: undefined });
    expect(plain(cappedAt(-1.001, LLPA_CAP))).toEqual({ final: 98.818, adjustment: -1.5, cap: undefined });
  });

  it('sums only the tabs it names: over the Lock tab (0.000) a cap of -0.750 takes nothing', () => {
    expect(plain(cappedAt(-0.75, { ...LLPA_CAP, of: ['Lock'] })).cap).toBeUndefined();
  });

  it('a cap scoped by the loan is refused at its cell', () => {
    const built = cappedAt(-0.75, { ...LLPA_CAP, when: [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }] });
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.cell}`)).toEqual([
      'unsupported_layout B5',
    ]);
  });
});

describe('a cap said in a sentence (`Total LLPAs (excluding lock) are capped at -0.750`)', () => {
  const sentence = (text: string) =>
    juniperWith(
      { Cap: [[null, text]] }, // B4
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          {
            means: 'eligibility rules',
            at: { tab: 'Cap' },
            shape: 'sentences',
            columns: [],
            rules: { 'Total LLPAs (excluding lock) are capped at': LLPA_CAP },
          },
        ],
      } satisfies DeclaredProfile,
    );

  it('its one signed figure is the cap: -1.000 under -0.750 takes +0.250 at B4 (98.818 + 0.250 = 99.068)', () => {
    const built = sentence('Total LLPAs (excluding lock) are capped at -0.750.');
    expect(built.diag.list).toEqual([]);
    expect(plain(built)).toEqual({ final: 99.068, adjustment: -1.25, cap: [0.25, 'B4'] });
  });

  it('at the sum (-1.000) it takes nothing; a sentence printing no such figure is refused at its cell', () => {
    expect(plain(sentence('Total LLPAs (excluding lock) are capped at -1.000')).cap).toBeUndefined();
    const refused = sentence('Total LLPAs (excluding lock) are capped at three quarters of a point');
    expect(refused.diag.list.map((d) => `${d.code} ${d.cell}`)).toEqual(['expected_number B4']);
  });
});
