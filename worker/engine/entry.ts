/**
 * One (program, doc type) of a lender's sheet, as a quote prices it: where its entry sits in the
 * plan, the loan, and the values its conditions are tested against. Every step (checks, matrix,
 * base price, adjustments, caps) reads it; none changes it but for the memo of its answer parts.
 */
import { ENTRY, HEADER, NA } from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { type AnswerParts, partsOf } from './answer-parts.ts';
import type { Match } from './conditions.ts';
import type { ArtifactPlan } from './plan.ts';
import type { DocMonths, Scenario } from './scenario.ts';

/** The entry, and the loan's values its conditions are tested against (a Match: one object per entry a quote walks). */
export interface PricingEntry extends Match {
  plan: ArtifactPlan;
  /** the entry's offset in plan.code */
  offset: number;
  scenario: Scenario;
  /** memo of partsAt: its answer parts, looked up once per entry rather than by every step that names it */
  parts: AnswerParts | null;
}

/** Is the loan above the lender's conforming limit (high balance)? False when the sheet has none. */
export function isHighBalance(plan: ArtifactPlan, scenario: Scenario): boolean {
  const limit = slot(plan.code, HEADER.CONFORMING_LIMIT, 'the conforming limit');
  return limit !== NA && scenario.request.loan_amount > limit;
}

/** The entry's slot holding the id of its doc key with each seasoning (worker/artifact/plan/pack.ts). */
const DOC_KEY_SLOT: Record<DocMonths, number> = { '12mo': ENTRY.DOC_KEY_12, '24mo': ENTRY.DOC_KEY_24 };

export function pricingEntry(
  plan: ArtifactPlan,
  offset: number,
  scenario: Scenario,
  highBalance: boolean,
): PricingEntry {
  const docKey = slot(plan.code, offset + DOC_KEY_SLOT[scenario.docMonths], 'the doc key');
  const programId = slot(plan.code, offset + ENTRY.PROGRAM, 'the program');
  const { eqIds, flagOn, rangeNum, rangeDen } = scenario.shared;
  // One object per entry, the shared values written out rather than spread into a second object.
  return {
    eqIds,
    flagOn,
    rangeNum,
    rangeDen,
    program: programId,
    doc: docKey,
    highBalance,
    plan,
    offset,
    scenario,
    parts: null,
  };
}

/** The entry's field `field` (an ENTRY slot). */
export const entryField = (entry: PricingEntry, field: number, what: string): number =>
  slot(entry.plan.code, entry.offset + field, what);

/** The fixed parts of the entry's answers: identity, rule cells, threshold lists. */
export const partsAt = (entry: PricingEntry): AnswerParts => (entry.parts ??= partsOf(entry.plan, entry.offset));
