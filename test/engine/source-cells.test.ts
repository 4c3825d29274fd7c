/**
 * Every adjuster of a real quote points at the cell that holds its value: the `source_cell` is
 * opened in the ORIGINAL workbook (sheets/, read with xlsx here, not with the compiler) and must
 * hold exactly the adjuster's value (the cost's opposite on Cedar Hollow's sheet, which prints costs).
 * Bayshore stores negatives as negative numbers displayed in parentheses, Cedar Hollow its credits
 * (negative costs) the same way; a blank cell and `N/A` mean 0.
 */
import { describe, expect, it } from 'vitest';
import type { Adjuster, Offer } from '../../worker/contract/response.ts';
import { priced } from './sheets.ts';
import { cellAt, effectAt, numberAt } from './workbook-cells.ts';

/** Scenarios that together fire rows of every kind of grid, PPP tables, blocks, state adjusters and caps. */
const SCENARIOS = {
  'agency worked example': { credit_score: 745, lock_days: 45 },
  'agency high balance investment condo refinance in WA': {
    credit_score: 705,
    purpose: 'rate_term_refi',
    purchase_price: 1_000_000,
    loan_amount: 750_000,
    occupancy: 'investment',
    property_type: 'condo',
    state: 'WA',
    lock_days: 15,
  },
  'agency small second-home loan with escrow waiver in NJ': {
    credit_score: 790,
    purchase_price: 150_000,
    loan_amount: 90_000,
    occupancy: 'second_home',
    state: 'NJ',
    escrow_waiver: true,
    term: 15,
  },
  'agency high balance': { credit_score: 760, purchase_price: 1_000_000, loan_amount: 800_000, lock_days: 30 },
  'DSCR worked example': {
    program_slug: 'dscr',
    occupancy: 'investment',
    credit_score: 725,
    loan_amount: 375_000,
    dscr_ratio: 1.1,
    ppp_term: '5YR PPP',
  },
  'DSCR clamped by a cap': {
    program_slug: 'dscr',
    occupancy: 'investment',
    credit_score: 725,
    loan_amount: 375_000,
    dscr_ratio: 1.1,
  },
  'Full Doc with every toggle': {
    program_slug: 'full_doc',
    doc_seasoning: '24mo',
    purpose: 'cash_out_refi',
    credit_score: 760,
    loan_amount: 300_000,
    dti: 48,
    property_type: '2_unit',
    occupancy: 'second_home',
    lock_days: 15,
    term: 40,
    interest_only: true,
    escrow_waiver: true,
  },
  'Expanded Doc bank statements, non-permanent resident': {
    program_slug: 'expanded_doc',
    doc_type: 'bank_statements',
    credit_score: 700,
    loan_amount: 350_000,
    citizenship: 'non_permanent_resident',
    housing_history: '1x30x12',
    occupancy: 'investment',
    ppp_term: '3YR PPP',
    ppp_table_name: 'Declining (5-4-3-2-1)',
    lock_days: 45,
  },
  'Expanded Doc P&L': {
    program_slug: 'expanded_doc',
    doc_type: 'pl_statement',
    credit_score: 680,
    loan_amount: 250_000,
    purpose: 'rate_term_refi',
    dti: 46,
  },
  'ITIN non-owner occupied': {
    program_slug: 'itin',
    citizenship: 'itin',
    occupancy: 'non_owner_occupied',
    credit_score: 700,
    loan_amount: 300_000,
    ppp_term: '3YR PPP',
  },
  'Foreign National': {
    program_slug: 'fn',
    citizenship: 'foreign_national',
    occupancy: 'investment',
    credit_score: 760,
    loan_amount: 300_000,
    dscr_ratio: 1.3,
    short_term_rental: true,
  },
  'Multi-Unit / Mixed Use': {
    program_slug: 'multi_unit_mixed_use',
    occupancy: 'investment',
    property_type: '5_8_unit',
    credit_score: 760,
    loan_amount: 300_000,
    dscr_ratio: 1.3,
  },
  'jumbo worked example 1': {
    program_slug: 'jumbo_30_fixed',
    property_type: 'condo',
    credit_score: 745,
    purchase_price: 1_500_000,
    loan_amount: 1_200_000,
    dti: 44,
    lock_days: 45,
  },
  'jumbo worked example 2, clamped by Loan Amounts >$2m': {
    program_slug: 'jumbo_30_fixed',
    state: 'TX',
    credit_score: 785,
    purchase_price: 3_500_000,
    loan_amount: 2_100_000,
  },
  'jumbo 7/6 ARM second-home 2-unit cash-out in NY with every feature': {
    program_slug: 'jumbo_7_6_arm',
    purpose: 'cash_out_refi',
    occupancy: 'second_home',
    property_type: '2_unit',
    credit_score: 760,
    purchase_price: 1_500_000,
    loan_amount: 900_000,
    dti: 44,
    interest_only: true,
    escrow_waiver: true,
    state: 'NY',
    lock_days: 15,
  },
  'jumbo 15-year investment rate/term in FL, 60-day lock': {
    program_slug: 'jumbo_15_fixed',
    term: 15,
    purpose: 'rate_term_refi',
    occupancy: 'investment',
    credit_score: 770,
    purchase_price: 2_700_000,
    loan_amount: 1_600_000,
    state: 'FL',
    lock_days: 60,
  },
} as const;

