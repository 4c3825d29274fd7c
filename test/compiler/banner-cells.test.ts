/**
 * A banner printed across cells of its row (`Effective` | `November 20, 2026` | `14:05 MT`) reads as
 * one line, a cell a merge covers no gap: Juniper Ridge's workbook of 2026-11-20 with its second banner
 * row split into three cells.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { JUNIPER_2026_11_20, juniperBook } from '../fixture-lender/workbooks.ts';

/** Juniper Ridge's workbook with the cells of its second banner row on every tab replaced by `cells` (A2, B2, …), compiled. */
function bannerIn(cells: readonly string[], profile = JUNIPER, merges: readonly string[] = []) {
  const folder = mkdtempSync(join(tmpdir(), 'juniper-banner-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'juniper'));
  const wb = juniperBook();
  for (const tab of wb.SheetNames) {
    const ws = wb.Sheets[tab]!;
    ws['!merges'] = [
      ...(ws['!merges'] ?? []).filter((m) => m.s.r !== 1),
      ...merges.map((m) => XLSX.utils.decode_range(m)),
    ];
    cells.forEach((v, c) => {
      ws[XLSX.utils.encode_cell({ r: 1, c })] = { t: 's', v };
    });
    // the tab's range reaches the last of them (a narrow tab's would stop short)
    const range = XLSX.utils.decode_range(ws['!ref']!);
    range.e.c = Math.max(range.e.c, cells.length - 1);
    ws['!ref'] = XLSX.utils.encode_range(range);
  }
  XLSX.writeFile(wb, join(folder, 'juniper', JUNIPER_2026_11_20.file), { bookType: 'xlsx' });
  return buildAll(folder, { profiles: { juniper: profile } });
}

describe('a banner printed across cells of its row', () => {
  it('reads the lead, the date and the time from adjacent cells', () => {
    const built = bannerIn(['Effective', 'November 20, 2026', '14:05 MT']);
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => a.effective_at)).toEqual(['2026-11-20T14:05:00-07:00']);
  });

  it('stops at the first blank cell: a time past it is not the banner’s', () => {
    const built = bannerIn(['Effective', 'November 20, 2026', '', '14:05 MT']);
    // no time, so no zone after it either; nothing is compiled
    expect(new Set(built.diag.list.filter((d) => d.severity === 'error').map((d) => d.code))).toEqual(
      new Set(['missing_effective_time', 'effective_zone_mismatch']),
    );
    expect(built.artifacts).toEqual([]);
  });
});

describe('a banner of merged cells (A2:B2 the date, C2:D2 the time)', () => {
  it('reads past the cell a merge covers: B2 under A2 is no blank', () => {
    const built = bannerIn(['Effective November 20, 2026', '', 'Time: 14:05 MT'], JUNIPER, ['A2:B2', 'C2:D2']);
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => a.effective_at)).toEqual(['2026-11-20T14:05:00-07:00']);
  });

  it('stops at a blank cell no merge covers: the same cells unmerged', () => {
    const built = bannerIn(['Effective November 20, 2026', '', 'Time: 14:05 MT']);
    expect(built.artifacts).toEqual([]);
  });
});

describe('a zone printed as a word', () => {
  const MOUNTAIN = { ...JUNIPER, zoneLabels: { generic: 'Mountain', standard: 'MST', daylight: 'MDT' } };
  it('is read whatever its case: `14:05 Mountain` and `14:05 MOUNTAIN` are 14:05 in America/Denver', () => {
    for (const time of ['14:05 Mountain', '14:05 MOUNTAIN']) {
      const built = bannerIn(['Effective', 'November 20, 2026', time], MOUNTAIN);
      expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
      expect(built.artifacts.map((a) => a.effective_at)).toEqual(['2026-11-20T14:05:00-07:00']);
    }
  });

  it('in parentheses: `14:05 (Mountain)` and `14:05 (MST)` are 14:05 in America/Denver', () => {
    for (const time of ['14:05 (Mountain)', '14:05 (MST)']) {
      const built = bannerIn(['Effective', 'November 20, 2026', time], MOUNTAIN);
      expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
      expect(built.artifacts.map((a) => a.effective_at)).toEqual(['2026-11-20T14:05:00-07:00']);
    }
  });

  it('a longer word is not it: `14:05 Mountainside` is effective_zone_mismatch', () => {
    const built = bannerIn(['Effective', 'November 20, 2026', '14:05 Mountainside'], MOUNTAIN);
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.message])).toEqual([
      [
        'effective_zone_mismatch',
        expect.stringContaining(
          "expected the lender's time zone (Mountain / MST / MDT) after the time, found MOUNTAINSIDE",
        ),
      ],
    ]);
  });
});
