/**
 * Reprices filed by number (`files.reprices: '_R<n>'`, or by version, `'_v<n>'`: `_v2` the first
 * reprice): `<date>_R1.xlsx` is the date's first
 * reprice, its time the banners' and its number the file name's, which the banners' `REPRICE R1`
 * must repeat. Juniper Ridge's workbook of 2026-11-20 (14:05 MT) and a copy filed as its reprice.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import type { LenderProfile } from '../../compiler/lender-profile.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { juniperBook, writeJuniperWorkbooks } from '../fixture-lender/workbooks.ts';

const NUMBERED: LenderProfile = { ...JUNIPER, files: { ...JUNIPER.files, reprices: '_R<n>' } };
const REPRICE_FILE = 'JuniperRidge_Wholesale_RateSheet_2026-11-20_R1.xlsx';

/** Juniper Ridge's morning workbook, and a copy named `name` whose banners' second line is `banner`; compiled under `profile`. */
function compiled(profile: LenderProfile, name: string, banner: string) {
  const folder = mkdtempSync(join(tmpdir(), 'juniper-reprice-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  writeJuniperWorkbooks(folder);
  const wb = juniperBook();
  for (const tab of wb.SheetNames) wb.Sheets[tab]!.A2 = { t: 's', v: banner };
  mkdirSync(join(folder, 'juniper'), { recursive: true });
  XLSX.writeFile(wb, join(folder, 'juniper', name), { bookType: 'xlsx' });
  return buildAll(folder, { profiles: { juniper: profile } });
}

describe('reprices filed by number', () => {
  it('<date>_R1 is the first reprice, at the time its banners print', () => {
    const built = compiled(NUMBERED, REPRICE_FILE, 'Effective November 20, 2026 16:40 MT - REPRICE R1');
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    // 16:40 MT on 2026-11-20 (MST, UTC-07:00); the morning sheet's 14:05 before it.
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it('a banner numbering another reprice than the file name is refused at its cell', () => {
    const built = compiled(NUMBERED, REPRICE_FILE, 'Effective November 20, 2026 16:40 MT - REPRICE R2');
    const refused = built.diag.list.filter((d) => d.code === 'reprice_out_of_order');
    expect(refused.map((d) => [d.workbook, d.tab, d.cell, d.message])).toEqual([
      [REPRICE_FILE, 'Pricing', 'A2', 'the banner says REPRICE 2, but it is reprice 1 of 2026-11-20 by its file name'],
    ]);
    expect(built.artifacts.map((a) => a.reprice)).toEqual([0]);
  });

  it('a numbered file whose banners carry no reprice marker is refused', () => {
    const built = compiled(NUMBERED, REPRICE_FILE, 'Effective November 20, 2026 16:40 MT');
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.workbook])).toEqual([
      ['reprice_marker_mismatch', REPRICE_FILE],
    ]);
    expect(built.artifacts.map((a) => a.reprice)).toEqual([0]);
  });

  it('a profile filing reprices by time does not take _R1 for a reprice', () => {
    const built = compiled(JUNIPER, REPRICE_FILE, 'Effective November 20, 2026 16:40 MT - REPRICE R1');
    expect(built.diag.list.filter((d) => d.code === 'unknown_file').map((d) => [d.workbook, d.message])).toEqual([
      [REPRICE_FILE, 'file name matches none of JuniperRidge_Wholesale_RateSheet_<date>[_<HHMM>].xlsx'],
    ]);
    expect(built.artifacts.map((a) => a.reprice)).toEqual([0]);
  });
});

describe('reprices filed by version (`_v<n>`)', () => {
  const VERSIONED: LenderProfile = { ...JUNIPER, files: { ...JUNIPER.files, reprices: '_v<n>' } };
  it('<date>_v2 is the first reprice (the day\u2019s sheet its first version)', () => {
    const built = compiled(
      VERSIONED,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_v2.xlsx',
      'Effective November 20, 2026 16:40 MT - REPRICE R1',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it('<date>_v1 is the morning sheet itself (its banner no reprice), <date>_v2 the first reprice', () => {
    const folder = mkdtempSync(join(tmpdir(), 'juniper-v1-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    mkdirSync(join(folder, 'juniper'), { recursive: true });
    const morning = juniperBook();
    XLSX.writeFile(morning, join(folder, 'juniper', 'JuniperRidge_Wholesale_RateSheet_2026-11-20_v1.xlsx'));
    const reprice = juniperBook();
    for (const tab of reprice.SheetNames)
      reprice.Sheets[tab]!.A2 = { t: 's', v: 'Effective November 20, 2026 16:40 MT - REPRICE R1' };
    XLSX.writeFile(reprice, join(folder, 'juniper', 'JuniperRidge_Wholesale_RateSheet_2026-11-20_v2.xlsx'));
    const built = buildAll(folder, { profiles: { juniper: VERSIONED } });
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it('<date>_v3 whose banner says REPRICE R1 is refused: the file name makes it the second', () => {
    const built = compiled(
      VERSIONED,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_v3.xlsx',
      'Effective November 20, 2026 16:40 MT - REPRICE R1',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('reprice_out_of_order');
  });
});

describe('reprices filed by an edition letter (`_<letter>`: `_A` the morning sheet, `_B` the first reprice)', () => {
  const LETTERED: LenderProfile = { ...JUNIPER, files: { ...JUNIPER.files, reprices: '_<letter>' } };
  it('<date>_B is the first reprice', () => {
    const built = compiled(
      LETTERED,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_B.xlsx',
      'Effective November 20, 2026 16:40 MT - REPRICE R1',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it('<date>_C whose banner says REPRICE R1 is refused: the letter makes it the second', () => {
    const built = compiled(
      LETTERED,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_C.xlsx',
      'Effective November 20, 2026 16:40 MT - REPRICE R1',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('reprice_out_of_order');
  });
});

describe("reprices filed as a download's copy (` (<n>)`: ` (2)` the first) and marked in the lender's word (`REVISED`)", () => {
  const COPIES: LenderProfile = {
    ...JUNIPER,
    files: { ...JUNIPER.files, reprices: ' (<n>)' },
    banner: { ...JUNIPER.banner, repriceWord: 'Revised' },
  };
  it('<date> (2) whose banner says REVISED is the first reprice', () => {
    const built = compiled(
      COPIES,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20 (2).xlsx',
      'Effective November 20, 2026 16:40 MT - REVISED',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it("a banner in the lender's word in lower case is no marker: reprice_marker_mismatch", () => {
    const built = compiled(
      COPIES,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20 (2).xlsx',
      'Effective November 20, 2026 16:40 MT - revised rates',
    );
    expect(built.diag.list.map((d) => d.code)).toContain('reprice_marker_mismatch');
  });
});

describe('a morning sheet filed with its own word (`_AM`), reprices with another (`_PM1`): { word, morning }', () => {
  const AM_PM: LenderProfile = { ...JUNIPER, files: { ...JUNIPER.files, reprices: { word: 'PM', morning: 'AM' } } };
  it('<date>_AM is the morning sheet, <date>_PM1 the first reprice', () => {
    const folder = mkdtempSync(join(tmpdir(), 'juniper-am-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    mkdirSync(join(folder, 'juniper'), { recursive: true });
    XLSX.writeFile(juniperBook(), join(folder, 'juniper', 'JuniperRidge_Wholesale_RateSheet_2026-11-20_AM.xlsx'));
    const reprice = juniperBook();
    for (const tab of reprice.SheetNames)
      reprice.Sheets[tab]!.A2 = { t: 's', v: 'Effective November 20, 2026 16:40 MT - REPRICE R1' };
    XLSX.writeFile(reprice, join(folder, 'juniper', 'JuniperRidge_Wholesale_RateSheet_2026-11-20_PM1.xlsx'));
    const built = buildAll(folder, { profiles: { juniper: AM_PM } });
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });
});

describe('reprices filed by their number alone (`_<n>`)', () => {
  const BARE: LenderProfile = { ...JUNIPER, files: { ...JUNIPER.files, reprices: '_<n>' } };
  it('<date>_1 is the first reprice, at the time its banners print', () => {
    const built = compiled(
      BARE,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_1.xlsx',
      'Effective November 20, 2026 16:40 MT - REPRICE #1',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it('a time after the date (_1640) is no number of a reprice: the name is no rate sheet of the lender', () => {
    const built = compiled(
      BARE,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_1640.xlsx',
      'Effective November 20, 2026 16:40 MT - REPRICE #1',
    );
    expect(built.diag.list.filter((d) => d.code === 'unknown_file').map((d) => d.message)).toEqual([
      'file name matches none of JuniperRidge_Wholesale_RateSheet_<date>[_<n>].xlsx',
    ]);
  });
});

describe("a reprice filed by a word (`{ word: 'PM' }`), the day\u2019s one", () => {
  const WORDED: LenderProfile = { ...JUNIPER, files: { ...JUNIPER.files, reprices: { word: 'PM' } } };
  it('<date>_PM is the first reprice, at the time its banners print', () => {
    const built = compiled(
      WORDED,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_PM.xlsx',
      'Effective November 20, 2026 16:40 MT (Afternoon Reprice)',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it('a banner with no reprice marker is refused: the name marks a reprice', () => {
    const built = compiled(
      WORDED,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_PM.xlsx',
      'Effective November 20, 2026 16:40 MT',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([
      'reprice_marker_mismatch',
    ]);
  });
});

describe("a reprice's word after a space (`{ word: 'Revised' }`: `<date> Revised`), as after `_` or `-`", () => {
  const WORDED: LenderProfile = { ...JUNIPER, files: { ...JUNIPER.files, reprices: { word: 'Revised' } } };
  it.each([' Revised', '_Revised', '-Revised'])('<date>%s is the first reprice', (mark) => {
    const built = compiled(
      WORDED,
      `JuniperRidge_Wholesale_RateSheet_2026-11-20${mark}.xlsx`,
      'Effective November 20, 2026 16:40 MT (Revised Reprice)',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => a.reprice)).toEqual([0, 1]);
  });

  it('two spaces, or another word, match no form (unknown_file)', () => {
    for (const mark of ['  Revised', ' Revisions']) {
      const built = compiled(
        WORDED,
        `JuniperRidge_Wholesale_RateSheet_2026-11-20${mark}.xlsx`,
        'Effective November 20, 2026 16:40 MT (Revised Reprice)',
      );
      expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['unknown_file']);
    }
  });
});

describe("the day's issues numbered (`_<issue>`: `_2` the second, the first reprice), banners that mark no reprice (`marksReprices: false`)", () => {
  const ISSUES: LenderProfile = {
    ...JUNIPER,
    files: { ...JUNIPER.files, reprices: '_<issue>' },
    banner: { ...JUNIPER.banner, marksReprices: false },
  };
  const SECOND = 'JuniperRidge_Wholesale_RateSheet_2026-11-20_2.xlsx';

  it('_2 is reprice 1, at the time its banners print, with no marker in them', () => {
    const built = compiled(ISSUES, SECOND, 'Effective November 20, 2026 16:40 MT');
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it('_3 is reprice 2 by its name, the day\u2019s third issue', () => {
    const built = compiled(
      ISSUES,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_3.xlsx',
      'Effective November 20, 2026 16:40 MT',
    );
    expect(built.artifacts.map((a) => a.reprice)).toEqual([0, 2]);
  });

  it('a banner that marks a reprice all the same is refused: the profile says they mark none', () => {
    const built = compiled(ISSUES, SECOND, 'Effective November 20, 2026 16:40 MT - REPRICE R1');
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([
      'reprice_marker_mismatch',
    ]);
  });

  it('without marksReprices, the unmarked banner of _2 is refused as before', () => {
    const unmarked: LenderProfile = { ...ISSUES, banner: JUNIPER.banner };
    const built = compiled(unmarked, SECOND, 'Effective November 20, 2026 16:40 MT');
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([
      'reprice_marker_mismatch',
    ]);
  });
});

describe('every sheet filed with its time (`_<HHMM> on every sheet`)', () => {
  const TIMED: LenderProfile = { ...JUNIPER, files: { ...JUNIPER.files, reprices: '_<HHMM> on every sheet' } };
  /** Juniper Ridge's workbook filed as each `[time, banner]`, alone in its folder, compiled under TIMED. */
  function timed(...sheets: [string, string][]) {
    const folder = mkdtempSync(join(tmpdir(), 'juniper-timed-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    mkdirSync(join(folder, 'juniper'), { recursive: true });
    for (const [time, banner] of sheets) {
      const wb = juniperBook();
      for (const tab of wb.SheetNames) wb.Sheets[tab]!.A2 = { t: 's', v: banner };
      XLSX.writeFile(wb, join(folder, 'juniper', `JuniperRidge_Wholesale_RateSheet_2026-11-20_${time}.xlsx`));
    }
    return buildAll(folder, { profiles: { juniper: TIMED } });
  }

  it("the day's earliest is its morning sheet, each later one a reprice, each at its file's time", () => {
    const built = timed(
      ['1405', 'Effective November 20, 2026 14:05 MT'],
      ['1640', 'Effective November 20, 2026 16:40 MT - REPRICE R1'],
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it("a morning sheet's banner time other than its file's is refused, as a reprice's is", () => {
    const built = timed(['1405', 'Effective November 20, 2026 14:06 MT']);
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([
      'effective_time_mismatch',
    ]);
  });

  it('a name without its time is no rate sheet of the lender', () => {
    const folder = mkdtempSync(join(tmpdir(), 'juniper-untimed-'));
    writeJuniperWorkbooks(folder);
    const built = buildAll(folder, { profiles: { juniper: TIMED } });
    rmSync(folder, { recursive: true, force: true });
    expect(built.diag.list.filter((d) => d.code === 'unknown_file').map((d) => d.message)).toEqual([
      'file name matches none of JuniperRidge_Wholesale_RateSheet_<date>_<HHMM>.xlsx',
    ]);
  });
});

describe('a name printing its time where it stands (`<HHMM>` in the name)', () => {
  const DASHED: LenderProfile = {
    ...JUNIPER,
    files: { ...JUNIPER.files, rateSheet: 'JuniperRidge-Wholesale-<date>-<HHMM>.xlsx' },
  };
  it("every sheet timed: the day's earliest its morning sheet, a later one a reprice", () => {
    const folder = mkdtempSync(join(tmpdir(), 'juniper-dashed-'));
    mkdirSync(join(folder, 'juniper'), { recursive: true });
    for (const [time, banner] of [
      ['1405', 'Effective November 20, 2026 14:05 MT'],
      ['1640', 'Effective November 20, 2026 16:40 MT - REPRICE R1'],
    ] as const) {
      const wb = juniperBook();
      for (const tab of wb.SheetNames) wb.Sheets[tab]!.A2 = { t: 's', v: banner };
      XLSX.writeFile(wb, join(folder, 'juniper', `JuniperRidge-Wholesale-2026-11-20-${time}.xlsx`));
    }
    const built = buildAll(folder, { profiles: { juniper: DASHED } });
    rmSync(folder, { recursive: true, force: true });
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });
});

describe("reprices filed by a word and their number (`{ word: 'rev' }`: `_rev1`, `_rev2`)", () => {
  const REVISED: LenderProfile = { ...JUNIPER, files: { ...JUNIPER.files, reprices: { word: 'rev' } } };
  it('<date>_rev1 is the first reprice; its banner must say so', () => {
    const built = compiled(
      REVISED,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_rev1.xlsx',
      'Effective November 20, 2026 16:40 MT - REPRICE R1',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => a.reprice)).toEqual([0, 1]);
  });

  it('<date>_rev2 whose banner says REPRICE R1 is refused: its name makes it the second', () => {
    const built = compiled(
      REVISED,
      'JuniperRidge_Wholesale_RateSheet_2026-11-20_rev2.xlsx',
      'Effective November 20, 2026 16:40 MT - REPRICE R1',
    );
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('reprice_out_of_order');
  });
});

describe('sheets filed by a sheet number alone (`<number>`: the banners date them)', () => {
  const BY_NUMBER: LenderProfile = {
    ...JUNIPER,
    files: { ...JUNIPER.files, rateSheet: 'JuniperRidge_Sheet_<number>.xlsx' },
  };
  const folder = mkdtempSync(join(tmpdir(), 'juniper-number-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'juniper'), { recursive: true });
  const write = (name: string, banner?: string) => {
    const wb = juniperBook();
    if (banner) for (const tab of wb.SheetNames) wb.Sheets[tab]!.A2 = { t: 's', v: banner };
    XLSX.writeFile(wb, join(folder, 'juniper', name), { bookType: 'xlsx' });
  };
  // the reprice filed first by number: the banners, not the numbers, order them
  write('JuniperRidge_Sheet_2026-0412.xlsx', 'Effective November 20, 2026 16:40 MT - REPRICE R1');
  write('JuniperRidge_Sheet_2026-0411.xlsx');
  write('JuniperRidge_Sheet_draft.xlsx');
  const built = buildAll(folder, { profiles: { juniper: BY_NUMBER } });

  it('the morning sheet (14:05 MT) and its reprice (16:40 MT, REPRICE R1), dated and ordered by their banners', () => {
    expect(built.diag.list.filter((d) => d.severity === 'error' && d.code !== 'unknown_file')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([
      ['2026-11-20T14:05:00-07:00', 0],
      ['2026-11-20T16:40:00-07:00', 1],
    ]);
  });

  it('a name whose number is no number is unknown_file', () => {
    expect(built.diag.list.filter((d) => d.code === 'unknown_file').map((d) => d.workbook)).toEqual([
      'JuniperRidge_Sheet_draft.xlsx',
    ]);
  });
});
