/**
 * A prepayment list for some programs only (PenaltyTable `when`), its title naming none of them, with
 * a row a loan takes in the states where penalties are restricted (`restrictedSchedules`): Juniper
 * Ridge's workbook with its Prepay table replaced by a `Scoped` tab for Thirty-Year Fixed alone, and a
 * `Restricted` tab naming FL and GA as the states that permit no penalty.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PenaltyTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  Scoped: [
    [null, 'Schedule', 'Adj'], // B4
    [null, '3-2-1', 0.375], // C5
    [null, 'None', -0.5], // C6
    [null, 'None - Restricted', -0.125], // C7
  ],
  Restricted: [
    [null, 'Rule', 'Value'],
    [null, 'PPP Not Permitted', 'FL, GA'],
  ],
};
const SCOPED: PenaltyTable = {
  means: 'prepayment penalties',
  at: { tab: 'Scoped' },
  shape: 'list',
  name: 'Scoped',
  when: [{ kind: 'eq', attr: 'program', values: ['thirty_year_fixed'] }],
  otherPrograms: 'any term',
  schedules: { None: 'No PPP' },
  restrictedSchedules: { 'None - Restricted': 'No PPP' },
  columns: [
    { heading: 'Schedule', holds: 'prepayment schedule' },
    { heading: 'Adj', holds: 'adjustment' },
  ],
};
const profileWith = (penalties: PenaltyTable): DeclaredProfile => ({
  ...JUNIPER,
  tables: [
    ...JUNIPER.tables.filter((t) => t.means !== 'prepayment penalties'),
    penalties,
    {
      means: 'eligibility rules',
      at: { tab: 'Restricted' },
      shape: 'list',
      columns: [
        { heading: 'Rule', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: { 'PPP Not Permitted': { rule: 'ppp_restricted_states' } },
    },
  ],
});
const built = juniperWith(TABS, profileWith(SCOPED));

/** `program_slug`'s offer at 6.750 for the first worked example's loan (a condo purchase in FL) with `changes`: its PPP adjuster, or its reasons. */
function ppp(program_slug: string, changes: Record<string, unknown> = {}) {
  const answer = pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, program_slug, ...changes });
  const adjuster = answer.eligible[0]?.adjusters.find((a) => a.source === 'ppp');
  return {
    ppp: adjuster && [adjuster.row_label, adjuster.value, adjuster.source_cell.split('!')[1]],
    reasons: answer.rejected.flatMap((r) => r.rejections).map((r) => r.key),
  };
}

describe('a prepayment list for some programs, with a row for the restricted states', () => {
  it('compiles with no finding: the table is Thirty-Year Fixed’s alone, its restricted row marked', () => {
    expect(built.diag.list).toEqual([]);
    const [thirty, , investor] = built.artifacts[0]!.programs;
    expect(thirty!.ppp.map((t) => t.rows.map((r) => [r.term, r.in_restricted_states, r.row]))).toEqual([
      [
        ['3YR PPP', false, 5],
        ['No PPP', false, 6],
        ['No PPP', true, 7],
      ],
    ]);
    expect(investor!.ppp).toEqual([]);
  });

  it('No PPP in FL (restricted) takes C7, -0.125; in TX C6, -0.500', () => {
    expect(ppp('thirty_year_fixed')).toEqual({ ppp: ['No PPP', -0.125, 'C7'], reasons: [] });
    expect(ppp('thirty_year_fixed', { state: 'TX' })).toEqual({ ppp: ['No PPP', -0.5, 'C6'], reasons: [] });
  });

  it('a 3-year penalty in FL is ppp_state_restricted; in TX it takes C5', () => {
    expect(ppp('thirty_year_fixed', { ppp_term: '3YR PPP' }).reasons).toEqual(['ppp_state_restricted']);
    expect(ppp('thirty_year_fixed', { ppp_term: '3YR PPP', state: 'TX' }).ppp).toEqual(['3YR PPP', 0.375, 'C5']);
  });

  it('a program it is not for takes no penalty and reads no ppp_term (otherPrograms)', () => {
    const investor = { occupancy: 'investment', program_slug: 'thirty_year_fixed_investor', state: 'TX' };
    expect(ppp('thirty_year_fixed_investor', { ...investor, ppp_term: '1YR PPP' })).toEqual({
      ppp: undefined,
      reasons: [],
    });
  });

  it('a table scoped by the loan (not its programs) is refused at its header', () => {
    const loanScoped = juniperWith(
      TABS,
      profileWith({ ...SCOPED, when: [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }] }),
    );
    expect(loanScoped.diag.list.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.cell}`)).toEqual([
      'unsupported_layout B4',
    ]);
  });
});
