/**
 * Same (worker/contract/same-type.ts), which holds each wire schema to the engine's type: it must
 * tell apart the drifts a schema can make, or its `true satisfies Same<…>` lines would hold nothing.
 * Its assertions are types, checked by `npm run typecheck` (a `@ts-expect-error` that no longer errs
 * fails it); the runs below only name the cases.
 */
import { describe, it } from 'vitest';
import type { Same } from '../../worker/contract/same-type.ts';

describe('Same', () => {
  it('holds for the same type, written two ways', () => {
    true satisfies Same<{ a: number; b: string | null }, { b: string | null; a: number }>;
    true satisfies Same<{ k: 'x'; v: number } | { k: 'y'; v: null }, { k: 'y'; v: null } | { k: 'x'; v: number }>;
  });

  it('fails for a field made optional, nullable, added, removed or narrowed, and for a union member more', () => {
    // @ts-expect-error optional vs required
    true satisfies Same<{ a?: number }, { a: number }>;
    // @ts-expect-error nullable vs not
    true satisfies Same<{ a: number | null }, { a: number }>;
    // @ts-expect-error a field more (assignable one way only)
    true satisfies Same<{ a: number; b?: string }, { a: number }>;
    // @ts-expect-error a literal vs its base type
    true satisfies Same<{ a: 'x' }, { a: string }>;
    // @ts-expect-error a union member more
    true satisfies Same<{ k: 'x' } | { k: 'y' }, { k: 'x' }>;
  });
});
