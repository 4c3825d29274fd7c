/**
 * Writes the daily rate sheet workbooks of Alder Creek Wholesale (a fictional wholesale lender, its
 * notes in NOTES.md) for 2026-11-20, 2026-11-23 and that day's first reprice, as written by a helper
 * without the compiler in view; then onboarded from docs/ alone (profile.ts).
 */

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as XLSX from 'xlsx';

const X: any = (XLSX as any).utils ? XLSX : (XLSX as any).default;
const U: any = X.utils;

// ---------------------------------------------------------------- data
const GROUPS = ['Prime Full Doc', 'Bank Statement', 'DSCR Investor'];

type Cell = number | 'NA' | 'N/A';

const PROGRAMS = [
  {
    slug: 'prime_full_doc_30',
    name: 'Prime Full Doc 30 Yr Fixed',
    group: 'Prime Full Doc',
    doc_type: 'full_doc',
    terms: [30],
    locks: [15, 30, 45],
    firstRate: 6.0,
    par: 6.75,
    seed: 3,
    sdown: 0.34,
    sup: 0.29,
    lock15: 0.125,
    lock45: -0.2,
    na45: [0, 1],
    naAll: [] as number[],
    minLoan: 150000,
    maxLoan: 3000000,
    maxDti: 50 as number | null,
    minDscr: null as number | null,
    minPrice: 97.0,
    maxPrice: 102.25,
    maxPriceOver15: 101.5,
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    excluded: ['NY'],
  },
  {
    slug: 'prime_full_doc_15',
    name: 'Prime Full Doc 15 Yr Fixed',
    group: 'Prime Full Doc',
    doc_type: 'full_doc',
    terms: [15],
    locks: [15, 30, 45],
    firstRate: 5.375,
    par: 6.125,
    seed: 5,
    sdown: 0.3,
    sup: 0.26,
    lock15: 0.125,
    lock45: -0.2,
    na45: [0],
    naAll: [],
    minLoan: 150000,
    maxLoan: 3000000,
    maxDti: 50,
    minDscr: null,
    minPrice: 97.5,
    maxPrice: 102.0,
    maxPriceOver15: 101.5,
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    excluded: ['NY'],
  },
  {
    slug: 'bank_statement',
    name: 'Bank Statement 30/40 Yr Fixed',
    group: 'Bank Statement',
    doc_type: 'bank_statements',
    terms: [30, 40],
    locks: [30, 45],
    firstRate: 6.75,
    par: 7.5,
    seed: 1,
    sdown: 0.36,
    sup: 0.3,
    lock15: null as number | null,
    lock45: -0.25,
    na45: [0],
    naAll: [],
    minLoan: 150000,
    maxLoan: 2500000,
    maxDti: 50,
    minDscr: null,
    minPrice: 97.0,
    maxPrice: 102.0,
    maxPriceOver15: 101.5,
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    excluded: ['NY', 'NJ'],
  },
  {
    slug: 'dscr_investor',
    name: 'DSCR Investor 30/40 Yr Fixed',
    group: 'DSCR Investor',
    doc_type: 'dscr',
    terms: [30, 40],
    locks: [30, 45],
    firstRate: 7.0,
    par: 7.625,
    seed: 6,
    sdown: 0.35,
    sup: 0.31,
    lock15: null,
    lock45: -0.25,
    na45: [],
    naAll: [0],
    minLoan: 100000,
    maxLoan: 2000000,
    maxDti: null,
    minDscr: 0.75,
    minPrice: 96.0,
    maxPrice: 102.5,
    maxPriceOver15: 102.0,
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'foreign_national'],
    excluded: ['NY', 'NJ', 'MN'],
  },
];
for (const p of PROGRAMS as any[]) if (p.lock15 === undefined) p.lock15 = null;

const CIT_WORDS: Record<string, string> = {
  us_citizen: 'US Citizen',
  permanent_resident: 'Permanent Resident',
  non_permanent_resident: 'Non-Permanent Resident',
  foreign_national: 'Foreign National',
};

