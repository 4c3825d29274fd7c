/**
 * The conditions' grammar (compiler/condition-text.ts) by form, not by today's sheets: each form the
 * lenders print, read as a condition, then tested on both sides of every edge with numbers sent at
 * high precision (compared as the engine compares them: worker/engine/exact-decimal.ts), so an edge off
 * by one unit or read through floating point fails. Edge rules: sheets/README.md §2 "Band edges".
 * Then state lists, the profile's words, and a label neither declared nor readable refused at its cell.
 */
import { describe, expect, it } from 'vitest';
import { capRule } from '../../compiler/cap-rules.ts';
import { parseBand } from '../../compiler/condition-text/bands.ts';
import { dollars, readCondition, stateList } from '../../compiler/condition-text.ts';
import { eq, flag } from '../../compiler/conditions.ts';
import type { Cond, Range } from '../../worker/artifact/format.ts';
import { US_STATES } from '../../worker/artifact/vocabulary.ts';
import { twiceScaled } from '../../worker/engine/exact-decimal.ts';
import { artifactOf } from './artifact-parts.ts';
import { diagnostic, FILES, useTempSheets } from './compile-runs.ts';
import { mutated, setCell, sheet } from './workbook-edits.ts';

/** The artifact's unit of each attribute: hundredths for percentages and DSCR, whole points and dollars. */
const SCALE: Record<string, number> = { ltv: 2, cltv: 2, dti: 2, dscr: 2, fico: 0, loan_amount: 0 };

/** Whether a value, as sent (decimal text), lies in the range: exactly, as the engine tests it. */
function holds(r: Range, attr: string, value: string): boolean {
  const x = twiceScaled(value, SCALE[attr]!);
  if (r.lo !== null && (r.lo_incl ? x < 2 * r.lo : x <= 2 * r.lo)) return false;
  if (r.hi !== null && (r.hi_incl ? x > 2 * r.hi : x >= 2 * r.hi)) return false;
  return true;
}

/** The one range condition a label reads as, under a heading naming `heading` or naming its attribute itself. */
function rangeOf(label: string, heading?: Extract<Cond, { kind: 'range' }>['attr']) {
  const when = readCondition(label, {}, heading);
  expect(Array.isArray(when), `${label}: ${String(when)}`).toBe(true);
  expect(when).toHaveLength(1);
  const c = (when as Cond[])[0]!;
  if (c.kind !== 'range') throw new Error(`${label} is no range`);
  return c;
}

describe('ranges and comparisons as lenders print them: each side of each edge', () => {
  it.each([
    // [label, heading, attr, values inside, values outside]
    ['FICO 700-719', undefined, 'fico', ['700', '719'], ['699', '720', '719.5']],
    ['FICO ≥ 780', undefined, 'fico', ['780', '850'], ['779', '779.9999999']],
    ['>= 780', 'fico', 'fico', ['780'], ['779']],
    ['< 620', 'fico', 'fico', ['619', '300'], ['620', '619.0000001']], // whole scores: 619 is the top one
    ['LTV ≤ 60%', undefined, 'ltv', ['60', '60.00', '0.01'], ['60.0000001', '60.01']],
    // x.01: above 65.00 (sheets/README.md §2: 75.004% is in 75.01% - 80.00%), up to 70 inclusive
    [
      'LTV 65.01-70%',
      undefined,
      'ltv',
      ['65.01', '65.0000001', '65.009999999', '70', '70.00'],
      ['65', '65.00', '70.0000001', '70.01'],
    ],
    ['LTV 65-70%', undefined, 'ltv', ['65', '70'], ['64.9999999', '70.0000001']], // no x.01: 65 inclusive
    ['DTI > 43.00%', undefined, 'dti', ['43.0000001', '43.01', '50'], ['43', '43.00', '42.9999999']],
    ['DSCR < 1.00', undefined, 'dscr', ['0.9999999', '0.75'], ['1', '1.00', '1.0000001']],
    ['DSCR 1.00 - 1.24', undefined, 'dscr', ['1.00', '1.2499999'], ['0.9999999', '1.25']], // ends below the next band
    ['$150,000-$249,999', undefined, 'loan_amount', ['150000', '249999'], ['149999', '250000', '249999.5']],
    ['> $1MM', undefined, 'loan_amount', ['1000001', '5000000'], ['1000000']],
    ['$1MM-$1.5MM', undefined, 'loan_amount', ['1000001', '1500000'], ['1000000', '1500001']], // starts a dollar above $1MM
    ['≤ $1.5MM', undefined, 'loan_amount', ['1500000'], ['1500001']],
    ['$2MM+', undefined, 'loan_amount', ['2000001'], ['2000000']],
  ] as const)('%s', (label, heading, attr, inside, outside) => {
    const c = rangeOf(label, heading);
    expect(c.attr).toBe(attr);
    for (const v of inside) expect(holds(c.range, attr, v), `${v} in ${label}`).toBe(true);
    for (const v of outside) expect(holds(c.range, attr, v), `${v} not in ${label}`).toBe(false);
  });

  it('band edges are the printed digits, never a float: 0.29 and 0.57 (whose doubles × 100 are 28.999… and 56.999…)', () => {
    expect(rangeOf('LTV 0.29 - 0.57%').range).toEqual({ lo: 29, lo_incl: true, hi: 57, hi_incl: true });
    expect(rangeOf('DSCR ≥ 1.13').range).toEqual({ lo: 113, lo_incl: true, hi: null, hi_incl: false });
  });

  it('dollars in millions and thousands, exactly', () => {
    expect(dollars('1.5MM')).toBe(1_500_000);
    expect(dollars('1.5m')).toBe(1_500_000);
    expect(dollars('2.345678MM')).toBe(2_345_678);
    expect(dollars('750k')).toBe(750_000);
    expect(dollars('1,250,000')).toBe(1_250_000);
    expect(dollars('1.2345675MM')).toBeUndefined(); // half a dollar: no whole amount
    expect(dollars('1,000,000.50')).toBeUndefined();
  });

  it.each([
    ['LTV 65.015-70%', undefined], // below a hundredth: refused, not rounded
    ['FICO 700.5-719', undefined],
    ['FICO 719-700', undefined], // backwards
    ['seven hundred+', 'fico'],
    ['FICO ≥ 780', 'ltv'], // the label names another attribute than its heading
  ] as const)('refuses %j (heading %s)', (label, heading) => {
    const when = readCondition(label, {}, heading);
    expect(Array.isArray(when)).toBe(false);
  });
});

