/**
 * `"rejected": "counted"` stops pricing a (program, doc type) at its first reason, where `listed`
 * gathers every one (worker/engine/price-program.ts). Whatever the scenario, the two must refuse the
 * same programs and price the same offers: the counted answer is the listed one with an empty list.
 * Over every sheet moment of the fixture list (each lender's sheet in force then), an expired sheet,
 * a doc type a program does not offer, both views, seeded random scenarios and scenarios that mostly price.
 */
import { describe, expect, it } from 'vitest';
import { parseQuoteRequest, type QuoteRequestInput } from '../../worker/contract/request.ts';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, type LenderSheet } from '../../worker/engine/rate-sheets.ts';
import { pricedScenarios } from './priced-scenarios.ts';
import { manifest, randomScenarios, sheetsAt } from './sheets.ts';

const scenarios = [...randomScenarios(20261128, 60), ...pricedScenarios(20261128, 60)];
const moments = [...new Set(manifest.artifacts.map((e) => e.effective_at))].sort();

function answer(lenders: readonly LenderSheet[], input: Partial<QuoteRequestInput>): QuoteResponse {
  const parsed = parseQuoteRequest(input);
  if (!parsed.ok) throw new Error(`bad test request: ${parsed.message}`);
  const out = quote(lenders, parsed.request);
  if (!out.ok) throw new Error(`quote refused: ${out.message}`);
  return out.response;
}

/** Every difference but the list, or none: the counted answer against the listed one. */
function expectSameButTheList(lenders: readonly LenderSheet[], input: Partial<QuoteRequestInput>) {
  const listed = answer(lenders, { ...input, rejected: 'listed' });
  const counted = answer(lenders, { ...input, rejected: 'counted' });
  expect(counted).toEqual({ ...listed, rejected: [] });
  return listed;
}

describe.each(moments)('counted rejections on the sheets in force at %s', (moment) => {
  const lenders = allInForce(sheetsAt(moment));

  it.each(['best', 'all'] as const)('price and refuse what listed ones do (%s view)', (view) => {
    let refused = 0;
    for (const s of scenarios) refused += expectSameButTheList(lenders, { ...s, view }).rejected_count;
    expect(refused).toBeGreaterThan(0); // the scenarios do reach refusals
  });

  it('count an expired sheet’s programs', () => {
    const [first, ...rest] = sheetsAt(moment);
    const expired: LenderSheet = { ...allInForce([first!])[0]!, status: 'expired' } as LenderSheet;
    const listed = expectSameButTheList([expired, ...allInForce(rest)], scenarios[0]!);
    expect(listed.rejected.some((r) => r.rejections[0]?.key === 'rate_sheet_expired')).toBe(true);
  });
});

it('counts a doc type a program does not offer: Granite Peak’s full_doc program has no DSCR doc type', () => {
  const withGranitePeak = moments.filter((m) => sheetsAt(m).some((s) => s.plan.header.lender_slug === 'non-qm'));
  expect(withGranitePeak.length).toBeGreaterThan(0);
  for (const moment of withGranitePeak) {
    const request = { ...scenarios[0]!, program_slug: 'full_doc', doc_type: 'dscr' };
    const listed = expectSameButTheList(allInForce(sheetsAt(moment)), request);
    expect(listed.rejected.map((r) => [r.lender_slug, r.rejections.map((x) => x.key)])).toEqual([
      ['non-qm', ['doc_type_not_available']],
    ]);
  }
});
