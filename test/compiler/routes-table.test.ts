/**
 * Bayshore's "RATE BLOCKS BY PROGRAM AND TERM" table (Guidelines B24:H31 of the 11-23 sheet, one
 * row per program code and term; sheets/README.md §4.2) with its Program Code cells retyped or its
 * rows gone. A stray cell inside the table is named (`unexpected_text`), never taken for the end of
 * the table; a priced program (2, 3, 4: Bayshore's profile declares them) without a route is
 * `missing_program_part`, its other parts still read as a priced program's.
 */
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import { diagnostic, FILES, useTempSheets } from './compile-runs.ts';
import { deleteRows, mutated, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const FILE = FILES.agency23;

const guidelines = (edit: (ws: XLSX.WorkSheet) => void) => mutated(FILE, (wb) => edit(sheet(wb, 'Guidelines')));
const missing = (code: string) =>
  diagnostic(
    'missing_program_part',
    FILE,
    'Guidelines',
    'B24', // the "Program Code" header
    `program ${code} has no row under "Program Code": every program priced (2, 3, 4) needs its routes`,
  );
const agencyErrors = (r: ReturnType<typeof tmp.build>) => r.diag.errors.filter((d) => d.lender === 'agency');
const agencyArtifacts = (r: ReturnType<typeof tmp.build>) => r.artifacts.filter((a) => a.lender_slug === 'agency');

describe('a retyped Program Code cell is named, and the routes below it are still read', () => {
  it('hostile trial 211: B28 "2%" and B29 FALSE (program 2, 15 and 10 years) are two stray cells', () => {
    const r = tmp.build(
      guidelines((ws) => {
        setCell(ws, 'B28', '2%');
        ws.B29 = { t: 'b', v: false };
      }),
    );
    expect(agencyErrors(r)).toEqual([
      diagnostic('unexpected_text', FILE, 'Guidelines', 'B28', 'expected a program code, found "2%"'),
      diagnostic('unexpected_text', FILE, 'Guidelines', 'B29', 'expected a program code, found "false"'),
    ]);
    // Programs 3 and 4 (rows 30, 31) are read: none of their parts is skipped as unpriced. Only the
    // blocks that rows 28 and 29 alone name (E28, E29, F28) are, being named by no route read.
    expect(r.diag.warnings.map((d) => [d.code, d.tab, d.cell, d.message])).toEqual(
      [
        ['B30', 'Conforming 15 Year Fixed'],
        ['H30', 'Conforming 10 Year Fixed'],
        ['H49', 'High Balance 15 Year Fixed'],
      ].map(([cell, block]) => [
        'unpriced_program',
        'Conventional',
        cell,
        `the rate block "${block}" (named by no route) belongs to no program this lender prices: skipped`,
      ]),
    );
    expect(agencyArtifacts(r)).toEqual([]);
  });

  it('the last row, B31 "4%" (program 4, 7/6 SOFR ARM): a stray cell and a program without its route', () => {
    const r = tmp.build(guidelines((ws) => setCell(ws, 'B31', '4%')));
    expect(agencyErrors(r)).toEqual([
      diagnostic('unexpected_text', FILE, 'Guidelines', 'B31', 'expected a program code, found "4%"'),
      missing('4'),
    ]);
    expect(agencyArtifacts(r)).toEqual([]);
  });

  it('an emptied code cell, B30 (program 3, 5/6 SOFR ARM)', () => {
    const r = tmp.build(guidelines((ws) => setCell(ws, 'B30', null)));
    expect(agencyErrors(r)).toEqual([
      diagnostic('unexpected_text', FILE, 'Guidelines', 'B30', 'expected a program code, found none'),
      missing('3'),
    ]);
  });

  it('B28 retyped as the number 2: still a program code, the sheet compiles (the other side of the limit)', () => {
    const r = tmp.build(guidelines((ws) => setCell(ws, 'B28', 2)));
    expect(r.diag.list).toEqual([]);
    expect(agencyArtifacts(r).map((a) => a.programs.map((p) => p.slug))).toEqual([
      ['2_conventional_fixed', '3_conventional_5_6_sofr_arm', '4_conventional_7_6_sofr_arm'],
    ]);
  });
});

describe('a priced program without a route is an error, never a silent drop', () => {
  it('program 4 (row 31) deleted: missing_program_part at the header; its block, named by no route, is skipped unread', () => {
    const r = tmp.build(guidelines((ws) => deleteRows(ws, 31, 1)));
    expect(agencyErrors(r)).toEqual([missing('4')]);
    // its PRICE LIMITS row and state adjuster column are a priced program's: read, no warning
    expect(r.diag.warnings.map((d) => [d.code, d.tab, d.cell, d.message])).toEqual([
      [
        'unpriced_program',
        'Conventional',
        'B91',
        'the rate block "Conforming 7/6 SOFR ARM" (named by no route) belongs to no program this lender prices: skipped',
      ],
    ]);
    expect(agencyArtifacts(r)).toEqual([]);
  });

  it('programs 3 and 4 (rows 30, 31) deleted: both missing, each named at the header', () => {
    const r = tmp.build(guidelines((ws) => deleteRows(ws, 30, 2)));
    expect(agencyErrors(r)).toEqual([missing('3'), missing('4')]);
    expect(agencyArtifacts(r)).toEqual([]);
  });
});
