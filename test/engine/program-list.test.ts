/**
 * GET /api/pricer/programs reads each sheet's plan (its program records and entries), not its
 * tables: for every committed artifact, read from its quote part as a quote reads it, the list
 * names what the tables hold, program by program and doc type by doc type, in the sheet's order.
 */
import { describe, expect, it } from 'vitest';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import { quotePartOf } from '../../worker/artifact/encode.ts';
import { programList } from '../../worker/engine/catalog.ts';
import { allInForce, sheetOfBytes } from '../../worker/engine/rate-sheets.ts';
import { fixtureArtifactBytes } from '../fixtures.ts';

const artifacts = fixtureArtifactBytes();

describe.each(artifacts)('$path', ({ bytes, sha256 }) => {
  it('lists the programs and doc types its tables hold, read from its quote part', () => {
    const tables = decodeArtifact(bytes);
    const [listed] = programList(allInForce([sheetOfBytes(quotePartOf(bytes), sha256)])).lenders;
    expect(listed?.lender_name).toBe(tables.lender_name);
    expect(listed?.programs).toEqual(
      tables.programs.map((p) => ({
        program_slug: p.slug,
        program_name: p.name,
        doc_types: p.doc_types.map((d) => d.doc_type),
      })),
    );
  });
});
