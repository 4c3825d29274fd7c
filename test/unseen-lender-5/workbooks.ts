/**
 * Writes the daily wholesale workbooks of Heron Rock Home Lending (a fictional lender, its notes in
 * NOTES.md) for 2026-11-20 and 2026-11-23, four a day (a pricing summary and a workbook per
 * program), as written by a helper without the compiler in view; then onboarded from docs/ alone
 * (profile.ts).
 */

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as XLSX from 'xlsx';

const DATA: any = {
  days: {
    '2026-11-20': {
      prime30: [
        { rate: 5.875, p30: 2.145, p45: 'NA' },
        { rate: 6, p30: 1.697, p45: 1.822 },
        { rate: 6.125, p30: 1.217, p45: 1.342 },
        { rate: 6.25, p30: 0.786, p45: 0.916 },
        { rate: 6.375, p30: 0.308, p45: 0.433 },
        { rate: 6.5, p30: -0.16, p45: -0.035 },
        { rate: 6.625, p30: -0.593, p45: -0.463 },
        { rate: 6.75, p30: -1.051, p45: -0.926 },
        { rate: 6.875, p30: -1.523, p45: -1.398 },
        { rate: 7, p30: -1.947, p45: -1.817 },
        { rate: 7.125, p30: -2.407, p45: -2.282 },
        { rate: 7.25, p30: -2.849, p45: -2.724 },
      ],
      prime15: [
        { rate: 5.25, p30: 1.895, p45: 'NA' },
        { rate: 5.375, p30: 1.478, p45: 1.603 },
        { rate: 5.5, p30: 1.095, p45: 1.22 },
        { rate: 5.625, p30: 0.665, p45: 0.795 },
        { rate: 5.75, p30: 0.286, p45: 0.411 },
        { rate: 5.875, p30: -0.101, p45: 0.024 },
        { rate: 6, p30: -0.52, p45: -0.39 },
        { rate: 6.125, p30: -0.912, p45: -0.787 },
        { rate: 6.25, p30: -1.287, p45: -1.162 },
        { rate: 6.375, p30: -1.707, p45: -1.577 },
        { rate: 6.5, p30: -2.089, p45: -1.964 },
        { rate: 6.625, p30: -2.486, p45: -2.361 },
      ],
      altdoc30: [
        { rate: 6.75, p30: 2.27, p45: 'NA' },
        { rate: 6.875, p30: 1.833, p45: 'NA' },
        { rate: 7, p30: 1.365, p45: 1.49 },
        { rate: 7.125, p30: 0.946, p45: 1.076 },
        { rate: 7.25, p30: 0.479, p45: 0.604 },
        { rate: 7.375, p30: 0.022, p45: 0.147 },
        { rate: 7.5, p30: -0.4, p45: -0.27 },
        { rate: 7.625, p30: -0.847, p45: -0.722 },
        { rate: 7.75, p30: -1.307, p45: -1.182 },
        { rate: 7.875, p30: -1.72, p45: -1.59 },
        { rate: 8, p30: -2.168, p45: -2.043 },
        { rate: 8.125, p30: -2.599, p45: -2.474 },
      ],
      dscr30: [
        { rate: 7, p30: 2.395, p45: 'NA' },
        { rate: 7.125, p30: 1.932, p45: 2.057 },
        { rate: 7.25, p30: 1.504, p45: 1.629 },
        { rate: 7.375, p30: 1.029, p45: 1.159 },
        { rate: 7.5, p30: 0.604, p45: 0.729 },
        { rate: 7.625, p30: 0.171, p45: 0.296 },
        { rate: 7.75, p30: -0.293, p45: -0.163 },
        { rate: 7.875, p30: -0.73, p45: -0.605 },
        { rate: 8, p30: -1.15, p45: -1.025 },
        { rate: 8.125, p30: -1.617, p45: -1.487 },
        { rate: 8.25, p30: -2.043, p45: -1.918 },
        { rate: 8.375, p30: -2.486, p45: -2.361 },
      ],
    },
    '2026-11-23': {
      prime30: [
        { rate: 5.875, p30: 2.332, p45: 'NA' },
        { rate: 6, p30: 1.884, p45: 2.009 },
        { rate: 6.125, p30: 1.404, p45: 1.529 },
        { rate: 6.25, p30: 0.973, p45: 1.103 },
        { rate: 6.375, p30: 0.495, p45: 0.62 },
        { rate: 6.5, p30: 0.027, p45: 0.152 },
        { rate: 6.625, p30: -0.406, p45: -0.276 },
        { rate: 6.75, p30: -0.864, p45: -0.739 },
        { rate: 6.875, p30: -1.336, p45: -1.211 },
        { rate: 7, p30: -1.76, p45: -1.63 },
        { rate: 7.125, p30: -2.22, p45: -2.095 },
        { rate: 7.25, p30: -2.662, p45: -2.537 },
      ],
      prime15: [
        { rate: 5.25, p30: 2.036, p45: 'NA' },
        { rate: 5.375, p30: 1.619, p45: 1.744 },
        { rate: 5.5, p30: 1.236, p45: 1.361 },
        { rate: 5.625, p30: 0.806, p45: 0.936 },
        { rate: 5.75, p30: 0.427, p45: 0.552 },
        { rate: 5.875, p30: 0.04, p45: 0.165 },
        { rate: 6, p30: -0.379, p45: -0.249 },
        { rate: 6.125, p30: -0.771, p45: -0.646 },
        { rate: 6.25, p30: -1.146, p45: -1.021 },
        { rate: 6.375, p30: -1.566, p45: -1.436 },
        { rate: 6.5, p30: -1.948, p45: -1.823 },
        { rate: 6.625, p30: -2.345, p45: -2.22 },
      ],
      altdoc30: [
        { rate: 6.75, p30: 2.176, p45: 'NA' },
        { rate: 6.875, p30: 1.739, p45: 'NA' },
        { rate: 7, p30: 1.271, p45: 1.396 },
        { rate: 7.125, p30: 0.852, p45: 0.982 },
        { rate: 7.25, p30: 0.385, p45: 0.51 },
        { rate: 7.375, p30: -0.072, p45: 0.053 },
        { rate: 7.5, p30: -0.494, p45: -0.364 },
        { rate: 7.625, p30: -0.941, p45: -0.816 },
        { rate: 7.75, p30: -1.401, p45: -1.276 },
        { rate: 7.875, p30: -1.814, p45: -1.684 },
        { rate: 8, p30: -2.262, p45: -2.137 },
        { rate: 8.125, p30: -2.693, p45: -2.568 },
      ],
      dscr30: [
        { rate: 7, p30: 2.614, p45: 'NA' },
        { rate: 7.125, p30: 2.151, p45: 'NA' },
        { rate: 7.25, p30: 1.723, p45: 1.848 },
        { rate: 7.375, p30: 1.248, p45: 1.378 },
        { rate: 7.5, p30: 0.823, p45: 0.948 },
        { rate: 7.625, p30: 0.39, p45: 0.515 },
        { rate: 7.75, p30: -0.074, p45: 0.056 },
        { rate: 7.875, p30: -0.511, p45: -0.386 },
        { rate: 8, p30: -0.931, p45: -0.806 },
        { rate: 8.125, p30: -1.398, p45: -1.268 },
        { rate: 8.25, p30: -1.824, p45: -1.699 },
        { rate: 8.375, p30: -2.267, p45: -2.142 },
      ],
    },
  },
  cs: {
    prime: [
      ['780+', 780, 850, -0.25],
      ['760 - 779', 760, 779, 0],
      ['740 - 759', 740, 759, 0.125],
      ['720 - 739', 720, 739, 0.375],
      ['700 - 719', 700, 719, 0.625],
      ['680 - 699', 680, 699, 1],
      ['660 - 679', 660, 679, 1.5],
    ],
    altdoc: [
      ['780+', 780, 850, 0],
      ['760 - 779', 760, 779, 0.125],
      ['740 - 759', 740, 759, 0.375],
      ['720 - 739', 720, 739, 0.625],
      ['700 - 719', 700, 719, 1],
      ['680 - 699', 680, 699, 1.5],
    ],
    dscr: [
      ['780+', 780, 850, -0.125],
      ['760 - 779', 760, 779, 0],
      ['740 - 759', 740, 759, 0.25],
      ['720 - 739', 720, 739, 0.5],
      ['700 - 719', 700, 719, 0.875],
    ],
  },
  ltv: {
    prime: [
      ['<= 60.00%', 60, -0.25],
      ['60.01 - 70.00%', 70, 0],
      ['70.01 - 75.00%', 75, 0.125],
      ['75.01 - 80.00%', 80, 0.375],
      ['80.01 - 85.00%', 85, 0.75],
      ['85.01 - 90.00%', 90, 1.25],
    ],
    altdoc: [
      ['<= 60.00%', 60, 0],
      ['60.01 - 70.00%', 70, 0.25],
      ['70.01 - 75.00%', 75, 0.5],
      ['75.01 - 80.00%', 80, 0.875],
      ['80.01 - 85.00%', 85, 1.375],
    ],
    dscr: [
      ['<= 60.00%', 60, -0.125],
      ['60.01 - 70.00%', 70, 0.125],
      ['70.01 - 75.00%', 75, 0.5],
      ['75.01 - 80.00%', 80, 1],
    ],
  },
  cond: {
    prime: {
      'Loan Amount <= $150,000': 0.75,
      'Loan Amount $150,001 - $250,000': 0.375,
      'Loan Amount > $1,000,000': 0.25,
      'Rate/Term Refinance': 0.125,
      'Cash-Out': 0.625,
      'Cash-Out & Loan Amount > $750,000': 0.5,
      'Second Home': 0.5,
      'Investment Property': 1.125,
      'Condo <= 75% LTV': 0.125,
      'Condo > 75% LTV': 0.5,
      'Non-Warrantable Condo': 'NA',
      '2-4 Units': 0.625,
      '5+ Units / Mixed Use / Condotel / Manufactured': 'NA',
      'DTI > 45%': 0.375,
      'Escrow Waiver': 0.25,
      'Interest Only': 0.5,
      'Housing 1x30x12': 0.75,
      'Housing 0x60x12': 'NA',
      'Housing 0x90x12': 'NA',
      'Credit Event < 48 Mos': 'NA',
    },
    altdoc: {
      'Loan Amount <= $150,000': 1,
      'Loan Amount $150,001 - $250,000': 0.5,
      'Loan Amount > $1,000,000': 0.375,
      'Rate/Term Refinance': 0.25,
      'Cash-Out': 0.875,
      'Cash-Out & Loan Amount > $750,000': 0.625,
      'Second Home': 0.625,
      'Investment Property': 1.25,
      'Condo <= 75% LTV': 0.25,
      'Condo > 75% LTV': 0.625,
      'Non-Warrantable Condo': 'NA',
      '2-4 Units': 0.75,
      '5+ Units / Mixed Use / Condotel / Manufactured': 'NA',
      'DTI > 45%': 0.5,
      'Escrow Waiver': 'NA',
      'Interest Only': 'NA',
      'Housing 1x30x12': 1,
      'Housing 0x60x12': 'NA',
      'Housing 0x90x12': 'NA',
      'Credit Event < 48 Mos': 1.5,
      'Non-Permanent Resident': 0.5,
    },
    dscr: {
      'Loan Amount <= $150,000': 1,
      'Loan Amount $150,001 - $250,000': 0.5,
      'Loan Amount > $1,000,000': 0.5,
      'Rate/Term Refinance': null,
      'Cash-Out': 0.75,
      'Cash-Out & Loan Amount > $750,000': 0.75,
      'Condo <= 75% LTV': 0.25,
      'Condo > 75% LTV': 0.75,
      'Non-Warrantable Condo': 1,
      '2-4 Units': 0.5,
      '5+ Units / Mixed Use / Condotel / Manufactured': 'NA',
      'Escrow Waiver': 0.25,
      'Interest Only': 0.375,
      'Housing 1x30x12': 0.5,
      'Housing 0x60x12': 1.25,
      'Housing 0x90x12': 'NA',
      'Credit Event < 48 Mos': 1,
      'Non-Permanent Resident': 0.375,
      'Short-Term Rental': 0.5,
      'DSCR 1.00 - 1.24': 0.625,
      'DSCR >= 1.25': -0.125,
    },
  },
  maxltv: {
    prime: {
      'Primary Residence': [
        ['740+', 740, 850, 90, 90, 80],
        ['700 - 739', 700, 739, 90, 85, 75],
        ['680 - 699', 680, 699, 85, 80, 70],
        ['660 - 679', 660, 679, 80, 75, 'NA'],
      ],
      'Second Home': [
        ['740+', 740, 850, 85, 80, 70],
        ['700 - 739', 700, 739, 80, 75, 65],
        ['680 - 699', 680, 699, 75, 70, 'NA'],
        ['660 - 679', 660, 679, 70, 'NA', 'NA'],
      ],
      Investment: [
        ['740+', 740, 850, 80, 75, 70],
        ['700 - 739', 700, 739, 75, 70, 65],
        ['680 - 699', 680, 699, 70, 65, 'NA'],
        ['660 - 679', 660, 679, 'NA', 'NA', 'NA'],
      ],
    },
    altdoc: {
      'Primary Residence': [
        ['740+', 740, 850, 85, 80, 75],
        ['700 - 739', 700, 739, 80, 80, 70],
        ['680 - 699', 680, 699, 75, 70, 65],
      ],
      'Second Home': [
        ['740+', 740, 850, 80, 75, 70],
        ['700 - 739', 700, 739, 75, 70, 'NA'],
        ['680 - 699', 680, 699, 70, 'NA', 'NA'],
      ],
      Investment: [
        ['740+', 740, 850, 75, 70, 65],
        ['700 - 739', 700, 739, 70, 65, 'NA'],
        ['680 - 699', 680, 699, 'NA', 'NA', 'NA'],
      ],
    },
    dscr: {
      Investment: [
        ['760+', 760, 850, 80, 75, 70],
        ['720 - 759', 720, 759, 80, 75, 70],
        ['700 - 719', 700, 719, 75, 70, 60],
      ],
    },
  },
  states: [
    ['NY', 0.5],
    ['NJ', 0.25],
    ['FL', 0.375],
    ['IL', 0.25],
    ['TX', -0.125],
    ['AK', 'Not Eligible'],
    ['HI', 'Not Eligible'],
    ['All Other States', 0],
  ],
  limits: [
    ['Maximum Price', 102.5, 102.25, 102],
    ['Maximum Price - Cash-Out', 101.5, 101.25, 101],
    ['Minimum Price', 97, 96.5, 96.5],
  ],
  programs: {
    prime: { title: 'PRIME FIXED (Min FICO 660)', terms: { '15': 'prime15', '30': 'prime30' } },
    altdoc: { title: 'ALT DOC BANK STATEMENT 30YR (Min FICO 680)', terms: { '30': 'altdoc30' } },
    dscr: { title: 'DSCR INVESTOR 30YR (Min FICO 700)', terms: { '30': 'dscr30' } },
  },
};

