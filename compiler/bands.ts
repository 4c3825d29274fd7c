/**
 * Band labels as the lenders print them, turned into integer ranges once, at compile time.
 * Edge rules (the lenders' notes, sheets/README.md): percent bands include their upper value and a lower value
 * printed as x.01 means "above x"; FICO and dollar bands include both ends; DSCR bands include
 * their lower value and end just below the next band's lower value. Dollars may be printed in
 * millions ("$1.5MM"): such a band starts one dollar above the lower amount it prints, where the
 * band before it ends ("$1MM-$1.5MM" is $1,000,001 - $1,500,000).
 */
import type { Range } from '../worker/artifact/format.ts';

export type BandKind = 'percent' | 'fico' | 'dollars' | 'dscr';

interface Parts {
  op: '<=' | '<' | '>=' | '>' | '-' | '+';
  a: number; // the single bound, or the lower of a-b
  b?: number;
  /** the lower amount is printed in millions ("$1MM-$1.5MM") */
  millions?: boolean;
}

/** "1.5MM" -> "1500000" (dollars printed in millions), and whether the label had any. */
function inMillions(label: string): { label: string; millions: boolean } {
  let millions = false;
  const out = label.replace(/(\d+(?:\.\d+)?)\s*MM\b/gi, (_, n: string) => {
    millions = true;
    return String(Math.round(Number(n) * 1_000_000));
  });
  return { label: out, millions };
}

/** Normalises symbols and strips units, so "≤ 50.00%", "<=50%" and "<= 50 %" read alike. */
function normalise(label: string): string {
  return label
    .replace(/≤|=</g, '<=')
    .replace(/≥|=>/g, '>=')
    .replace(/[–—−]/g, '-')
    .replace(/\bto\b/gi, '-')
    .replace(/[\s$,%]/g, '')
    .replace(/^(dscr|fico|ltv|cltv|dti)/i, '');
}

function parts(kind: BandKind, label: string): Parts | undefined {
  const short = kind === 'dollars' ? inMillions(label) : { label, millions: false };
  let s = normalise(short.label);
  const paren = /\(([^)]*)\)$/.exec(s); // "DSCR < 1.00 (0.75 - 0.99)": the explicit range wins
  if (paren?.[1] && /^\d/.test(paren[1])) s = paren[1];
  const num = '(\\d+(?:\\.\\d+)?)';
  let m = new RegExp(`^(<=|<|>=|>)${num}$`).exec(s);
  if (m) return { op: m[1] as Parts['op'], a: Number(m[2]) };
  // only the lower amount of a range or of "x and above" decides whether it starts one dollar above
  const lowerInMillions = short.millions && /^\D*\d+(?:\.\d+)?\s*MM/i.test(label.replace(/[$,\s]/g, ''));
  m = new RegExp(`^${num}-${num}$`).exec(s);
  if (m) return { op: '-', a: Number(m[1]), b: Number(m[2]), millions: lowerInMillions };
  m = new RegExp(`^${num}\\+$`).exec(s) ?? new RegExp(`^${num}andabove$`, 'i').exec(s);
  if (m) return { op: '+', a: Number(m[1]), millions: lowerInMillions };
  return undefined;
}

const hundredths = (x: number) => Math.round(x * 100);

