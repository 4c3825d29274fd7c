/**
 * Writes the daily rate sheet workbooks of Makana Pacific Home Loans (a fictional wholesale lender,
 * Honolulu, Hawaii) for 2026-11-20 (Friday) and 2026-11-23 (Monday), as its notes (NOTES.md) describe.
 */
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import * as XLSX from 'xlsx';

// ---------------------------------------------------------------- formats
const F_PRICE = '0.000';
const F_RATE = '0.000';
const F_COST = '0.000;0.000" CR";0.000'; // a credit (negative cost) shows as "0.250 CR"
const F_USD = '$#,##0';
const F_LTV = '0.00"%"'; // the cell holds 90, shown 90.00%
const F_DSCR = '0.00';

type Cell = string | number | null | { v: number; z: string };
const num = (v: number, z: string): Cell => ({ v, z });

// ---------------------------------------------------------------- a tab under construction
class Tab {
  rows: Cell[][] = [];
  merges: any[] = [];
  r = 0; // next 0-based row
  width: number;
  constructor(width: number) {
    this.width = width; // columns B.. (index 1 = B)
  }
  // every row starts in column B: column A stays empty
  put(cells: Cell[]) {
    this.rows[this.r] = [null, ...cells];
    this.r++;
  }
  merged(text: string, width = this.width) {
    this.rows[this.r] = [null, text];
    this.merges.push({ s: { r: this.r, c: 1 }, e: { r: this.r, c: width } });
    this.r++;
  }
  blank() {
    this.rows[this.r] = [];
    this.r++;
  }
  sheet(): any {
    const ws: any = {};
    let maxC = 0;
    this.rows.forEach((row, r) => {
      (row ?? []).forEach((c, ci) => {
        if (c === null || c === undefined) return;
        const addr = XLSX.utils.encode_cell({ r, c: ci });
        if (typeof c === 'string') ws[addr] = { t: 's', v: c };
        else if (typeof c === 'number') ws[addr] = { t: 'n', v: c };
        else ws[addr] = { t: 'n', v: c.v, z: c.z };
        maxC = Math.max(maxC, ci);
      });
    });
    ws['!ref'] = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: this.rows.length - 1, c: Math.max(maxC, this.width) },
    });
    ws['!merges'] = this.merges;
    ws['!cols'] = [{ wch: 2 }, { wch: 34 }, ...Array.from({ length: this.width }, () => ({ wch: 14 }))];
    return ws;
  }
}

// ---------------------------------------------------------------- the two sheets
interface Day {
  date: string;
  banner: string;
  shift: number; // price shift of the day, in thousandths
  bsMinFico: number;
  prim740_7580: number;
}
const DAYS: Day[] = [
  {
    date: '2026-11-20',
    banner: 'Effective FRI 20 NOV 2026 · 07:30 HST',
    shift: 0,
    bsMinFico: 680,
    prim740_7580: 0.375,
  },
  {
    date: '2026-11-23',
    banner: 'Effective MON 23 NOV 2026 · 07:15 HST',
    shift: -137,
    bsMinFico: 700,
    prim740_7580: 0.5,
  },
];

const RATES = Array.from({ length: 17 }, (_, i) => 6.25 + i * 0.125);
// price columns: program code, lock days, offset from the FD30 30-day curve (thousandths), NA rule
const COLS: { code: string; lock: number; off: number; na: (r: number) => boolean }[] = [
  { code: 'FD30', lock: 15, off: 150, na: () => false },
  { code: 'FD30', lock: 30, off: 0, na: () => false },
  { code: 'FD30', lock: 45, off: -175, na: (r) => r < 6.3 },
  { code: 'FD15', lock: 15, off: 1025, na: (r) => r > 7.7 },
  { code: 'FD15', lock: 30, off: 900, na: (r) => r > 7.7 },
  { code: 'BS30', lock: 15, off: -425, na: () => false },
  { code: 'BS30', lock: 30, off: -550, na: () => false },
  { code: 'BS30', lock: 45, off: -750, na: (r) => r < 6.3 },
  { code: 'DS30', lock: 30, off: -1100, na: (r) => r < 6.6 },
  { code: 'DS30', lock: 45, off: -1300, na: (r) => r < 6.6 },
];
function price(day: Day, i: number, ci: number): number {
  const x = i * 0.125; // rate - 6.25
  const curve = Math.round((96.6 + x * 3.4 - x * x * 0.3) * 1000);
  const noise = (((i * 37 + ci * 11 + (day.shift ? 3 : 0)) % 7) - 3) * 3;
  return (curve + COLS[ci]!.off + noise + day.shift) / 1000;
}