/** Where the workbooks are written (writeHeronRockWorkbooks sets it). */
let outDir = '';

const PTS = '0.000;(0.000);0.000';
const RATE = '0.000"%"';
const PRICE = '0.000';
const PCT = '0%';

type Cell = string | number | null | { v: number; z: string };
class Sheet {
  rows: Cell[][] = [];
  merges: XLSX.Range[] = [];
  set(r: number, c: number, v: Cell) {
    while (this.rows.length <= r) this.rows.push([]);
    this.rows[r]![c] = v;
  }
  merge(r: number, c1: number, c2: number) {
    this.merges.push({ s: { r, c: c1 }, e: { r, c: c2 } });
  }
  toWs(widths: number[]): XLSX.WorkSheet {
    const ws: XLSX.WorkSheet = {};
    let maxC = 0;
    this.rows.forEach((row, r) => {
      row.forEach((v, c) => {
        if (v === null || v === undefined) return;
        maxC = Math.max(maxC, c);
        const addr = XLSX.utils.encode_cell({ r, c });
        if (typeof v === 'string') ws[addr] = { t: 's', v };
        else if (typeof v === 'number') ws[addr] = { t: 'n', v };
        else ws[addr] = { t: 'n', v: v.v, z: v.z };
      });
    });
    ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: this.rows.length - 1, c: Math.max(maxC, 3) } });
    ws['!merges'] = this.merges;
    ws['!cols'] = widths.map((w) => ({ wch: w }));
    return ws;
  }
}

