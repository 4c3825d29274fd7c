/**
 * Bayshore restated in the table language (profile.ts): its sheets compiled under the restated
 * profile give the artifacts of dist-sheets/ byte for byte (the known layout's, committed), with no
 * finding. Its findings on broken workbooks are not compared (the tests of them run the known layout,
 * its roster profile).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import { artifactPath } from '../../compiler/output.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { BAYSHORE_DECLARED } from './profile.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const built = buildAll(`${ROOT}sheets`, { profiles: { [BAYSHORE_DECLARED.slug]: BAYSHORE_DECLARED } });
const restated = built.artifacts.filter((a) => a.lender_slug === BAYSHORE_DECLARED.slug);

describe('Bayshore restated in the table language', () => {
  it('compiles every sheet with no finding', () => {
    expect(built.diag.list.filter((d) => d.lender === BAYSHORE_DECLARED.slug)).toEqual([]);
    // every sheet dist-sheets/ holds of the lender (its manifest), whatever days the daily job adds
    const manifest = JSON.parse(readFileSync(`${ROOT}dist-sheets/manifest.json`, 'utf8')) as {
      artifacts: { lender_slug: string; effective_at: string }[];
    };
    const committed = manifest.artifacts.filter((e) => e.lender_slug === BAYSHORE_DECLARED.slug);
    expect(committed.length).toBeGreaterThan(0);
    expect(restated.map((a) => a.effective_at)).toEqual(committed.map((e) => e.effective_at));
  });

  it.each(restated.map((a) => [artifactPath(a), a] as const))(
    '%s is the committed artifact byte for byte',
    (path, a) => {
      expect(Buffer.from(encodeArtifact(a)).equals(readFileSync(`${ROOT}dist-sheets/${path}`))).toBe(true);
    },
  );
});