const BANNER1 = 'MAKANA PACIFIC HOME LOANS  ·  Honolulu, Hawaii  ·  NMLS #2417750';
function banner(t: Tab, day: Day, title: string) {
  t.merged(BANNER1);
  t.merged(`Wholesale Rate Sheet  ·  ${title}  ·  For licensed mortgage professionals only`);
  t.merged(day.banner);
  t.blank();
}

const PROGRAMS = [
  { code: 'FD30', name: 'FULL DOC 30 YR FIXED', doc: 'Full Doc', term: '30 YR FIXED' },
  { code: 'FD15', name: 'FULL DOC 15 YR FIXED', doc: 'Full Doc', term: '15 YR FIXED' },
  { code: 'BS30', name: 'BANK STMT 30 YR FIXED', doc: '12 or 24 Mo Bank Stmt', term: '30 YR FIXED' },
  { code: 'DS30', name: 'DSCR 30 YR FIXED', doc: 'DSCR (no income)', term: '30 YR FIXED' },
];

function ratesTab(day: Day) {
  const t = new Tab(COLS.length + 1);
  banner(t, day, 'Rates');
  t.merged('BASE PRICES BY PROGRAM AND LOCK PERIOD');
  t.merged(
    'Each column is one program code and one lock period in days (FD30 15 = FULL DOC 30 YR FIXED, 15-day lock). Prices on a 100 basis. NA = that rate is not offered for that lock.',
  );
  t.put(['Rate', ...COLS.map((c) => `${c.code} ${c.lock}`)]);
  RATES.forEach((r, i) => {
    t.put([num(r, F_RATE), ...COLS.map((c, ci) => (c.na(r) ? 'NA' : num(price(day, i, ci), F_PRICE)))]);
  });
  t.blank();
  t.merged(
    'A program code with no column for a lock period does not offer that lock. There is no separate lock adjustment: the column is the lock.',
  );
  t.blank();
  t.merged('PROGRAM KEY', 4);
  t.put(['Code', 'Program', 'Documentation', 'Term']);
  for (const p of PROGRAMS) t.put([p.code, p.name, p.doc, p.term]);
  t.blank();
  t.merged('PRICE LIMITS', 5);
  t.put(['Limit', 'FD30', 'FD15', 'BS30', 'DS30']);
  t.put(['Max Price - Primary', num(102.5, F_PRICE), num(102.25, F_PRICE), num(102.0, F_PRICE), 'N/A']);
  t.put(['Max Price - Second Home', num(102.0, F_PRICE), num(101.75, F_PRICE), num(101.75, F_PRICE), 'N/A']);
  t.put(['Max Price - Investment', num(101.5, F_PRICE), 'N/A', num(101.25, F_PRICE), num(101.0, F_PRICE)]);
  t.put(['Min Price', num(97.0, F_PRICE), num(97.5, F_PRICE), num(97.0, F_PRICE), num(97.0, F_PRICE)]);
  t.blank();
  t.merged(
    "Max Price is read in the row of the loan's occupancy. A price after adjustments above it is lowered to it. A rate whose price is below the Min Price is not offered.",
    5,
  );
  return t.sheet();
}

// ---------------------------------------------------------------- FICO x LTV
const LTV_ROWS = [
  '≤ 60.00%',
  '60.01 - 65.00%',
  '65.01 - 70.00%',
  '70.01 - 75.00%',
  '75.01 - 80.00%',
  '80.01 - 85.00%',
  '85.01 - 90.00%',
];
const FICO_COLS = ['660-679', '680-699', '700-719', '720-739', '740-759', '760+'];
type G = (number | 'NA')[][];
function primary(day: Day): G {
  return [
    [0.5, 0.25, 0, 0, -0.25, -0.5],
    [0.75, 0.5, 0.25, 0.125, 0, -0.25],
    [1.0, 0.75, 0.375, 0.25, 0.125, 0],
    [1.375, 1.0, 0.625, 0.375, 0.25, 0.125],
    [1.75, 1.375, 0.875, 0.625, day.prim740_7580, 0.25],
    [2.5, 1.875, 1.25, 0.875, 0.625, 0.5],
    ['NA', 2.625, 1.75, 1.25, 1.0, 0.75],
  ];
}
function second(day: Day): G {
  const p = primary(day).map((row) => row.map((v) => (v === 'NA' ? 'NA' : Math.round((v + 0.5) * 1000) / 1000)));
  p[5]![0] = 'NA';
  p[6] = ['NA', 'NA', 2.5, 1.875, 1.5, 1.25];
  return p;
}
function investment(day: Day): G {
  const p = primary(day).map((row) => row.map((v) => (v === 'NA' ? 'NA' : Math.round((v + 1.25) * 1000) / 1000)));
  p[4]![0] = 'NA';
  p[5] = p[5]!.map(() => 'NA');
  p[6] = p[6]!.map(() => 'NA');
  return p;
}
const cost = (v: number | 'NA'): Cell => (v === 'NA' ? 'NA' : num(v, F_COST));

