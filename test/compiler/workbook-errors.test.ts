/**
 * A broken workbook fails the compile with a diagnostic that names the lender, the workbook file,
 * the tab and the A1 cell, and says what was expected. Each case is a real workbook of sheets/ with
 * one cell, row or tab changed (compiled alongside the real partner workbook of the same date, so
 * the diagnostics listed are the only ones), or a small workbook built here with xlsx.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import { formatDiagnostic } from '../../compiler/diagnostics.ts';
import { PROFILES } from '../../compiler/lenders.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { FIXTURE_ARTIFACTS } from '../fixtures.ts';
import { artifactOf, program } from './artifact-parts.ts';
import {
  compileCli,
  diagnostic,
  diagnosticsWith,
  FILES,
  FIXTURE_FILES,
  fixtureBuild,
  ROOT,
  useTempSheets,
  writtenLine,
} from './compile-runs.ts';
import { bookBytes, bookOf, cellsIn, mutated, readBook, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const { rates20, matrix20, agency20 } = FILES;

const identity = (a: { lender_slug: string; effective_date: string }) => `${a.lender_slug} ${a.effective_date}`;

/** A real workbook with one tab changed, compiled with its real partner workbook. */
const buildWith = (file: string, tab: string, change: (ws: XLSX.WorkSheet) => void) =>
  tmp.build(mutated(file, (wb) => change(sheet(wb, tab))));

describe('grid cells', () => {
  it('a "0.25%" typed as text in a DSCR LLPA grid cell: expected_number_or_na at D14', () => {
    // D14 = FICO "720 - 739" x "50.01% - 55.00%" (blank on the real sheet)
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'D14', '0.25%'));
    expect(r.diag.list).toEqual([
      diagnostic('expected_number_or_na', rates20, 'DSCR LLPA', 'D14', 'expected a number or NA, found "0.25%"'),
    ]);
    expect(r.artifacts).toEqual([]);
    expect(formatDiagnostic(r.diag.list[0]!)).toBe(
      `non-qm › ${rates20} › DSCR LLPA › D14: expected a number or NA, found "0.25%" [expected_number_or_na]`,
    );
  });

  it('a number 0.0025 shown as 0.25% (percent format) is refused the same way', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'D14', 0.0025, '0.00%'));
    expect(r.diag.list).toEqual([
      diagnostic('expected_number_or_na', rates20, 'DSCR LLPA', 'D14', 'expected a number or NA, found "0.25%"'),
    ]);
  });

  it('agency: "0.875%" in the PURCHASE grid (LLPA!G13, really (0.875))', () => {
    const r = buildWith(agency20, 'LLPA', (ws) => setCell(ws, 'G13', '0.875%'));
    expect(r.diag.list).toEqual([
      diagnostic('expected_number_or_na', agency20, 'LLPA', 'G13', 'expected a number or NA, found "0.875%"'),
    ]);
    expect(r.artifacts).toEqual([]);
  });

  it('a price adjustment with four decimals: bad_precision', () => {
    // DSCR LLPA E14 -0.125 -> -0.1255 (thousandths of a point hold three decimals)
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'E14', -0.1255));
    expect(r.diag.list).toEqual([
      diagnostic(
        'bad_precision',
        rates20,
        'DSCR LLPA',
        'E14',
        "expected points with at most 3 decimals, found -0.1255 (more decimals than the sheet's unit)",
      ),
    ]);
  });
});

describe('band headers and row bands', () => {
  it('overlapping CLTV bands: "54.01% - 60.00%" after "50.01% - 55.00%" (DSCR LLPA E10)', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'E10', '54.01% - 60.00%'));
    expect(r.diag.list).toEqual([
      diagnostic('band_tiling', rates20, 'DSCR LLPA', 'E10', 'band "54.01% - 60.00%" overlaps "50.01% - 55.00%"'),
    ]);
  });

  it('a gap between CLTV bands: "56.01% - 60.00%" after "50.01% - 55.00%" (E10)', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'E10', '56.01% - 60.00%'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'band_tiling',
        rates20,
        'DSCR LLPA',
        'E10',
        'gap between bands "50.01% - 55.00%" and "56.01% - 60.00%"',
      ),
    ]);
  });

  it('a band header that is not a band: "55.01 - 60" is fine, "about 60%" is not', () => {
    // "55.01 - 60" is the same band as "55.01% - 60.00%"
    expect(buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'E10', '55.01 - 60')).diag.list).toEqual([]);
    // "about 60%" is a column key of the FICO / CLTV header that reads as no CLTV band: the compile
    // fails at the bad header, naming it
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'E10', 'about 60%'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'bad_band',
        rates20,
        'DSCR LLPA',
        'E10',
        'expected a band such as "≤ 50.00%", "50.01% - 55.00%" or "> 95.00%", found "about 60%"',
      ),
    ]);
    expect(r.artifacts).toEqual([]);
  });

  it('overlapping FICO rows: "720 - 745" overlaps "740 - 759" (reported at B13)', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'B14', '720 - 745'));
    expect(r.diag.list).toEqual([
      diagnostic('band_tiling', rates20, 'DSCR LLPA', 'B13', 'band "740 - 759" overlaps "720 - 745"'),
    ]);
  });

  it('a gap between loan-amount bands of a matrix (DSCR Matrix C13 "$1,000,002 - $1,500,000")', () => {
    const r = buildWith(matrix20, 'DSCR Matrix', (ws) => setCell(ws, 'C13', '$1,000,002 - $1,500,000'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'band_tiling',
        matrix20,
        'DSCR Matrix',
        'C13',
        'gap between bands "≤ $1,000,000" and "$1,000,002 - $1,500,000"',
      ),
    ]);
  });
});

