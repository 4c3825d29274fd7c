/**
 * A rule the matrix holds (RuleWord.inMatrix) needs a matrix: Cedar Hollow's profile with its
 * eligibility matrix left undeclared is refused, naming the rule, rather than compiling a program
 * whose eligible property types test nothing.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import { CEDAR_HOLLOW } from '../../compiler/profiles/cedar-hollow.ts';

const folder = mkdtempSync(join(tmpdir(), 'cedar-no-matrix-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
cpSync(join(import.meta.dirname, '../../sheets/jumbo'), join(folder, 'jumbo'), { recursive: true });

describe('a rule held by the matrix, with no matrix', () => {
  it('refuses each program, naming the rule', () => {
    const noMatrix = { ...CEDAR_HOLLOW, tables: CEDAR_HOLLOW.tables.filter((t) => t.means !== 'eligibility matrix') };
    const built = buildAll(folder, { profiles: { jumbo: noMatrix } });
    const refused = built.diag.list.filter((d) => d.code === 'missing_table').map((d) => d.message);
    expect(new Set(refused)).toEqual(
      new Set(
        CEDAR_HOLLOW.programs.map(
          (p) =>
            `${p.name}: its "Eligible Property Types" rule is held by the matrix (inMatrix), but no eligibility matrix is declared for it`,
        ),
      ),
    );
    expect(built.artifacts).toEqual([]);
  });

  it('with its matrix the profile compiles as before', () => {
    const built = buildAll(folder, { profiles: { jumbo: CEDAR_HOLLOW } });
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
