/**
 * Layout variations: the compiler finds tables by their shape and labels, not by position. Each
 * test takes the real 2026-11-20 workbooks, moves things around with xlsx, compiles, and checks
 * that the artifacts say the same thing: equal after removing the cell and row addresses (which
 * legitimately move), with a check that the addresses did move, so the variation really happened.
 */
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import type { Artifact } from '../../worker/artifact/format.ts';
import { artifactOf, content, grid, program } from './artifact-parts.ts';
import { FILES, fixtureBuild, useTempSheets } from './compile-runs.ts';
import { cellsIn, cellValue, insertRows, merge, moveBlock, mutated, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const { rates20, matrix20, agency20 } = FILES;

/**
 * The 2026-11-20 artifacts compiled from the real workbooks with `changes` applied (by file name),
 * each changed workbook with its real partner: only the lenders changed are compiled (reading the
 * other one's artifact throws).
 */
function compileVariation(changes: Partial<Record<string, (wb: XLSX.WorkBook) => void>>): {
  nq: Artifact;
  ag: Artifact;
} {
  const changed = Object.assign({}, ...Object.entries(changes).map(([file, change]) => mutated(file, change!)));
  const r = tmp.build(changed);
  expect(r.diag.list).toEqual([]);
  return {
    get nq() {
      return artifactOf(r.artifacts, 'non-qm', '2026-11-20');
    },
    get ag() {
      return artifactOf(r.artifacts, 'agency', '2026-11-20');
    },
  };
}

const real = () => ({
  nq: artifactOf(fixtureBuild().artifacts, 'non-qm', '2026-11-20'),
  ag: artifactOf(fixtureBuild().artifacts, 'agency', '2026-11-20'),
});

/** Rewrites every string cell of a tab through `respell` (unchanged when it returns undefined). */
function respellTab(ws: XLSX.WorkSheet, respell: (text: string) => string | undefined): void {
  for (const a of cellsIn(ws, ws['!ref']!)) {
    const v = cellValue(ws, a);
    if (typeof v !== 'string') continue;
    const next = respell(v);
    if (next !== undefined && next !== v) setCell(ws, a, next);
  }
}

describe('tabs in another order', () => {
  it('every workbook with its tabs reversed compiles to exactly the same artifacts', () => {
    const reverse = (wb: XLSX.WorkBook) => void wb.SheetNames.reverse();
    const v = compileVariation({ [rates20]: reverse, [matrix20]: reverse, [agency20]: reverse });
    // nothing moved on any tab, so not even an address differs
    expect(v.nq).toEqual(real().nq);
    expect(v.ag).toEqual(real().ag);
  });
});

describe('extra blank rows and note rows', () => {
  it('non-QM LLPA: two blank rows between grids and a merged note under a grid', () => {
    const v = compileVariation({
      [rates20]: (wb) => {
        const ws = sheet(wb, 'DSCR LLPA');
        insertRows(ws, 20, 2); // two more blank rows above LOAN AMOUNT (title B20 -> B22)
        insertRows(ws, 19, 1); // a note directly under FICO / CLTV's last row (B18)
        setCell(ws, 'B19', 'FICO below 640: not eligible.');
        merge(ws, 'B19:I19');
        const fd = sheet(wb, 'Full Doc LLPA');
        insertRows(fd, 35, 1); // under the DTI note (B34): one more note, then the blank row
        setCell(fd, 'B35', 'Full Doc borrowers only.');
        merge(fd, 'B35:K35');
      },
    });
    expect(content(v.nq)).toEqual(content(real().nq));
    // the grids below the inserted rows did move
    expect(grid(program(v.nq, 'dscr'), 'LOAN AMOUNT').title_cell).toBe('B23');
    expect(grid(program(real().nq, 'dscr'), 'LOAN AMOUNT').title_cell).toBe('B20');
    expect(grid(program(v.nq, 'dscr'), 'DSCR').rows[0]!.row).toBe(31 + 3);
    expect(grid(program(v.nq, 'full_doc'), 'PURPOSE').title_cell).toBe('B37');
  });

  it('agency LLPA and Conventional: blank rows between grids and between rate blocks', () => {
    const v = compileVariation({
      [agency20]: (wb) => {
        const llpa = sheet(wb, 'LLPA');
        insertRows(llpa, 33, 2); // above CASH-OUT REFINANCE
        insertRows(llpa, 21, 1); // above LIMITED CASH-OUT REFINANCE
        insertRows(llpa, 20, 1); // a note under PURCHASE's last row (B19 "≤ 639")
        setCell(llpa, 'B20', 'Credit score below 620: not eligible.');
        merge(llpa, 'B20:K20');
        insertRows(sheet(wb, 'Conventional'), 49, 3); // between the 15/10 year and the high balance blocks
      },
    });
    expect(content(v.ag)).toEqual(content(real().ag));
    const fixed = program(v.ag, '2_conventional_fixed');
    expect(grid(fixed, 'CASH-OUT REFINANCE — CREDIT SCORE / LTV').title_cell).toBe('B37'); // was B33
    expect(v.ag.rate_blocks.find((b) => b.name === 'High Balance 30 Year Fixed')!.title_cell).toBe('B52'); // was B49
  });

  it('non-QM Rates and matrices: blank rows between ladder bands and between DSCR tiers', () => {
    const v = compileVariation({
      [rates20]: (wb) => insertRows(sheet(wb, 'Rates'), 33, 2),
      [matrix20]: (wb) => {
        const ws = sheet(wb, 'DSCR Matrix');
        insertRows(ws, 36, 2); // between the "DSCR ≥ 1.00" block (ends row 35) and "DSCR < 1.00" (B37)
        insertRows(ws, 36, 1);
        setCell(ws, 'B36', 'DSCR of 1.00 or more.');
        merge(ws, 'B36:F36');
      },
    });
    expect(content(v.nq)).toEqual(content(real().nq));
    expect(program(v.nq, 'itin').ladder!.rows[0]!.row).toBe(38); // was 36
    expect(program(v.nq, 'dscr').matrix!.tiers[1]!.row).toBe(40); // was 37
  });
});

describe('a table moved to other columns', () => {
  it('the DSCR ladder from H:I to K:L (Rates H9:I32 -> K9:L32)', () => {
    const v = compileVariation({ [rates20]: (wb) => moveBlock(sheet(wb, 'Rates'), 'H9:I32', 0, 3) });
    expect(content(v.nq)).toEqual(content(real().nq));
    expect(program(v.nq, 'dscr').ladder).toMatchObject({ rate_col: 'K', price_col: 'L' });
    expect(program(v.nq, 'dscr').ladder!.rows).toEqual(program(real().nq, 'dscr').ladder!.rows);
  });

  it('the ITIN ladder to the right and down (Rates E34:F56 -> K36:L58)', () => {
    const v = compileVariation({ [rates20]: (wb) => moveBlock(sheet(wb, 'Rates'), 'E34:F56', 2, 6) });
    expect(content(v.nq)).toEqual(content(real().nq));
    expect(program(v.nq, 'itin').ladder).toMatchObject({ rate_col: 'K', price_col: 'L' });
    expect(program(v.nq, 'itin').ladder!.rows[0]).toEqual({ rate: 7000, price: 96881, row: 38, col: null });
  });

  it('agency: the Conforming 7/6 SOFR ARM block from B:F to H:L (Conventional B91:F108 -> H91:L108)', () => {
    const v = compileVariation({ [agency20]: (wb) => moveBlock(sheet(wb, 'Conventional'), 'B91:F108', 0, 6) });
    expect(content(v.ag)).toEqual(content(real().ag));
    const block = v.ag.rate_blocks.find((b) => b.name === 'Conforming 7/6 SOFR ARM')!;
    expect(block).toMatchObject({
      rate_col: 'H',
      title_cell: 'H91',
      locks: [
        { days: 15, col: 'I' },
        { days: 30, col: 'J' },
        { days: 45, col: 'K' },
        { days: 60, col: 'L' },
      ],
    });
  });

  it('agency: the side-by-side LOAN AMOUNT / OTHER ADJUSTMENTS grids swapped (LLPA B63:C68 <-> E63:F69)', () => {
    const v = compileVariation({
      [agency20]: (wb) => {
        const ws = sheet(wb, 'LLPA');
        moveBlock(ws, 'E63:F69', 0, 6); // OTHER ADJUSTMENTS to K:L (out of the way)
        moveBlock(ws, 'B63:C68', 0, 3); // LOAN AMOUNT to E:F
        moveBlock(ws, 'K63:L69', 0, -9); // OTHER ADJUSTMENTS to B:C
      },
    });
    // grids are listed in reading order, so the two swap places in the list; every grid applies
    // (adjustments are cumulative), so their order is not content
    const gridsByCategory = (a: Artifact): Artifact => ({
      ...a,
      programs: a.programs.map((p) => ({
        ...p,
        grids: [...p.grids].sort((x, y) => x.category.localeCompare(y.category)),
      })),
    });
    expect(content(gridsByCategory(v.ag))).toEqual(content(gridsByCategory(real().ag)));
    const fixed = program(v.ag, '2_conventional_fixed');
    expect(fixed.grids.map((g) => g.category).slice(-2)).toEqual(['OTHER ADJUSTMENTS', 'LOAN AMOUNT']);
    expect(grid(fixed, 'OTHER ADJUSTMENTS')).toMatchObject({ title_cell: 'B63', columns: [{ col: 'C' }] });
    expect(grid(fixed, 'LOAN AMOUNT')).toMatchObject({ title_cell: 'E63', columns: [{ col: 'F' }] });
  });
});

describe('a blank spacer column between the row labels and the band columns', () => {
  // Either the grid is read as before (its values are the same, only the band columns move one to
  // the right) or the compile fails with a diagnostic; what must not happen is a compile that
  // succeeds without the grid.
  // COMPILER BUG (compiler/grids.ts, segmentsInRow): a header is recognised only when the band
  // columns start right after the label heading; with a spacer column the grid is skipped without
  // a diagnostic, and the artifact compiles without it (DSCR loses FICO / CLTV, agency programs
  // lose HIGH BALANCE).
  const categories = (a: Artifact, slug: string) => program(a, slug).grids.map((g) => g.category);

  it('non-QM DSCR LLPA: FICO / CLTV bands moved from C10:I18 to D10:J18', () => {
    const r = tmp.build(mutated(rates20, (wb) => moveBlock(sheet(wb, 'DSCR LLPA'), 'C10:I18', 0, 1)));
    const compiled = r.artifacts.map((a) => categories(a, 'dscr'));
    expect(
      r.diag.list.length > 0 || compiled.every((c) => c.includes('FICO / CLTV')),
      `compiled silently without FICO / CLTV: ${JSON.stringify(compiled)}`,
    ).toBe(true);
  });

  it('agency LLPA: HIGH BALANCE bands moved from C57:K61 to D57:L61', () => {
    const r = tmp.build(mutated(agency20, (wb) => moveBlock(sheet(wb, 'LLPA'), 'C57:K61', 0, 1)));
    const compiled = r.artifacts.map((a) => categories(a, '2_conventional_fixed'));
    expect(
      r.diag.list.length > 0 || compiled.every((c) => c.includes('HIGH BALANCE (LOAN AMOUNT > $766,550)')),
      `compiled silently without HIGH BALANCE: ${JSON.stringify(compiled)}`,
    ).toBe(true);
  });
});

describe('band labels spelled another way', () => {
  /** "≤ 50.00%" -> "<=50%", "50.01% - 55.00%" -> "50.01-55%", "> 95.00%" -> ">95%", "30.01 - 60.00%" -> "30.01-60%". */
  const respellPercent = (t: string) =>
    t
      .replace(/^≤ (\d+)\.00%$/, '<=$1%')
      .replace(/^> (\d+)\.00%$/, '>$1%')
      .replace(/^(\d+\.01)%? - (\d+)\.00%$/, '$1-$2%');
  /** "≥ 780" -> ">=780", "760 - 779" -> "760-779", "$1,000,001 - $1,500,000" -> "$1,000,001 to $1,500,000". */
  const respellBands = (t: string) =>
    respellPercent(t)
      .replace(/^≥ (\d{3})$/, '>=$1')
      .replace(/^≤ (\d{3})$/, '<=$1')
      .replace(/^(\d{3}) - (\d{3})$/, '$1-$2')
      .replace(/^(\$[\d,]+) - (\$[\d,]+)$/, '$1 to $2')
      .replace(/^≤ \$([\d,]+)$/, '<= $1');

  it('non-QM LLPA tabs and matrices: every band label re-spelled, same ranges and values', () => {
    const v = compileVariation({
      [rates20]: (wb) =>
        wb.SheetNames.filter((t) => t.endsWith('LLPA')).forEach((t) => {
          respellTab(sheet(wb, t), respellBands);
        }),
      [matrix20]: (wb) =>
        wb.SheetNames.filter((t) => t.endsWith('Matrix')).forEach((t) => {
          respellTab(sheet(wb, t), respellBands);
        }),
    });
    expect(content(v.nq, { labels: false })).toEqual(content(real().nq, { labels: false }));
    // the labels are kept as printed
    const fico = grid(program(v.nq, 'dscr'), 'FICO / CLTV');
    expect(fico.columns.map((b) => b.label)).toEqual([
      '<=50%',
      '50.01-55%',
      '55.01-60%',
      '60.01-65%',
      '65.01-70%',
      '70.01-75%',
      '75.01-80%',
    ]);
    expect(fico.columns[1]!.when).toEqual([
      { kind: 'range', attr: 'cltv', range: { lo: 5000, lo_incl: false, hi: 5500, hi_incl: true } },
    ]);
    expect(fico.rows.map((r) => r.label)).toEqual([
      '>=780',
      '760-779',
      '740-759',
      '720-739',
      '700-719',
      '680-699',
      '660-679',
      '640-659',
    ]);
    expect(grid(program(v.nq, 'dscr'), 'LOAN AMOUNT').rows[1]!.label).toBe('$150,000 to $249,999');
    expect(program(v.nq, 'full_doc').matrix!.rows[0]).toMatchObject({
      labels: { fico: '>=740', loan_amount: '<= 1,000,000' },
      cells: [
        [9000, 9000],
        [9000, 9000],
        [8000, 8000],
        [8500, 8500],
        [8500, 8500],
        [7500, 7500],
        [8500, 8500],
        [8000, 8000],
        [7500, 7500],
      ],
    });
  });

  it('agency LLPA: "≤ 30.00%" -> "<=30%", "30.01 - 60.00%" -> "30.01-60%", "> 95.00%" -> ">95%"', () => {
    const v = compileVariation({ [agency20]: (wb) => respellTab(sheet(wb, 'LLPA'), respellBands) });
    expect(content(v.ag, { labels: false })).toEqual(content(real().ag, { labels: false }));
    expect(
      grid(program(v.ag, '2_conventional_fixed'), 'PURCHASE — CREDIT SCORE / LTV').columns.map((b) => b.label),
    ).toEqual([
      '<=30%',
      '30.01-60%',
      '60.01-70%',
      '70.01-75%',
      '75.01-80%',
      '80.01-85%',
      '85.01-90%',
      '90.01-95%',
      '>95%',
    ]);
  });
});

describe('cells holding the same value another way', () => {
  it('note rates stored as 0.07125 with a percent format (z 0.000%) instead of 7.125', () => {
    const asPercent = (ws: XLSX.WorkSheet, range: string) => {
      for (const a of cellsIn(ws, range)) {
        const v = cellValue(ws, a);
        if (typeof v === 'number') setCell(ws, a, v / 100, '0.000%');
      }
    };
    const v = compileVariation({
      [rates20]: (wb) => {
        asPercent(sheet(wb, 'Rates'), 'B11:B31'); // Full Doc: B11 6.25 -> 0.0625 shown 6.250%
        asPercent(sheet(wb, 'Rates'), 'H11:H32'); // DSCR
        expect(sheet(wb, 'Rates').B11).toMatchObject({ v: 0.0625, z: '0.000%' });
      },
      [agency20]: (wb) => asPercent(sheet(wb, 'Conventional'), 'B12:B28'), // Conforming 30 Year Fixed
    });
    // same cells, same content: the artifacts are identical, addresses included
    expect(v.nq).toEqual(real().nq);
    expect(v.ag).toEqual(real().ag);
  });

  it('and the other way round: the ITIN ladder as plain 7.125 instead of 0.07125 shown 7.125%', () => {
    const v = compileVariation({
      [rates20]: (wb) => {
        const ws = sheet(wb, 'Rates');
        for (const a of cellsIn(ws, 'E36:E56'))
          setCell(ws, a, Math.round((cellValue(ws, a) as number) * 100 * 1000) / 1000, '0.000');
      },
    });
    expect(v.nq).toEqual(real().nq);
  });

  it('adjustments typed as text: "-0.500" (DSCR LLPA H14) and "(0.875)" (agency LLPA G13)', () => {
    const v = compileVariation({
      [rates20]: (wb) => setCell(sheet(wb, 'DSCR LLPA'), 'H14', '-0.500'),
      [agency20]: (wb) => setCell(sheet(wb, 'LLPA'), 'G13', '(0.875)'),
    });
    expect(v.nq).toEqual(real().nq);
    expect(v.ag).toEqual(real().ag);
  });
});