describe('missing band header', () => {
  // The grid's header stops at the first cell that is not a band; the columns after it are read
  // as "values under a column with no band header" (code missing_band_header), reported at the
  // empty header cell.
  it('last column header deleted (DSCR LLPA I10, "75.01% - 80.00%"): missing_band_header at I10', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'I10', null));
    expect(r.diag.list).toEqual([
      diagnostic(
        'missing_band_header',
        rates20,
        'DSCR LLPA',
        'I10',
        'values under a column with no band header in grid "FICO / CLTV"',
      ),
    ]);
    expect(r.artifacts).toEqual([]);
  });

  it('a middle header deleted (DSCR LLPA D10): missing_band_header at D10', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'D10', null));
    expect(r.diag.list).toEqual([
      diagnostic(
        'missing_band_header',
        rates20,
        'DSCR LLPA',
        'D10',
        'values under a column with no band header in grid "FICO / CLTV"',
      ),
    ]);
  });

  it('agency: a deleted header of LOAN ATTRIBUTES (LLPA J46) is reported at J46', () => {
    const r = buildWith(agency20, 'LLPA', (ws) => setCell(ws, 'J46', null));
    expect(r.diag.list).toEqual([
      diagnostic(
        'missing_band_header',
        agency20,
        'LLPA',
        'J46',
        'values under a column with no band header in grid "LOAN ATTRIBUTES — ALL PURPOSES"',
      ),
    ]);
  });

  it('header H10 deleted where the first data row is blank under it (DSCR LLPA H11 blank, I11 -0.375)', () => {
    // Regression: the check once looked only at the first data row, so this grid compiled with 5
    // bands and the 70.01% - 80% CLTV columns (e.g. H14 -0.500) were silently dropped.
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'H10', null));
    expect(r.diag.list).toEqual([
      diagnostic(
        'missing_band_header',
        rates20,
        'DSCR LLPA',
        'H10',
        'values under a column with no band header in grid "FICO / CLTV"',
      ),
    ]);
    expect(r.artifacts.map(identity)).toEqual([]);
  });
});

describe('a band header lost at either end of the grid', () => {
  it('the first header cleared (DSCR LLPA C10): its values are not taken for a spacer column', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'C10', null));
    expect(r.diag.list).toEqual([
      diagnostic(
        'missing_band_header',
        rates20,
        'DSCR LLPA',
        'C10',
        'values under a column with no band header in grid "FICO / CLTV"',
      ),
    ]);
  });

  it('the last header retyped to text that is no band (DSCR LLPA I10 "TRUE")', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'I10', 'TRUE'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'bad_band',
        rates20,
        'DSCR LLPA',
        'I10',
        'expected a band such as "≤ 50.00%", "50.01% - 55.00%" or "> 95.00%", found "TRUE"',
      ),
    ]);
  });
});

describe('a stray cell inside a table is named, not taken for the end of the table', () => {
  const unexpected = (workbook: string, tab: string, cell: string, what: string, found: string) =>
    diagnostic(
      'unexpected_text',
      workbook,
      tab,
      cell,
      `expected ${what}, found "${found}", and the table goes on below it`,
    );

  it.each([
    [rates20, 'Rates', 'B20', 'see note', 'a note rate'],
    [agency20, 'Conventional', 'B20', 'see note', 'a note rate'],
    [agency20, 'State Adjusters', 'B15', 'Florida', 'a state code'],
  ])('%s › %s › %s', (workbook, tab, cell, text, what) => {
    const r = buildWith(workbook, tab, (ws) => setCell(ws, cell, text));
    expect(r.diag.list).toEqual([unexpected(workbook, tab, cell, what, text)]);
  });

  it('a matrix row key that reads as no band (Full Doc Matrix C13 "see note"): that row alone, no gap where it stood', () => {
    const r = buildWith(matrix20, 'Full Doc Matrix', (ws) => setCell(ws, 'C13', 'see note'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'bad_band',
        matrix20,
        'Full Doc Matrix',
        'C13',
        'expected a band such as "$150,000 - $349,999" or "≤ $1,000,000", found "see note"',
      ),
    ]);
  });
});

describe('a duplicated PPP term row', () => {
  it('DSCR 5% Fixed "2YR PPP" written again in place of "3YR PPP" (PPP B33)', () => {
    const r = buildWith(rates20, 'PPP', (ws) => setCell(ws, 'B33', '2YR PPP'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'duplicate_row_label',
        rates20,
        'PPP',
        'B33',
        '2YR PPP appears twice in the prepayment table "5% Fixed"',
      ),
    ]);
  });
});

