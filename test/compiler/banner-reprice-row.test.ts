/**
 * A reprice whose marker stands on another banner row than the date (`INTRADAY REPRICE #1` on the
 * row above `Effective November 20, 2026 15:30 MT`): Juniper Ridge's workbook and its reprice filed
 * `_1530`, every tab's A2 the reprice's time and A1 the marker (compiler/effective-date.ts reads a
 * marker from any cell of the banner rows when the date's own cell prints none).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { juniperBook, writeJuniperWorkbooks } from '../fixture-lender/workbooks.ts';

function folderWith(marker: string | null) {
  const folder = mkdtempSync(join(tmpdir(), 'juniper-reprice-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const [morning] = writeJuniperWorkbooks(folder);
  const book = juniperBook();
  for (const name of book.SheetNames) {
    const ws = book.Sheets[name]!;
    ws.A2 = { t: 's', v: 'Effective November 20, 2026 15:30 MT' };
    // the row above the date (row 3 is the row above Juniper Ridge's tables, their titles' row)
    if (marker) ws.A1 = { t: 's', v: `Juniper Ridge Mortgage — Wholesale Rate Sheet  |  ${marker}` };
  }
  XLSX.writeFile(book, morning!.replace('.xlsx', '_1530.xlsx'), { bookType: 'xlsx' });
  return buildAll(folder, { profiles: { juniper: JUNIPER } });
}

describe('a reprice marked on the row under the date', () => {
  it('read: the reprice is number 1, effective 15:30 MT', () => {
    const built = folderWith('INTRADAY REPRICE #1: replaces the morning sheet');
    expect(built.diag.list).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T15:30:00-07:00', 1],
    ]);
  });

  it('no marker on any banner row: reprice_marker_mismatch on every tab of the reprice', () => {
    const built = folderWith(null);
    expect(new Set(built.diag.list.map((d) => d.code))).toEqual(new Set(['reprice_marker_mismatch']));
  });
});
