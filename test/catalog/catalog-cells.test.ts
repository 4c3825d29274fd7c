/**
 * The catalog and the matrix views against the ORIGINAL workbooks: every value they report with a
 * source cell is the value printed in that cell (read with xlsx, not with the compiler), in the
 * units the catalog documents (points; percent as numbers; matrix maxima as "80.00").
 */
import { describe, expect, it } from 'vitest';
import type { MatrixRow } from '../../worker/contract/matrix-view-schema.ts';
import { matrixView } from '../../worker/engine/matrix-view.ts';
import type { LoadedSheet, WithSheet } from '../../worker/engine/rate-sheets.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { inForce, sheetsOf } from '../engine/sheets.ts';
import { cellAt, numberAt } from '../engine/workbook-cells.ts';
import { catalogOf } from './catalog-of.ts';

type Limit = { value: number | null; source_cell: string | null };

/** A limit whose null value is printed `N/A` (no such test), else the number of the cell. */
function expectLimit({ value, source_cell }: Limit, what: string): void {
  expect(source_cell, what).not.toBeNull();
  if (value === null) expect(cellAt(source_cell!)?.v, `${what} ${source_cell}`).toBe('N/A');
  else expect(numberAt(source_cell!), `${what} ${source_cell}`).toBe(value);
}

/**
 * A program minimum FICO: a number, `N/A`, or (null) a guideline that sends the reader to the matrix,
 * whose every eligible cell must then print its own minimum (Cedar Hollow, sheets/README.md §5.5 (b)).
 */
function expectMinFico(limit: Limit, matrix: MatrixRow[], what: string): void {
  const printed = limit.source_cell && cellAt(limit.source_cell)?.v;
  if (limit.value !== null || printed === 'N/A') {
    expectLimit(limit, what);
    return;
  }
  expect(printed, `${what} ${limit.source_cell}`).toMatch(/matrix/i);
  const eligible = matrix.filter((row) => row.max_ltv !== null);
  expect(eligible.length, `${what}: a matrix holds the minimum`).toBeGreaterThan(0);
  for (const row of eligible) expect(row.min_fico, row.source_cell).not.toBeNull();
}

/** A matrix cell as [max_ltv, max_cltv, min_fico]: "80/80", 75, 0.75 shown "75%", "80% (700)", or NA / blank (not eligible). */
function matrixCell(ref: string): [string, string, number | null] | null {
  const cell = cellAt(ref);
  if (cell === undefined || cell.v === 'NA') return null;
  if (typeof cell.v === 'string') {
    const withFico = /^(\d+(?:\.\d+)?)% \((\d+)\)$/.exec(cell.v); // "89.99% (700)": max LTV (min FICO)
    if (withFico) return [Number(withFico[1]).toFixed(2), Number(withFico[1]).toFixed(2), Number(withFico[2])];
    const [ltv, cltv] = cell.v.split('/').map((x) => Number(x).toFixed(2)) as [string, string];
    return [ltv, cltv, null];
  }
  const value = numberAt(ref)!.toFixed(2);
  return [value, value, null];
}

const programOf = (sheet: LoadedSheet, slug: string) => sheet.artifact.programs.find((p) => p.slug === slug)!;

