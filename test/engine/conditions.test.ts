/**
 * Packed conditions (worker/engine/conditions.ts) against a plain reading of the artifact's Cond
 * objects: every condition list of both lenders' grids, over seeded random scenarios, each priced
 * as every (program, doc key) and both high-balance states; plus ranges whose edges sit exactly on
 * the scenario's value, inclusive and exclusive, where an off-by-one would show.
 */
import { describe, expect, it } from 'vitest';
import type { Cond, Range } from '../../worker/artifact/format.ts';
import { packConds, valueId } from '../../worker/artifact/plan/conditions.ts';
import { parseQuoteRequest, type QuoteRequest } from '../../worker/contract/request.ts';
import { holds } from '../../worker/engine/conditions.ts';
import { scenarioOf } from '../../worker/engine/scenario.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { randomScenarios, sheetsOf } from './sheets.ts';

/** The band-edge rule read from the Range object: bounds compare exactly as bound × den against num. */
function inRange(r: Range, num: number, den: number): boolean {
  if (r.lo !== null) {
    const d = num - r.lo * den;
    if (r.lo_incl ? d < 0 : d <= 0) return false;
  }
  if (r.hi !== null) {
    const d = num - r.hi * den;
    if (r.hi_incl ? d > 0 : d >= 0) return false;
  }
  return true;
}

interface Context {
  req: QuoteRequest;
  doc: string;
  program: string;
  highBalance: boolean;
}

/** The meaning of a condition, read straight from the request (no packed scenario involved). */
function reference(c: Cond, x: Context): boolean {
  const { req } = x;
  if (c.kind === 'flag') return c.attr === 'high_balance' ? x.highBalance : req[c.attr];
  if (c.kind === 'range') {
    if (c.attr === 'fico') return inRange(c.range, req.credit_score, 1);
    if (c.attr === 'loan_amount') return inRange(c.range, req.loan_amount, 1);
    // The random DTIs and DSCRs have at most 2 decimals: in hundredths they are whole.
    if (c.attr === 'dti') return inRange(c.range, Math.round(req.dti * 100), 1);
    if (c.attr === 'dscr') return req.dscr_ratio !== null && inRange(c.range, Math.round(req.dscr_ratio * 100), 1);
    if (c.attr === 'mtg_lates') return inRange(c.range, req.mtg_lates_12mo, 1);
    if (c.attr === 'housing_event_months')
      return (
        req.housing_event !== null &&
        req.housing_event_months_ago !== null &&
        inRange(c.range, req.housing_event_months_ago, 1)
      );
    return inRange(c.range, req.loan_amount * 10000, req.purchase_price); // LTV = CLTV, hundredths
  }
  const occupancy = req.occupancy === 'non_owner_occupied' ? 'investment' : req.occupancy;
  const value = {
    purpose: req.purpose,
    occupancy,
    property_type: req.property_type,
    term: req.term,
    lock_days: req.lock_days,
    citizenship: req.citizenship,
    housing_history: req.housing_history ?? '',
    doc: x.doc,
    program: x.program,
    ppp_term: req.ppp_term,
    state: req.state,
    lien_position: req.lien_position,
    housing_event: req.housing_event ?? '',
  }[c.attr];
  return (c.values as readonly (string | number)[]).includes(value);
}

const packedHolds = (conds: Cond[], x: Context) => {
  const code: number[] = [];
  packConds(code, conds, programs);
  const match = {
    ...scenarioOf(x.req).shared,
    program: valueId('program', x.program, programs),
    doc: valueId('doc', x.doc, programs),
    highBalance: x.highBalance,
  };
  return holds(Int32Array.from(code), 0, match);
};

const sheets = [...sheetsOf('2026-11-20'), ...sheetsOf('2026-11-23')];
const lists = sheets.flatMap(({ artifact }) =>
  artifact.programs.flatMap((p) => [
    ...p.grids.flatMap((g) => [g.when, ...g.rows.map((r) => r.when)]),
    ...p.grids.flatMap((g) => g.columns.map((c) => c.when)),
    ...p.caps.flatMap((c) => c.when),
    ...(p.matrix ? [p.matrix.when, ...p.matrix.tiers.map((t) => t.when), ...p.matrix.columns.map((c) => c.when)] : []),
    ...(p.matrix?.rows.map((r) => r.when) ?? []),
  ]),
);
const programs = [...new Set(sheets.flatMap(({ artifact }) => artifact.programs.map((p) => p.slug)))];
const docs = [
  'full_doc_12mo',
  'full_doc_24mo',
  'bank_statements_12mo',
  'bank_statements_24mo',
  '1099',
  'pl_statement',
  'asset_utilization',
  'dscr',
];
const requests = randomScenarios(99, 60).map((input) => {
  const parsed = parseQuoteRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
});

describe('packed conditions', () => {
  // 60 requests × every condition list of 6 sheets: a few seconds, more on a loaded machine
  it('agree with the plain reading for every grid, cap and matrix condition list of every lender', {
    timeout: 60_000,
  }, () => {
    expect(new Set(sheets.map(({ artifact }) => artifact.lender_slug))).toEqual(new Set(ROSTER));
    let held = 0;
    let checked = 0;
    requests.forEach((req, i) => {
      const x = { req, doc: docs[i % docs.length]!, program: programs[i % programs.length]!, highBalance: i % 2 === 0 };
      for (const conds of lists) {
        const expected = conds.every((c) => reference(c, x));
        expect(packedHolds(conds, x), JSON.stringify(conds)).toBe(expected);
        held += expected ? 1 : 0;
        checked++;
      }
    });
    // Both outcomes occur often: a test that only ever saw `false` would prove nothing.
    expect(held).toBeGreaterThan(checked / 10);
    expect(checked - held).toBeGreaterThan(checked / 10);
  });

  it('treat range edges exactly, inclusive and exclusive, with or without a bound', () => {
    for (const req of requests) {
      const x = { req, doc: 'dscr', program: 'dscr', highBalance: false };
      const values = { fico: req.credit_score, loan_amount: req.loan_amount, dti: Math.round(req.dti * 100) } as const;
      // (dti is whole hundredths here; the exact comparison of longer decimals is exact-numbers.test.ts)
      for (const [attr, v] of Object.entries(values) as [keyof typeof values, number][]) {
        for (const lo of [null, v - 1, v, v + 1]) {
          for (const hi of [null, v - 1, v, v + 1]) {
            for (const [lo_incl, hi_incl] of [
              [true, true],
              [true, false],
              [false, true],
              [false, false],
            ] as const) {
              const range: Range = { lo, lo_incl, hi, hi_incl };
              const cond: Cond = { kind: 'range', attr, range };
              expect(packedHolds([cond], x), `${attr} ${v} in ${JSON.stringify(range)}`).toBe(reference(cond, x));
            }
          }
        }
      }
    }
  });

  it('give no condition list a pass it does not earn: an unknown request value matches no eq value', () => {
    const req = requests[0]!;
    const x = { req, doc: 'not-a-doc-key', program: 'not-a-program', highBalance: false };
    expect(valueId('program', 'not-a-program', programs)).toBe(-1);
    expect(packedHolds([{ kind: 'eq', attr: 'doc', values: ['full_doc_12mo', '1099'] }], x)).toBe(false);
    expect(packedHolds([{ kind: 'eq', attr: 'program', values: programs }], x)).toBe(false);
  });
});
