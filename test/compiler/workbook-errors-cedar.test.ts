/**
 * When a Cedar Hollow workbook disagrees with its profile (compiler/profiles/cedar-hollow.ts, declared
 * in the table language), the compiler says so by cell, as the language's readers word it: one broken copy of the
 * real 2026-11-20 workbook per case, compiled alone (errors refuse the sheet; an announcement is a
 * warning and the sheet compiles to the clean content).
 */
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import { artifactOf, content } from './artifact-parts.ts';
import { diagnostic, FILES, fixtureBuild, useTempSheets, warning } from './compile-runs.ts';
import { insertRows, merge, mutated, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const { jumbo20 } = FILES;
const build = (tab: string, edit: (ws: XLSX.WorkSheet) => void) =>
  tmp.build(mutated(jumbo20, (wb) => edit(sheet(wb, tab))));
const error = (code: string, tab: string, cell: string, message: string) =>
  diagnostic(code, jumbo20, tab, cell, message);

describe('Cedar Hollow: cells and labels its profile does not know', () => {
  it.each([
    [
      'a Loan Features row no rule names ("Vacation Home" for "Second Home", A18)',
      'Adjustments',
      (ws: XLSX.WorkSheet) => setCell(ws, 'A18', 'Vacation Home'),
      [
        error(
          'unknown_row_label',
          'Adjustments',
          'A18',
          '"Vacation Home" is none of the profile\'s condition words and no comparison the grammar reads (FICO 700-719, LTV ≤ 60%, $100,000-$249,999, a list of states); the word most like it is "Second Home"',
        ),
      ],
    ],
    [
      'an LTV row that is no band (A9 "seventy-five")',
      'Adjustments',
      (ws: XLSX.WorkSheet) => setCell(ws, 'A9', 'seventy-five'),
      [
        error(
          'bad_band',
          'Adjustments',
          'A9',
          'expected a band such as "≤ 50.00%", "50.01% - 55.00%" or "> 95.00%", found "seventy-five"',
        ),
      ],
    ],
    [
      'a credit-score column header that is no band (D6 "good")',
      'Adjustments',
      (ws: XLSX.WorkSheet) => setCell(ws, 'D6', 'good'),
      [error('bad_band', 'Adjustments', 'D6', 'expected a band such as "≥ 780", "760 - 779" or "≤ 639", found "good"')],
    ],
    [
      'overlapping loan-amount columns (C15 "$1,000,000 - $1,500,000" after "$766,551 - $1,000,000")',
      'Adjustments',
      (ws: XLSX.WorkSheet) => setCell(ws, 'C15', '$1,000,000 - $1,500,000'),
      [error('band_tiling', 'Adjustments', 'C15', 'band "$1,000,000 - $1,500,000" overlaps "$766,551 - $1,000,000"')],
    ],
    [
      'a state code that is none in a tier (B30 "HI, NY, XX")',
      'Adjustments',
      (ws: XLSX.WorkSheet) => setCell(ws, 'B30', 'HI, NY, XX'),
      [error('unknown_state', 'Adjustments', 'B30', '"XX" is not a US state code')],
    ],
    [
      'a state in two tiers (B30 "HI, NY, CA": CA is in Tier 2)',
      'Adjustments',
      (ws: XLSX.WorkSheet) => setCell(ws, 'B30', 'HI, NY, CA'),
      [
        error(
          'duplicate_row_label',
          'Adjustments',
          'B30',
          'state CA is in Tier 2 and in Tier 3 of the tiers "State Tiers"',
        ),
      ],
    ],
    [
      'a tier cost typed as text "0.5%" (C30)',
      'Adjustments',
      (ws: XLSX.WorkSheet) => setCell(ws, 'C30', '0.5%'),
      [error('expected_number_or_na', 'Adjustments', 'C30', 'expected a number or NA, found "0.5%"')],
    ],
    [
      'N/A in a cost cell (E16): Cedar Hollow prints no such marker',
      'Adjustments',
      (ws: XLSX.WorkSheet) => setCell(ws, 'E16', 'N/A'),
      [error('expected_number_or_na', 'Adjustments', 'E16', 'expected a number or NA, found "N/A"')],
    ],
    [
      'a lock column of 90 days (E6)',
      'Rate Sheet',
      (ws: XLSX.WorkSheet) => setCell(ws, 'E6', '90 Day'),
      [
        error(
          'unknown_lock_period',
          'Rate Sheet',
          'E6',
          'expected one column for each lock period of 15, 30, 45, 60 days',
        ),
      ],
    ],
    [
      'a rate printed twice (A8 6.125, the rate of A7)',
      'Rate Sheet',
      (ws: XLSX.WorkSheet) => setCell(ws, 'A8', 6.125),
      [error('duplicate_rate', 'Rate Sheet', 'A8', 'rate 6.125 appears twice in block "Jumbo Elite 30 Year Fixed"')],
    ],
    [
      'a matrix occupancy the profile does not know (A9 "Vacation Home")',
      'Eligibility',
      (ws: XLSX.WorkSheet) => setCell(ws, 'A9', 'Vacation Home'),
      [
        error(
          'unknown_row_label',
          'Eligibility',
          'A9',
          '"Vacation Home" is none of the profile\'s condition words and no comparison the grammar reads (FICO 700-719, LTV ≤ 60%, $100,000-$249,999, a list of states); the word most like it is "Second Home"',
        ),
      ],
    ],
    [
      'a matrix cell in another form (D8 "75/75")',
      'Eligibility',
      (ws: XLSX.WorkSheet) => setCell(ws, 'D8', '75/75'),
      [
        error(
          'expected_ltv_cell',
          'Eligibility',
          'D8',
          'expected "<maximum LTV>% (<minimum FICO>)" such as "80% (700)", or NA, found "75/75"',
        ),
      ],
    ],
    [
      'a property type the profile does not know (B22 "SFR, Co-op")',
      'Eligibility',
      (ws: XLSX.WorkSheet) => setCell(ws, 'B22', 'SFR, Co-op'),
      [error('unknown_list_item', 'Eligibility', 'B22', '"Co-op" is not a recognised eligible property types value')],
    ],
    [
      'a term the service does not price (B25 "Jumbo Elite 30 Year Fixed: 35 years; …")',
      'Eligibility',
      (ws: XLSX.WorkSheet) =>
        setCell(
          ws,
          'B25',
          'Jumbo Elite 30 Year Fixed: 35 years; Jumbo Elite 15 Year Fixed: 15 years; Jumbo Elite 7/6 SOFR ARM: 30 years',
        ),
      [error('unknown_term', 'Eligibility', 'B25', 'expected a term of 10, 15, 20, 25, 30, 40 years, found 35')],
    ],
    [
      'a term listed for two programs only (B25 without the 7/6 SOFR ARM)',
      'Eligibility',
      (ws: XLSX.WorkSheet) =>
        setCell(ws, 'B25', 'Jumbo Elite 30 Year Fixed: 30 years; Jumbo Elite 15 Year Fixed: 15 years'),
      [error('empty_list', 'Eligibility', 'B25', 'no term listed for Jumbo Elite 7/6 SOFR ARM')],
    ],
    [
      'a guideline row gone (A19 "Maximum DTI" renamed)',
      'Eligibility',
      (ws: XLSX.WorkSheet) => setCell(ws, 'A19', 'Max Debt Ratio'),
      [
        error(
          'unknown_rule',
          'Eligibility',
          'A19',
          '"Max Debt Ratio" is none of the rules the profile declares (Minimum Loan Amount, Maximum Loan Amount, Maximum DTI, Minimum FICO, Eligible Borrowers, Eligible Property Types, Occupancy, Lien Position, Terms, Lock Periods)',
        ),
      ],
    ],
    [
      'a price limit the cap rules cannot read (A33 "Cash-Out >$1m")',
      'Eligibility',
      (ws: XLSX.WorkSheet) => setCell(ws, 'A33', 'Cash-Out >$1m'),
      [
        error(
          'unknown_rule',
          'Eligibility',
          'A33',
          '"Cash-Out >$1m" is none of the rules the profile declares (Maximum Price, Loan Amounts >$2m, Minimum Price)',
        ),
      ],
    ],
  ])('%s', (_, tab, edit, diagnostics) => {
    const r = build(tab, edit);
    expect(r.diag.list).toEqual(diagnostics);
    expect(r.artifacts).toEqual([]);
  });
});

describe("Cedar Hollow: its banner on another lender's clock or zone", () => {
  const banner = (text: string) =>
    tmp.build(
      mutated(jumbo20, (wb) => {
        for (const tab of wb.SheetNames) setCell(sheet(wb, tab), 'A2', text);
      }),
    );
  const TABS = 'on all 3 tabs (Rate Sheet, Adjustments, Eligibility; cell A2 of each)';

  it('a 12-hour time ("8:00 AM CT") is no time on a 24-hour clock', () => {
    const r = banner('Pricing effective 11/20/2026 at 8:00 AM CT');
    expect(r.diag.list.map((d) => [d.code, d.tab, d.cell])).toEqual([
      ['missing_effective_time', 'Rate Sheet', 'A2'],
      ['effective_zone_mismatch', 'Rate Sheet', 'A2'],
    ]);
    expect(r.diag.list[0]!.message).toBe(
      `expected the banner to print the effective time, e.g. "08:30 CT", ${TABS}: ask the lender for a workbook whose banners print the effective time`,
    );
    expect(r.artifacts).toEqual([]);
  });

  it("Pacific time (PT) is not Cedar Hollow's zone; CST in November is (the other side)", () => {
    const pt = banner('Pricing effective 11/20/2026 at 08:00 PT');
    expect(pt.diag.list.map((d) => [d.code, d.message.split(',')[0]])).toEqual([
      ['effective_zone_mismatch', "expected the lender's time zone (CT / CST / CDT) after the time"],
    ]);
    const cst = banner('Pricing effective 11/20/2026 at 08:00 CST');
    expect(cst.diag.list).toEqual([]);
    expect(cst.artifacts.map((a) => a.effective_at)).toEqual(['2026-11-20T08:00:00-06:00']);
  });
});

describe('Cedar Hollow: an announced program, and notes inside its tables', () => {
  it('a rate table of a program not in §5.1 ("Jumbo Elite 10/6 SOFR ARM (Coming Soon)") is skipped with a warning', () => {
    const r = build('Rate Sheet', (ws) => {
      // under the notes (A52:A55), a blank row, then the announced table
      setCell(ws, 'A57', 'Jumbo Elite 10/6 SOFR ARM (Coming Soon)');
      for (const [i, t] of ['Rate', '15 Day', '30 Day', '45 Day', '60 Day'].entries())
        setCell(ws, `${'ABCDE'[i]}58`, t);
      for (const c of 'ABCDE') setCell(ws, `${c}59`, c === 'A' ? 6.5 : 'TBD');
    });
    expect(r.diag.list).toEqual([
      warning(
        'unpriced_program',
        jumbo20,
        'Rate Sheet',
        'A57',
        'the rate table "Jumbo Elite 10/6 SOFR ARM (Coming Soon)" belongs to no program this lender prices: skipped',
      ),
    ]);
    expect(content(artifactOf(r.artifacts, 'jumbo', '2026-11-20'))).toEqual(
      content(artifactOf(fixtureBuild().artifacts, 'jumbo', '2026-11-20')),
    );
  });

  it.each([
    ['State Tiers, between the header and Tier 1', 'Adjustments', 28, 'C', 'the table "State Tiers"'],
    ['State Tiers, between Tier 1 and Tier 2', 'Adjustments', 29, 'C', 'the table "State Tiers"'],
    ['PROGRAM GUIDELINES, between two rules', 'Eligibility', 20, 'B', 'the table "PROGRAM GUIDELINES"'],
    ['PRICE LIMITS, between the header and the first limit', 'Eligibility', 32, 'B', 'the table "PRICE LIMITS"'],
  ])('a note in %s is a warning at its cell, the content unchanged', (_, tab, before, to, table) => {
    const r = build(tab, (ws) => {
      insertRows(ws, before, 1);
      setCell(ws, `A${before}`, 'Note: see the program guide.');
      merge(ws, `A${before}:${to}${before}`);
    });
    expect(r.diag.list).toEqual([
      warning(
        'note_in_table',
        jumbo20,
        tab,
        `A${before}`,
        `a note inside ${table}, skipped: "Note: see the program guide."`,
      ),
    ]);
    expect(content(artifactOf(r.artifacts, 'jumbo', '2026-11-20'))).toEqual(
      content(artifactOf(fixtureBuild().artifacts, 'jumbo', '2026-11-20')),
    );
  });
});
