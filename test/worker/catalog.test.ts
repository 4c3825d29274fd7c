import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { Catalog, ProgramList } from '../../worker/contract/catalog-schema.ts';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { artifactOf, publish } from './kv-fixtures.ts';
import { send, VALID_QUOTE } from './requests.ts';

beforeEach(async () => {
  await reset();
  await publish(env.PRICER_KV);
});

const get = (path: string, headers?: Record<string, string>) =>
  send(path, { method: 'GET', ...(headers ? { headers } : {}) });
const shaOf = (lender: string, date?: string) => artifactOf(lender, date).sha256;

/** The body, checked to hold exactly what the documented schema describes: parsing strips unknown keys, so equality proves none. */
async function documented<T>(response: Response, schema: { parse(v: unknown): T }): Promise<T> {
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(schema.parse(body)).toEqual(body);
  return body as T;
}

describe('GET /api/pricer/programs', () => {
  it('lists each lender’s programs and doc types on its latest sheet', async () => {
    const list = await documented(await get('/api/pricer/programs'), ProgramList);
    expect(list.rate_sheet_date).toBe('2026-11-23');
    const nonQm = list.lenders.find((l) => l.lender_slug === 'non-qm')!;
    expect(nonQm).toMatchObject({
      lender_name: 'Granite Peak Wholesale Lending',
      rate_sheet_date: '2026-11-23',
      sha256: shaOf('non-qm'),
    });
    expect(nonQm.programs.find((p) => p.program_slug === 'expanded_doc')).toEqual({
      program_slug: 'expanded_doc',
      program_name: 'Expanded Doc',
      doc_types: ['bank_statements', '1099', 'pl_statement', 'asset_utilization'],
    });
    const agency = list.lenders.find((l) => l.lender_slug === 'agency')!;
    expect(agency.programs.map((p) => [p.program_slug, p.doc_types])).toEqual([
      ['2_conventional_fixed', ['full_doc']],
      ['3_conventional_5_6_sofr_arm', ['full_doc']],
      ['4_conventional_7_6_sofr_arm', ['full_doc']],
    ]);
  });

  it('lists the sheets in force on ?as_of=', async () => {
    const list = await documented(await get('/api/pricer/programs?as_of=2026-11-22'), ProgramList);
    expect(list.rate_sheet_date).toBe('2026-11-20');
    expect(list.lenders.map((l) => [l.lender_slug, l.sha256])).toEqual(
      ROSTER.map((lender) => [lender, shaOf(lender, '2026-11-20')]),
    );
  });

  it.each([
    ['a malformed as_of', '?as_of=22-11-2026', 'as_of'],
    ['an as_of before every sheet', '?as_of=2026-01-01', 'as_of'],
    ['an unknown parameter (a typo)', '?asof=2026-11-20', 'asof'],
  ])('answers 422 naming the parameter for %s', async (_, query, key) => {
    const response = await get(`/api/pricer/programs${query}`);
    expect(response.status).toBe(422);
    const body = await response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toEqual([key]);
  });
});

