import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MatrixRow, MatrixView } from '../../worker/contract/matrix-view-schema.ts';
import type { QuoteResponse, Reason } from '../../worker/contract/response.ts';
import { type LenderSheet, loadedSheet, type WithSheet } from '../../worker/engine/rate-sheets.ts';
import type { AsOf } from '../../worker/sheets/select.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { publish } from './kv-fixtures.ts';
import { send, VALID_QUOTE } from './requests.ts';

beforeEach(async () => {
  await reset();
  await publish(env.PRICER_KV);
});

async function matrix(path: string, store?: SheetStore): Promise<MatrixView> {
  const response = await send(path, { method: 'GET', ...(store ? { store } : {}) });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(MatrixView.parse(body)).toEqual(body); // exactly the documented fields
  return body as MatrixView;
}

/** The one program-level reason `key` of `program` for this scenario. */
async function reasonFor(scenario: Record<string, unknown>, program: string, key: string): Promise<Reason> {
  const response = await send('/api/pricer/quote', { body: { ...VALID_QUOTE, program_slug: program, ...scenario } });
  const quote = await response.json<QuoteResponse>();
  const reason = quote.rejected.find((r) => r.program_slug === program)?.rejections.find((x) => x.key === key);
  expect(reason, `${program} should be rejected with ${key}`).toBeDefined();
  return reason!;
}

const inBand = (band: MatrixRow['fico'], v: number) =>
  band !== null &&
  (band.min === null || (band.min_inclusive ? v >= band.min : v > band.min)) &&
  (band.max === null || (band.max_inclusive ? v <= band.max : v < band.max));

