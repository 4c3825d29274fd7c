/**
 * The catalog routes over many lenders hold one lender's decoded tables at a time (issue 30: a
 * catalog of 1,000 lenders had kept every lender's tables, about 300 MB against an isolate's 128):
 * a sheet read from its bytes decodes its tables for each answer and keeps none; GET /api/programs
 * is written lender by lender, its pieces joined being JSON.stringify of the catalog byte for byte;
 * the matrix view finds its program in the lenders' plans and decodes that lender's tables only.
 */
import { describe, expect, it } from 'vitest';
import { quotePartOf } from '../../worker/artifact/encode.ts';
import { catalogLender } from '../../worker/engine/catalog.ts';
import { findProgram, matrixView } from '../../worker/engine/matrix-view.ts';
import { allInForce, latestDate, sheetOfBytes } from '../../worker/engine/rate-sheets.ts';
import { streamOf } from '../../worker/http/catalog-json.ts';
import { fixtureArtifactBytes } from '../fixtures.ts';
import { catalogPieces } from './catalog-of.ts';

const artifacts = fixtureArtifactBytes();
const whole = () => allInForce(artifacts.map((a) => sheetOfBytes(a.bytes, a.sha256)));

describe('a sheet read from its bytes', () => {
  it.each(artifacts)('decodes $path for each read and keeps no decoded tables', ({ bytes, sha256 }) => {
    const sheet = sheetOfBytes(bytes, sha256);
    const [first, second] = [sheet.artifact, sheet.artifact];
    expect(second).not.toBe(first); // a fresh decode: nothing kept on the sheet
    expect(second).toEqual(first);
  });
});

describe('GET /api/programs, written lender by lender', () => {
  it('joins into JSON.stringify of the catalog, byte for byte, over every committed sheet', () => {
    const lenders = whole();
    const text = Buffer.concat([...catalogPieces(lenders)]).toString('utf8');
    expect(text).toBe(JSON.stringify({ rate_sheet_date: latestDate(lenders), lenders: lenders.map(catalogLender) }));
    expect(lenders.length).toBeGreaterThan(1); // several lenders: the separators are tested
  });

  it('is a catalog of no lender without a sheet: an empty list', () => {
    expect(Buffer.concat([...catalogPieces([])]).toString('utf8')).toBe('{"rate_sheet_date":null,"lenders":[]}');
  });

  it('streams its pieces in order and lets go of each once sent', async () => {
    const pieces = [...catalogPieces(whole())];
    const expected = Buffer.concat(pieces);
    const held: (Uint8Array<ArrayBuffer> | undefined)[] = [...pieces];
    const reader = streamOf(held).getReader();
    const read: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      read.push(r.value);
      expect(held[read.length - 1]).toBeUndefined();
    }
    expect(Buffer.concat(read).equals(expected)).toBe(true);
  });
});

describe('GET /api/programs/{slug}/matrix among many lenders', () => {
  // A sheet per lender, the first lender's read from its quote part: its tables cannot be read at all.
  const perLender = [...new Map(whole().map((l) => [l.lender_slug, l])).values()];
  const first = artifacts.find((a) => a.sha256 === perLender[0]!.sheet!.sha256)!;
  const lenders = allInForce([
    sheetOfBytes(quotePartOf(first.bytes), first.sha256),
    ...perLender.slice(1).map((l) => l.sheet!),
  ]);
  const other = lenders[1]!;

  it('finds a program of one lender without reading the tables of any other', () => {
    const program = other.sheet!.artifact.programs[0]!;
    const found = findProgram(lenders, program.slug, other.lender_slug);
    expect(found.ok && found.program).toEqual(program);
    if (found.ok) expect(matrixView(found).program_slug).toBe(program.slug);
  });

  it('names every lender’s programs, read from their plans, for a slug none has', () => {
    const found = findProgram(lenders, 'no_such_program', null);
    expect(found).toMatchObject({ ok: false, reason: 'not_found' });
    for (const l of lenders) expect(!found.ok && found.message).toContain(`(${l.lender_slug})`);
  });
});
