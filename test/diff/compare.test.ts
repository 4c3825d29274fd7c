/**
 * compare() on edited copies of the committed artifacts: matching by meaning (moved tables are not
 * changes), each kind of change, NA transitions, the ladder statistics and cross-program merging.
 */
import { describe, expect, it } from 'vitest';
import { rowOf } from '../../tools/diff/change-rows.ts';
import { compare } from '../../tools/diff/compare.ts';
import { headlineOf } from '../../tools/diff/headline.ts';
import { median } from '../../tools/diff/ladders.ts';
import { ruleClauses } from '../../tools/diff/rule-clauses.ts';
import { alternativesText } from '../../worker/artifact/condition-text.ts';
import type { Artifact, RateAdjuster } from '../../worker/artifact/format.ts';
import { B, copy, isLadder, ladderSummary, load } from './helpers.ts';

const nonqm = load('non-qm', B);
const agency = load('agency', B);

const prog = (a: Artifact, slug: string) => a.programs.find((p) => p.slug === slug)!;
const grid = (a: Artifact, slug: string, category: string) => prog(a, slug).grids.find((g) => g.category === category)!;

/** Moves every table: new rows and columns everywhere, tables and rows in another order. */
function moved(a: Artifact): Artifact {
  const m = copy(a);
  const shiftCol = (c: string) => `Z${c}`;
  for (const b of m.rate_blocks) {
    if (b.printed !== 'rates down') continue;
    b.rows = b.rows.map((r) => ({ ...r, row: r.row + 40 })).reverse();
    b.title_cell = 'Q1';
    b.rate_col = shiftCol(b.rate_col);
  }
  m.rate_blocks.reverse();
  for (const p of m.programs) {
    if (p.ladder) p.ladder.rows = p.ladder.rows.map((r) => ({ ...r, row: r.row + 7 })).reverse();
    for (const g of p.grids) {
      g.title_cell = 'A99';
      g.rows = g.rows.map((r) => ({ ...r, row: r.row + 3 })).reverse();
      if (g.columns.length > 1) {
        // Columns in another order: values follow their band.
        const order = g.columns.map((_, i) => i).reverse();
        g.columns = order.map((i) => ({ ...g.columns[i]!, col: shiftCol(g.columns[i]!.col) }));
        g.rows = g.rows.map((r) => ({ ...r, values: order.map((i) => r.values[i]!) }));
      }
    }
    p.grids.reverse();
    for (const t of p.ppp) t.rows = t.rows.map((r) => ({ ...r, row: r.row + 2 })).reverse();
    p.ppp.reverse();
    p.caps.reverse();
    if (p.matrix) {
      p.matrix.rows = p.matrix.rows.map((r) => ({ ...r, row: r.row + 5 })).reverse();
      const order = p.matrix.columns.map((_, i) => i).reverse();
      p.matrix.columns = order.map((i) => p.matrix!.columns[i]!);
      p.matrix.rows = p.matrix.rows.map((r) => ({ ...r, cells: order.map((i) => r.cells[i]!) }));
    }
    if (p.state_adjusters)
      p.state_adjusters.states = p.state_adjusters.states.map((s) => ({ ...s, row: s.row + 1 })).reverse();
    p.routes?.reverse();
    p.doc_types.reverse();
  }
  m.programs.reverse();
  return m;
}

describe('matching by meaning', () => {
  it('tables moved to other rows and columns, in another order, are not changes', () => {
    expect(compare(nonqm, moved(nonqm)).changes).toEqual([]);
    expect(compare(agency, moved(agency)).changes).toEqual([]);
  });

  it('finds a changed cell wherever its grid moved', () => {
    const b = moved(nonqm);
    const g = grid(b, 'dscr', 'FICO / CLTV');
    const row = g.rows.find((r) => r.label === '700 - 719')!;
    const band = g.columns.findIndex((x) => x.label === '≤ 50.00%');
    const old = row.values[band]!;
    row.values[band] = old - 125;
    expect(compare(nonqm, b).changes).toEqual([
      {
        kind: 'llpa_cell',
        programs: ['dscr'],
        grid: 'FICO / CLTV',
        row: '700 - 719',
        band: '≤ 50.00%',
        old,
        new: old - 125,
        na: null,
      },
    ]);
  });

  it('refuses artifacts of two lenders', () => {
    expect(() => compare(nonqm, agency)).toThrow(/different lenders/);
  });
});