describe('GET /api/programs/{slug}/matrix', () => {
  it('flattens the DSCR matrix to one row per tier, FICO band, loan band, occupancy and purpose', async () => {
    const view = await matrix('/api/programs/dscr/matrix');
    expect(view).toMatchObject({
      lender_slug: 'non-qm',
      program_slug: 'dscr',
      has_matrix: true,
      rate_sheet_date: '2026-11-23',
      source: 'GranitePeak_NonQM_ProgramMatrix_2026-11-23.xlsx › DSCR Matrix',
    });
    expect(view.dscr_tiers.map((t) => [t.label, t.dscr])).toEqual([
      ['DSCR ≥ 1.00', { min: 1, min_inclusive: true, max: null, max_inclusive: false }],
      ['DSCR < 1.00 (0.75 - 0.99)', { min: 0.75, min_inclusive: true, max: 1, max_inclusive: false }],
    ]);
    expect(view.columns.map((c) => c.purpose)).toEqual(['purchase', 'rate_term_refi', 'cash_out_refi']);
    expect(view.rows).toHaveLength(36 * 3);
    // sheets/README.md §3.9: DSCR ≥ 1.00, 720 - 739, ≤ $1,000,000, Investment / Purchase = 80/80
    expect(
      view.rows.find(
        (r) =>
          r.dscr_tier === 'DSCR ≥ 1.00' &&
          r.fico_band === '720 - 739' &&
          r.loan_amount_band === '≤ $1,000,000' &&
          r.purpose === 'purchase',
      ),
    ).toMatchObject({
      occupancy: 'investment',
      max_ltv: '80.00',
      max_cltv: '80.00',
      loan_amount: { min: null, max: 1000000, max_inclusive: true },
    });
  });

  it('explains a max_ltv_exceeded by eye: the reason’s source_page is a row whose bands hold the scenario', async () => {
    const reason = await reasonFor({ credit_score: 700, loan_amount: 450_000 }, 'full_doc', 'max_ltv_exceeded');
    const view = await matrix('/api/programs/full_doc/matrix');
    const row = view.rows.find((r) => r.source_cell === reason.source_page)!;
    expect(row).toMatchObject({
      occupancy: 'owner_occupied',
      purpose: 'purchase',
      dscr_tier: null,
      max_ltv: (reason.threshold as number).toFixed(2),
    });
    expect(inBand(row.fico, 700) && inBand(row.loan_amount, 450_000)).toBe(true);
    expect(Number(row.max_ltv)).toBeLessThan(reason.provided as number);
  });

  it('explains a no_ltv_matrix_cell on an NA cell: the row of the reason’s cell has max_ltv null', async () => {
    const scenario = {
      occupancy: 'investment',
      purpose: 'cash_out_refi',
      credit_score: 750,
      loan_amount: 2_500_000,
      purchase_price: 5_000_000,
      dscr_ratio: 1.2,
    };
    const reason = await reasonFor(scenario, 'dscr', 'no_ltv_matrix_cell');
    const view = await matrix('/api/programs/dscr/matrix');
    const row = view.rows.find((r) => r.source_cell === reason.source_page)!;
    expect(row).toMatchObject({
      dscr_tier: (reason.provided as { dscr_tier: string }).dscr_tier,
      occupancy: 'investment',
      purpose: 'cash_out_refi',
      max_ltv: null,
      max_cltv: null,
    });
    expect(inBand(row.fico, 750) && inBand(row.loan_amount, 2_500_000)).toBe(true);
  });

  it('explains a no_ltv_matrix_cell with no column: the matrix has no row of that occupancy', async () => {
    const reason = await reasonFor({ dscr_ratio: 1.2 }, 'dscr', 'no_ltv_matrix_cell');
    expect(reason.provided).toMatchObject({ occupancy: 'owner_occupied' });
    const view = await matrix('/api/programs/dscr/matrix');
    expect(view.rows.filter((r) => r.occupancy === 'owner_occupied')).toEqual([]);
    expect(new Set(view.columns.map((c) => c.occupancy))).toEqual(new Set(['investment']));
  });

  it('answers 200 for an agency program with the 97% maximum LTV and the NA cells of its LLPA grids', async () => {
    // Bayshore's program, named with its lender: another roster lender may price a program of that slug
    const view = await matrix('/api/programs/2_conventional_fixed/matrix?lender=agency');
    const wb = 'BayshoreHomeFunding_Agency_RateSheet_2026-11-23.xlsx';
    expect(view).toMatchObject({
      lender_slug: 'agency',
      has_matrix: false,
      rows: [],
      columns: [],
      max_ltv: { value: '97.00', source_cell: `${wb} › Guidelines!C14` },
    });
    expect(view.explanation).toMatch(/no LTV matrix/);
    expect(view.llpa_na_cells).toContainEqual({
      category: 'CASH-OUT REFINANCE — CREDIT SCORE / LTV',
      row_label: '≥ 780',
      band: '80.01 - 85.00%',
      source_cell: `${wb} › LLPA!H35`,
    });
    // Only the high-balance rows of this program (Fixed Rate), not the ARM ones.
    expect(
      view.llpa_na_cells
        .filter((c) => c.category.startsWith('HIGH BALANCE'))
        .every((c) => c.row_label.startsWith('Fixed Rate')),
    ).toBe(true);

    // An agency cash-out at 85% LTV: its llpa_na names one of those cells.
    const reason = await reasonFor(
      { purpose: 'cash_out_refi', credit_score: 790, loan_amount: 425_000 },
      '2_conventional_fixed',
      'llpa_na',
    );
    expect(view.llpa_na_cells.map((c) => c.source_cell)).toContain(reason.source_page);
  });

  it('reads the sheet of ?as_of= and accepts ?lender=', async () => {
    const view = await matrix('/api/programs/full_doc/matrix?as_of=2026-11-20&lender=non-qm');
    expect(view.rate_sheet_date).toBe('2026-11-20');
    expect(view.rows[0]!.source_cell).toMatch(/^GranitePeak_NonQM_ProgramMatrix_2026-11-20\.xlsx › Full Doc Matrix!/);
  });

  it.each([
    ['an unknown slug', '/api/programs/no_such_program/matrix'],
    ['a slug of another lender', '/api/programs/dscr/matrix?lender=agency'],
    ['an unknown lender', '/api/programs/dscr/matrix?lender=nobody'],
  ])('answers 404 JSON for %s', async (_, path) => {
    const response = await send(path, { method: 'GET' });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await response.json<{ message: string }>();
    expect(body).toEqual({ message: expect.stringContaining('no program'), request_id: expect.any(String) });
  });

  it('answers 422 naming ?lender= when two lenders share the slug, and 200 once it is given', async () => {
    // Slugs are unique on today's sheets: a second copy of the non-QM sheet under another lender makes one ambiguous.
    const twin = new (class extends SheetStore {
      async #twin(kv: KVNamespace, when: AsOf): Promise<LenderSheet> {
        const nonQm = (await super.wholeSheet(kv, when, 'non-qm')) as WithSheet;
        const twinSheet = loadedSheet({ ...nonQm.sheet.artifact, lender_slug: 'non-qm-2' }, nonQm.sheet.sha256);
        return { ...nonQm, lender_slug: 'non-qm-2', sheet: twinSheet };
      }
      override async sheets(kv: KVNamespace, when: AsOf): Promise<LenderSheet[]> {
        return [...(await super.sheets(kv, when)), await this.#twin(kv, when)];
      }
      override async wholeSheet(kv: KVNamespace, when: AsOf, lender: string): Promise<LenderSheet> {
        return lender === 'non-qm-2' ? this.#twin(kv, when) : super.wholeSheet(kv, when, lender);
      }
    })();
    const response = await send('/api/programs/dscr/matrix', { method: 'GET', store: twin });
    expect(response.status).toBe(422);
    const body = await response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors.lender).toEqual([expect.stringContaining('non-qm, non-qm-2')]);
    expect((await matrix('/api/programs/dscr/matrix?lender=non-qm-2', twin)).lender_slug).toBe('non-qm-2');
  });
});
