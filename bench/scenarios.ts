/**
 * 200 varied, representative quote requests from a fixed seed: the same list on every run.
 *
 * A scenario first draws a borrower profile (agency conforming, non-QM income-documented, DSCR
 * investor, ITIN, foreign national, 5-8 unit / mixed use), then the fields such a borrower sends:
 * purpose, occupancy, property type, FICO, LTV, loan size (high balance above the 766,550
 * conforming limit and jumbo non-QM sizes included), DTI, DSCR, PPP term and table, lock period,
 * doc seasoning and the risk toggles. Every request is a full quote (no program_slug / doc_type
 * filter), so each one runs every program of every roster lender.
 */
import { parseQuoteRequest, type QuoteRequest, type QuoteRequestInput } from '../worker/contract/request.ts';

export const SEED = 0x5eed2026;
export const SCENARIO_COUNT = 200;

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG; enough for picking test inputs. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
/** Picks by weight: [[value, weight], ...]. */
function weighted<T>(r: Rand, items: readonly (readonly [T, number])[]): T {
  let x = r() * items.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of items) if ((x -= w) < 0) return v;
  return items[items.length - 1]![0];
}
const between = (r: Rand, lo: number, hi: number) => lo + r() * (hi - lo);
const int = (r: Rand, lo: number, hi: number) => Math.floor(between(r, lo, hi + 1));
const chance = (r: Rand, p: number) => r() < p;

type Profile = 'agency' | 'nonqm_income' | 'dscr' | 'itin' | 'foreign_national' | 'multi_unit';

const PROFILES = [
  ['agency', 34],
  ['nonqm_income', 28],
  ['dscr', 22],
  ['itin', 6],
  ['foreign_national', 5],
  ['multi_unit', 5],
] as const satisfies readonly (readonly [Profile, number])[];

// Mostly states where the agency programs are offered, plus others (state_not_offered, NY exclusions).
const STATES = [
  'CA',
  'CA',
  'CA',
  'TX',
  'FL',
  'FL',
  'NY',
  'WA',
  'AZ',
  'CO',
  'GA',
  'IL',
  'NJ',
  'NC',
  'VA',
  'OR',
  'NV',
  'MA',
  'PA',
  'OH',
  'MI',
  'MN',
  'TN',
  'UT',
  'HI',
] as const;
/** Per profile: FICO range, highest LTV drawn, share and ceiling of loans over $1M (non-agency). */
const SHAPES: Record<Profile, { fico: [number, number]; ltv: number; jumbo: number; maxLoan: number }> = {
  agency: { fico: [620, 820], ltv: 0.97, jumbo: 0, maxLoan: 0 },
  nonqm_income: { fico: [610, 810], ltv: 0.9, jumbo: 0.25, maxLoan: 2_900_000 },
  dscr: { fico: [640, 810], ltv: 0.82, jumbo: 0.2, maxLoan: 2_500_000 },
  itin: { fico: [640, 780], ltv: 0.8, jumbo: 0.1, maxLoan: 1_400_000 },
  foreign_national: { fico: [680, 800], ltv: 0.72, jumbo: 0.15, maxLoan: 1_800_000 },
  multi_unit: { fico: [680, 800], ltv: 0.72, jumbo: 0.15, maxLoan: 1_800_000 },
};
const RESIDENTIAL_TYPES = [
  ['sfr', 55],
  ['condo', 8],
  ['warrantable_condo', 5],
  ['non_warrantable_condo', 4],
  ['townhome', 6],
  ['2_unit', 8],
  ['3_4_unit', 6],
  ['condotel', 2],
  ['manufactured', 3],
] as const;
const PURPOSES = [
  ['purchase', 50],
  ['rate_term_refi', 25],
  ['cash_out_refi', 25],
] as const;
const PPP_TERMS = ['No PPP', '1YR PPP', '2YR PPP', '3YR PPP', '5YR PPP'] as const;
const PPP_TABLES = [null, null, '5% Fixed', 'Declining (5-4-3-2-1)', '6 Months Interest'] as const;

