/**
 * A ladder wrapped into two parts side by side (compiler/tables/lock-groups.ts): Thirty-Year Fixed's
 * rates 6.625 and 6.750 down the left part (B6:E7), 6.875 and 7.000 down the right (G6:J7), one
 * title over both (B4) and the header printed twice (B5:E5, G5:J5). The right part has no title of
 * its own and stands on its header row: it goes on with the left part's ladder. Juniper Ridge's
 * workbook with a `By Lock` tab declared in place of its Pricing tab and Lock table, as
 * table-language-locks.test.ts does.
 */
import { describe, expect, it } from 'vitest';
import type { PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { BY_LOCK, pricedBy } from '../fixture-lender/by-lock.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';

type Cell = string | number | null;
const HEADER = ['Rate', '15 Day', '30 Day', '60 Day'];

/** Groups side by side from column B, one blank column between: each its title, header and rows. */
function tab(groups: { title: string; rows: Cell[][] }[]): Cell[][] {
  const out: Cell[][] = [[], []];
  groups.forEach(({ title, rows }, g) => {
    const at = 1 + g * 5;
    out[0]![at] = title || null;
    HEADER.forEach((h, c) => {
      out[1]![at + c] = h;
    });
    rows.forEach((row, r) => {
      out[2 + r] ??= [];
      row.forEach((v, c) => {
        out[2 + r]![at + c] = v;
      });
    });
  });
  return out;
}

const OTHERS = [
  { title: 'Fifteen-Year Fixed', rows: [[5.875, 99.2, 99.1, 98.85]] },
  { title: 'Thirty-Year Fixed Investor', rows: [[7.25, 100.3, 100.2, 99.95]] },
];
const LEFT = {
  title: 'Thirty-Year Fixed',
  rows: [
    [6.625, 100.1, 100.0, 99.75],
    [6.75, 100.5, 100.4, 100.15],
  ],
};
const RIGHT = {
  title: '',
  rows: [
    [6.875, 100.9, 100.8, 100.55],
    [7.0, 101.3, 101.2, 'NA'],
  ],
};

const PROFILE = pricedBy(BY_LOCK);

const built = juniperWith({ 'By Lock': tab([LEFT, RIGHT, ...OTHERS]) }, PROFILE);

/** Thirty-Year Fixed's offers for the notes' first worked example's loan (FICO 725, a condo in FL, LTV 75.00) at `lock_days`. */
const offers = (lock_days: number) =>
  pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, lock_days, program_slug: 'thirty_year_fixed' })
    .eligible;

describe('a ladder wrapped into parts side by side', () => {
  it('compiles with no finding: one block of both parts, the right part where its rows start', () => {
    expect(built.diag.list).toEqual([]);
    const block = built.artifacts[0]!.rate_blocks.find((b) => b.name === 'Thirty-Year Fixed')!;
    expect(block.printed === 'rates down' && [block.rate_col, block.locks, block.continued]).toEqual([
      'B',
      [
        { days: 15, col: 'C' },
        { days: 30, col: 'D' },
        { days: 60, col: 'E' },
      ],
      [{ from: 2, rate_col: 'G', cols: ['H', 'I', 'J'] }],
    ]);
    expect(block.rows.map((r) => [r.rate, 'row' in r && r.row])).toEqual([
      [6625, 6],
      [6750, 7],
      [6875, 6],
      [7000, 7],
    ]);
  });

  it("prices the right part's rates too: 7.000 at 30 days from I7, at 60 days NA (J7) and not offered", () => {
    // the example's adjustments without its Lock row: FICO 720-739 x LTV 70.01-75% -0.500, Condo -0.250,
    // FL -0.250, no penalty -0.500 = -1.500; 101.200 - 1.500 = 99.700, 100.550 - 1.500 = 99.050 (6.875 at 60 days)
    expect(offers(30).map((o) => [o.rate, o.final_price])).toContainEqual([7, 99.7]);
    expect(offers(60).map((o) => [o.rate, o.final_price])).toContainEqual([6.875, 99.05]);
    expect(offers(60).map((o) => o.rate)).not.toContain(7);
    expect(
      offers(30)
        .map((o) => o.rate)
        .sort(),
    ).toEqual([6.625, 6.75, 6.875, 7]);
  });

  it("a right part whose rates do not follow the left part's is refused at its first rate", () => {
    const lower = { title: '', rows: [[6.75, 100.9, 100.8, 100.55]] };
    const refused = juniperWith({ 'By Lock': tab([LEFT, lower, ...OTHERS]) }, PROFILE);
    expect(
      refused.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.tab, d.cell, d.message]),
    ).toEqual([
      [
        'unsupported_layout',
        'By Lock',
        'G6',
        'block "Thirty-Year Fixed" goes on in this part, whose rates do not follow its last rate 6.75',
      ],
    ]);
  });
});

describe('two price declarations on one tab, told apart by their headers', () => {
  // Fifteen-Year Fixed prints only `Rate | 30 Day | 60 Day`; a second declaration reads it. Each
  // header is one declaration's alone: Thirty-Year Fixed's four headings are not the three-column one's.
  const short = { ...BY_LOCK, columns: BY_LOCK.columns.filter((c) => c.lock !== 15) };
  const rows: Cell[][] = tab([LEFT, RIGHT, OTHERS[1]!]);
  // the fourth group's place, Q: its title, then a header of three cells
  rows[0]![16] = 'Fifteen-Year Fixed';
  for (const [r, cells] of [
    [1, ['Rate', '30 Day', '60 Day']],
    [2, [5.875, 99.1, 98.85]],
  ] as const)
    cells.forEach((cell, c) => {
      rows[r]![16 + c] = cell;
    });
  const both = (order: PriceTable[]) => juniperWith({ 'By Lock': rows }, pricedBy(...order));

  it('whichever is declared first, each program is priced from its own header', () => {
    for (const order of [
      [short, BY_LOCK],
      [BY_LOCK, short],
    ]) {
      const built = both(order);
      expect(built.diag.list).toEqual([]);
      const locks = built.artifacts[0]!.rate_blocks.map((b) => [b.name, b.locks.map((l) => l.days)]);
      expect(Object.fromEntries(locks)).toEqual({
        'Thirty-Year Fixed': [15, 30, 60],
        'Thirty-Year Fixed Investor': [15, 30, 60],
        'Fifteen-Year Fixed': [30, 60],
      });
    }
  });
});

describe('a program titled over two rate tables', () => {
  it('the second is refused at its title, naming the first, not read over it', () => {
    const rows = tab([LEFT, ...OTHERS]);
    // a second Thirty-Year Fixed table below the first (its title B9, header B10)
    rows.push([], [null, 'Thirty-Year Fixed'], [null, ...HEADER], [null, 7.5, 101, 100.9, 100.7]);
    const built = juniperWith({ 'By Lock': rows }, PROFILE);
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.cell, d.message])).toEqual([
      ['duplicate_ladder', 'B9', 'a second rate table for Thirty-Year Fixed (the first is By Lock!B4)'],
    ]);
  });
});