describe('LLPA and PPP cells', () => {
  it('calls out NA transitions both ways', () => {
    const b = copy(nonqm);
    const g = grid(b, 'full_doc', 'FICO / CLTV');
    const na = g.rows.find((r) => r.values.includes(null))!;
    const i = na.values.indexOf(null);
    na.values[i] = -3000;
    const other = g.rows.find((r) => r !== na && r.values[0] !== null)!;
    const before = other.values[0]!;
    other.values[0] = null;
    const changes = compare(nonqm, b).changes;
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: 'llpa_cell',
        row: na.label,
        band: g.columns[i]!.label,
        old: null,
        new: -3000,
        na: 'no_longer_na',
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: 'llpa_cell',
        row: other.label,
        band: g.columns[0]!.label,
        old: before,
        new: null,
        na: 'became_na',
      }),
    );
    expect(changes).toHaveLength(2);
  });

  it('reports rows, bands and grids that appear or disappear', () => {
    const b = copy(nonqm);
    const fd = prog(b, 'itin');
    const misc = fd.grids.find((g) => g.category === 'MISCELLANEOUS ADJUSTMENTS')!; // a single `Adj` column
    const dropped = misc.rows.shift()!;
    misc.rows.push({ label: 'Brand New Row', row: 99, when: [], values: [-250] });
    fd.grids = fd.grids.filter((g) => g.category !== 'PURPOSE');
    const changes = compare(nonqm, b).changes;
    // Grids in day A's order: PURPOSE (4th) before MISCELLANEOUS ADJUSTMENTS (last).
    expect(changes).toEqual([
      { kind: 'llpa_grid', programs: ['itin'], status: 'removed', grid: 'PURPOSE', row: null, band: null, values: [] },
      {
        kind: 'llpa_row',
        programs: ['itin'],
        status: 'removed',
        grid: 'MISCELLANEOUS ADJUSTMENTS',
        row: dropped.label,
        band: null,
        values: [{ band: null, value: dropped.values[0] }],
      },
      {
        kind: 'llpa_row',
        programs: ['itin'],
        status: 'added',
        grid: 'MISCELLANEOUS ADJUSTMENTS',
        row: 'Brand New Row',
        band: null,
        values: [{ band: null, value: -250 }],
      },
    ]);
  });

  it('diffs PPP cells by table name, term and column', () => {
    const b = copy(nonqm);
    const t = prog(b, 'dscr').ppp.find((x) => x.name === 'Declining (5-4-3-2-1)')!;
    const row = t.rows.find((r) => r.term === '3YR PPP')!;
    const old = row.values[0]!;
    row.values[0] = old + 125;
    expect(compare(nonqm, b).changes).toEqual([
      {
        kind: 'ppp_cell',
        programs: ['dscr'],
        table: 'Declining (5-4-3-2-1)',
        term: '3YR PPP',
        column: 'Adj',
        old,
        new: old + 125,
        na: null,
      },
    ]);
  });

  it('lists a change found in every program once, naming them all', () => {
    const b = copy(agency);
    for (const p of b.programs) grid(b, p.slug, 'OTHER ADJUSTMENTS').rows[0]!.values[0] = -500;
    const changes = compare(agency, b).changes;
    expect(changes).toHaveLength(1);
    expect(changes[0]!.programs).toEqual(agency.programs.map((p) => p.slug));
  });

  it('keeps a change found in one program only to that program', () => {
    const b = copy(agency);
    grid(b, '3_conventional_5_6_sofr_arm', 'OTHER ADJUSTMENTS').rows[0]!.values[0] = -500;
    expect(compare(agency, b).changes.map((c) => c.programs)).toEqual([['3_conventional_5_6_sofr_arm']]);
  });
});

