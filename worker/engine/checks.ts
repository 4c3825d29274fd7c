/** Program-level eligibility (spec 7.2): one reason per failing rule, before any pricing. */
import type { Artifact, DocTypeRules, Program } from '../artifact/format.ts';
import type { Reason } from './response.ts';
import { ltvPercent, type Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

/** What an eligible program returns: no list is allocated unless a rule fails (most run clean). */
export const NO_REASONS: readonly Reason[] = Object.freeze([]);

const add = (list: Reason[] | null, reason: Reason): Reason[] => {
  (list ??= []).push(reason);
  return list;
};

/** A failed guideline rule, pointing at its cell when the sheet has one. */
function rule(
  a: Artifact,
  rules: DocTypeRules,
  key: string,
  threshold: unknown,
  provided: unknown,
  name: string | null,
): Reason {
  const cell = name === null ? undefined : rules.cells[name];
  return { key, threshold, provided, source_page: cell ? cellRef(a, rules.workbook, rules.tab, cell) : null };
}

export function programReasons(a: Artifact, p: Program, rules: DocTypeRules, s: Scenario): readonly Reason[] {
  const { req } = s;
  let out: Reason[] | null = null;
  if (req.lien_position !== '1st')
    out = add(out, rule(a, rules, 'eligible_lien_position', '1st', req.lien_position, null));
  if (req.credit_score < rules.min_fico)
    out = add(out, rule(a, rules, 'min_fico', rules.min_fico, req.credit_score, 'min_fico'));
  if (rules.max_dti !== null && s.dtiE4 > rules.max_dti * 100)
    out = add(out, rule(a, rules, 'max_dti', rules.max_dti / 100, req.dti, 'max_dti'));
  if (req.loan_amount < rules.min_loan)
    out = add(out, rule(a, rules, 'min_loan_amount', rules.min_loan, req.loan_amount, 'min_loan'));
  if (req.loan_amount > rules.max_loan)
    out = add(out, rule(a, rules, 'max_loan_amount', rules.max_loan, req.loan_amount, 'max_loan'));
  if (rules.min_dscr !== null) {
    if (s.dscrE4 === null)
      out = add(out, rule(a, rules, 'dscr_ratio_required', rules.min_dscr / 100, null, 'min_dscr'));
    else if (s.dscrE4 < rules.min_dscr * 100)
      out = add(out, rule(a, rules, 'dscr_min_ratio', rules.min_dscr / 100, req.dscr_ratio, 'min_dscr'));
  }
  if (!(rules.citizenship as readonly string[]).includes(req.citizenship))
    out = add(out, rule(a, rules, 'eligible_citizenship', rules.citizenship, req.citizenship, 'citizenship'));
  const states = p.state_adjusters;
  if (states) {
    if (!states.states.some((x) => x.state === req.state)) {
      out = add(out, {
        key: 'state_not_offered',
        threshold: null,
        provided: { state: req.state },
        source_page: cellRef(a, states.workbook, states.tab, states.agency_cell),
      });
    }
  } else if (!(rules.states as readonly string[]).includes(req.state)) {
    out = add(
      out,
      rule(
        a,
        rules,
        'eligible_states',
        rules.states_all_except ? `all except ${rules.states_all_except.join(', ')}` : rules.states,
        req.state,
        'states',
      ),
    );
  }
  if (!(p.lock_days as readonly number[]).includes(req.lock_days))
    out = add(out, rule(a, rules, 'lock_not_offered', rules.locks, req.lock_days, 'locks'));
  if (p.routes && !p.routes.some((r) => r.term === req.term))
    out = add(
      out,
      rule(
        a,
        rules,
        'term_not_offered',
        p.routes.map((r) => r.term),
        req.term,
        null,
      ),
    );
  if (p.max_ltv && s.ltvNum > p.max_ltv.value * s.ltvDen) {
    out = add(out, {
      key: 'max_ltv_exceeded',
      threshold: p.max_ltv.value / 100,
      provided: ltvPercent(s),
      source_page: cellRef(a, p.max_ltv.workbook, p.max_ltv.tab, p.max_ltv.cell),
    });
  }
  return out ?? NO_REASONS;
}