describe('a grid header without its label heading', () => {
  it('"FICO" deleted from the FICO / CLTV header (DSCR LLPA B10): the grid must not vanish silently', () => {
    // COMPILER BUG (compiler/grids.ts, segmentsInRow / readGrids): a header is only recognised as
    // <label heading><band>...; with B10 empty the row C10:I10 is bands with no heading, no
    // segment is found and the whole FICO / CLTV grid (B9:I18, 56 adjustments) is skipped without
    // a diagnostic. The artifact compiles and DSCR simply has no FICO / CLTV adjustments.
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'B10', null));
    const categories = r.artifacts.flatMap((a) => program(a, 'dscr').grids.map((g) => g.category));
    expect(
      r.diag.list.length > 0 || categories.includes('FICO / CLTV'),
      `compiled silently without FICO / CLTV: grids ${categories.join(', ')}`,
    ).toBe(true);
    expect(r.artifacts.map(identity)).toEqual([]);
  });
});

describe('grid rows', () => {
  it('agency: the PURCHASE grid without its title (LLPA B9 blank): missing_grid_title there, not a grid for every purpose', () => {
    const r = buildWith(agency20, 'LLPA', (ws) => setCell(ws, 'B9', null));
    expect(r.diag.list).toEqual([
      diagnostic(
        'missing_grid_title',
        agency20,
        'LLPA',
        'B9',
        'expected a title above the grid\'s header "Credit Score": the titles say which loans a grid is for (PURCHASE, LIMITED CASH-OUT, CASH-OUT, HIGH BALANCE)',
      ),
    ]);
  });

  it('a duplicate row label: "Cash-Out Refinance" twice in PURPOSE (DSCR LLPA B39)', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'B39', 'Cash-Out Refinance'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'duplicate_row_label',
        rates20,
        'DSCR LLPA',
        'B39',
        'duplicate row label "Cash-Out Refinance" in grid "PURPOSE"',
      ),
    ]);
  });

  it('agency: "Condo" twice in LOAN ATTRIBUTES (LLPA B50)', () => {
    const r = buildWith(agency20, 'LLPA', (ws) => setCell(ws, 'B50', 'Condo'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'duplicate_row_label',
        agency20,
        'LLPA',
        'B50',
        'duplicate row label "Condo" in grid "LOAN ATTRIBUTES — ALL PURPOSES"',
      ),
    ]);
  });

  it('an unknown row label: "Vacation Rental" instead of "Short-Term Rental" (DSCR LLPA B69)', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'B69', 'Vacation Rental'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'unknown_row_label',
        rates20,
        'DSCR LLPA',
        'B69',
        '"Vacation Rental" is none of the profile\'s condition words and no comparison the grammar reads (FICO 700-719, LTV ≤ 60%, $100,000-$249,999, a list of states); the word most like it is "Short-Term Rental"',
      ),
    ]);
  });

  it('an unknown band row: "seven hundred+" in FICO / CLTV (DSCR LLPA B14)', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'B14', 'seven hundred+'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'bad_band',
        rates20,
        'DSCR LLPA',
        'B14',
        'expected a band such as "≥ 780", "760 - 779" or "≤ 639", found "seven hundred+"',
      ),
    ]);
  });

  it('agency: an unknown housing-history row "0x120x12" in OTHER ADJUSTMENTS (LLPA E69)', () => {
    const r = buildWith(agency20, 'LLPA', (ws) => setCell(ws, 'E69', '0x120x12'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'unknown_row_label',
        agency20,
        'LLPA',
        'E69',
        `"0x120x12" is none of the profile's condition words and no comparison the grammar reads (FICO 700-719, LTV ≤ 60%, $100,000-$249,999, a list of states)`,
      ),
    ]);
  });

  it('values without a row label (DSCR LLPA B39 emptied, C39.. kept)', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => setCell(ws, 'B39', null));
    expect(r.diag.list).toEqual([
      diagnostic('missing_row_label', rates20, 'DSCR LLPA', 'B39', 'row has values but no label in grid "PURPOSE"'),
    ]);
  });

  it('an empty grid: the PURPOSE rows (DSCR LLPA B38:I39) removed, header kept', () => {
    const r = buildWith(rates20, 'DSCR LLPA', (ws) => {
      for (const a of cellsIn(ws, 'B38:I39')) setCell(ws, a, null);
    });
    expect(r.diag.list).toEqual([
      diagnostic('empty_grid', rates20, 'DSCR LLPA', 'B37', 'grid "PURPOSE" at B37 has no columns or no rows'),
    ]);
  });
});

describe('ladders and rate blocks', () => {
  it('a ladder with no priced rate: every DSCR price NA (Rates I11:I32)', () => {
    const r = buildWith(rates20, 'Rates', (ws) => {
      for (let row = 11; row <= 32; row++) setCell(ws, `I${row}`, 'NA');
    });
    expect(r.diag.list).toEqual([
      diagnostic('empty_ladder', rates20, 'Rates', 'H10', 'the DSCR rate table has no priced rates'),
      // and so DSCR has no ladder at all
      diagnostic(
        'missing_program_part',
        rates20,
        '',
        '',
        'DSCR: no base prices found for it in the tables the profile declares',
      ),
    ]);
  });

  it('agency: a rate block with no priced rate (Conforming 10 Year Fixed, Conventional I33:L46 all NA)', () => {
    const r = buildWith(agency20, 'Conventional', (ws) => {
      for (let row = 33; row <= 46; row++) for (const col of 'IJKL') setCell(ws, `${col}${row}`, 'NA');
    });
    expect(r.diag.list).toEqual([
      diagnostic(
        'empty_ladder',
        agency20,
        'Conventional',
        'H32',
        'block "Conforming 10 Year Fixed" has no priced rates',
      ),
    ]);
    // the block exists, so the route naming it (Guidelines E29) is not reported again
    expect(r.artifacts.map(identity)).toEqual([]);
  });

  it('a price with no note rate inside a ladder (Rates B15 emptied, C15 98.935 kept)', () => {
    const r = buildWith(rates20, 'Rates', (ws) => setCell(ws, 'B15', null));
    expect(r.diag.list).toEqual([
      diagnostic('expected_rate', rates20, 'Rates', 'B15', 'a price with no note rate in the Full Doc rate table'),
    ]);
  });

  it('a rate printed twice (Rates B12 6.375 -> 6.25, the rate of B11)', () => {
    const r = buildWith(rates20, 'Rates', (ws) => setCell(ws, 'B12', 6.25));
    expect(r.diag.list).toEqual([
      diagnostic('duplicate_rate', rates20, 'Rates', 'B12', 'rate 6.25 appears twice in the Full Doc rate table'),
    ]);
  });
});

