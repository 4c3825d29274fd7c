/**
 * The engine's version, carried by every quote (its `engine_version`) and folded into its digest
 * (worker/http/digest.ts). Bump it in the commit that makes the same request on the same sheets
 * answer differently in any byte: a price, a ranking, a rejection reason or its text, a field of the
 * answer added, renamed or reordered. A saved answer then names the engine that gave it, and
 * `npm run quote -- --verify` on a later checkout says which version to check out instead of
 * reporting a difference the borrower never saw. test/http/saved-answers.test.ts fails when an
 * answer changes without a bump.
 */
export const ENGINE_VERSION = 1;
