/**
 * sheets/benchmarks.json, the reviewed benchmark loans: what the committed file covers, and how a
 * mistake in it is refused, naming the loan.
 */
import { describe, expect, it } from 'vitest';
import { parseBenchmarks } from '../../tools/diff/benchmarks.ts';
import { impactOf } from '../../tools/diff/impact.ts';
import { A, benchmarks, LENDERS, load, manifest, sheet } from './helpers.ts';

describe('the committed benchmark loans', () => {
  it('cover every program of every lender on the newest sheets, with a handful of loans and three rates each', () => {
    expect([...benchmarks.keys()].sort()).toEqual([...LENDERS]);
    for (const lender of LENDERS) {
      const newest = manifest.artifacts.filter((e) => e.lender_slug === lender).at(-1)!;
      const programs = load(lender, newest.effective_at.slice(0, 16)).programs.map((p) => p.slug);
      const bench = benchmarks.get(lender)!;
      expect(bench.map((p) => p.program_slug)).toEqual(programs);
      for (const p of bench) {
        expect(p.rates).toHaveLength(3);
        expect(p.loans.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('are all eligible on the 11-20 sheets, each with a par rate or a best price', () => {
    for (const lender of LENDERS) {
      const impact = impactOf(benchmarks.get(lender)!, sheet(lender, A), sheet(lender, A));
      for (const l of impact.loans) expect([l.id, l.a.status, l.move?.delta]).toEqual([l.id, 'eligible', 0]);
    }
  });

  it('span purposes, occupancies, PPP terms, states, locks, terms and high balance', () => {
    const requests = [...benchmarks.values()].flat().flatMap((p) => p.loans.map((l) => l.request));
    const kinds = (pick: (r: (typeof requests)[number]) => unknown) => new Set(requests.map(pick)).size;
    expect(kinds((r) => r.purpose)).toBe(3);
    expect(kinds((r) => (r.occupancy === 'non_owner_occupied' ? 'investment' : r.occupancy))).toBe(3);
    expect(kinds((r) => r.ppp_term)).toBe(4); // No PPP, 2YR, 3YR, 5YR
    expect(kinds((r) => r.state)).toBeGreaterThanOrEqual(12);
    expect(kinds((r) => r.lock_days)).toBe(4); // 15, 30, 45 and Cedar Hollow's 60
    expect(kinds((r) => r.term)).toBe(2);
    // Bayshore's loans: two high balance (over its 766,550 conforming limit)
    const bayshore = benchmarks.get('agency')!.flatMap((p) => p.loans.map((l) => l.request));
    expect(bayshore.filter((r) => r.loan_amount > 766_550)).toHaveLength(2);
    expect(Math.min(...requests.map((r) => r.credit_score))).toBeLessThan(660);
  });

  it('Cedar Hollow: every purpose and occupancy, a condo, each Loan Features band, over $2m, states of every tier and FL', () => {
    const jumbo = benchmarks.get('jumbo')!.flatMap((p) => p.loans.map((l) => l.request));
    const set = (pick: (r: (typeof jumbo)[number]) => unknown) => [...new Set(jumbo.map(pick))].sort();
    expect(set((r) => r.purpose)).toEqual(['cash_out_refi', 'purchase', 'rate_term_refi']);
    expect(set((r) => r.occupancy)).toEqual(['investment', 'owner_occupied', 'second_home']);
    expect(set((r) => r.property_type)).toContain('condo');
    // Loan Features columns (Adjustments B15:E15): $766,551 - $1,000,000, $1,000,001 - $1,500,000,
    // $1,500,001 - $2,000,000, $2,000,001 - $3,000,000.
    const band = (amount: number) => [1_000_000, 1_500_000, 2_000_000, 3_000_000].findIndex((hi) => amount <= hi);
    expect(set((r) => band(r.loan_amount))).toEqual([0, 1, 2, 3]);
    // State Tiers of 11-20 (Adjustments B28:B30): Tier 1 CO, GA, TX, WA; Tier 2 CA, FL, IL, MA, NV; Tier 3 NY.
    expect(set((r) => r.state)).toEqual(['AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'MA', 'NV', 'NY', 'TX', 'WA']);
  });
});

describe('a mistake in the file is refused, naming the loan', () => {
  const file = (request: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
    about: [],
    lenders: { agency: { '2_conventional_fixed': { rates: [6.5], loans: [{ id: 'x-1', name: 'X', request }] } } },
    ...more,
  });
  const ok = {
    term: 30,
    purpose: 'purchase',
    credit_score: 740,
    purchase_price: 500000,
    loan_amount: 400000,
    doc_type: 'full_doc',
  };

  it('accepts a valid loan, with the request defaults and the program applied, rates in thousandths', () => {
    const parsed = parseBenchmarks(file(ok));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const p = parsed.value.get('agency')![0]!;
    expect(p.rates).toEqual([6500]);
    expect(p.loans[0]!.request).toMatchObject({
      ...ok,
      program_slug: '2_conventional_fixed',
      state: 'CA',
      lock_days: 30,
    });
  });

  it.each([
    [{ ...ok, loan_amt: 1 }, 'agency › 2_conventional_fixed › x-1: loan_amt is not a field of the quote request'],
    [{ ...ok, program_slug: 'dscr' }, 'agency › 2_conventional_fixed › x-1: request must not set program_slug'],
    [{ ...ok, as_of: '2026-11-20' }, 'agency › 2_conventional_fixed › x-1: request must not set as_of'],
    [
      { ...ok, doc_type: undefined },
      'agency › 2_conventional_fixed › x-1: request must set doc_type (a program may offer several)',
    ],
    [{ ...ok, credit_score: 900 }, 'agency › 2_conventional_fixed › x-1: credit_score must be between 500 and 850'],
  ])('%j', (request, message) => {
    const clean = JSON.parse(JSON.stringify(request));
    expect(parseBenchmarks(file(clean))).toEqual({ ok: false, message });
  });

  it('refuses a duplicate id, an unknown key and a bad rate', () => {
    const twice = file(ok);
    twice.lenders.agency['2_conventional_fixed'].loans.push({ id: 'x-1', name: 'Y', request: ok });
    expect(parseBenchmarks(twice)).toEqual({
      ok: false,
      message: 'agency › 2_conventional_fixed › x-1: the id is used twice',
    });
    expect(parseBenchmarks(file(ok, { extra: 1 }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('extra'),
    });
    const rate = file(ok);
    (rate.lenders.agency['2_conventional_fixed'] as { rates: number[] }).rates = [-1];
    expect(parseBenchmarks(rate)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^lenders\.agency\.2_conventional_fixed\.rates\.0: /),
    });
  });
});
