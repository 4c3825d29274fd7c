/**
 * A program the lender does not price (sheets/README.md §1 "Announcements": only the programs of
 * §3.1 and §4.2 are priced, and an announced program's column never shifts the others). Its column,
 * table or tab is added to a real 2026-11-20 workbook, its cells holding "TBD" (which no priced cell
 * may hold): the sheet compiles to exactly the clean content with one `unpriced_program` warning
 * naming where the announcement stands, and its cells are never read.
 */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { Artifact } from '../../worker/artifact/format.ts';
import { artifactOf, content, program } from './artifact-parts.ts';
import { FILES, fixtureBuild, lenderOf, useTempSheets, warning } from './compile-runs.ts';
import { insertColumns, insertRows, mutated, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const { rates20, matrix20, agency20 } = FILES;
const skipped = (what: string) => `${what} belongs to no program this lender prices: skipped`;
const clean = (file: string): Artifact => artifactOf(fixtureBuild().artifacts, lenderOf(file), '2026-11-20');

/** Compiles `file` changed by `change`: its findings and its artifact of 2026-11-20. */
function compiled(file: string, change: (wb: XLSX.WorkBook) => void) {
  const r = tmp.build(mutated(file, change));
  return { findings: r.diag.list, artifact: artifactOf(r.artifacts, lenderOf(file), '2026-11-20') };
}

/** A column at `col` (inserted there, shifting the columns from it right): `heading` in `headingRow`, "TBD" in `rows`. */
function announcedColumn(ws: XLSX.WorkSheet, col: string, headingRow: number, heading: string, rows: number[]) {
  insertColumns(ws, col, 1);
  setCell(ws, `${col}${headingRow}`, heading);
  for (const r of rows) setCell(ws, `${col}${r}`, 'TBD');
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('an announced column at each position of the caps table (Price Caps B9:H16)', () => {
  const heading = 'Full Doc II (Coming Soon)';
  it.each([
    ['first, before Full Doc', 'C'],
    ['between DSCR and Multi-Unit / Mixed Use', 'F'],
    ['last, after Foreign National', 'I'],
  ])('%s (column %s)', (_, col) => {
    const v = compiled(rates20, (wb) => announcedColumn(sheet(wb, 'Price Caps'), col, 9, heading, range(10, 16)));
    expect(v.findings).toEqual([
      warning('unpriced_program', rates20, 'Price Caps', `${col}9`, skipped(`the column for "${heading}"`)),
    ]);
    expect(content(v.artifact)).toEqual(content(clean(rates20)));
    // each program's caps come from its own column: Full Doc's Maximum Price, 104.500, was at C15
    const fullDocMax = program(v.artifact, 'full_doc').caps.find((c) => c.key === 'max_price')!;
    expect(fullDocMax).toMatchObject({ value: 104500, cell: col === 'C' ? 'D15' : 'C15' });
    const fnFloor = program(v.artifact, 'fn').floor!;
    expect(fnFloor).toMatchObject({ value: 97000, cell: col === 'I' ? 'H16' : 'I16' }); // was H16
  });
});

describe('an announced column of the non-QM guidelines (Guidelines B9:K26)', () => {
  const heading = 'Full Doc II (Coming Soon)';
  it.each([
    ['first, before Full Doc', 'C'],
    ['between the Expanded Doc columns and DSCR', 'H'],
    ['last, after Foreign National', 'L'],
  ])('%s (column %s)', (_, col) => {
    const v = compiled(matrix20, (wb) => announcedColumn(sheet(wb, 'Guidelines'), col, 9, heading, range(10, 26)));
    expect(v.findings).toEqual([
      // its doc type's heading names it (row 9); its program cell (row 10) names no program
      warning('unpriced_program', matrix20, 'Guidelines', `${col}9`, skipped(`the column "${heading}"`)),
    ]);
    expect(content(v.artifact)).toEqual(content(clean(matrix20)));
    // DSCR's Minimum FICO 640 was at H12
    expect(program(v.artifact, 'dscr').doc_types[0]!.cells.min_fico).toBe(col === 'L' ? 'H12' : 'I12');
  });
});

describe('an announced column of the state adjusters (State Adjusters B9:E29)', () => {
  const heading = 'Conventional 10/6 SOFR ARM (Prog 5) (Coming Soon)';
  it.each([
    ['first, before Program 2', 'C'],
    ['between Programs 2 and 3', 'D'],
    ['last, after Program 4', 'F'],
  ])('%s (column %s)', (_, col) => {
    const v = compiled(agency20, (wb) => announcedColumn(sheet(wb, 'State Adjusters'), col, 9, heading, range(10, 29)));
    expect(v.findings).toEqual([
      warning(
        'unpriced_program',
        agency20,
        'State Adjusters',
        `${col}9`,
        skipped(`the state adjuster column "${heading}"`),
      ),
    ]);
    expect(content(v.artifact)).toEqual(content(clean(agency20)));
    // Program 2's CA adjuster 0.125 was at C12 (its column letter is the only address that moves)
    const fixed = program(v.artifact, '2_conventional_fixed').state_adjusters!;
    expect(fixed.states.find((s) => s.state === 'CA')).toEqual({ state: 'CA', value: 125, row: 12 });
    expect(fixed.col).toBe(col === 'C' ? 'D' : 'C');
  });
});

describe('an announced PPP section (PPP tab)', () => {
  const title = 'FULL DOC II (COMING SOON)';
  /** Inserts the section (title, table name, header, five terms of TBD, a blank row) before `before`. */
  const section = (ws: XLSX.WorkSheet, before: number) => {
    insertRows(ws, before, 9);
    setCell(ws, `B${before}`, title);
    setCell(ws, `B${before + 1}`, '5% Fixed');
    setCell(ws, `B${before + 2}`, 'PPP Term');
    setCell(ws, `C${before + 2}`, 'Adj');
    ['No PPP', '1YR PPP', '2YR PPP', '3YR PPP', '5YR PPP'].forEach((term, i) => {
      setCell(ws, `B${before + 3 + i}`, term);
      setCell(ws, `C${before + 3 + i}`, 'TBD');
    });
  };
  it.each([
    ['first, above Full Doc', 9],
    ['between DSCR and Multi-Unit / Mixed Use', 36],
    ['last, under Foreign National', 63],
  ])('%s (title at B%i)', (_, before) => {
    const v = compiled(rates20, (wb) => section(sheet(wb, 'PPP'), before));
    expect(v.findings).toEqual([
      warning('unpriced_program', rates20, 'PPP', `B${before}`, skipped(`the section "${title}"`)),
    ]);
    expect(content(v.artifact)).toEqual(content(clean(rates20)));
    // Foreign National's one table is still its own 5% Fixed (FN PPP C61 5YR PPP 0.250 on the clean sheet)
    const fn = program(v.artifact, 'fn').ppp;
    expect(fn.map((t) => [t.name, t.rows.find((r) => r.term === '5YR PPP')!.values])).toEqual([['5% Fixed', [250]]]);
  });
});

describe('an announced ladder, LLPA tab and matrix tab', () => {
  it('a ladder "FULL DOC II (COMING SOON)" beside the others (Rates K9:L14)', () => {
    const v = compiled(rates20, (wb) => {
      const ws = sheet(wb, 'Rates');
      setCell(ws, 'K9', 'FULL DOC II (COMING SOON)');
      setCell(ws, 'K10', 'Rate');
      setCell(ws, 'L10', 'Price');
      for (const r of range(11, 14)) {
        setCell(ws, `K${r}`, 6 + r / 8);
        setCell(ws, `L${r}`, 'TBD');
      }
    });
    expect(v.findings).toEqual([
      warning('unpriced_program', rates20, 'Rates', 'K9', skipped('the rate table "FULL DOC II (COMING SOON)"')),
    ]);
    expect(v.artifact).toEqual(clean(rates20));
  });

  it.each([
    [rates20, 'Full Doc LLPA', 'Full Doc II LLPA'],
    [matrix20, 'Full Doc Matrix', 'Full Doc II Matrix'],
  ])('%s: a tab "%s" copied as "%s"', (file, from, to) => {
    const v = compiled(file, (wb) => XLSX.utils.book_append_sheet(wb, structuredClone(sheet(wb, from)), to));
    expect(v.findings).toEqual([warning('unpriced_program', file, to, '', skipped(`the tab "${to}"`))]);
    expect(v.artifact).toEqual(clean(file));
  });
});

describe('an announced agency program: its route, rate block, price limits and state adjuster column', () => {
  it('program 5 "Conventional 10/6 SOFR ARM (Coming Soon)" on every tab it would use', () => {
    const name = 'Conventional 10/6 SOFR ARM (Coming Soon)';
    const v = compiled(agency20, (wb) => {
      const guide = sheet(wb, 'Guidelines');
      insertRows(guide, 32, 1); // a route row under program 4's (B31)
      for (const [col, text] of Object.entries({ B: '5', C: name, D: 30, E: 'Conforming 10/6 SOFR ARM', F: 'TBD' }))
        setCell(guide, `${col}32`, text);
      insertRows(guide, 40, 1); // a price limits row under program 4's (B38 -> B39)
      for (const [col, text] of Object.entries({ B: name, C: 'TBD', D: 'TBD' })) setCell(guide, `${col}40`, text);
      const blocks = sheet(wb, 'Conventional'); // a block beside Conforming 7/6 SOFR ARM (B91:F108)
      setCell(blocks, 'H91', 'Conforming 10/6 SOFR ARM');
      setCell(blocks, 'H92', 'Code CF106 | Conventional 10/6 SOFR ARM | Coming Soon');
      for (const [i, t] of ['Rate', '15 Day', '30 Day', '45 Day', '60 Day'].entries())
        setCell(blocks, `${'HIJKL'[i]}93`, t);
      for (const c of 'HIJKL') setCell(blocks, `${c}94`, c === 'H' ? 6.5 : 'TBD');
      announcedColumn(sheet(wb, 'State Adjusters'), 'F', 9, `${name} (Prog 5)`, range(10, 29));
    });
    // in the order the profile's tables are read: the routes and the blocks they name (the unrouted
    // block known last), the price limits, the state adjusters
    expect(v.findings).toEqual([
      warning('unpriced_program', agency20, 'Guidelines', 'B32', skipped(`the route of program 5 "${name}"`)),
      warning(
        'unpriced_program',
        agency20,
        'Conventional',
        'H91',
        skipped('the rate block "Conforming 10/6 SOFR ARM" (named by no route)'),
      ),
      warning('unpriced_program', agency20, 'Guidelines', 'B40', skipped(`the row for "${name}"`)),
      warning(
        'unpriced_program',
        agency20,
        'State Adjusters',
        'F9',
        skipped(`the state adjuster column "${name} (Prog 5)"`),
      ),
    ]);
    expect(content(v.artifact)).toEqual(content(clean(agency20)));
    expect(v.artifact.programs.map((p) => p.slug)).toEqual([
      '2_conventional_fixed',
      '3_conventional_5_6_sofr_arm',
      '4_conventional_7_6_sofr_arm',
    ]);
  });
});
