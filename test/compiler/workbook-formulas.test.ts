/**
 * A value cell holding a formula (issue 17): the compiler reads the value Excel saved with it, which
 * is stale if the workbook was changed without recalculating, so reading it is a warning naming the
 * cell; a formula with no saved value cannot be read and is an error. A label cell holding a formula
 * (a banner, a heading) is read as text and says nothing. The cell is Bayshore 11-23 Conventional!D12,
 * the 30 Day price of 5.375 in Conforming 30 Year Fixed: 97.800 (`<c r="D12" s="1"><v>97.8</v></c>`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import { price } from '../../compiler/cells.ts';
import { Diagnostics } from '../../compiler/diagnostics.ts';
import { BAYSHORE } from '../../compiler/profiles/bayshore.ts';
import { readWorkbook } from '../../compiler/workbook.ts';
import { SHEETS_DIR } from '../hostile/workbooks.ts';
import { editPart, readParts, writeZip } from '../hostile/zip.ts';

const FILE = 'BayshoreHomeFunding_Agency_RateSheet_2026-11-23.xlsx';
const parts = readParts(readFileSync(join(SHEETS_DIR, 'agency', FILE)));
const BANNER = 'Rates Effective: Monday, November 23, 2026  9:00 AM ET';

const edited = (from: string, to: string) =>
  writeZip(editPart(parts, 'xl/worksheets/sheet1.xml', (xml) => xml.replace(from, to)));

/** The Conventional tab with `from` replaced by `to` in its XML. */
function conventional(from: string, to: string) {
  const diag = new Diagnostics();
  const bytes = edited(from, to);
  const sheet = readWorkbook(bytes, {
    lender: 'agency',
    workbook: FILE,
    workbookIndex: 0,
    diag,
    conventions: BAYSHORE.conventions,
  })!.sheet('Conventional')!;
  return { sheet, diag };
}

const at = (severity: string, code: string, cell: string, message: string) => ({
  severity,
  code,
  lender: 'agency',
  workbook: FILE,
  tab: 'Conventional',
  cell,
  message,
});

describe('a formula in a cell the compiler reads', () => {
  it('the real D12 is a plain 97.800 and reads without a word', () => {
    const { sheet, diag } = conventional('<c r="D12" s="1"><v>97.8</v></c>', '<c r="D12" s="1"><v>97.80</v></c>');
    expect(price(sheet, 11, 3)).toBe(97800);
    expect(diag.list).toEqual([]);
  });

  it('a price calculated by a formula is read as its saved value, with one warning naming the cell', () => {
    const { sheet, diag } = conventional(
      '<c r="D12" s="1"><v>97.8</v></c>',
      '<c r="D12" s="1"><f>C12-0.125</f><v>97.8</v></c>',
    );
    // C12 is 97.925 (15 Day): 97.925 - 0.125 = 97.800, the value saved with the formula.
    expect(price(sheet, 11, 3)).toBe(97800);
    expect(price(sheet, 11, 3)).toBe(97800); // read twice, said once
    expect(diag.list).toEqual([
      at(
        'warning',
        'formula_cell',
        'D12',
        'holds the formula =C12-0.125; read as the value saved with it, 97.800, which is stale if the workbook was changed without recalculating',
      ),
    ]);
    expect(diag.ok).toBe(true);
  });

  it('a formula with no saved value is an error naming the cell', () => {
    const { sheet, diag } = conventional('<c r="D12" s="1"><v>97.8</v></c>', '<c r="D12" s="1"><f>C12-0.125</f></c>');
    expect(sheet.text(11, 3)).toBe('');
    price(sheet, 11, 3);
    expect(diag.list).toEqual([
      at(
        'error',
        'formula_without_value',
        'D12',
        'holds the formula =C12-0.125 with no value saved: open the workbook in Excel, recalculate and save it',
      ),
    ]);
  });

  it('a banner calculated by a formula is text like any other: no warning', () => {
    const { sheet, diag } = conventional(
      `<c r="B3" t="str"><v>${BANNER}</v></c>`,
      `<c r="B3" t="str"><f>"Rates Effective: "&amp;TEXT(TODAY(),"dddd, mmmm d, yyyy")&amp;"  9:00 AM ET"</f><v>${BANNER}</v></c>`,
    );
    expect(sheet.text(2, 1)).toBe('Rates Effective: Monday, November 23, 2026 9:00 AM ET');
    expect(sheet.find((t) => t.startsWith('Rates Effective'))).toEqual([{ row: 2, col: 1 }]);
    expect(diag.list).toEqual([]);
  });
});

describe('compiled: a formula price warns and still compiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'formulas-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('the sheet with D12 =C12-0.125 compiles to the clean artifact, with the warning', () => {
    const build = (bytes: Uint8Array, name: string) => {
      mkdirSync(join(root, name, 'agency'), { recursive: true });
      writeFileSync(join(root, name, 'agency', FILE), bytes);
      return buildAll(join(root, name));
    };
    const clean = build(readFileSync(join(SHEETS_DIR, 'agency', FILE)), 'clean');
    const formula = build(
      edited('<c r="D12" s="1"><v>97.8</v></c>', '<c r="D12" s="1"><f>C12-0.125</f><v>97.8</v></c>'),
      'formula',
    );
    expect(formula.diag.list.map((d) => [d.severity, d.code, d.tab, d.cell])).toEqual([
      ['warning', 'formula_cell', 'Conventional', 'D12'],
    ]);
    expect(formula.artifacts).toEqual(clean.artifacts);
    expect(formula.artifacts).toHaveLength(1);
  });
});
