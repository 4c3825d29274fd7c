/**
 * Loans built to meet a sheet's conditions: `solve` changes as few fields of a loan as it takes for
 * every condition of a list to hold (read as plain-reading.ts reads them), and the setters put one
 * attribute at an exact value (an LTV exactly on a band edge: loan × 10000 = edge × price). No
 * lender is named: the conditions are the artifact's.
 */
import type { Cond } from '../../worker/artifact/format.ts';
import { compareLtv, type Entry, holdsAll, type Loan, Sent, textOf } from './plain-reading.ts';

type RangeCond = Extract<Cond, { kind: 'range' }>;
type Attr = RangeCond['attr'];

/** What the request schema admits for each range attribute, in the artifact's units. */
const BOUNDS: Record<Attr, [number, number]> = {
  fico: [500, 850],
  loan_amount: [50_000, 50_000_000],
  dti: [0, 6000],
  dscr: [0, 1000],
  ltv: [1, 20_000],
  cltv: [1, 20_000],
  housing_event_months: [0, 1200],
  mtg_lates: [0, 3],
};

/** The whole units a list of ranges on one attribute leaves, or null when they exclude each other. */
function interval(attr: Attr, conds: readonly RangeCond[]): [number, number] | null {
  let [lo, hi] = BOUNDS[attr];
  for (const { range } of conds) {
    if (range.lo !== null) lo = Math.max(lo, range.lo_incl ? range.lo : range.lo + 1);
    if (range.hi !== null) hi = Math.min(hi, range.hi_incl ? range.hi : range.hi - 1);
  }
  return lo <= hi ? [lo, hi] : null;
}

const clamp = (value: number, [lo, hi]: [number, number]) => Math.min(hi, Math.max(lo, value));

/** The loan's LTV in whole hundredths, rounded. */
export const ltvOf = (loan: Loan) =>
  Math.round(((loan.loan_amount as number) * 10000) / (loan.purchase_price as number));

/** `loan` with a loan amount of `amount`, its LTV kept (the purchase price scaled). */
export function withLoanAmount(loan: Loan, amount: number): Loan {
  const price = Math.round((amount * (loan.purchase_price as number)) / (loan.loan_amount as number));
  return { ...loan, loan_amount: amount, purchase_price: Math.max(price, 50_000) };
}

/** `loan` with its LTV at most `hundredths` and within one hundredth of it (the purchase price raised). */
export function withLtvNear(loan: Loan, hundredths: number): Loan {
  return { ...loan, purchase_price: Math.ceil(((loan.loan_amount as number) * 10000) / hundredths) };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * `loan` at an LTV of exactly `hundredths` / 100 % (loan × 10000 = hundredths × price), its loan amount
 * as near as that allows to the loan's own; `hair` dollars added to the loan amount after (1: a hair
 * above the edge, -1: a hair below).
 */
export function withLtvExactly(loan: Loan, hundredths: number, hair = 0): Loan {
  const g = gcd(hundredths, 10000);
  const [loanStep, priceStep] = [hundredths / g, 10000 / g];
  const k = Math.max(1, Math.round((loan.loan_amount as number) / loanStep));
  const at = { ...loan, loan_amount: k * loanStep + hair, purchase_price: k * priceStep };
  if (hair === 0 && compareLtv(at, hundredths) !== 0) throw new Error(`no exact LTV ${hundredths}`);
  return at;
}

/** `loan` with the range attribute `attr` at `value` (artifact units; DTI and DSCR as the decimal text sent). */
export function withValue(loan: Loan, attr: Attr, value: number | string): Loan {
  switch (attr) {
    case 'fico':
      return { ...loan, credit_score: Number(value) };
    case 'loan_amount':
      return withLoanAmount(loan, Number(value));
    case 'dti':
      return { ...loan, dti: new Sent(String(value)) };
    case 'dscr':
      return { ...loan, dscr_ratio: new Sent(String(value)) };
    case 'housing_event_months':
      // months since an event: the loan's, or a chapter 7 bankruptcy's when it has none
      return { ...loan, housing_event: loan.housing_event ?? 'bk_chapter_7', housing_event_months_ago: Number(value) };
    case 'mtg_lates':
      return { ...loan, mtg_lates_12mo: Number(value) };
    default:
      return withLtvNear(loan, Number(value));
  }
}

