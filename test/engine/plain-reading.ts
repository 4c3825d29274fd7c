/**
 * The tests' own reading of a sheet's rules, independent of the engine: a loan as the test sends it
 * (every field given, DTI and DSCR as the decimal text sent) and whether a condition of the artifact
 * holds for it, compared in exact integer arithmetic (BigInt) on the digits sent, as the lenders'
 * notes compare (sheets/README.md §2 "Band edges", §5.4: never rounded). The every-lender suites
 * compute the side of each edge a loan lies on with this, then check the engine's answer.
 */
import type { Artifact, Cond, DocTypeRules, Program, Range } from '../../worker/artifact/format.ts';

/** A number sent as the JSON text `text` (e.g. "43.00004"), compared digit for digit. */
export class Sent {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A quote request as a test sends it: every field the sheets read is given (no default is relied on). */
export type Loan = Record<string, string | number | boolean | null | Sent>;

/** The loan as the JSON text sent, each Sent number written as its text. */
export const jsonOf = (loan: Loan): string =>
  `{${Object.entries(loan)
    .map(([key, value]) => `${JSON.stringify(key)}: ${value instanceof Sent ? value.text : JSON.stringify(value)}`)
    .join(', ')}}`;

/** The decimal a field holds, as text. */
export const textOf = (value: Loan[string]): string => (value instanceof Sent ? value.text : String(value));

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** `text` (a plain non-negative decimal) compared with `units` / 10^scale: -1, 0 or 1, on the digits. */
export function compareDecimal(text: string, units: number, scale: number): number {
  const m = DECIMAL.exec(text);
  if (!m) throw new Error(`not a plain decimal: ${text}`);
  const [, whole, fraction = ''] = m;
  const places = Math.max(fraction.length, scale);
  const value = BigInt(whole! + fraction.padEnd(places, '0'));
  const bound = BigInt(units) * 10n ** BigInt(places - scale);
  return value < bound ? -1 : value > bound ? 1 : 0;
}

/** The side of a range a compared value lies on, given how it compares with each bound (-1, 0, 1). */
function within(range: Range, cmpLo: () => number, cmpHi: () => number): boolean {
  if (range.lo !== null && (range.lo_incl ? cmpLo() < 0 : cmpLo() <= 0)) return false;
  if (range.hi !== null && (range.hi_incl ? cmpHi() > 0 : cmpHi() >= 0)) return false;
  return true;
}

/** Loan amount / purchase price × 100 compared with `hundredths` / 100, in integers: loan × 10000 against bound × price. */
export function compareLtv(loan: Loan, hundredths: number): number {
  const left = BigInt(loan.loan_amount as number) * 10000n;
  const right = BigInt(hundredths) * BigInt(loan.purchase_price as number);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Does the range attribute `attr` of `loan` lie in `range`? (units: the artifact's) */
export function inRange(loan: Loan, attr: Extract<Cond, { kind: 'range' }>['attr'], range: Range): boolean {
  switch (attr) {
    case 'fico':
    case 'loan_amount': {
      const value = (attr === 'fico' ? loan.credit_score : loan.loan_amount) as number;
      return within(
        range,
        () => Math.sign(value - range.lo!),
        () => Math.sign(value - range.hi!),
      );
    }
    case 'housing_event_months':
    case 'mtg_lates': {
      // the months since the event (none without an event or its months); the lates, 0 unless sent
      const value =
        attr === 'mtg_lates'
          ? ((loan.mtg_lates_12mo as number | undefined) ?? 0)
          : loan.housing_event == null
            ? null
            : (loan.housing_event_months_ago as number | null | undefined);
      if (value === null || value === undefined) return false;
      return within(
        range,
        () => Math.sign(value - range.lo!),
        () => Math.sign(value - range.hi!),
      );
    }
    case 'dti':
    case 'dscr': {
      const value = attr === 'dti' ? loan.dti : loan.dscr_ratio;
      if (value === null || value === undefined) return false;
      const text = textOf(value);
      return within(
        range,
        () => compareDecimal(text, range.lo!, 2),
        () => compareDecimal(text, range.hi!, 2),
      );
    }
    default:
      // ltv and cltv: first liens without subordinate financing, CLTV = LTV (sheets/README.md §2)
      return within(
        range,
        () => compareLtv(loan, range.lo!),
        () => compareLtv(loan, range.hi!),
      );
  }
}

/** One (program, doc type) of a sheet: what the conditions that name a program or doc key are read against. */
export interface Entry {
  artifact: Artifact;
  program: Program;
  rules: DocTypeRules;
}

/** The doc key a Doc Type grid row selects (sheets/README.md §3.5): full doc and bank statements by seasoning. */
export function docKeyOf(loan: Loan): string {
  const docType = loan.doc_type as string;
  const months = loan.doc_seasoning === '24mo' ? '24mo' : '12mo';
  return docType === 'full_doc' || docType === 'bank_statements' ? `${docType}_${months}` : docType;
}

/** The request's occupancy as the sheets read it: non-owner occupied is investment. */
export const occupancyOf = (loan: Loan) => (loan.occupancy === 'non_owner_occupied' ? 'investment' : loan.occupancy);

/** The value an eq condition on `attr` tests. */
function eqValue(attr: Extract<Cond, { kind: 'eq' }>['attr'], loan: Loan, entry: Entry): unknown {
  if (attr === 'occupancy') return occupancyOf(loan);
  if (attr === 'doc') return docKeyOf(loan);
  if (attr === 'program') return entry.program.slug;
  if (attr === 'state') return String(loan.state).toUpperCase();
  return loan[attr];
}

/** Is the loan above the lender's conforming limit (the high-balance flag)? */
export const isHighBalance = (loan: Loan, artifact: Artifact) =>
  artifact.conforming_limit !== null && (loan.loan_amount as number) > artifact.conforming_limit;

/** Does `cond` hold for `loan` priced as `entry`? */
export function holdsPlain(cond: Cond, loan: Loan, entry: Entry): boolean {
  if (cond.kind === 'flag')
    return cond.attr === 'high_balance' ? isHighBalance(loan, entry.artifact) : loan[cond.attr] === true;
  if (cond.kind === 'range') return inRange(loan, cond.attr, cond.range);
  return (cond.values as readonly unknown[]).includes(eqValue(cond.attr, loan, entry));
}

/** Do all of `conds` hold? */
export const holdsAll = (conds: readonly Cond[], loan: Loan, entry: Entry) =>
  conds.every((c) => holdsPlain(c, loan, entry));

/** The index of the first condition list that holds (-1: none). */
export const firstHolding = (lists: readonly (readonly Cond[])[], loan: Loan, entry: Entry) =>
  lists.findIndex((conds) => holdsAll(conds, loan, entry));

/** The range conditions of a list. */
export const rangesOf = (conds: readonly Cond[]) =>
  conds.filter((c): c is Extract<Cond, { kind: 'range' }> => c.kind === 'range');
