/**
 * A declared program of several doc types (compiler/tables/assemble.ts): Juniper Ridge's Thirty-Year
 * Fixed listing `Full Doc` and `Bank Statement`, each with the program's rules, and a `Doc Adj` tab
 * (`Program | Doc Type | Adj`) whose row for bank statements is read by a word of the profile's
 * conditions (`Bank Statement`: the doc keys of bank statements, either seasoning).
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  'Doc Adj': [
    [null, 'Program', 'Doc Type', 'Adj'],
    [null, 'All', 'Bank Statement', -0.375], // D5
  ],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  programs: JUNIPER.programs.map(({ docTypeAssumed: _, ...p }) =>
    p.slug === 'thirty_year_fixed'
      ? { ...p, docTypes: { 'Full Doc': 'full_doc', 'Bank Statement': 'bank_statements' } }
      : p,
  ),
  conditions: {
    ...JUNIPER.conditions,
    'Bank Statement': [{ kind: 'eq', attr: 'doc', values: ['bank_statements_12mo', 'bank_statements_24mo'] }],
  },
  tables: [
    ...JUNIPER.tables,
    {
      means: 'adjustments',
      at: { tab: 'Doc Adj' },
      shape: 'list',
      category: 'Doc Type',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Doc Type', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
  ],
};
const built = juniperWith(TABS, PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // 6.750 at 100.318, -1.500 of adjusters: 98.818

function quote(doc_type: string) {
  return pricedOn(built.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', doc_type });
}

describe('a declared program of two doc types', () => {
  it('compiles with no finding: one doc type entry each, the same rules', () => {
    expect(built.diag.list).toEqual([]);
    const thirty = built.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(thirty.doc_types.map((d) => [d.doc_type, d.column_label, d.min_fico])).toEqual([
      ['full_doc', 'Full Doc', 660],
      ['bank_statements', 'Bank Statement', 660],
    ]);
  });

  it('full doc prices as the notes say: 98.818', () => {
    const offer = quote('full_doc').eligible.find((o) => o.rate === 6.75)!;
    expect([offer.doc_type, offer.final_price]).toEqual(['full_doc', 98.818]);
  });

  it('bank statements add the Doc Adj row (D5): 98.818 - 0.375 = 98.443', () => {
    const offer = quote('bank_statements').eligible.find((o) => o.rate === 6.75)!;
    expect([offer.doc_type, offer.price_adjustment, offer.final_price]).toEqual(['bank_statements', -1.875, 98.443]);
    expect(offer.adjusters.map((a) => [a.category, a.value, a.source_cell?.replace(/^.* › /, '')])).toContainEqual([
      'Doc Type',
      -0.375,
      'Doc Adj!D5',
    ]);
  });

  it('a doc type the program does not list is refused by the request check, naming the two it lists', () => {
    expect(() => quote('1099')).toThrow('doc_type must be one of full_doc, bank_statements');
  });
});
