/**
 * A companion workbook sent once a month (Files.companions named with `<month>`, Files.month its
 * form): it pairs with every rate sheet of its month, its banners unchecked (its name's month is its
 * date). Juniper Ridge's sheet of 2026-11-20 and a reprice of the same day, its Eligibility tab moved
 * into `JuniperRidge_Guidelines_Nov2026.xlsx`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { juniperBook, writeJuniperWorkbooks } from '../fixture-lender/workbooks.ts';

const MONTHLY: DeclaredProfile = {
  ...JUNIPER,
  files: { ...JUNIPER.files, companions: { guidelines: 'JuniperRidge_Guidelines_<month>.xlsx' }, month: 'MonYYYY' },
  tables: JUNIPER.tables.map((t) =>
    t.means === 'eligibility rules' ? { ...t, at: { book: 'guidelines', tab: 'Eligibility' } } : t,
  ),
};

/** Juniper Ridge's sheet of 2026-11-20, its reprice at 16:40, and a guidelines workbook named `guidelines` (its Eligibility tab, headed `November 2026`). */
function compiled(guidelines: string) {
  const folder = mkdtempSync(join(tmpdir(), 'juniper-monthly-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const [morning] = writeJuniperWorkbooks(folder);
  const reprice = juniperBook();
  for (const tab of reprice.SheetNames)
    reprice.Sheets[tab]!.A2 = { t: 's', v: 'Effective November 20, 2026 16:40 MT - REPRICE R1' };
  XLSX.writeFile(reprice, morning!.replace('.xlsx', '_1640.xlsx'), { bookType: 'xlsx' });
  const book = XLSX.utils.book_new();
  const eligibility = juniperBook().Sheets.Eligibility!;
  eligibility.A2 = { t: 's', v: 'Program Guidelines — November 2026' };
  XLSX.utils.book_append_sheet(book, eligibility, 'Eligibility');
  XLSX.writeFile(book, join(folder, 'juniper', guidelines), { bookType: 'xlsx' });
  return buildAll(folder, { profiles: { juniper: MONTHLY } });
}

describe('a companion sent once a month', () => {
  it('pairs with every rate sheet of its month, the morning sheet and the reprice', () => {
    const built = compiled('JuniperRidge_Guidelines_Nov2026.xlsx');
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.sources])).toEqual([
      [
        '2026-11-20T14:05:00-07:00',
        ['JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx', 'JuniperRidge_Guidelines_Nov2026.xlsx'],
      ],
      [
        '2026-11-20T16:40:00-07:00',
        ['JuniperRidge_Wholesale_RateSheet_2026-11-20_1640.xlsx', 'JuniperRidge_Guidelines_Nov2026.xlsx'],
      ],
    ]);
    // its rules read from it: the Min FICO of every program
    expect(built.artifacts[0]!.programs.map((p) => p.doc_types[0]!.min_fico)).toEqual([660, 660, 700]);
  });

  it("another month's is none of November's sheets: each unpaired, and it pairs with no sheet", () => {
    const built = compiled('JuniperRidge_Guidelines_Oct2026.xlsx');
    expect(built.artifacts).toEqual([]);
    expect(built.diag.list.filter((d) => d.code === 'unpaired_workbook').map((d) => d.message)).toEqual([
      'no rate sheet workbook for 2026-10',
      'no guidelines workbook for 2026-11-20',
      'no guidelines workbook for 2026-11-20',
    ]);
  });

  it('a name whose month is none (Foo2026) matches no form (unknown_file)', () => {
    const built = compiled('JuniperRidge_Guidelines_Foo2026.xlsx');
    expect(built.diag.list.filter((d) => d.code === 'unknown_file').map((d) => d.workbook)).toEqual([
      'JuniperRidge_Guidelines_Foo2026.xlsx',
    ]);
  });
});
