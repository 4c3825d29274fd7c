/**
 * What a new sheet does to real loans: every benchmark loan of the lender (benchmarks.ts) priced by
 * the engine's own quote() on sheet A and on sheet B, one sheet at a time. Per program, the
 * reference loan's par rate and its prices at the program's fixed rates; per loan, whether it
 * became ineligible or eligible (with the reason keys), its par rate, and the price on B of the
 * rate it priced at par on A (or, with no par rate, its best-priced rate). Loans with the largest
 * moves come first.
 *
 * Units as in the rest of the diff: prices in thousandths of a point, rates in thousandths of a
 * percent.
 */
import { thousandthsOf } from '../../worker/artifact/vocabulary.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, type LoadedSheet } from '../../worker/engine/rate-sheets.ts';
import type { BenchLoan, ProgramBenchmarks } from './benchmarks.ts';

/** The lowest price that is par or better for the borrower: 100.000. */
const PAR = 100_000;

interface Priced {
  rate: number;
  price: number;
}

/**
 * One loan on one sheet. `eligible`: at least one rate offered; `ineligible`: none (`reasons` are
 * the engine's rejection keys); `no_program`: the sheet has no such program; `refused`: the engine
 * refused the request on this sheet (`reasons` holds its message).
 */
export interface LoanOnSheet {
  status: 'eligible' | 'ineligible' | 'no_program' | 'refused';
  reasons: string[];
  /** The lowest rate priced at or above 100.000; null when none is (or nothing is offered). */
  par: Priced | null;
}

export interface LoanImpact {
  id: string;
  name: string;
  program_slug: string;
  program_name: string;
  doc_type: string;
  a: LoanOnSheet;
  b: LoanOnSheet;
  flip: 'became_ineligible' | 'became_eligible' | null;
  /** B's par rate minus A's; null unless both have one. Positive: the borrower needs a higher rate for par. */
  par_rate_change: number | null;
  /**
   * What the same loan at the same rate gets on B: A's par rate (basis `par`), or A's best-priced
   * rate when no rate reaches par (basis `best`), priced on both sheets. b null: that rate is not
   * offered on B. null when A offers no rate.
   */
  move: { basis: 'par' | 'best'; rate: number; a: number; b: number | null; delta: number | null } | null;
}

export interface ProgramImpact {
  program_slug: string;
  program_name: string;
  /** The reference loan: the program's first benchmark loan. */
  loan_id: string;
  loan_name: string;
  a: LoanOnSheet;
  b: LoanOnSheet;
  /** The reference loan's final price at each fixed rate; null = not offered that day. */
  at: { rate: number; a: number | null; b: number | null }[];
}

export interface Impact {
  programs: ProgramImpact[];
  /** Largest moves first: eligibility flips, then the move at the same rate, then the par rate move. */
  loans: LoanImpact[];
}

interface Quoted extends LoanOnSheet {
  /** rate -> final price of every rate offered. */
  prices: Map<number, number>;
  program_name: string | null;
}

function priceOn(sheet: LoadedSheet, loan: BenchLoan): Quoted {
  const slug = loan.request.program_slug!;
  const program = sheet.artifact.programs.find((p) => p.slug === slug);
  const none = { reasons: [], par: null, prices: new Map<number, number>() };
  if (!program) return { ...none, status: 'no_program', program_name: null };
  const out = quote(allInForce([sheet]), loan.request);
  if (!out.ok) return { ...none, status: 'refused', reasons: [out.message], program_name: program.name };
  const docType = loan.request.doc_type;
  const prices = new Map<number, number>();
  for (const o of out.response.eligible)
    if (o.program_slug === slug && o.doc_type === docType)
      prices.set(thousandthsOf(o.rate), thousandthsOf(o.final_price));
  const rates = [...prices.keys()].sort((x, y) => x - y);
  const parRate = rates.find((r) => prices.get(r)! >= PAR);
  const reasons =
    prices.size > 0
      ? []
      : [
          ...new Set(
            out.response.rejected
              .filter((r) => r.program_slug === slug && r.doc_type === docType)
              .flatMap((r) => r.rejections.map((x) => x.key)),
          ),
        ];
  return {
    status: prices.size > 0 ? 'eligible' : 'ineligible',
    reasons,
    par: parRate === undefined ? null : { rate: parRate, price: prices.get(parRate)! },
    prices,
    program_name: program.name,
  };
}

/** The highest price offered, at the lowest rate that has it. */
function best(prices: ReadonlyMap<number, number>): Priced | null {
  let out: Priced | null = null;
  for (const [rate, price] of prices)
    if (!out || price > out.price || (price === out.price && rate < out.rate)) out = { rate, price };
  return out;
}

const onSheet = (q: Quoted): LoanOnSheet => ({ status: q.status, reasons: q.reasons, par: q.par });

function loanImpact(p: ProgramBenchmarks, loan: BenchLoan, a: Quoted, b: Quoted): LoanImpact {
  const ok = (q: Quoted) => q.status === 'eligible';
  const basis = a.par ? 'par' : 'best';
  const ref = a.par ?? best(a.prices);
  const atB = ref ? (b.prices.get(ref.rate) ?? null) : null;
  return {
    id: loan.id,
    name: loan.name,
    program_slug: p.program_slug,
    program_name: b.program_name ?? a.program_name ?? p.program_slug,
    doc_type: loan.request.doc_type!,
    a: onSheet(a),
    b: onSheet(b),
    flip: ok(a) && !ok(b) ? 'became_ineligible' : !ok(a) && ok(b) ? 'became_eligible' : null,
    par_rate_change: a.par && b.par ? b.par.rate - a.par.rate : null,
    move: ref ? { basis, rate: ref.rate, a: ref.price, b: atB, delta: atB === null ? null : atB - ref.price } : null,
  };
}

/** Flips first (ineligible before eligible), then the largest price move at the same rate, then the par rate move. */
function largestFirst(x: LoanImpact, y: LoanImpact): number {
  const flip = (l: LoanImpact) => (l.flip === 'became_ineligible' ? 2 : l.flip === 'became_eligible' ? 1 : 0);
  const move = (l: LoanImpact) => Math.abs(l.move?.delta ?? 0);
  const par = (l: LoanImpact) => Math.abs(l.par_rate_change ?? 0);
  return flip(y) - flip(x) || move(y) - move(x) || par(y) - par(x);
}

/** The impact of going from sheet A to sheet B on the lender's benchmark loans (pure: the engine has no I/O). */
export function impactOf(programs: readonly ProgramBenchmarks[], a: LoadedSheet, b: LoadedSheet): Impact {
  const loans: LoanImpact[] = [];
  const perProgram: ProgramImpact[] = [];
  for (const p of programs) {
    p.loans.forEach((loan, i) => {
      const qa = priceOn(a, loan);
      const qb = priceOn(b, loan);
      const impact = loanImpact(p, loan, qa, qb);
      loans.push(impact);
      if (i > 0) return;
      perProgram.push({
        program_slug: p.program_slug,
        program_name: impact.program_name,
        loan_id: loan.id,
        loan_name: loan.name,
        a: impact.a,
        b: impact.b,
        at: p.rates.map((rate) => ({ rate, a: qa.prices.get(rate) ?? null, b: qb.prices.get(rate) ?? null })),
      });
    });
  }
  return { programs: perProgram, loans: loans.sort(largestFirst) };
}
