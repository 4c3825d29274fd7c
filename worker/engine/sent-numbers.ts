/**
 * JSON numbers as they were sent. JSON.parse turns "43.000000000000000001" into the double 43, yet
 * a limit is compared with the decimal as sent (exact-decimal.ts). Every serializer sends a double's
 * shortest decimal, `String(value)`, which the double itself gives back; only a text that says
 * more than its double is kept, by the object that holds it and its key. A copy of the object (a
 * spread, a parsed request) holds its numbers' shortest decimals until the texts are handed on.
 */

const sentTexts = new WeakMap<object, Map<string, string>>();

/** JSON.parse, keeping the text of each number that its double does not give back (where the runtime shows the source). */
export function parseJsonKeepingNumbers(text: string): unknown {
  return JSON.parse(text, function keep(this: unknown, key: string, value: unknown, context?: { source?: string }) {
    const source = context?.source;
    if (typeof value === 'number' && source !== undefined && source !== String(value)) keepText(this, key, source);
    return value;
  });
}

function keepText(holder: unknown, key: string, text: string): void {
  if (typeof holder !== 'object' || holder === null) return;
  let texts = sentTexts.get(holder);
  if (!texts) sentTexts.set(holder, (texts = new Map()));
  texts.set(key, text);
}

/** The decimal `holder[key]` (whose value is `value`) was sent as. */
export function sentText(holder: object, key: string, value: number): string {
  return sentTexts.get(holder)?.get(key) ?? String(value);
}

/** Hands the kept texts of `keys` from the object parsed to the value made of it. */
export function handOnSentTexts(from: unknown, to: object, keys: readonly string[]): void {
  if (typeof from !== 'object' || from === null) return;
  const texts = sentTexts.get(from);
  if (!texts) return;
  for (const key of keys) {
    const text = texts.get(key);
    if (text !== undefined) keepText(to, key, text);
  }
}
