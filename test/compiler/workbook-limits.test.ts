/**
 * compiler/workbook.ts reads a workbook as hostile input (issue 17): a tab is walked by the cells it
 * has, not by the rectangle its `<dimension>` claims; a workbook whose parts inflate past LIMITS, or
 * whose cells span more than LIMITS.cells on one tab, is refused with one diagnostic naming the part
 * or the tab; a file that is not an .xlsx gets one error saying so. Both sides of every limit. The
 * same files compiled end to end, in time and memory, are test/hostile/bounded.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../compiler/diagnostics.ts';
import { GRANITE_PEAK } from '../../compiler/profiles/granite-peak.ts';
import { readWorkbook } from '../../compiler/workbook.ts';
import { LIMITS } from '../../compiler/zip-guard.ts';
import { SHEETS_DIR } from '../hostile/workbooks.ts';
import { editPart, inflatingPart, type Part, part, readParts, writeZip } from '../hostile/zip.ts';

const FILE = 'GranitePeak_NonQM_RateSheet_2026-11-20.xlsx';
const real = readFileSync(join(SHEETS_DIR, 'non-qm', FILE));
const parts = readParts(real);
/** The 18 parts of the real workbook inflate to 155,089 bytes (unzip -lv). */
const realSize = parts.reduce((n, p) => n + p.size, 0);

function read(bytes: Uint8Array) {
  const diag = new Diagnostics();
  const wb = readWorkbook(bytes, {
    lender: 'non-qm',
    workbook: FILE,
    workbookIndex: 0,
    diag,
    conventions: GRANITE_PEAK.conventions,
  });
  return { wb, list: diag.list };
}

const refusal = (code: string, message: string, tab = '', cell = '') => ({
  severity: 'error',
  code,
  lender: 'non-qm',
  workbook: FILE,
  tab,
  cell,
  message,
});

/** A part of `n` spaces, deflated without ever being held inflated. */
const padding = (name: string, n: number): Part =>
  inflatingPart(name, '', ' ', Math.floor(n / 2 ** 20), ' '.repeat(n % 2 ** 20));

/** xl/worksheets/sheet2.xml is the Full Doc LLPA tab (xl/workbook.xml: rId2, the second tab). */
const withCellAt = (cell: string) =>
  writeZip(
    editPart(parts, 'xl/worksheets/sheet2.xml', (xml) =>
      xml.replace(
        '</sheetData>',
        `<row r="${cell.replace(/^[A-Z]+/, '')}"><c r="${cell}" t="inlineStr"><is><t>stray</t></is></c></row></sheetData>`,
      ),
    ),
  );

describe('a tab is walked by the cells it has, not by its <dimension>', () => {
  const clean = read(real).wb!;

  it('rows and cols are the extent of the cells: Rates holds cells to I71 while its <dimension> says A1:M71', () => {
    expect(readParts(real).find((p) => p.name === 'xl/worksheets/sheet1.xml')!.size).toBe(14877);
    const rates = clean.sheet('Rates')!;
    expect([rates.rows, rates.cols]).toEqual([71, 9]);
  });

  it('every tab claiming A1:XFD1048576 (whole-column formatting) reads exactly as the clean workbook', () => {
    let whole = parts;
    for (const p of parts.filter((x) => /^xl\/worksheets\/sheet\d+\.xml$/.test(x.name)))
      whole = editPart(whole, p.name, (xml) =>
        xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>'),
      );
    const { wb, list } = read(writeZip(whole));
    expect(list).toEqual([]);
    expect(wb!.tabs).toEqual(clean.tabs);
    for (const tab of clean.tabs) {
      const [a, b] = [clean.sheet(tab)!, wb!.sheet(tab)!];
      expect([b.rows, b.cols], tab).toEqual([a.rows, a.cols]);
      const everything = (s: typeof a) => s.find(() => true).map(({ row, col }) => [row, col, s.text(row, col)]);
      expect(everything(b), tab).toEqual(everything(a));
    }
  });

  it(`a tab spanning ${LIMITS.cells.toLocaleString('en-US')} cells is read; one more row is refused, naming the cell`, () => {
    // CV is column 100: a cell at CV20000 spans 20,000 × 100 = 2,000,000 cells, at CV20001 2,000,100.
    const atLimit = read(withCellAt('CV20000'));
    expect(atLimit.list).toEqual([]);
    expect(atLimit.wb!.sheet('Full Doc LLPA')!.text(19999, 99)).toBe('stray');
    const over = read(withCellAt('CV20001'));
    expect(over.wb).toBeUndefined();
    expect(over.list).toEqual([
      refusal(
        'sheet_too_large',
        "the cells of this tab reach CV20001, spanning 20,001 rows × 100 columns; a tab may span at most 2,000,000 cells: clear the cells far outside the sheet's tables",
        'Full Doc LLPA',
        'CV20001',
      ),
    ]);
  });

  it('a value in the last cell of a sheet (XFD1048576) is refused in no time', () => {
    const { wb, list } = read(withCellAt('XFD1048576'));
    expect(wb).toBeUndefined();
    expect(list.map((d) => [d.code, d.tab, d.cell])).toEqual([['sheet_too_large', 'Full Doc LLPA', 'XFD1048576']]);
  });
});

