/**
 * An eligibility matrix whose purposes are sections of its rows (MatrixTable `sections`): a row
 * printing a word of `conditions` alone in the key column (`Purchase`, `Rate/Term`) leads the rows
 * under it, a tier for its loans. Juniper Ridge's workbook with a `Max LTV` tab:
 *
 *   B4 FICO | C4 Max LTV
 *   Purchase                 (row 5)
 *   >= 700 | 80.00%          (row 6)
 *   < 700  | 75.00%          (row 7)
 *   Rate/Term                (row 8)
 *   >= 700 | 75.00%          (row 9)
 *   < 700  | 70.00%          (row 10)
 */
import { describe, expect, it } from 'vitest';
import type { MatrixTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const PERCENT = (v: number) => ({ t: 'n', v, z: '0.00%' });
const TAB = [
  [null, 'FICO', 'Max LTV'],
  [null, 'Purchase'],
  [null, 'FICO >= 700', PERCENT(0.8)],
  [null, 'FICO < 700', PERCENT(0.75)],
  [null, 'Rate/Term'],
  [null, 'FICO >= 700', PERCENT(0.75)],
  [null, 'FICO < 700', PERCENT(0.7)],
];
const MATRIX = (sections: boolean): MatrixTable => ({
  means: 'eligibility matrix',
  shape: 'grid',
  at: { tab: 'Max LTV' },
  corner: 'FICO',
  rows: 'condition',
  columns: 'condition',
  ...(sections && { sections }),
});
const built = (sections: boolean) =>
  juniperWith(
    { 'Max LTV': TAB },
    {
      ...JUNIPER,
      conditions: {
        ...JUNIPER.conditions,
        Purchase: [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }],
        'Rate/Term': [{ kind: 'eq', attr: 'purpose', values: ['rate_term_refi'] }],
        'Max LTV': [],
      },
      tables: [...JUNIPER.tables, MATRIX(sections)],
    },
  );

/** Thirty-Year Fixed's reasons for the first worked example's loan ($300,000 on $400,000: LTV 75.00) as `purpose` at `loan_amount`. */
const reasons = (sheet: ReturnType<typeof built>, purpose: string, loan_amount = 300_000) =>
  pricedOn(sheet.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    purpose,
    loan_amount,
    program_slug: 'thirty_year_fixed',
  })
    .rejected.flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

describe('a matrix of purpose sections', () => {
  const sheet = built(true);

  it('compiles with no error: a tier per section', () => {
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const matrix = sheet.artifacts[0]!.programs[0]!.matrix!;
    expect(matrix.tiers.map((t) => [t.label, t.row])).toEqual([
      ['Purchase', 5],
      ['Rate/Term', 8],
    ]);
  });

  it('a purchase at FICO 725 takes row 6 (80.00): LTV 75.00025 is within it', () => {
    expect(reasons(sheet, 'purchase', 300_001)).toEqual([]);
  });

  it('a rate/term refinance takes row 9 (75.00): LTV 75.00 at it, 75.00025 past it (C9)', () => {
    expect(reasons(sheet, 'rate_term_refi')).toEqual([]);
    expect(reasons(sheet, 'rate_term_refi', 300_001)).toEqual([['max_ltv_exceeded', 75, 'Max LTV!C9']]);
  });

  it('not declared sections, the section rows are notes and every loan takes the first rows (C6: 80.00)', () => {
    expect(reasons(built(false), 'rate_term_refi', 300_001)).toEqual([]);
  });
});
