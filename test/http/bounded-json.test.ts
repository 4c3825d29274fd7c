/** The budget of an answer's bytes (worker/http/bounded-json.ts): counted in UTF-8, both sides of the limit. */
import { describe, expect, it } from 'vitest';
import { BoundedJson } from '../../worker/http/bounded-json.ts';

const text = (json: BoundedJson) => new TextDecoder().decode(json.bytes());

describe('BoundedJson', () => {
  it('joins what it was given, in order, up to exactly the limit', () => {
    const json = new BoundedJson(7);
    expect([json.add('[1,'), json.add('22'), json.add(']')]).toEqual([true, true, true]); // 3 + 2 + 1 = 6 bytes
    expect(json.add('x')).toBe(true); // 7: the limit itself
    expect(json.add('')).toBe(true);
    expect(json.add('y')).toBe(false); // 8
    expect(text(json)).toBe('[1,22]x');
  });

  it('appends nothing of a piece that does not fit, and takes a smaller one after it', () => {
    const json = new BoundedJson(5);
    expect(json.add('abcdef')).toBe(false);
    expect(json.add('abc')).toBe(true);
    expect(json.add('def')).toBe(false); // 6 > 5
    expect(json.add('de')).toBe(true);
    expect(text(json)).toBe('abcde');
  });

  it('counts UTF-8 bytes, not characters: "›" (U+203A) is 3 bytes, "é" 2, an emoji 4', () => {
    // "a›" is 2 characters and 1 + 3 = 4 bytes: over a limit of 3 although it is 2 characters long.
    expect(new BoundedJson(3).add('a›')).toBe(false);
    expect(new BoundedJson(4).add('a›')).toBe(true);
    expect(new BoundedJson(2).add('é')).toBe(true);
    expect(new BoundedJson(3).add('😀')).toBe(false);
    const json = new BoundedJson(4);
    expect(json.add('😀')).toBe(true);
    expect(text(json)).toBe('😀');
  });

  it('holds nothing until something is added', () => {
    expect(new BoundedJson(0).bytes()).toEqual(new Uint8Array(0));
    expect(new BoundedJson(0).add('x')).toBe(false);
  });
});
