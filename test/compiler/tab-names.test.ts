/**
 * A tab named by its day (`Pricing 11.20.26`, a reprice's `Pricing 11.20.26 R1`): declared with a `*`
 * for the text that changes (TabRef `tab: 'Pricing *'`), the one tab it fits is read; none, or two,
 * is refused naming the tabs there are. Juniper Ridge's workbook with its Pricing tab renamed.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { JUNIPER_2026_11_20, juniperBook } from '../fixture-lender/workbooks.ts';

const DATED: DeclaredProfile = {
  ...JUNIPER,
  tables: JUNIPER.tables.map((t) => (t.means === 'base prices' ? { ...t, at: { tab: 'Pricing *' } } : t)),
};

/** Juniper Ridge's workbook with its Pricing tab under each of `names` (the first replacing it), compiled under DATED. */
function pricingNamed(...names: string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'juniper-tabs-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'juniper'));
  const wb = juniperBook();
  const pricing = wb.Sheets.Pricing!;
  delete wb.Sheets.Pricing;
  wb.SheetNames = wb.SheetNames.filter((n) => n !== 'Pricing');
  for (const name of names) XLSX.utils.book_append_sheet(wb, { ...pricing }, name);
  XLSX.writeFile(wb, join(folder, 'juniper', JUNIPER_2026_11_20.file), { bookType: 'xlsx' });
  return buildAll(folder, { profiles: { juniper: DATED } });
}

describe('a tab named by its day', () => {
  it('`Pricing *` reads `Pricing 11.20.26`: the sheet compiles, its ladders the tab’s', () => {
    const built = pricingNamed('Pricing 11.20.26');
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts[0]!.programs[0]!.ladder?.tab).toBe('Pricing 11.20.26');
  });

  it('and `Pricing 11.20.26 R1`, any text after the name', () => {
    expect(pricingNamed('Pricing 11.20.26 R1').artifacts).toHaveLength(1);
  });

  it('two tabs it fits are refused (duplicate_tab); a name it does not fit is missing_tab', () => {
    const two = pricingNamed('Pricing 11.20.26', 'Pricing 11.19.26');
    expect(two.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('duplicate_tab');
    const none = pricingNamed('Prices 11.20.26');
    expect(none.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('missing_tab');
  });
});
