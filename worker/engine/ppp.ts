/**
 * Prepayment penalty (sheets/README.md §3.7): the table asked for by name (or the first), its row
 * of the PPP term and its column of the occupancy. Program-level rules: a table or term the program
 * does not offer, a penalty in a state that allows none. The cell is one of the adjustments (adjustments.ts).
 */
import { ENTRY, HEADER, LIST, NA, PPP_TABLE } from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { NO_PPP } from '../artifact/vocabulary.ts';
import { entryField, type PricingEntry, partsAt } from './entry.ts';
import type { Reason } from './reason.ts';
import * as reject from './rejections.ts';

/** The states mask is two words: US_STATES indexes below 30, then the rest. */
const US_STATES_LO = 30;

/** Is the state of index `stateIndex` (-1: no US state) in the two-word mask? */
export const inStateMask = (lo: number, hi: number, stateIndex: number): boolean =>
  stateIndex >= 0 &&
  (stateIndex < US_STATES_LO ? (lo & (1 << stateIndex)) !== 0 : (hi & (1 << (stateIndex - US_STATES_LO))) !== 0);

/** No such table: the program prints none of the name asked for. */
const NO_TABLE = -2;

/** The offset of the PPP table the loan selects (the first when it names none), NO_TABLE when the named one is absent, NA without PPP. */
export function selectedTable(entry: PricingEntry): number {
  const { plan } = entry;
  const { code } = plan;
  const at = entryField(entry, ENTRY.PPP, 'the prepayment section');
  if (at === NA) return NA;
  let table = at + LIST.ITEMS;
  const wanted = entry.scenario.pppTable;
  if (wanted === null) return table;
  for (let i = 0; i < slot(code, at + LIST.COUNT, 'the prepayment table count'); i++) {
    if (plan.name(slot(code, table + PPP_TABLE.KEY, 'a prepayment table key')) === wanted) return table;
    table = slot(code, table + PPP_TABLE.NEXT, 'the next prepayment table');
  }
  return NO_TABLE;
}

/** Program-level PPP problems of the entry, or null for none. */
export function pppReasons(entry: PricingEntry): Reason[] | null {
  const table = selectedTable(entry);
  if (table === NA) return null;
  const { code } = entry.plan;
  const { request, pppTermIndex, stateIndex } = entry.scenario;
  if (table === NO_TABLE) return [reject.pppTableNotOffered(partsAt(entry), request.ppp_table_name ?? '')];
  let reasons: Reason[] | null = null;
  if (slot(code, table + PPP_TABLE.ROW_BY_TERM + pppTermIndex, 'a prepayment row') < 0) {
    const index = slot(code, table + PPP_TABLE.INDEX, 'a prepayment table index');
    (reasons ??= []).push(reject.pppTermNotOffered(partsAt(entry), index, request.ppp_term));
  }
  const lo = slot(code, HEADER.PPP_RESTRICTED_STATES_LO, 'the restricted states');
  const hi = slot(code, HEADER.PPP_RESTRICTED_STATES_HI, 'the restricted states');
  if (request.ppp_term !== NO_PPP && inStateMask(lo, hi, stateIndex))
    (reasons ??= []).push(reject.pppStateRestricted(entry.plan.header, request));
  return reasons;
}
