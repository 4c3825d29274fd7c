/**
 * What a printed grid row means: the request attributes that select it (sheets/README.md §3.5, §4.4).
 * Band rows are read by the kind named in the grid's label heading; every other row label must be
 * one the service knows, so a new row on tomorrow's sheet fails the compile instead of being ignored.
 */
import type { Cond } from '../worker/artifact/format.ts';
import { type BandKind, parseBand } from './bands.ts';

/** Normalised form for dictionary lookups: lower case, one kind of dash, single spaces. */
export const key = (label: string) =>
  label
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/\s*([/&-])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** Looser still: a hyphen or a period reads as a space ("Cash Out" = "Cash-Out", "12 Mo" = "12 Mo."). */
const loose = (label: string) => key(label).replace(/[-.]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * A printed label's entry in a dictionary keyed by `key()` form: as spelled, or spelled another way
 * (case, spacing, dashes, a hyphen or period for a space).
 */
export function lookup<T>(dict: Readonly<Record<string, T>>, label: string): T | undefined {
  const exact = dict[key(label)];
  if (exact !== undefined) return exact;
  const wanted = loose(label);
  const hit = Object.keys(dict).find((k) => loose(k) === wanted);
  return hit === undefined ? undefined : dict[hit];
}

type EqCond = Extract<Cond, { kind: 'eq' }>;
type Values<A extends EqCond['attr']> = Extract<EqCond, { attr: A }>['values'];
/** An eq condition: at least one value, by type (the schema refuses an empty list, with no cell to name). */
export const eq = <A extends EqCond['attr']>(attr: A, ...values: [Values<A>[number], ...Values<A>]): Cond =>
  ({ kind: 'eq', attr, values }) as Cond;
/** A list that may be empty, as the values of an eq condition, or undefined when it is empty. */
export const nonEmpty = <T>(list: readonly T[]): [T, ...T[]] | undefined =>
  list.length ? (list as [T, ...T[]]) : undefined;
const flag = (attr: Extract<Cond, { kind: 'flag' }>['attr']): Cond => ({ kind: 'flag', attr });

const LABELS: Record<string, Cond[]> = {
  // purpose
  purchase: [eq('purpose', 'purchase')],
  'rate/term refinance': [eq('purpose', 'rate_term_refi')],
  'cash-out refinance': [eq('purpose', 'cash_out_refi')],
  // doc type (the doc key combines doc_type and doc_seasoning)
  'full doc-12 months': [eq('doc', 'full_doc_12mo')],
  'full doc-24 months': [eq('doc', 'full_doc_24mo')],
  '12 mo. bank statements': [eq('doc', 'bank_statements_12mo')],
  '24 mo. bank statements': [eq('doc', 'bank_statements_24mo')],
  '1099': [eq('doc', '1099')],
  'p&l only (cpa prepared)': [eq('doc', 'pl_statement')],
  'asset utilization': [eq('doc', 'asset_utilization')],
  // property type
  sfr: [eq('property_type', 'sfr')],
  'condo/warrantable condo': [eq('property_type', 'condo', 'warrantable_condo')],
  condo: [eq('property_type', 'condo', 'warrantable_condo')],
  'non-warrantable condo': [eq('property_type', 'non_warrantable_condo')],
  'non-warrantable condo/condotel': [eq('property_type', 'non_warrantable_condo', 'condotel')],
  '2 units': [eq('property_type', '2_unit')],
  '3-4 units': [eq('property_type', '3_4_unit')],
  '2-4 units': [eq('property_type', '2_unit', '3_4_unit')],
  '5-8 units': [eq('property_type', '5_8_unit')],
  'mixed use': [eq('property_type', 'mixed_use')],
  '5-8 units/mixed use': [eq('property_type', '5_8_unit', 'mixed_use')],
  condotel: [eq('property_type', 'condotel')],
  townhome: [eq('property_type', 'townhome')],
  manufactured: [eq('property_type', 'manufactured')],
  'manufactured home': [eq('property_type', 'manufactured')],
  // occupancy
  'second home': [eq('occupancy', 'second_home')],
  investment: [eq('occupancy', 'investment')],
  'investment property': [eq('occupancy', 'investment')],
  'non-owner occupied': [eq('occupancy', 'investment')],
  // product
  '10 year fixed': [eq('term', 10)],
  '15 year fixed': [eq('term', 15)],
  '20 year fixed': [eq('term', 20)],
  '25 year fixed': [eq('term', 25)],
  '30 year fixed': [eq('term', 30)],
  '40 year maturity': [eq('term', 40)],
  'interest only': [flag('interest_only')],
  // miscellaneous / other adjustments
  'escrow waiver': [flag('escrow_waiver')],
  '1x30x12': [eq('housing_history', '1x30x12')],
  '0x60x12': [eq('housing_history', '0x60x12')],
  '0x90x12': [eq('housing_history', '0x90x12')],
  'fc/ss/dil/bk < 48 months': [flag('recent_credit_event')],
  'short-term rental': [flag('short_term_rental')],
  'non-permanent resident': [eq('citizenship', 'non_permanent_resident')],
  '15 day lock': [eq('lock_days', 15)],
  '30 day lock': [eq('lock_days', 30)],
  '45 day lock': [eq('lock_days', 45)],
};

/** The band kind a grid's label heading announces ("FICO", "Loan Amount", ...), if any. */
export function bandKindOfHeading(heading: string): Exclude<BandKind, 'percent'> | 'dti' | undefined {
  const k = key(heading);
  if (k === 'fico' || k === 'credit score') return 'fico';
  if (k === 'loan amount') return 'dollars';
  if (k === 'dti') return 'dti';
  if (k === 'dscr') return 'dscr';
  return undefined;
}

export interface RowContext {
  /** What a grid's percent band columns measure: Granite Peak bands by CLTV, Bayshore by LTV (sheets/README.md §2). */
  bandAttr: 'ltv' | 'cltv';
  /** Agency product families for the High Balance rows: "fixed rate" / "arm" -> program slugs. */
  families?: Record<string, string[]>;
}

/** Conditions for one row label, or an explanation. */
export function rowConditions(heading: string, label: string, ctx: RowContext): Cond[] | string {
  const kind = bandKindOfHeading(heading);
  if (kind) {
    const range = parseBand(kind === 'dti' ? 'percent' : kind, label);
    if (typeof range === 'string') return range;
    const attr = kind === 'dollars' ? 'loan_amount' : kind;
    return [{ kind: 'range', attr, range }];
  }
  const known = lookup(LABELS, label);
  if (known) return known;
  // Agency high balance: "<family> - <purposes>"
  const m = /^(.*?)\s+-\s+(purchase & limited cash-out|cash-out)$/i.exec(label.trim());
  const family = m && ctx.families?.[key(m[1]!)];
  if (m && family) {
    const programs = nonEmpty(family);
    if (!programs)
      return `row label ${JSON.stringify(label)} applies to the ${JSON.stringify(m[1]!.trim())} programs, and no program priced on this sheet is one`;
    const purposes = /^purchase/i.test(m[2]!)
      ? eq('purpose', 'purchase', 'rate_term_refi')
      : eq('purpose', 'cash_out_refi');
    return [eq('program', ...programs), purposes];
  }
  return `row label ${JSON.stringify(label)} is not one the service knows how to apply (grid heading ${JSON.stringify(heading)})`;
}

/** Grid-level conditions from the grid title (Bayshore's purpose grids, high balance). */
export function gridConditions(title: string): Cond[] {
  const k = key(title);
  if (k.startsWith('purchase')) return [eq('purpose', 'purchase')];
  if (k.startsWith('limited cash-out')) return [eq('purpose', 'rate_term_refi')];
  if (k.startsWith('cash-out')) return [eq('purpose', 'cash_out_refi')];
  if (k.startsWith('high balance')) return [flag('high_balance')];
  return [];
}
