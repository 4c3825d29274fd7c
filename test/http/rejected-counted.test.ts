/**
 * `"rejected": "counted"` (docs/contract.md › The request): the rejections counted, not listed. Over a
 * thousand lenders the reasons alone pass the 2 MiB answer budget (about 2 MB for the bench's
 * scenario #54), so a quote that lists them is refused; counted, the same quote fits. Everything but
 * the list is the listed answer's, and a request without the field keeps the digest it had before
 * the field existed (test/http/saved-answers.test.ts re-verifies those).
 */
import { describe, expect, it } from 'vitest';
import { answerQuote } from '../../worker/http/answers.ts';
import { inForce, sheetsOf } from '../engine/sheets.ts';
import { answered } from './answered.ts';

const SHEETS = inForce(sheetsOf('2026-11-20'));
const onSheets = async () => SHEETS;
const REQUEST = { term: 30, purpose: 'purchase', credit_score: 640, purchase_price: 500_000, loan_amount: 450_000 };

const answer = async (body: object, limit?: number) => {
  const a = await answered(answerQuote(body, onSheets, limit));
  if (a.status !== 200) throw new Error(JSON.stringify(a.body));
  return a.body;
};

describe('"rejected": "counted"', () => {
  it('answers the listed quote with an empty rejected list, rejected_count still counting them', async () => {
    const listed = await answer(REQUEST);
    const counted = await answer({ ...REQUEST, rejected: 'counted' });
    expect(listed.rejected.length).toBe(listed.rejected_count);
    expect(listed.rejected_count).toBeGreaterThan(0); // FICO 640 at 90 % LTV: some programs refuse it
    const { digest: _listedDigest, rejected: _listed, ...rest } = listed;
    expect(counted).toEqual({ ...rest, digest: expect.any(String), rejected: [] });
  });

  it('fits a budget the listed answer passes: at the counted answer’s size, and refused one byte below', async () => {
    const counted = await answerQuote({ ...REQUEST, rejected: 'counted' }, onSheets);
    const size = counted.json.byteLength;
    expect((await answerQuote(REQUEST, onSheets, size)).status).toBe(422); // the reasons do not fit
    expect(await answerQuote({ ...REQUEST, rejected: 'counted' }, onSheets, size)).toEqual(counted);
    expect((await answerQuote({ ...REQUEST, rejected: 'counted' }, onSheets, size - 1)).status).toBe(422);
  });

  it('keeps the digest of a request that does not name it, and gives another to "counted"', async () => {
    const [none, listed, counted] = await Promise.all(
      [REQUEST, { ...REQUEST, rejected: 'listed' }, { ...REQUEST, rejected: 'counted' }].map((b) => answer(b)),
    );
    expect(listed.digest).toBe(none.digest);
    expect(counted.digest).not.toBe(none.digest);
  });

  it('is refused with a 422 naming rejected for any other value', async () => {
    const message = 'rejected must be one of "listed", "counted"';
    expect(await answered(answerQuote({ ...REQUEST, rejected: 'none' }, onSheets))).toEqual({
      status: 422,
      body: { message, errors: { rejected: [message] } },
    });
  });
});