function ficoTab(day: Day) {
  const t = new Tab(FICO_COLS.length + 1);
  banner(t, day, 'FICO x LTV');
  t.merged(
    'All figures are COSTS in points: a cost is subtracted from the price; "CR" marks a credit, which is added. NA = not eligible. One grid per occupancy; credit score across, LTV down.',
  );
  t.blank();
  const grids: [string, G][] = [
    ['Primary', primary(day)],
    ['Second Home', second(day)],
    ['Investment', investment(day)],
  ];
  grids.forEach(([title, g], gi) => {
    t.merged(title);
    t.put(['LTV \\ FICO', ...FICO_COLS]);
    LTV_ROWS.forEach((label, ri) => void t.put([label, ...g[ri]!.map(cost)]));
    t.blank();
    if (gi < grids.length - 1) {
      t.merged(
        gi === 0
          ? "Primary = owner-occupied. Read the row of the loan's LTV and the column of its credit score."
          : 'Second Home grid: the same reading. Investment grid next.',
      );
      t.blank();
    }
  });
  t.merged("Every program reads the grid of the loan's occupancy. Investment includes non-owner-occupied.");
  return t.sheet();
}

// ---------------------------------------------------------------- Adjustments
const DOC: G = [
  [0, 0.5, 0.25],
  [0, 0.5, 0.25],
  [0, 0.625, 0.375],
  [0, 0.75, 0.5],
  [0, 0.875, 0.625],
  [0, 'NA', 1.0],
  [0.25, 'NA', 'NA'],
];
const CASHOUT_ROWS = ['$100,000 - $499,999', '$500,000 - $999,999', '$1,000,000 - $2,000,000'];
const CASHOUT_COLS = ['≤ 60.00%', '60.01 - 70.00%', '70.01 - 75.00%', '75.01 - 80.00%'];
const CASHOUT: G = [
  [0.375, 0.625, 0.875, 1.25],
  [0.5, 0.75, 1.0, 1.5],
  [0.75, 1.125, 1.5, 'NA'],
];
const OTHER: [string, string, number | 'NA'][] = [
  ['Rate/Term Refinance', 'All', 0.125],
  ['Condo (Warrantable)', 'All', 0.25],
  ['Non-Warrantable Condo', 'All', 0.75],
  ['2-4 Units', 'All', 0.5],
  ['DTI 43.01 - 50.00%', 'FD30, FD15, BS30', 0.375],
  ['Interest Only', 'FD30, BS30, DS30', 0.375],
  ['Interest Only', 'FD15', 'NA'],
  ['Escrow Waiver', 'All', 0.25],
  ['Short-Term Rental', 'DS30', 0.5],
  ['Loan Amount $100,000 - $149,999', 'All', 0.5],
  ['Loan Amount $1,000,001 - $2,000,000', 'All', 0.25],
  ['State: FL, IL, NJ', 'All', 0.375],
];

function adjTab(day: Day) {
  const t = new Tab(4);
  banner(t, day, 'Adjustments');
  t.merged('All figures are COSTS in points (subtract from the price); "CR" = credit (add). NA = not eligible.');
  t.blank();
  t.merged('DOCUMENTATION');
  t.put(['LTV', 'Full Doc', '12 Mo Bank Stmt', '24 Mo Bank Stmt']);
  LTV_ROWS.forEach((l, i) => void t.put([l, ...DOC[i]!.map(cost)]));
  t.blank();
  t.merged(
    'FD30 and FD15 read Full Doc; BS30 reads 12 Mo or 24 Mo Bank Stmt by the months of statements. DS30 has no documentation cost.',
  );
  t.blank();
  t.merged('CASH-OUT');
  t.put(['Loan Amount', ...CASHOUT_COLS]);
  CASHOUT_ROWS.forEach((l, i) => void t.put([l, ...CASHOUT[i]!.map(cost)]));
  t.blank();
  t.merged('Cash-out refinances only, every program: the row of the loan amount, the column of the LTV.');
  t.blank();
  t.merged('DSCR', 2);
  t.put(['DSCR', 'Cost']);
  t.put(['1.00 - 1.24', cost(0.375)]);
  t.put(['1.25+', cost(-0.25)]);
  t.blank();
  t.merged('DS30 only.', 2);
  t.blank();
  t.merged('OTHER ADJUSTMENTS', 3);
  t.put(['Adjustment', 'Applies To', 'Cost']);
  for (const [a, b, c] of OTHER) t.put([a, b, cost(c)]);
  t.blank();
  t.merged(
    'Every row that applies to the loan and lists its program code (or All) is charged; costs are added together.',
  );
  return t.sheet();
}