const SHEETS = [
  {
    file: 'AlderCreek_RateSheet_2026-11-20.xlsx',
    date: '2026-11-20',
    banner: 'Rates effective 11/20/2026 9:05 AM PT',
    effective: '2026-11-20T09:05:00-08:00',
    shift: 0,
    monday: false,
  },
  {
    file: 'AlderCreek_RateSheet_2026-11-23.xlsx',
    date: '2026-11-23',
    banner: 'Rates effective 11/23/2026 9:05 AM PT',
    effective: '2026-11-23T09:05:00-08:00',
    shift: -0.19,
    monday: true,
  },
  {
    file: 'AlderCreek_RateSheet_2026-11-23_R1.xlsx',
    date: '2026-11-23',
    banner: 'Rates effective 11/23/2026 1:40 PM PT - REPRICE R1',
    effective: '2026-11-23T13:40:00-08:00',
    shift: -0.315,
    monday: true,
  },
];

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** Rate ladder of a program on a sheet: 16 rates, price per offered lock (or 'NA'). */
function ladder(p: any, sheet: any): { rate: number; prices: Record<number, number | 'NA'> }[] {
  const rows = [];
  for (let i = 0; i < 16; i++) {
    const rate = r3(p.firstRate + 0.125 * i);
    const d = (rate - p.par) / 0.125;
    const noise = (((i * 37 + p.seed) % 7) - 3) * 0.004;
    const p30 = r3(100 + (d < 0 ? p.sdown * d : p.sup * d - 0.006 * d * d) + noise + sheet.shift);
    const prices: Record<number, number | 'NA'> = {};
    for (const L of p.locks) {
      let v: number | 'NA' = L === 30 ? p30 : L === 15 ? r3(p30 + p.lock15) : r3(p30 + p.lock45);
      if (p.naAll.includes(i) || (L === 45 && p.na45.includes(i))) v = 'NA';
      prices[L] = v;
    }
    rows.push({ rate, prices });
  }
  return rows;
}

const LTV_BANDS = ['<=60', '60.01-70', '70.01-75', '75.01-80', '>80'];

// Credit score / LTV grids: rows by (group label, FICO band) -> cells per LTV band
type Grid = {
  title: string;
  program: string;
  rowHead: string;
  groups: { label: string; rows: { fico: string; cells: Cell[] }[] }[];
  bands: string[];
};

function shiftRow(cells: Cell[], d: number, naFrom = 99): Cell[] {
  return cells.map((c, j) => (c === 'NA' || j >= naFrom ? 'NA' : r3((c as number) + d)));
}
const FD_PRIMARY: { fico: string; cells: Cell[] }[] = [
  { fico: '760+', cells: [0.25, 0.125, 0, -0.125, -0.375] },
  { fico: '740-759', cells: [0.125, 0, -0.125, -0.25, -0.5] },
  { fico: '720-739', cells: [0, -0.125, -0.25, -0.5, -0.75] },
  { fico: '700-719', cells: [-0.125, -0.25, -0.5, -0.75, -1.125] },
  { fico: '680-699', cells: [-0.375, -0.5, -0.75, -1.125, -1.625] },
  { fico: '660-679', cells: [-0.75, -0.875, -1.25, -1.75, 'NA'] },
];
const BS_PRIMARY: { fico: string; cells: Cell[] }[] = [
  { fico: '760+', cells: [0, -0.125, -0.25, -0.5, -0.875] },
  { fico: '740-759', cells: [-0.125, -0.25, -0.375, -0.625, -1.0] },
  { fico: '720-739', cells: [-0.25, -0.375, -0.625, -0.875, -1.375] },
  { fico: '700-719', cells: [-0.5, -0.625, -0.875, -1.25, 'NA'] },
  { fico: '680-699', cells: [-0.875, -1.0, -1.375, -1.875, 'NA'] },
];
const GRIDS: Grid[] = [
  {
    title: 'PRIME FULL DOC - CREDIT SCORE / LTV',
    program: 'Prime Full Doc',
    rowHead: 'Occupancy',
    bands: LTV_BANDS,
    groups: [
      { label: 'Primary Residence', rows: FD_PRIMARY },
      {
        label: 'Second Home',
        rows: FD_PRIMARY.map((r) => ({
          fico: r.fico,
          cells: r.fico === '660-679' ? (['NA', 'NA', 'NA', 'NA', 'NA'] as Cell[]) : shiftRow(r.cells, -0.25, 4),
        })),
      },
      {
        label: 'Investment',
        rows: FD_PRIMARY.map((r) => ({
          fico: r.fico,
          cells: r.fico === '660-679' ? ([-1.5, -1.75, 'NA', 'NA', 'NA'] as Cell[]) : shiftRow(r.cells, -0.625, 4),
        })),
      },
    ],
  },
  {
    title: 'BANK STATEMENT - CREDIT SCORE / LTV',
    program: 'Bank Statement',
    rowHead: 'Occupancy',
    bands: LTV_BANDS,
    groups: [
      { label: 'Primary Residence', rows: BS_PRIMARY },
      { label: 'Second Home', rows: BS_PRIMARY.map((r) => ({ fico: r.fico, cells: shiftRow(r.cells, -0.375, 4) })) },
      { label: 'Investment', rows: BS_PRIMARY.map((r) => ({ fico: r.fico, cells: shiftRow(r.cells, -0.75, 4) })) },
    ],
  },
  {
    title: 'DSCR INVESTOR - CREDIT SCORE / LTV',
    program: 'DSCR Investor',
    rowHead: 'DSCR',
    bands: LTV_BANDS.slice(0, 4),
    groups: [
      {
        label: 'DSCR 1.00+',
        rows: [
          { fico: '760+', cells: [0.25, 0.125, -0.125, -0.375] },
          { fico: '740-759', cells: [0.125, 0, -0.25, -0.5] },
          { fico: '720-739', cells: [0, -0.125, -0.375, -0.75] },
          { fico: '700-719', cells: [-0.25, -0.375, -0.625, -1.0] },
          { fico: '680-699', cells: [-0.625, -0.75, -1.125, -1.5] },
        ],
      },
      {
        label: 'DSCR 0.75-0.99',
        rows: [
          { fico: '760+', cells: [-0.5, -0.625, -0.875, 'NA'] },
          { fico: '740-759', cells: [-0.625, -0.75, -1.0, 'NA'] },
          { fico: '720-739', cells: [-0.75, -0.875, -1.25, 'NA'] },
          { fico: '700-719', cells: [-1.0, -1.125, -1.5, 'NA'] },
          { fico: '680-699', cells: ['NA', 'NA', 'NA', 'NA'] },
        ],
      },
    ],
  },
];

