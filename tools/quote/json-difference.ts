/**
 * Where two answers differ, for `npm run quote -- --verify`: every leaf that is not the same, by its
 * JSON path (`eligible[3].final_price`), with the offer, rejection, sheet or batch scenario it belongs
 * to, named as a pricing desk names it (lender, program, doc type, rate).
 */

export interface Difference {
  /** e.g. `results[1].quote.eligible[3].final_price` */
  path: string;
  /** What the path lies in: ["scenario 1", "offer non-qm full_doc full_doc 7.125"]. */
  within: string[];
  /** The value in the saved answer, and recomputed; undefined where one has no such path. */
  answer: unknown;
  recomputed: unknown;
}

type Item = Record<string, unknown>;

/** How an element of a known list is named; undefined for a list of another key. */
const NAMES: Record<string, (item: Item, index: number) => string> = {
  results: (_, index) => `scenario ${index}`,
  eligible: (o) => `offer ${o.lender_slug} ${o.program_slug} ${o.doc_type} ${o.rate}`,
  rejected: (r) => `rejection ${r.lender_slug} ${r.program_slug} ${r.doc_type}`,
  rate_sheets: (s) => `sheet of ${s.lender_slug}`,
};

const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf where `answer` and `recomputed` differ, in the recomputed answer's order. */
export function differences(answer: unknown, recomputed: unknown, path = '', within: string[] = []): Difference[] {
  if (Array.isArray(answer) && Array.isArray(recomputed)) {
    const key = /(?:^|\.)(\w+)$/.exec(path)?.[1] ?? '';
    return Array.from({ length: Math.max(answer.length, recomputed.length) }, (_, i) => {
      const item = recomputed[i] ?? answer[i];
      const name = NAMES[key] && isObject(item) ? [NAMES[key](item, i)] : [];
      return differences(answer[i], recomputed[i], `${path}[${i}]`, [...within, ...name]);
    }).flat();
  }
  if (isObject(answer) && isObject(recomputed)) {
    const keys = [...new Set([...Object.keys(recomputed), ...Object.keys(answer)])];
    return keys.flatMap((key) => differences(answer[key], recomputed[key], path ? `${path}.${key}` : key, within));
  }
  return JSON.stringify(answer) === JSON.stringify(recomputed) ? [] : [{ path, within, answer, recomputed }];
}

const shown = (value: unknown): string => {
  if (value === undefined) return 'absent';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** `eligible[3].final_price (offer non-qm full_doc full_doc 7.125): 100.501 in the answer, 100.5 recomputed` */
export function describe({ path, within, answer, recomputed }: Difference): string {
  const where = within.length ? ` (${within.join(', ')})` : '';
  return `${path || 'the answer'}${where}: ${shown(answer)} in the answer, ${shown(recomputed)} recomputed`;
}
