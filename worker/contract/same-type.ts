/**
 * The check that holds a wire schema to the engine's own type: `true satisfies Same<A, B>` compiles
 * only when A and B are the same type (not merely assignable one way), so a schema that drifts from
 * what the engine takes or returns fails `npm run typecheck`.
 */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