describe('eligibility, caps, agency tables, programs', () => {
  it('scalar limits, states and citizenship per doc type', () => {
    const b = copy(nonqm);
    const d = prog(b, 'expanded_doc').doc_types.find((x) => x.doc_type === '1099')!;
    d.min_fico = 660;
    d.max_dti = null;
    d.states = [...d.states.filter((s) => s !== 'TX'), 'NY' as const].sort();
    d.citizenship = d.citizenship.filter((c) => c !== 'non_permanent_resident');
    const dscr = prog(b, 'dscr').doc_types[0]!;
    dscr.min_dscr = 100;
    expect(compare(nonqm, b).changes).toEqual([
      { kind: 'limit', programs: ['expanded_doc'], doc_type: '1099', field: 'min_fico', old: 640, new: 660 },
      { kind: 'limit', programs: ['expanded_doc'], doc_type: '1099', field: 'max_dti', old: 5000, new: null },
      { kind: 'list', programs: ['expanded_doc'], doc_type: '1099', field: 'states', added: ['NY'], removed: ['TX'] },
      {
        kind: 'list',
        programs: ['expanded_doc'],
        doc_type: '1099',
        field: 'citizenship',
        added: [],
        removed: ['non_permanent_resident'],
      },
      { kind: 'limit', programs: ['dscr'], doc_type: 'dscr', field: 'min_dscr', old: 75, new: 100 },
    ]);
  });

  it('adjustments of each note rate by their identity: a label re-worded is no change, a value, an addition and a removal are', () => {
    const [a, b] = [copy(nonqm), copy(nonqm)];
    const adjuster = (label: string, lo: number | null, hi: number | null, value: number): RateAdjuster => ({
      workbook: 0,
      tab: 'Rates',
      category: 'Note Rate Adjustments',
      label,
      rates: { lo, lo_incl: true, hi, hi_incl: hi !== null && lo !== null },
      value,
      cell: 'B40',
      when: [],
    });
    prog(a, 'dscr').rate_adjusters = [
      adjuster('Note rates below 7.000%', null, 7000, -250),
      adjuster('Note rates 8.500% and above', 8500, null, 125),
      adjuster('Rate 7.000% - 7.375%', 7000, 7375, -125),
    ];
    prog(b, 'dscr').rate_adjusters = [
      adjuster('Rates under 7.000%', null, 7000, -250), // re-worded, the same rates: no change
      adjuster('Note rates 8.500% and above', 8500, null, 250),
      adjuster('Rate 6.500% - 6.875%', 6500, 6875, -375),
    ];
    // the first is an exclusive upper bound in the artifact (below 7.000): `< 7.000%`
    prog(a, 'dscr').rate_adjusters[0]!.rates.hi_incl = false;
    prog(b, 'dscr').rate_adjusters[0]!.rates.hi_incl = false;
    const diff = compare(a, b);
    const table = 'Note Rate Adjustments';
    expect(diff.changes).toEqual([
      {
        kind: 'rate_adjuster',
        programs: ['dscr'],
        table,
        label: 'Note rates 8.500% and above',
        rates: '≥ 8.500%',
        old: 125,
        new: 250,
      },
      {
        kind: 'rate_adjuster',
        programs: ['dscr'],
        table,
        label: 'Rate 7.000% - 7.375%',
        rates: '≥ 7.000% and ≤ 7.375%',
        old: -125,
        new: null,
      },
      {
        kind: 'rate_adjuster',
        programs: ['dscr'],
        table,
        label: 'Rate 6.500% - 6.875%',
        rates: '≥ 6.500% and ≤ 6.875%',
        old: null,
        new: -375,
      },
    ]);
    // in the LLPA section (Grid, Row, Band, Old, New, Note), and as the headline says it
    expect(diff.changes.map((c) => rowOf(c, diff.printing).cells)).toEqual([
      [table, 'Note rates 8.500% and above', '≥ 8.500%', '+0.125', '+0.250', ''],
      [table, 'Rate 7.000% - 7.375%', '≥ 7.000% and ≤ 7.375%', '-0.125', '—', 'rate adjustment removed'],
      [table, 'Rate 6.500% - 6.875%', '≥ 6.500% and ≤ 6.875%', '—', '-0.375', 'rate adjustment added'],
    ]);
    expect(ruleClauses(diff)[0]).toBe(
      'DSCR: Note Rate Adjustments Note rates 8.500% and above (note rates ≥ 8.500%) +0.125 → +0.250',
    );
  });

  it('caps and floor by kind, including a cap that stops existing', () => {
    const b = copy(nonqm);
    const caps = prog(b, 'fn').caps;
    caps.find((c) => c.key === 'max_price')!.value = 103750;
    prog(b, 'fn').caps = caps.filter((c) => c.key !== 'loan_over_1_5m');
    expect(compare(nonqm, b).changes).toEqual([
      { kind: 'cap', programs: ['fn'], cap: 'loan_over_1_5m', label: 'Loan Amounts >$1.5m', old: 101500, new: null },
      { kind: 'cap', programs: ['fn'], cap: 'max_price', label: 'Maximum Price', old: 104000, new: 103750 },
    ]);
  });

  it('a cap whose rule changes is a change even at the same value, its rule shown as a desk reads it', () => {
    const b = copy(nonqm);
    // Price Caps of 11-23: "Investments >= 3YR PPP" (103.500) applies to 3YR and 5YR PPP; the new day drops 3YR
    const cap = prog(b, 'fn').caps.find((c) => c.key === 'investment_ppp_3yr_plus')!;
    cap.when = [[cap.when[0]![0]!, { kind: 'eq', attr: 'ppp_term', values: ['5YR PPP'] }]];
    const rule = {
      old: 'occupancy investment and ppp_term 3YR PPP, 5YR PPP',
      new: 'occupancy investment and ppp_term 5YR PPP',
    };
    const diff = compare(nonqm, b);
    expect(diff.changes).toEqual([
      {
        kind: 'cap',
        programs: ['fn'],
        cap: 'investment_ppp_3yr_plus',
        label: 'Investments >= 3YR PPP',
        old: 103500,
        new: 103500,
        rule,
      },
    ]);
    expect(headlineOf(diff, null).join(' ')).toContain(
      'Investments >= 3YR PPP now applies when occupancy investment and ppp_term 5YR PPP (was: occupancy investment and ppp_term 3YR PPP, 5YR PPP)',
    );
    // alternatives read "or"; a range its bound; no condition "always"
    expect(alternativesText(prog(nonqm, 'fn').caps.find((c) => c.key === 'no_ppp_or_state_restricted')!.when)).toBe(
      'occupancy investment and ppp_term No PPP or occupancy investment and state AK, KS, MI, MN, NM, RI',
    );
    expect(alternativesText(prog(nonqm, 'fn').caps.find((c) => c.key === 'loan_over_1_5m')!.when)).toBe(
      'loan_amount > 1500000',
    );
    expect(alternativesText([[]])).toBe('always');
  });

  it('agency state adjusters (value, added, removed) and block routes', () => {
    const b = copy(agency);
    const sa = prog(b, '4_conventional_7_6_sofr_arm').state_adjusters!;
    sa.states = sa.states.filter((s) => s.state !== 'AZ');
    sa.states.push({ state: 'TX', value: -250, row: 40 });
    sa.states.find((s) => s.state === 'CA')!.value = 250;
    prog(b, '4_conventional_7_6_sofr_arm').routes![0]!.high_balance = 'High Balance 5/6 SOFR ARM';
    const changes = compare(agency, b).changes.filter((c) => !isLadder(c));
    expect(changes).toEqual([
      { kind: 'state_adjuster', programs: ['4_conventional_7_6_sofr_arm'], state: 'AZ', old: 0, new: null },
      { kind: 'state_adjuster', programs: ['4_conventional_7_6_sofr_arm'], state: 'CA', old: 125, new: 250 },
      { kind: 'state_adjuster', programs: ['4_conventional_7_6_sofr_arm'], state: 'TX', old: null, new: -250 },
      {
        kind: 'route',
        programs: ['4_conventional_7_6_sofr_arm'],
        term: 30,
        old: { conforming: 'Conforming 7/6 SOFR ARM', high_balance: 'Conforming 7/6 SOFR ARM' },
        new: { conforming: 'Conforming 7/6 SOFR ARM', high_balance: 'High Balance 5/6 SOFR ARM' },
      },
    ]);
  });

  it('programs added or removed are reported once, not diffed', () => {
    const b = copy(nonqm);
    const fn = b.programs.pop()!;
    b.programs.push({ ...structuredClone(fn), slug: 'fn_plus', name: 'Foreign National Plus' });
    expect(compare(nonqm, b).changes).toEqual([
      { kind: 'program', programs: ['fn'], status: 'removed', program: 'fn', name: 'Foreign National' },
      { kind: 'program', programs: ['fn_plus'], status: 'added', program: 'fn_plus', name: 'Foreign National Plus' },
    ]);
    expect(compare(nonqm, b).programs.map((p) => p.slug)).toEqual([
      ...nonqm.programs.slice(0, 5).map((p) => p.slug),
      'fn_plus',
      'fn',
    ]);
  });
});

