/**
 * Juniper Ridge's workbook is what its notes (NOTES.md) say: written into a temporary folder by
 * workbooks.ts, read back with xlsx, its cells checked against the notes by hand; and the worked
 * examples (examples.ts) are requests the service takes whose figures are the sheet's cells and add
 * up. The lender is not compiled or priced here: no profile reads it yet.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { type ExpectedAdjuster, JUNIPER_EXAMPLES, OCCUPANCY_KEY, type ProgramExpectation } from './examples.ts';
import { type JuniperProgram, writeJuniperWorkbooks } from './workbooks.ts';

const FILE = 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx';
const TABS = ['Pricing', 'Adjustments', 'Lock', 'Prepay', 'Eligibility'];

let folder: string;
let paths: string[];
let book: XLSX.WorkBook;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'juniper-'));
  paths = writeJuniperWorkbooks(folder);
  book = XLSX.readFile(join(folder, 'juniper', FILE), { cellNF: true });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function cellOf(tab: string, a1: string): XLSX.CellObject | undefined {
  const ws = book.Sheets[tab];
  if (!ws) throw new Error(`no tab ${tab}`);
  return ws[a1] as XLSX.CellObject | undefined;
}
const valueAt = (tab: string, a1: string) => cellOf(tab, a1)?.v;
/** `Tab!A1` split. */
const place = (ref: string) => ref.split('!') as [string, string];
const thousandths = (points: number) => Math.round(points * 1000);

/** The points of a printed adjustment cell, in thousandths (NOTES.md § 2), or 'NA'. */
function printedThousandths(cell: XLSX.CellObject | undefined): number | 'NA' {
  if (!cell) throw new Error('no cell');
  if (cell.t === 'n')
    return cell.z === '0.000%' ? Math.round((cell.v as number) * 100_000) : thousandths(cell.v as number);
  const text = String(cell.v);
  if (text === 'NA') return 'NA';
  const m = /^(\()?(\d+\.\d{3})%(\))?$/.exec(text);
  if (!m || Boolean(m[1]) !== Boolean(m[3])) throw new Error(`not a printed adjustment: ${text}`);
  return (m[1] ? -1 : 1) * Math.round(Number(m[2]) * 1000);
}

