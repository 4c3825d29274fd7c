/**
 * Step 1, program checks (sheets/README.md §3.4.1, §4.3, §5.6.1): every eligibility rule of the
 * entry, as data (worker/artifact/plan/rules.ts lists them: the guideline limits, the states, the
 * lock periods and terms the sheet prices, the program-wide maximum LTV, then the profile's own).
 * Each rule whose scope holds and whose required condition does not is one reason, in the rules'
 * order; the reasons are rejections.ts's.
 */
import { ENTRY, LIST, NA, RULE, RULE_SIZE } from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { afterConds, holds } from './conditions.ts';
import { entryField, type PricingEntry } from './entry.ts';
import { type ArtifactPlan, nameAt } from './plan.ts';
import type { Reason } from './reason.ts';
import { ruleReason, shownValues } from './rejections.ts';

/**
 * The reasons the program's rules refuse the loan for (the first alone when reasons are not listed),
 * or null when every rule passes (no allocation then).
 */
export function programChecks(entry: PricingEntry): Reason[] | null {
  const { plan } = entry;
  const { code } = plan;
  const rules = entryField(entry, ENTRY.RULES, 'RULES');
  const count = slot(code, rules + LIST.COUNT, 'the rule count');
  let at = rules + LIST.ITEMS;
  let out: Reason[] | null = null;
  for (let r = 0; r < count; r++) {
    const rule = at;
    const required = rule + RULE_SIZE;
    const scope = afterConds(code, required);
    at = afterConds(code, scope);
    if (!holds(code, scope, entry) || holds(code, required, entry)) continue;
    const key = slot(code, rule + RULE.KEY, 'a rule key');
    const shown = slot(code, rule + RULE.SHOWN, 'the list a rule shows');
    (out ??= []).push(
      ruleReason(
        key,
        slot(code, rule + RULE.LIMIT, 'a rule limit'),
        shown === NA ? NONE : shownAt(plan, key, shown),
        nameAt(plan, rule + RULE.PAGE, 'a rule cell'),
        entry.scenario,
      ),
    );
    if (!entry.scenario.listsReasons) break; // one reason refuses the program: the rest are not listed
  }
  return out;
}

const NONE: readonly never[] = [];

/** The list a rule shows, from `[n, ids…]` at `at`: decoded once per plan and shared by every reason that shows it. */
function shownAt(plan: ArtifactPlan, keyId: number, at: number): readonly (string | number)[] {
  let list = plan.shown.get(at);
  if (!list) {
    const items = at + LIST.ITEMS;
    const n = slot(plan.code, at + LIST.COUNT, 'a list length');
    plan.shown.set(at, (list = shownValues(keyId, Array.from(plan.code.subarray(items, items + n)))));
  }
  return list;
}
