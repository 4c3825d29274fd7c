/**
 * A banner's lead words and the tabs that print it, declared (compiler/profile.ts BannerForms):
 * Juniper Ridge's workbook with its banner rewritten `Rates as of November 20, 2026 14:05 MT` on the
 * first tab (Pricing) and no date on the others, compiled with `lead: 'Rates as of'` and `tabs:
 * 'first tab'`; each left out, the compiler says what it expected where.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { writeJuniperWorkbooks } from '../fixture-lender/workbooks.ts';

const folder = mkdtempSync(join(tmpdir(), 'juniper-banner-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const [path] = writeJuniperWorkbooks(folder);
const book = XLSX.readFile(path!, { cellNF: true });
book.SheetNames.forEach((name, i) => {
  // row 2 of each tab is the date line: the first tab's rewritten, the others' left blank
  XLSX.utils.sheet_add_aoa(book.Sheets[name]!, [[i === 0 ? 'Rates as of November 20, 2026 14:05 MT' : '']], {
    origin: 'A2',
  });
});
XLSX.writeFile(book, path!, { bookType: 'xlsx' });

const withBanner = (banner: Partial<DeclaredProfile['banner']>) =>
  buildAll(folder, { profiles: { juniper: { ...JUNIPER, banner: { ...JUNIPER.banner, ...banner } } } });
const found = (built: ReturnType<typeof withBanner>) => built.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`);

describe('a banner led by other words, on the first tab only', () => {
  it('declared: no finding, the moment the banner prints (14:05 MT, UTC-7 in November)', () => {
    const built = withBanner({ lead: 'Rates as of', tabs: 'first tab' });
    expect(found(built)).toEqual([]);
    expect(built.artifacts[0]!.effective_at).toBe('2026-11-20T14:05:00-07:00');
  });

  it('without the lead words: no banner found on the first tab', () => {
    expect(found(withBanner({ tabs: 'first tab' }))).toEqual(['missing_effective_date Pricing!']);
  });

  it('without first tab: every other tab lacks its banner, each said', () => {
    const built = withBanner({ lead: 'Rates as of' });
    expect(found(built)).toEqual(
      [...XLSX.readFile(path!).SheetNames.slice(1)].map((tab) => `missing_effective_date ${tab}!`),
    );
  });
});
