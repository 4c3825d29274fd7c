/**
 * Every finding the compiler can report is classed deliberately (issue 12 §1): the codes used in
 * compiler/ are exactly those of compiler/finding-classes.ts (docs/compiler.md's severity table), each
 * reported with the severity classed there, and a warning never refuses a sheet.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINDING_CLASSES } from '../../compiler/finding-classes.ts';
import { ROOT } from './compile-runs.ts';

const sources = readdirSync(join(ROOT, 'compiler'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && f !== 'finding-classes.ts')
  .map((f) => readFileSync(join(ROOT, 'compiler', f), 'utf8'));

/** code -> the severities it is reported with, read from the source. */
function usedCodes(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const use = (code: string, severity: string) => used.set(code, (used.get(code) ?? new Set()).add(severity));
  for (const text of sources) {
    for (const m of text.matchAll(/\.(error|warn)\(\s*'([a-z_]+)'/g)) use(m[2]!, m[1] === 'warn' ? 'warning' : 'error');
    // diag.add, a banner finding, a refusal of the whole workbook: errors unless they say otherwise
    for (const m of text.matchAll(/\b(?:code: |fail\(\s*|refuse\(\s*)'([a-z_]+)'/g)) use(m[1]!, 'error');
    if (/\bunpriced\(sheet/.test(text) || /\bunpriced\([a-zA-Z!]+,/.test(text)) use('unpriced_program', 'warning');
  }
  return used;
}

describe('finding classes', () => {
  it('every code the compiler reports is classed, with the severity it is reported with, and every class is used', () => {
    const used = usedCodes();
    expect([...used.keys()].sort()).toEqual(Object.keys(FINDING_CLASSES).sort());
    for (const [code, severities] of used)
      expect([code, [...severities]]).toEqual([code, [FINDING_CLASSES[code]!.severity]]);
  });

  it('the warnings are the three classes that cannot change a price or an answer', () => {
    const warnings = Object.entries(FINDING_CLASSES).filter(([, c]) => c.severity === 'warning');
    expect(warnings.map(([code]) => code)).toEqual(['note_in_table', 'unpriced_program', 'formula_cell']);
    expect(Object.keys(FINDING_CLASSES)).toHaveLength(63);
  });
});
