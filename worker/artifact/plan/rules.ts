/**
 * Every eligibility rule of one (program, doc type) as data (format.ts Rule), in the order its
 * reasons are listed: the guideline limits each lender prints (lien position, minimum FICO, maximum
 * DTI, loan amounts, minimum DSCR, citizenship, states or the state-adjuster table, the lock periods
 * and terms the sheet prices, the program-wide maximum LTV), then the rules the profile declares.
 * The packer writes them all alike, and the engine tests them all alike (engine/checks.ts).
 */
import type { Cond, DocTypeRules, Program, Range, Rule } from '../format.ts';
import { ruleCell } from '../rule-cell.ts';
import { US_STATES } from '../vocabulary.ts';

/** The range a minimum requires (the limit itself included), and a maximum. */
export const atLeast = (lo: number): Range => ({ lo, lo_incl: true, hi: null, hi_incl: false });
export const atMost = (hi: number): Range => ({ lo: null, lo_incl: false, hi, hi_incl: true });

type Place = Pick<Rule, 'workbook' | 'tab' | 'cell'>;
const NOWHERE = (rules: DocTypeRules): Place => ({ workbook: rules.workbook, tab: rules.tab, cell: null });

function rule(key: Rule['key'], require: Cond, place: Place, shown: Rule['shown'] = null): Rule {
  return { key, require, when: [], shown, ...place };
}

/** The place of the guideline rule `name`. */
const printed = (rules: DocTypeRules, name: string): Place => ruleCell(rules, name) ?? NOWHERE(rules);

/** The rules of `rules` (a doc type of `program`), the guidelines' first, then the declared ones. */
export function rulesOf(program: Program, rules: DocTypeRules): Rule[] {
  const out: Rule[] = [];
  const range = (attr: Extract<Cond, { kind: 'range' }>['attr'], r: Range): Cond => ({ kind: 'range', attr, range: r });
  out.push(
    rule(
      'eligible_lien_position',
      { kind: 'eq', attr: 'lien_position', values: rules.lien_positions as [(typeof rules.lien_positions)[number]] },
      printed(rules, 'lien_positions'),
    ),
  );
  if (rules.min_fico !== null)
    out.push(rule('min_fico', range('fico', atLeast(rules.min_fico)), printed(rules, 'min_fico')));
  if (rules.max_dti !== null) out.push(rule('max_dti', range('dti', atMost(rules.max_dti)), printed(rules, 'max_dti')));
  out.push(rule('min_loan_amount', range('loan_amount', atLeast(rules.min_loan)), printed(rules, 'min_loan')));
  out.push(rule('max_loan_amount', range('loan_amount', atMost(rules.max_loan)), printed(rules, 'max_loan')));
  if (rules.min_dscr !== null)
    out.push(rule('dscr_min_ratio', range('dscr', atLeast(rules.min_dscr)), printed(rules, 'min_dscr')));
  out.push(
    rule(
      'eligible_citizenship',
      { kind: 'eq', attr: 'citizenship', values: rules.citizenship as [(typeof rules.citizenship)[number]] },
      printed(rules, 'citizenship'),
    ),
  );
  out.push(stateRule(program, rules));
  out.push(
    rule(
      'lock_not_offered',
      { kind: 'eq', attr: 'lock_days', values: program.lock_days as [(typeof program.lock_days)[number]] },
      printed(rules, 'locks'),
      rules.locks,
    ),
  );
  const routes = program.routes;
  if (routes)
    out.push(
      rule(
        'term_not_offered',
        { kind: 'eq', attr: 'term', values: routes.map((r) => r.term) as [(typeof routes)[number]['term']] },
        printed(rules, 'terms'),
      ),
    );
  const maxLtv = program.max_ltv;
  if (maxLtv)
    out.push(
      rule('max_ltv_exceeded', range('ltv', atMost(maxLtv.value)), {
        workbook: maxLtv.workbook,
        tab: maxLtv.tab,
        cell: maxLtv.cell,
      }),
    );
  return out.concat(rules.rules);
}

/**
 * A program priced per state column (a State Adjusters table) is offered where its column has a
 * value; any other program where its guidelines list the state.
 */
function stateRule(program: Program, rules: DocTypeRules): Rule {
  const table = program.state_adjusters;
  if (!table)
    return rule(
      'eligible_states',
      { kind: 'eq', attr: 'state', values: rules.states as [(typeof rules.states)[number]] },
      printed(rules, 'states'),
    );
  const offered = US_STATES.filter((state) => table.states.some((x) => x.state === state));
  return rule(
    'state_not_offered',
    { kind: 'eq', attr: 'state', values: offered as [(typeof offered)[number]] },
    {
      workbook: table.workbook,
      tab: table.tab,
      cell: table.agency_cell,
    },
  );
}
