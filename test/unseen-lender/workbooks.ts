/**
 * Writes Copper Mesa Investor Lending's daily rate sheet workbooks (one per effective date), as its
 * notes (NOTES.md) describe them: a lender whose layout was chosen without the engine in view.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';

type Cell = string | number | null | { v: number; z: string } | { na: string };

const PRICE = '0.000';
const RATE_PCT = '0.000%';
const ADJ = '0.000;(0.000);0.000'; // Adjustments tab: negatives in parentheses
const ADJ_SIGNED = '+0.000;-0.000;0.000'; // Prepay tab: explicit sign
const PCT0 = '0%';
const PCT2 = '0.00%';
const USD = '$#,##0';
const DSCR = '0.00';

interface Day {
  date: string; // YYYY-MM-DD
  banner: string; // effective line
  shift: Record<string, number>; // base price shift per program vs the reference curve
  flexCashOut: number;
}

const DAYS: Day[] = [
  {
    date: '2026-11-20',
    banner: 'Rates effective 20-Nov-2026 7:45am MST',
    shift: { select: 0, flex: 0, fn: 0, vac: 0 },
    flexCashOut: -0.75,
  },
  {
    date: '2026-11-23',
    banner: 'Rates effective 23-Nov-2026 8:05am MST',
    shift: { select: -0.094, flex: 0.047, fn: -0.063, vac: 0.078 },
    flexCashOut: -0.875,
  },
];

// ---------------------------------------------------------------- base prices
interface Ladder {
  key: string;
  title: string;
  rates: number[]; // note rates, percent (6.875)
  par: number;
  slope: number;
  curve: number;
  locks: { label: string; off: number }[]; // rows, offset vs the 30-day curve
  na: { lock: string; rate: number }[]; // cells printed NA
  fixed: Record<string, number>; // "lock|rate" -> price printed exactly (day 1; day 2 gets the shift)
  noteAfter?: string;
}

function steps(lo: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.round((lo + i * 0.125) * 1000) / 1000);
}

const LADDERS: Ladder[] = [
  {
    key: 'select',
    title: 'DSCR SELECT  ·  30-Year Fixed and 40-Year Fixed  ·  Investment Property',
    rates: steps(6.5, 13),
    par: 6.95,
    slope: 3.3,
    curve: 0.25,
    locks: [
      { label: '15-Day Lock', off: 0.125 },
      { label: '30-Day Lock', off: 0 },
      { label: '45-Day Lock', off: -0.125 },
      { label: '60-Day Lock', off: -0.3 },
    ],
    na: [{ lock: '60-Day Lock', rate: 6.5 }],
    fixed: { '30-Day Lock|6.625': 98.875, '30-Day Lock|7.875': 102.875 },
    noteAfter:
      'DSCR Select 40-Year Fixed is priced from the ladder above with the 40-Year Fixed adjustment (Adjustments tab). ' +
      '60-day lock not available at 6.500%.',
  },
  {
    key: 'flex',
    title: 'DSCR FLEX  ·  30-Year Fixed  ·  Investment Property  ·  DSCR down to 0.75',
    rates: steps(7.0, 13),
    par: 7.55,
    slope: 3.0,
    curve: 0.2,
    locks: [
      { label: '30-Day Lock', off: 0 },
      { label: '45-Day Lock', off: -0.15 },
      { label: '60-Day Lock', off: -0.325 },
    ],
    na: [],
    fixed: {},
    noteAfter: 'DSCR Flex: no 15-day lock.',
  },
  {
    key: 'fn',
    title: 'FOREIGN NATIONAL DSCR  ·  30-Year Fixed  ·  Investment Property',
    rates: steps(7.25, 13),
    par: 7.85,
    slope: 2.8,
    curve: 0.2,
    locks: [
      { label: '30-Day Lock', off: 0 },
      { label: '45-Day Lock', off: -0.175 },
    ],
    na: [{ lock: '45-Day Lock', rate: 7.25 }],
    fixed: {},
    noteAfter: 'Foreign National DSCR: 30- and 45-day locks only.',
  },
  {
    key: 'vac',
    title: 'VACATION HOME BANK STATEMENT  ·  30-Year Fixed  ·  Second Home',
    rates: steps(6.625, 11),
    par: 7.05,
    slope: 3.4,
    curve: 0.3,
    locks: [
      { label: '15-Day Lock', off: 0.1 },
      { label: '30-Day Lock', off: 0 },
      { label: '45-Day Lock', off: -0.125 },
    ],
    na: [{ lock: '15-Day Lock', rate: 6.625 }],
    fixed: {},
  },
];

// deterministic jitter in thousandths, -12..+12
function jitter(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return ((h % 25) - 12) / 1000;
}

function price(
  l: Ladder,
  lock: { label: string; off: number },
  rate: number,
  day: Day,
  dayIndex: number,
): number | 'NA' {
  if (l.na.some((n) => n.lock === lock.label && n.rate === rate)) return 'NA';
  const k = `${lock.label}|${rate}`;
  let p: number;
  if (k in l.fixed) p = l.fixed[k]! + day.shift[l.key]!;
  else {
    const d = rate - l.par;
    p = 100 + l.slope * d - l.curve * d * d + lock.off + jitter(l.key, lock.label, rate) + day.shift[l.key]!;
    if (dayIndex > 0) p += jitter('d2', l.key, lock.label, rate) / 2;
  }
  return Math.round(p * 1000) / 1000;
}

// ---------------------------------------------------------------- sheet helpers
class Sheet {
  ws: XLSX.WorkSheet = {};
  merges: XLSX.Range[] = [];
  maxR = 0;
  maxC = 0;
  width: number;
  constructor(width: number) {
    this.width = width;
  }
  set(r: number, c: number, val: Cell) {
    // r, c are 1-based (row 1 = first row, column 1 = A)
    const addr = XLSX.utils.encode_cell({ r: r - 1, c: c - 1 });
    if (val === null || val === undefined) return;
    if (typeof val === 'number') this.ws[addr] = { t: 'n', v: val };
    else if (typeof val === 'string') this.ws[addr] = { t: 's', v: val };
    else if ('na' in val) this.ws[addr] = { t: 's', v: val.na };
    else this.ws[addr] = { t: 'n', v: val.v, z: val.z };
    this.maxR = Math.max(this.maxR, r);
    this.maxC = Math.max(this.maxC, c);
  }
  merge(r1: number, c1: number, r2: number, c2: number) {
    this.merges.push({ s: { r: r1 - 1, c: c1 - 1 }, e: { r: r2 - 1, c: c2 - 1 } });
    this.maxR = Math.max(this.maxR, r2);
    this.maxC = Math.max(this.maxC, c2);
  }
  line(r: number, text: string) {
    this.set(r, 1, text);
    this.merge(r, 1, r, this.width);
  }
  banner(day: Day, tabTitle: string) {
    this.line(1, 'COPPER MESA INVESTOR LENDING  ·  Scottsdale, Arizona  ·  NMLS #2290417');
    this.line(2, `Wholesale Rate Sheet  ·  ${tabTitle}`);
    this.line(3, day.banner);
    this.line(
      4,
      'For licensed mortgage professionals only. Not an advertisement to extend consumer credit. Prices subject to change without notice.',
    );
  }
  finish(colWidths: number[]): XLSX.WorkSheet {
    this.ws['!ref'] = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: this.maxR - 1, c: Math.max(this.maxC, this.width) - 1 },
    });
    this.ws['!merges'] = this.merges;
    this.ws['!cols'] = colWidths.map((wch) => ({ wch }));
    return this.ws;
  }
}

const n = (v: number, z: string): Cell => ({ v, z });
const NA: Cell = { na: 'NA' };
const DASH: Cell = { na: '—' };

// ---------------------------------------------------------------- Pricing tab
function pricingTab(day: Day, dayIndex: number): XLSX.WorkSheet {
  const s = new Sheet(14);
  s.banner(day, 'Base Pricing');
  s.line(
    6,
    'Base prices on a 100 basis (par = 100.000), before adjustments. Note rates run ACROSS, lock periods run DOWN. Each program has its own rates.',
  );
  let r = 8;
  for (const l of LADDERS) {
    s.line(r, l.title);
    r++;
    s.set(r, 1, 'Note Rate');
    l.rates.forEach((rate, i) => void s.set(r, 2 + i, n(Math.round(rate * 1000) / 100000, RATE_PCT)));
    r++;
    for (const lock of l.locks) {
      s.set(r, 1, lock.label);
      l.rates.forEach((rate, i) => {
        const p = price(l, lock, rate, day, dayIndex);
        s.set(r, 2 + i, p === 'NA' ? NA : n(p, PRICE));
      });
      r++;
    }
    if (l.noteAfter) {
      s.line(r, l.noteAfter);
      r++;
    }
    r++;
  }
  s.line(
    r,
    'COMING SOON: DSCR Select 7/6 SOFR ARM. Pricing will be published on a future sheet; not available for lock today.',
  );
  r += 2;
  s.line(r, 'Notes:');
  s.line(
    r + 1,
    '1. Prices are base prices. Add every adjustment that applies (Adjustments and Prepay tabs), then apply the price limits (Prepay and Eligibility tabs).',
  );
  s.line(
    r + 2,
    '2. NA = that note rate is not available for that lock period. A lock period without a row is not offered for the program.',
  );
  s.line(r + 3, '3. Locks are in calendar days. Relocks and extensions: see the Copper Mesa lock desk policy.');
  return s.finish([14, ...Array(13).fill(9)]);
}

// ---------------------------------------------------------------- Adjustments tab
const FICO_ROWS = ['≥ 780', '760–779', '740–759', '720–739', '700–719', '680–699', '660–679'];
const LTV_COLS = ['≤ 50%', '50.01–60%', '60.01–65%', '65.01–70%', '70.01–75%', '75.01–80%'];
const FICO_LTV: (number | 'NA')[][] = [
  [0.375, 0.25, 0, -0.125, -0.25, -0.5],
  [0.25, 0.125, -0.125, -0.25, -0.375, -0.625],
  [0.125, 0, -0.25, -0.375, -0.5, -0.875],
  [0, -0.125, -0.375, -0.625, -0.875, -1.25],
  [-0.25, -0.375, -0.625, -0.875, -1.25, -1.75],
  [-0.5, -0.75, -1, -1.375, -1.875, 'NA'],
  [-0.875, -1.125, -1.5, -2, 'NA', 'NA'],
];

type A = number | 'NA' | '—' | '';
function llpaList(day: Day): [string, [string, A, A, A, A][]][] {
  return [
    [
      'Loan Amount',
      [
        ['$100,000–$149,999', -1, '—', '—', '—'],
        ['$150K–$249,999', -0.5, -0.625, -0.75, -0.375],
        ['$250K–$999,999', 0, 0, 0, 0],
        ['$1MM–$1.5MM', -0.25, -0.375, -0.25, -0.125],
        ['> $1.5MM', -0.5, '—', '—', -0.375],
      ],
    ],
    [
      'DSCR',
      [
        ['≥ 1.25', 0.25, 0.125, 0, ''],
        ['1.00–1.24', 0, 0, 0, ''],
        ['0.75–0.99', '—', -0.75, '—', ''],
      ],
    ],
    [
      'Purpose',
      [
        ['Rate/Term Refinance', -0.125, -0.25, -0.25, -0.125],
        ['Cash-Out Refinance', -0.5, day.flexCashOut, -0.75, -0.625],
      ],
    ],
    [
      'Property Type',
      [
        ['Condo', -0.25, -0.25, -0.375, -0.25],
        ['Non-Warrantable Condo', -0.75, '—', '—', -0.75],
        ['Condotel', '—', '—', '—', -1.25],
        ['2 Unit', -0.25, -0.375, '—', '—'],
        ['3-4 Unit', -0.5, -0.625, '—', '—'],
      ],
    ],
    ['Term', [['40-Year Fixed', -0.25, '—', '—', '—']]],
    [
      'Documentation',
      [
        ['12 Mo. Bank Statements', '', '', '', -0.25],
        ['24 Mo. Bank Statements', '', '', '', 0],
      ],
    ],
    ['DTI', [['43.01%–50.00%', '', '', '', -0.375]]],
    ['Borrower', [['Non-Permanent Resident', -0.25, '—', '—', '—']]],
    [
      'Features',
      [
        ['Interest Only', -0.375, 'NA', -0.5, 'NA'],
        ['Short-Term Rental', -0.5, -0.75, 'NA', 'NA'],
        ['Escrow Waiver', -0.125, -0.125, 'NA', -0.125],
      ],
    ],
    [
      'Credit History',
      [
        ['1x30x12', -0.5, -0.75, 'NA', -0.5],
        ['0x60x12 or worse', 'NA', 'NA', 'NA', 'NA'],
        ['Credit Event < 36 Mo.', -0.75, 'NA', 'NA', -1],
      ],
    ],
    ['State', [['FL, IL, NJ, NY', -0.25, -0.25, -0.375, -0.25]]],
  ];
}

function adjCell(a: A): Cell {
  if (a === '') return null;
  if (a === 'NA') return NA;
  if (a === '—') return DASH;
  return n(a, ADJ);
}

function adjustmentsTab(day: Day): XLSX.WorkSheet {
  const s = new Sheet(7);
  s.banner(day, 'Price Adjustments');
  s.line(6, 'CREDIT SCORE / LTV  ·  ALL PROGRAMS');
  s.set(7, 1, 'Credit Score');
  LTV_COLS.forEach((h, i) => void s.set(7, 2 + i, h));
  FICO_ROWS.forEach((f, i) => {
    s.set(8 + i, 1, f);
    FICO_LTV[i]!.forEach((v, j) => void s.set(8 + i, 2 + j, v === 'NA' ? NA : n(v, ADJ)));
  });
  s.line(
    15,
    'LTV = loan amount ÷ purchase price (or appraised value). Each LTV band includes its upper value; a band starting at x.01% starts just above x%.',
  );
  // a note between tables
  s.line(
    17,
    'Adjustments below are by program. Read the column of the program being priced; every row that applies is added.',
  );
  s.set(18, 1, 'LOAN-LEVEL PRICE ADJUSTMENTS');
  s.merge(18, 1, 18, 6);
  const hr = 19;
  ['Factor', 'Condition', 'DSCR Select', 'DSCR Flex', 'FN DSCR', 'Vacation Home BS'].forEach((h, i) => {
    s.set(hr, 1 + i, h);
  });
  let r = hr + 1;
  for (const [factor, rows] of llpaList(day)) {
    s.set(r, 1, factor);
    if (rows.length > 1) s.merge(r, 1, r + rows.length - 1, 1);
    for (const [cond, ...vals] of rows) {
      s.set(r, 2, cond);
      vals.forEach((v, i) => void s.set(r, 3 + i, adjCell(v)));
      r++;
    }
  }
  r++;
  s.line(r, 'Notes:');
  s.line(
    r + 1,
    '1. Adjustments are in points and are ADDED to the base price. Figures in parentheses are negative: (0.250) lowers the price by 0.250.',
  );
  s.line(
    r + 2,
    '2. Blank = no adjustment for that program. NA = not eligible. — = outside the program guidelines (Eligibility tab).',
  );
  s.line(r + 3, '3. Adjustments are cumulative. Purchase, primary/second home, SFR and Townhome carry no adjustment.');
  s.line(r + 4, '4. Prepayment penalty adjustments and the investor maximum prices are on the Prepay tab.');
  return s.finish([16, 24, 12, 12, 12, 16, 12]);
}

// ---------------------------------------------------------------- Prepay tab
function prepayTab(day: Day): XLSX.WorkSheet {
  const s = new Sheet(6);
  s.banner(day, 'Prepayment Penalty');
  s.line(6, 'Step-Down');
  s.set(7, 1, 'Prepay Term');
  ['Schedule', 'Max Price', 'DSCR Select', 'DSCR Flex', 'FN DSCR'].forEach((h, i) => void s.set(7, 2 + i, h));
  const step: [string, string, number, A, A, A][] = [
    ['5 Years', '5-4-3-2-1', 103.5, 0.875, 0.75, 0.5],
    ['3 Years', '3-2-1', 103.5, 0.5, 0.375, 0.25],
    ['2 Years', '2-1', 102.5, 0.125, 'NA', 'NA'],
    ['1 Year', '1', 102.5, -0.25, 'NA', 'NA'],
    ['None', 'None', 101.5, -1, 'NA', 'NA'],
  ];
  step.forEach(([t, sch, mx, ...v], i) => {
    s.set(8 + i, 1, t);
    s.set(8 + i, 2, sch);
    s.set(8 + i, 3, n(mx, PRICE));
    v.forEach((x, j) => void s.set(8 + i, 4 + j, x === 'NA' ? NA : n(x as number, ADJ_SIGNED)));
  });
  s.line(
    13,
    'Schedule = penalty in % of the amount prepaid in each year of the term (5-4-3-2-1 = 5% in year 1, 4% in year 2, ...).',
  );
  s.line(15, 'Flat 5%');
  s.set(16, 1, 'Prepay Term');
  ['Schedule', 'Max Price', 'DSCR Select'].forEach((h, i) => void s.set(16, 2 + i, h));
  const flat: [string, string, number, number][] = [
    ['5 Years', '5-5-5-5-5', 103.5, 1.0],
    ['3 Years', '5-5-5', 103.5, 0.625],
  ];
  flat.forEach(([t, sch, mx, v], i) => {
    s.set(17 + i, 1, t);
    s.set(17 + i, 2, sch);
    s.set(17 + i, 3, n(mx, PRICE));
    s.set(17 + i, 4, n(v, ADJ_SIGNED));
  });
  s.line(20, 'Notes:');
  s.line(
    21,
    '1. The prepay adjustment is added to the price. Max Price = the highest final price paid on an investment loan with that prepay term.',
  );
  s.line(22, '2. Step-Down is the standard structure; Flat 5% is available on DSCR Select only, 3 or 5 years.');
  s.line(23, '3. DSCR Flex and FN DSCR require a prepayment penalty of 3 or 5 years (NA = not offered).');
  s.line(24, '4. No prepayment penalty is permitted on properties in AK, KS, MI, MN, NM, RI: None only.');
  s.line(25, '5. Vacation Home Bank Statement (second home) carries no prepayment penalty.');
  return s.finish([14, 12, 11, 12, 11, 11]);
}

// ---------------------------------------------------------------- Eligibility tab
function eligibilityTab(day: Day): XLSX.WorkSheet {
  const s = new Sheet(13);
  s.banner(day, 'Program Eligibility');
  s.line(6, 'PROGRAM GUIDE');
  const head = [
    'Program',
    'Doc Type',
    'Occupancy',
    'Terms',
    'Lock Periods',
    'Min FICO',
    'Min DSCR',
    'Min Loan',
    'Max Loan',
    'Max DTI',
    'Eligible Borrowers',
    'Property Types',
  ];
  head.forEach((h, i) => void s.set(7, 1 + i, h));
  const rows: Cell[][] = [
    [
      'DSCR Select',
      'DSCR',
      'Investment',
      '30 Yr Fixed, 40 Yr Fixed',
      '15, 30, 45, 60 days',
      660,
      n(1, DSCR),
      n(100000, USD),
      n(2000000, USD),
      'N/A',
      'US Citizen, Permanent Resident, Non-Permanent Resident',
      'SFR, Townhome, Condo, Non-Warrantable Condo, 2-4 Unit',
    ],
    [
      'DSCR Flex',
      'DSCR',
      'Investment',
      '30 Yr Fixed',
      '30, 45, 60 days',
      680,
      n(0.75, DSCR),
      n(150000, USD),
      n(1500000, USD),
      'N/A',
      'US Citizen, Permanent Resident',
      'SFR, Townhome, Condo, 2-4 Unit',
    ],
    [
      'Foreign National DSCR',
      'DSCR – Foreign National',
      'Investment',
      '30 Yr Fixed',
      '30, 45 days',
      700,
      n(1, DSCR),
      n(150000, USD),
      n(1500000, USD),
      'N/A',
      'Foreign National',
      'SFR, Townhome, Condo',
    ],
    [
      'Vacation Home Bank Statement',
      '12 or 24 Mo. Bank Statements',
      'Second Home',
      '30 Yr Fixed',
      '15, 30, 45 days',
      680,
      'N/A',
      n(150000, USD),
      n(2000000, USD),
      n(0.5, PCT2),
      'US Citizen, Permanent Resident',
      'SFR, Townhome, Condo, Non-Warrantable Condo, Condotel',
    ],
  ];
  rows.forEach((row, i) => void row.forEach((v, j) => void s.set(8 + i, 1 + j, v)));
  s.line(
    12,
    'All programs: first lien only, no subordinate financing (CLTV = LTV). ITIN borrowers are not eligible. Condo = warrantable condo. 2-4 Unit = 2 Unit and 3-4 Unit.',
  );

  // max LTV matrix: FICO down, program x purpose across
  s.line(14, 'MAXIMUM LTV BY CREDIT SCORE AND PURPOSE');
  const progs = ['DSCR Select', 'DSCR Flex', 'FN DSCR', 'Vacation Home BS'];
  s.set(15, 1, 'Credit Score');
  s.merge(15, 1, 16, 1);
  progs.forEach((p, i) => {
    s.set(15, 2 + 3 * i, p);
    s.merge(15, 2 + 3 * i, 15, 4 + 3 * i);
    ['Purchase', 'Rate/Term', 'Cash-Out'].forEach((h, j) => void s.set(16, 2 + 3 * i + j, h));
  });
  const M: (number | 'NA' | '—')[][] = [
    // Select       Flex            FN               Vacation
    [0.8, 0.8, 0.75, 0.75, 0.75, 0.7, 0.75, 0.7, 0.65, 0.8, 0.75, 0.7], // ≥ 740
    [0.8, 0.75, 0.75, 0.75, 0.7, 0.65, 0.7, 0.65, 0.6, 0.8, 0.75, 0.7], // 720–739
    [0.75, 0.75, 0.7, 0.7, 0.7, 0.65, 0.65, 0.6, 'NA', 0.75, 0.7, 0.65], // 700–719
    [0.75, 0.7, 0.65, 0.65, 0.65, 'NA', '—', '—', '—', 0.7, 0.65, 'NA'], // 680–699
    [0.7, 0.65, 'NA', '—', '—', '—', '—', '—', '—', '—', '—', '—'], // 660–679
  ];
  ['≥ 740', '720–739', '700–719', '680–699', '660–679'].forEach((f, i) => {
    s.set(17 + i, 1, f);
    M[i]!.forEach((v, j) => void s.set(17 + i, 2 + j, v === 'NA' ? NA : v === '—' ? DASH : n(v, PCT0)));
  });
  s.line(22, 'NA = not eligible. — = below the program minimum FICO. LTV may equal the maximum shown.');
  s.line(23, 'DSCR Select and Vacation Home BS: loan amounts above $1,500,000 are limited to 70% LTV.');
  s.line(24, 'DSCR Flex: DSCR below 1.00 is limited to 65% LTV.');

  s.line(26, 'ELIGIBLE STATES');
  s.set(27, 1, 'Program');
  s.set(27, 2, 'States');
  s.merge(27, 2, 27, 8);
  s.set(28, 1, 'DSCR Select, DSCR Flex, FN DSCR');
  s.set(28, 2, 'All states + DC except ND, SD, VT');
  s.merge(28, 2, 28, 8);
  s.set(29, 1, 'Vacation Home BS');
  s.set(29, 2, 'AZ, CA, CO, FL, HI, ID, MT, NC, NV, SC, TN, UT, WA, WY');
  s.merge(29, 2, 29, 8);

  s.line(31, 'PRICE LIMITS');
  ['Limit', 'Applies to', 'Price'].forEach((h, i) => void s.set(32, 1 + i, h));
  s.set(33, 1, 'Max Price — Second Home');
  s.set(33, 2, 'Vacation Home BS');
  s.set(33, 3, n(102, PRICE));
  s.set(34, 1, 'Max Price — Loan Amount > $1.5MM');
  s.set(34, 2, 'All programs');
  s.set(34, 3, n(101.75, PRICE));
  s.set(35, 1, 'Minimum Price');
  s.set(35, 2, 'All programs');
  s.set(35, 3, n(97, PRICE));
  s.line(
    36,
    'Investor maximum prices by prepayment term: Prepay tab. The lowest maximum that applies governs. A price below the Minimum Price is not available.',
  );
  return s.finish([30, 24, 12, 22, 16, 9, 9, 11, 11, 8, 44, 46, 4]);
}

/** Writes both days' workbooks into `<folder>/copper-mesa/`; returns their paths. */
export function writeCopperMesaWorkbooks(folder: string): string[] {
  const dir = join(folder, 'copper-mesa');
  mkdirSync(dir, { recursive: true });
  return DAYS.map((day, i) => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, pricingTab(day, i), 'Pricing');
    XLSX.utils.book_append_sheet(wb, adjustmentsTab(day), 'Adjustments');
    XLSX.utils.book_append_sheet(wb, prepayTab(day), 'Prepay');
    XLSX.utils.book_append_sheet(wb, eligibilityTab(day), 'Eligibility');
    const file = join(dir, `CopperMesa_Investor_RateSheet_${day.date}.xlsx`);
    writeFileSync(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }));
    return file;
  });
}
