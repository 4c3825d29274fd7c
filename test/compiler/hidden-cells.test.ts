/**
 * A workbook as a broker opening it sees it: a hidden row, column or tab (a stale rate, a helper
 * figure, an old copy of the prices) is not read, and an error value (`#N/A`) reads as the text it
 * shows, never as its error code. Granite Peak's rate sheet of 2026-11-20, edited.
 */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { artifactOf, content } from './artifact-parts.ts';
import { FILES, fixtureBuild, useTempSheets } from './compile-runs.ts';
import { insertRows, mutated, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const rates20 = FILES.rates20;
const clean = () => artifactOf(fixtureBuild().artifacts, 'non-qm', '2026-11-20');

describe('hidden rows, columns and tabs', () => {
  /** The ladders' rates with a row of rate 9.999 inserted at Rates row 16, hidden or shown. */
  const withStaleRow = (hidden: boolean) => {
    const r = tmp.build(
      mutated(rates20, (wb) => {
        const ws = sheet(wb, 'Rates');
        insertRows(ws, 16, 1);
        setCell(ws, 'B16', 9.999);
        setCell(ws, 'C16', 110.5);
        if (hidden) ws['!rows'] = Object.assign([], { 15: { hidden: true } });
      }),
    );
    expect(r.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    return artifactOf(r.artifacts, 'non-qm', '2026-11-20')
      .programs.flatMap((p) => p.ladder?.rows ?? [])
      .map((x) => x.rate);
  };

  it('a hidden row of stale rates inside a ladder (Rates row 16, inserted) is not read', () => {
    expect(withStaleRow(true)).not.toContain(9999);
  });

  it('the same row shown is read: rate 9.999 in the ladder', () => {
    expect(withStaleRow(false)).toContain(9999);
  });

  it('a hidden tab (an old copy of the prices) is not read: the clean content', () => {
    const r = tmp.build(
      mutated(rates20, (wb) => {
        XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['OLD PRICES'], [1, 2, 3]]), 'Old Pricing');
        wb.Workbook = { Sheets: wb.SheetNames.map((name) => ({ name, Hidden: name === 'Old Pricing' ? 1 : 0 })) };
      }),
    );
    expect(r.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(content(artifactOf(r.artifacts, 'non-qm', '2026-11-20'))).toEqual(content(clean()));
  });
});

describe('an error value', () => {
  it('#N/A in place of a price (Rates C16) is expected_price "#N/A" at its cell, not the code 42 read as a price', () => {
    const r = tmp.build(
      mutated(rates20, (wb) => {
        sheet(wb, 'Rates').C16 = { t: 'e', v: 0x2a, w: '#N/A' };
      }),
    );
    const found = r.diag.list
      .filter((d) => d.severity === 'error')
      .map((d) => [d.code, d.cell, d.message.includes('#N/A')]);
    expect(found).toEqual([['expected_price', 'C16', true]]);
  });
});
