/**
 * A matrix cell form written as a template (compiler/readers/matrix-cells.ts): Juniper Ridge's
 * workbook with a `Matrix` tab whose cells print the minimum FICO first, `680 / 80%`, a form none
 * of the named ones reads, declared `cells: '<min_fico> / <max_ltv>%'`.
 */
import { describe, expect, it } from 'vitest';
import type { CellForm } from '../../compiler/profile.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const tabs = (c7: string) => ({
  Matrix: [
    [],
    [null, 'Loan Amount', 'Purchase', 'Cash-Out Refi'], // row 5, the corner B5
    [null, '$100,000-$999,999', '680 / 80%', '720 / 70%'], // row 6
    [null, '$1,000,000-$1,500,000', c7, 'NA'], // row 7
  ],
});

const profile = (cells: CellForm): DeclaredProfile => ({
  ...JUNIPER,
  conditions: {
    ...JUNIPER.conditions,
    Purchase: [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }],
  },
  tables: [
    ...JUNIPER.tables,
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Matrix' },
      corner: 'Loan Amount',
      rows: 'condition',
      columns: 'condition',
      cells,
    },
  ],
});

const FICO_FIRST = '<min_fico> / <max_ltv>%';
const findings = (built: ReturnType<typeof juniperWith>) =>
  built.diag.list.map((d) => `${d.code} ${d.cell}: ${d.message}`);

// priced by its limits in print order: test/compiler/table-language-matrix.test.ts (two limits a cell)
describe('a cell form declared as a template: `<min_fico> / <max_ltv>%`', () => {
  it('spaces around the printed text are optional: `720/75%` is the same cell', () => {
    const tight = juniperWith(tabs('720/75%'), profile(FICO_FIRST));
    expect(tight.diag.list).toEqual([]);
    expect(tight.artifacts[0]!.programs[0]!.matrix!.rows[1]!.cells[0]).toEqual([720, 7500]);
  });

  it('a cell in another order, or without the `%` the template prints, or finer than hundredths, is refused at its cell', () => {
    for (const c7 of ['75% / 720', '720 / 75', '720 / 75.125%'])
      expect(findings(juniperWith(tabs(c7), profile(FICO_FIRST)))).toEqual([
        `expected_ltv_cell C7: expected "<minimum FICO> / <maximum LTV>%" such as "700 / 80%", or NA, found ${JSON.stringify(c7)}`,
      ]);
  });

  it('three limits in a cell, a maximum loan amount among them: `80% / 700 / $1,000,000`', () => {
    const three = juniperWith(
      {
        Matrix: [
          [],
          [null, 'Loan Amount', 'Purchase', 'Cash-Out Refi'],
          [null, '$100,000-$1,500,000', '80% / 700 / $1,000,000', '70% / 720 / $1.5MM'],
        ],
      },
      profile('<max_ltv>% / <min_fico> / <max_loan>'),
    );
    expect(three.diag.list).toEqual([]);
    const matrix = three.artifacts[0]!.programs[0]!.matrix!;
    expect(matrix.limits).toEqual(['max_ltv', 'min_fico', 'max_loan']);
    expect(matrix.rows[0]!.cells).toEqual([
      [8000, 700, 1_000_000],
      [7000, 720, 1_500_000],
    ]);
  });

  it('a template naming no limit the artifact knows, or one twice, reads no cell: unsupported_layout at the corner', () => {
    expect(findings(juniperWith(tabs('720 / 75%'), profile('<min_fico> / <max_dti>')))).toEqual([
      'unsupported_layout B5: the cell form "<min_fico> / <max_dti>" names <max_dti>, no limit: a template names <max_ltv>, <max_cltv>, <min_fico>, <max_loan>, each at most once',
    ]);
    expect(findings(juniperWith(tabs('75 / 75'), profile('<max_ltv> / <max_ltv>')))).toEqual([
      'unsupported_layout B5: the cell form "<max_ltv> / <max_ltv>" names a limit twice: a cell holds each limit once',
    ]);
  });
});
