/**
 * Bands sharing their edges (Conventions.bandEdges): a grid whose LTV columns print `60 - 65%`,
 * `65 - 70%` (65.00 the first band's) and whose FICO rows print `700 - 720`, `720 - 740` (720 the
 * second's), as the lender's notes say. Juniper Ridge's workbook with a `Grids` tab; unsaid, the
 * grammar reads both ends inclusive and the bands overlap at their edges.
 */
import { describe, expect, it } from 'vitest';
import type { Conventions } from '../../compiler/profile.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  Grids: [
    [null, 'Shared Edges'], // B4
    [null, 'FICO', '60 - 65%', '65 - 70%', '70 - 75%', '75 - 80%'], // B5
    [null, '700 - 720', -0.1, -0.2, -0.3, -0.4], // row 6
    [null, '720 - 740', -0.01, -0.02, -0.03, -0.04], // row 7
  ],
};

/** Juniper Ridge with `tabs` and a FICO × `columns` grid on `tab`, under the band edges given. */
const gridWith = (
  tabs: Record<string, unknown[][]>,
  columns: 'ltv' | 'loan_amount',
  bandEdges?: Conventions['bandEdges'],
) =>
  juniperWith(tabs, {
    ...JUNIPER,
    conventions: { ...JUNIPER.conventions, ...(bandEdges && { bandEdges }) },
    tables: [
      ...JUNIPER.tables,
      {
        means: 'adjustments',
        shape: 'grid',
        at: { tab: Object.keys(tabs)[0]! },
        corner: 'FICO',
        rows: { band: 'fico' },
        columns: { band: columns },
        values: 'adjustment',
      },
    ],
  } satisfies DeclaredProfile);
const builtWith = (bandEdges?: Conventions['bandEdges']) => gridWith(TABS, 'ltv', bandEdges);

const declared = builtWith({ ltv: 'lower exclusive', fico: 'upper exclusive' });

/** The Shared Edges cell the worked example's loan reads at `credit_score` and `loan_amount` on $400,000: [row, column, value]. */
function cellRead(credit_score: number, loan_amount: number) {
  const response = pricedOn(declared.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    credit_score,
    loan_amount,
    program_slug: 'thirty_year_fixed',
  });
  const offer = response.eligible.find((o) => o.rate === 6.75);
  return offer?.adjusters.filter((a) => a.category === 'Shared Edges').map((a) => [a.row_label, a.band, a.value]);
}

describe('bands sharing their edges, as the lender declares them', () => {
  it('unsaid, the shared edges overlap: band_tiling at the columns and rows printing them', () => {
    expect(builtWith().diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`)).toEqual(
      expect.arrayContaining(['band_tiling Grids!D5', 'band_tiling Grids!B7']),
    );
  });

  it('declared, the grid compiles with no finding, each band excluding the declared bound', () => {
    expect(declared.diag.list).toEqual([]);
    const grid = declared.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Shared Edges')!;
    expect(grid.columns.map((c) => c.when)).toContainEqual([
      { kind: 'range', attr: 'ltv', range: { lo: 6500, lo_incl: false, hi: 7000, hi_incl: true } },
    ]);
  });

  it('LTV 70.00 (280,000 / 400,000) is 65 - 70%; one dollar more (70.00025) is 70 - 75%', () => {
    expect(cellRead(725, 280_000)).toEqual([['720 - 740', '65 - 70%', -0.02]]);
    expect(cellRead(725, 280_001)).toEqual([['720 - 740', '70 - 75%', -0.03]]);
  });

  it('FICO 720 is 720 - 740; 719 is 700 - 720', () => {
    expect(cellRead(720, 300_000)).toEqual([['720 - 740', '70 - 75%', -0.03]]);
    expect(cellRead(719, 300_000)).toEqual([['700 - 720', '70 - 75%', -0.3]]);
  });
});

describe('bands read as printed, both bounds inclusive', () => {
  // `$1M - $1,499,999`: the grammar starts a lower bound printed in millions one dollar above it
  const AMOUNTS = {
    Amounts: [
      [null, 'Loan Size'], // B4
      [null, 'FICO', '$100,000 - $999,999', '$1M - $1,499,999'], // B5
      [null, '≥ 700', -0.1, -0.2], // row 6
    ],
  };
  const amounts = (bandEdges?: Conventions['bandEdges']) => gridWith(AMOUNTS, 'loan_amount', bandEdges);

  it('unsaid, $1,000,000 falls between the bands: band_tiling at D5', () => {
    expect(amounts().diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`)).toEqual(['band_tiling Amounts!D5']);
  });

  it('declared inclusive, $1,000,000 (on $1,400,000) reads D6; $999,999 C6', () => {
    const built = amounts({ loan_amount: 'inclusive' });
    expect(built.diag.list).toEqual([]);
    const read = (loan_amount: number) =>
      pricedOn(built.artifacts[0]!, {
        ...JUNIPER_EXAMPLES[0]!.request,
        loan_amount,
        purchase_price: 1_400_000,
        program_slug: 'thirty_year_fixed',
      })
        .eligible.find((o) => o.rate === 6.75)
        ?.adjusters.filter((a) => a.category === 'Loan Size')
        .map((a) => [a.band, a.value]);
    expect(read(1_000_000)).toEqual([['$1M - $1,499,999', -0.2]]);
    expect(read(999_999)).toEqual([['$100,000 - $999,999', -0.1]]);
  });
});