describe('tabs, files and dates', () => {
  it('a missing tab: the rate sheet without PPP', () => {
    const r = tmp.build(
      mutated(rates20, (wb) => {
        wb.SheetNames = wb.SheetNames.filter((t) => t !== 'PPP');
        delete wb.Sheets.PPP;
      }),
    );
    // one error for the tab, not one more per program for the PPP tables it held
    expect(r.diag.list).toEqual([
      diagnostic(
        'missing_tab',
        rates20,
        '',
        '',
        'expected a PPP tab; found tabs "Rates", "Full Doc LLPA", "Expanded Doc LLPA", "DSCR LLPA", "MU-MX LLPA", "ITIN LLPA", "FN LLPA", "Price Caps"',
      ),
    ]);
    expect(r.artifacts).toEqual([]);
  });

  it('agency: a missing State Adjusters tab', () => {
    const r = tmp.build(
      mutated(agency20, (wb) => {
        wb.SheetNames = wb.SheetNames.filter((t) => t !== 'State Adjusters');
      }),
    );
    expect(r.diag.list).toEqual([
      diagnostic(
        'missing_tab',
        agency20,
        '',
        '',
        'expected a State Adjusters tab; found tabs "Conventional", "LLPA", "Guidelines"',
      ),
    ]);
  });

  it('an effective-date mismatch between a banner and the file name (matrix Guidelines!B3 says 11/21)', () => {
    const r = buildWith(matrix20, 'Guidelines', (ws) => setCell(ws, 'B3', 'Effective: 11/21/2026 8:30 AM PT'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'effective_date_mismatch',
        matrix20,
        'Guidelines',
        'B3',
        'banner says 2026-11-21 but the file name says 2026-11-20',
      ),
    ]);
  });

  it('a workbook filed under another date: every tab of the Bayshore 11-20 sheet saved as ..._2026-11-21.xlsx', () => {
    const file = 'BayshoreHomeFunding_Agency_RateSheet_2026-11-21.xlsx';
    const r = buildAll(tmp.make({ [file]: readBook(agency20) }));
    // one cause, reported once for the workbook at the first tab's banner cell, with what to do
    expect(r.diag.list).toEqual([
      diagnostic(
        'effective_date_mismatch',
        file,
        'Conventional',
        'B3',
        'banner says 2026-11-20 but the file name says 2026-11-21, on all 4 tabs (Conventional, LLPA, State Adjusters, Guidelines; cell B3 of each): if the banners are right, the file is misnamed: rename it; otherwise ask the lender for a corrected workbook',
      ),
    ]);
  });

  it('a workbook refused for its effective date yields no artifact', () => {
    const file = 'BayshoreHomeFunding_Agency_RateSheet_2026-11-21.xlsx';
    const r = buildAll(tmp.make({ [file]: readBook(agency20) }));
    expect(diagnosticsWith(r, 'effective_date_mismatch')).toHaveLength(1);
    expect(r.artifacts.map(identity)).toEqual([]);
    expect(r.sheets.map((s) => [s.file, s.artifact])).toEqual([[file, undefined]]);
  });

  it('an unpaired non-QM rate sheet (no program matrix of its date)', () => {
    const r = buildAll(tmp.make({ [rates20]: true }));
    expect(r.diag.list).toEqual([
      diagnostic('unpaired_workbook', rates20, '', '', 'no matrix workbook for 2026-11-20'),
    ]);
    expect(r.artifacts).toEqual([]);
  });

  it('an unpaired program matrix, built here: a one-tab workbook dated 2026-11-24', () => {
    const file = 'GranitePeak_NonQM_ProgramMatrix_2026-11-24.xlsx';
    const book = bookOf({ Guidelines: [[], [], [null, 'Effective: 11/24/2026 8:30 AM PT']] });
    const r = buildAll(tmp.make({ [rates20]: true, [matrix20]: true, [file]: book }));
    expect(r.diag.list).toEqual([
      diagnostic('unpaired_workbook', file, '', '', 'no rate sheet workbook for 2026-11-24'),
    ]);
    // the complete pair of 2026-11-20 still compiles
    expect(r.artifacts.map(identity)).toEqual(['non-qm 2026-11-20']);
  });

  it('a file that is not a workbook (a truncated xlsx): unreadable_workbook', () => {
    const r = tmp.build({ [agency20]: bookBytes(readBook(agency20)).subarray(0, 3000) });
    expect(r.diag.list).toEqual([
      diagnostic(
        'unreadable_workbook',
        agency20,
        '',
        '',
        'a damaged workbook: its zip directory is truncated or corrupt',
      ),
    ]);
  });

  it('a file name no lender sends, and a folder that is no lender', () => {
    const dir = tmp.make(
      { [agency20]: true, 'Bayshore_Notes_2026-11-20.xlsx': bookBytes(readBook(agency20)) },
      () => 'agency',
    );
    const extra = tmp.make({ [agency20]: bookBytes(readBook(agency20)) }, () => 'bayshore');
    const r = buildAll(dir);
    expect(r.diag.list).toEqual([
      {
        ...diagnostic(
          'unknown_file',
          agency20,
          '',
          '',
          'file name matches none of BayshoreHomeFunding_Agency_RateSheet_<date>[_<HHMM>].xlsx',
        ),
        workbook: 'Bayshore_Notes_2026-11-20.xlsx',
      },
    ]);
    expect(buildAll(extra).diag.list).toEqual([
      {
        severity: 'error',
        code: 'unknown_lender',
        lender: 'bayshore',
        workbook: '',
        tab: '',
        cell: '',
        message: `folder bayshore/ is not a known lender (${PROFILES.map((p) => p.slug).join(', ')})`,
      },
    ]);
  });
});