const DOW = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function mdy(d: string) {
  const [y, m, dd] = d.split('-');
  return `${m}/${dd}/${y}`;
}
function mmddyy(d: string) {
  const [y, m, dd] = d.split('-');
  return `${m}${dd}${(y ?? '').slice(2)}`;
}
function dow(d: string) {
  return DOW[new Date(`${d}T12:00:00Z`).getUTCDay()];
}

function banner(s: Sheet, title: string, date: string, width: number, line4: string) {
  s.set(0, 0, 'HERON ROCK HOME LENDING — WHOLESALE RATE SHEET');
  s.merge(0, 0, width);
  s.set(1, 0, title);
  s.merge(1, 0, width);
  s.set(2, 0, `Issued ${dow(date)} ${mdy(date)} 9:00 AM ET  |  Pricing expires 5:00 PM ET ${mdy(date)}`);
  s.merge(2, 0, width);
  s.set(3, 0, line4);
  s.merge(3, 0, width);
}
const POINTS_LINE =
  'All figures are DISCOUNT POINTS: a plain figure is a cost, (x.xxx) is a rebate/credit. Price = 100 - points.';
const ptsCell = (v: any): Cell => (v === 'NA' ? 'NA' : v === null ? null : typeof v === 'string' ? v : { v, z: PTS });

