/**
 * Eligibility rules as data (worker/artifact/format.ts Rule; worker/artifact/plan/rules.ts): a rule
 * the profile declares, scoped or not, is tested like the guideline limits, and every rule that
 * fails is one reason, in order. Cedar Hollow's 11-20 sheet prints no such rule; its Jumbo Elite
 * 30 Year Fixed is given some here (cells B30-B32 of its Eligibility tab, where it prints none).
 *
 * The loan: a $1,500,000 purchase price, FICO 760, CA, 30-year term, 30-day lock; the jumbo range is
 * $766,551 to $3,000,000 (Eligibility!B17, B18), so loan amounts of $900,000 and $900,001 are in it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArtifactError, decodeArtifact } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import type { Artifact, Cond, Rule } from '../../worker/artifact/format.ts';
import { parseQuoteRequest, type QuoteRequestInput } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, loadedSheet, sheetOfBytes } from '../../worker/engine/rate-sheets.ts';
import { manifest } from './sheets.ts';

const entry = manifest.artifacts.find((e) => e.lender_slug === 'jumbo' && e.effective_at.startsWith('2026-11-20'))!;
const committed = () => decodeArtifact(readFileSync(`dist-sheets/${entry.path}`));
const PAGE = (cell: string) => `CedarHollow_Jumbo_RateSheet_2026-11-20.xlsx › Eligibility!${cell}`;

const cashOut: Cond = { kind: 'eq', attr: 'purpose', values: ['cash_out_refi'] };
/** Maximum LTV 60.00 % for a cash-out refinance (B30). */
const CASH_OUT_LTV: Omit<Rule, 'workbook' | 'tab'> = {
  key: 'max_ltv_exceeded',
  require: { kind: 'range', attr: 'ltv', range: { lo: null, lo_incl: false, hi: 6000, hi_incl: true } },
  when: [cashOut],
  shown: null,
  cell: 'B30',
};
/** Minimum FICO 780, for every loan (B31). */
const FICO_780: Omit<Rule, 'workbook' | 'tab'> = {
  key: 'min_fico',
  require: { kind: 'range', attr: 'fico', range: { lo: 780, lo_incl: true, hi: null, hi_incl: false } },
  when: [],
  shown: null,
  cell: 'B31',
};
/** Owner-occupied only (B32). */
const OWNER_ONLY: Omit<Rule, 'workbook' | 'tab'> = {
  key: 'eligible_occupancy',
  require: { kind: 'eq', attr: 'occupancy', values: ['owner_occupied'] },
  when: [],
  shown: null,
  cell: 'B32',
};

/** The 11-20 jumbo sheet with `rules` declared for Jumbo Elite 30 Year Fixed. */
function withRules(...rules: Omit<Rule, 'workbook' | 'tab'>[]): Artifact {
  const a = committed();
  const elite30 = a.programs.find((p) => p.slug === 'jumbo_30_fixed')!.doc_types[0]!;
  elite30.rules = rules.map((r) => ({ ...r, workbook: elite30.workbook, tab: elite30.tab }));
  return a;
}

/** The reasons Jumbo Elite 30 Year Fixed is refused for (none when it prices). */
function reasons(a: Artifact, loan: Partial<QuoteRequestInput>) {
  const parsed = parseQuoteRequest({
    program_slug: 'jumbo_30_fixed',
    purpose: 'purchase',
    state: 'CA',
    credit_score: 760,
    purchase_price: 1_500_000,
    loan_amount: 900_000,
    term: 30,
    ...loan,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const out = quote(allInForce([loadedSheet(a, 'test')]), parsed.request);
  if (!out.ok) throw new Error(out.message);
  return out.response.rejected.flatMap((r) => r.rejections);
}

describe('a declared rule', () => {
  it('the sheet as printed prices the loans below (the rules are the only difference)', () => {
    for (const purpose of ['purchase', 'cash_out_refi'] as const)
      for (const loan_amount of [900_000, 900_001]) expect(reasons(committed(), { purpose, loan_amount })).toEqual([]);
  });

  it('applies where its scope holds: a cash-out at 60.00 % passes (900,000 / 1,500,000), at 60.0000667 % fails', () => {
    const a = withRules(CASH_OUT_LTV);
    expect(reasons(a, { purpose: 'cash_out_refi', loan_amount: 900_000 })).toEqual([]);
    const [reason, ...more] = reasons(a, { purpose: 'cash_out_refi', loan_amount: 900_001 });
    expect(more).toEqual([]);
    expect(reason).toMatchObject({ key: 'max_ltv_exceeded', threshold: 60, source_page: PAGE('B30') });
    expect(reason!.provided).toBeGreaterThan(60);
  });

  it('does not apply outside its scope: a purchase at 60.0000667 % prices', () => {
    expect(reasons(withRules(CASH_OUT_LTV), { purpose: 'purchase', loan_amount: 900_001 })).toEqual([]);
  });

  it('every failing rule is a reason, in the order declared: FICO 779 on a cash-out at 60.0000667 %', () => {
    const a = withRules(FICO_780, CASH_OUT_LTV);
    const found = reasons(a, { purpose: 'cash_out_refi', loan_amount: 900_001, credit_score: 779 });
    expect(found.map((r) => [r.key, r.threshold, r.source_page])).toEqual([
      ['min_fico', 780, PAGE('B31')],
      ['max_ltv_exceeded', 60, PAGE('B30')],
    ]);
    // at the limit, 780, only the LTV rule fails
    expect(reasons(a, { purpose: 'cash_out_refi', loan_amount: 900_001, credit_score: 780 }).map((r) => r.key)).toEqual(
      ['max_ltv_exceeded'],
    );
  });

  it('a list of values: owner-occupied only refuses an investment loan, non_owner_occupied read as investment', () => {
    const a = withRules(OWNER_ONLY);
    expect(reasons(a, { occupancy: 'owner_occupied' })).toEqual([]);
    for (const occupancy of ['investment', 'non_owner_occupied'] as const)
      expect(reasons(a, { occupancy }).find((r) => r.key === 'eligible_occupancy')).toEqual({
        key: 'eligible_occupancy',
        threshold: ['owner_occupied'],
        provided: 'investment',
        source_page: PAGE('B32'),
      });
  });

  it('is stored in the artifact and read from its bytes alike (the plan the Worker reads)', () => {
    const a = withRules(FICO_780, CASH_OUT_LTV, OWNER_ONLY);
    const bytes = encodeArtifact(a);
    expect(decodeArtifact(bytes)).toEqual(a);
    const parsed = parseQuoteRequest({
      purpose: 'cash_out_refi',
      occupancy: 'investment',
      state: 'CA',
      credit_score: 700,
      purchase_price: 1_500_000,
      loan_amount: 1_000_000,
      term: 30,
    });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(quote(allInForce([sheetOfBytes(bytes, 'test')]), parsed.request)).toEqual(
      quote(allInForce([loadedSheet(a, 'test')]), parsed.request),
    );
  });

  it('must require the attribute its key names: a min_fico rule on the state is refused by encode and decode', () => {
    const bad = withRules({ ...FICO_780, require: { kind: 'eq', attr: 'state', values: ['CA'] } });
    expect(() => encodeArtifact(bad)).toThrow(
      new ArtifactError(
        'artifact fails its schema: programs.0.doc_types.0.rules.0.require: a min_fico rule requires a range of fico',
      ),
    );
  });
});
