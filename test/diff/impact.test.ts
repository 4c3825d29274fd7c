/**
 * The impact on the benchmark loans: every figure against the engine's own quotes for the same
 * requests on each day (test/engine/sheets.ts prices both lenders' sheets of the day, as the
 * service does), and the reference loans checked by hand against the workbooks. Cedar Hollow prints
 * points and costs (sheets/README.md §5): price = 100 − points, and each cost lowers the price.
 */
import { describe, expect, it } from 'vitest';
import type { LoanOnSheet } from '../../tools/diff/impact.ts';
import { type Impact, impactOf } from '../../tools/diff/impact.ts';
import type { QuoteRequest } from '../../worker/contract/request.ts';
import { priced } from '../engine/sheets.ts';
import { A, B, benchmarks, CEDAR_MORNING, CEDAR_REPRICE, NONQM_MORNING, NONQM_REPRICE, sheet } from './helpers.ts';

/** A moment in the engine helpers' form (ISO with offset) for each sheet named in these tests. */
const MOMENT: Record<string, string> = {
  [A]: A,
  [B]: B,
  [NONQM_MORNING]: '2026-11-23T08:30:00-08:00',
  [NONQM_REPRICE]: '2026-11-23T13:15:00-08:00',
  [CEDAR_MORNING]: '2026-11-23T08:00:00-06:00',
  [CEDAR_REPRICE]: '2026-11-23T14:30:00-06:00',
};

/** What the engine's own quote says about one loan on one day: offered rates with their final price, or the rejection keys. */
function engineSays(request: QuoteRequest, day: string) {
  const { program_slug, doc_type } = request;
  const r = priced(request as never, MOMENT[day]);
  const offers = r.eligible.filter((o) => o.program_slug === program_slug && o.doc_type === doc_type);
  const prices = new Map(offers.map((o) => [Math.round(o.rate * 1000), Math.round(o.final_price * 1000)]));
  const par = [...prices].filter(([, p]) => p >= 100_000).sort((x, y) => x[0] - y[0])[0];
  const keys = r.rejected
    .filter((x) => x.program_slug === program_slug && x.doc_type === doc_type)
    .flatMap((x) => x.rejections.map((k) => k.key));
  return { prices, par: par ? { rate: par[0], price: par[1] } : null, keys: [...new Set(keys)] };
}

function expectSheetAgrees(side: LoanOnSheet, engine: ReturnType<typeof engineSays>) {
  expect(side.status).toBe(engine.prices.size ? 'eligible' : 'ineligible');
  expect(side.par).toEqual(engine.par);
  expect(side.reasons).toEqual(engine.prices.size ? [] : engine.keys);
}

const cases: [string, string, string][] = [
  ['non-qm', A, B],
  ['agency', A, B],
  ['non-qm', NONQM_MORNING, NONQM_REPRICE],
  ['jumbo', A, CEDAR_MORNING],
  ['jumbo', CEDAR_MORNING, CEDAR_REPRICE],
];

describe.each(cases)('%s %s -> %s: every number is the engine’s own quote', (lender, dayA, dayB) => {
  const programs = benchmarks.get(lender)!;
  const impact: Impact = impactOf(programs, sheet(lender, dayA), sheet(lender, dayB));

  it('prices every benchmark loan once, each program’s first loan as its reference', () => {
    expect(impact.loans.map((l) => l.id).sort()).toEqual(programs.flatMap((p) => p.loans.map((l) => l.id)).sort());
    expect(impact.programs.map((p) => [p.program_slug, p.loan_id])).toEqual(
      programs.map((p) => [p.program_slug, p.loans[0]!.id]),
    );
  });

  it('each loan: status, reasons, par rate on both days, and the same rate priced on both', () => {
    for (const p of programs)
      for (const loan of p.loans) {
        const got = impact.loans.find((l) => l.id === loan.id)!;
        const ea = engineSays(loan.request, dayA);
        const eb = engineSays(loan.request, dayB);
        expectSheetAgrees(got.a, ea);
        expectSheetAgrees(got.b, eb);
        // The reference rate: A's par rate, else A's best-priced rate.
        const best = [...ea.prices].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0];
        const ref = ea.par ?? (best ? { rate: best[0], price: best[1] } : null);
        if (!ref) expect(got.move).toBe(null);
        else {
          const b = eb.prices.get(ref.rate) ?? null;
          expect(got.move).toEqual({
            basis: ea.par ? 'par' : 'best',
            rate: ref.rate,
            a: ref.price,
            b,
            delta: b === null ? null : b - ref.price,
          });
        }
      }
  });

  it('each program: the reference loan’s price at every fixed rate on both days', () => {
    for (const p of programs) {
      const got = impact.programs.find((x) => x.program_slug === p.program_slug)!;
      const ea = engineSays(p.loans[0]!.request, dayA);
      const eb = engineSays(p.loans[0]!.request, dayB);
      expect(got.at).toEqual(
        p.rates.map((rate) => ({ rate, a: ea.prices.get(rate) ?? null, b: eb.prices.get(rate) ?? null })),
      );
    }
  });

  it('lists the largest moves first: flips, then the price move at the same rate', () => {
    const rank = impact.loans.map((l) => [l.flip ? 1 : 0, Math.abs(l.move?.delta ?? 0)] as const);
    for (let i = 1; i < rank.length; i++) {
      const [fx, mx] = rank[i - 1]!;
      const [fy, my] = rank[i]!;
      expect(fx > fy || (fx === fy && mx >= my)).toBe(true);
    }
  });
});

