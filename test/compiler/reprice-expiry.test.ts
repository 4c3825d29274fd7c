/**
 * Effective moments and expiries as compiled (issue 13, sheets/README.md §1), and what they mean to
 * the store's choice of the sheet in force (worker/sheets/select.ts, with no newer sheet published):
 * a sheet expires at the next business day's cut-off (Granite Peak 10:00 AM PT, Bayshore 11:00 AM ET),
 * exactly at it and not a minute before; a Friday sheet stays in force over the weekend; Wednesday
 * 2026-11-25's over Thanksgiving until Friday's cut-off; the UTC offsets are those in force on each
 * date across the DST change of Sunday 2026-03-08 (and 2026-11-01); a reprice takes over at its minute.
 * The 11-20 workbooks stand in for the other dates, their banners and file names changed.
 */
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import type { IndexEntry } from '../../worker/sheets/layout.ts';
import { select } from '../../worker/sheets/select.ts';
import { FILES, fixtureBuild, useTempSheets } from './compile-runs.ts';
import { readBook, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();

// biome-ignore format: one date a line
const DATES = {
  '2026-03-06': { granite: '03/06/2026', bayshore: 'Friday, March 6, 2026' },     // before spring forward
  '2026-03-09': { granite: '03/09/2026', bayshore: 'Monday, March 9, 2026' },     // after it
  '2026-10-30': { granite: '10/30/2026', bayshore: 'Friday, October 30, 2026' },  // before fall back
  '2026-11-25': { granite: '11/25/2026', bayshore: 'Wednesday, November 25, 2026' }, // before Thanksgiving
};

/** The 11-20 workbook `file`, every banner (B3) set to `banner`. */
function redated(file: string, banner: string): XLSX.WorkBook {
  const wb = readBook(file);
  for (const tab of wb.SheetNames) setCell(sheet(wb, tab), 'B3', banner);
  return wb;
}

const books: Record<string, XLSX.WorkBook> = {};
for (const [date, say] of Object.entries(DATES)) {
  books[FILES.rates20.replace('2026-11-20', date)] = redated(FILES.rates20, `Effective: ${say.granite} 8:30 AM PT`);
  books[FILES.matrix20.replace('2026-11-20', date)] = redated(FILES.matrix20, `Effective: ${say.granite} 8:30 AM PT`);
  books[FILES.agency20.replace('2026-11-20', date)] = redated(
    FILES.agency20,
    `Rates Effective: ${say.bayshore}  9:00 AM ET`,
  );
}
const built = buildAll(tmp.make(books));
const real = fixtureBuild(); // the fixture workbooks: a real 11-25 in sheets/ would shadow the redated one
const artifacts = [...real.artifacts, ...built.artifacts];

const find = (lender: string, effectiveAt: string): Artifact => {
  const a = artifacts.find((x) => x.lender_slug === lender && x.effective_at === effectiveAt);
  if (!a) throw new Error(`no ${lender} sheet at ${effectiveAt}`);
  return a;
};

/** The store's index entry for a compiled sheet. */
const entry = (a: Artifact): IndexEntry => ({
  sha256: '0'.repeat(64),
  effective_date: a.effective_date,
  effective_at: a.effective_at,
  reprice: a.reprice,
  expires_at: a.expires_at,
  withdrawn_at: null,
});

/** What the store answers "now" at `moment`, given these sheets: the sheet's moment and its status. */
function now(sheets: Artifact[], moment: string): [string | null, string] {
  const s = select(sheets.map(entry), { kind: 'now', at: parseMoment(moment)! });
  return [s.entry?.effective_at ?? null, s.status];
}

describe('effective moments and expiries as compiled', () => {
  it('compiles every stand-in without an error', () => {
    expect(built.diag.errors).toEqual([]);
    expect(real.diag.errors).toEqual([]);
  });

  it.each([
    // Friday before spring forward: effective in standard time, expiring Monday in daylight time.
    ['non-qm', '2026-03-06', '2026-03-06T08:30:00-08:00', '2026-03-09T10:00:00-07:00'],
    ['agency', '2026-03-06', '2026-03-06T09:00:00-05:00', '2026-03-09T11:00:00-04:00'],
    ['non-qm', '2026-03-09', '2026-03-09T08:30:00-07:00', '2026-03-10T10:00:00-07:00'],
    ['agency', '2026-03-09', '2026-03-09T09:00:00-04:00', '2026-03-10T11:00:00-04:00'],
    // Friday before fall back: effective in daylight time, expiring Monday in standard time.
    ['non-qm', '2026-10-30', '2026-10-30T08:30:00-07:00', '2026-11-02T10:00:00-08:00'],
    ['agency', '2026-10-30', '2026-10-30T09:00:00-04:00', '2026-11-02T11:00:00-05:00'],
    // Friday 11-20: over the weekend to Monday's cut-off.
    ['non-qm', '2026-11-20', '2026-11-20T08:30:00-08:00', '2026-11-23T10:00:00-08:00'],
    ['agency', '2026-11-20', '2026-11-20T09:00:00-05:00', '2026-11-23T11:00:00-05:00'],
    // Wednesday 11-25: Thanksgiving (Thursday 11-26) is no business day, so Friday's cut-off.
    ['non-qm', '2026-11-25', '2026-11-25T08:30:00-08:00', '2026-11-27T10:00:00-08:00'],
    ['agency', '2026-11-25', '2026-11-25T09:00:00-05:00', '2026-11-27T11:00:00-05:00'],
  ])('%s %s: effective %s, expires %s', (lender, date, effectiveAt, expiresAt) => {
    const a = find(lender, effectiveAt);
    expect([a.effective_date, a.reprice, a.expires_at]).toEqual([date, 0, expiresAt]);
  });
});

describe("the store's sheet in force, on these moments", () => {
  it('expiry: in force one minute before the cut-off, expired exactly at it (Tuesday 11-24 for the 11-23 reprice)', () => {
    const reprice = find('non-qm', '2026-11-23T13:15:00-08:00');
    expect(now([reprice], '2026-11-24T09:59:00-08:00')).toEqual([reprice.effective_at, 'in_force']);
    expect(now([reprice], '2026-11-24T09:59:59-08:00')).toEqual([reprice.effective_at, 'in_force']);
    expect(now([reprice], '2026-11-24T10:00:00-08:00')).toEqual([reprice.effective_at, 'expired']);
    const agency = find('agency', '2026-11-23T09:00:00-05:00');
    expect(now([agency], '2026-11-24T10:59:00-05:00')).toEqual([agency.effective_at, 'in_force']);
    expect(now([agency], '2026-11-24T11:00:00-05:00')).toEqual([agency.effective_at, 'expired']);
  });

  it("a Friday sheet over the weekend and on Monday, until Monday's sheet or cut-off", () => {
    const friday = find('non-qm', '2026-11-20T08:30:00-08:00');
    const monday = find('non-qm', '2026-11-23T08:30:00-08:00');
    expect(now([friday], '2026-11-21T12:00:00-08:00')).toEqual([friday.effective_at, 'in_force']); // Saturday
    expect(now([friday], '2026-11-22T23:59:00-08:00')).toEqual([friday.effective_at, 'in_force']); // Sunday night
    expect(now([friday], '2026-11-23T09:59:00-08:00')).toEqual([friday.effective_at, 'in_force']);
    expect(now([friday], '2026-11-23T10:00:00-08:00')).toEqual([friday.effective_at, 'expired']);
    // With Monday's sheet published it answers from its 8:30 AM on.
    expect(now([friday, monday], '2026-11-23T08:29:00-08:00')).toEqual([friday.effective_at, 'in_force']);
    expect(now([friday, monday], '2026-11-23T08:30:00-08:00')).toEqual([monday.effective_at, 'in_force']);
  });

  it("Wednesday 2026-11-25's sheet on Thanksgiving and on Friday", () => {
    const wednesday = find('agency', '2026-11-25T09:00:00-05:00');
    expect(now([wednesday], '2026-11-26T11:00:00-05:00')).toEqual([wednesday.effective_at, 'in_force']); // Thanksgiving, past the cut-off hour
    expect(now([wednesday], '2026-11-27T10:59:00-05:00')).toEqual([wednesday.effective_at, 'in_force']);
    expect(now([wednesday], '2026-11-27T11:00:00-05:00')).toEqual([wednesday.effective_at, 'expired']);
  });

  it('the DST week: Friday 03-06 expires at 10:00 AM PDT on Monday, an hour before 10:00 AM PST would be', () => {
    const friday = find('non-qm', '2026-03-06T08:30:00-08:00');
    expect(now([friday], '2026-03-09T09:59:00-07:00')).toEqual([friday.effective_at, 'in_force']);
    expect(now([friday], '2026-03-09T17:00:00Z')).toEqual([friday.effective_at, 'expired']); // 10:00 AM PDT
  });

  it('the reprice boundary: the morning sheet until 1:14 PM, the reprice from 1:15 PM', () => {
    const day = [find('non-qm', '2026-11-23T08:30:00-08:00'), find('non-qm', '2026-11-23T13:15:00-08:00')];
    expect(now(day, '2026-11-23T13:14:59-08:00')).toEqual(['2026-11-23T08:30:00-08:00', 'in_force']);
    expect(now(day, '2026-11-23T13:15:00-08:00')).toEqual(['2026-11-23T13:15:00-08:00', 'in_force']);
  });
});
