/**
 * A file name's date must be a calendar date: one that is none (month 13, February 29 of 2026) names
 * no day a sheet could be in force on, and is an `unknown_file` of no sheet, the compile going on
 * (before, a rate sheet so named whose banners said the same "date" threw while computing its moment).
 */
import { describe, expect, it } from 'vitest';
import { diagnostic, FILES, useTempSheets } from './compile-runs.ts';
import { readBook, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();

/** Bayshore's 11-23 sheet with every banner (B3) saying `banner`, filed under `name`. */
function agencyAs(name: string, banner: string) {
  const wb = readBook(FILES.agency23);
  for (const tab of wb.SheetNames) setCell(sheet(wb, tab), 'B3', banner);
  return { [name]: wb };
}

describe('a date in a file name that is no calendar date', () => {
  it('a rate sheet of 2026-13-01 whose banners say 13/01/2026: unknown_file, the other lender still compiled', () => {
    const name = 'BayshoreHomeFunding_Agency_RateSheet_2026-13-01.xlsx';
    const r = tmp.build(agencyAs(name, 'Rates Effective: 13/01/2026 9:00 AM ET'), [FILES.rates23, FILES.matrix23]);
    expect(r.general).toEqual([
      diagnostic('unknown_file', name, '', '', "the file name's date 2026-13-01 is no calendar date"),
    ]);
    expect(r.sheets.map((s) => s.file)).toEqual([FILES.rates23]);
    expect(r.artifacts.map((a) => a.effective_at)).toEqual(['2026-11-23T08:30:00-08:00']);
  });

  it('a program matrix of 2026-02-29 (2026 is no leap year): unknown_file', () => {
    const name = 'GranitePeak_NonQM_ProgramMatrix_2026-02-29.xlsx';
    const r = tmp.build({ [name]: readBook(FILES.matrix23) }, []);
    expect(r.diag.list).toEqual([
      diagnostic('unknown_file', name, '', '', "the file name's date 2026-02-29 is no calendar date"),
    ]);
  });

  it('the other side: 2026-02-27, a real Friday, is read as a sheet of that date', () => {
    const name = 'BayshoreHomeFunding_Agency_RateSheet_2026-02-27.xlsx';
    const r = tmp.build(agencyAs(name, 'Rates Effective: Friday, February 27, 2026  9:00 AM ET'), []);
    expect(r.diag.list).toEqual([]);
    // EST on 2026-02-27; it expires Monday March 2 at 11:00 AM ET
    expect(r.artifacts.map((a) => [a.effective_at, a.expires_at])).toEqual([
      ['2026-02-27T09:00:00-05:00', '2026-03-02T11:00:00-05:00'],
    ]);
  });
});