/** The range a label denotes, or an explanation of why it is not a band of that kind. */
export function parseBand(kind: BandKind, label: string): Range | string {
  const p = parts(kind, label);
  const expected = {
    percent: '"≤ 50.00%", "50.01% - 55.00%" or "> 95.00%"',
    fico: '"≥ 780", "760 - 779" or "≤ 639"',
    dollars: '"$150,000 - $349,999" or "≤ $1,000,000"',
    dscr: '"≥ 1.25" or "1.00 - 1.24"',
  }[kind];
  if (!p) return `expected a band such as ${expected}, found ${JSON.stringify(label)}`;
  if (p.b !== undefined && p.b < p.a) return `band ${JSON.stringify(label)} runs backwards`;
  if (kind === 'percent') {
    const a = hundredths(p.a);
    switch (p.op) {
      case '<=':
        return { lo: null, lo_incl: false, hi: a, hi_incl: true };
      case '<':
        return { lo: null, lo_incl: false, hi: a, hi_incl: false };
      case '>':
        return { lo: a, lo_incl: false, hi: null, hi_incl: false };
      case '>=':
      case '+': // "95.01% and above": above 95.00, as a range starting at x.01 is
        return a % 100 === 1
          ? { lo: a - 1, lo_incl: false, hi: null, hi_incl: false }
          : { lo: a, lo_incl: true, hi: null, hi_incl: false };
      case '-': // "50.01 - 55.00": above 50.00; "50 - 55": from 50 inclusive
        return a % 100 === 1
          ? { lo: a - 1, lo_incl: false, hi: hundredths(p.b!), hi_incl: true }
          : { lo: a, lo_incl: true, hi: hundredths(p.b!), hi_incl: true };
    }
  }
  if (kind === 'dscr') {
    const a = hundredths(p.a);
    switch (p.op) {
      case '>=':
      case '+':
        return { lo: a, lo_incl: true, hi: null, hi_incl: false };
      case '>':
        return { lo: a, lo_incl: false, hi: null, hi_incl: false };
      case '<':
        return { lo: null, lo_incl: false, hi: a, hi_incl: false };
      case '<=':
        return { lo: null, lo_incl: false, hi: a + 1, hi_incl: false };
      case '-':
        return { lo: a, lo_incl: true, hi: hundredths(p.b!) + 1, hi_incl: false };
    }
  }
  // FICO and dollars: whole numbers, both ends inclusive
  if (!Number.isInteger(p.a) || (p.b !== undefined && !Number.isInteger(p.b)))
    return `expected whole numbers in ${JSON.stringify(label)}`;
  if (kind === 'dollars' && p.millions) p.a += 1;
  switch (p.op) {
    case '<=':
      return { lo: null, lo_incl: false, hi: p.a, hi_incl: true };
    case '<':
      return { lo: null, lo_incl: false, hi: p.a - 1, hi_incl: true };
    case '>=':
    case '+':
      return { lo: p.a, lo_incl: true, hi: null, hi_incl: false };
    case '>':
      return { lo: p.a + 1, lo_incl: true, hi: null, hi_incl: false };
    case '-':
      return { lo: p.a, lo_incl: true, hi: p.b!, hi_incl: true };
  }
}

const integerDomain = (kind: BandKind) => kind === 'fico' || kind === 'dollars';

/**
 * Checks that bands tile their axis with no overlap and no gap, in any printed order.
 * Returns one message per offending band index.
 */
export function checkTiling(
  kind: BandKind,
  bands: { label: string; range: Range }[],
): { index: number; message: string }[] {
  const order = bands
    .map((b, i) => ({ ...b, i }))
    .sort((x, y) => (x.range.lo ?? -Infinity) - (y.range.lo ?? -Infinity));
  const problems: { index: number; message: string }[] = [];
  for (let k = 1; k < order.length; k++) {
    const prev = order[k - 1]!;
    const cur = order[k]!;
    const { hi, hi_incl } = prev.range;
    const { lo, lo_incl } = cur.range;
    if (hi === null || lo === null) {
      problems.push({
        index: cur.i,
        message: `band ${JSON.stringify(cur.label)} overlaps ${JSON.stringify(prev.label)}`,
      });
      continue;
    }
    let gap: number; // > 0 gap, < 0 overlap, 0 exact
    if (integerDomain(kind)) {
      gap = (lo_incl ? lo : lo + 1) - (hi_incl ? hi : hi - 1) - 1;
    } else {
      gap = lo !== hi ? lo - hi : hi_incl === lo_incl ? (hi_incl ? -1 : 1) : 0;
    }
    if (gap > 0)
      problems.push({
        index: cur.i,
        message: `gap between bands ${JSON.stringify(prev.label)} and ${JSON.stringify(cur.label)}`,
      });
    if (gap < 0)
      problems.push({
        index: cur.i,
        message: `band ${JSON.stringify(cur.label)} overlaps ${JSON.stringify(prev.label)}`,
      });
  }
  return problems;
}