describe('matrices, guidelines, caps and state adjusters', () => {
  it('a bad matrix cell: "80-80" in DSCR Matrix D12', () => {
    const r = buildWith(matrix20, 'DSCR Matrix', (ws) => setCell(ws, 'D12', '80-80'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'expected_ltv_cell',
        matrix20,
        'DSCR Matrix',
        'D12',
        'expected "<maximum LTV>/<maximum CLTV>" such as "80/80", one percentage for each, or NA, found "80-80"',
      ),
    ]);
  });

  it('a bad guideline value: Minimum FICO "TBD" (Guidelines H12)', () => {
    const r = buildWith(matrix20, 'Guidelines', (ws) => setCell(ws, 'H12', 'TBD'));
    expect(r.diag.list).toEqual([
      diagnostic('expected_number', matrix20, 'Guidelines', 'H12', 'expected a number, found "TBD"'),
    ]);
    // the error refuses the sheet: DSCR is not priced without its Minimum FICO
    expect(r.artifacts).toEqual([]);
  });

  it('an unknown state in an explicit list (ITIN Guidelines J18 with "XX")', () => {
    const r = buildWith(matrix20, 'Guidelines', (ws) => setCell(ws, 'J18', 'AZ, CA, XX'));
    expect(r.diag.list).toEqual([
      diagnostic('unknown_state', matrix20, 'Guidelines', 'J18', 'expected a list of states, found "XX"'),
    ]);
  });

  it('an unknown price cap row (Price Caps B14 "Cash-Out >$1m")', () => {
    const r = buildWith(rates20, 'Price Caps', (ws) => setCell(ws, 'B14', 'Cash-Out >$1m'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'unknown_rule',
        rates20,
        'Price Caps',
        'B14',
        '"Cash-Out >$1m" is none of the rules the profile declares (Primary / 2nd Homes, No PPP or State Restricted), and cap "Cash-Out >$1m" is not one the service knows how to apply',
      ),
    ]);
  });

  it('a cap label the rules can read is a new rule, not an error: B14 "Loan Amounts >$2m" (DSCR E14 102.000)', () => {
    const r = buildWith(rates20, 'Price Caps', (ws) => setCell(ws, 'B14', 'Loan Amounts >$2m'));
    expect(r.diag.list).toEqual([]);
    const cap = program(artifactOf(r.artifacts, 'non-qm', '2026-11-20'), 'dscr').caps.find((c) => c.cell === 'E14');
    // ">" is exclusive: 2,000,000 itself is not capped, 2,000,001 is
    expect(cap).toMatchObject({
      key: 'loan_over_2m',
      label: 'Loan Amounts >$2m',
      value: 102000,
      when: [
        [{ kind: 'range', attr: 'loan_amount', range: { lo: 2000000, lo_incl: false, hi: null, hi_incl: false } }],
      ],
    });
  });

  it('agency: NA in a state adjuster cell (State Adjusters C12)', () => {
    const r = buildWith(agency20, 'State Adjusters', (ws) => setCell(ws, 'C12', 'NA'));
    expect(r.diag.list).toEqual([
      diagnostic(
        'expected_number',
        agency20,
        'State Adjusters',
        'C12',
        'expected a state adjuster or a blank cell, found NA',
      ),
    ]);
  });
});