const PROG_FILE: Record<string, string> = { prime: 'Prime', altdoc: 'AltDoc', dscr: 'DSCR' };
const TERM_TITLE: Record<string, string> = { '30': '30YR FIXED', '15': '15YR FIXED' };

function programWorkbook(key: string, date: string) {
  const prog = DATA.programs[key];
  const day = DATA.days[date];
  const wb = XLSX.utils.book_new();

  // Rates tab: one table per term, side by side (30YR first)
  const rs = new Sheet();
  const termKeys = Object.keys(prog.terms).sort((a, b) => Number(b) - Number(a));
  banner(rs, prog.title, date, termKeys.length * 4 - 2, POINTS_LINE);
  termKeys.forEach((t, i) => {
    const c0 = i * 4;
    rs.set(5, c0, TERM_TITLE[t] ?? null);
    rs.merge(5, c0, c0 + 2);
    rs.set(6, c0, 'Note Rate');
    rs.set(6, c0 + 1, '30 Day');
    rs.set(6, c0 + 2, '45 Day');
    day[prog.terms[t]].forEach((row: any, j: number) => {
      rs.set(7 + j, c0, { v: row.rate, z: RATE });
      rs.set(7 + j, c0 + 1, ptsCell(row.p30));
      rs.set(7 + j, c0 + 2, ptsCell(row.p45));
    });
  });
  const last = 7 + 12 + 1;
  rs.set(last, 0, 'Lock periods offered: 30 and 45 days only. NA = rate not available for that lock.');
  rs.merge(last, 0, 6);
  rs.set(
    last + 1,
    0,
    'State adjustments, price limits and program guidelines: see the Pricing Summary workbook of the same date.',
  );
  rs.merge(last + 1, 0, 6);
  XLSX.utils.book_append_sheet(wb, rs.toWs([11, 9, 9, 3, 11, 9, 9]), 'Rates');

  // Adjustments tab: three lists stacked
  const as = new Sheet();
  banner(
    as,
    `${prog.title} — PRICE ADJUSTMENTS`,
    date,
    2,
    'Adjustments are COSTS in points: subtract from price. (x.xxx) = credit. NA = Not Eligible. Blank = 0.000.',
  );
  let r = 5;
  as.set(r, 0, 'CREDIT SCORE');
  as.merge(r, 0, 1);
  r++;
  as.set(r, 0, 'Credit Score');
  as.set(r, 1, 'Points');
  r++;
  for (const [label, , , v] of DATA.cs[key]) {
    as.set(r, 0, label);
    as.set(r, 1, ptsCell(v));
    r++;
  }
  r++;
  as.set(r, 0, 'LTV');
  as.merge(r, 0, 1);
  r++;
  as.set(r, 0, 'LTV');
  as.set(r, 1, 'Points');
  r++;
  for (const [label, , v] of DATA.ltv[key]) {
    as.set(r, 0, label);
    as.set(r, 1, ptsCell(v));
    r++;
  }
  r++;
  as.set(r, 0, 'LOAN CONDITIONS');
  as.merge(r, 0, 1);
  r++;
  as.set(r, 0, 'Condition');
  as.set(r, 1, 'Points');
  r++;
  for (const [label, v] of Object.entries(DATA.cond[key])) {
    as.set(r, 0, label);
    if (v !== null) as.set(r, 1, ptsCell(v));
    r++;
  }
  r++;
  as.set(
    r,
    0,
    'Conditions are cumulative. LTV = loan amount / value. Housing history and credit event seasoning per borrower credit report.',
  );
  as.merge(r, 0, 2);
  XLSX.utils.book_append_sheet(wb, as.toWs([44, 10, 10]), 'Adjustments');

  // Max LTV tab: one grid per occupancy, stacked
  const ms = new Sheet();
  banner(
    ms,
    `${prog.title} — MAXIMUM LTV`,
    date,
    3,
    'Maximum LTV by credit score and loan purpose. NA = Not Eligible.',
  );
  r = 5;
  for (const [occ, rows] of Object.entries<any>(DATA.maxltv[key])) {
    ms.set(r, 0, occ);
    ms.merge(r, 0, 3);
    r++;
    ms.set(r, 0, 'FICO');
    ms.set(r, 1, 'Purchase');
    ms.set(r, 2, 'Rate/Term');
    ms.set(r, 3, 'Cash-Out');
    r++;
    for (const [label, , , p, rt, co] of rows) {
      ms.set(r, 0, label);
      [p, rt, co].forEach((v: any, i: number) => {
        ms.set(r, 1 + i, v === 'NA' ? 'NA' : { v: v / 100, z: PCT });
      });
      r++;
    }
    r++;
  }
  XLSX.utils.book_append_sheet(wb, ms.toWs([20, 11, 11, 11]), 'Max LTV');

  XLSX.writeFile(wb, path.join(outDir, `HRHL_${PROG_FILE[key]}_${mmddyy(date)}.xlsx`));
}

