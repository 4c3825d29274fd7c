/**
 * What the compiler says when a declared profile (compiler/tables/) and a workbook disagree: an
 * unsupported layout (`unsupported_layout`: a table declared in a form the language cannot read)
 * apart from an undeclared label (`unknown_rule`, `unknown_row_label`: a word of the lender's the
 * profile does not declare), each at its cell, and a program that gets no part (`missing_program_part`).
 * Juniper Ridge's workbook (test/fixture-lender/) under its profile with one thing changed; unchanged,
 * it compiles with no finding (test/fixture-lender/onboard.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import type { DeclaredProfile, RuleTable, Table } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { writeJuniperWorkbooks } from '../fixture-lender/workbooks.ts';

const folder = mkdtempSync(join(tmpdir(), 'juniper-errors-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
writeJuniperWorkbooks(folder);

/** The findings of a compile under JUNIPER with its tables replaced by `tables` (or changed by `change`). */
function findings(profile: DeclaredProfile): string[] {
  const built = buildAll(folder, { profiles: { juniper: profile } });
  expect(built.artifacts).toEqual([]);
  return built.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`);
}

const withTable = (means: Table['means'], change: (table: Table) => Table): DeclaredProfile => ({
  ...JUNIPER,
  tables: JUNIPER.tables.map((t) => (t.means === means ? change(t) : t)),
});
const rules = JUNIPER.tables.find((t): t is RuleTable => t.means === 'eligibility rules')!;

describe('a declared profile that does not fit its workbook', () => {
  it('base prices declared as program rows: an unsupported layout at the tab, then each program lacks its prices', () => {
    expect(findings(withTable('base prices', (t) => ({ ...t, shape: 'program rows' }) as Table))).toEqual([
      'unsupported_layout Pricing!',
      'missing_program_part !',
      'missing_program_part !',
      'missing_program_part !',
    ]);
  });

  it('program groups whose headings the tab never prints: missing_table at the tab, then each program lacks its prices', () => {
    const misspelt = withTable(
      'base prices',
      (t) =>
        ({
          ...t,
          columns: [
            { heading: 'Note Rate', holds: 'rate' as const },
            { heading: 'Price', holds: 'price' as const },
          ],
        }) as Table,
    );
    expect(findings(misspelt)).toEqual([
      'missing_table Pricing!',
      'missing_program_part !',
      'missing_program_part !',
      'missing_program_part !',
    ]);
  });

  it('a cap key that is no slug: invalid_artifact for the workbook, naming the field, instead of a crash at write time', () => {
    const words = { ...rules.rules, 'Max Price': { rule: 'max_price' as const, key: 'Max Price' } };
    const built = buildAll(folder, {
      profiles: { juniper: withTable('eligibility rules', (t) => ({ ...t, rules: words }) as Table) },
    });
    expect(built.diag.list.map((d) => `${d.code} ${d.workbook}: ${d.message}`)).toEqual([
      'invalid_artifact JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx: the profile declares what the artifact cannot hold: ' +
        ['programs.0', 'programs.1', 'programs.2']
          .map((p) => `${p}.caps.0.key: Invalid string: must match pattern /^[a-z0-9_]+$/`)
          .join('; '),
    ]);
    expect(built.artifacts).toEqual([]);
  });

  it('no tables at all: every program lacks its parts', () => {
    expect(findings({ ...JUNIPER, tables: [] })).toEqual([
      'missing_program_part !',
      'missing_program_part !',
      'missing_program_part !',
    ]);
  });

  it('a rule label the profile does not declare: unknown_rule at its cell (Max DTI, Eligibility!B10)', () => {
    const { 'Max DTI': _dti, ...words } = rules.rules;
    expect(findings(withTable('eligibility rules', (t) => ({ ...t, rules: words }) as Table))).toEqual([
      'unknown_rule Eligibility!B10',
    ]);
  });

  it('a condition word the profile does not declare: unknown_row_label at its cell (Condo, Adjustments!C26)', () => {
    const { Condo: _condo, ...conditions } = JUNIPER.conditions;
    expect(findings({ ...JUNIPER, conditions })).toEqual(['unknown_row_label Adjustments!C26']);
  });

  it('an adjustment list of its values alone (no condition, label or other key column): missing_table at its header, not read as nothing', () => {
    const valuesOnly = withTable('adjustments', (t) =>
      t.at.tab === 'Lock' ? ({ ...t, columns: [{ heading: 'Adj', holds: 'adjustment' }] } as Table) : t,
    );
    const built = buildAll(folder, { profiles: { juniper: valuesOnly } });
    expect(built.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`)).toEqual(['missing_table Lock!B4']);
  });

  it('a scoped Min Price: the language has none, an unsupported layout at the rule (Eligibility!B17)', () => {
    const words = {
      ...rules.rules,
      'Min Price': { rule: 'min_price' as const, when: [{ kind: 'flag' as const, attr: 'interest_only' as const }] },
    };
    expect(findings(withTable('eligibility rules', (t) => ({ ...t, rules: words }) as Table))).toEqual([
      'unsupported_layout Eligibility!B17',
    ]);
  });

  it('two tables declared on a tab the workbook lacks: one missing_tab, not one per table', () => {
    const elsewhere = (t: Table): Table => ({ ...t, at: { tab: 'Guide' } }) as Table;
    const moved = JUNIPER.tables.map((t) => (t.means === 'eligibility rules' ? elsewhere(t) : t));
    const sentences: Table = { ...elsewhere(rules), shape: 'sentences', columns: [] } as Table;
    expect(findings({ ...JUNIPER, tables: [...moved, sentences] }).filter((f) => f.startsWith('missing_tab'))).toEqual([
      'missing_tab !',
    ]);
  });
});

