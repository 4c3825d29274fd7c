/**
 * Production Workers refuse `new Function` at request time; local workerd does not. msgpackr tries
 * it to speed up record decoding and must fall back to its plain reader. This proves the fallback
 * by making every `new Function` throw the way the Workers runtime does, then decoding.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { z } from 'zod';

// zod compiles validators with `new Function` too, except where navigator.userAgent says
// Cloudflare-Workers; in Node the same behaviour is its `jitless` setting, read when a schema is
// built, hence the dynamic import below.
z.config({ jitless: true });
const { decodeArtifact } = await import('../../worker/artifact/codec.ts');

it('decodes every artifact identically when code generation is refused', () => {
  const manifest = JSON.parse(readFileSync('dist-sheets/manifest.json', 'utf8')) as { artifacts: { path: string }[] };
  const real = globalThis.Function;
  let refused = 0;
  const decodedWithout: unknown[] = [];
  globalThis.Function = function refuse() {
    refused++;
    throw new EvalError('Code generation from strings disallowed for this context');
  } as unknown as FunctionConstructor;
  try {
    for (const { path } of manifest.artifacts) decodedWithout.push(decodeArtifact(readFileSync(`dist-sheets/${path}`)));
  } finally {
    globalThis.Function = real;
  }
  expect(refused).toBeGreaterThan(0); // msgpackr did try, and was refused
  for (const [i, { path }] of manifest.artifacts.entries()) {
    expect(decodedWithout[i]).toEqual(decodeArtifact(readFileSync(`dist-sheets/${path}`)));
  }
});