function summaryWorkbook(date: string) {
  const wb = XLSX.utils.book_new();
  const s = new Sheet();
  banner(
    s,
    'PRICING SUMMARY',
    date,
    9,
    'For mortgage professional use only. Not an advertisement to extend consumer credit.',
  );
  let r = 5;
  s.set(r, 0, 'PROGRAMS');
  s.merge(r, 0, 9);
  r++;
  [
    'Program',
    'Workbook',
    'Doc Type',
    'Terms',
    'Lock Periods',
    'Occupancy',
    'Loan Amount',
    'Max DTI',
    'Eligible Borrowers',
    'Min DSCR',
  ].forEach((h, i) => {
    s.set(r, i, h);
  });
  r++;
  const rowsP = [
    [
      DATA.programs.prime.title,
      'HRHL_Prime',
      'Full Doc',
      '30YR, 15YR',
      '30 / 45 Day',
      'Primary, Second Home, Investment',
      '$100,000 - $1,500,000',
      { v: 0.5, z: '0.00%' },
      'US Citizen, Permanent Resident',
      'N/A',
    ],
    [
      DATA.programs.altdoc.title,
      'HRHL_AltDoc',
      '12 or 24 Mo. Bank Statements',
      '30YR',
      '30 / 45 Day',
      'Primary, Second Home, Investment',
      '$150,000 - $2,000,000',
      { v: 0.5, z: '0.00%' },
      'US Citizen, Permanent Resident, Non-Permanent Resident',
      'N/A',
    ],
    [
      DATA.programs.dscr.title,
      'HRHL_DSCR',
      'DSCR (no income)',
      '30YR',
      '30 / 45 Day',
      'Investment Only',
      '$100,000 - $1,500,000',
      'N/A',
      'US Citizen, Permanent Resident, Non-Permanent Resident',
      { v: 1, z: '0.00' },
    ],
  ];
  for (const row of rowsP) {
    row.forEach((v: any, i) => {
      s.set(r, i, v);
    });
    r++;
  }
  s.set(
    r,
    0,
    'First liens only. Eligible property types per Loan Conditions; SFR, PUD and Townhome take no adjustment.',
  );
  s.merge(r, 0, 9);
  r++;
  r++;
  s.set(r, 0, 'STATE ADJUSTMENTS (points, all programs)');
  s.merge(r, 0, 1);
  r++;
  s.set(r, 0, 'State');
  s.set(r, 1, 'Adj');
  r++;
  for (const [st, v] of DATA.states) {
    s.set(r, 0, st);
    s.set(r, 1, ptsCell(v));
    r++;
  }
  r++;
  s.set(r, 0, 'PRICE LIMITS (price, 100 basis)');
  s.merge(r, 0, 3);
  r++;
  s.set(r, 0, 'Limit');
  s.set(r, 1, 'PRIME');
  s.set(r, 2, 'ALT DOC');
  s.set(r, 3, 'DSCR');
  r++;
  for (const [label, a, b, c] of DATA.limits) {
    s.set(r, 0, label);
    s.set(r, 1, { v: a, z: PRICE });
    s.set(r, 2, { v: b, z: PRICE });
    s.set(r, 3, { v: c, z: PRICE });
    r++;
  }
  r++;
  const notes = [
    "Sheets are issued by 9:00 AM ET each business day and EXPIRE AT 5:00 PM ET THE SAME DAY. No locks after expiry; the next business day's sheet governs.",
    'Housing history: 0x30x12 standard. 1x30x12, 0x60x12, 0x90x12 priced per Loan Conditions (NA = not eligible).',
    'Credit event seasoning: foreclosure, short sale, deed-in-lieu or bankruptcy seasoned less than 48 months priced per "Credit Event < 48 Mos".',
    'Rate sheet pricing in discount points per program workbook (HRHL_Prime, HRHL_AltDoc, HRHL_DSCR).',
  ];
  for (const n of notes) {
    s.set(r, 0, n);
    s.merge(r, 0, 9);
    r++;
  }
  XLSX.utils.book_append_sheet(wb, s.toWs([44, 12, 12, 11, 12, 30, 22, 9, 48, 9]), 'Summary');
  XLSX.writeFile(wb, path.join(outDir, `HRHL_PricingSummary_${mmddyy(date)}.xlsx`));
}

/** Writes the lender's workbooks into `<folder>/heron_rock/` (made if missing). */
export function writeHeronRockWorkbooks(folder: string): void {
  outDir = path.join(folder, 'heron_rock');
  fs.mkdirSync(outDir, { recursive: true });
  for (const date of Object.keys(DATA.days)) {
    summaryWorkbook(date);
    for (const key of ['prime', 'altdoc', 'dscr']) programWorkbook(key, date);
  }
}
