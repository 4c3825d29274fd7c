/**
 * Step 3, base prices (sheets/README.md §3.4.3, §4.2, §5.6.3): every rate with a price is a
 * candidate. A ladder program's are its ladder's (its base lock; other locks are adjustment rows);
 * a rate-block program's are the rows of the block its routes name for the term (the high-balance
 * block above the conforming limit) in the lock column asked for; a program priced by tiers, the
 * ladder of the first tier whose conditions hold. Read on the plan.
 */

import {
  BASE_PRICE_KIND,
  BASE_PRICES,
  BLOCK_LOCK,
  BLOCK_LOCK_SIZE,
  ENTRY,
  LIST,
  NA,
  PRICED_ROWS,
  RATE_LIMIT,
  RATE_LIMIT_SIZE,
  ROUTE,
  ROUTE_SIZE,
} from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { afterConds, holds } from './conditions.ts';
import { entryField, type PricingEntry } from './entry.ts';

/**
 * The candidates: `count` rates at `ratesAt` and their base prices at `pricesAt` (offsets into the
 * plan), `offered` of them offered to the loan (`withheld`: the rate ranges its rate limits hold
 * for, [lo, hi] pairs both included; null: none), and the block that priced them.
 */
export interface BasePrices {
  ratesAt: number;
  pricesAt: number;
  count: number;
  withheld: number[] | null;
  offered: number;
  /** the block's offset in the plan and its lock column (LOCK_DAYS index), NA for a ladder or when no block prices the loan */
  block: number;
  lock: number;
}

const NONE: BasePrices = { ratesAt: 0, pricesAt: 0, count: 0, withheld: null, offered: 0, block: NA, lock: -1 };

export function basePrices(entry: PricingEntry): BasePrices {
  const { code } = entry.plan;
  const at = entryField(entry, ENTRY.BASE_PRICES, 'BASE_PRICES');
  if (at === NA) return NONE;
  let rows = at + BASE_PRICES.FIRST;
  let block = NA;
  const { termIndex, lockIndex } = entry.scenario;
  const kind = slot(code, at + BASE_PRICES.KIND, 'the base-price kind');
  if (kind === BASE_PRICE_KIND.TIERS) {
    const found = tierRows(entry, rows);
    if (found === NA) return NONE;
    rows = found;
  }
  if (kind === BASE_PRICE_KIND.BLOCKS) {
    if (termIndex < 0 || lockIndex < 0) return NONE;
    const route = rows + termIndex * ROUTE_SIZE;
    block = slot(code, route + (entry.highBalance ? ROUTE.HIGH_BALANCE : ROUTE.CONFORMING), 'a route');
    if (block === NA) return NONE;
    rows = slot(code, block + lockIndex * BLOCK_LOCK_SIZE + BLOCK_LOCK.ROWS, 'a lock column');
    if (rows === NA) return NONE;
  }
  const count = slot(code, rows + PRICED_ROWS.COUNT, 'the priced rows count');
  const prices = {
    ratesAt: rows + PRICED_ROWS.RATES,
    pricesAt: rows + PRICED_ROWS.RATES + count,
    count,
    withheld: withheldRates(entry),
    offered: count,
  };
  if (prices.withheld) for (let i = 0; i < count; i++) if (!isOffered(entry, prices, i)) prices.offered--;
  return { ...prices, block, lock: lockIndex };
}

/** The rate ranges the program's rate limits withhold from the loan, null for none. */
function withheldRates(entry: PricingEntry): number[] | null {
  const { code } = entry.plan;
  const at = entryField(entry, ENTRY.RATE_LIMITS, 'RATE_LIMITS');
  if (at === NA) return null;
  let withheld: number[] | null = null;
  for (let n = slot(code, at + LIST.COUNT, 'the rate limit count'), limit = at + LIST.ITEMS; n > 0; n--) {
    const conds = limit + RATE_LIMIT_SIZE;
    if (holds(code, conds, entry))
      (withheld ??= []).push(
        slot(code, limit + RATE_LIMIT.LO, 'a rate limit'),
        slot(code, limit + RATE_LIMIT.HI, 'a rate limit'),
      );
    limit = afterConds(code, conds);
  }
  return withheld;
}

/** Whether candidate `i`'s rate is offered to the loan: in none of the ranges its rate limits withhold. */
export function isOffered(entry: PricingEntry, prices: Pick<BasePrices, 'ratesAt' | 'withheld'>, i: number): boolean {
  const { withheld } = prices;
  if (withheld === null) return true;
  const rate = slot(entry.plan.code, prices.ratesAt + i, 'a rate');
  for (let k = 0; k < withheld.length; k += 2) {
    const lo = withheld[k]!;
    const hi = withheld[k + 1]!;
    if ((lo === NA || rate >= lo) && (hi === NA || rate <= hi)) return false;
  }
  return true;
}

/** The priced rows of the first tier at `at` whose conditions hold for the loan, NA for none. */
function tierRows(entry: PricingEntry, at: number): number {
  const { code } = entry.plan;
  const tiers = slot(code, at + LIST.COUNT, 'the tier count');
  for (let t = 0, conds = at + LIST.ITEMS; t < tiers; t++) {
    const rows = afterConds(code, conds);
    if (holds(code, conds, entry)) return rows;
    conds = rows + PRICED_ROWS.RATES + 2 * slot(code, rows + PRICED_ROWS.COUNT, 'the priced rows count');
  }
  return NA;
}

/** The index of the highest base price of an offered rate (the rate an llpa_na rejection shows), -1 for none. */
export function bestBase(entry: PricingEntry, prices: BasePrices): number {
  const { code } = entry.plan;
  let best = -1;
  for (let i = 0; i < prices.count; i++) {
    if (!isOffered(entry, prices, i)) continue;
    if (
      best < 0 ||
      slot(code, prices.pricesAt + i, 'a base price') > slot(code, prices.pricesAt + best, 'a base price')
    )
      best = i;
  }
  return best;
}
