/**
 * Grids of states (Cedar Hollow's State Tiers, sheets/README.md §5.4 (c)) on edited copies of the
 * 11-23 morning sheet: a state changing rows is one change naming the state, a row's list is never
 * a change of its conditions, and the headline says it as a desk would. On 11-23 the tiers are
 * Tier 1 (0.000) AZ, CO, GA, …; Tier 2 (0.250) CA, CT, DC, IL, MA, MD, NH, NJ, NV, PA, SC; Tier 3
 * (0.500) FL, HI, NY (Adjustments B28:C30).
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../tools/diff/compare.ts';
import { headlineOf } from '../../tools/diff/headline.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { CEDAR_MORNING, copy, load } from './helpers.ts';

const jumbo = load('jumbo', CEDAR_MORNING);
const ALL = jumbo.programs.map((p) => p.slug);

/** Edits every program's copy of a grid (the three programs share the Adjustments tab). */
function edited(edit: (grid: Artifact['programs'][number]['grids'][number], p: Artifact['programs'][number]) => void) {
  const b = copy(jumbo);
  for (const p of b.programs) edit(p.grids.find((g) => g.category === 'State Tiers')!, p);
  return b;
}

const statesOf = (row: Artifact['programs'][number]['grids'][number]['rows'][number]) => {
  const c = row.when[0]!;
  if (c.kind !== 'eq' || c.attr !== 'state') throw new Error('a tier row lists states');
  return c.values;
};

describe('state tiers', () => {
  it('a state leaving every tier: one change with no new tier, and the eligible states lose it', () => {
    const b = edited((grid, p) => {
      const tier3 = statesOf(grid.rows[2]!);
      tier3.splice(tier3.indexOf('HI'), 1);
      p.doc_types[0]!.states = p.doc_types[0]!.states.filter((s) => s !== 'HI');
    });
    const diff = compare(jumbo, b);
    expect(diff.changes).toEqual([
      {
        kind: 'state_tier',
        programs: ALL,
        grid: 'State Tiers',
        state: 'HI',
        old: { row: 'Tier 3', values: [{ band: null, value: -500 }] },
        new: null,
      },
      { kind: 'list', programs: ALL, doc_type: 'full_doc', field: 'states', added: [], removed: ['HI'] },
    ]);
    expect(headlineOf(diff, null)).toEqual([
      'HI in no row of State Tiers (was Tier 3 (-0.500, printed cost 0.500)): not eligible (all programs). ' +
        'HI no longer eligible for all programs (full_doc).',
    ]);
  });

  it('a state joining a tier: one change with no old tier', () => {
    const b = edited((grid) => statesOf(grid.rows[0]!).push('NM'));
    expect(compare(jumbo, b).changes).toEqual([
      {
        kind: 'state_tier',
        programs: ALL,
        grid: 'State Tiers',
        state: 'NM',
        old: null,
        new: { row: 'Tier 1', values: [{ band: null, value: 0 }] },
      },
    ]);
  });

  it("a tier's cost changing is its cell, not a change of each of its states", () => {
    // C29 printed 0.250 -> 0.375: the effect -0.250 -> -0.375.
    const b = edited((grid) => {
      grid.rows[1]!.values[0] = -375;
    });
    expect(compare(jumbo, b).changes).toEqual([
      {
        kind: 'llpa_cell',
        programs: ALL,
        grid: 'State Tiers',
        row: 'Tier 2',
        band: null,
        old: -250,
        new: -375,
        na: null,
      },
    ]);
  });
});
