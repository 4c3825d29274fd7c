import { describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../worker/http/json-body.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { authorized, send, VALID_QUOTE } from './requests.ts';

async function expectError(
  response: Response,
  status: number,
): Promise<{ message: string; errors?: Record<string, string[]> }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body = await response.json<{ message: string; errors?: Record<string, string[]> }>();
  expect(body.message).toEqual(expect.any(String));
  return body;
}

describe('error envelope', () => {
  it('answers 404 JSON on an unknown route', async () => {
    await expectError(await send('/api/nope'), 404);
  });

  it('answers 404 JSON on a known path with another method', async () => {
    await expectError(await send('/api/pricer/quote', { method: 'GET' }), 404);
  });

  it.each([
    ['not JSON', '{"term": 30'],
    ['empty', ''],
    [
      'not UTF-8',
      new ReadableStream({
        start: (c) => {
          c.enqueue(new Uint8Array([0x7b, 0xff, 0x7d]));
          c.close();
        },
      }),
    ],
  ])('answers 400 when the body is %s', async (_, body) => {
    await expectError(await send('/api/pricer/quote', { body }), 400);
  });

  it('answers 413 from a Content-Length over 64 KiB, before reading', async () => {
    const response = await send('/api/pricer/quote', {
      body: '{}',
      headers: { ...authorized(), 'Content-Length': String(MAX_BODY_BYTES + 1) },
    });
    await expectError(response, 413);
  });

  it('answers 413 from the bytes read when no Content-Length tells', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (c) => (sent++ < 5 ? c.enqueue(chunk) : c.close()),
    });
    await expectError(await send('/api/pricer/quote', { body }), 413);
    expect(sent).toBeLessThanOrEqual(6); // stopped reading at the limit
  });

  it('accepts a body of exactly 64 KiB', async () => {
    const json = JSON.stringify({ ...VALID_QUOTE, term: 11 });
    const response = await send('/api/pricer/quote', { body: json.padEnd(MAX_BODY_BYTES, ' ') });
    await expectError(response, 422);
  });

  it('answers 422 naming the field and its allowed set', async () => {
    const body = await expectError(await send('/api/pricer/quote', { body: { ...VALID_QUOTE, term: 11 } }), 422);
    expect(body.errors?.term).toEqual([expect.stringContaining('10, 15, 20, 25, 30, 40')]);
    expect(body.message).toContain('term');
  });

  it('answers 422 for missing required fields and unknown fields', async () => {
    const { credit_score: _, ...withoutScore } = VALID_QUOTE;
    const body = await expectError(await send('/api/pricer/quote', { body: { ...withoutScore, colour: 'red' } }), 422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['colour', 'credit_score']);
  });

  it('answers 500 with a generic message and logs the error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = new (class extends SheetStore {
      override sheets(): never {
        throw new Error('kaboom at store.ts:42');
      }
    })();
    const body = await expectError(await send('/api/pricer/quote', { body: VALID_QUOTE, store: failing }), 500);
    expect(body).toEqual({ message: 'internal error' });
    expect(errors).toHaveBeenCalledWith(
      'unhandled error',
      expect.objectContaining({ error: expect.stringContaining('kaboom') }),
    );
    expect(JSON.stringify(errors.mock.calls)).not.toContain(authorized().Authorization!.slice(7));
    errors.mockRestore();
  });
});
