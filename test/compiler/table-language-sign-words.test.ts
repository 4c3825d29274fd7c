/**
 * Adjustments printed after a word for their sign (`Add 0.250`, `Less 0.125`), in the words the
 * profile declares (Conventions.signWords): Juniper Ridge's workbook with a `Words` tab holding one
 * grid, every program's (its rows the loan's property type, its columns LTV bands).
 * The notes' first worked example (a condo at LTV 75.00) prices Thirty-Year Fixed at 6.750 to 98.818.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  Words: [
    [null, 'Property LLPA'],
    [null, 'Property', '≤ 70%', '70.01 - 80%'],
    [null, 'Condo', 'Add 0.250', 'Less 0.125'], // C6, D6
    [null, '2-4 Unit', 'LESS 1', 'NA'],
  ],
};
const profileWith = (signWords?: DeclaredProfile['conventions']['signWords']): DeclaredProfile => ({
  ...JUNIPER,
  conventions: { ...JUNIPER.conventions, ...(signWords ? { signWords } : {}) },
  tables: [
    ...JUNIPER.tables,
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Words' },
      corner: 'Property',
      rows: 'condition',
      columns: { band: 'ltv' },
      values: 'adjustment',
    },
  ],
});

describe('adjustments printed after a word for their sign', () => {
  const built = juniperWith(TABS, profileWith({ plus: ['Add'], minus: ['Less'] }));
  const at675 = (loan_amount: number) =>
    pricedOn(built.artifacts[0]!, {
      ...JUNIPER_EXAMPLES[0]!.request,
      loan_amount,
      program_slug: 'thirty_year_fixed',
    }).eligible.find((o) => o.rate === 6.75);

  it('compiles with no finding; `Less 1` in capitals is -1.000', () => {
    expect(built.diag.list).toEqual([]);
    const grid = built.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Property LLPA')!;
    expect(grid.rows.map((r) => r.values)).toEqual([
      [250, -125],
      [-1000, null],
    ]);
  });

  it('Less 0.125 lowers the price: LTV 75.00, 98.818 - 0.125 = 98.693 (D6); Add 0.250 raises it: LTV 70.00, C6', () => {
    expect(at675(300_000)?.adjusters.find((a) => a.category === 'Property LLPA')?.value).toBe(-0.125);
    expect(at675(300_000)?.final_price).toBe(98.693);
    expect(at675(280_000)?.adjusters.find((a) => a.category === 'Property LLPA')?.value).toBe(0.25);
  });

  it('undeclared, the words are no number: refused at each cell', () => {
    const bare = juniperWith(TABS, profileWith());
    expect(bare.diag.list.filter((d) => d.code === 'expected_number_or_na').map((d) => d.cell)).toEqual([
      'C6',
      'D6',
      'C7',
    ]);
  });
});

describe('two not-eligible markers', () => {
  const TWO = { Words: TABS.Words.map((row, r) => (r === 3 ? [null, '2-4 Unit', 'LESS 1', 'Not Eligible'] : row)) };
  const withMarkers = (notEligible: string | string[]): DeclaredProfile => ({
    ...profileWith({ plus: ['Add'], minus: ['Less'] }),
    conventions: { ...profileWith({ plus: ['Add'], minus: ['Less'] }).conventions, notEligible },
  });

  it('declared as a list, `Not Eligible` is not eligible as `NA` is (D7 null)', () => {
    const built = juniperWith(TWO, withMarkers(['NA', 'Not Eligible']));
    expect(built.diag.list).toEqual([]);
    const grid = built.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Property LLPA')!;
    expect(grid.rows[1]!.values).toEqual([-1000, null]);
  });

  it('with `NA` alone declared, `Not Eligible` is refused, naming the marker expected', () => {
    const built = juniperWith(TWO, withMarkers('NA'));
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => [d.cell, d.message])).toEqual([
      ['D7', 'expected a number or NA, found "Not Eligible"'],
    ]);
  });
});

/**
 * Points printed as text with words for their sign, and a par word (Conventions.signWords, par):
 * Juniper Ridge's base prices as a `Rates` tab of a column per program, in points.
 */
