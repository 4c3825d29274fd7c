/**
 * A banner whose date is a date cell, not text: Juniper Ridge's workbook with A2 of every tab
 * rewritten as the serial 46346.5868… (2026-11-20 14:05) formatted `"Effective "yyyy"."mm"."dd"
 * ("ddd") "hh:mm" MST"`. The compiler reads the text the cell shows (compiler/sheet.ts), so the
 * banner's form is declared as for text: `YYYY.MM.DD (Weekday)`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { writeJuniperWorkbooks } from '../fixture-lender/workbooks.ts';

const folder = mkdtempSync(join(tmpdir(), 'juniper-date-cell-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const [path] = writeJuniperWorkbooks(folder);
const book = XLSX.readFile(path!, { cellNF: true });
// 2026-11-20 is serial 46346; 14:05 is 845 / 1440 of a day
const SERIAL = 46346 + 845 / 1440;
for (const name of book.SheetNames)
  book.Sheets[name]!.A2 = { t: 'n', v: SERIAL, z: '"Effective "yyyy"."mm"."dd" ("ddd") "hh:mm" MST"' };
XLSX.writeFile(book, path!, { bookType: 'xlsx' });

const built = (dates: readonly string[]) =>
  buildAll(folder, { profiles: { juniper: { ...JUNIPER, banner: { ...JUNIPER.banner, dates } } } });

describe('a banner printed by a date cell', () => {
  it('read as the text it shows: 2026.11.20 (Fri) 14:05 MST, the moment 14:05 at UTC-7', () => {
    const sheet = built(['YYYY.MM.DD (Weekday)']);
    expect(sheet.diag.list).toEqual([]);
    expect(sheet.artifacts[0]!.effective_at).toBe('2026-11-20T14:05:00-07:00');
  });

  it('in a form the profile does not declare: missing_effective_date quoting the text shown', () => {
    const sheet = built(['Month D, YYYY']);
    expect(sheet.diag.list.map((d) => d.code)).toContain('missing_effective_date');
    expect(sheet.diag.list.map((d) => d.message).join('\n')).toContain('Effective 2026.11.20 (Fri) 14:05 MST');
  });
});
