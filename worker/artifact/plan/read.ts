/**
 * Reading the packed plan. A read past the end of the plan, or of a list, can only mean a plan or
 * artifact that is not what its builder wrote: it fails loudly, saying what was expected there,
 * instead of yielding `undefined` that a comparison would silently treat as false.
 */

/** A plan or artifact whose shape is not the one its reader expects: a bug, never an answer. */
export class PlanError extends Error {
  override name = 'PlanError';
}

/** `code[at]`, the `what` of the plan. */
export function slot(code: ArrayLike<number>, at: number, what: string): number {
  const value = code[at];
  if (value === undefined) throw new PlanError(`the plan ends before ${what} (offset ${at} of ${code.length})`);
  return value;
}

/** `list[index]`, the `what` of an artifact list. */
export function item<T>(list: readonly T[], index: number, what: string): T {
  const value = list[index];
  if (value === undefined) throw new PlanError(`no ${what} at index ${index} of ${list.length}`);
  return value;
}