describe('points printed with sign words and a par word', () => {
  const RATES = {
    Rates: [
      [null, 'Rate', 'Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed Investor'], // row 4
      [null, 6.5, '1.250 pts', '(0.630) pts', 'PAR'], // row 5
      [null, 6.75, '(0.750) rebate', '0.750 rebate', '1.230 CR'], // row 6
    ],
  };
  const pointsProfile = (conventions: Partial<DeclaredProfile['conventions']>): DeclaredProfile => ({
    ...JUNIPER,
    conventions: { ...JUNIPER.conventions, rates: 'points', ...conventions },
    tables: JUNIPER.tables.map((t) =>
      t.means === 'base prices' && t.shape !== 'routed blocks'
        ? { ...t, at: { tab: 'Rates' }, shape: 'program columns', columns: [{ heading: 'Rate', holds: 'rate' }] }
        : t,
    ),
  });
  const built = juniperWith(
    RATES,
    pointsProfile({ signWords: { plus: ['pts'], minus: ['rebate', 'CR'] }, par: 'PAR' }),
  );

  it('price = 100 - points: 1.250 pts 98.750; (0.630) pts 99.370 (the word makes the sign, not the parentheses); PAR 100.000; a rebate or CR a credit, in parentheses or not', () => {
    expect(built.diag.list).toEqual([]);
    expect(built.artifacts[0]!.programs.map((p) => p.ladder?.rows.map((r) => r.price))).toEqual([
      [98_750, 100_750], // C5, C6
      [99_370, 100_750], // D5, D6
      [100_000, 101_230], // E5, E6
    ]);
  });

  it('a lender of prices with this one table in points (the table’s `rates`) reads it alike', () => {
    const profile = pointsProfile({ signWords: { plus: ['pts'], minus: ['rebate', 'CR'] }, par: 'PAR' });
    const oneTable = juniperWith(RATES, {
      ...profile,
      conventions: { ...profile.conventions, rates: 'prices' },
      tables: profile.tables.map((t) =>
        t.means === 'base prices' && t.shape !== 'routed blocks' ? { ...t, rates: 'points' } : t,
      ),
    });
    expect(oneTable.diag.list).toEqual([]);
    expect(oneTable.artifacts[0]!.programs.map((p) => p.ladder?.rows.map((r) => r.price))).toEqual([
      [98_750, 100_750],
      [99_370, 100_750],
      [100_000, 101_230],
    ]);
  });

  it('a table read in its own conventions reports its bad cells as any other (C5)', () => {
    const profile = pointsProfile({ signWords: { plus: ['pts'], minus: ['rebate', 'CR'] }, par: 'PAR' });
    const bad = juniperWith(
      { Rates: RATES.Rates.map((row, i) => (i === 1 ? [null, 6.5, '1.250 pnts', ...row.slice(3)] : row)) },
      {
        ...profile,
        tables: profile.tables.map((t) =>
          t.means === 'base prices' && t.shape !== 'routed blocks' ? { ...t, rates: 'points' } : t,
        ),
      },
    );
    expect(bad.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`)).toContain('expected_price Rates!C5');
  });

  it('undeclared, the words and PAR are refused at each cell', () => {
    const bare = juniperWith(RATES, pointsProfile({}));
    expect(bare.diag.list.filter((d) => d.code === 'expected_price').map((d) => d.cell)).toEqual([
      'C5',
      'C6',
      'D5',
      'D6',
      'E5',
      'E6',
    ]);
  });
});

describe('percentages printed with sign words (`0.25% cost`, `0.125% credit`) and a word for none', () => {
  const PERCENT = {
    Words: [
      [null, 'Property LLPA'],
      [null, 'Property', '≤ 70%', '70.01 - 80%'],
      [null, 'Condo', '0.125% credit', '0.25% cost'], // C6, D6
      [null, '2-4 Unit', 'none', '(1%) cost'], // C7: none; D7: the word makes the sign
    ],
  };
  const profile = profileWith({ plus: ['credit'], minus: ['cost'] });
  const percent: DeclaredProfile = {
    ...profile,
    conventions: { ...profile.conventions, notApplicable: 'none' },
    tables: profile.tables.map((t) => (t.at.tab === 'Words' ? { ...t, values: 'adjustment as percent' } : t)),
  };

  it('read as points: credit +0.125, cost -0.250, none 0, `(1%) cost` -1.000', () => {
    const built = juniperWith(PERCENT, percent);
    expect(built.diag.list).toEqual([]);
    const grid = built.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Property LLPA')!;
    expect(grid.rows.map((r) => r.values)).toEqual([
      [125, -250],
      [0, -1000],
    ]);
  });

  it('a word not declared is refused at its cell (expected_percent)', () => {
    const built = juniperWith(
      { Words: PERCENT.Words.map((row) => row.map((cell) => (cell === '0.25% cost' ? '0.25% fee' : cell))) },
      percent,
    );
    expect(built.diag.list.map((d) => [d.code, d.cell])).toEqual([['expected_percent', 'D6']]);
  });
});

describe('points printed as credits (`rates: credit points`: price = 100 + points)', () => {
  const CREDITS = {
    Rates: [
      [null, 'Rate', 'Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed Investor'], // row 4
      [null, 6.5, -1.25, 0, 'N/A'], // row 5: a cost, par, not offered
      [null, 6.75, 0.75, 1.153, 2.5], // row 6: credits
    ],
    Limits: [
      [null, 'Rule', 'Value'],
      [null, 'Max Rebate', 2], // C5: a cap of 102.000
      [null, 'Max Cost', -3], // C6: a floor of 97.000
    ],
  };
  const credits: DeclaredProfile = {
    ...JUNIPER,
    conventions: { ...JUNIPER.conventions, rates: 'credit points', notEligible: ['NA', 'N/A'] },
    tables: [
      ...JUNIPER.tables.map((t) =>
        t.means === 'base prices' && t.shape !== 'routed blocks'
          ? {
              ...t,
              at: { tab: 'Rates' },
              shape: 'program columns' as const,
              columns: [{ heading: 'Rate', holds: 'rate' as const }],
            }
          : t,
      ),
      {
        means: 'eligibility rules',
        at: { tab: 'Limits' },
        shape: 'list',
        columns: [
          { heading: 'Rule', holds: 'rule' },
          { heading: 'Value', holds: 'value' },
        ],
        rules: { 'Max Rebate': { rule: 'max_price', points: true }, 'Max Cost': { rule: 'min_price', points: true } },
      },
    ],
  };
  const built = juniperWith(CREDITS, credits);

  it('-1.250 is 98.750, 0 par, +0.750 100.750, +1.153 101.153; N/A not offered', () => {
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts[0]!.programs.map((p) => p.ladder?.rows.map((r) => [r.rate, r.price]))).toEqual([
      [
        [6500, 98_750], // C5
        [6750, 100_750], // C6
      ],
      [
        [6500, 100_000], // D5
        [6750, 101_153], // D6
      ],
      [
        [6500, null], // E5: N/A, not offered
        [6750, 102_500], // E6
      ],
    ]);
  });

  it('price limits in the same points: +2.000 a cap of 102.000 (C5), -3.000 a floor of 97.000 (C6)', () => {
    const [thirty] = built.artifacts[0]!.programs;
    // beside the Eligibility tab's own (Max Price 102.000, Min Price 97.500: the higher floor stands)
    expect(thirty!.caps.map((c) => [c.tab, c.cell, c.value])).toContainEqual(['Limits', 'C5', 102_000]);
    expect(JSON.stringify(thirty!.floor)).toContain('"value":97500');
    const floorOnly = juniperWith(CREDITS, {
      ...credits,
      tables: credits.tables.filter((t) => t.at.tab !== 'Eligibility' || t.means !== 'eligibility rules'),
    });
    expect(floorOnly.artifacts[0]?.programs[0]?.floor?.value).toBe(97_000);
  });
});

describe('a figure printed with the minus sign (U+2212) and non-breaking spaces, as a PDF converter writes it', () => {
  it('`−0.125` is -0.125 and `\u00a00.250\u00a0` 0.250', () => {
    const built = juniperWith(
      {
        Words: [
          [null, 'Property LLPA'],
          [null, 'Property', '≤ 70%', '70.01 - 80%'],
          [null, 'Condo', '\u00a00.250\u00a0', '\u22120.125'], // C6, D6
          [null, '2-4 Unit', '\u22121.000 ', 'NA'],
        ],
      },
      profileWith(),
    );
    expect(built.diag.list).toEqual([]);
    const grid = built.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Property LLPA')!;
    expect(grid.rows.map((r) => r.values)).toEqual([
      [250, -125],
      [-1000, null],
    ]);
  });
});
