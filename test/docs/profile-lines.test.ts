/**
 * The README and docs/compiler.md state how many lines each lender's profile takes (issue 22: a
 * lender in at most 250 lines of declarations); this keeps the figures true as profiles change, and
 * the goal held.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PROFILES = join(ROOT, 'compiler', 'profiles');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
const COMPILER_DOC = readFileSync(join(ROOT, 'docs', 'compiler.md'), 'utf8');

const lineCount = (file: string) => readFileSync(join(PROFILES, file), 'utf8').trimEnd().split('\n').length;

describe('the README’s profile sizes', () => {
  it.each(readdirSync(PROFILES).filter((f) => f.endsWith('.ts')))('%s: as stated, and at most 250 lines', (file) => {
    const stated = new RegExp(`\`${file}\` (\\d+)`).exec(README);
    expect(stated, `README.md states no line count for \`${file}\``).not.toBeNull();
    expect(Number(stated![1])).toBe(lineCount(file));
    expect(lineCount(file)).toBeLessThanOrEqual(250);
  });
});

describe('docs/compiler.md’s table of profiles', () => {
  it.each(readdirSync(PROFILES).filter((f) => f.endsWith('.ts')))('%s: as stated', (file) => {
    const stated = new RegExp(`\\| \`compiler/profiles/${file}\` \\| (\\d+) \\|`).exec(COMPILER_DOC);
    expect(stated, `docs/compiler.md states no line count for \`${file}\``).not.toBeNull();
    expect(Number(stated![1])).toBe(lineCount(file));
  });
});
