/**
 * A date's companion workbook (Granite Peak's program matrix) serves every rate sheet of that date:
 * the 11-23 morning sheet (08:30) and its 1:15 PM reprice both pair with
 * GranitePeak_NonQM_ProgramMatrix_2026-11-23.xlsx. It is read and checked once per compile and its
 * findings are listed once, with the first sheet that needs it (the morning one); each later sheet
 * that needs it while it holds an error is still refused, with one error naming where they are listed.
 */
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import { diagnostic, FILES, useTempSheets, warning } from './compile-runs.ts';
import { mutated, readBook, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const { rates23, rates23r, matrix23 } = FILES;

/** The 11-23 sheets (morning, reprice, matrix) with the matrix changed by `edit`. */
const withMatrix = (edit: (wb: XLSX.WorkBook) => void) =>
  tmp.build(mutated(matrix23, edit), [rates23, rates23r, matrix23]);

const findingsOf = (r: ReturnType<typeof tmp.build>) =>
  r.sheets.map((s) => [s.file, s.artifact ? 'written' : 'refused', s.findings]);

const pointer = diagnostic(
  'unpaired_workbook',
  matrix23,
  '',
  '',
  `the matrix workbook of 2026-11-23 is refused: its findings are listed with ${rates23}`,
);

describe("the program matrix's findings, once for the morning sheet and its reprice", () => {
  it('a banner of another date (DSCR Matrix B3 says 11/24): listed with the morning sheet, both refused', () => {
    const r = withMatrix((wb) => {
      sheet(wb, 'DSCR Matrix').B3 = { t: 's', v: 'Effective: 11/24/2026 8:30 AM PT' };
    });
    expect(findingsOf(r)).toEqual([
      [
        rates23,
        'refused',
        [
          diagnostic(
            'effective_date_mismatch',
            matrix23,
            'DSCR Matrix',
            'B3',
            'banner says 2026-11-24 but the file name says 2026-11-23',
          ),
        ],
      ],
      [rates23r, 'refused', [pointer]],
    ]);
    expect(r.artifacts).toEqual([]);
  });

  it('a bad matrix cell (DSCR Matrix D12 "80-80"): listed with the morning sheet, both refused', () => {
    const r = withMatrix((wb) => {
      sheet(wb, 'DSCR Matrix').D12 = { t: 's', v: '80-80' };
    });
    const bad = diagnostic(
      'expected_ltv_cell',
      matrix23,
      'DSCR Matrix',
      'D12',
      'expected "<maximum LTV>/<maximum CLTV>" such as "80/80", one percentage for each, or NA, found "80-80"',
    );
    expect(findingsOf(r)).toEqual([
      [rates23, 'refused', [bad]],
      [rates23r, 'refused', [pointer]],
    ]);
  });

  it('a warning only (D12 holding a formula, its saved value 80/80): listed once, both sheets written', () => {
    const r = withMatrix((wb) => {
      sheet(wb, 'DSCR Matrix').D12 = { t: 's', v: '80/80', f: '"80/"&"80"' };
    });
    expect(findingsOf(r)).toEqual([
      [
        rates23,
        'written',
        [
          warning(
            'formula_cell',
            matrix23,
            'DSCR Matrix',
            'D12',
            'holds the formula ="80/"&"80"; read as the value saved with it, 80/80, which is stale if the workbook was changed without recalculating',
          ),
        ],
      ],
      [rates23r, 'written', []],
    ]);
    // both read the same matrix: DSCR ≥ 1.00, ≥ 740, ≤ $1,000,000, purchase 80/80 (D12)
    const [morning, reprice] = r.artifacts.map((a) => a.programs.find((p) => p.slug === 'dscr')!.matrix);
    expect(reprice).toEqual(morning);
  });

  it("the reprice's own rate sheet finding stays its own: Rates C12 of the reprice alone", () => {
    const wb = readBook(rates23r);
    sheet(wb, 'Rates').C12 = { t: 's', v: 'TBD' }; // Full Doc 6.500: 97.685 on the reprice
    const r = tmp.build({ [rates23r]: wb }); // with the real morning sheet and matrix of 11-23
    expect(findingsOf(r)).toEqual([
      [rates23, 'written', []],
      [
        rates23r,
        'refused',
        [diagnostic('expected_price', rates23r, 'Rates', 'C12', 'expected a price or NA, found "TBD"')],
      ],
    ]);
  });
});

describe("each date's matrix is its own", () => {
  it('a bad 11-20 matrix banner refuses the 11-20 sheet only; the 11-23 sheets pair with their own matrix', () => {
    const r = tmp.build(
      mutated(FILES.matrix20, (wb) => {
        sheet(wb, 'Guidelines').B3 = { t: 's', v: 'Effective: 11/19/2026 8:30 AM PT' };
      }),
      [FILES.rates20, FILES.matrix20, rates23, rates23r, matrix23],
    );
    expect(findingsOf(r)).toEqual([
      [
        FILES.rates20,
        'refused',
        [
          diagnostic(
            'effective_date_mismatch',
            FILES.matrix20,
            'Guidelines',
            'B3',
            'banner says 2026-11-19 but the file name says 2026-11-20',
          ),
        ],
      ],
      [rates23, 'written', []],
      [rates23r, 'written', []],
    ]);
  });
});
