/**
 * Seeded scenarios that mostly price (randomScenarios in sheets.ts spans every enum, so most of its
 * scenarios are refused by some rule): FICO 640-819, LTV 40-85%, loans 150,000-1,400,000, the
 * occupancy's usual PPP term, a DSCR for investors, and each toggle now and then; one in three is a
 * jumbo loan (766,551-3,000,000, FICO 680-819, a 60-day lock now and then), so that every roster
 * lender prices many of them. Property states are drawn from those every lender serves (and MN,
 * PPP-restricted).
 */
type Input = Parameters<typeof import('./sheets.ts').priced>[0];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export function pricedScenarios(seed: number, n: number): Input[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: n }, () => {
    const occupancy = pick(['owner_occupied', 'owner_occupied', 'second_home', 'investment'] as const);
    const investor = occupancy === 'investment';
    const jumbo = r() < 1 / 3;
    const price = jumbo ? 1_000_000 + Math.floor(r() * 3_000_000) : 200_000 + Math.floor(r() * 1_800_000);
    const ltv = 0.4 + r() * 0.45;
    const [minLoan, maxLoan] = jumbo ? [766_551, 3_000_000] : [150_000, 1_400_000];
    return {
      term: pick([30, 30, 30, 15, 40] as const),
      purpose: pick(['purchase', 'purchase', 'rate_term_refi', 'cash_out_refi'] as const),
      occupancy,
      property_type: pick(['sfr', 'sfr', 'sfr', 'condo', '2_unit'] as const),
      citizenship: pick(['us_citizen', 'us_citizen', 'us_citizen', 'permanent_resident'] as const),
      lock_days: jumbo ? pick([15, 30, 30, 45, 60] as const) : pick([15, 30, 30, 45] as const),
      ppp_term: investor ? pick(['No PPP', '1YR PPP', '3YR PPP', '5YR PPP'] as const) : 'No PPP',
      credit_score: jumbo ? 680 + Math.floor(r() * 140) : 640 + Math.floor(r() * 180),
      purchase_price: price,
      loan_amount: Math.min(maxLoan, Math.max(minLoan, Math.floor(price * ltv))),
      dti: Math.round(r() * 4800) / 100,
      dscr_ratio: investor ? Math.round((0.8 + r() * 0.7) * 100) / 100 : null,
      escrow_waiver: r() < 0.15,
      interest_only: r() < 0.15,
      housing_history: r() < 0.1 ? '1x30x12' : null,
      recent_credit_event: r() < 0.05,
      short_term_rental: investor && r() < 0.1,
      state: pick(['CA', 'CA', 'AZ', 'FL', 'WA', 'CO', 'NC', 'MN'] as const),
    };
  });
}
