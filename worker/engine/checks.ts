/** Program-level eligibility (spec 7.2): one reason per failing rule, before any pricing. */
import type { Artifact, DocTypeRules, Program } from '../artifact/format.ts';
import type { Reason } from './response.ts';
import { ltvPercent, type Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

export function programReasons(a: Artifact, p: Program, rules: DocTypeRules, s: Scenario): Reason[] {
  const { req } = s;
  const at = (rule: string) => (rules.cells[rule] ? cellRef(a, rules.workbook, rules.tab, rules.cells[rule]) : null);
  const reasons: Reason[] = [];
  const fail = (key: string, threshold: unknown, provided: unknown, rule: string | null) => reasons.push({ key, threshold, provided, source_page: rule ? at(rule) : null });

  if (req.lien_position !== '1st') fail('eligible_lien_position', '1st', req.lien_position, null);
  if (req.credit_score < rules.min_fico) fail('min_fico', rules.min_fico, req.credit_score, 'min_fico');
  if (rules.max_dti !== null && s.dtiE4 > rules.max_dti * 100) fail('max_dti', rules.max_dti / 100, req.dti, 'max_dti');
  if (req.loan_amount < rules.min_loan) fail('min_loan_amount', rules.min_loan, req.loan_amount, 'min_loan');
  if (req.loan_amount > rules.max_loan) fail('max_loan_amount', rules.max_loan, req.loan_amount, 'max_loan');
  if (rules.min_dscr !== null) {
    if (s.dscrE4 === null) fail('dscr_ratio_required', rules.min_dscr / 100, null, 'min_dscr');
    else if (s.dscrE4 < rules.min_dscr * 100) fail('dscr_min_ratio', rules.min_dscr / 100, req.dscr_ratio, 'min_dscr');
  }
  if (!rules.citizenship.includes(req.citizenship)) fail('eligible_citizenship', rules.citizenship, req.citizenship, 'citizenship');
  if (p.state_adjusters) {
    const offered = p.state_adjusters.states.some((x) => x.state === req.state);
    if (!offered) reasons.push({ key: 'state_not_offered', threshold: null, provided: { state: req.state }, source_page: cellRef(a, p.state_adjusters.workbook, p.state_adjusters.tab, p.state_adjusters.agency_cell) });
  } else if (!rules.states.includes(req.state)) {
    fail('eligible_states', rules.states_all_except ? `all except ${rules.states_all_except.join(', ')}` : rules.states, req.state, 'states');
  }
  if (p.routes && !p.routes.some((r) => r.term === req.term)) fail('term_not_offered', p.routes.map((r) => r.term), req.term, null);
  if (p.max_ltv && s.ltvNum > p.max_ltv.value * s.ltvDen) {
    reasons.push({ key: 'max_ltv_exceeded', threshold: p.max_ltv.value / 100, provided: ltvPercent(s), source_page: cellRef(a, p.max_ltv.workbook, p.max_ltv.tab, p.max_ltv.cell) });
  }
  return reasons;
}