describe('ladder statistics', () => {
  it('median of an even count is the mean of the two middle values', () => {
    expect(median([])).toBe(null);
    expect(median([-250])).toBe(-250);
    expect(median([-375, -250, -125])).toBe(-250);
    expect(median([-375, -250, -125, 0])).toBe(-187.5);
  });

  it('uneven moves: min / median / max over common rates, NA rates counted as removed', () => {
    // Full Doc 11-23 ladder, edited: 6.375 +0.125, 6.500 -0.500, 8.750 becomes NA, 9.000 added at 104.000.
    // Common rates: 19 (20 - 8.750); deltas: +125, -500 and 17 zeros -> sorted [-500, 0 x17, +125], median = 0.
    const b = copy(nonqm);
    const rows = prog(b, 'full_doc').ladder!.rows;
    rows.find((r) => r.rate === 6375)!.price! += 125;
    rows.find((r) => r.rate === 6500)!.price! -= 500;
    rows.find((r) => r.rate === 8750)!.price = null;
    rows.push({ rate: 9000, price: 104000, row: 40, col: null });
    const c = compare(nonqm, b).changes.filter(isLadder)[0]!;
    expect(ladderSummary(c)).toMatchObject({
      count_a: 20,
      count_b: 20,
      added: [9000],
      removed: [8750],
      common: 19,
      changed: 2,
      min_change: -500,
      median_change: 0,
      max_change: 125,
    });
  });

  it('a rate block gone from day B is one removed ladder per lock column', () => {
    const b = copy(agency);
    b.rate_blocks = b.rate_blocks.filter((x) => x.code !== 'CA76');
    const changes = compare(agency, b).changes.filter(isLadder);
    expect(changes.map((c) => [c.status, c.count_a, c.count_b, c.removed.length, c.common])).toEqual([
      ['removed', 15, 0, 15, 0],
      ['removed', 15, 0, 15, 0],
      ['removed', 15, 0, 15, 0],
      ['removed', 15, 0, 15, 0],
    ]);
  });
});