describe('the workbook of 2026-11-20', () => {
  it('is written to <folder>/juniper/ under its dated name, and its path returned', () => {
    expect(paths).toEqual([join(folder, 'juniper', FILE)]);
    expect(existsSync(paths[0]!)).toBe(true);
    expect(book.SheetNames).toEqual(TABS);
  });

  it('has the banner on every tab, merged across the tab, row 3 empty, tables from row 4', () => {
    const widths: Record<string, string> = { Pricing: 'I', Adjustments: 'E', Lock: 'B', Prepay: 'B', Eligibility: 'C' };
    for (const tab of TABS) {
      expect(valueAt(tab, 'A1')).toBe('Juniper Ridge Mortgage — Wholesale Rate Sheet');
      expect(valueAt(tab, 'A2')).toBe('Effective November 20, 2026 14:05 MT');
      for (const column of 'ABCDEFGHI') expect(cellOf(tab, `${column}3`)).toBeUndefined();
      const merges = (book.Sheets[tab]!['!merges'] ?? []).map((m) => XLSX.utils.encode_range(m));
      expect(merges).toEqual(expect.arrayContaining([`A1:${widths[tab]}1`, `A2:${widths[tab]}2`]));
    }
  });

  it('prints the programs as column groups side by side, of 9, 6 and 8 rates, 15-year 6.000 NA', () => {
    expect(['B4', 'E4', 'H4'].map((a1) => valueAt('Pricing', a1))).toEqual([
      'Thirty-Year Fixed',
      'Fifteen-Year Fixed',
      'Thirty-Year Fixed Investor',
    ]);
    expect(['B5', 'C5', 'E5', 'F5', 'H5', 'I5'].map((a1) => valueAt('Pricing', a1))).toEqual([
      'Rate',
      'Price',
      'Rate',
      'Price',
      'Rate',
      'Price',
    ]);
    // one empty column between groups, and each group's last rate followed by a blank row
    for (let row = 4; row <= 14; row++)
      for (const gap of ['D', 'G']) expect(cellOf('Pricing', `${gap}${row}`)).toBeUndefined();
    expect([valueAt('Pricing', 'B14'), cellOf('Pricing', 'B15')]).toEqual([7.25, undefined]);
    expect([valueAt('Pricing', 'E11'), cellOf('Pricing', 'E12')]).toEqual([6.375, undefined]);
    expect([valueAt('Pricing', 'H13'), cellOf('Pricing', 'H14')]).toEqual([7.75, undefined]);
    expect(cellOf('Pricing', 'B6')).toMatchObject({ t: 'n', v: 6.25, z: '0.000', w: '6.250' });
    expect(cellOf('Pricing', 'C6')).toMatchObject({ t: 'n', v: 98.612, w: '98.612' });
    expect(cellOf('Pricing', 'F8')).toMatchObject({ t: 's', v: 'NA' });
    expect(valueAt('Pricing', 'E8')).toBe(6);
    expect(valueAt('Pricing', 'I12')).toBe(101.5);
  });

  it('prints adjustments as percent-formatted fractions and as text, about half each, one NA', () => {
    expect(['A4', 'B4', 'C4', 'D4', 'E4'].map((a1) => valueAt('Adjustments', a1))).toEqual([
      'Program',
      'Factor',
      'Condition 1',
      'Condition 2',
      'Adj',
    ]);
    // -0.125 points: the fraction -0.00125 valueAt -0.125%
    expect(cellOf('Adjustments', 'E6')).toMatchObject({ t: 'n', v: -0.00125, z: '0.000%', w: '-0.125%' });
    expect(cellOf('Adjustments', 'E8')).toMatchObject({ t: 'n', v: -0.0025, z: '0.000%', w: '-0.250%' });
    expect(cellOf('Adjustments', 'E7')).toMatchObject({ t: 's', v: '(0.125%)' });
    expect(cellOf('Adjustments', 'E5')).toMatchObject({ t: 's', v: '0.250%' });
    expect(['A28', 'B28', 'C28', 'D28', 'E28'].map((a1) => valueAt('Adjustments', a1))).toEqual([
      'All',
      'Property Type',
      '2-4 Unit',
      'Cash-Out Refi',
      'NA',
    ]);
    expect(['A25', 'C25'].map((a1) => valueAt('Adjustments', a1))).toEqual([
      'Thirty-Year Fixed Investor',
      'Cash-Out Refi',
    ]);
    expect(['A20', 'C20', 'E20'].map((a1) => valueAt('Adjustments', a1))).toEqual([
      'Thirty-Year Fixed',
      '> $1MM',
      '0.125%',
    ]);
    expect(cellOf('Adjustments', 'D18')).toBeUndefined();
    expect(valueAt('Adjustments', 'C29')).toBe('FL, NY, NJ');
    const adj = Array.from({ length: 25 }, (_, i) => cellOf('Adjustments', `E${5 + i}`));
    expect(cellOf('Adjustments', 'A30')).toBeUndefined();
    expect(adj.filter((c) => c?.t === 'n').length).toBe(12);
    expect(adj.filter((c) => c?.t === 's' && c.v !== 'NA').length).toBe(12);
  });

  it('prints the lock and prepayment adjustments as numbers in points', () => {
    expect([4, 5, 6, 7, 8].map((r) => [valueAt('Lock', `A${r}`), valueAt('Lock', `B${r}`)])).toEqual([
      ['Lock Period', 'Adj'],
      ['15 Day', 0.125],
      ['30 Day', 0],
      ['45 Day', -0.125],
      ['60 Day', -0.25],
    ]);
    expect([4, 5, 6, 7, 8].map((r) => [valueAt('Prepay', `A${r}`), valueAt('Prepay', `B${r}`)])).toEqual([
      ['Schedule', 'Adj'],
      ['5-4-3-2-1', 0.75],
      ['3-2-1', 0.375],
      ['1', -0.25],
      ['None', -0.5],
    ]);
  });

  it('prints eligibility and the price limits as rule rows', () => {
    const rows = Array.from({ length: 15 }, (_, i) =>
      ['A', 'B', 'C'].map((c) => cellOf('Eligibility', `${c}${4 + i}`)?.w),
    );
    expect(rows).toEqual([
      ['Program', 'Rule', 'Value'],
      ['All', 'Min FICO', '660'],
      ['All', 'Max LTV', '80%'],
      ['All', 'Max LTV Cash-Out Refi', '70%'],
      ['All', 'Min Loan Amount', '$100,000'],
      ['All', 'Max Loan Amount', '$1,500,000'],
      ['All', 'Max DTI', '45%'],
      ['All', 'States', 'All except NY, NJ'],
      ['All', 'Occupancy', 'Primary, Second Home'],
      ['Thirty-Year Fixed Investor', 'Min FICO', '700'],
      ['Thirty-Year Fixed Investor', 'Occupancy', 'Investment'],
      ['Thirty-Year Fixed Investor', 'Max LTV', '75%'],
      ['All', 'Max Price', '102.000'],
      ['All', 'Min Price', '97.500'],
      ['All', 'Lock Periods', '15, 30, 45, 60'],
    ]);
    expect(cellOf('Eligibility', 'C6')).toMatchObject({ t: 'n', v: 0.8, z: '0%' });
    expect(cellOf('Eligibility', 'C9')).toMatchObject({ t: 'n', v: 1_500_000 });
    expect(cellOf('Eligibility', 'C17')).toMatchObject({ t: 'n', v: 97.5 });
  });
});

