/**
 * The hand-checked tests' named starting points, lender by lender: each program's request inputs
 * that are not under test (every other field takes its default), and the workbooks their cells are
 * cited in. The every-lender suites need none of this: they read each sheet's own rules
 * (sheet-entries.ts).
 */
import { FILES } from '../fixtures.ts';

export const RATES20 = FILES.rates20;
export const MATRIX20 = FILES.matrix20;
export const AGENCY20 = FILES.agency20;
export const JUMBO20 = FILES.jumbo20;

/** Granite Peak (non-QM, sheets/README.md §3): one per (program, doc type). */
export const GRANITE_PEAK = {
  full_doc: { program_slug: 'full_doc' },
  bank_statements: { program_slug: 'expanded_doc', doc_type: 'bank_statements' },
  '1099': { program_slug: 'expanded_doc', doc_type: '1099' },
  pl_statement: { program_slug: 'expanded_doc', doc_type: 'pl_statement' },
  asset_utilization: { program_slug: 'expanded_doc', doc_type: 'asset_utilization' },
  dscr: { program_slug: 'dscr', occupancy: 'investment', dscr_ratio: 1.1 },
  mu_mx: { program_slug: 'multi_unit_mixed_use', occupancy: 'investment', property_type: '5_8_unit', dscr_ratio: 1.1 },
  itin: { program_slug: 'itin', citizenship: 'itin' },
  fn: { program_slug: 'fn', citizenship: 'foreign_national', occupancy: 'investment', dscr_ratio: 1.1 },
} as const;

/** Bayshore (agency, §4). */
export const BAYSHORE = {
  fixed: { program_slug: '2_conventional_fixed' },
} as const;

/** Cedar Hollow (jumbo, §5): each program with its one term. */
export const CEDAR_HOLLOW = {
  elite30: { program_slug: 'jumbo_30_fixed', term: 30 },
  elite15: { program_slug: 'jumbo_15_fixed', term: 15 },
  arm: { program_slug: 'jumbo_7_6_arm', term: 30 },
} as const;

/** Cedar Hollow's example 1 (sheets/README.md §5.8): 1,200,000 on 1,500,000 (LTV 80.00%), a CA condo, FICO 745, DTI 44.00, 45-day lock. */
export const CEDAR_EXAMPLE_1 = {
  ...CEDAR_HOLLOW.elite30,
  purpose: 'purchase',
  occupancy: 'owner_occupied',
  property_type: 'condo',
  state: 'CA',
  credit_score: 745,
  purchase_price: 1_500_000,
  loan_amount: 1_200_000,
  dti: 44,
  lock_days: 45,
  citizenship: 'us_citizen',
  lien_position: '1st',
} as const;

/** Granite Peak Full Doc at CLTV 70.00% (350,000 on the 500,000 default price; column G). */
export const fullDoc = { ...GRANITE_PEAK.full_doc, loan_amount: 350_000 } as const;
export const FD = GRANITE_PEAK.full_doc;
// Full Doc at 7.500, CLTV 70.00%, nothing else: Rates!C21 100.980 + G13 (740 - 759) +0.125 + G25 0.000
// + G44 (Full Doc - 12 Months) -0.125 + PPP!C12 N/A = 100.980
export const FD_FINAL = 100.98;
