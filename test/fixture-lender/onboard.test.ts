/**
 * Juniper Ridge onboarded with its profile alone (profile.ts, in the table language): its workbook
 * compiles with no finding, round-trips as an artifact, and prices every worked example of its
 * notes (examples.ts, priced by hand) to the thousandth: each offer's base price, adjustments
 * (cell, category, value) and final price, the cap and the floor at and past their limits, and
 * every reason of every rejection with its threshold and cell.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { lookup } from '../../worker/artifact/labels.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import type { Offer, Rejection } from '../../worker/engine/quote-response.ts';
import { allInForce, sheetOfBytes } from '../../worker/engine/rate-sheets.ts';
import { JUNIPER_EXAMPLES, type JuniperExample } from './examples.ts';
import { JUNIPER } from './profile.ts';
import { writeJuniperWorkbooks } from './workbooks.ts';

const folder = mkdtempSync(join(tmpdir(), 'juniper-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
writeJuniperWorkbooks(folder);
const built = buildAll(folder, { profiles: { juniper: JUNIPER } });
const bytes = built.artifacts[0] ? encodeArtifact(built.artifacts[0]) : new Uint8Array();
/** As the Worker reads it: from the artifact's bytes. */
const sheets = () => allInForce([sheetOfBytes(bytes, 'juniper')]);

const slugOf = (title: string) => JUNIPER.programs.find((p) => p.name === title)!.slug;
/** `<tab>!<A1>` of a reference `<workbook> › <tab>!<A1>`. */
const cellOf = (reference: string | null) => reference?.split(' › ')[1] ?? null;
/** A threshold list as the contract gives it: occupancies by their vocabulary value; in any order. */
const asSet = (list: readonly (string | number)[]) =>
  list.map((x) => (typeof x === 'string' ? (lookup(JUNIPER.words.occupancy, x)?.[0] ?? x) : x)).sort();

function answer(example: JuniperExample) {
  const parsed = parseQuoteRequest(example.request);
  if (!parsed.ok) throw new Error(parsed.message);
  const out = quote(sheets(), parsed.request);
  if (!out.ok) throw new Error(out.message);
  return out.response;
}

describe('Juniper Ridge, onboarded with a profile alone', () => {
  it('compiles with no finding, and its artifact round-trips', () => {
    expect(built.diag.list.map((d) => `${d.severity} ${d.code} ${d.tab}!${d.cell} ${d.message}`)).toEqual([]);
    expect(built.artifacts.map((a) => [a.lender_slug, a.effective_at, a.expires_at])).toEqual([
      ['juniper', '2026-11-20T14:05:00-07:00', '2026-11-23T10:00:00-07:00'],
    ]);
    expect(decodeArtifact(bytes)).toEqual(built.artifacts[0]);
  });

  describe.each(JUNIPER_EXAMPLES)('$name', (example) => {
    const response = answer(example);
    it.each(Object.entries(example.expected))('%s', (title, expected) => {
      const slug = slugOf(title);
      const offers = response.eligible.filter((o: Offer) => o.program_slug === slug);
      const rejection = response.rejected.find((r: Rejection) => r.program_slug === slug);
      if (!expected.eligible) {
        expect(offers).toEqual([]);
        const found = rejection?.rejections ?? [];
        expect(found.map((r) => r.key).sort()).toEqual(expected.reasons.map((r) => r.key).sort());
        for (const want of expected.reasons) {
          const got = found.filter((r) => r.key === want.key);
          const matching = got.find(
            (r) =>
              (want.threshold === undefined ||
                (Array.isArray(want.threshold) && Array.isArray(r.threshold)
                  ? JSON.stringify(asSet(r.threshold as (string | number)[])) === JSON.stringify(asSet(want.threshold))
                  : r.threshold === want.threshold)) &&
              (want.cell === undefined || cellOf(r.source_page) === want.cell) &&
              (want.rate === undefined || ('rate' in r && r.rate === want.rate)) &&
              (want.final_price === undefined || ('final_price' in r && r.final_price === want.final_price)),
          );
          expect(matching, `${want.key} ${JSON.stringify(want)} among ${JSON.stringify(got)}`).toBeDefined();
        }
        return;
      }
      expect(rejection).toBeUndefined();
      const at = (rate: number) => offers.find((o) => o.rate === rate);
      const offer = at(expected.rate);
      expect(offer, `an offer at ${expected.rate}`).toBeDefined();
      expect([offer!.base_price, offer!.price_adjustment, offer!.final_price]).toEqual([
        expected.base_price,
        expected.price_adjustment,
        expected.final_price,
      ]);
      const shown = (a: Offer['adjusters'][number]) =>
        [cellOf(a.source_cell), a.category.replace(/^PPP /, ''), a.value].join(' ');
      expect(offer!.adjusters.map(shown).sort()).toEqual(
        expected.adjusters.map((a) => [a.cell, a.category, a.value].join(' ')).sort(),
      );
      for (const a of offer!.adjusters.filter((x) => x.source === 'llpa'))
        expect(a.row_label).toBe(
          expected.adjusters.find((e) => e.cell === cellOf(a.source_cell))!.conditions.join(' / '),
        );
      expect(offer!.caps_applied.map((c) => c.provided)).toEqual(
        expected.capped_from === undefined ? [] : [expected.capped_from],
      );
      for (const other of expected.other_rates ?? []) {
        const found = at(other.rate);
        expect(found?.final_price ?? null, `rate ${other.rate}`).toBe(other.final_price);
        if (found)
          expect(found.caps_applied.map((c) => c.provided)).toEqual(
            other.capped_from === undefined ? [] : [other.capped_from],
          );
      }
    });
  });
});