describe('a workbook whose parts inflate past the limits is refused by name, before xlsx parses it', () => {
  it(`a part of ${LIMITS.part.toLocaleString('en-US')} bytes is read; one byte more is refused`, () => {
    const atLimit = read(writeZip([...parts, padding('docProps/padding.xml', LIMITS.part)]));
    expect(atLimit.list).toEqual([]);
    expect(atLimit.wb!.tabs).toHaveLength(9);
    const over = read(writeZip([...parts, padding('docProps/padding.xml', LIMITS.part + 1)]));
    expect(over.wb).toBeUndefined();
    expect(over.list).toEqual([
      refusal(
        'workbook_too_large',
        'the part docProps/padding.xml inflates to 16,777,217 bytes; a part may inflate to at most 16,777,216 bytes (16 MiB)',
      ),
    ]);
  });

  it(`parts of ${LIMITS.workbook.toLocaleString('en-US')} bytes together are read; one byte more is refused`, () => {
    expect(realSize).toBe(155089);
    const rest = LIMITS.workbook - realSize - LIMITS.part; // 16,622,127 bytes
    const atLimit = read(writeZip([...parts, padding('docProps/a.xml', LIMITS.part), padding('docProps/b.xml', rest)]));
    expect(atLimit.list).toEqual([]);
    const over = read(
      writeZip([...parts, padding('docProps/a.xml', LIMITS.part), padding('docProps/b.xml', rest + 1)]),
    );
    expect(over.list).toEqual([
      refusal(
        'workbook_too_large',
        "the workbook's 20 parts inflate to 33,554,433 bytes together; a workbook may inflate to at most 33,554,432 bytes (32 MiB)",
      ),
    ]);
  });

  const bomb = inflatingPart(
    'xl/worksheets/sheet1.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="6">',
    '<c t="n"><v>1</v></c>',
    300,
    '</row></sheetData></worksheet>',
  );

  it('a Rates tab whose XML inflates to 314 MB (a 0.8 MB file) is refused by its declared size, naming the part and tab', () => {
    const bytes = writeZip(parts.map((p) => (p.name === bomb.name ? bomb : p)));
    expect(bytes.length).toBeLessThan(2 ** 20);
    const { wb, list } = read(bytes);
    expect(wb).toBeUndefined();
    expect(list).toEqual([
      refusal(
        'workbook_too_large',
        `the part xl/worksheets/sheet1.xml inflates to ${bomb.size.toLocaleString('en-US')} bytes; a part may inflate to at most 16,777,216 bytes (16 MiB)`,
        'Rates',
      ),
    ]);
    expect(bomb.size).toBeGreaterThan(300_000_000);
  });

  it('the same part declaring the real size (14,877 bytes) is stopped once it has inflated past the limit', () => {
    const liar = { ...bomb, size: 14877 };
    const { wb, list } = read(writeZip(parts.map((p) => (p.name === bomb.name ? liar : p))));
    expect(wb).toBeUndefined();
    expect(list).toEqual([
      refusal(
        'workbook_too_large',
        'the part xl/worksheets/sheet1.xml inflates to more than 16,777,216 bytes; a part may inflate to at most 16,777,216 bytes (16 MiB)',
        'Rates',
      ),
    ]);
  });
});

describe('a file that is not an .xlsx workbook gets one error saying so', () => {
  const notZip = (what: string) =>
    refusal('not_a_workbook', `not an Excel workbook: an .xlsx file is a zip archive, and this file is ${what}`);

  it.each([
    [
      'a CSV export',
      Buffer.from('Rate,Price\n6.500,97.935\n6.625,98.310\n'),
      'text beginning "Rate,Price 6.500,97.935 6.625,98.310"',
    ],
    ['an empty file', Buffer.alloc(0), 'empty'],
    [
      'an Excel 97-2003 file',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]),
      'an OLE2 compound file: an Excel 97-2003 .xls workbook or a password-protected one (save it as .xlsx without a password)',
    ],
    ['a PNG image', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'binary data of another kind'],
  ])('%s', (_, bytes, what) => {
    const { wb, list } = read(bytes);
    expect(wb).toBeUndefined();
    expect(list).toEqual([notZip(what)]);
  });

  it('a zip archive that is not a workbook (a Word document)', () => {
    const docx = writeZip([part('[Content_Types].xml', '<Types/>'), part('word/document.xml', '<w:document/>')]);
    expect(read(docx).list).toEqual([
      refusal(
        'not_a_workbook',
        'not an Excel workbook: a zip archive without xl/workbook.xml (it holds [Content_Types].xml, word/document.xml)',
      ),
    ]);
  });

  it('a workbook cut short, or with a part that does not inflate, is one unreadable_workbook', () => {
    expect(read(real.subarray(0, real.length >> 1)).list).toEqual([
      refusal('unreadable_workbook', 'a damaged workbook: its zip directory is truncated or corrupt'),
    ]);
    const damaged = parts.map((p) =>
      p.name === 'xl/worksheets/sheet1.xml' ? { ...p, deflated: Buffer.from('not deflate data') } : p,
    );
    expect(read(writeZip(damaged)).list).toEqual([
      refusal('unreadable_workbook', 'the part xl/worksheets/sheet1.xml is damaged: invalid block type'),
    ]);
  });
});
