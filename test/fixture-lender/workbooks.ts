/**
 * Juniper Ridge Mortgage, the fixture lender of issue 29 item 5 (not on the roster): its workbook of
 * 2026-11-20, written from JUNIPER_2026_11_20 with the conventions none of the roster's lenders uses
 * (programs as column groups side by side, a long adjustment list, adjustments printed as percentages
 * or as text in parentheses, a lock adjustment table, a step-down prepayment table shared by every
 * program, eligibility and price limits as rule rows, terms as words, a 24-hour banner in Mountain
 * time). NOTES.md is how the lender says to read it; examples.ts prices loans on it by hand.
 *
 * As a script: `npx node test/fixture-lender/workbooks.ts <folder>` writes <folder>/juniper/….
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';

/** A program's title as printed in row 4 of Pricing (and in the Program column of Adjustments and Eligibility). */
export type JuniperProgram = 'Thirty-Year Fixed' | 'Fifteen-Year Fixed' | 'Thirty-Year Fixed Investor';

/** How an `Adj` cell of the Adjustments tab is printed: a fraction with a percent format, text, or NA. */
type PrintedAdj = { points: number; printed: 'percent' | 'text' } | 'NA';

interface AdjustmentRow {
  program: 'All' | JuniperProgram;
  factor: string;
  conditions: readonly [string] | readonly [string, string];
  adj: PrintedAdj;
}

/** A rule's value: a number with its format, or text. */
type RuleValue = { number: number; format: string } | { text: string };

interface RuleRow {
  program: 'All' | JuniperProgram;
  rule: string;
  value: RuleValue;
}

const PERCENT = '0%';
const DOLLARS = '"$"#,##0';
const POINTS = '0.000';

interface PricingGroup {
  title: JuniperProgram;
  /** the group's first column (its `Rate` column) */
  column: string;
  /** note rate and 30-day price, lowest rate first; `NA`: the rate is not offered */
  ladder: readonly (readonly [number, number | 'NA'])[];
}

interface JuniperSheet {
  file: string;
  banner: readonly [string, string];
  pricing: readonly PricingGroup[];
  adjustments: readonly AdjustmentRow[];
  lock: readonly (readonly [string, number])[];
  prepay: readonly (readonly [string, number])[];
  eligibility: readonly RuleRow[];
}

