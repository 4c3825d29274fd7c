/**
 * Intraday reprices (issue 13, sheets/README.md §1): a reprice is a rate sheet filed as
 * `<date>_<HHMM>.xlsx` whose every banner prints that time, the lender's zone and `REPRICE n`; it
 * compiles to its own artifact (effective at the banner's moment, numbered n) paired with its date's
 * companion workbooks. Both lenders: Granite Peak's real 1:15 PM reprice, and a Bayshore reprice made
 * here from the 11-23 sheet. A banner that disagrees with the file name is refused, naming the cell,
 * once for the workbook when every tab says the same thing (issue 12). Errors are compared; warnings
 * (notes, announcements) never refuse a sheet and are another test's subject.
 */
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import { parseBanner } from '../../compiler/effective-date.ts';
import { BAYSHORE } from '../../compiler/profiles/bayshore.ts';
import { CEDAR_HOLLOW } from '../../compiler/profiles/cedar-hollow.ts';
import { GRANITE_PEAK } from '../../compiler/profiles/granite-peak.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { program } from './artifact-parts.ts';
import { diagnostic, FILES, fixtureBuild, useTempSheets } from './compile-runs.ts';
import { readBook, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();

/** A real workbook with every tab's banner (B3 on each tab of both lenders) set to `banner`. */
function bannered(file: string, banner: string, edit?: (wb: XLSX.WorkBook) => void): XLSX.WorkBook {
  const wb = readBook(file);
  for (const tab of wb.SheetNames) setCell(sheet(wb, tab), 'B3', banner);
  edit?.(wb);
  return wb;
}

const moments = (artifacts: Artifact[], lender: string) =>
  artifacts
    .filter((a) => a.lender_slug === lender)
    .map((a) => ({ effective_at: a.effective_at, reprice: a.reprice, expires_at: a.expires_at, sources: a.sources }));

const NONQM_TABS =
  'Rates, Full Doc LLPA, Expanded Doc LLPA, DSCR LLPA, MU-MX LLPA, ITIN LLPA, FN LLPA, PPP, Price Caps';
const AGENCY_TABS = 'Conventional, LLPA, State Adjusters, Guidelines';

/** Granite Peak's and Bayshore's date forms, both on a 12-hour clock. */
const TWELVE_HOUR = { dates: [...GRANITE_PEAK.banner.dates, ...BAYSHORE.banner.dates], clock: '12-hour' } as const;

describe("each lender's banner, morning and reprice (sheets/README.md §1)", () => {
  it('Granite Peak and Bayshore print 12-hour times, Cedar Hollow 24-hour ones', () => {
    expect([GRANITE_PEAK.banner.clock, BAYSHORE.banner.clock, CEDAR_HOLLOW.banner.clock]).toEqual([
      '12-hour',
      '12-hour',
      '24-hour',
    ]);
  });

  it.each([
    ['Effective: 11/23/2026 8:30 AM PT', { date: '2026-11-23', minutes: 510, zone: 'PT', reprice: null }],
    ['Effective: 11/23/2026 1:15 PM PT — REPRICE #1', { date: '2026-11-23', minutes: 795, zone: 'PT', reprice: 1 }],
    [
      'Rates Effective: Monday, November 23, 2026  9:00 AM ET',
      { date: '2026-11-23', minutes: 540, zone: 'ET', reprice: null },
    ],
    [
      'Rates Effective: Monday, November 23, 2026  2:05 PM ET  (REPRICE 1)',
      { date: '2026-11-23', minutes: 845, zone: 'ET', reprice: 1 },
    ],
    ['Effective: 11/23/2026 12:05 AM PT', { date: '2026-11-23', minutes: 5, zone: 'PT', reprice: null }],
    ['Effective: 11/23/2026 12:30 PM PT — REPRICE #12', { date: '2026-11-23', minutes: 750, zone: 'PT', reprice: 12 }],
    ['Effective: 11/23/2026', { date: '2026-11-23', minutes: null, zone: null, reprice: null }],
    // the number before the word
    [
      'Effective: 11/23/2026 12:45 PM PT  (R1 - Intraday Reprice)',
      { date: '2026-11-23', minutes: 765, zone: 'PT', reprice: 1 },
    ],
    // a reprice in words in parentheses, no number: the first
    [
      'Effective: 11/23/2026 1:40 PM PT  (Afternoon Reprice)',
      { date: '2026-11-23', minutes: 820, zone: 'PT', reprice: 1 },
    ],
    // the word alone in capitals, no number: the first; in lower case, no marker
    ['Effective: 11/23/2026 2:00 PM PT  **REPRICE**', { date: '2026-11-23', minutes: 840, zone: 'PT', reprice: 1 }],
    [
      'Effective: 11/23/2026 2:00 PM PT  prices subject to reprice',
      { date: '2026-11-23', minutes: 840, zone: 'PT', reprice: null },
    ],
    // an R and a number far from the word is no marker: more than 20 characters stand between them
    [
      'Effective: 11/23/2026 12:45 PM PT  R1 of the rate sheets, no intraday reprice',
      { date: '2026-11-23', minutes: 765, zone: 'PT', reprice: null },
    ],
  ])('%s', (text, banner) => {
    expect(parseBanner(text, TWELVE_HOUR)).toEqual(banner);
  });

  // Cedar Hollow: row 2, a 24-hour clock, "(Reprice 1)"
  it.each([
    ['Pricing effective 11/20/2026 at 08:00 CT', { date: '2026-11-20', minutes: 480, zone: 'CT', reprice: null }],
    [
      'Pricing effective 11/23/2026 at 14:30 CT (Reprice 1)',
      { date: '2026-11-23', minutes: 870, zone: 'CT', reprice: 1 },
    ],
    ['Pricing effective 11/23/2026 at 00:05 CST', { date: '2026-11-23', minutes: 5, zone: 'CST', reprice: null }],
    ['Pricing effective 11/23/2026 at 23:59 CT', { date: '2026-11-23', minutes: 1439, zone: 'CT', reprice: null }],
    // no 24:00, and a 12-hour time on a 24-hour clock is no time (its "PM" is no zone either: refused)
    ['Pricing effective 11/23/2026 at 24:00 CT', { date: '2026-11-23', minutes: null, zone: 'CT', reprice: null }],
    ['Pricing effective 11/23/2026 at 2:30 PM CT', { date: '2026-11-23', minutes: null, zone: 'PM', reprice: null }],
  ])('%s (24-hour clock)', (text, banner) => {
    expect(parseBanner(text, CEDAR_HOLLOW.banner)).toEqual(banner);
  });
});

describe("Granite Peak's real reprice of 2026-11-23 at 1:15 PM PT", () => {
  const real = fixtureBuild();
  const artifacts = real.artifacts.filter((a) => a.effective_date === '2026-11-23');
  const [morning, reprice] = artifacts.filter((a) => a.lender_slug === 'non-qm');

  it('is its own artifact, after the morning sheet, paired with the 11-23 program matrix', () => {
    expect(real.diag.errors).toEqual([]);
    expect(moments(artifacts, 'non-qm')).toEqual([
      {
        effective_at: '2026-11-23T08:30:00-08:00',
        reprice: 0,
        expires_at: '2026-11-24T10:00:00-08:00',
        sources: [FILES.rates23, FILES.matrix23],
      },
      {
        // Rates!B3 "Effective: 11/23/2026 1:15 PM PT — REPRICE #1"; PST in November: -08:00.
        effective_at: '2026-11-23T13:15:00-08:00',
        reprice: 1,
        expires_at: '2026-11-24T10:00:00-08:00',
        sources: [FILES.rates23r, FILES.matrix23],
      },
    ]);
  });

  it('prices from its own ladder: Full Doc 6.500 is 97.685 (Rates!C12), the morning sheet 97.935', () => {
    const at = (a: Artifact) => program(a, 'full_doc').ladder!.rows.find((r) => r.rate === 6500);
    expect(at(reprice!)).toEqual({ rate: 6500, price: 97685, row: 12, col: null });
    expect(at(morning!)).toEqual({ rate: 6500, price: 97935, row: 12, col: null });
  });

  it("takes its guidelines and matrices from the date's program matrix: the morning sheet's, program by program", () => {
    for (const p of morning!.programs) {
      const q = program(reprice!, p.slug);
      expect(q.matrix, p.slug).toEqual(p.matrix);
      expect(q.doc_types, p.slug).toEqual(p.doc_types);
    }
  });
});

describe('a Bayshore reprice: the 11-23 sheet re-issued at 2:05 PM ET with one price changed', () => {
  const FILE = 'BayshoreHomeFunding_Agency_RateSheet_2026-11-23_1405.xlsx';
  const BANNER = 'Rates Effective: Monday, November 23, 2026  2:05 PM ET  (REPRICE 1)';
  // Conventional!D12: Conforming 30 Year Fixed, 5.375, 30 Day: 97.800 on the morning sheet, 97.550 here.
  const r = tmp.build(
    { [FILE]: bannered(FILES.agency23, BANNER, (wb) => setCell(sheet(wb, 'Conventional'), 'D12', 97.55, '0.000')) },
    [FILES.agency23],
  );

  it('compiles beside the morning sheet to its own moment: 2:05 PM EST, reprice 1, expiring Tuesday 11:00 AM ET', () => {
    expect(r.diag.errors).toEqual([]);
    expect(moments(r.artifacts, 'agency')).toEqual([
      {
        effective_at: '2026-11-23T09:00:00-05:00',
        reprice: 0,
        expires_at: '2026-11-24T11:00:00-05:00',
        sources: [FILES.agency23],
      },
      {
        effective_at: '2026-11-23T14:05:00-05:00',
        reprice: 1,
        expires_at: '2026-11-24T11:00:00-05:00',
        sources: [FILE],
      },
    ]);
  });

  it('differs from the morning sheet in that one price and its moment only', () => {
    const [morning, reprice] = r.artifacts;
    const row = (a: Artifact) =>
      a.rate_blocks.find((b) => b.name === 'Conforming 30 Year Fixed')!.rows.find((x) => x.rate === 5375)!;
    expect(row(morning!).prices).toEqual([97925, 97800, 97675, 97550]); // C12:F12, 15/30/45/60 Day
    expect(row(reprice!).prices).toEqual([97925, 97550, 97675, 97550]);
    const back = structuredClone(reprice!);
    row(back).prices[1] = 97800;
    expect({ ...back, effective_at: morning!.effective_at, reprice: 0, sources: morning!.sources }).toEqual(morning);
  });
});

describe('a banner that disagrees with the file name is refused, naming the cell', () => {
  it('banner time 1:15 PM, file name _1330: once for the workbook, listing its nine tabs', () => {
    const file = 'GranitePeak_NonQM_RateSheet_2026-11-23_1330.xlsx';
    const r = tmp.build({ [file]: readBook(FILES.rates23r) }, [FILES.rates23, FILES.matrix23]);
    expect(r.diag.errors).toEqual([
      diagnostic(
        'effective_time_mismatch',
        file,
        'Rates',
        'B3',
        `banner says 13:15 but the file name says 13:30, on all 9 tabs (${NONQM_TABS}; cell B3 of each): if the banners are right, rename the file with the banners' time as _HHMM; otherwise ask the lender for a corrected workbook`,
      ),
    ]);
    expect(moments(r.artifacts, 'non-qm').map((m) => m.effective_at)).toEqual(['2026-11-23T08:30:00-08:00']);
  });

  it('one tab of the real reprice printing 1:20 PM: that tab alone', () => {
    const wb = readBook(FILES.rates23r);
    setCell(sheet(wb, 'PPP'), 'B3', 'Effective: 11/23/2026 1:20 PM PT — REPRICE #1');
    const r = tmp.build({ [FILES.rates23r]: wb });
    expect(r.diag.errors).toEqual([
      diagnostic(
        'effective_time_mismatch',
        FILES.rates23r,
        'PPP',
        'B3',
        'banner says 13:20 but the file name says 13:15',
      ),
    ]);
  });

  it('zone PT on a Bayshore sheet (its times are Eastern)', () => {
    const r = tmp.build({
      [FILES.agency23]: bannered(FILES.agency23, 'Rates Effective: Monday, November 23, 2026  9:00 AM PT'),
    });
    expect(r.diag.errors).toEqual([
      diagnostic(
        'effective_zone_mismatch',
        FILES.agency23,
        'Conventional',
        'B3',
        `expected the lender's time zone (ET / EST / EDT) after the time, found PT, on all 4 tabs (${AGENCY_TABS}; cell B3 of each): check that the workbook is in its lender's folder; otherwise ask the lender for a corrected workbook`,
      ),
    ]);
    expect(r.artifacts).toEqual([]);
  });

  it('a _HHMM file whose banners carry no REPRICE marker', () => {
    const file = 'BayshoreHomeFunding_Agency_RateSheet_2026-11-23_1405.xlsx';
    const r = tmp.build(
      { [file]: bannered(FILES.agency23, 'Rates Effective: Monday, November 23, 2026  2:05 PM ET') },
      [FILES.agency23],
    );
    expect(r.diag.errors).toEqual([
      diagnostic(
        'reprice_marker_mismatch',
        file,
        'Conventional',
        'B3',
        `the file name marks a reprice but the banner carries no "REPRICE <n>" marker (n from 1), on all 4 tabs (${AGENCY_TABS}; cell B3 of each): a reprice is filed with its time or number after the date (<date>_<HHMM>.xlsx, or <date>_R<n>.xlsx as the profile says) and "REPRICE <n>" in its banners, a morning sheet as <date>.xlsx without: rename the file to match the banners`,
      ),
    ]);
    expect(moments(r.artifacts, 'agency').map((m) => m.reprice)).toEqual([0]);
  });

  it('a REPRICE marker on a morning file: the 1:15 PM reprice filed as the 11-23 morning sheet', () => {
    const r = tmp.build({ [FILES.rates23]: readBook(FILES.rates23r) }, [FILES.matrix23]);
    expect(r.diag.errors).toEqual([
      diagnostic(
        'reprice_marker_mismatch',
        FILES.rates23,
        'Rates',
        'B3',
        `the banner says REPRICE 1 but the file name marks no reprice, on all 9 tabs (${NONQM_TABS}; cell B3 of each): a reprice is filed with its time or number after the date (<date>_<HHMM>.xlsx, or <date>_R<n>.xlsx as the profile says) and "REPRICE <n>" in its banners, a morning sheet as <date>.xlsx without: rename the file to match the banners`,
      ),
    ]);
  });

  it('one tab numbering the reprice 2 where the first tab says 1', () => {
    const wb = readBook(FILES.rates23r);
    setCell(sheet(wb, 'Price Caps'), 'B3', 'Effective: 11/23/2026 1:15 PM PT — REPRICE #2');
    const r = tmp.build({ [FILES.rates23r]: wb });
    expect(r.diag.errors).toEqual([
      diagnostic(
        'reprice_marker_mismatch',
        FILES.rates23r,
        'Price Caps',
        'B3',
        "banner says REPRICE 2 but the first tab's banner (Rates!B3) says REPRICE 1",
      ),
    ]);
  });
});

describe('reprice numbers and pairing', () => {
  const second = 'GranitePeak_NonQM_RateSheet_2026-11-23_1500.xlsx';

  it('a second reprice numbered 2 compiles after the first', () => {
    const r = tmp.build({
      [second]: bannered(FILES.rates23r, 'Effective: 11/23/2026 3:00 PM PT — REPRICE #2'),
    });
    expect(r.diag.errors).toEqual([]);
    expect(moments(r.artifacts, 'non-qm').map((m) => [m.effective_at, m.reprice])).toEqual([
      ['2026-11-23T08:30:00-08:00', 0],
      ['2026-11-23T13:15:00-08:00', 1],
      ['2026-11-23T15:00:00-08:00', 2],
    ]);
  });

  it('a second reprice numbered 1 again is refused', () => {
    const r = tmp.build({
      [second]: bannered(FILES.rates23r, 'Effective: 11/23/2026 3:00 PM PT — REPRICE #1'),
    });
    expect(r.diag.errors.map((d) => [d.code, d.workbook, d.message])).toEqual([
      ['reprice_out_of_order', second, 'the banner says REPRICE 1, but it is reprice 2 of 2026-11-23 by time'],
    ]);
    expect(moments(r.artifacts, 'non-qm').map((m) => m.reprice)).toEqual([0, 1]);
  });

  // The first tab's banner (moment.at), where the number is printed.
  it('...and names the banner cell that numbers it (Rates!B3)', () => {
    const r = tmp.build({
      [second]: bannered(FILES.rates23r, 'Effective: 11/23/2026 3:00 PM PT — REPRICE #1'),
    });
    expect(r.diag.errors.map((d) => [d.code, d.tab, d.cell])).toEqual([['reprice_out_of_order', 'Rates', 'B3']]);
  });

  it("a program matrix re-issued with the reprice (its _1315) is the reprice's; the morning sheet keeps the day's", () => {
    const own = 'GranitePeak_NonQM_ProgramMatrix_2026-11-23_1315.xlsx';
    const r = tmp.build({ [own]: readBook(FILES.matrix23) });
    expect(r.diag.errors).toEqual([]);
    const monday = moments(r.artifacts, 'non-qm').filter((m) => m.effective_at.startsWith('2026-11-23'));
    expect(monday.map((m) => m.sources)).toEqual([
      [FILES.rates23, FILES.matrix23],
      [FILES.rates23r, own],
    ]);
  });

  it('a program matrix marked for no rate sheet of its date is unpaired', () => {
    const stray = 'GranitePeak_NonQM_ProgramMatrix_2026-11-23_1500.xlsx';
    const r = tmp.build({ [stray]: readBook(FILES.matrix23) });
    expect(r.diag.errors.map((d) => [d.code, d.workbook, d.message])).toEqual([
      ['unpaired_workbook', stray, 'no rate sheet workbook for 2026-11-23 1500'],
    ]);
  });

  it("a reprice without its date's program matrix is unpaired, not paired with another date's", () => {
    const r = tmp.build({}, [FILES.rates23r, FILES.rates20, FILES.matrix20]);
    expect(r.diag.errors).toEqual([
      diagnostic('unpaired_workbook', FILES.rates23r, '', '', 'no matrix workbook for 2026-11-23'),
    ]);
    expect(moments(r.artifacts, 'non-qm').map((m) => m.effective_at)).toEqual(['2026-11-20T08:30:00-08:00']);
  });
});
