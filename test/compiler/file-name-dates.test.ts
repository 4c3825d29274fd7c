/**
 * A file name's date in the form the profile declares (`files.date`: YYYY, MM and DD and what stands
 * between them; YYYY-MM-DD by default): Juniper Ridge's workbook of 2026-11-20 filed under other
 * names, compiled under its profile with and without the form.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import type { LenderProfile } from '../../compiler/lender-profile.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { juniperBook } from '../fixture-lender/workbooks.ts';

const withDate = (date: string): LenderProfile => ({ ...JUNIPER, files: { ...JUNIPER.files, date } });

/** Juniper Ridge's workbook of 2026-11-20 filed as `name` alone, compiled under `profile`. */
function filedAs(name: string, profile: LenderProfile) {
  const folder = mkdtempSync(join(tmpdir(), 'juniper-dates-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'juniper'));
  XLSX.writeFile(juniperBook(), join(folder, 'juniper', name), { bookType: 'xlsx' });
  return buildAll(folder, { profiles: { juniper: profile } });
}
const errors = (built: ReturnType<typeof filedAs>) =>
  built.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.message]);

describe('file names dated in the form the profile declares', () => {
  it('YYYYMMDD: 20261120 is the sheet of 2026-11-20', () => {
    const built = filedAs('JuniperRidge_Wholesale_RateSheet_20261120.xlsx', withDate('YYYYMMDD'));
    expect(errors(built)).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_date, a.effective_at])).toEqual([
      ['2026-11-20', '2026-11-20T14:05:00-07:00'],
    ]);
  });

  it('MM-DD-YYYY: 11-20-2026 likewise', () => {
    const built = filedAs('JuniperRidge_Wholesale_RateSheet_11-20-2026.xlsx', withDate('MM-DD-YYYY'));
    expect(built.artifacts.map((a) => a.effective_date)).toEqual(['2026-11-20']);
  });

  it('MMDDYY: 112026 is 2026-11-20, a two-digit year this century', () => {
    const built = filedAs('JuniperRidge_Wholesale_RateSheet_112026.xlsx', withDate('MMDDYY'));
    expect(built.artifacts.map((a) => a.effective_date)).toEqual(['2026-11-20']);
  });

  it('DD-Mon-YYYY: 20-Nov-2026 (or 20-NOV-2026) likewise; a month abbreviation of none is no calendar date', () => {
    for (const name of ['20-Nov-2026', '20-NOV-2026']) {
      const built = filedAs(`JuniperRidge_Wholesale_RateSheet_${name}.xlsx`, withDate('DD-Mon-YYYY'));
      expect(built.artifacts.map((a) => a.effective_date)).toEqual(['2026-11-20']);
    }
    const built = filedAs('JuniperRidge_Wholesale_RateSheet_20-Nox-2026.xlsx', withDate('DD-Mon-YYYY'));
    expect(errors(built)).toEqual([['unknown_file', "the file name's date 2026-00-20 is no calendar date"]]);
  });

  it('a date in the form that is no calendar date is refused', () => {
    const built = filedAs('JuniperRidge_Wholesale_RateSheet_20261320.xlsx', withDate('YYYYMMDD'));
    expect(errors(built)).toEqual([['unknown_file', "the file name's date 2026-13-20 is no calendar date"]]);
  });

  it('without the form, YYYYMMDD is no file of the lender: the message names the form expected', () => {
    const built = filedAs('JuniperRidge_Wholesale_RateSheet_20261120.xlsx', JUNIPER);
    expect(errors(built)).toEqual([
      ['unknown_file', 'file name matches none of JuniperRidge_Wholesale_RateSheet_<date>[_<HHMM>].xlsx'],
    ]);
    const other = filedAs('JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx', withDate('YYYYMMDD'));
    expect(errors(other)).toEqual([
      ['unknown_file', 'file name matches none of JuniperRidge_Wholesale_RateSheet_<YYYYMMDD>[_<HHMM>].xlsx'],
    ]);
  });

  it('a reprice word: the message names each form the name may print it in (after _, - or a space)', () => {
    const revised = { ...JUNIPER, files: { ...JUNIPER.files, reprices: { word: 'Revised' } } };
    const built = filedAs('JuniperRidge_Wholesale_RateSheet_2026-11-20.Revised.xlsx', revised);
    expect(errors(built)).toEqual([
      [
        'unknown_file',
        'file name matches none of JuniperRidge_Wholesale_RateSheet_<date>[_Revised|-Revised| Revised].xlsx',
      ],
    ]);
    // each form named is read: the dash's
    expect(errors(filedAs('JuniperRidge_Wholesale_RateSheet_2026-11-20-Revised.xlsx', revised))).not.toContainEqual(
      expect.arrayContaining(['unknown_file']),
    );
  });
});
