/**
 * The day of issue 12's "Done when": the lenders' 2026-11-23 morning workbooks re-issued as
 * 2026-11-24 with the same prices in another layout, as a new user would meet them: notes inside
 * tables (one between a grid's header and its first row), an announced program's column, tabs in
 * another order, a ladder moved, tables pushed down by blank rows, labels spelled another way. Both
 * lenders' next-day sheets compile, each finding a warning naming its cell, to exactly the
 * previous day's content, and every scenario is priced, capped and rejected exactly alike.
 */
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import type { Artifact } from '../../worker/artifact/format.ts';
import { allInForce, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { randomScenarios } from '../engine/sheets.ts';
import { content } from './artifact-parts.ts';
import { FILES, FIXTURE_FILES, fixtureBuild, useTempSheets, warning } from './compile-runs.ts';
import { expectSameAnswers } from './same-answers.ts';
import { insertColumns, insertRows, merge, moveBlock, redated, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const NOTE = 'Rates subject to change without notice; see the program guide.';
const SOON = 'Full Doc II (Coming Soon)';

/** Puts the tabs in `order` (every tab named once). */
const reorder = (wb: XLSX.WorkBook, order: string[]) => {
  expect([...order].sort()).toEqual([...wb.SheetNames].sort());
  wb.SheetNames = order;
};

/** A column of "TBD" under `heading`, inserted at `col` of rows `first`..`last` (the heading in `first`). */
const announce = (ws: XLSX.WorkSheet, col: string, first: number, last: number, heading: string) => {
  insertColumns(ws, col, 1);
  setCell(ws, `${col}${first}`, heading);
  for (let r = first + 1; r <= last; r++) setCell(ws, `${col}${r}`, 'TBD');
};

const note = (ws: XLSX.WorkSheet, before: number, cell: string, mergeTo?: string) => {
  insertRows(ws, before, 1);
  setCell(ws, cell, NOTE);
  if (mergeTo) merge(ws, `${cell}:${mergeTo}`);
};

function granitePeakRates(wb: XLSX.WorkBook) {
  const llpaTabs = wb.SheetNames.filter((t) => t.endsWith('LLPA')).reverse();
  reorder(wb, ['Price Caps', 'PPP', 'Rates', ...llpaTabs]);
  const rates = sheet(wb, 'Rates');
  moveBlock(rates, 'H9:I33', 0, 3); // the DSCR ladder from H:I to K:L
  note(rates, 16, 'B16'); // between Full Doc's 6.875 and 7.000
  const caps = sheet(wb, 'Price Caps');
  insertRows(caps, 8, 2); // the table two rows down: header B11, caps B12:B18
  announce(caps, 'C', 11, 18, SOON); // before Full Doc
  const dscr = sheet(wb, 'DSCR LLPA');
  setCell(dscr, 'B64', 'escrow waiver');
  setCell(dscr, 'B38', 'Cash Out Refinance');
  setCell(dscr, 'B39', 'RATE / TERM REFINANCE');
  insertRows(dscr, 20, 2); // two more blank rows above LOAN AMOUNT
  note(dscr, 11, 'B11', 'I11'); // between FICO / CLTV's header and its first row
  note(sheet(wb, 'PPP'), 32, 'B32'); // between DSCR 5% Fixed's 1YR and 2YR PPP
  insertRows(sheet(wb, 'Full Doc LLPA'), 33, 1); // a blank row inside the DTI grid
}

function granitePeakMatrix(wb: XLSX.WorkBook) {
  reorder(wb, [...wb.SheetNames].reverse());
  announce(sheet(wb, 'Guidelines'), 'L', 9, 26, SOON); // after Foreign National
  const dscr = sheet(wb, 'DSCR Matrix');
  setCell(dscr, 'D10', 'INVESTMENT');
  setCell(dscr, 'F11', 'Cash Out');
  note(dscr, 16, 'B16', 'F16'); // between the ≥ 740 and 720 - 739 bands
}

function bayshore(wb: XLSX.WorkBook) {
  reorder(wb, [...wb.SheetNames].reverse());
  const llpa = sheet(wb, 'LLPA');
  setCell(llpa, 'B47', 'INVESTMENT PROPERTY');
  note(llpa, 11, 'B11'); // between PURCHASE's header and its first row
  announce(sheet(wb, 'State Adjusters'), 'F', 9, 29, 'Conventional 10/6 SOFR ARM (Prog 5) (Coming Soon)');
  insertRows(sheet(wb, 'Conventional'), 30, 2); // between the 30 and 15 year blocks
}

/** The next day's three workbooks, by file name. */
function nextDay(): Record<string, XLSX.WorkBook> {
  const books: Record<string, XLSX.WorkBook> = {};
  for (const [file, change] of [
    [FILES.rates23, granitePeakRates],
    [FILES.matrix23, granitePeakMatrix],
    [FILES.agency23, bayshore],
  ] as const) {
    const { name, wb } = redated(file, '2026-11-24');
    change(wb);
    books[name] = wb;
  }
  return books;
}

const RS = 'GranitePeak_NonQM_RateSheet_2026-11-24.xlsx';
const PM = 'GranitePeak_NonQM_ProgramMatrix_2026-11-24.xlsx';
const AG = 'BayshoreHomeFunding_Agency_RateSheet_2026-11-24.xlsx';
const noted = (name: string) => `a note inside ${name}, skipped: ${JSON.stringify(NOTE)}`;
const skipped = (what: string) => `${what} belongs to no program this lender prices: skipped`;

const previousDay = (lender: string) =>
  fixtureBuild().artifacts.find((a) => a.lender_slug === lender && a.effective_at.startsWith('2026-11-23T0'))!;

/** An artifact's content: no addresses, no date or file names, and the row and heading labels that were respelled. */
function sameness(a: Artifact): unknown {
  const x = structuredClone(a);
  for (const p of x.programs) {
    for (const g of p.grids) for (const r of g.rows) r.label = '';
    for (const c of p.matrix?.columns ?? []) c.labels = { ...c.labels, occupancy: '', purpose: '' };
  }
  return content({ ...x, sources: [], effective_date: '', effective_at: '', expires_at: '' });
}

describe('the next day: same prices, another layout (2026-11-23 re-issued as 2026-11-24)', () => {
  const result = tmp.build(nextDay(), FIXTURE_FILES);
  const sheet24 = (lender: string) => result.sheets.find((s) => s.lender === lender && s.date === '2026-11-24')!;

  it('compiles every sheet, the next day included, with warnings only', () => {
    expect(result.diag.errors).toEqual([]);
    expect(result.general).toEqual([]);
    const compiled = (sheets: typeof result.sheets) => sheets.map((s) => [s.lender, s.date, s.artifact !== undefined]);
    expect(compiled(result.sheets.filter((s) => s.date !== '2026-11-24'))).toEqual(compiled(fixtureBuild().sheets));
    expect(compiled(result.sheets.filter((s) => s.date === '2026-11-24'))).toEqual([
      ['agency', '2026-11-24', true],
      ['non-qm', '2026-11-24', true],
    ]);
  });

  it('each warning names its cell', () => {
    expect(sheet24('non-qm').findings).toEqual([
      warning('note_in_table', RS, 'Rates', 'B16', noted('the Full Doc rate table')),
      warning('unpriced_program', PM, 'Guidelines', 'L9', skipped(`the column "${SOON}"`)),
      warning('note_in_table', PM, 'DSCR Matrix', 'B16', noted('matrix "DSCR ≥ 1.00"')),
      warning('note_in_table', RS, 'DSCR LLPA', 'B11', noted('grid "FICO / CLTV"')),
      warning('note_in_table', RS, 'PPP', 'B32', noted('the table "5% Fixed"')),
      warning('unpriced_program', RS, 'Price Caps', 'C11', skipped(`the column for "${SOON}"`)),
    ]);
    expect(sheet24('agency').findings).toEqual([
      warning('note_in_table', AG, 'LLPA', 'B11', noted('grid "PURCHASE — CREDIT SCORE / LTV"')),
      warning(
        'unpriced_program',
        AG,
        'State Adjusters',
        'F9',
        skipped('the state adjuster column "Conventional 10/6 SOFR ARM (Prog 5) (Coming Soon)"'),
      ),
    ]);
  });

  it("compiles to exactly the previous day's content, every address moved where the layout moved", () => {
    for (const lender of ['non-qm', 'agency']) {
      const next = sheet24(lender).artifact!;
      expect(sameness(next)).toEqual(sameness(previousDay(lender)));
      expect(next.effective_at).toBe(lender === 'agency' ? '2026-11-24T09:00:00-05:00' : '2026-11-24T08:30:00-08:00');
    }
    const dscr = sheet24('non-qm').artifact!.programs.find((p) => p.slug === 'dscr')!;
    expect(dscr.ladder).toMatchObject({ rate_col: 'K', price_col: 'L' });
    expect(dscr.caps.find((c) => c.key === 'max_price')).toMatchObject({ value: 104500, cell: 'F17' }); // was E15
    const purpose = dscr.grids.find((g) => g.category === 'PURPOSE')!;
    expect(purpose.rows.map((r) => [r.label, r.row])).toEqual([
      ['Cash Out Refinance', 41], // was B38
      ['RATE / TERM REFINANCE', 42],
    ]);
  });

  it('prices, caps and rejects 400 scenarios exactly as the day before', () => {
    const sheets = (pick: (lender: string) => Artifact) =>
      allInForce(['agency', 'non-qm'].map((lender) => loadedSheet(pick(lender), lender)));
    const before = sheets(previousDay);
    const after = sheets((lender) => sheet24(lender).artifact!);
    const { offers, rejections } = expectSameAnswers(before, after, randomScenarios(12, 400));
    // the scenarios reach both sides of the engine
    expect(offers).toBeGreaterThan(1000);
    expect(rejections).toBeGreaterThan(1000);
  });
});