const LOAN_BANDS = [
  { label: '$100,000-$249,999', lo: 100000, hi: 249999 },
  { label: '$250,000-$999,999', lo: 250000, hi: 999999 },
  { label: '$1,000,000-$1,499,999', lo: 1000000, hi: 1499999 },
  { label: '$1,500,000-$1,999,999', lo: 1500000, hi: 1999999 },
  { label: '$2,000,000-$3,000,000', lo: 2000000, hi: 3000000 },
];
function loanStrip(monday: boolean): Record<string, Cell[]> {
  return {
    'Prime Full Doc': [-0.375, 0, -0.125, -0.25, -0.5],
    'Bank Statement': [monday ? -0.375 : -0.5, 0, -0.25, -0.375, -0.625],
    'DSCR Investor': [-0.75, 0, -0.125, -0.375, -0.5],
  };
}

// Property type: label, request values, cells per group (FD, BS, DSCR)
const PROPERTY: { label: string; values: string[]; cells: Cell[] }[] = [
  { label: 'Single Family / PUD / Townhome', values: ['sfr', 'townhome'], cells: [0, 0, 0] },
  { label: 'Condo (Warrantable)', values: ['condo', 'warrantable_condo'], cells: [-0.125, -0.25, -0.25] },
  { label: 'Condo (Non-Warrantable)', values: ['non_warrantable_condo'], cells: ['NA', -0.75, -0.75] },
  { label: '2-4 Units', values: ['2_unit', '3_4_unit'], cells: [-0.25, -0.375, -0.25] },
  { label: 'Condotel', values: ['condotel'], cells: ['NA', 'NA', -1.0] },
  { label: '5-8 Units / Mixed Use', values: ['5_8_unit', 'mixed_use'], cells: ['NA', 'NA', 'NA'] },
  { label: 'Manufactured', values: ['manufactured'], cells: ['NA', 'NA', 'NA'] },
];