// ---------------------------------------------------------------- Guidelines
function guideTab(day: Day) {
  const t = new Tab(5);
  banner(t, day, 'Guidelines');
  t.merged('PROGRAM GUIDELINES');
  t.put(['Guideline', ...PROGRAMS.map((p) => p.name)]);
  const Y = 'Yes',
    N = 'No';
  const rows: Cell[][] = [
    ['Program Code', 'FD30', 'FD15', 'BS30', 'DS30'],
    ['OCCUPANCY'],
    ['Primary', Y, Y, Y, N],
    ['Second Home', Y, Y, Y, N],
    ['Investment', Y, N, Y, Y],
    ['PROPERTY TYPE'],
    ['SFR', Y, Y, Y, Y],
    ['Townhome', Y, Y, Y, Y],
    ['Condo (Warrantable)', Y, Y, Y, Y],
    ['Non-Warrantable Condo', N, N, Y, Y],
    ['2-4 Units', Y, N, Y, Y],
    ['BORROWER'],
    ['US Citizen', Y, Y, Y, Y],
    ['Permanent Resident', Y, Y, Y, Y],
    ['Non-Permanent Resident', Y, Y, N, Y],
    ['Foreign National', N, N, N, Y],
    ['ITIN', N, N, N, N],
    ['CREDIT AND INCOME'],
    ['Min FICO', 660, 660, day.bsMinFico, 680],
    ['Max DTI', num(50, F_LTV), num(50, F_LTV), num(50, F_LTV), 'N/A'],
    ['Min DSCR', 'N/A', 'N/A', 'N/A', num(1, F_DSCR)],
    ['LOAN'],
    ['Min Loan Amount', num(100000, F_USD), num(100000, F_USD), num(100000, F_USD), num(150000, F_USD)],
    ['Max Loan Amount', num(2000000, F_USD), num(2000000, F_USD), num(1500000, F_USD), num(1500000, F_USD)],
    ['Max LTV - Purchase', num(90, F_LTV), num(90, F_LTV), num(85, F_LTV), num(80, F_LTV)],
    ['Max LTV - Rate/Term', num(85, F_LTV), num(85, F_LTV), num(80, F_LTV), num(75, F_LTV)],
    ['Max LTV - Cash-Out', num(80, F_LTV), num(80, F_LTV), num(75, F_LTV), num(70, F_LTV)],
    ['Max LTV - Investment', num(80, F_LTV), 'N/A', num(75, F_LTV), 'N/A'],
    ['Lien Position', '1st only', '1st only', '1st only', '1st only'],
    ['Excluded States', 'NY', 'NY', 'NY, ND', 'NY, VT'],
    ['Lock Periods', '15, 30, 45', '15, 30', '15, 30, 45', '30, 45'],
    ['Prepayment Penalty', 'None', 'None', 'None', 'None'],
  ];
  for (const r of rows) {
    if (r.length === 1) t.merged(r[0] as string, 5);
    else t.put(r);
  }
  t.blank();
  t.merged(
    'Yes = eligible, No = not eligible. A property type or borrower not listed is not eligible. Excluded States: every other state and DC is eligible; territories are not.',
    5,
  );
  t.merged('Max LTV - Investment applies in addition to the purpose row. N/A = no such limit for the program.', 5);
  return t.sheet();
}

/** Writes both days' workbooks into `<folder>/makana-pacific/`; returns their paths. */
export function writeMakanaPacificWorkbooks(folder: string): string[] {
  const dir = path.join(folder, 'makana-pacific');
  mkdirSync(dir, { recursive: true });
  return DAYS.map((day) => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ratesTab(day), 'Rates');
    XLSX.utils.book_append_sheet(wb, ficoTab(day), 'FICO x LTV');
    XLSX.utils.book_append_sheet(wb, adjTab(day), 'Adjustments');
    XLSX.utils.book_append_sheet(wb, guideTab(day), 'Guidelines');
    const file = path.join(dir, `MakanaPacific_Wholesale_RateSheet_${day.date}.xlsx`);
    XLSX.writeFile(wb, file);
    return file;
  });
}
