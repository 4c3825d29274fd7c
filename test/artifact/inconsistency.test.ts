/**
 * What the artifact schema's shapes cannot say (format.ts inconsistency): a matrix cell holds one
 * value per limit its matrix names. Encode and decode both refuse a cell of another length, naming it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArtifactError, decodeArtifact } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { fixtureManifest } from '../fixtures.ts';

const entry = fixtureManifest().artifacts.find((e) => e.lender_slug === 'non-qm')!;
const fresh = () => decodeArtifact(readFileSync(`dist-sheets/${entry.path}`));

describe('a matrix cell holds one value per limit', () => {
  it('the real matrices do (max LTV and max CLTV: two values a cell)', () => {
    const a = fresh();
    const matrix = a.programs[0]!.matrix!;
    expect(matrix.limits).toEqual(['max_ltv', 'max_cltv']);
    expect(() => encodeArtifact(a)).not.toThrow();
  });

  it.each([[[8000]], [[8000, 8000, 700]]])('a cell %j is refused by encode and decode, at its path', (cell) => {
    const a = fresh();
    a.programs[0]!.matrix!.rows[2]!.cells[1] = cell;
    const problem =
      'artifact fails its schema: programs.0.matrix.rows.2.cells.1: expected 2 values, one per limit (max_ltv, max_cltv)';
    expect(() => encodeArtifact(a)).toThrow(new ArtifactError(problem));
  });
});