// Features & add-ons: label, cells per group (FD, BS, DSCR)
const FEATURES: { label: string; cells: Cell[] }[] = [
  { label: 'Rate/Term Refinance', cells: [-0.125, -0.25, -0.25] },
  { label: 'Cash-Out Refinance', cells: [-0.375, -0.625, -0.75] },
  { label: 'DTI 43.01%-50.00%', cells: [-0.25, -0.375, 'N/A'] },
  { label: '40 Yr Term', cells: ['NA', -0.375, -0.25] },
  { label: 'Interest Only (10 Yr IO)', cells: [-0.375, -0.5, -0.375] },
  { label: 'Escrow Waiver', cells: [-0.25, -0.25, 'NA'] },
  { label: 'Non-Permanent Resident', cells: [-0.25, -0.375, -0.25] },
  { label: 'Foreign National', cells: ['NA', 'NA', -1.0] },
  { label: 'Short-Term Rental', cells: ['N/A', 'N/A', -0.375] },
];

const PPP_TERMS = ['No PPP', '1YR PPP', '2YR PPP', '3YR PPP', '5YR PPP'];
const PPP_DSCR: Cell[] = [-1.25, -0.75, -0.375, 0, 0.25];

// Eligibility long list: program group, occupancy, purpose, min FICO, max LTV (%)
const ELIG: [string, string, string, number, number][] = [
  ['Prime Full Doc', 'Primary Residence', 'Purchase', 700, 85],
  ['Prime Full Doc', 'Primary Residence', 'Purchase', 660, 80],
  ['Prime Full Doc', 'Primary Residence', 'Rate/Term', 700, 80],
  ['Prime Full Doc', 'Primary Residence', 'Rate/Term', 660, 75],
  ['Prime Full Doc', 'Primary Residence', 'Cash-Out', 700, 75],
  ['Prime Full Doc', 'Primary Residence', 'Cash-Out', 680, 70],
  ['Prime Full Doc', 'Second Home', 'Purchase', 700, 80],
  ['Prime Full Doc', 'Second Home', 'Purchase', 680, 75],
  ['Prime Full Doc', 'Second Home', 'Rate/Term', 680, 75],
  ['Prime Full Doc', 'Second Home', 'Cash-Out', 700, 70],
  ['Prime Full Doc', 'Investment', 'Purchase', 700, 80],
  ['Prime Full Doc', 'Investment', 'Purchase', 660, 75],
  ['Prime Full Doc', 'Investment', 'Rate/Term', 680, 75],
  ['Prime Full Doc', 'Investment', 'Cash-Out', 700, 70],
  ['Bank Statement', 'Primary Residence', 'Purchase', 720, 85],
  ['Bank Statement', 'Primary Residence', 'Purchase', 680, 80],
  ['Bank Statement', 'Primary Residence', 'Rate/Term', 700, 80],
  ['Bank Statement', 'Primary Residence', 'Rate/Term', 680, 75],
  ['Bank Statement', 'Primary Residence', 'Cash-Out', 700, 75],
  ['Bank Statement', 'Primary Residence', 'Cash-Out', 680, 65],
  ['Bank Statement', 'Second Home', 'Purchase', 700, 75],
  ['Bank Statement', 'Second Home', 'Rate/Term', 700, 70],
  ['Bank Statement', 'Second Home', 'Cash-Out', 720, 65],
  ['Bank Statement', 'Investment', 'Purchase', 700, 80],
  ['Bank Statement', 'Investment', 'Purchase', 680, 70],
  ['Bank Statement', 'Investment', 'Rate/Term', 700, 75],
  ['Bank Statement', 'Investment', 'Cash-Out', 720, 70],
  ['DSCR Investor', 'Investment', 'Purchase', 700, 80],
  ['DSCR Investor', 'Investment', 'Purchase', 680, 75],
  ['DSCR Investor', 'Investment', 'Rate/Term', 700, 75],
  ['DSCR Investor', 'Investment', 'Rate/Term', 680, 70],
  ['DSCR Investor', 'Investment', 'Cash-Out', 700, 75],
  ['DSCR Investor', 'Investment', 'Cash-Out', 680, 65],
];

// ---------------------------------------------------------------- workbook writer
const FMT_PRICE = '0.000';
const FMT_ADJ = '+0.000;-0.000;0.000';
const FMT_RATE = '0.000%';
const FMT_PCT = '0.00%';
const FMT_USD = '$#,##0';

