/**
 * Likeness of printed texts, for the messages of an analyst's misspelling: a title, a heading or a
 * word of the profile's against what the workbook prints. Words are lowercase runs of three letters
 * or more (figures say little: `Loans above $1,000,000` is not like `LTV above 80%`).
 */
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);

/** The candidate whose text shares the most of `sought`'s words, at least half of them; undefined when none does. */
export function mostLike<T>(sought: string, candidates: Iterable<T>, textOf: (candidate: T) => string): T | undefined {
  const wanted = wordsOf(sought);
  let best: { candidate: T; shared: number } | undefined;
  for (const candidate of candidates) {
    const shared = [...wordsOf(textOf(candidate))].filter((w) => wanted.has(w)).length;
    if (shared > (best?.shared ?? 0)) best = { candidate, shared };
  }
  return best && best.shared * 2 >= wanted.size ? best.candidate : undefined;
}
