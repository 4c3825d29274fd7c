/**
 * The states where a lender permits no prepayment penalty, for a program that prints no prepayment
 * table, its terms a rule (`ppp_terms`) and its figures adjustments (Foxglove's `Prepayment options`):
 * a penalty asked in one of those states is refused with `ppp_state_restricted`, as a program with a
 * table refuses it (worker/engine/ppp.ts); a program whose rules offer no penalty reads none. Juniper
 * Ridge's rules on a `Guidelines` tab of a column per program, its Prepay table not declared.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { withGuidelineColumns } from '../fixture-lender/profile.ts';
import { GUIDELINE_COLUMNS } from '../fixture-lender/workbooks.ts';

const TABS = {
  Guidelines: [
    ...GUIDELINE_COLUMNS,
    [null, 'Prepayment Terms', null, '5-4-3-2-1, None'], // D16: the investor's terms
    [null, 'No Prepayment Penalty In', 'MI, KS'], // C17: every program's
  ],
};
const withRules = withGuidelineColumns({
  'Prepayment Terms': { rule: 'ppp_terms' },
  'No Prepayment Penalty In': { rule: 'ppp_restricted_states' },
});
const PROFILE: DeclaredProfile = {
  ...withRules,
  tables: withRules.tables.filter((t) => t.means !== 'prepayment penalties'),
};
const built = juniperWith(TABS, PROFILE);
const GUIDELINES = (cell: string) => `JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Guidelines!${cell}`;

/** The investor example's reasons for `program_slug`, its request changed by `change`. */
function reasons(program_slug: string, change: Record<string, unknown>) {
  const { request } = JUNIPER_EXAMPLES.find((e) => e.name.startsWith('investor with the 5-4-3-2-1'))!;
  const response = pricedOn(built.artifacts[0]!, { ...request, program_slug, ...change });
  return response.rejected.flatMap((r) => r.rejections);
}

describe('restricted states where the prepayment terms are a rule', () => {
  it('compile with no error into a ppp_state_restricted rule of the investor alone', () => {
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const withRule = built.artifacts[0]!.programs.map((p) =>
      p.doc_types[0]!.rules.some((r) => r.key === 'ppp_state_restricted'),
    );
    expect(withRule).toEqual([false, false, true]);
  });

  it('a 5-year penalty in MI is refused (C17), the states in order', () => {
    expect(reasons('thirty_year_fixed_investor', { state: 'MI' })).toEqual([
      {
        key: 'ppp_state_restricted',
        threshold: ['KS', 'MI'],
        provided: { state: 'MI', ppp_term: '5YR PPP' },
        source_page: GUIDELINES('C17'),
      },
    ]);
  });

  it('no penalty in MI, a penalty in AZ (the example: priced), and a state of no list are not refused so', () => {
    expect(reasons('thirty_year_fixed_investor', { state: 'MI', ppp_term: 'No PPP' })).toEqual([]);
    expect(reasons('thirty_year_fixed_investor', {})).toEqual([]);
    const keys = reasons('thirty_year_fixed_investor', { state: 'PR' }).map((r) => r.key);
    expect(keys).toEqual(['eligible_states']);
  });

  it('a program whose rules offer no penalty reads no restricted state: Thirty-Year Fixed in MI', () => {
    const keys = reasons('thirty_year_fixed', { state: 'MI' }).map((r) => r.key);
    expect(keys).not.toContain('ppp_state_restricted');
  });
});

describe('a state list ends with its sentence', () => {
  /** The lender's restricted states when C17 prints `text`. */
  const restrictedIn = (text: string) => {
    const built = juniperWith(
      {
        Guidelines: [
          ...GUIDELINE_COLUMNS,
          [null, 'Prepayment Terms', null, '5-4-3-2-1, None'],
          [null, 'No Prepayment Penalty In', text],
        ],
      },
      PROFILE,
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    return built.artifacts[0]!.ppp_restricted_states;
  };

  it('`MI, KS. Penalties are permitted in every other state.` lists MI and KS (C17)', () => {
    expect(restrictedIn('MI, KS. Penalties are permitted in every other state.')).toEqual(['KS', 'MI']);
  });

  it('a second sentence of codes is no part of it: `MI. KS.` lists MI alone', () => {
    expect(restrictedIn('MI. KS.')).toEqual(['MI']);
  });
});
