/**
 * A matrix cell's LTV / CLTV pair is read in order. Every cell of the real matrices prints the same
 * maximum twice ("90/90"), so these tests take the 11-20 Granite Peak artifact and change one cell
 * to a pair that differs: Full Doc Matrix!D11 (FICO ≥ 740, loan ≤ $1,000,000, Primary Residence
 * purchase) prints 90/90; here it is 85/90, then 90/85. A first-lien loan's CLTV is its LTV, so the
 * loan of 85.0002 % exceeds exactly the maximum that is 85, and the offer shows both maxima as stored.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { matrixView } from '../../worker/engine/matrix-view.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, loadedSheet, type WithSheet } from '../../worker/engine/rate-sheets.ts';
import { MATRIX20 } from './named-scenarios.ts';
import { at } from './quote-lookups.ts';
import { manifest } from './sheets.ts';

/** The 11-20 non-QM artifact with Full Doc Matrix!D11 set to [max LTV, max CLTV] in hundredths. */
function withD11(pair: [number, number]): Artifact {
  const entry = manifest.artifacts.find((e) => e.lender_slug === 'non-qm' && e.effective_at.startsWith('2026-11-20'))!;
  const a = decodeArtifact(readFileSync(`dist-sheets/${entry.path}`));
  const m = a.programs.find((p) => p.slug === 'full_doc')!.matrix!;
  const row = m.rows.find((r) => r.row === 11)!;
  const column = m.columns.findIndex((c) => c.col === 'D');
  expect(m.limits).toEqual(['max_ltv', 'max_cltv']);
  expect([row.labels.fico, row.labels.loan_amount, m.columns[column]!.when]).toEqual([
    '≥ 740',
    '≤ $1,000,000',
    [
      { kind: 'eq', attr: 'occupancy', values: ['owner_occupied'] },
      { kind: 'eq', attr: 'purpose', values: ['purchase'] },
    ],
  ]);
  expect(row.cells[column]).toEqual([9000, 9000]); // as printed: "90/90"
  row.cells[column] = pair;
  return a;
}

/** Full Doc, FICO 745, purchase of a $500,000 primary residence with `loan`. */
function fullDoc(a: Artifact, loan: number) {
  const parsed = parseQuoteRequest({
    program_slug: 'full_doc',
    term: 30,
    purpose: 'purchase',
    credit_score: 745,
    purchase_price: 500_000,
    loan_amount: loan,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const out = quote(allInForce([loadedSheet(a, 'test')]), parsed.request);
  if (!out.ok) throw new Error(out.message);
  return out.response;
}

const D11 = at(MATRIX20, 'Full Doc Matrix!D11');

describe('LTV 85, CLTV 90 (85/90)', () => {
  const a = withD11([8500, 9000]);

  it('prices 85.00 % LTV (425,000 / 500,000), each offer showing max_ltv 85.00 and max_cltv 90.00', () => {
    const r = fullDoc(a, 425_000);
    expect(r.rejected).toEqual([]);
    expect(r.eligible.length).toBeGreaterThan(0);
    expect(new Set(r.eligible.map((o) => `${o.max_ltv}/${o.max_cltv}`))).toEqual(new Set(['85.00/90.00']));
  });

  it('refuses 85.0002 % (425,001 / 500,000) for its LTV only: the CLTV maximum is 90', () => {
    expect(fullDoc(a, 425_001).rejected.map((x) => x.rejections)).toEqual([
      [{ key: 'max_ltv_exceeded', threshold: 85, provided: 85.0002, source_page: D11 }],
    ]);
  });

  it('shows the pair in the matrix view, in order', () => {
    const lender = {
      lender_slug: 'non-qm',
      status: 'in_force',
      sheet: loadedSheet(a, 'test'),
      withdrawn_at: null,
    };
    const view = matrixView({
      lender: lender as WithSheet,
      artifact: a,
      program: a.programs.find((p) => p.slug === 'full_doc')!,
    });
    const d11 = view.rows.find((r) => r.source_cell === D11)!;
    expect([d11.max_ltv, d11.max_cltv]).toEqual(['85.00', '90.00']);
  });
});

describe('LTV 90, CLTV 85 (90/85)', () => {
  const a = withD11([9000, 8500]);

  it('prices 85.00 %, each offer showing max_ltv 90.00 and max_cltv 85.00', () => {
    const r = fullDoc(a, 425_000);
    expect(r.rejected).toEqual([]);
    expect(new Set(r.eligible.map((o) => `${o.max_ltv}/${o.max_cltv}`))).toEqual(new Set(['90.00/85.00']));
  });

  it('refuses 85.0002 % for its CLTV only', () => {
    expect(fullDoc(a, 425_001).rejected.map((x) => x.rejections)).toEqual([
      [{ key: 'max_cltv_exceeded', threshold: 85, provided: 85.0002, source_page: D11 }],
    ]);
  });

  it('refuses 90.0002 % (450,001 / 500,000) for both, LTV first', () => {
    expect(fullDoc(a, 450_001).rejected.map((x) => x.rejections.map((y) => [y.key, y.threshold]))).toEqual([
      [
        ['max_ltv_exceeded', 90],
        ['max_cltv_exceeded', 85],
      ],
    ]);
  });
});