type WS = { cells: Map<string, any>; merges: any[]; maxR: number; maxC: number; widths: number[] };
function newWs(): WS {
  return { cells: new Map(), merges: [], maxR: 0, maxC: 0, widths: [] };
}
function put(ws: WS, r: number, c: number, v: any, z?: string) {
  const cell: any = typeof v === 'number' ? { t: 'n', v } : { t: 's', v: String(v) };
  if (z && typeof v === 'number') cell.z = z;
  ws.cells.set(U.encode_cell({ r, c }), cell);
  ws.maxR = Math.max(ws.maxR, r);
  ws.maxC = Math.max(ws.maxC, c);
}
function merge(ws: WS, r1: number, c1: number, r2: number, c2: number) {
  ws.merges.push({ s: { r: r1, c: c1 }, e: { r: r2, c: c2 } });
}
function putCell(ws: WS, r: number, c: number, v: Cell, z: string) {
  put(ws, r, c, v, z);
}
function finish(ws: WS): any {
  const out: any = {};
  for (const [k, v] of ws.cells) out[k] = v;
  out['!ref'] = U.encode_range({ s: { r: 0, c: 0 }, e: { r: ws.maxR, c: ws.maxC } });
  out['!merges'] = ws.merges;
  out['!cols'] = ws.widths.map((w) => ({ wch: w }));
  return out;
}
function banner(ws: WS, sheet: any, width: number, line4: string) {
  put(ws, 0, 0, 'ALDER CREEK WHOLESALE');
  merge(ws, 0, 0, 0, width - 1);
  put(ws, 1, 0, 'Prime & Non-QM Wholesale Rate Sheet - For Mortgage Professional Use Only');
  merge(ws, 1, 0, 1, width - 1);
  put(ws, 2, 0, sheet.banner);
  merge(ws, 2, 0, 2, width - 1);
  put(ws, 3, 0, line4);
  merge(ws, 3, 0, 3, width - 1);
}

function ratesTab(sheet: any): any {
  const ws = newWs();
  ws.widths = [10, 10, 10, 10, 4, 10, 10, 10, 10];
  banner(
    ws,
    sheet,
    9,
    'Prices on a 100 basis (par = 100.000). Price by lock period; add the Adjustments tab. NA = rate not offered for that lock.',
  );
  let r = 5;
  for (const p of PROGRAMS) {
    const lad = ladder(p, sheet);
    const w = 1 + p.locks.length;
    put(ws, r, 0, p.name.toUpperCase());
    merge(ws, r, 0, r, 2 * w);
    r++;
    const termTxt =
      p.terms.length === 1
        ? `${p.terms[0]} Year Fixed`
        : `${p.terms.map((t) => `${t} Year`).join(' or ')} Fixed (40 Year: see 40 Yr Term add-on)`;
    put(ws, r, 0, `Term: ${termTxt}  |  Lock periods: ${p.locks.join(', ')} Days`);
    merge(ws, r, 0, r, 2 * w);
    r++;
    for (const half of [0, 1]) {
      const c0 = half * (w + 1);
      put(ws, r, c0, 'Rate');
      p.locks.forEach((L, j) => {
        put(ws, r, c0 + 1 + j, `${L} Day`);
      });
    }
    r++;
    for (let i = 0; i < 8; i++) {
      for (const half of [0, 1]) {
        const row = lad[half * 8 + i]!;
        const c0 = half * (w + 1);
        put(ws, r + i, c0, r3((row.rate / 100) * 100000) / 100000, FMT_RATE);
        p.locks.forEach((L, j) => {
          put(ws, r + i, c0 + 1 + j, row.prices[L], FMT_PRICE);
        });
      }
    }
    r += 9;
  }
  put(
    ws,
    r,
    0,
    'Rates ascend down the left half, then continue down the right half. NA = not offered at that lock period.',
  );
  merge(ws, r, 0, r, 8);
  return finish(ws);
}