describe('GET /api/programs', () => {
  it('gives every program its limits, caps, floor and PPP tables, each with its source cell', async () => {
    const catalog = await documented(await get('/api/programs'), Catalog);
    const nonQm = catalog.lenders.find((l) => l.lender_slug === 'non-qm')!;
    // In force at the test clock (2026-11-23 2:00 PM PT): Granite Peak's 1:15 PM reprice, paired with the day's matrix.
    expect(nonQm.workbooks).toEqual([
      'GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx',
      'GranitePeak_NonQM_ProgramMatrix_2026-11-23.xlsx',
    ]);
    expect(nonQm.ppp_restricted_states).toEqual(['AK', 'KS', 'MI', 'MN', 'NM', 'RI']);
    const dscr = nonQm.programs.find((p) => p.program_slug === 'dscr')!;
    const matrixWb = 'GranitePeak_NonQM_ProgramMatrix_2026-11-23.xlsx › Guidelines';
    expect(dscr.doc_types).toEqual([
      expect.objectContaining({
        doc_type: 'dscr',
        min_fico: { value: 640, source_cell: `${matrixWb}!H12` },
        max_dti: { value: null, source_cell: `${matrixWb}!H13` },
        min_loan_amount: { value: 100000, source_cell: `${matrixWb}!H14` },
        min_dscr: { value: 0.75, source_cell: `${matrixWb}!H16` },
        states: expect.objectContaining({ all_except: ['ND', 'NY'], source_cell: `${matrixWb}!H18` }),
        max_cltv: { value: 80, source_cell: `${matrixWb}!H23` },
      }),
    ]);
    const rateWb = 'GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx';
    expect(dscr.caps).toContainEqual({
      key: 'no_ppp_or_state_restricted',
      label: 'No PPP or State Restricted',
      value: 101.5,
      source_cell: `${rateWb} › Price Caps!E13`,
    });
    expect(dscr.floor).toEqual({
      key: 'min_price',
      label: 'Minimum Price',
      value: 96,
      source_cell: `${rateWb} › Price Caps!E16`,
    });
    expect(dscr.ppp_tables.map((t) => t.name)).toEqual(['5% Fixed', 'Declining (5-4-3-2-1)', '6 Months Interest']);
    expect(dscr.ppp_tables[0]!.rows.find((r) => r.term === '5YR PPP')!.values).toEqual([
      { column: 'Adj', value: 0.375, source_cell: `${rateWb} › PPP!C34` },
    ]);
    expect(dscr).toMatchObject({
      pricing: 'ladder',
      agency: null,
      matrix_path: '/api/programs/dscr/matrix?lender=non-qm',
    });
  });

  it('keeps NA in PPP tables as null (owner-occupied loans take no prepayment penalty)', async () => {
    const catalog = await documented(await get('/api/programs'), Catalog);
    const fullDoc = catalog.lenders.flatMap((l) => l.programs).find((p) => p.program_slug === 'full_doc')!;
    const row = fullDoc.ppp_tables[0]!.rows.find((r) => r.term === '3YR PPP')!;
    expect(row.values.find((v) => v.column === 'Primary / 2nd Home')?.value).toBeNull();
  });

  it('gives agency programs their rate blocks by term and the states offered with adjusters and agency', async () => {
    const catalog = await documented(await get('/api/programs'), Catalog);
    const fixed = catalog.lenders
      .find((l) => l.lender_slug === 'agency')!
      .programs.find((p) => p.program_slug === '2_conventional_fixed')!;
    const wb = 'BayshoreHomeFunding_Agency_RateSheet_2026-11-23.xlsx';
    expect(fixed).toMatchObject({
      pricing: 'rate_blocks',
      program_code: '2',
      ppp_tables: [],
      caps: [{ key: 'max_price', value: 104 }],
      floor: { key: 'min_price', value: 95 },
    });
    expect(fixed.agency!.conforming_limit).toEqual({ value: 766550, source_cell: `${wb} › Guidelines!C8` });
    expect(fixed.agency!.max_ltv).toEqual({ value: 97, source_cell: `${wb} › Guidelines!C14` });
    expect(fixed.agency!.rate_blocks.map((b) => [b.term, b.conforming.name, b.high_balance?.name ?? null])).toEqual([
      [30, 'Conforming 30 Year Fixed', 'High Balance 30 Year Fixed'],
      [25, 'Conforming 30 Year Fixed', 'High Balance 30 Year Fixed'],
      [20, 'Conforming 20 Year Fixed', null],
      [15, 'Conforming 15 Year Fixed', 'High Balance 15 Year Fixed'],
      [10, 'Conforming 10 Year Fixed', null],
    ]);
    expect(fixed.agency!.agency).toEqual({ value: 'FNMA', source_cell: `${wb} › State Adjusters!C10` });
    expect(fixed.agency!.states).toHaveLength(19); // the 19 rows of the State Adjusters tab
    expect(fixed.agency!.states).toContainEqual({
      state: 'CA',
      adjustment: 0.125,
      source_cell: `${wb} › State Adjusters!C12`,
    });
    expect(fixed.doc_types[0]!.states.value).toEqual(fixed.agency!.states.map((s) => s.state));
  });

  it('gives Cedar Hollow its guideline limits, price limits and tier states, each with its cell', async () => {
    const catalog = await documented(await get('/api/programs'), Catalog);
    const jumbo = catalog.lenders.find((l) => l.lender_slug === 'jumbo')!;
    // In force at the test clock (2026-11-23 2:00 PM PT = 4:00 PM CT): the 14:30 CT reprice, the whole workbook
    const wb = 'CedarHollow_Jumbo_RateSheet_2026-11-23_1430.xlsx';
    expect(jumbo.workbooks).toEqual([wb]);
    expect(jumbo.ppp_restricted_states).toEqual([]);
    const elite30 = jumbo.programs.find((p) => p.program_slug === 'jumbo_30_fixed')!;
    expect(elite30.doc_types).toEqual([
      expect.objectContaining({
        doc_type: 'full_doc',
        // Eligibility!B20 "Per LTV matrix cell": no program minimum, the matrix cells hold it
        min_fico: { value: null, source_cell: `${wb} › Eligibility!B20` },
        max_dti: { value: 45, source_cell: `${wb} › Eligibility!B19` }, // 0.45 shown 45.00%
        min_loan_amount: { value: 766_551, source_cell: `${wb} › Eligibility!B17` },
        max_loan_amount: { value: 3_000_000, source_cell: `${wb} › Eligibility!B18` },
        terms: { value: [30], source_cell: `${wb} › Eligibility!B25` },
        lock_days: { value: [15, 30, 45, 60], source_cell: `${wb} › Eligibility!B26` },
        // the three tiers of Adjustments!B28:B30 (FL moved to Tier 3 on 11-23): 16 + 11 + 3 states
        states: expect.objectContaining({ source_cell: `${wb} › Adjustments!A26`, all_except: null }),
      }),
    ]);
    expect(elite30.doc_types[0]!.states.value).toHaveLength(30);
    expect(elite30.doc_types[0]!.states.value).toEqual(expect.arrayContaining(['AZ', 'CA', 'DC', 'FL', 'HI', 'NY']));
    expect(elite30.doc_types[0]!.states.value).not.toContain('AK');
    expect([elite30.caps, elite30.floor]).toEqual([
      [
        { key: 'max_price', label: 'Maximum Price', value: 102, source_cell: `${wb} › Eligibility!B32` },
        { key: 'loan_over_2m', label: 'Loan Amounts >$2m', value: 101, source_cell: `${wb} › Eligibility!B33` },
      ],
      { key: 'min_price', label: 'Minimum Price', value: 96, source_cell: `${wb} › Eligibility!B34` },
    ]);
    expect(elite30).toMatchObject({ pricing: 'rate_blocks', agency: null, ppp_tables: [] });
  });

  it('answers as_of from the sheets of that day', async () => {
    const catalog = await documented(await get('/api/programs?as_of=2026-11-20'), Catalog);
    expect(catalog.lenders.map((l) => l.sha256)).toEqual(ROSTER.map((lender) => shaOf(lender, '2026-11-20')));
    expect(catalog.lenders.flatMap((l) => l.workbooks).every((w) => w.includes('2026-11-20'))).toBe(true);
  });
});

