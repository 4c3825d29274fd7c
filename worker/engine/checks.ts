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

/** The cell of a guideline rule (`rules.cells` names them), when the sheet has one. */
function at(a: Artifact, rules: DocTypeRules, name: string): string | null {
  const cell = rules.cells[name];
  return cell ? cellRef(a, rules.workbook, rules.tab, cell) : null;
}

export function programReasons(a: Artifact, p: Program, rules: DocTypeRules, s: Scenario): readonly Reason[] {
  const { req } = s;
  let out: Reason[] | null = null;
  if (req.lien_position !== '1st')
    out = add(out, { key: 'eligible_lien_position', threshold: '1st', provided: req.lien_position, source_page: null });
  if (req.credit_score < rules.min_fico)
    out = add(out, {
      key: 'min_fico',
      threshold: rules.min_fico,
      provided: req.credit_score,
      source_page: at(a, rules, 'min_fico'),
    });
  if (rules.max_dti !== null && s.dtiE4 > rules.max_dti * 100)
    out = add(out, {
      key: 'max_dti',
      threshold: rules.max_dti / 100,
      provided: req.dti,
      source_page: at(a, rules, 'max_dti'),
    });
  if (req.loan_amount < rules.min_loan)
    out = add(out, {
      key: 'min_loan_amount',
      threshold: rules.min_loan,
      provided: req.loan_amount,
      source_page: at(a, rules, 'min_loan'),
    });
  if (req.loan_amount > rules.max_loan)
    out = add(out, {
      key: 'max_loan_amount',
      threshold: rules.max_loan,
      provided: req.loan_amount,
      source_page: at(a, rules, 'max_loan'),
    });
  if (rules.min_dscr !== null) {
    if (req.dscr_ratio === null)
      out = add(out, {
        key: 'dscr_ratio_required',
        threshold: rules.min_dscr / 100,
        provided: null,
        source_page: at(a, rules, 'min_dscr'),
      });
    else if (s.dscrE4! < rules.min_dscr * 100)
      out = add(out, {
        key: 'dscr_min_ratio',
        threshold: rules.min_dscr / 100,
        provided: req.dscr_ratio,
        source_page: at(a, rules, 'min_dscr'),
      });
  }
  if (!(rules.citizenship as readonly string[]).includes(req.citizenship))
    out = add(out, {
      key: 'eligible_citizenship',
      threshold: rules.citizenship,
      provided: req.citizenship,
      source_page: at(a, rules, 'citizenship'),
    });
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
    // Always the list of eligible states, also where the sheet prints "All states + DC except …" (the catalog keeps that form).
    out = add(out, {
      key: 'eligible_states',
      threshold: rules.states,
      provided: req.state,
      source_page: at(a, rules, 'states'),
    });
  }
  // The sheet has no price for the lock; the threshold is what its guidelines offer, as the catalog lists them.
  if (!(p.lock_days as readonly number[]).includes(req.lock_days))
    out = add(out, {
      key: 'lock_not_offered',
      threshold: rules.locks,
      provided: req.lock_days,
      source_page: at(a, rules, 'locks'),
    });
  if (p.routes && !p.routes.some((r) => r.term === req.term))
    out = add(out, {
      key: 'term_not_offered',
      threshold: p.routes.map((r) => r.term),
      provided: req.term,
      source_page: null,
    });
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
