/**
 * Notes on a tab never change a price (sheets/README.md §1, "Announcements": notes may stand
 * anywhere, including between a table's header and its first row). For every table kind, a note row
 * is inserted into a real 2026-11-20 workbook between the header and the first row, between two
 * rows, and under the last row: the sheet compiles to exactly the clean content (every address
 * aside, which moves with the inserted row), with one `note_in_table` warning naming the note's cell
 * when the note stands inside the table, and no finding for a note under it (how the lenders print
 * their remarks).
 */
import { describe, expect, it } from 'vitest';
import type { Artifact } from '../../worker/artifact/format.ts';
import { artifactOf, content } from './artifact-parts.ts';
import { FILES, fixtureBuild, lenderOf, useTempSheets, warning } from './compile-runs.ts';
import { insertRows, merge, mutated, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const { rates20, matrix20, agency20 } = FILES;
const NOTE = 'Note: see the program guide for details.';

interface Place {
  /** the row the note is inserted before (1-based, on the clean sheet) */
  before: number;
  /** its cell's column, and the last column of a merge across the table (none: one cell) */
  col: string;
  mergeTo?: string;
  /** inside the table (a warning) or under its last row (no finding) */
  inside: boolean;
  /** the table in the warning, when not the kind's (a note between two header rows: inside the header) */
  table?: string;
}

interface Kind {
  kind: string;
  file: string;
  tab: string;
  /** the table in the warning: "a note inside <table>, skipped" */
  table: string;
  places: Record<string, Place>;
}

const KINDS: Kind[] = [
  {
    kind: 'ladder (Full Doc, Rates B10:C31)',
    file: rates20,
    tab: 'Rates',
    table: 'the Full Doc rate table',
    places: {
      'between the header and the first rate': { before: 11, col: 'B', mergeTo: 'C', inside: true },
      'between two rates': { before: 16, col: 'B', inside: true },
      // the ITIN ladder (E35:F56) ends at E56
      'under the last rate': { before: 57, col: 'E', mergeTo: 'F', inside: false },
    },
  },
  {
    kind: 'agency rate block (Conforming 30 Year Fixed, Conventional B11:F28)',
    file: agency20,
    tab: 'Conventional',
    table: 'block "Conforming 30 Year Fixed"',
    places: {
      'between the header and the first rate': { before: 12, col: 'B', mergeTo: 'F', inside: true },
      'between two rates': { before: 20, col: 'B', inside: true },
      'under the last rate': { before: 29, col: 'B', inside: false },
    },
  },
  {
    kind: 'non-QM LLPA grid (DSCR FICO / CLTV, DSCR LLPA B10:I18)',
    file: rates20,
    tab: 'DSCR LLPA',
    table: 'grid "FICO / CLTV"',
    places: {
      'between the header and the first row': { before: 11, col: 'B', mergeTo: 'I', inside: true },
      'between two rows': { before: 15, col: 'B', inside: true },
      'under the last row': { before: 19, col: 'B', inside: false },
    },
  },
  {
    kind: 'agency LLPA grid (PURCHASE, LLPA B10:K19)',
    file: agency20,
    tab: 'LLPA',
    table: 'grid "PURCHASE — CREDIT SCORE / LTV"',
    places: {
      'between the header and the first row': { before: 11, col: 'B', inside: true },
      'between two rows': { before: 14, col: 'B', mergeTo: 'K', inside: true },
      'under the last row': { before: 20, col: 'B', inside: false },
    },
  },
  {
    kind: 'PPP table (Full Doc 5% Fixed, PPP B11:D16)',
    file: rates20,
    tab: 'PPP',
    table: 'the table "5% Fixed"',
    places: {
      'between the header and the first term': { before: 12, col: 'B', mergeTo: 'D', inside: true },
      'between two terms': { before: 14, col: 'B', inside: true },
      'under the last term': { before: 17, col: 'B', inside: false },
    },
  },
  {
    kind: 'price caps (Price Caps B9:H16)',
    file: rates20,
    tab: 'Price Caps',
    table: 'the table "Price Cap"',
    places: {
      'between the header and the first cap': { before: 10, col: 'B', mergeTo: 'H', inside: true },
      'between two caps': { before: 13, col: 'B', inside: true },
      'under the last cap': { before: 17, col: 'B', inside: false },
    },
  },
  {
    kind: 'matrix (DSCR ≥ 1.00, DSCR Matrix B10:F35)',
    file: matrix20,
    tab: 'DSCR Matrix',
    table: 'matrix "DSCR ≥ 1.00"',
    places: {
      'between the header and the first row': { before: 12, col: 'B', mergeTo: 'F', inside: true },
      'between two FICO bands': { before: 16, col: 'B', mergeTo: 'F', inside: true },
      // the "DSCR < 1.00" block ends at C51
      'under the last row': { before: 52, col: 'B', inside: false },
    },
  },
  {
    kind: 'non-QM guidelines (Guidelines B9:K26)',
    file: matrix20,
    tab: 'Guidelines',
    table: 'the table "Program"',
    places: {
      // between the doc types' headings (row 9) and the program row (10): inside the header
      'between the headings and the first row': {
        before: 10,
        col: 'B',
        mergeTo: 'K',
        inside: true,
        table: 'the header of the table "Program"',
      },
      'between two rules': { before: 15, col: 'B', inside: true },
      'under the last row': { before: 27, col: 'B', inside: false },
    },
  },
  {
    kind: 'agency program guidelines (Guidelines B8:E21)',
    file: agency20,
    tab: 'Guidelines',
    table: 'the table "PROGRAM GUIDELINES"',
    places: { 'between two rules': { before: 12, col: 'B', mergeTo: 'E', inside: true } },
  },
  {
    kind: 'agency rate blocks by program and term (Guidelines B24:H31)',
    file: agency20,
    tab: 'Guidelines',
    table: 'the table "RATE BLOCKS BY PROGRAM AND TERM"',
    places: {
      'between the header and the first route': { before: 25, col: 'B', mergeTo: 'H', inside: true },
      'between two routes': { before: 29, col: 'B', inside: true },
      'under the last route': { before: 32, col: 'B', inside: false },
    },
  },
  {
    kind: 'agency price limits (Guidelines B35:D38)',
    file: agency20,
    tab: 'Guidelines',
    table: 'the table "PRICE LIMITS"',
    places: {
      'between the header and the first program': { before: 36, col: 'B', inside: true },
      'between two programs': { before: 37, col: 'B', mergeTo: 'D', inside: true },
      'under the last program': { before: 39, col: 'B', inside: false },
    },
  },
  {
    kind: 'state adjusters (State Adjusters B9:E29)',
    file: agency20,
    tab: 'State Adjusters',
    table: 'the state adjusters',
    places: {
      'between the State header and the Agency row': { before: 10, col: 'B', mergeTo: 'E', inside: true },
      'between the Agency row and the first state': { before: 11, col: 'B', inside: true },
      'between two states': { before: 16, col: 'B', inside: true },
      'under the last state': { before: 30, col: 'B', inside: false },
    },
  },
];

const clean = (file: string): Artifact => artifactOf(fixtureBuild().artifacts, lenderOf(file), '2026-11-20');

describe.each(KINDS)('a note in a $kind', ({ file, tab, table, places }) => {
  it.each(Object.entries(places))('%s', (_, place) => {
    const cell = `${place.col}${place.before}`;
    const r = tmp.build(
      mutated(file, (wb) => {
        const ws = sheet(wb, tab);
        insertRows(ws, place.before, 1);
        setCell(ws, cell, NOTE);
        if (place.mergeTo) merge(ws, `${cell}:${place.mergeTo}${place.before}`);
      }),
    );
    expect(r.diag.list).toEqual(
      place.inside
        ? [
            warning(
              'note_in_table',
              file,
              tab,
              cell,
              `a note inside ${place.table ?? table}, skipped: ${JSON.stringify(NOTE)}`,
            ),
          ]
        : [],
    );
    const compiled = artifactOf(r.artifacts, lenderOf(file), '2026-11-20');
    expect(content(compiled)).toEqual(content(clean(file)));
    // inside the table, the row did go in: the addresses of the rows below it moved
    if (place.inside) expect(compiled).not.toEqual(clean(file));
  });
});

describe('a note in the header of a two-row header', () => {
  it('between the occupancy and the purpose headings of a matrix (DSCR Matrix, D11 merged D11:F11)', () => {
    const r = tmp.build(
      mutated(matrix20, (wb) => {
        const ws = sheet(wb, 'DSCR Matrix');
        insertRows(ws, 11, 1);
        setCell(ws, 'D11', NOTE);
        merge(ws, 'D11:F11');
      }),
    );
    // both tier blocks have their header moved one row down, only the first has the note
    expect(r.diag.list).toEqual([
      warning(
        'note_in_table',
        matrix20,
        'DSCR Matrix',
        'D11',
        `a note inside the header of matrix "DSCR ≥ 1.00", skipped: ${JSON.stringify(NOTE)}`,
      ),
    ]);
    expect(content(artifactOf(r.artifacts, 'non-qm', '2026-11-20'))).toEqual(content(clean(matrix20)));
  });
});

describe('what is not a note', () => {
  it('a lone label the grid knows is a row of zeros, not a note: DSCR "1.00 - 1.24" (DSCR LLPA B32, all blank)', () => {
    const dscr = clean(rates20).programs.find((p) => p.slug === 'dscr')!;
    const row = dscr.grids.find((g) => g.category === 'DSCR')!.rows.find((x) => x.label === '1.00 - 1.24')!;
    expect(row).toMatchObject({ row: 32, values: [0, 0, 0, 0, 0, 0, 0] });
  });

  it('a text cell beside values is no note: "see note" in place of a rate, with its price (Rates B16), is refused', () => {
    const r = tmp.build(mutated(rates20, (wb) => setCell(sheet(wb, 'Rates'), 'B16', 'see note')));
    expect(r.diag.list.map((d) => [d.severity, d.code, d.cell])).toEqual([['error', 'unexpected_text', 'B16']]);
    expect(r.artifacts).toEqual([]);
  });

  it('a price under a note is still read: a note between rates does not end the ladder (Rates C31 -> 103.664)', () => {
    const r = tmp.build(
      mutated(rates20, (wb) => {
        const ws = sheet(wb, 'Rates');
        insertRows(ws, 30, 2);
        setCell(ws, 'B31', NOTE); // B30 blank, B31 a note, then the last rates 8.625 and 8.750
      }),
    );
    const ladder = artifactOf(r.artifacts, 'non-qm', '2026-11-20').programs.find((p) => p.slug === 'full_doc')!.ladder!;
    // clean Rates B31 8.750 / C31 103.664 now at row 33
    expect(ladder.rows.at(-1)).toEqual({ rate: 8750, price: 103664, row: 33, col: null });
  });
});
