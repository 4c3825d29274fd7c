/**
 * How a request's program filters and PPP table name select what is priced (worker/engine/quote.ts
 * selectedDocTypes, scenario.ts pppTable), sheets of 2026-11-20:
 * - doc_type keeps the programs with that doc type; an agency program lists none and is priced as
 *   full_doc: it passes a doc_type filter of full_doc, or any doc_type when program_slug names it;
 *   a Cedar Hollow program's one doc type is full_doc, matched like a non-QM program's;
 * - ppp_table_name is compared with runs of spaces collapsed, ends trimmed and case ignored; a name
 *   no table has is ppp_table_not_offered, listing the tables.
 */
import { describe, expect, it } from 'vitest';
import { GRANITE_PEAK, RATES20 } from './named-scenarios.ts';
import { at, offerOf, reasonsOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

const AGENCY = ['2_conventional_fixed', '3_conventional_5_6_sofr_arm', '4_conventional_7_6_sofr_arm'];
const JUMBO = ['jumbo_15_fixed', 'jumbo_30_fixed', 'jumbo_7_6_arm'];

/** The (program, doc type) pairs a quote prices or rejects, once each, sorted. */
const pairs = (r: ReturnType<typeof priced>) =>
  [...new Set([...r.eligible, ...r.rejected].map((x) => `${x.program_slug}/${x.doc_type}`))].sort();

describe('doc_type and program_slug', () => {
  it('doc_type bank_statements alone: only Expanded Doc’s bank statements, no agency program', () => {
    expect(pairs(priced({ doc_type: 'bank_statements' }))).toEqual(['expanded_doc/bank_statements']);
  });

  it('doc_type full_doc alone: Full Doc, every agency program (priced as full_doc) and every jumbo program', () => {
    expect(pairs(priced({ doc_type: 'full_doc' }))).toEqual([
      ...AGENCY.map((p) => `${p}/full_doc`),
      'full_doc/full_doc',
      ...JUMBO.map((p) => `${p}/full_doc`),
    ]);
  });

  it('a doc_type other than full_doc leaves every Cedar Hollow program out', () => {
    // sheets/README.md §5.1: the doc type of all three programs is full_doc
    expect(pairs(priced({ doc_type: 'dscr' }))).toEqual(['dscr/dscr']);
    expect(pairs(priced({ doc_type: '1099' }))).toEqual(['expanded_doc/1099']);
  });

  it('an agency program named by program_slug is priced as full_doc whatever doc_type asks', () => {
    const r = priced({ program_slug: '2_conventional_fixed', doc_type: 'bank_statements' });
    expect(pairs(r)).toEqual(['2_conventional_fixed/full_doc']);
    expect(r.rejected).toEqual([]);
    // As without the doc_type: the same offers.
    expect(r.eligible).toEqual(priced({ program_slug: '2_conventional_fixed' }).eligible);
  });

  it('a Cedar Hollow program named with a doc type other than full_doc: doc_type_not_available, nothing priced', () => {
    // sheets/README.md §5.1: with the program_slug of a Cedar Hollow program, another doc_type gives
    // doc_type_not_available in an entry whose doc_type is the one asked for (unlike an agency program).
    const r = priced({ program_slug: 'jumbo_30_fixed', doc_type: 'bank_statements' });
    expect(r.eligible).toEqual([]);
    expect(r.rejected).toEqual([
      {
        lender_slug: 'jumbo',
        program_slug: 'jumbo_30_fixed',
        program_name: 'Jumbo Elite 30 Year Fixed',
        doc_type: 'bank_statements',
        rejections: [
          { key: 'doc_type_not_available', threshold: null, provided: 'bank_statements', source_page: null },
        ],
      },
    ]);
  });

  it('a Cedar Hollow program named with full_doc: priced as without the doc_type', () => {
    const loan = { program_slug: 'jumbo_30_fixed', loan_amount: 1_000_000, purchase_price: 1_500_000 } as const;
    const r = priced({ ...loan, doc_type: 'full_doc' });
    expect(pairs(r)).toEqual(['jumbo_30_fixed/full_doc']);
    expect(r.eligible.length).toBeGreaterThan(0);
    expect(r.eligible).toEqual(priced(loan).eligible);
  });

  it('a non-QM program named with one of its doc types: that doc type only', () => {
    expect(pairs(priced({ program_slug: 'expanded_doc', doc_type: '1099' }))).toEqual(['expanded_doc/1099']);
    expect(pairs(priced({ program_slug: 'expanded_doc' }))).toEqual([
      'expanded_doc/1099',
      'expanded_doc/asset_utilization',
      'expanded_doc/bank_statements',
      'expanded_doc/pl_statement',
    ]);
  });
});

describe('ppp_table_name', () => {
  // DSCR, investment, $350,000 of $500,000 (70.00 %), FICO 740, DSCR 1.10, 1YR PPP; 8.000 = Rates!I21 100.910,
  // DSCR LLPA G13 -0.125: with Declining (5-4-3-2-1) F31 -0.875 the final price is 99.910 (defaults-options.test.ts).
  const dscr = { ...GRANITE_PEAK.dscr, loan_amount: 350_000, ppp_term: '1YR PPP' } as const;

  it.each(['Declining (5-4-3-2-1)', 'declining (5-4-3-2-1)', '  DECLINING   (5-4-3-2-1) ', 'Declining\t(5-4-3-2-1)'])(
    '%j selects the Declining table (F31)',
    (name) => {
      const o = offerOf(priced({ ...dscr, ppp_table_name: name }), dscr, 8);
      expect(o.final_price).toBe(99.91);
      expect(o.adjusters.find((a) => a.source === 'ppp')).toMatchObject({
        category: 'PPP Declining (5-4-3-2-1)',
        row_label: '1YR PPP',
        value: -0.875,
        source_cell: at(RATES20, 'PPP!F31'),
      });
    },
  );

  it('a name no table has is ppp_table_not_offered, listing the program’s tables, at the first table’s title', () => {
    expect(reasonsOf(priced({ ...dscr, ppp_table_name: 'Declining 5-4-3-2-1' }), dscr)).toEqual([
      {
        key: 'ppp_table_not_offered',
        threshold: ['5% Fixed', 'Declining (5-4-3-2-1)', '6 Months Interest'],
        provided: 'Declining 5-4-3-2-1',
        source_page: at(RATES20, 'PPP!B28'),
      },
    ]);
  });
});