function scenario(r: Rand): QuoteRequestInput {
  const profile = weighted(r, PROFILES);
  const purpose = weighted(r, PURPOSES);
  const investor = profile === 'dscr' || profile === 'foreign_national' || profile === 'multi_unit';
  const occupancy = investor
    ? pick(r, ['investment', 'investment', 'non_owner_occupied'] as const)
    : weighted(r, [
        ['owner_occupied', 75],
        ['second_home', 12],
        ['investment', 13],
      ] as const);
  const property_type =
    profile === 'multi_unit' ? pick(r, ['5_8_unit', 'mixed_use'] as const) : weighted(r, RESIDENTIAL_TYPES);
  const shape = SHAPES[profile];
  const credit_score = Math.min(850, Math.round(between(r, shape.fico[0], shape.fico[1])));

  // Loan sizes: agency straddles the conforming limit (about 1 in 5 high balance), non-QM reaches jumbo.
  const loan_amount =
    profile === 'agency'
      ? chance(r, 0.2)
        ? int(r, 766_551, 1_149_825)
        : int(r, 90_000, 766_550)
      : chance(r, shape.jumbo)
        ? int(r, 1_000_001, shape.maxLoan)
        : int(r, 160_000, 1_000_000);
  const ltv = between(r, 0.45, purpose === 'cash_out_refi' ? Math.min(shape.ltv, 0.75) : shape.ltv);
  const purchase_price = Math.max(loan_amount + 1000, Math.round(loan_amount / ltv / 1000) * 1000);

  const req: QuoteRequestInput = {
    term:
      profile === 'agency'
        ? weighted(r, [
            [30, 60],
            [15, 15],
            [20, 10],
            [25, 5],
            [10, 5],
            [40, 5],
          ] as const)
        : investor
          ? pick(r, [30, 30, 40] as const)
          : weighted(r, [
              [30, 70],
              [15, 10],
              [40, 15],
              [20, 5],
            ] as const),
    purpose,
    credit_score,
    purchase_price,
    loan_amount,
    occupancy,
    property_type,
    state: pick(r, STATES),
    lock_days: weighted(r, [
      [30, 50],
      [45, 30],
      [15, 20],
    ] as const),
    ppp_term: investor || occupancy === 'investment' ? pick(r, PPP_TERMS) : 'No PPP',
  };
  if (chance(r, 0.5)) req.zip = String(int(r, 10000, 99999));
  if (chance(r, 0.3)) req.margin_bps = pick(r, [25, 50, 100, 150, 250]);
  if (chance(r, 0.2)) req.comp_type = 'borrower_paid';
  if (profile === 'nonqm_income' || profile === 'itin' || profile === 'agency')
    req.dti = Math.round(between(r, 18, 56) * 10) / 10;
  if (profile === 'nonqm_income' && chance(r, 0.5)) req.doc_seasoning = pick(r, ['12mo', '24mo'] as const);
  if (investor) req.dscr_ratio = Math.round(between(r, profile === 'dscr' ? 0.7 : 0.98, 1.7) * 100) / 100;
  if (req.ppp_term !== 'No PPP' && chance(r, 0.5)) req.ppp_table_name = pick(r, PPP_TABLES);
  req.citizenship =
    profile === 'itin'
      ? 'itin'
      : profile === 'foreign_national'
        ? 'foreign_national'
        : weighted(r, [
            ['us_citizen', 80],
            ['permanent_resident', 14],
            ['non_permanent_resident', 6],
          ] as const);
  if (chance(r, 0.15)) req.escrow_waiver = true;
  if (chance(r, 0.12)) req.interest_only = true;
  if (chance(r, 0.1)) req.housing_history = pick(r, ['1x30x12', '0x60x12', '0x90x12'] as const);
  if (chance(r, 0.08)) {
    req.recent_credit_event = true;
    req.housing_event = pick(r, [
      'bk_chapter_7',
      'bk_chapter_13',
      'foreclosure',
      'short_sale',
      'deed_in_lieu',
    ] as const);
    req.housing_event_months_ago = int(r, 6, 47);
  }
  if (investor && chance(r, 0.2)) req.short_term_rental = true;
  if (chance(r, 0.05)) req.mtg_lates_12mo = pick(r, [1, 2] as const);
  return req;
}

/** The request bodies (JSON-ready) and their parsed QuoteRequests, in the same order. */
export function scenarios(
  count = SCENARIO_COUNT,
  seed = SEED,
): { bodies: QuoteRequestInput[]; requests: QuoteRequest[] } {
  const r = prng(seed);
  const bodies: QuoteRequestInput[] = [];
  const requests: QuoteRequest[] = [];
  for (let i = 0; i < count; i++) {
    const body = scenario(r);
    const parsed = parseQuoteRequest(body);
    if (!parsed.ok) throw new Error(`scenario ${i} fails validation: ${parsed.message} ${JSON.stringify(body)}`);
    bodies.push(body);
    requests.push(parsed.request);
  }
  return { bodies, requests };
}
