/** The roster (sheets/roster.json via worker/sheets/roster.ts): the lenders every answer accounts for. */
import { describe, expect, it } from 'vitest';
import { LENDERS } from '../../compiler/lenders.ts';
import { ROSTER, rosterOf } from '../../worker/sheets/roster.ts';

describe('the committed roster', () => {
  it('lists Bayshore (agency), Cedar Hollow (jumbo) and Granite Peak (non-qm), among any others', () => {
    expect(ROSTER).toEqual(expect.arrayContaining(['agency', 'jumbo', 'non-qm']));
  });

  it('every roster lender is one the compiler can read', () => {
    for (const lender of ROSTER) expect(Object.keys(LENDERS)).toContain(lender);
  });
});

describe('a malformed roster is a clear error, never an empty one', () => {
  it.each([
    [{ lenders: [] }, 'sheets/roster.json: lenders: the roster lists no lender'],
    [{}, 'sheets/roster.json: lenders: '],
    [[], 'sheets/roster.json: (root): '],
    [{ lenders: ['agency', 'agency'] }, 'sheets/roster.json: lenders: a lender is listed twice'],
    [{ lenders: ['Agency'] }, 'sheets/roster.json: lenders.0: a lender slug is lowercase letters, digits, _ and -'],
    [{ lenders: ['agency'], extra: true }, 'sheets/roster.json: (root): '],
  ])('%j', (json, message) => {
    expect(() => rosterOf(json)).toThrow(message);
  });

  it('a good one is sorted and frozen', () => {
    const lenders = rosterOf({ lenders: ['non-qm', 'agency'] });
    expect(lenders).toEqual(['agency', 'non-qm']);
    expect(Object.isFrozen(lenders)).toBe(true);
  });
});