describe('checked by hand against the workbooks', () => {
  it('non-qm 11-20 -> 11-23: the Full Doc reference loan keeps par at 7.375, 0.250 lower', () => {
    // Purchase, primary SFR, CA, FICO 760, $640,000 on $800,000 (CLTV 80.00, band 75.01% - 80.00%, col I),
    // Full Doc LLPA: I12 "760 - 779" -0.125; I25 "$350,000 - $999,999" 0; I44 "Full Doc - 12 Months" -0.250;
    // PPP C12 "No PPP" Primary N/A = 0. Total -0.375 on both days.
    // 11-20 Rates: 7.250 C19 100.326 -> 99.951 (< 100); 7.375 C20 100.666 -> 100.291 = par.
    // 11-23 Rates: 7.250 C18 100.076 -> 99.701; 7.375 C19 100.416 -> 100.041 = par.
    const impact = impactOf(benchmarks.get('non-qm')!, sheet('non-qm', A), sheet('non-qm', B));
    const fd = impact.programs.find((p) => p.program_slug === 'full_doc')!;
    expect([fd.a.par, fd.b.par]).toEqual([
      { rate: 7375, price: 100291 },
      { rate: 7375, price: 100041 },
    ]);
    // 7.000: C17 99.663 - 0.375 = 99.288 (11-20); C16 99.413 - 0.375 = 99.038 (11-23).
    expect(fd.at[0]).toEqual({ rate: 7000, a: 99288, b: 99038 });
  });

  it('non-qm 11-20 -> 11-23: DSCR FICO 650 at 70% becomes ineligible (DSCR LLPA G18 -2.250 -> NA)', () => {
    // 11-20: 8.500 I25 102.040 - 2.250 (G18) + 0 (G24 "$250,000 - $999,999") + 0 (G32 "1.00 - 1.24", blank)
    // + 0 (PPP C33 3YR) = 99.790; 8.625 I26 102.301 - 2.250 = 100.051: par. 11-23: G18 is "NA".
    const impact = impactOf(benchmarks.get('non-qm')!, sheet('non-qm', A), sheet('non-qm', B));
    const loan = impact.loans.find((l) => l.id === 'dscr-purchase-650-70-3yr')!;
    expect(loan).toMatchObject({
      flip: 'became_ineligible',
      a: { status: 'eligible', reasons: [], par: { rate: 8625, price: 100051 } },
      b: { status: 'ineligible', reasons: ['llpa_na'], par: null },
      move: { basis: 'par', rate: 8625, a: 100051, b: null, delta: null },
    });
    // Guidelines J18 drops NV from ITIN's states on 11-23.
    expect(impact.loans.find((l) => l.id === 'itin-purchase-primary-700-75-nv')).toMatchObject({
      flip: 'became_ineligible',
      b: { status: 'ineligible', reasons: ['eligible_states'] },
    });
    // The two flips lead the list.
    expect(impact.loans.slice(0, 2).map((l) => l.flip)).toEqual(['became_ineligible', 'became_ineligible']);
  });

  it('non-qm 11-20 -> 11-23: Full Doc FICO 705 at 85% moves by the ladder and J15 together', () => {
    // J15 "700 - 719" @ 80.01% - 85.00% -1.250 -> -1.375; J24 -0.250; J44 -0.375 (both days).
    // 7.875: 11-20 101.884 - 1.875 = 100.009 (par); 11-23 101.634 - 2.000 = 99.634: -0.375 at the same rate.
    const impact = impactOf(benchmarks.get('non-qm')!, sheet('non-qm', A), sheet('non-qm', B));
    expect(impact.loans.find((l) => l.id === 'fd-purchase-primary-705-85')!.move).toEqual({
      basis: 'par',
      rate: 7875,
      a: 100009,
      b: 99634,
      delta: -375,
    });
  });

  it('agency 11-20 -> 11-23: the Conventional Fixed reference loan needs 6.500 for par instead of 6.375', () => {
    // CF30 30 Day (col D), CA 0.125 (State Adjusters C12), PURCHASE "760 - 779" @ 75.01 - 80.00% (LLPA G12) -0.625:
    // total -0.500. 11-20: 6.250 D20 100.295 -> 99.795; 6.375 D21 100.592 -> 100.092 = par.
    // 11-23: 6.375 D20 100.342 -> 99.842; 6.500 100.620 -> 100.120 = par.
    const impact = impactOf(benchmarks.get('agency')!, sheet('agency', A), sheet('agency', B));
    const cf = impact.programs.find((p) => p.program_slug === '2_conventional_fixed')!;
    expect([cf.a.par, cf.b.par]).toEqual([
      { rate: 6375, price: 100092 },
      { rate: 6500, price: 100120 },
    ]);
    const loan = impact.loans.find((l) => l.id === 'cf-purchase-primary-760-80-ca')!;
    expect([loan.par_rate_change, loan.move]).toEqual([
      125,
      { basis: 'par', rate: 6375, a: 100092, b: 99842, delta: -250 },
    ]);
    // 15-year $126,000 with escrow waiver: CF15 5.875 30 Day 100.693 -> 100.443 (-0.250), LLPA C66 and F65
    // -0.250 -> -0.375 each: 100.193 -> 99.693, -0.500.
    expect(impact.loans.find((l) => l.id === 'cf-15-year-purchase-780-70-escrow-waiver')!.move).toMatchObject({
      rate: 5875,
      a: 100193,
      b: 99693,
      delta: -500,
    });
    // Second home at 90% LTV: LOAN ATTRIBUTES Second Home @ 85.01 - 90.00% (-4.125 -> NA) closes it.
    expect(impact.loans[0]).toMatchObject({
      id: 'cf-rate-term-second-home-740-90-fl',
      flip: 'became_ineligible',
      b: { reasons: ['llpa_na'] },
    });
  });

  it('non-qm 08:30 -> 13:15: no loan flips; every move is its ladder’s (-0.250 or -0.125)', () => {
    // The reprice changes only the Rates tab (test/diff/sheets.test.ts), so a loan priced at the same rate
    // moves exactly by its program's ladder move.
    const impact = impactOf(benchmarks.get('non-qm')!, sheet('non-qm', NONQM_MORNING), sheet('non-qm', NONQM_REPRICE));
    const ladder: Record<string, number> = {
      full_doc: -250,
      expanded_doc: -250,
      dscr: -250,
      multi_unit_mixed_use: -125,
      itin: -125,
      fn: -125,
    };
    for (const l of impact.loans) {
      expect(l.flip).toBe(null);
      if (l.move) expect([l.id, l.move.delta]).toEqual([l.id, ladder[l.program_slug]]);
    }
  });

  it("jumbo 11-20 -> 11-23: the reference loan (the notes' worked example 1) keeps par at 7.500, 0.125 lower", () => {
    // Purchase, primary condo, CA, FICO 745, $1,200,000 on $1,500,000 (LTV 80.00), DTI 44, 45-day lock.
    // Costs, both days: FICO / LTV E10 (75.01 - 80.00% @ 740 - 759) 0.500, Loan Features C21 Condo 0.250 and
    // C22 DTI > 43.00% 0.250 ($1,000,001 - $1,500,000), State Tiers CA Tier 2 0.250: sum 1.250, effect -1.250.
    // 11-20 (45 Day, col D): 7.250 D16 (0.901) -> 100.901 - 1.250 = 99.651 (the notes' 99.651); 7.375 D17 (1.222)
    // -> 99.972; 7.500 D18 (1.518) -> 100.268 = par. 11-23: 7.250 D15 (0.776) -> 99.526; 7.500 D17 (1.393) -> 100.143.
    const impact = impactOf(benchmarks.get('jumbo')!, sheet('jumbo', A), sheet('jumbo', CEDAR_MORNING));
    const ref = impact.programs.find((p) => p.program_slug === 'jumbo_30_fixed')!;
    expect([ref.a.par, ref.b.par]).toEqual([
      { rate: 7500, price: 100268 },
      { rate: 7500, price: 100143 },
    ]);
    expect(ref.at[1]).toEqual({ rate: 7250, a: 99651, b: 99526 });
  });

  it('jumbo 11-20 -> 11-23: 88% LTV at FICO 750 closes (E12 1.125 -> NA); FL pays Tier 3; cash-out $1.75m pays D16', () => {
    const impact = impactOf(benchmarks.get('jumbo')!, sheet('jumbo', A), sheet('jumbo', CEDAR_MORNING));
    // 7/6 ARM, AZ (Tier 1, 0.000), $880,000 on $1,000,000 = 88.00%: FICO / LTV E12 (85.01 - 89.99% @ 740 - 759)
    // 1.125 on 11-20: 7.125 30 Day C47 (1.128) -> 101.128 - 1.125 = 100.003 = par; E12 is NA on 11-23.
    expect(impact.loans[0]).toMatchObject({
      id: 'jumbo-arm-purchase-primary-750-88-az',
      flip: 'became_ineligible',
      a: { par: { rate: 7125, price: 100003 } },
      b: { status: 'ineligible', reasons: ['llpa_na'] },
    });
    // 30-year rate/term second home, FL, FICO 760, $910,000 / $1,300,000 = 70.00%: F8 0.000, B17 0.000,
    // B18 Second Home 0.250, FL Tier 2 0.250 (11-20) -> Tier 3 0.500 (11-23).
    // 7.125: 11-20 C15 (0.688) -> 100.688 - 0.500 = 100.188; 11-23 C14 (0.563) -> 100.563 - 0.750 = 99.813: -0.375.
    expect(impact.loans.find((l) => l.id === 'jumbo30-rate-term-second-home-760-70-fl')!.move).toEqual({
      basis: 'par',
      rate: 7125,
      a: 100188,
      b: 99813,
      delta: -375,
    });
    // 30-year cash-out, NY (Tier 3 0.500), FICO 750, $1,750,000 / $2,700,000 = 64.81%: E8 0.125, D16 Cash-Out
    // 0.750 -> 0.875. 7.500: 11-20 C18 (1.643) -> 101.643 - 1.375 = 100.268; 11-23 C17 (1.518) -> 101.518 - 1.500 = 100.018.
    expect(impact.loans.find((l) => l.id === 'jumbo30-cash-out-primary-750-65-1.75m-ny')!.move).toEqual({
      basis: 'par',
      rate: 7500,
      a: 100268,
      b: 100018,
      delta: -250,
    });
    // The notes' worked example 2: TX (Tier 1), $2,100,000 / $3,500,000 = 60.00%, FICO 785: G7 (0.250) a credit
    // on 11-20, (0.125) on 11-23. 6.875 30 Day: 11-20 C13 0.005 -> 99.995 + 0.250 = 100.245 = par;
    // 11-23 C12 0.130 -> 99.870 + 0.125 = 99.995; par 7.000 C13 (0.228) -> 100.228 + 0.125 = 100.353.
    const tx = impact.loans.find((l) => l.id === 'jumbo30-purchase-primary-785-60-2.1m-tx')!;
    expect([tx.a.par, tx.b.par, tx.move?.delta]).toEqual([
      { rate: 6875, price: 100245 },
      { rate: 7000, price: 100353 },
      -250,
    ]);
  });

  it('jumbo 08:00 -> 14:30: no loan flips; every loan priced on both moves -0.250 (every point +0.250)', () => {
    // The reprice changes only the Rate Sheet tab, every cell +0.250 points (test/diff/jumbo.test.ts).
    const impact = impactOf(benchmarks.get('jumbo')!, sheet('jumbo', CEDAR_MORNING), sheet('jumbo', CEDAR_REPRICE));
    for (const l of impact.loans) {
      expect(l.flip).toBe(null);
      if (l.move) expect([l.id, l.move.delta]).toEqual([l.id, -250]);
    }
  });
});