function adjTab(sheet: any): any {
  const ws = newWs();
  ws.widths = [30, 14, 16, 16, 16, 4, 28, 16, 16, 16];
  banner(
    ws,
    sheet,
    10,
    'All adjustments are in points and are ADDED to the price (+ raises, - lowers). NA = Not Eligible. N/A = not applicable (0.000).',
  );
  let r = 5;
  for (const g of GRIDS) {
    put(ws, r, 0, g.title);
    merge(ws, r, 0, r, 1 + g.bands.length);
    r++;
    put(ws, r, 0, g.rowHead);
    put(ws, r, 1, 'Credit Score');
    g.bands.forEach((b, j) => {
      put(ws, r, 2 + j, b);
    });
    r++;
    for (const grp of g.groups) {
      put(ws, r, 0, grp.label);
      merge(ws, r, 0, r + grp.rows.length - 1, 0);
      for (const row of grp.rows) {
        put(ws, r, 1, row.fico);
        row.cells.forEach((c, j) => {
          putCell(ws, r, 2 + j, c, FMT_ADJ);
        });
        r++;
      }
    }
    if (g.program === 'DSCR Investor') {
      put(ws, r, 0, 'DSCR = the dscr_ratio of the loan; maximum LTV 80.00%.');
      merge(ws, r, 0, r, 5);
      r++;
    }
    r++;
  }
  // loan amount strip
  const strip = loanStrip(sheet.monday);
  put(ws, r, 0, 'LOAN AMOUNT');
  merge(ws, r, 0, r, 5);
  r++;
  put(ws, r, 0, 'Program');
  LOAN_BANDS.forEach((b, j) => {
    put(ws, r, 1 + j, b.label);
  });
  r++;
  for (const g of GROUPS) {
    put(ws, r, 0, g);
    strip[g]!.forEach((c, j) => {
      putCell(ws, r, 1 + j, c, FMT_ADJ);
    });
    r++;
  }
  r++;
  // property type (left) and features (right), side by side
  const top = r;
  put(ws, r, 0, 'PROPERTY TYPE');
  merge(ws, r, 0, r, 3);
  put(ws, r, 6, 'FEATURES & ADD-ONS');
  merge(ws, r, 6, r, 9);
  r++;
  put(ws, r, 0, 'Property Type');
  GROUPS.forEach((g, j) => {
    put(ws, r, 1 + j, g);
  });
  put(ws, r, 6, 'Feature');
  GROUPS.forEach((g, j) => {
    put(ws, r, 7 + j, g);
  });
  r++;
  PROPERTY.forEach((p, i) => {
    put(ws, r + i, 0, p.label);
    p.cells.forEach((c, j) => {
      putCell(ws, r + i, 1 + j, c, FMT_ADJ);
    });
  });
  FEATURES.forEach((f, i) => {
    put(ws, r + i, 6, f.label);
    f.cells.forEach((c, j) => {
      putCell(ws, r + i, 7 + j, c, FMT_ADJ);
    });
  });
  r = top + 2 + Math.max(PROPERTY.length, FEATURES.length) + 1;
  // PPP strip
  put(ws, r, 0, 'PREPAYMENT PENALTY - DSCR INVESTOR ONLY');
  merge(ws, r, 0, r, 5);
  r++;
  put(ws, r, 0, 'PPP Term');
  PPP_TERMS.forEach((t, j) => {
    put(ws, r, 1 + j, t);
  });
  r++;
  put(ws, r, 0, 'DSCR Investor');
  PPP_DSCR.forEach((c, j) => {
    putCell(ws, r, 1 + j, c, FMT_ADJ);
  });
  r++;
  r++;
  const notes = [
    'NOTES',
    '1. Adjustments are cumulative and are added to the price of every rate of the program.',
    '2. LTV = loan amount / purchase price. Bands: <=60 = 60.00% and below; 60.01-70 = above 60.00% up to 70.00%; >80 = above 80.00%. Upper value inclusive.',
    '3. Credit score bands are whole scores, both ends inclusive; 760+ = 760 and above.',
    '4. Loan amount bands are whole dollars, both ends inclusive.',
    '5. NA = Not Eligible (no rate of the program is available). N/A = Not Applicable (no adjustment).',
    '6. Price limits (Eligibility tab) apply after all adjustments.',
  ];
  for (const n of notes) {
    put(ws, r, 0, n);
    merge(ws, r, 0, r, 9);
    r++;
  }
  return finish(ws);
}