describe('a small agency workbook built with xlsx', () => {
  const banner = 'Rates Effective: Friday, November 20, 2026  9:00 AM ET';
  const top = (): (string | number | null)[][] => [[], [], [null, banner], [], [], [], [], []];
  /** Four tabs, one block, one grid, one state, the guideline tables; `grid` replaces the LLPA grid rows. */
  function tinyAgency(grid?: (string | number | null)[][]): XLSX.WorkBook {
    return bookOf({
      Conventional: [
        ...top(),
        [null, 'Conforming 30 Year Fixed'],
        [null, 'Code CF30 | Conventional Fixed | Loan Amount ≤ $766,550'],
        [null, 'Rate', '15 Day', '30 Day'],
        [null, 6.5, 100.995, 100.87],
        [null, 6.625, 101.259, 101.134],
      ],
      LLPA: [
        ...top(),
        [null, 'PURCHASE — CREDIT SCORE / LTV'],
        ...(grid ?? [
          [null, 'Credit Score', '≤ 60.00%', '60.01 - 80.00%', '80.01 - 97.00%'],
          [null, '≥ 740', 0, -0.25, -0.5],
          [null, '≤ 739', -0.5, -1, 'NA'],
        ]),
      ],
      'State Adjusters': [
        ...top(),
        [
          null,
          'State',
          'Conventional Fixed (Prog 2)',
          'Conventional 5/6 SOFR ARM (Prog 3)',
          'Conventional 7/6 SOFR ARM (Prog 4)',
        ],
        [null, 'Agency', 'FNMA', 'FHLMC', 'FHLMC'],
        [null, 'CA', 0.125, 0, 0],
      ],
      // the two guideline tables titled as Bayshore's Guidelines tab titles them
      Guidelines: [
        ...top().slice(0, 6),
        [null, 'PROGRAM GUIDELINES (ALL CONVENTIONAL PROGRAMS)'],
        [null, 'Conforming Loan Limit (1-Unit, 2026)', 766550],
        [null, 'Minimum Loan Amount', 75000],
        [null, 'Maximum Loan Amount', 1149825],
        [null, 'Minimum FICO', 620],
        [null, 'Maximum DTI', 0.5],
        [null, 'Maximum LTV', 0.97],
        [null, 'Eligible Borrowers', 'US Citizen'],
        [null, 'Occupancy', 'Primary Residence'],
        [null, 'Lock Periods', '15, 30 Days'],
        [],
        [null, 'Program Code', 'Program', 'Term (Years)', 'Loan Amount ≤ $766,550', 'Loan Amount > $766,550'],
        [
          null,
          2,
          'Conventional Fixed',
          30,
          'Conforming 30 Year Fixed',
          'No High Balance block - use Conforming 30 Year Fixed',
        ],
        // Every priced program (2, 3 and 4) needs its routes; one block serves all three here.
        [
          null,
          3,
          'Conventional 5/6 SOFR ARM',
          30,
          'Conforming 30 Year Fixed',
          'No High Balance block - use Conforming 30 Year Fixed',
        ],
        [
          null,
          4,
          'Conventional 7/6 SOFR ARM',
          30,
          'Conforming 30 Year Fixed',
          'No High Balance block - use Conforming 30 Year Fixed',
        ],
        [],
        [null, 'PRICE LIMITS (after all adjustments)'],
        [null, 'Program', 'Maximum Price', 'Minimum Price'],
        [null, 'Conventional Fixed', 104, 95],
        [null, 'Conventional 5/6 SOFR ARM', 104, 95],
        [null, 'Conventional 7/6 SOFR ARM', 104, 95],
      ],
    });
  }

  it('compiles as built (the baseline of the broken variants below)', () => {
    const r = tmp.build({ [agency20]: tinyAgency() });
    expect(r.diag.list).toEqual([]);
    const a = artifactOf(r.artifacts, 'agency', '2026-11-20');
    expect(a.rate_blocks).toEqual([
      {
        workbook: 0,
        tab: 'Conventional',
        category: 'Rate Block',
        name: 'Conforming 30 Year Fixed',
        code: 'CF30',
        title_cell: 'B9',
        printed: 'rates down',
        continued: [],
        rate_col: 'B',
        locks: [
          { days: 15, col: 'C' },
          { days: 30, col: 'D' },
        ],
        rows: [
          { rate: 6500, prices: [100995, 100870], row: 12 },
          { rate: 6625, prices: [101259, 101134], row: 13 },
        ],
      },
    ]);
    expect(a.programs.map((x) => x.slug)).toEqual([
      '2_conventional_fixed',
      '3_conventional_5_6_sofr_arm',
      '4_conventional_7_6_sofr_arm',
    ]);
    const p = program(a, '2_conventional_fixed');
    expect(p.grids[0]!.rows.map((r) => [r.label, ...r.values])).toEqual([
      ['≥ 740', 0, -250, -500],
      ['≤ 739', -500, -1000, null],
    ]);
    expect(p.state_adjusters!.states).toEqual([{ state: 'CA', value: 125, row: 11 }]);
    expect(p.doc_types[0]).toMatchObject({
      min_fico: 620,
      max_dti: 5000,
      max_cltv: 9700,
      locks: [15, 30],
      citizenship: ['us_citizen'],
      occupancies: ['owner_occupied'],
      terms: [30],
    });
    expect(a.conforming_limit).toBe(766550);
  });

  it('"0.25%" in a grid cell (LLPA D11)', () => {
    const r = tmp.build({
      [agency20]: tinyAgency([
        [null, 'Credit Score', '≤ 60.00%', '60.01 - 80.00%', '80.01 - 97.00%'],
        [null, '≥ 740', 0, '0.25%', -0.5],
        [null, '≤ 739', -0.5, -1, 'NA'],
      ]),
    });
    expect(r.diag.list).toEqual([
      diagnostic('expected_number_or_na', agency20, 'LLPA', 'D11', 'expected a number or NA, found "0.25%"'),
    ]);
  });

  it('overlapping and gapped LTV bands (LLPA D10, E10)', () => {
    const r = tmp.build({
      [agency20]: tinyAgency([
        [null, 'Credit Score', '≤ 60.00%', '55.01 - 80.00%', '85.01 - 97.00%'],
        [null, '≥ 740', 0, -0.25, -0.5],
      ]),
    });
    expect(r.diag.list).toEqual([
      diagnostic('band_tiling', agency20, 'LLPA', 'D10', 'band "55.01 - 80.00%" overlaps "≤ 60.00%"'),
      diagnostic('band_tiling', agency20, 'LLPA', 'E10', 'gap between bands "55.01 - 80.00%" and "85.01 - 97.00%"'),
    ]);
  });

  it('a grid with a header and no rows (LLPA B10): empty_grid', () => {
    const r = tmp.build({
      [agency20]: tinyAgency([[null, 'Credit Score', '≤ 60.00%', '60.01 - 80.00%', '80.01 - 97.00%']]),
    });
    expect(r.diag.list).toEqual([
      diagnostic(
        'empty_grid',
        agency20,
        'LLPA',
        'B10',
        'grid "PURCHASE — CREDIT SCORE / LTV" at B10 has no columns or no rows',
      ),
    ]);
  });

  it('a duplicate and an unknown row in one grid are both reported (LLPA B12, B13)', () => {
    const r = tmp.build({
      [agency20]: tinyAgency([
        [null, 'Attribute', '≤ 60.00%', '60.01 - 80.00%', '80.01 - 97.00%'],
        [null, 'Condo', -0.125, -0.75, -0.75],
        [null, 'Condo', -0.125, -0.75, -0.75],
        [null, 'Houseboat', 'NA', 'NA', 'NA'],
      ]),
    });
    expect(r.diag.list).toEqual([
      diagnostic(
        'duplicate_row_label',
        agency20,
        'LLPA',
        'B12',
        'duplicate row label "Condo" in grid "PURCHASE — CREDIT SCORE / LTV"',
      ),
      diagnostic(
        'unknown_row_label',
        agency20,
        'LLPA',
        'B13',
        `"Houseboat" is none of the profile's condition words and no comparison the grammar reads (FICO 700-719, LTV ≤ 60%, $100,000-$249,999, a list of states)`,
      ),
    ]);
  });

  it('no banner date on any tab: one missing_effective_date for the workbook', () => {
    const wb = tinyAgency();
    for (const tab of wb.SheetNames) setCell(sheet(wb, tab), 'B3', 'Rates as of this morning');
    const r = tmp.build({ [agency20]: wb });
    expect(r.diag.list).toEqual([
      diagnostic(
        'missing_effective_date',
        agency20,
        'Conventional',
        '',
        'expected an "Effective: <date>" banner in the first rows of the tab, on all 4 tabs (Conventional, LLPA, State Adjusters, Guidelines): check that the file is this lender\'s rate sheet',
      ),
    ]);
  });
});