describe('loan-amount caps read by the same grammar (compiler/cap-rules.ts): the amount as printed, exactly', () => {
  const over = (lo: number, lo_incl: boolean) => [
    [{ kind: 'range', attr: 'loan_amount', range: { lo, lo_incl, hi: null, hi_incl: false } }],
  ];
  it.each([
    ['Loan Amounts >$1.5m', 'loan_over_1_5m', over(1_500_000, false)], // 1,500,000 itself is not capped
    ['Loan Amounts > $1.5MM', 'loan_over_1_5mm', over(1_500_000, false)],
    ['Loan Amount ≥ $2,000,000', 'loan_over_2_000_000', over(2_000_000, true)],
    ['Loan Amounts >$2.345678m', 'loan_over_2_345678m', over(2_345_678, false)],
  ])('%s', (label, key, when) => {
    expect(capRule(label)).toEqual({ key, when });
  });
  it.each(['Loan Amounts < $1m', 'Loan Amounts $1m - $2m', 'Cash-Out >$1m', 'Loan Amounts >$1.2345675m'])(
    '%j is no cap the service can apply',
    (label) => {
      expect(capRule(label)).toBe(`cap ${JSON.stringify(label)} is not one the service knows how to apply`);
    },
  );
});

describe("the profile's words", () => {
  const words = { 'Second Home': [eq('occupancy', 'second_home')], 'FICO 700-719': [flag('escrow_waiver')] };
  it('a declared word is its conditions, before any reading of the grammar', () => {
    expect(readCondition('second  home', words)).toEqual([eq('occupancy', 'second_home')]);
    expect(readCondition('FICO 700-719', words)).toEqual([flag('escrow_waiver')]);
  });
  it('a label neither declared nor readable is none (its reader reports it at its cell)', () => {
    expect(readCondition('Houseboat', words)).toBeUndefined();
    expect(readCondition('700-719', words)).toBeUndefined(); // a range naming no attribute, under no heading
  });
});

describe('state lists', () => {
  const ALL = { all: 'All states', plusDc: '+ DC', except: 'except' };
  const fifty = US_STATES.filter((s) => s !== 'DC');
  it('a list of codes, sorted, DC when printed', () => {
    expect(stateList('FL, NY, NJ')).toEqual({ values: ['FL', 'NJ', 'NY'], except: null, unknown: [] });
    expect(stateList('fl; dc').values).toEqual(['DC', 'FL']);
    expect(stateList('FL, XX, NY')).toEqual({ values: ['FL', 'NY'], except: null, unknown: ['XX'] });
  });
  it('codes separated by spaces alone are a list; words with a code among them are not', () => {
    expect(stateList('NY NJ CT')).toEqual({ values: ['CT', 'NJ', 'NY'], except: null, unknown: [] });
    expect(stateList('NY NJ, IL').values).toEqual(['IL', 'NJ', 'NY']);
    expect(stateList('NY only').unknown).toEqual(['NY ONLY']);
  });
  it('the last two joined by `and` or `&`: NY, NJ, ND and IL', () => {
    expect(stateList('NY, NJ, ND and IL').values).toEqual(['IL', 'ND', 'NJ', 'NY']);
    expect(stateList('NM & RI').values).toEqual(['NM', 'RI']);
  });
  it('all states except some: the 50 states, DC only when the profile’s plus-DC words follow', () => {
    const r = stateList('All states except ND, SD, VT', ALL);
    expect(r.values).toEqual(fifty.filter((s) => !['ND', 'SD', 'VT'].includes(s)));
    expect(r.values).toHaveLength(47);
    expect(r.except).toEqual(['ND', 'SD', 'VT']);
    expect(stateList('All states + DC except ND', ALL).values).toEqual(US_STATES.filter((s) => s !== 'ND'));
    expect(stateList('All states', ALL).values).toEqual(fifty);
    expect(stateList('All states', ALL).values).not.toContain('DC');
  });
  it('a profile may say its "all" counts DC; its words may be any', () => {
    const all = { all: 'all', plusDc: 'and DC', except: 'except', allIncludesDc: true } as const;
    expect(stateList('all except ND, SD, VT', all).values).toEqual(
      US_STATES.filter((s) => !['ND', 'SD', 'VT'].includes(s)),
    );
    expect(stateList('all', all).values).toContain('DC');
    expect(stateList('all', { ...all, allIncludesDc: undefined }).values).not.toContain('DC');
  });
  it('without the profile’s words for all states, "all" is no state', () => {
    expect(stateList('All states except ND').unknown).toEqual(['ALL STATES EXCEPT ND']);
  });
});

