/**
 * The table language's `keys across` shape (compiler/tables/keys-across.ts): Juniper Ridge's workbook
 * with a `States` tab printing a row of state keys over one row of values, no key column:
 *
 *   B4  STATE ADJUSTMENTS:
 *   B5  FL     | CT, MA | TX    | NM | All other states
 *   B6  -0.375 | -0.125 | 0.125 | NA | 0
 *
 * each key read as a list's condition column reads it, each value as `values` says; every program's.
 * The notes' first worked example (a condo in FL, test/fixture-lender/examples.ts) is moved from state
 * to state.
 */
import { describe, expect, it } from 'vitest';
import type { AdjustmentTable, DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const KEYS = [null, 'FL', 'CT, MA', 'TX', 'NM', 'All other states'];
const VALUES = [null, -0.375, -0.125, 0.125, 'NA', 0];
const tab = (keys: readonly unknown[] = KEYS, values: readonly unknown[] = VALUES) => ({
  States: [[null, 'STATE ADJUSTMENTS:'], keys, values, [], [null, 'Adjustments are cumulative.']],
});

const STATES: AdjustmentTable = {
  means: 'adjustments',
  at: { tab: 'States' },
  shape: 'keys across',
  title: 'STATE ADJUSTMENTS',
  category: 'State',
  columns: [{ heading: 'State', holds: 'condition' }],
  values: 'adjustment',
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  states: { ...JUNIPER.states, otherwise: 'All other states' },
  tables: [...JUNIPER.tables, STATES],
};

const built = juniperWith(tab(), PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request;

/** The States tab's adjusters of the Thirty-Year Fixed offer at 6.750 for the worked example's loan in `state`, or its reasons. */
function inState(state: string) {
  const response = pricedOn(built.artifacts[0]!, { ...PLAIN, state, program_slug: 'thirty_year_fixed' });
  const offer = response.eligible.find((o) => o.rate === 6.75);
  const cell = (at: string | null | undefined) => at?.replace(/^.* › /, '') ?? '';
  return offer
    ? offer.adjusters
        .filter((a) => cell(a.source_cell).startsWith('States!'))
        .map((a) => [cell(a.source_cell), a.value])
    : response.rejected.flatMap((r) => r.rejections).map((r) => [r.key, cell(r.source_page)]);
}

describe('a row of keys over one row of values (keys across)', () => {
  it('compiles with no finding', () => {
    expect(built.diag.list).toEqual([]);
  });

  it('each state takes the value under its key, at its own cell: FL -0.375 (B6), CT and MA -0.125 (C6), TX +0.125 (D6)', () => {
    expect(inState('FL')).toEqual([['States!B6', -0.375]]);
    expect(inState('CT')).toEqual([['States!C6', -0.125]]);
    expect(inState('MA')).toEqual([['States!C6', -0.125]]);
    expect(inState('TX')).toEqual([['States!D6', 0.125]]);
  });

  it('a state no key names takes `All other states` (F6, 0); NM’s NA (E6) is a loan not eligible there', () => {
    expect(inState('CA')).toEqual([['States!F6', 0]]);
    expect(inState('NM')).toEqual([['llpa_na', 'States!E6']]);
  });
});

describe('keys across: findings at their cells', () => {
  const codes = (keys: readonly unknown[], values: readonly unknown[]) =>
    juniperWith(tab(keys, values), PROFILE).diag.list.map((d) => [d.code, d.tab, d.cell]);

  it('a key cell no condition word, grammar or state list reads (`Coastal`, C5) is unknown_row_label there', () => {
    expect(codes([null, 'FL', 'Coastal', 'TX'], [null, -0.375, -0.125, 0.125])).toEqual([
      ['unknown_row_label', 'States', 'C5'],
    ]);
  });

  it('a value with no key above it (E6, right of the last key TX) is unexpected_text there', () => {
    expect(codes([null, 'FL', 'CT, MA', 'TX'], [null, -0.375, -0.125, 0.125, 0.25])).toEqual([
      ['unexpected_text', 'States', 'E6'],
    ]);
  });

  it('a value in another form than `values` (`-0.375%`, B6) is an error there', () => {
    expect(codes([null, 'FL', 'TX'], [null, '-0.375%', 0.125])).toEqual([['expected_number_or_na', 'States', 'B6']]);
  });

  it('keys with no value row under them are missing_row at the first value cell (B6)', () => {
    expect(codes([null, 'FL', 'TX'], [])).toEqual([['missing_row', 'States', 'B6']]);
  });
});