describe.each(['2026-11-20', '2026-11-23'])('source cells of the quotes on the sheets of %s', (date) => {
  const offers: [string, Offer][] = Object.entries(SCENARIOS).flatMap(([name, scenario]) =>
    priced(scenario, date).eligible.map((o): [string, Offer] => [name, o]),
  );
  const adjusters = new Map<string, Adjuster>();
  for (const [, o] of offers)
    for (const a of o.adjusters) adjusters.set(`${a.source_cell}|${a.value}|${a.block ?? ''}`, a);

  it('prices every scenario', () => {
    for (const name of Object.keys(SCENARIOS))
      expect(
        offers.some(([n]) => n === name),
        name,
      ).toBe(true);
    expect(new Set([...adjusters.values()].map((a) => a.source))).toEqual(
      new Set(['llpa', 'ppp', 'rate_block', 'state_adjustment']),
    );
    expect(adjusters.size).toBeGreaterThan(40);
  });

  it('finds each adjuster’s value in its cell of the original workbook, exactly', () => {
    for (const a of adjusters.values()) {
      expect(a.source_cell, `${a.category} / ${a.row_label}`).toContain(date);
      if (a.source === 'rate_block')
        expect(cellAt(a.source_cell)?.v, a.source_cell).toBe(a.block); // the block title
      else
        expect(effectAt(a.source_cell), `${a.source_cell} (${a.category} / ${a.row_label} / ${a.band})`).toBe(a.value);
    }
  });

  it('reads Bayshore negatives as the negative numbers behind their parentheses', () => {
    const bayshore = [...adjusters.values()].filter((a) => a.source_cell.startsWith('Bayshore') && a.value < 0);
    expect(bayshore.length).toBeGreaterThan(3);
    for (const a of bayshore) {
      const cell = cellAt(a.source_cell)!;
      expect(cell.v).toBe(a.value);
      expect(cell.w, a.source_cell).toBe(`(${(-a.value).toFixed(3)})`);
    }
  });

  it('reads Cedar Hollow credits, costs in parentheses, as raising the price', () => {
    // e.g. Adjustments!F7 (≤ 60.00% / 760 - 779) "(0.125)" and G7 (≤ 60.00% / 780+) "(0.250)"
    const credits = [...adjusters.values()].filter((a) => a.source_cell.startsWith('CedarHollow') && a.value > 0);
    expect(credits.length).toBeGreaterThanOrEqual(2);
    for (const a of credits) {
      const cell = cellAt(a.source_cell)!;
      expect(cell.v).toBe(-a.value);
      expect(cell.w, a.source_cell).toBe(`(${a.value.toFixed(3)})`);
    }
  });

  it('finds each cap that clamped a price in its cell', () => {
    const caps = offers.flatMap(([, o]) => o.caps_applied);
    expect(caps.length).toBeGreaterThan(0);
    for (const c of caps) expect(numberAt(c.source_cell), c.source_cell).toBe(c.threshold);
    // Cedar Hollow's Eligibility!B33 101.000 clamps worked example 2 (sheets/README.md §5.8)
    expect(caps.map((c) => c.key)).toContain('Loan Amounts >$2m');
  });
});