// Each test compiles every fixture workbook (every roster lender's): seconds, more on a loaded machine.
describe('errors are collected across workbooks, and only the broken workbook fails', { timeout: 60_000 }, () => {
  it('with every fixture workbook and one bad cell, every other artifact still compiles unchanged', () => {
    const r = tmp.build(
      mutated(rates20, (wb) => setCell(sheet(wb, 'DSCR LLPA'), 'D14', '0.25%')),
      FIXTURE_FILES,
    );
    expect(r.diag.list).toEqual([
      diagnostic('expected_number_or_na', rates20, 'DSCR LLPA', 'D14', 'expected a number or NA, found "0.25%"'),
    ]);
    const real = fixtureBuild().artifacts;
    expect(r.artifacts).toEqual(real.filter((a) => !(a.lender_slug === 'non-qm' && a.effective_date === '2026-11-20')));
  });

  it("bad cells in two lenders' workbooks are all listed by one compile", () => {
    const r = tmp.build(
      {
        ...mutated(rates20, (wb) => setCell(sheet(wb, 'DSCR LLPA'), 'D14', '0.25%')),
        ...mutated(matrix20, (wb) => setCell(sheet(wb, 'DSCR Matrix'), 'D12', '80-80')),
        ...mutated(agency20, (wb) => setCell(sheet(wb, 'LLPA'), 'E69', '0x120x12')),
      },
      FIXTURE_FILES,
    );
    expect(r.diag.list.map((d) => `${d.workbook} ${d.tab}!${d.cell} ${d.code}`)).toEqual([
      `${agency20} LLPA!E69 unknown_row_label`,
      `${matrix20} DSCR Matrix!D12 expected_ltv_cell`, // a program's matrix is read before its LLPA tab
      `${rates20} DSCR LLPA!D14 expected_number_or_na`,
    ]);
    // the morning sheet and the 1:15 PM reprice of 11-23 (paired with the same, intact matrix)
    // every fixture sheet but the two lenders' of 11-20, as a clean compile gives it
    expect(r.artifacts).toEqual(
      fixtureBuild().artifacts.filter(
        (a) => !(['agency', 'non-qm'].includes(a.lender_slug) && a.effective_date === '2026-11-20'),
      ),
    );
    expect(r.artifacts.filter((a) => ['agency', 'non-qm'].includes(a.lender_slug)).map((a) => a.effective_at)).toEqual([
      '2026-11-23T09:00:00-05:00',
      '2026-11-23T08:30:00-08:00',
      '2026-11-23T13:15:00-08:00',
    ]);
  });
});