describe.each(['2026-11-20', '2026-11-23'])('the catalog of %s against its workbooks', (date) => {
  const sheets = sheetsOf(date);
  const programs = catalogOf(inForce(sheets)).lenders.flatMap((l) =>
    l.programs.map((p) => ({ lender: l.lender_slug, ...p })),
  );

  it('finds every scalar limit in its Guidelines cell', () => {
    expect(new Set(programs.map((p) => p.lender))).toEqual(new Set(ROSTER));
    // per lender: the doc types checked, and how many cite a Minimum DSCR and a Maximum CLTV cell
    const tally = Object.fromEntries(ROSTER.map((l) => [l, { checked: 0, min_dscr: 0, max_cltv: 0 }]));
    for (const p of programs) {
      const sheet = sheets.find((s) => s.artifact.lender_slug === p.lender)!;
      const matrix = matrixView({
        lender: inForce([sheet])[0]! as WithSheet,
        artifact: sheet.artifact,
        program: programOf(sheet, p.program_slug),
      }).rows;
      for (const d of p.doc_types) {
        const what = `${p.program_slug}/${d.doc_type}`;
        for (const limit of [d.max_dti, d.min_loan_amount, d.max_loan_amount]) expectLimit(limit, what);
        expectMinFico(d.min_fico, matrix, what);
        // Rows a lender may not print (Bayshore and Cedar Hollow print no Minimum DSCR, Cedar Hollow no
        // Maximum CLTV): no cell and no value, else the cell's value; how many are cited is counted below.
        for (const key of ['min_dscr', 'max_cltv'] as const) {
          if (d[key].source_cell === null) expect(d[key].value, `${what} ${key}`).toBeNull();
          else {
            expectLimit(d[key], what);
            tally[p.lender]![key]++;
          }
        }
        tally[p.lender]!.checked++;
      }
    }
    // Bayshore's 3 programs (a Maximum CLTV each), Cedar Hollow's 3 (neither row), Granite Peak's 9 doc
    // types (Expanded Doc has 4), each of its 9 Guidelines columns citing both
    expect([tally.agency, tally.jumbo, tally['non-qm']]).toEqual([
      { checked: 3, min_dscr: 0, max_cltv: 3 },
      { checked: 3, min_dscr: 0, max_cltv: 0 },
      { checked: 9, min_dscr: 9, max_cltv: 9 },
    ]);
  });

  it('finds every cap, floor and PPP value in its cell (NA = null)', () => {
    for (const p of programs) {
      for (const cap of [...p.caps, ...(p.floor ? [p.floor] : [])])
        expect(numberAt(cap.source_cell), cap.source_cell).toBe(cap.value);
      expect(p.floor, p.program_slug).not.toBeNull();
      for (const t of p.ppp_tables) {
        expect(cellAt(t.source_cell)?.v).toBe(t.name);
        for (const row of t.rows)
          for (const v of row.values) expect(numberAt(v.source_cell), v.source_cell).toBe(v.value);
      }
    }
  });

  it('finds the agency blocks, agency, states and their adjusters in their cells', () => {
    const agency = programs.filter((p) => p.agency);
    expect(agency.filter((p) => p.lender === 'agency').map((p) => p.program_slug)).toEqual([
      '2_conventional_fixed',
      '3_conventional_5_6_sofr_arm',
      '4_conventional_7_6_sofr_arm',
    ]);
    for (const { agency: a } of agency) {
      expectLimit(a!.conforming_limit, 'conforming limit');
      expectLimit(a!.max_ltv, 'max LTV');
      expect(cellAt(a!.agency.source_cell!)?.v).toBe(a!.agency.value);
      for (const s of a!.states) expect(numberAt(s.source_cell), s.source_cell).toBe(s.adjustment);
      for (const b of a!.rate_blocks.flatMap((r) => [r.conforming, ...(r.high_balance ? [r.high_balance] : [])]))
        expect(cellAt(b.source_cell)?.v).toBe(b.name);
    }
  });

  it('finds every matrix row’s max LTV / CLTV in its cell, and every agency NA cell printed NA', () => {
    let rows = 0;
    for (const sheet of sheets) {
      for (const p of sheet.artifact.programs) {
        const view = matrixView({ lender: inForce([sheet])[0]! as WithSheet, artifact: sheet.artifact, program: p });
        for (const row of view.rows) {
          const printed = matrixCell(row.source_cell);
          const shown = row.max_ltv === null ? null : [row.max_ltv, row.max_cltv, row.min_fico];
          expect(printed, row.source_cell).toEqual(shown);
          rows++;
        }
        for (const na of view.llpa_na_cells) expect(cellAt(na.source_cell)?.v, na.source_cell).toBe('NA');
        expect(view.has_matrix ? view.llpa_na_cells : view.rows).toEqual([]);
      }
    }
    expect(rows).toBeGreaterThan(300 + 3 * 18); // and Cedar Hollow's 6 rows × 3 purposes per program
  });
});