/** Every figure the 2026-11-20 workbook prints; the examples cite it, their expected values are written out by hand. */
export const JUNIPER_2026_11_20: JuniperSheet = {
  file: 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx',
  banner: ['Juniper Ridge Mortgage — Wholesale Rate Sheet', 'Effective November 20, 2026 14:05 MT'],
  /** Pricing tab: one group per program (title, then `Rate | Price`), 30-day prices on a 100 basis. */
  pricing: [
    {
      title: 'Thirty-Year Fixed',
      column: 'B',
      ladder: [
        [6.25, 98.612],
        [6.375, 99.054],
        [6.5, 99.487],
        [6.625, 99.903],
        [6.75, 100.318],
        [6.875, 100.726],
        [7, 101.121],
        [7.125, 101.507],
        [7.25, 101.875],
      ],
    },
    {
      title: 'Fifteen-Year Fixed',
      column: 'E',
      ladder: [
        [5.75, 98.705],
        [5.875, 99.142],
        [6, 'NA'],
        [6.125, 99.968],
        [6.25, 100.391],
        [6.375, 100.802],
      ],
    },
    {
      title: 'Thirty-Year Fixed Investor',
      column: 'H',
      ladder: [
        [6.875, 98.934],
        [7, 99.376],
        [7.125, 99.802],
        [7.25, 100.219],
        [7.375, 100.64],
        [7.5, 101.047],
        [7.625, 101.5],
        [7.75, 101.858],
      ],
    },
  ],
  /** Adjustments tab from row 5: `Program | Factor | Condition 1 | Condition 2 | Adj`, cumulative. */
  adjustments: [
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO ≥ 780', 'LTV ≤ 60%'],
      adj: { points: 0.25, printed: 'text' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO ≥ 780', 'LTV 75.01-80%'],
      adj: { points: -0.125, printed: 'percent' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 760-779', 'LTV 70.01-75%'],
      adj: { points: -0.125, printed: 'text' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 760-779', 'LTV 75.01-80%'],
      adj: { points: -0.25, printed: 'percent' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 740-759', 'LTV 60.01-70%'],
      adj: { points: -0.125, printed: 'percent' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 740-759', 'LTV 75.01-80%'],
      adj: { points: -0.375, printed: 'text' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 720-739', 'LTV 70.01-75%'],
      adj: { points: -0.5, printed: 'percent' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 720-739', 'LTV 75.01-80%'],
      adj: { points: -0.75, printed: 'text' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 700-719', 'LTV 75.01-80%'],
      adj: { points: -1.125, printed: 'percent' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 680-699', 'LTV 60.01-70%'],
      adj: { points: -1, printed: 'text' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 680-699', 'LTV 75.01-80%'],
      adj: { points: -1.75, printed: 'percent' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO < 680', 'LTV 70.01-75%'],
      adj: { points: -1.875, printed: 'text' },
    },
    {
      program: 'All',
      factor: 'FICO / LTV',
      conditions: ['FICO 660-679', 'LTV 75.01-80%'],
      adj: { points: -2.5, printed: 'percent' },
    },
    {
      program: 'All',
      factor: 'Loan Amount',
      conditions: ['$100,000-$249,999'],
      adj: { points: -0.375, printed: 'text' },
    },
    {
      program: 'All',
      factor: 'Loan Amount',
      conditions: ['$1,000,001-$1,500,000'],
      adj: { points: -0.25, printed: 'percent' },
    },
    {
      program: 'Thirty-Year Fixed',
      factor: 'Loan Amount',
      conditions: ['> $1MM'],
      adj: { points: 0.125, printed: 'text' },
    },
    { program: 'All', factor: 'Occupancy', conditions: ['Investment'], adj: { points: -0.5, printed: 'percent' } },
    { program: 'All', factor: 'Occupancy', conditions: ['Second Home'], adj: { points: -0.375, printed: 'text' } },
    { program: 'All', factor: 'Purpose', conditions: ['Rate/Term Refi'], adj: { points: -0.125, printed: 'percent' } },
    { program: 'All', factor: 'Purpose', conditions: ['Cash-Out Refi'], adj: { points: -0.375, printed: 'text' } },
    {
      program: 'Thirty-Year Fixed Investor',
      factor: 'Purpose',
      conditions: ['Cash-Out Refi'],
      adj: { points: -0.5, printed: 'percent' },
    },
    { program: 'All', factor: 'Property Type', conditions: ['Condo'], adj: { points: -0.25, printed: 'text' } },
    { program: 'All', factor: 'Property Type', conditions: ['2-4 Unit'], adj: { points: -0.5, printed: 'percent' } },
    { program: 'All', factor: 'Property Type', conditions: ['2-4 Unit', 'Cash-Out Refi'], adj: 'NA' },
    { program: 'All', factor: 'State', conditions: ['FL, NY, NJ'], adj: { points: -0.25, printed: 'text' } },
  ],
  /** Lock tab: points added to the 30-day price, every program. */
  lock: [
    ['15 Day', 0.125],
    ['30 Day', 0],
    ['45 Day', -0.125],
    ['60 Day', -0.25],
  ],
  /** Prepay tab: the step-down schedules every program shares, points added to the price. */
  prepay: [
    ['5-4-3-2-1', 0.75],
    ['3-2-1', 0.375],
    ['1', -0.25],
    ['None', -0.5],
  ],
  /** Eligibility tab from row 5: `Program | Rule | Value`; a program's row replaces the `All` row of the same rule. */
  eligibility: [
    { program: 'All', rule: 'Min FICO', value: { number: 660, format: '0' } },
    { program: 'All', rule: 'Max LTV', value: { number: 0.8, format: PERCENT } },
    { program: 'All', rule: 'Max LTV Cash-Out Refi', value: { number: 0.7, format: PERCENT } },
    { program: 'All', rule: 'Min Loan Amount', value: { number: 100_000, format: DOLLARS } },
    { program: 'All', rule: 'Max Loan Amount', value: { number: 1_500_000, format: DOLLARS } },
    { program: 'All', rule: 'Max DTI', value: { number: 0.45, format: PERCENT } },
    { program: 'All', rule: 'States', value: { text: 'All except NY, NJ' } },
    { program: 'All', rule: 'Occupancy', value: { text: 'Primary, Second Home' } },
    { program: 'Thirty-Year Fixed Investor', rule: 'Min FICO', value: { number: 700, format: '0' } },
    { program: 'Thirty-Year Fixed Investor', rule: 'Occupancy', value: { text: 'Investment' } },
    { program: 'Thirty-Year Fixed Investor', rule: 'Max LTV', value: { number: 0.75, format: PERCENT } },
    { program: 'All', rule: 'Max Price', value: { number: 102, format: POINTS } },
    { program: 'All', rule: 'Min Price', value: { number: 97.5, format: POINTS } },
    { program: 'All', rule: 'Lock Periods', value: { text: '15, 30, 45, 60' } },
  ],
};

/** The row tables start on (rows 1-2 banner, row 3 empty). */
const TABLE_ROW = 4;

type Cell = XLSX.CellObject | null;
const text = (v: string): XLSX.CellObject => ({ t: 's', v });
const number = (v: number, z: string): XLSX.CellObject => ({ t: 'n', v, z });

/** An `Adj` cell as printed: -0.25 as the fraction -0.0025 shown `-0.250%`, or as the text `(0.250%)`. */
function adjCell(adj: PrintedAdj): XLSX.CellObject {
  if (adj === 'NA') return text('NA');
  // Scaled through the decimal text, so the cell holds the double nearest -0.0025 as typed, not -0.25 / 100.
  if (adj.printed === 'percent') return number(Number(`${adj.points}e-2`), '0.000%');
  const digits = `${Math.abs(adj.points).toFixed(3)}%`;
  return text(adj.points < 0 ? `(${digits})` : digits);
}

/** A tab: the banner merged across its width, row 3 empty, then `rows` from row 4 (null = an empty cell). */
function tab(width: number, rows: Cell[][], merges: XLSX.Range[] = []): XLSX.WorkSheet {
  const ws: XLSX.WorkSheet = {};
  const put = (r: number, c: number, cell: Cell) => {
    if (cell) ws[XLSX.utils.encode_cell({ r, c })] = cell;
  };
  for (const [r, line] of JUNIPER_2026_11_20.banner.entries()) put(r, 0, text(line));
  for (const [i, row] of rows.entries()) for (const [c, cell] of row.entries()) put(TABLE_ROW - 1 + i, c, cell);
  const last = { r: TABLE_ROW - 2 + rows.length, c: width - 1 };
  ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: last });
  ws['!merges'] = [0, 1].map((r) => ({ s: { r, c: 0 }, e: { r, c: width - 1 } })).concat(merges);
  ws['!cols'] = Array.from({ length: width }, () => ({ wch: 16 }));
  return ws;
}

/** Pricing: the groups side by side from column B, one empty column between them, titles merged over each group. */
function pricingTab(): XLSX.WorkSheet {
  const groups = JUNIPER_2026_11_20.pricing;
  const columnOf = (column: string) => XLSX.utils.decode_col(column);
  const width = Math.max(...groups.map((g) => columnOf(g.column))) + 2;
  const depth = Math.max(...groups.map((g) => g.ladder.length));
  const rows: Cell[][] = Array.from({ length: depth + 2 }, () => Array<Cell>(width).fill(null));
  for (const { title, column, ladder } of groups) {
    const c = columnOf(column);
    rows[0]![c] = text(title);
    rows[1]![c] = text('Rate');
    rows[1]![c + 1] = text('Price');
    ladder.forEach(([rate, price], i) => {
      rows[i + 2]![c] = number(rate, POINTS);
      rows[i + 2]![c + 1] = price === 'NA' ? text('NA') : number(price, POINTS);
    });
  }
  const titleMerges = groups.map((g) => {
    const c = columnOf(g.column);
    return { s: { r: TABLE_ROW - 1, c }, e: { r: TABLE_ROW - 1, c: c + 1 } };
  });
  return tab(width, rows, titleMerges);
}

function adjustmentsTab(): XLSX.WorkSheet {
  const header = ['Program', 'Factor', 'Condition 1', 'Condition 2', 'Adj'].map(text);
  const rows = JUNIPER_2026_11_20.adjustments.map(({ program, factor, conditions: [first, second], adj }) => [
    text(program),
    text(factor),
    text(first),
    second === undefined ? null : text(second),
    adjCell(adj),
  ]);
  return tab(5, [header, ...rows]);
}

/** Lock and Prepay: a label column and its points. */
function pointsTab(heading: string, rows: JuniperSheet['lock']): XLSX.WorkSheet {
  return tab(2, [
    [text(heading), text('Adj')],
    ...rows.map(([label, points]) => [text(label), number(points, POINTS)]),
  ]);
}

function eligibilityTab(): XLSX.WorkSheet {
  const rows = JUNIPER_2026_11_20.eligibility.map(({ program, rule, value }) => [
    text(program),
    text(rule),
    'text' in value ? text(value.text) : number(value.number, value.format),
  ]);
  return tab(3, [['Program', 'Rule', 'Value'].map(text), ...rows]);
}

/** The workbook of 2026-11-20, its tabs in the lender's order. */
export function juniperBook(): XLSX.WorkBook {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, pricingTab(), 'Pricing');
  XLSX.utils.book_append_sheet(wb, adjustmentsTab(), 'Adjustments');
  XLSX.utils.book_append_sheet(wb, pointsTab('Lock Period', JUNIPER_2026_11_20.lock), 'Lock');
  XLSX.utils.book_append_sheet(wb, pointsTab('Schedule', JUNIPER_2026_11_20.prepay), 'Prepay');
  XLSX.utils.book_append_sheet(wb, eligibilityTab(), 'Eligibility');
  return wb;
}

/** Writes Juniper Ridge's workbooks into `<folder>/juniper/` (made if missing) and returns their paths. */
export function writeJuniperWorkbooks(folder: string): string[] {
  const dir = join(folder, 'juniper');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, JUNIPER_2026_11_20.file);
  XLSX.writeFile(juniperBook(), path, { bookType: 'xlsx' });
  return [path];
}

if (import.meta.main) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node test/fixture-lender/workbooks.ts <folder>');
    process.exitCode = 2;
  } else for (const path of writeJuniperWorkbooks(folder)) console.log(path);
}

/** Writes Juniper Ridge's workbook with more tabs, each its banner then `rows` from row 4 (as every tab of the lender's); returns its path. */
export function writeJuniperWith(
  folder: string,
  tabs: Readonly<Record<string, readonly (readonly unknown[])[]>>,
  merges: Readonly<Record<string, readonly string[]>> = {},
): string {
  const [path] = writeJuniperWorkbooks(folder);
  const wb = juniperBook();
  for (const [name, rows] of Object.entries(tabs)) {
    const banner = [[JUNIPER_2026_11_20.banner[0]], [JUNIPER_2026_11_20.banner[1]], []];
    const ws = XLSX.utils.aoa_to_sheet([...banner, ...rows] as unknown[][]);
    // cells merged across columns (`B5:C5`), as a sheet laid out for print merges them
    if (merges[name]) ws['!merges'] = merges[name].map((range) => XLSX.utils.decode_range(range));
    XLSX.utils.book_append_sheet(wb, ws, name);
  }
  XLSX.writeFile(wb, path!, { bookType: 'xlsx' });
  return path!;
}

/**
 * The Eligibility tab's rules restated as a column per program (`Guideline | All | Thirty-Year Fixed
 * Investor`, from row 4): the same rules, the investor's own values beside the All ones.
 */
export const GUIDELINE_COLUMNS: readonly (readonly unknown[])[] = [
  [null, 'Guideline', 'All', 'Thirty-Year Fixed Investor'],
  [null, 'Min FICO', 660, 700],
  [null, 'Max LTV', '80%', '75%'],
  [null, 'Max LTV Cash-Out Refi', '70%'],
  [null, 'Min Loan Amount', '$100,000'],
  [null, 'Max Loan Amount', '$1,500,000'],
  [null, 'Max DTI', '45%'],
  [null, 'States', 'All except NY, NJ'],
  [null, 'Occupancy', 'Primary, Second Home', 'Investment'],
  [null, 'Max Price', 102],
  [null, 'Min Price', 97.5],
  [null, 'Lock Periods', '15, 30, 45, 60'],
];