function eligTab(sheet: any): any {
  const ws = newWs();
  ws.widths = [30, 20, 12, 12, 12, 24, 30, 30];
  banner(ws, sheet, 8, 'Eligibility, loan limits, price limits and program guidelines.');
  let r = 5;
  put(ws, r, 0, 'MAXIMUM LTV BY PROGRAM / OCCUPANCY / PURPOSE');
  merge(ws, r, 0, r, 4);
  r++;
  ['Program', 'Occupancy', 'Purpose', 'Min FICO', 'Max LTV'].forEach((h, j) => {
    put(ws, r, j, h);
  });
  r++;
  for (const e of ELIG) {
    put(ws, r, 0, e[0]);
    put(ws, r, 1, e[1]);
    put(ws, r, 2, e[2]);
    put(ws, r, 3, e[3], '0');
    put(ws, r, 4, e[4] / 100, FMT_PCT);
    r++;
  }
  put(
    ws,
    r,
    0,
    'Use the row with the highest Min FICO the credit score meets. Occupancy / purpose not listed = not eligible.',
  );
  merge(ws, r, 0, r, 4);
  r++;
  r++;
  put(ws, r, 0, 'LOAN LIMITS');
  merge(ws, r, 0, r, 2);
  r++;
  ['Program', 'Minimum Loan', 'Maximum Loan'].forEach((h, j) => {
    put(ws, r, j, h);
  });
  r++;
  for (const p of PROGRAMS) {
    put(ws, r, 0, p.name);
    put(ws, r, 1, p.minLoan, FMT_USD);
    put(ws, r, 2, p.maxLoan, FMT_USD);
    r++;
  }
  r++;
  put(ws, r, 0, 'PRICE LIMITS');
  merge(ws, r, 0, r, 3);
  r++;
  ['Program', 'Minimum Price', 'Maximum Price', 'Max Price - Loan Amount > $1,500,000'].forEach((h, j) => {
    put(ws, r, j, h);
  });
  r++;
  for (const p of PROGRAMS) {
    put(ws, r, 0, p.name);
    put(ws, r, 1, p.minPrice, FMT_PRICE);
    put(ws, r, 2, p.maxPrice, FMT_PRICE);
    put(ws, r, 3, p.maxPriceOver15, FMT_PRICE);
    r++;
  }
  r++;
  put(ws, r, 0, 'PROGRAM GUIDELINES');
  merge(ws, r, 0, r, 7);
  r++;
  [
    'Program',
    'Documentation',
    'Terms',
    'Lock Periods',
    'Max DTI',
    'Min DSCR',
    'Eligible Borrowers',
    'Availability',
  ].forEach((h, j) => {
    put(ws, r, j, h);
  });
  r++;
  for (const p of PROGRAMS) {
    put(ws, r, 0, p.name);
    put(
      ws,
      r,
      1,
      p.doc_type === 'full_doc'
        ? 'Full Doc (W-2 / tax returns)'
        : p.doc_type === 'bank_statements'
          ? '12 or 24 Mo. Bank Statements'
          : 'DSCR (no income)',
    );
    put(ws, r, 2, p.terms.map((t) => `${t} Yr`).join(', '));
    put(ws, r, 3, `${p.locks.map((t) => `${t}`).join(', ')} Days`);
    if (p.maxDti == null) put(ws, r, 4, 'N/A');
    else put(ws, r, 4, p.maxDti / 100, FMT_PCT);
    if (p.minDscr == null) put(ws, r, 5, 'N/A');
    else put(ws, r, 5, p.minDscr, '0.00');
    put(ws, r, 6, p.citizenship.map((c) => CIT_WORDS[c]).join(', '));
    put(ws, r, 7, `Not available in: ${p.excluded.join(', ')}`);
    r++;
  }
  put(
    ws,
    r,
    0,
    'All programs: first lien only; 50 states + DC unless excluded above. DSCR Investor: investment property only, DSCR required.',
  );
  merge(ws, r, 0, r, 7);
  r++;
  return finish(ws);
}

function buildWorkbook(sheet: any): any {
  const wb = U.book_new();
  U.book_append_sheet(wb, ratesTab(sheet), 'Rates');
  U.book_append_sheet(wb, adjTab(sheet), 'Adjustments');
  U.book_append_sheet(wb, eligTab(sheet), 'Eligibility');
  return wb;
}

/** Writes the lender's workbooks into `<folder>/alder_creek/` (made if missing). */
export function writeAlderCreekWorkbooks(folder: string): void {
  const out = path.join(folder, 'alder_creek');
  fs.mkdirSync(out, { recursive: true });
  for (const s of SHEETS)
    fs.writeFileSync(path.join(out, s.file), X.write(buildWorkbook(s), { type: 'buffer', bookType: 'xlsx' }));
}