describe("a label at its cell: Cedar Hollow's Loan Features row A22 (`DTI > 43.00%`, read by the grammar)", () => {
  const tmp = useTempSheets();
  const { jumbo20 } = FILES;
  const relabelled = (label: string) =>
    tmp.build(
      mutated(jumbo20, (wb) => {
        expect(sheet(wb, 'Adjustments').A22?.v).toBe('DTI > 43.00%');
        setCell(sheet(wb, 'Adjustments'), 'A22', label);
      }),
    );

  it('a threshold no profile declares is read, not refused: "DTI > 45.00%" is above 45.00', () => {
    const r = relabelled('DTI > 45.00%');
    expect(r.diag.errors).toEqual([]);
    const elite30 = artifactOf(r.artifacts, 'jumbo', '2026-11-20').programs.find((p) => p.slug === 'jumbo_30_fixed')!;
    const row = elite30.grids.find((g) => g.category === 'Loan Features')!.rows.find((x) => x.row === 22)!;
    expect(row.when).toEqual([
      { kind: 'range', attr: 'dti', range: { lo: 4500, lo_incl: false, hi: null, hi_incl: false } },
    ]);
  });

  it('"DTI above 43" reads as "DTI > 43" (a comparison word), no finding', () => {
    expect(relabelled('DTI above 43').diag.errors).toEqual([]);
  });

  it.each(['DTI > 43.005%', 'DTI beyond 43'])('%j is refused at A22', (label) => {
    expect(relabelled(label).diag.errors).toEqual([
      diagnostic(
        'unknown_row_label',
        jumbo20,
        'Adjustments',
        'A22',
        `${JSON.stringify(label)} is none of the profile's condition words and no comparison the grammar reads (FICO 700-719, LTV ≤ 60%, $100,000-$249,999, a list of states)`,
      ),
    ]);
  });
});

describe('bands in words (a marketing team’s sheet)', () => {
  // each edge by the lenders' rules: FICO and dollars whole, percentages above x.01, DSCR below the next band's lower value
  it.each([
    ['fico', 'Below 660', { lo: null, lo_incl: false, hi: 659, hi_incl: true }],
    ['fico', '780 or more', { lo: 780, lo_incl: true, hi: null, hi_incl: false }],
    ['fico', '639 or less', { lo: null, lo_incl: false, hi: 639, hi_incl: true }],
    ['percent', 'Up to 60%', { lo: null, lo_incl: false, hi: 6000, hi_incl: true }],
    ['percent', '60.01% to 70%', { lo: 6000, lo_incl: false, hi: 7000, hi_incl: true }],
    ['percent', 'Over 80%', { lo: 8000, lo_incl: false, hi: null, hi_incl: false }],
    ['dollars', 'Under $150K', { lo: null, lo_incl: false, hi: 149_999, hi_incl: true }],
    ['dollars', '$150K up to $1 million', { lo: 150_000, lo_incl: true, hi: 1_000_000, hi_incl: true }],
    ['dollars', 'Over $1 million', { lo: 1_000_001, lo_incl: true, hi: null, hi_incl: false }],
    ['dscr', 'At least 1.25x', { lo: 125, lo_incl: true, hi: null, hi_incl: false }],
    ['dscr', '1.00x to 1.24x', { lo: 100, lo_incl: true, hi: 125, hi_incl: false }],
    ['dscr', 'Less than 1.00x', { lo: null, lo_incl: false, hi: 100, hi_incl: false }],
  ] as const)('%s %j', (kind, label, range) => {
    expect(parseBand(kind, label)).toEqual(range);
  });

  it('a word the grammar does not know is still no band', () => {
    expect(typeof parseBand('percent', 'Beyond 80%')).toBe('string');
  });
});