describe('a header not found names the row nearest to it', () => {
  const messages = (profile: DeclaredProfile) =>
    buildAll(folder, { profiles: { juniper: profile } }).diag.list.map(
      (d) => `${d.code} ${d.tab}!${d.cell}: ${d.message}`,
    );
  const lockWith = (headings: readonly [string, string]): DeclaredProfile =>
    withTable('adjustments', (t) =>
      t.shape === 'list' && t.columns[0]?.heading === 'Lock Period'
        ? { ...t, columns: t.columns.map((c, i) => ({ ...c, heading: headings[i]! })) }
        : t,
    );

  it('a heading misspelt: the row printing the others, its cells as printed, and the heading it lacks', () => {
    // the Lock tab's header A4 prints `Lock Period | Adj`
    expect(messages(lockWith(['Lock Period', 'Adjustment']))).toEqual([
      'missing_table Lock!: no header Lock Period | Adjustment: nearest, A4 prints Lock Period | Adj, without "Adjustment"',
    ]);
  });

  it('no heading printed anywhere on the tab: said so', () => {
    expect(messages(lockWith(['Lock Term', 'Adjustment']))).toEqual([
      'missing_table Lock!: no header Lock Term | Adjustment: the tab prints none of these headings',
    ]);
  });
});

describe('every heading printed, but not side by side', () => {
  const fees = juniperWith(
    {
      Fees: [
        [null, 'Lock Period', null, 'Adj'],
        [null, '15 Day', null, 0.125],
      ],
    },
    {
      ...JUNIPER,
      tables: [
        ...JUNIPER.tables,
        {
          means: 'adjustments',
          at: { tab: 'Fees' },
          shape: 'list',
          category: 'Fees',
          columns: [
            { heading: 'Lock Period', holds: 'lock period' },
            { heading: 'Adj', holds: 'adjustment' },
          ],
        },
      ],
    },
  );
  it('B4 prints both headings, a blank cell between them: no header, and the row named', () => {
    expect(fees.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}: ${d.message}`)).toEqual([
      'missing_table Fees!: no header Lock Period | Adj: row 4 prints every heading (B4, D4), but not side by side as one header',
    ]);
  });
});

describe('a title or a sentence not found names the cell most like it', () => {
  const notes = (start: string) =>
    juniperWith(
      { Notes: [[null, 'Prepayment penalties are not permitted in AK, KS and MI (state law).']] }, // B4
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          {
            means: 'eligibility rules',
            at: { tab: 'Notes' },
            shape: 'sentences',
            columns: [],
            rules: { [start]: { rule: 'ppp_restricted_states' } },
          },
        ],
      },
    ).diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}: ${d.message}`);

  it('start words misspelt: B4 shares most of their words (prepayment, not, permitted)', () => {
    expect(notes('Prepayment penalty is not permitted')).toEqual([
      'missing_table Notes!: no sentence starting "Prepayment penalty is not permitted": nearest, B4 prints "Prepayment penalties are not permitted in AK, KS and MI (state law)."',
    ]);
  });

  it('no cell shares half of their words: the message names none', () => {
    expect(notes('Investor loans are capped')).toEqual([
      'missing_table Notes!: no sentence starting "Investor loans are capped"',
    ]);
  });
});
