/**
 * Defaulted fields that price nothing on these sheets (sheets/README.md §5): comp_type (compensation
 * is not in these prices), zip (not used), mtg_lates_12mo, housing_event and housing_event_months_ago
 * (no grid reads them). No quote can tell their values apart and the response does not echo them, so
 * what is observable is tested: omitted equals the explicit default, any other valid value is accepted
 * and ignored (the same quote), and an invalid value is refused by parseQuoteRequest naming the field
 * (a 422 at the HTTP boundary).
 */
import { describe, expect, it } from 'vitest';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { priced } from './sheets.ts';

const REQUIRED = { term: 30, purpose: 'purchase', credit_score: 740, purchase_price: 500_000, loan_amount: 400_000 };

describe.each([
  ['comp_type', 'lender_paid', ['borrower_paid'], ['salary', 'LENDER_PAID', 1]],
  ['zip', '', ['94105', '00501'], ['9410', '941051', 'abcde', 94105]],
  ['mtg_lates_12mo', 0, [1, 2, 3], [4, -1, 1.5, '0']],
  [
    'housing_event',
    null,
    ['bk_chapter_7', 'bk_chapter_13', 'foreclosure', 'short_sale', 'deed_in_lieu'],
    ['bankruptcy', 7],
  ],
  ['housing_event_months_ago', null, [0, 12, 1200], [-1, 1.5, 1201, '12']],
] as const)('%s (default %j)', (field, dflt, others, invalid) => {
  it('omitted is the default, and the parsed request holds it', () => {
    const parsed = parseQuoteRequest(REQUIRED);
    expect(parsed.ok && parsed.request[field]).toBe(dflt);
    expect(priced({})).toEqual(priced({ [field]: dflt }));
  });

  it(`every other valid value is accepted and prices nothing: ${others.join(', ')}`, () => {
    const quote = priced({});
    expect(quote.eligible.length).toBeGreaterThan(0);
    for (const v of others) expect(priced({ [field]: v }), `${field} = ${v}`).toEqual(quote);
  });

  it.each(invalid as readonly unknown[])(`refuses ${field} = %j naming the field`, (v) => {
    const parsed = parseQuoteRequest({ ...REQUIRED, [field]: v });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && Object.keys(parsed.errors)).toEqual([field]);
    expect(!parsed.ok && parsed.message).toContain(field);
  });
});