// Its command in-process (compileCli), printed as the bin prints it; the bin's own exit status and
// streams are checked in a child process by determinism.test.ts (0) and hostile/mutations.test.ts (1).
describe('the CLI (npm run compile)', () => {
  const compile = (sheets: string, out: string) => compileCli('--sheets', sheets, '--out', out);

  it('exits 1, prints each refused sheet with lender › workbook › tab › cell: message, and writes the others', async () => {
    const sheets = tmp.make({
      ...Object.fromEntries(FIXTURE_FILES.map((f) => [f, true as const])),
      ...mutated(rates20, (wb) => setCell(sheet(wb, 'DSCR LLPA'), 'D14', '0.25%')),
      ...mutated(agency20, (wb) => setCell(sheet(wb, 'LLPA'), 'E69', '0x120x12')),
    });
    const out = join(tmp.dir('never'), 'dist-sheets'); // does not exist yet
    const run = await compile(sheets, out);
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      `refused agency 2026-11-20 (${agency20}): 1 error; nothing written for it`,
      `  agency › ${agency20} › LLPA › E69: "0x120x12" is none of the profile's condition words and no comparison the grammar reads (FICO 700-719, LTV ≤ 60%, $100,000-$249,999, a list of states) [unknown_row_label]`,
      `refused non-qm 2026-11-20 (${rates20} + ${matrix20}): 1 error; nothing written for it`,
      `  non-qm › ${rates20} › DSCR LLPA › D14: expected a number or NA, found "0.25%" [expected_number_or_na]`,
      'compile failed: 2 sheets refused; every other sheet was written',
      '',
    ]);
    // Every fixture sheet is written but the two refused, each lender's line in roster order.
    const written = FIXTURE_ARTIFACTS.filter(
      (path) => path !== 'agency/2026-11-20_0900.msgpack' && path !== 'non-qm/2026-11-20_0830.msgpack',
    );
    expect(written.filter((path) => /^(agency|jumbo|non-qm)\//.test(path))).toEqual([
      'agency/2026-11-23_0900.msgpack',
      'jumbo/2026-11-20_0800.msgpack',
      'jumbo/2026-11-23_0800.msgpack',
      'jumbo/2026-11-23_1430.msgpack',
      'non-qm/2026-11-23_0830.msgpack',
      'non-qm/2026-11-23_1315.msgpack',
    ]);
    const refused: Record<string, string> = {
      agency: 'agency: 1 sheet written, 1 refused (agency 2026-11-20)',
      'non-qm': 'non-qm: 2 sheets written, 1 refused (non-qm 2026-11-20)',
    };
    const lines = run.stdout.split('\n');
    expect(lines.slice(-(ROSTER.length + 2))).toEqual([
      ...ROSTER.map((lender) => refused[lender] ?? writtenLine(lender)),
      expect.stringMatching(new RegExp(`^compiled ${written.length} artifacts in \\d+ ms$`)),
      '',
    ]);
    expect(lines.slice(0, written.length).map((l) => l.split(' -> ')[1]?.split(' ')[0])).toEqual(written);
    // the 11-23 sheets of the two broken lenders are written, nothing of their 11-20; every other lender's sheet
    expect(
      readdirSync(out, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.includes('.'))
        .sort(),
    ).toEqual([...written, 'manifest.json'].sort());
  });

  it('--help prints the usage and what a refusal means (exit 0); an unknown option or argument is a one-line usage error (exit 2)', async () => {
    for (const flag of ['--help', '-h']) {
      const help = await compileCli(flag);
      expect([help.status, help.stderr]).toEqual([0, '']);
      expect(help.stdout.split('\n')[0]).toBe(
        'Usage: npm run compile -- [--sheets DIR] [--out DIR] [--profile FILE] [--help]',
      );
      expect(help.stdout).toContain('A sheet with an error is refused: nothing is written for it');
      expect(help.stdout).toContain(
        'Exit status: 0 every sheet written; 1 a sheet refused, or another error; 2 a usage error.',
      );
    }
    for (const [args, problem] of [
      [['--bogus'], "Unknown option '--bogus'"],
      [['extra'], "Unexpected argument 'extra'"],
      [['--out'], "Option '--out <value>' argument missing"],
      [['--sheets', join(ROOT, 'no-such-folder')], `--sheets ${join(ROOT, 'no-such-folder')} is not a folder`],
      [['--sheets', join(ROOT, 'package.json')], `--sheets ${join(ROOT, 'package.json')} is not a folder`],
    ] as const) {
      const bad = await compileCli(...args);
      expect(bad.status).toBe(2);
      expect(bad.stdout).toBe('');
      const lines = bad.stderr.split('\n');
      expect(lines[0]!.startsWith(`compile: ${problem}`), lines[0]).toBe(true);
      expect(lines.slice(1)).toEqual([
        'Usage: npm run compile -- [--sheets DIR] [--out DIR] [--profile FILE] [--help]',
        '',
      ]);
    }
  });

  it('an empty sheets folder is a failure too, with nothing written', async () => {
    const out = join(tmp.dir('never'), 'out');
    const run = await compileCli('--sheets', tmp.dir('no-sheets'), '--out', out);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^compile failed: no workbooks found under .*; nothing was written\n$/);
    expect(existsSync(out)).toBe(false);
  });
});
