/**
 * Yes / No ticks of a row per program under grouped headings (RuleTable `program rows` with
 * `groupedHeader`): `Occupancy` merged over `Primary | Investment` and `Property` over `SFR | Condo`
 * on the first header row, each column read by its own heading on the second, its word an `item` of
 * its rule. Juniper Ridge's workbook with a `Matrix` tab.
 */
import { describe, expect, it } from 'vitest';
import type { RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const MATRIX = [
  [null, 'Program', 'Occupancy', null, 'Property'], // B4; C4:D4 and E4:F4 merged
  [null, null, 'Primary', 'Investment', 'SFR', 'Condo'], // row 5
  [null, 'Thirty-Year Fixed', 'Yes', 'No', 'Yes', 'Yes'], // row 6
  [null, 'Fifteen-Year Fixed', 'Yes', 'No', 'Yes', 'No'], // F7: no condo
  [null, 'Thirty-Year Fixed Investor', 'No', 'Yes', 'Yes', 'Yes'],
];
const TICKS: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Matrix' },
  shape: 'program rows',
  groupedHeader: true,
  columns: [{ heading: 'Program', holds: 'program' }],
  rules: {
    Primary: { rule: 'occupancies', item: ['owner_occupied'] },
    Investment: { rule: 'occupancies', item: ['investment'] },
    SFR: { rule: 'property_types', item: ['sfr'] },
    Condo: { rule: 'property_types', item: ['condo', 'warrantable_condo'] },
  },
};
const built = juniperWith(
  { Matrix: MATRIX },
  { ...JUNIPER, tables: [...JUNIPER.tables, TICKS] },
  { Matrix: ['C4:D4', 'E4:F4'] },
);
const keys = (program_slug: string, change: Record<string, unknown> = {}) =>
  pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, program_slug, ...change }).rejected.flatMap((r) =>
    r.rejections.map((x) => x.key),
  );

describe('Yes / No ticks of a row per program under grouped headings', () => {
  it('compiles with no error', () => {
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('Thirty-Year Fixed takes the plain loan (a primary condo); Fifteen-Year Fixed refuses the condo (F7)', () => {
    expect(keys('thirty_year_fixed')).toEqual([]);
    expect(keys('fifteen_year_fixed', { term: 15 })).toContain('eligible_property_type');
    expect(keys('fifteen_year_fixed', { term: 15, property_type: 'sfr' })).not.toContain('eligible_property_type');
  });

  it('Thirty-Year Fixed refuses an investment (D6)', () => {
    expect(keys('thirty_year_fixed', { occupancy: 'investment' })).toContain('eligible_occupancy');
  });

  it('declared without groupedHeader, no row stands under the first header row: missing_row at B5, not a silent table', () => {
    const flat = juniperWith(
      { Matrix: MATRIX },
      { ...JUNIPER, tables: [...JUNIPER.tables, { ...TICKS, groupedHeader: undefined }] },
      { Matrix: ['C4:D4', 'E4:F4'] },
    );
    expect(flat.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.cell])).toEqual([
      ['missing_row', 'B5'],
    ]);
  });
});
