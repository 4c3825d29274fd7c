/**
 * One identity for a table item (worker/artifact/item-identity.ts), used by the compiler's
 * structural removals (compiler/structure.ts) and the diff alike, so a thing is removed to both or to
 * neither. A table's title is compared by `key` (worker/artifact/labels.ts): re-cased, re-spaced or
 * re-dashed it is the same table, changed beyond that (another word, a hyphen for a space) another.
 * A grid row and a band column are the loans they select, whatever their label: re-worded to the same
 * conditions they are the same, the same label over changed conditions is another; a row of states
 * (a tier) is also its label.
 */
import { describe, expect, it } from 'vitest';
import { above } from '../../compiler/conditions.ts';
import { removals } from '../../compiler/structure.ts';
import { compare } from '../../tools/diff/compare.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { key } from '../../worker/artifact/labels.ts';
import { B, CEDAR_MORNING, copy, load } from './helpers.ts';

const SHEETS: [string, Artifact][] = [
  ['agency', load('agency', B)],
  ['jumbo', load('jumbo', CEDAR_MORNING)],
  ['non-qm', load('non-qm', B)],
];

/** Every printed label of a sheet (tables, rows, columns, blocks and the routes naming them) passed through `spell`. */
function relabelled(a: Artifact, spell: (label: string) => string): Artifact {
  const b = copy(a);
  const opt = (label: string | null) => (label === null ? null : spell(label));
  for (const block of b.rate_blocks) block.name = spell(block.name);
  for (const p of b.programs) {
    for (const r of p.routes ?? []) {
      r.conforming = spell(r.conforming);
      r.high_balance = spell(r.high_balance);
    }
    for (const g of p.grids) {
      g.category = spell(g.category);
      for (const c of g.columns) c.label = opt(c.label);
      for (const r of g.rows) r.label = spell(r.label);
    }
    for (const t of p.ppp) {
      t.name = spell(t.name);
      for (const c of t.columns) c.label = spell(c.label);
    }
    const m = p.matrix;
    if (!m) continue;
    for (const t of m.tiers) t.label = opt(t.label);
    for (const line of [...m.rows, ...m.columns]) {
      line.labels.fico = opt(line.labels.fico);
      line.labels.loan_amount = opt(line.labels.loan_amount);
      line.labels.occupancy = opt(line.labels.occupancy);
    }
  }
  return b;
}

/** Spellings `key` reads as the same label. */
const SAME: [string, (label: string) => string][] = [
  ['re-cased', (label) => label.toUpperCase()],
  ['re-spaced', (label) => ` ${label.replace(/ /g, '  ').replace(/\s*\/\s*/g, '/')} `],
  ['re-dashed', (label) => label.replace(/\s*-\s*/g, ' – ')],
];

describe('a label re-cased, re-spaced or re-dashed', () => {
  it('reads as the same label to key() (the examples the sheets print)', () => {
    for (const [, spell] of SAME)
      for (const label of ['FICO / LTV', '75.01 - 80.00%', 'Cash-Out Refinance', 'Tier 2', 'Conforming 30 Year Fixed'])
        expect([label, key(spell(label))]).toEqual([label, key(label)]);
  });

  describe.each(SHEETS)('%s', (_lender, a) => {
    it.each(SAME)('%s: no removal to the compiler, no change to the diff', (_how, spell) => {
      const b = relabelled(a, spell);
      expect(b).not.toEqual(a);
      expect(removals(a, b)).toEqual([]);
      expect(compare(a, b).changes).toEqual([]);
    });
  });
});

