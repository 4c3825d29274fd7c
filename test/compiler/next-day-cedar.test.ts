/**
 * Cedar Hollow's later sheet in another layout (issue 22, "Done when"): its 2026-11-23 morning
 * workbook re-issued as 2026-11-24 with the same figures, laid out as §5.2 allows a later sheet to
 * be: tabs in another order, tables in another order on a tab, lock columns, credit-score columns,
 * loan-amount columns (in the short form of §5.4 (b)), the tier table's columns and the matrix's
 * purpose columns in another order, band and row labels in other styles the rules of §5 read alike,
 * a long tier list continued on the next row, notes between titles, headers and first rows, extra
 * blank rows. It compiles, each note a warning naming its cell, to exactly the 11-23 sheet's meaning,
 * and the engine prices, caps and rejects every scenario exactly alike.
 */
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import type { Artifact } from '../../worker/artifact/format.ts';
import { allInForce, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { randomScenarios } from '../engine/sheets.ts';
import { content } from './artifact-parts.ts';
import { FILES, fixtureBuild, useTempSheets, warning } from './compile-runs.ts';
import { expectSameAnswers } from './same-answers.ts';
import { cellValue, insertRows, merge, moveBlock, redated, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const NOTE = 'Figures subject to change without notice.';
const NEXT = 'CedarHollow_Jumbo_RateSheet_2026-11-24.xlsx';

/** Swaps the contents of two cells (either may be empty). */
function swap(ws: XLSX.WorkSheet, a: string, b: string) {
  const [x, y] = [ws[a], ws[b]];
  if (y) ws[a] = y;
  else delete ws[a];
  if (x) ws[b] = x;
  else delete ws[b];
}

/** Swaps columns `a` and `b` over rows `from`..`to`. */
const swapColumns = (ws: XLSX.WorkSheet, a: string, b: string, from: number, to: number) => {
  for (let r = from; r <= to; r++) swap(ws, `${a}${r}`, `${b}${r}`);
};

/** A note row inserted before `before`, merged across columns A..`to`. */
function note(ws: XLSX.WorkSheet, before: number, to: string) {
  insertRows(ws, before, 1);
  setCell(ws, `A${before}`, NOTE);
  merge(ws, `A${before}:${to}${before}`);
}

/** Rate Sheet (11-23: 30-year A5:E19, 15-year A21:E33, ARM A35:E50). */
function rateSheet(ws: XLSX.WorkSheet) {
  // lock columns in the other order: 60 | 45 | 30 | 15 Day
  swapColumns(ws, 'B', 'E', 6, 50);
  swapColumns(ws, 'C', 'D', 6, 50);
  insertRows(ws, 35, 2); // two more blank rows above the ARM's title
  note(ws, 23, 'E'); // between the 15-year header (A22) and its first rate: A23
  note(ws, 6, 'E'); // between the 30-year title (A5) and its header, and a blank row: A6
  insertRows(ws, 7, 1);
}

/** Adjustments (11-23: FICO / LTV A5:G12, Loan Features A14:E24, State Tiers A26:C30, footnotes A32:A36). */
function adjustments(ws: XLSX.WorkSheet) {
  // State Tiers: States | Tier | Cost, and Tier 1's list going on in the row below
  swapColumns(ws, 'A', 'B', 27, 30);
  insertRows(ws, 29, 1);
  setCell(ws, 'A28', 'AZ, CO, GA, ID, IN, MN, MO, NC,');
  setCell(ws, 'A29', 'OH, OR, TN, TX, UT, VA, WA, WI');
  // Loan Features: headers in millions, the middle columns swapped, a note under the header, labels restyled
  for (const [c, label] of Object.entries({ B: '$766,551-$1MM', C: '$1MM-$1.5MM', D: '$1.5MM-$2MM', E: '$2MM-$3MM' }))
    setCell(ws, `${c}15`, label);
  swapColumns(ws, 'C', 'D', 15, 24);
  setCell(ws, 'A16', 'CASH-OUT REFINANCE');
  setCell(ws, 'A17', 'Rate / Term Refinance');
  setCell(ws, 'A20', '2 units');
  note(ws, 16, 'E'); // A16
  // FICO / LTV: credit-score columns right to left, band labels in other styles
  swapColumns(ws, 'B', 'G', 6, 12);
  swapColumns(ws, 'C', 'F', 6, 12);
  swapColumns(ws, 'D', 'E', 6, 12);
  setCell(ws, 'B6', '780 and above');
  setCell(ws, 'A7', '<= 60%');
  setCell(ws, 'A8', '60.01-70%');
  setCell(ws, 'A11', '80.01% to 85.00%');
  // the tier table first on the tab: seven rows opened under the banner, the table (its title to its
  // last tier, A27:C32 after the note above, A34:C39 after the seven rows) moved into them
  insertRows(ws, 5, 7);
  moveBlock(ws, 'A34:C39', -29, 0);
  note(ws, 13, 'G'); // between the FICO / LTV title (now A12) and its header: A13
}

/** Eligibility (11-23: matrix A5:E12, its note A14, PROGRAM GUIDELINES A16:B28, PRICE LIMITS A30:B34). */
function eligibility(ws: XLSX.WorkSheet) {
  // PRICE LIMITS: the floor first (the caps keep their order)
  const rows = [32, 33, 34].map((r) => [cellValue(ws, `A${r}`), ws[`B${r}`]] as const);
  for (const [i, r] of [34, 32, 33].entries()) {
    setCell(ws, `A${32 + i}`, rows[r - 32]![0] as string);
    ws[`B${32 + i}`] = rows[r - 32]![1];
  }
  insertRows(ws, 16, 2); // blank rows above PROGRAM GUIDELINES
  // the matrix: Cash-Out | Rate/Term | Purchase, a note under the title and one under the header
  swapColumns(ws, 'C', 'E', 6, 12);
  setCell(ws, 'A8', 'primary residence');
  note(ws, 7, 'E'); // A7, between the header and the first row
  note(ws, 6, 'E'); // A6, between the title and the header
}

function nextDay(): XLSX.WorkBook {
  const { name, wb } = redated(FILES.jumbo23, '2026-11-24');
  expect(name).toBe(NEXT);
  rateSheet(sheet(wb, 'Rate Sheet'));
  adjustments(sheet(wb, 'Adjustments'));
  eligibility(sheet(wb, 'Eligibility'));
  wb.SheetNames = ['Eligibility', 'Adjustments', 'Rate Sheet'];
  return wb;
}

const previousDay = () =>
  fixtureBuild().artifacts.find((a) => a.lender_slug === 'jumbo' && a.effective_at === '2026-11-23T08:00:00-06:00')!;

/** An artifact's meaning: no addresses, no date or file names, no label as printed (their ranges and conditions stay). */
function meaning(a: Artifact): unknown {
  const x = structuredClone(a);
  for (const p of x.programs) for (const g of p.grids) for (const r of g.rows) r.label = '';
  return content({ ...x, sources: [], effective_date: '', effective_at: '', expires_at: '' }, { labels: false });
}

describe("Cedar Hollow's 2026-11-23 sheet re-issued as 2026-11-24 in another layout", () => {
  const result = tmp.build({ [NEXT]: nextDay() }, [FILES.jumbo20, FILES.jumbo23, FILES.jumbo23r]);
  const next = result.sheets.find((s) => s.file === NEXT)!;
  const noted = (name: string) => `a note inside ${name}, skipped: ${JSON.stringify(NOTE)}`;

  it('compiles, after the reprice of 11-23, with warnings only, each naming its cell', () => {
    expect(result.diag.errors).toEqual([]);
    expect(result.sheets.map((s) => [s.date, s.artifact?.reprice])).toEqual([
      ['2026-11-20', 0],
      ['2026-11-23', 0],
      ['2026-11-23', 1],
      ['2026-11-24', 0],
    ]);
    expect(next.artifact!.effective_at).toBe('2026-11-24T08:00:00-06:00');
    expect(next.findings).toEqual([
      warning('note_in_table', NEXT, 'Rate Sheet', 'A6', noted('block "Jumbo Elite 30 Year Fixed"')),
      warning('note_in_table', NEXT, 'Rate Sheet', 'A25', noted('block "Jumbo Elite 15 Year Fixed"')),
      warning('note_in_table', NEXT, 'Adjustments', 'A13', noted('the header of grid "FICO / LTV"')),
      warning('note_in_table', NEXT, 'Adjustments', 'A24', noted('grid "Loan Features"')),
      warning('note_in_table', NEXT, 'Eligibility', 'A6', noted('the header of matrix "MAXIMUM LTV / MINIMUM FICO"')),
      warning('note_in_table', NEXT, 'Eligibility', 'A8', noted('matrix "MAXIMUM LTV / MINIMUM FICO"')),
    ]);
  });

  it('means exactly what the 11-23 sheet means, every address moved where the layout moved', () => {
    const a = next.artifact!;
    expect(meaning(a)).toEqual(meaning(previousDay()));
    // the layout did move: lock columns, credit-score and loan-amount columns, the tier table, the matrix
    expect(a.rate_blocks[0]!.locks.map((l) => [l.days, 'col' in l && l.col])).toEqual([
      [15, 'E'],
      [30, 'D'],
      [45, 'C'],
      [60, 'B'],
    ]);
    const p = a.programs[0]!;
    const [fico, features, tiers] = p.grids;
    expect(fico!.columns.map((c) => [c.label, c.col])).toEqual([
      ['680 - 699', 'G'],
      ['700 - 719', 'F'],
      ['720 - 739', 'E'],
      ['740 - 759', 'D'],
      ['760 - 779', 'C'],
      ['780 and above', 'B'],
    ]);
    expect(features!.columns.map((c) => [c.label, c.col])).toEqual([
      ['$766,551-$1MM', 'B'],
      ['$1MM-$1.5MM', 'D'],
      ['$1.5MM-$2MM', 'C'],
      ['$2MM-$3MM', 'E'],
    ]);
    expect(tiers).toMatchObject({ title_cell: 'A5', label_col: 'B', columns: [{ col: 'C' }] });
    expect(tiers!.rows.map((r) => [r.label, r.row])).toEqual([
      ['Tier 1', 7],
      ['Tier 2', 9],
      ['Tier 3', 10],
    ]);
    expect(p.matrix!.columns.map((c) => [c.labels.purpose, c.col])).toEqual([
      ['Purchase', 'E'],
      ['Rate/Term', 'D'],
      ['Cash-Out', 'C'],
    ]);
    // the floor first, two blank rows and two notes above: B32 -> B36, B33 -> B37, B34 -> B38
    expect(p.floor).toMatchObject({ value: 96_000, cell: 'B36' });
    expect(p.caps.map((c) => [c.key, c.cell])).toEqual([
      ['max_price', 'B37'],
      ['loan_over_2m', 'B38'],
    ]);
  });

  it('prices, caps and rejects 400 scenarios exactly as the 11-23 sheet', () => {
    const sheets = (artifact: Artifact) => allInForce([loadedSheet(artifact, 'jumbo')]);
    const [before, after] = [sheets(previousDay()), sheets(next.artifact!)];
    const { offers, rejections } = expectSameAnswers(before, after, jumboScenarios(400));
    // the scenarios reach both sides of the engine
    expect(offers).toBeGreaterThan(100);
    expect(rejections).toBeGreaterThan(100);
  });
});

/**
 * Random scenarios moved into the jumbo range (loan amounts $700,000 to $3,100,000 at LTVs of 50 to
 * 95 %, credit scores 680 to 829), most of them of a term, borrower, property and DTI Cedar Hollow
 * takes, so that both offers and rejections are many.
 */
const jumboScenarios = (n: number) =>
  randomScenarios(22, n).map((s, i) => {
    const loan = 700_000 + ((i * 7919) % 2_400_000);
    return {
      ...s,
      loan_amount: loan,
      purchase_price: Math.ceil((loan * 100) / (50 + ((i * 37) % 46))),
      credit_score: 680 + ((i * 17) % 150),
      term: i % 4 === 0 ? s.term : i % 3 === 0 ? 15 : 30,
      citizenship: i % 5 === 0 ? s.citizenship : 'us_citizen',
      property_type: i % 3 === 0 ? s.property_type : ['sfr', 'condo', '2_unit', 'townhome'][i % 4],
      dti: Math.round(s.dti * 80) / 100,
    };
  });