/** A program's base price at a rate: the Price cell beside the rate in the group titled `program`; 'NA' or undefined. */
function basePrice(program: JuniperProgram, rate: number): number | 'NA' | undefined {
  const column = ['B', 'E', 'H'].find((c) => valueAt('Pricing', `${c}4`) === program)!;
  const price = String.fromCharCode(column.charCodeAt(0) + 1);
  for (let row = 6; cellOf('Pricing', `${column}${row}`); row++)
    if (valueAt('Pricing', `${column}${row}`) === rate) return valueAt('Pricing', `${price}${row}`) as number | 'NA';
  return undefined;
}

/** What the sheet prints for an adjuster: its category, its conditions and its points (thousandths). */
function printedAdjuster(ref: string) {
  const [tab, a1] = place(ref);
  const row = a1.slice(1);
  if (tab === 'Adjustments')
    return {
      category: valueAt(tab, `B${row}`),
      conditions: [valueAt(tab, `C${row}`), valueAt(tab, `D${row}`)].filter((c) => c !== undefined),
      value: printedThousandths(cellOf(tab, a1)),
    };
  return { category: tab, conditions: [valueAt(tab, `A${row}`)], value: printedThousandths(cellOf(tab, a1)) };
}

const sumOf = (adjusters: readonly ExpectedAdjuster[]) => adjusters.reduce((sum, a) => sum + thousandths(a.value), 0);

describe('the worked examples', () => {
  it('are requests the service takes, with the three programs each', () => {
    for (const { name, request, expected } of JUNIPER_EXAMPLES) {
      const parsed = parseQuoteRequest(request);
      expect(parsed.ok ? 'ok' : parsed.errors, name).toBe('ok');
      expect(Object.keys(expected).sort(), name).toEqual(['B4', 'E4', 'H4'].map((a1) => valueAt('Pricing', a1)).sort());
    }
  });

  const eligible = JUNIPER_EXAMPLES.flatMap(({ name, expected }) =>
    (Object.entries(expected) as [JuniperProgram, ProgramExpectation][]).flatMap(([program, answer]) =>
      answer.eligible ? [{ name: `${name}: ${program}`, program, answer }] : [],
    ),
  );

  it.each(eligible)('$name: figures are the sheet’s cells and add up', ({ program, answer }) => {
    expect(basePrice(program, answer.rate)).toBe(answer.base_price);
    for (const adjuster of answer.adjusters)
      expect(printedAdjuster(adjuster.cell), adjuster.cell).toEqual({
        category: adjuster.category,
        conditions: adjuster.conditions,
        value: thousandths(adjuster.value),
      });
    const total = sumOf(answer.adjusters);
    expect(thousandths(answer.price_adjustment)).toBe(total);
    const adjusted = thousandths(answer.base_price) + total;
    // NOTES.md § 6: above 102.000 the price is lowered to it; 97.500 is the lowest offered
    if (answer.capped_from === undefined) expect(thousandths(answer.final_price)).toBe(adjusted);
    else expect([thousandths(answer.capped_from), thousandths(answer.final_price)]).toEqual([adjusted, 102_000]);
    expect(thousandths(answer.final_price)).toBeGreaterThanOrEqual(97_500);
    expect(thousandths(answer.final_price)).toBeLessThanOrEqual(102_000);
    for (const other of answer.other_rates ?? []) {
      expect(basePrice(program, other.rate)).toBe(other.base_price);
      if (other.base_price === 'NA') expect(other.final_price).toBeNull();
      else if (other.final_price === null) expect(thousandths(other.base_price) + total).toBeLessThan(97_500);
      else expect(thousandths(other.capped_from ?? other.final_price)).toBe(thousandths(other.base_price) + total);
    }
  });

  it('cite cells that hold what the rejection says', () => {
    const cited = JUNIPER_EXAMPLES.flatMap(({ expected }) =>
      Object.values(expected).flatMap((answer) => (answer.eligible ? [] : answer.reasons)),
    ).filter((reason) => reason.cell !== undefined);
    expect(cited.map((r) => r.key).sort()).toEqual(['llpa_na', 'min_price_floor']);
    for (const reason of cited) {
      const [tab, a1] = place(reason.cell!);
      expect(valueAt(tab, a1)).toBe(reason.key === 'llpa_na' ? 'NA' : reason.threshold);
    }
  });

  it('use the proposed occupancy key only for the Occupancy rule', () => {
    const thresholds = JUNIPER_EXAMPLES.flatMap(({ expected }) =>
      Object.values(expected).flatMap((answer) => (answer.eligible ? [] : answer.reasons)),
    )
      .filter((reason) => reason.key === OCCUPANCY_KEY)
      .map((reason) => reason.threshold);
    expect(new Set(thresholds.map((t) => JSON.stringify(t)))).toEqual(
      new Set([JSON.stringify(['Primary', 'Second Home']), JSON.stringify(['Investment'])]),
    );
    expect([valueAt('Eligibility', 'C12'), valueAt('Eligibility', 'C14')]).toEqual([
      'Primary, Second Home',
      'Investment',
    ]);
  });
});