describe('a title or a tier changed beyond that: a removal to the compiler, removed + added to the diff', () => {
  const jumbo = load('jumbo', CEDAR_MORNING);

  it('a tier renamed ("Tier 2" -> "Tier Two")', () => {
    const b = copy(jumbo);
    for (const p of b.programs) p.grids.find((g) => g.category === 'State Tiers')!.rows[1]!.label = 'Tier Two';
    expect(removals(jumbo, b).map((r) => [r.removed, r.where])).toEqual([
      ['grid row', 'Adjustments › State Tiers › Tier 2'],
    ]);
    const rows = compare(jumbo, b).changes.flatMap((c) => (c.kind === 'llpa_row' ? [[c.status, c.row]] : []));
    expect(rows).toEqual([
      ['removed', 'Tier 2'],
      ['added', 'Tier Two'],
    ]);
  });

  it('a hyphen for a space in a grid title ("Loan Features" -> "Loan-Features")', () => {
    const b = relabelled(jumbo, (label) => (label === 'Loan Features' ? 'Loan-Features' : label));
    expect(removals(jumbo, b).map((r) => [r.removed, r.where])).toEqual([['grid', 'Adjustments › Loan Features']]);
    expect(compare(jumbo, b).changes.map((c) => (c.kind === 'llpa_grid' ? [c.status, c.grid] : c.kind))).toEqual([
      ['removed', 'Loan Features'],
      ['added', 'Loan-Features'],
    ]);
  });

  it('a rate block renamed ("Jumbo Elite 15 Year Fixed" -> "Jumbo Elite 15-Year Fixed")', () => {
    const b = relabelled(jumbo, (label) =>
      label === 'Jumbo Elite 15 Year Fixed' ? 'Jumbo Elite 15-Year Fixed' : label,
    );
    expect(removals(jumbo, b).map((r) => [r.removed, r.where])).toEqual([
      ['rate block', 'Rate Sheet › Jumbo Elite 15 Year Fixed'],
    ]);
    const ladders = compare(jumbo, b).changes.flatMap((c) =>
      c.kind === 'ladder' && c.ladder.type === 'block' ? [`${c.status} ${c.ladder.block} ${c.ladder.lock_days}`] : [],
    );
    expect(ladders).toEqual([
      ...[15, 30, 45, 60].map((days) => `removed Jumbo Elite 15 Year Fixed ${days}`),
      ...[15, 30, 45, 60].map((days) => `added Jumbo Elite 15-Year Fixed ${days}`),
    ]);
  });
});

describe('a grid row or band column is the loans it selects: to the compiler and the diff alike', () => {
  const jumbo = load('jumbo', CEDAR_MORNING);
  const loanFeatures = (sheet: Artifact) =>
    sheet.programs.map((p) => p.grids.find((g) => g.category === 'Loan Features')!);
  const dti = (sheet: Artifact) => loanFeatures(sheet).map((g) => g.rows.find((r) => r.label === 'DTI > 43.00%')!);
  const llpa = (a: Artifact, b: Artifact) =>
    compare(a, b).changes.map((c) => (c.kind === 'llpa_row' ? [c.status, c.row, c.values.length] : c.kind));

  it('a row re-worded to the same conditions ("DTI > 43.00%" -> "DTI above 43%"): no removal, no change', () => {
    const b = copy(jumbo);
    for (const row of dti(b)) row.label = 'DTI above 43%';
    expect(removals(jumbo, b)).toEqual([]);
    expect(compare(jumbo, b).changes).toEqual([]);
  });

  it('the same label over other conditions ("DTI > 43.00%" read as above 45.00): a removal, removed + added', () => {
    const b = copy(jumbo);
    for (const row of dti(b)) row.when = [above('dti', 4500)]; // hundredths, as the artifact holds them
    expect(removals(jumbo, b).map((r) => [r.removed, r.where])).toEqual([
      ['grid row', 'Adjustments › Loan Features › DTI > 43.00%'],
    ]);
    // the row's four loan-amount bands ($766,551 - $1,000,000 … $2,000,001 - $3,000,000) on each side
    expect(llpa(jumbo, b)).toEqual([
      ['removed', 'DTI > 43.00%', 4],
      ['added', 'DTI > 43.00%', 4],
    ]);
  });

  it('a band re-headed over the same range ("$766,551 - $1,000,000" -> "$766,551 to $1,000,000"): no removal, no change', () => {
    const b = copy(jumbo);
    for (const g of loanFeatures(b))
      g.columns.find((c) => c.label === '$766,551 - $1,000,000')!.label = '$766,551 to $1,000,000';
    expect(removals(jumbo, b)).toEqual([]);
    expect(compare(jumbo, b).changes).toEqual([]);
  });

  it('a band over another range under the same header: a removal, removed + added', () => {
    const b = copy(jumbo);
    for (const g of loanFeatures(b)) {
      const band = g.columns.find((c) => c.label === '$766,551 - $1,000,000')!;
      const [range] = band.when;
      if (range?.kind !== 'range') throw new Error('a Loan Features band is a loan-amount range');
      band.when = [{ ...range, range: { ...range.range, lo: 800_000 } }]; // was $766,551 and up
    }
    expect(removals(jumbo, b).map((r) => [r.removed, r.where])).toEqual([
      ['band', 'Adjustments › Loan Features › $766,551 - $1,000,000'],
    ]);
    expect(compare(jumbo, b).changes.map((c) => (c.kind === 'llpa_band' ? [c.status, c.band] : c.kind))).toEqual([
      ['added', '$766,551 - $1,000,000'],
      ['removed', '$766,551 - $1,000,000'],
    ]);
  });
});