describe('the catalog and the quote agree on lock periods', () => {
  it('a period the catalog lists is never lock_not_offered; one it does not list never prices', async () => {
    const catalog = await documented(await get('/api/programs'), Catalog);
    const offered = new Map(
      catalog.lenders.flatMap((l) =>
        l.programs.flatMap((p) =>
          p.doc_types.map((d) => [`${l.lender_slug}/${p.program_slug}/${d.doc_type}`, d.lock_days.value]),
        ),
      ),
    );
    // Bayshore prints 15 / 30 / 45 / 60 Day columns; Granite Peak's Guidelines print 15, 30, 45 (MU-MX and ITIN: 30, 45);
    // Cedar Hollow's Eligibility!B26 "15, 30, 45, 60 Days".
    expect(offered.get('agency/2_conventional_fixed/full_doc')).toEqual([15, 30, 45, 60]);
    expect(offered.get('non-qm/itin/itin')).toEqual([30, 45]);
    expect(offered.get('jumbo/jumbo_30_fixed/full_doc')).toEqual([15, 30, 45, 60]);
    const key = (x: { lender_slug: string; program_slug: string; doc_type: string }) =>
      `${x.lender_slug}/${x.program_slug}/${x.doc_type}`;
    let refused = 0;
    const lenders = new Set<string>();
    // The brief's loan, and a jumbo-sized one (800,000 on 1,000,000) that Cedar Hollow prices too
    for (const loan of [{}, { purchase_price: 1_000_000, loan_amount: 800_000 }])
      for (const lock_days of [15, 30, 45, 60]) {
        const body = { ...VALID_QUOTE, ...loan, credit_score: 760, dscr_ratio: 1.3, lock_days };
        const quote = await (await send('/api/pricer/quote', { body })).json<QuoteResponse>();
        for (const o of quote.eligible) lenders.add(o.lender_slug);
        for (const o of quote.eligible) expect(offered.get(key(o)), `${key(o)} at ${lock_days}`).toContain(lock_days);
        for (const r of quote.rejected) {
          const reason = r.rejections.find((x) => x.key === 'lock_not_offered');
          if (offered.get(key(r))!.includes(lock_days)) expect(reason, `${key(r)} at ${lock_days}`).toBeUndefined();
          // A ladder prices no 60-day lock: lock_not_offered, with the catalog's list. (MU-MX's and ITIN's
          // 15-day row is NA on their LLPA tab: llpa_na once nothing else refuses them, sheets/README.md §3.6.)
          if (reason) {
            refused++;
            expect(reason.threshold, key(r)).toEqual(offered.get(key(r)));
          }
        }
      }
    expect(refused).toBe(18); // the 9 non-QM (program, doc type) pairs at 60 days, for each loan
    expect([...lenders].sort()).toEqual(ROSTER);
  });
});

describe('catalog routes without a valid token', () => {
  it.each([
    '/api/pricer/programs',
    '/api/programs',
    '/api/programs/dscr/matrix',
    '/api/programs/no_such/matrix',
    '/api/openapi.json',
  ])('GET %s answers 401', async (path) => {
    for (const headers of [{}, { Authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const response = await get(path, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: expect.any(String), request_id: expect.any(String) });
    }
  });
});
