/**
 * Every defaulted request field that prices something is observable, part 1 (the loan and
 * the borrower): the quote with the field omitted equals the quote with its documented default, that
 * answer shows the default (a row, a cell, an echo), and every other allowed value gives a different
 * quote. Sheets of 2026-11-20; the helper's scenario (purchase, FICO 740, 400,000 on 500,000) unless
 * noted. Part 2: defaults-options.test.ts; fields that price nothing: defaults-unpriced.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { AGENCY20, BAYSHORE, FD, FD_FINAL, fullDoc, GRANITE_PEAK } from './named-scenarios.ts';
import { at, expectPriced, offerOf, reasonsOf, rowOf } from './quote-lookups.ts';
import { CITIZENSHIPS, expectDefault, OCCUPANCIES, PROPERTY_TYPES } from './request-defaults.ts';
import { priced } from './sheets.ts';

describe('lock_days (default 30)', () => {
  it('omitted prices as 30 (no lock row) and differently from 15 and 45, on both lenders', () => {
    const r = expectDefault(fullDoc, 'lock_days', 30, [15, 45]);
    const o = expectPriced(r, FD, 7.5, 100.98, FD_FINAL);
    expect([o.lock_days, o.adjusters.some((a) => /Day Lock/.test(a.row_label))]).toEqual([30, false]);
    // 15: Full Doc LLPA!G81 +0.125 -> 101.105; 45: G82 -0.125 -> 100.855
    expect(offerOf(priced({ ...fullDoc, lock_days: 15 }), FD, 7.5).final_price).toBe(101.105);
    expect(offerOf(priced({ ...fullDoc, lock_days: 45 }), FD, 7.5).final_price).toBe(100.855);
    // Bayshore 6.500, CA, LTV 80%: the 30 Day column Conventional!D22 100.870 (15 Day C22 100.995, 45 Day E22 100.745)
    const agency = BAYSHORE.fixed;
    expect(priced(agency)).toEqual(priced({ ...agency, lock_days: 30 }));
    expect(offerOf(priced(agency), agency, 6.5)).toMatchObject({ base_price: 100.87, lock_days: 30 });
    expect(offerOf(priced({ ...agency, lock_days: 15 }), agency, 6.5).base_price).toBe(100.995);
    expect(offerOf(priced({ ...agency, lock_days: 45 }), agency, 6.5).base_price).toBe(100.745);
  });
});

describe('margin_bps (default 0)', () => {
  it('omitted leaves final_rate = rate; 25 moves it 0.25 and not the price', () => {
    const r = expectDefault(fullDoc, 'margin_bps', 0, [1, 25, 1000]);
    expect(offerOf(r, FD, 7.5)).toMatchObject({ rate: 7.5, final_rate: 7.5, final_price: FD_FINAL });
    expect(offerOf(priced({ ...fullDoc, margin_bps: 25 }), FD, 7.5)).toMatchObject({
      final_rate: 7.75,
      final_price: FD_FINAL,
    });
  });
});

describe('state (default CA)', () => {
  it('omitted is CA: the agency CA adjuster +0.125 (State Adjusters!C12); other states differ', () => {
    const r = expectDefault({}, 'state', 'CA', ['AZ', 'WA', 'TX', 'NY', 'MN']);
    // 6.500, LTV 80%: Conventional!D22 100.870 + LLPA!G13 -0.875 + CA +0.125 = 100.120
    const o = offerOf(r, BAYSHORE.fixed, 6.5);
    expect(o.final_price).toBe(100.12);
    expect(o.adjusters.find((a) => a.source === 'state_adjustment')).toMatchObject({
      state: 'CA',
      value: 0.125,
      source_cell: at(AGENCY20, 'State Adjusters!C12'),
    });
    // the lowercase "ca" is the one other spelling that does not differ: it is CA
    expect(priced({ state: 'ca' })).toEqual(r);
  });
});

describe('dti (default 40)', () => {
  it('omitted is 40: no DTI row (43.00 and under); 43.01 takes one, 50.01 fails Bayshore', () => {
    // Every DTI from 0 to 43.00 prices alike (sheets/README.md §3.5) and the quote echoes DTI only in a
    // max_dti reason, so only values above 43.00 can show that the default is not some other low DTI.
    const r = expectDefault(fullDoc, 'dti', 40, [43.01, 50.01, 55, 60]);
    expect(rowOf(offerOf(r, FD, 7.5), 'DTI')).toBeUndefined();
    expect(priced({ ...fullDoc, dti: 43 })).toEqual(r);
    // 43.01: Full Doc LLPA!G32 0.000 at 70% (the row, not the value, differs); 50.01: G33 -0.500 -> 100.480
    expect(rowOf(offerOf(priced({ ...fullDoc, dti: 43.01 }), FD, 7.5), 'DTI')?.[0]).toBe('43.01% - 50.00%');
    expect(offerOf(priced({ ...fullDoc, dti: 50.01 }), FD, 7.5).final_price).toBe(100.48);
  });
});

describe('citizenship (default us_citizen)', () => {
  it('omitted is us_citizen: ITIN and FN name it in eligible_citizenship; every other value differs', () => {
    const r = expectDefault(
      {},
      'citizenship',
      'us_citizen',
      CITIZENSHIPS.filter((c) => c !== 'us_citizen'),
    );
    expect(reasonsOf(r, GRANITE_PEAK.itin)).toContainEqual(
      expect.objectContaining({ key: 'eligible_citizenship', threshold: ['itin'], provided: 'us_citizen' }),
    );
    expect(reasonsOf(r, GRANITE_PEAK.fn)).toContainEqual(
      expect.objectContaining({ key: 'eligible_citizenship', provided: 'us_citizen' }),
    );
    // non_permanent_resident prices the Full Doc LLPA!G80 row -0.250: 100.730
    const npr = offerOf(priced({ ...fullDoc, citizenship: 'non_permanent_resident' }), FD, 7.5);
    expect([rowOf(npr, 'MISCELLANEOUS ADJUSTMENTS')?.[0], npr.final_price]).toEqual(['Non-Permanent Resident', 100.73]);
  });
});

describe('lien_position (default 1st)', () => {
  it('omitted is 1st: priced; 2nd is refused everywhere', () => {
    const r = expectDefault(fullDoc, 'lien_position', '1st', ['2nd']);
    expectPriced(r, FD, 7.5, 100.98, FD_FINAL);
    expect(priced({ ...fullDoc, lien_position: '2nd' }).eligible).toEqual([]);
  });
});

describe('occupancy (default owner_occupied)', () => {
  it('omitted is owner_occupied: no occupancy row, the Primary PPP column, and DSCR names it', () => {
    const r = expectDefault(
      fullDoc,
      'occupancy',
      'owner_occupied',
      OCCUPANCIES.filter((o) => o !== 'owner_occupied'),
    );
    const o = offerOf(r, FD, 7.5);
    expect([rowOf(o, 'OCCUPANCY'), rowOf(o, 'PPP 5% Fixed')?.[1]]).toEqual([undefined, 'Primary / 2nd Home']);
    const dscr = priced({ program_slug: 'dscr', dscr_ratio: 1.1 });
    expect(reasonsOf(dscr, GRANITE_PEAK.dscr)).toContainEqual(
      expect.objectContaining({
        key: 'no_ltv_matrix_cell',
        provided: expect.objectContaining({ occupancy: 'owner_occupied' }),
      }),
    );
  });
});

describe('property_type (default sfr)', () => {
  it('omitted is sfr: no property row on Full Doc, and MU-MX refuses it by its SFR row (MU-MX LLPA!C39 NA)', () => {
    const r = expectDefault(
      fullDoc,
      'property_type',
      'sfr',
      PROPERTY_TYPES.filter((p) => p !== 'sfr'),
    );
    expect(rowOf(offerOf(r, FD, 7.5), 'PROPERTY TYPE')).toBeUndefined();
    const mumx = priced({ ...GRANITE_PEAK.mu_mx, property_type: undefined, loan_amount: 300_000 });
    expect(reasonsOf(mumx, GRANITE_PEAK.mu_mx)).toEqual([
      expect.objectContaining({ key: 'llpa_na', detail: expect.objectContaining({ row_label: 'SFR', cell: 'C39' }) }),
    ]);
  });
});

describe('program_slug and doc_type (default null = every program)', () => {
  it('omitted prices or rejects all 15 (program, doc type) pairs; a slug or doc type narrows it', () => {
    const all = expectDefault({}, 'program_slug', null, ['full_doc', 'dscr', '2_conventional_fixed', 'jumbo_30_fixed']);
    const pairs = new Set([...all.eligible, ...all.rejected].map((x) => `${x.program_slug}/${x.doc_type}`));
    // Granite Peak's 9 (Expanded Doc has 4 doc types), Bayshore's 3, Cedar Hollow's 3
    expect(pairs.size).toBe(15);
    expect(priced({ doc_type: null })).toEqual(all);
    expect(new Set(priced({ doc_type: '1099' }).eligible.map((o) => o.doc_type))).toEqual(new Set(['1099']));
  });
});
