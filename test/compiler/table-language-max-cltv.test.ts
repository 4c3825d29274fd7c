/**
 * A maximum LTV that is the maximum CLTV too (RuleWord `andMaxCltv`): Juniper Ridge's `Max LTV`
 * row (Eligibility, `All | Max LTV | 80.00%`) read so, for a lender whose notes say it prices first
 * liens only (CLTV = LTV). The program shows 80.00% as its maximum CLTV (the catalog's figure), its
 * cell the maximum LTV's; no rule of its own refuses a loan by it.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, RuleTable, RuleWord } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** Juniper Ridge with its `Max LTV` row read as `word`. */
const withMaxLtv = (word: RuleWord): DeclaredProfile => ({
  ...JUNIPER,
  tables: JUNIPER.tables.map((t) =>
    t.means === 'eligibility rules' ? { ...t, rules: { ...(t as RuleTable).rules, 'Max LTV': word } } : t,
  ),
});
const docType = (profile: DeclaredProfile) => {
  const built = juniperWith({}, profile);
  return { findings: built.diag.list, rules: built.artifacts[0]?.programs[0]?.doc_types[0] };
};

describe('a maximum LTV that is the maximum CLTV too (andMaxCltv)', () => {
  it('the program shows 80.00% (8000) as its maximum CLTV, no cell of its own, no rule beside the maximum LTV', () => {
    const { findings, rules } = docType(withMaxLtv({ rule: 'max_ltv', andMaxCltv: true }));
    expect(findings).toEqual([]);
    expect(rules!.max_cltv).toBe(8000);
    expect(rules!.cells.max_cltv).toBeUndefined();
    expect(rules!.rules.map((r) => r.key)).not.toContain('max_cltv_exceeded');
  });

  it('without it the program shows no maximum CLTV', () => {
    expect(docType(withMaxLtv({ rule: 'max_ltv' })).rules!.max_cltv).toBeNull();
  });

  it('said of another rule (`Min FICO`) it is unsupported_layout at each of its value cells (C5, and C13 the investor program’s)', () => {
    const profile: DeclaredProfile = {
      ...JUNIPER,
      tables: JUNIPER.tables.map((t) =>
        t.means === 'eligibility rules'
          ? { ...t, rules: { ...(t as RuleTable).rules, 'Min FICO': { rule: 'min_fico', andMaxCltv: true } } }
          : t,
      ),
    };
    expect(docType(profile).findings.map((d) => [d.code, d.tab, d.cell])).toEqual([
      ['unsupported_layout', 'Eligibility', 'C5'],
      ['unsupported_layout', 'Eligibility', 'C13'],
    ]);
  });
});