/** The attribute's current value in whole artifact units, or null when the loan has none. */
function unitsOf(loan: Loan, attr: Attr): number | null {
  if (attr === 'fico') return loan.credit_score as number;
  if (attr === 'loan_amount') return loan.loan_amount as number;
  if (attr === 'ltv' || attr === 'cltv') return ltvOf(loan);
  if (attr === 'mtg_lates') return (loan.mtg_lates_12mo as number | undefined) ?? 0;
  if (attr === 'housing_event_months')
    return loan.housing_event == null ? null : ((loan.housing_event_months_ago as number | null | undefined) ?? null);
  const value = attr === 'dti' ? loan.dti : loan.dscr_ratio;
  return value === null || value === undefined ? null : Math.round(Number(textOf(value)) * 100);
}

/** Sets one eq condition's value; false when the entry cannot meet it (another program or doc type). */
function meetEq(out: Loan, cond: Extract<Cond, { kind: 'eq' }>, entry: Entry): boolean {
  const values = cond.values as readonly (string | number)[];
  if (cond.attr === 'program') return values.includes(entry.program.slug);
  if (cond.attr === 'doc') {
    const docType = entry.rules.doc_type;
    const key = values.find((v) => v === docType || String(v).startsWith(`${docType}_`));
    if (key === undefined) return false;
    out.doc_seasoning = String(key).endsWith('_24mo') ? '24mo' : null;
    return true;
  }
  out[cond.attr] = values[0]!;
  return true;
}

/**
 * `loan` changed as little as it takes for every condition of `conds` to hold when priced as
 * `entry`, or null when they cannot all hold. Fields no condition names are left as they are.
 */
export function solve(loan: Loan, conds: readonly Cond[], entry: Entry): Loan | null {
  if (holdsAll(conds, loan, entry)) return loan;
  let out: Loan = { ...loan };
  for (const cond of conds) {
    if (holdsAll([cond], out, entry)) continue;
    if (cond.kind === 'eq' && !meetEq(out, cond, entry)) return null;
    if (cond.kind === 'flag') {
      if (cond.attr !== 'high_balance') out[cond.attr] = true;
      else if (entry.artifact.conforming_limit === null) return null;
      else out = withLoanAmount(out, Math.max(out.loan_amount as number, entry.artifact.conforming_limit + 1));
    }
  }
  // LTV and CLTV are one value here (CLTV = LTV): their ranges meet in one interval.
  const group = (attr: Attr): Attr => (attr === 'cltv' ? 'ltv' : attr);
  const ranges = conds.filter((c): c is RangeCond => c.kind === 'range');
  for (const attr of new Set(ranges.map((c) => group(c.attr)))) {
    const same = ranges.filter((c) => group(c.attr) === attr);
    const allowed = interval(attr, same);
    if (!allowed) return null;
    if (holdsAll(same, out, entry)) continue;
    const current = unitsOf(out, attr);
    const target = clamp(current ?? (attr === 'dscr' ? 130 : allowed[0]), allowed);
    out = withValue(out, attr, attr === 'dti' || attr === 'dscr' ? (target / 100).toFixed(2) : target);
  }
  return holdsAll(conds, out, entry) ? out : null;
}

/**
 * `loan` with its FICO and loan amount in the middle of what `conds` leave them (within the entry's
 * guideline limits), so that a step of a hundredth of LTV or of a point does not leave the cell.
 */
export function centered(loan: Loan, conds: readonly Cond[], entry: Entry): Loan {
  const { rules } = entry;
  const ranges = conds.filter((c): c is RangeCond => c.kind === 'range');
  let out = loan;
  const ficoBands = ranges.filter((c) => c.attr === 'fico');
  const fico = interval('fico', [
    ...ficoBands,
    { kind: 'range', attr: 'fico', range: { lo: rules.min_fico, lo_incl: true, hi: null, hi_incl: false } },
  ]);
  if (fico && ficoBands.length) out = { ...out, credit_score: Math.round((fico[0] + Math.min(fico[1], 820)) / 2) };
  const limits = { lo: rules.min_loan, lo_incl: true, hi: rules.max_loan, hi_incl: true };
  const amount = interval('loan_amount', [
    ...ranges.filter((c) => c.attr === 'loan_amount'),
    { kind: 'range', attr: 'loan_amount', range: limits },
  ]);
  if (amount) out = withLoanAmount(out, Math.round((amount[0] + amount[1]) / 2));
  return holdsAll(conds, out, entry) ? out : loan;
}
