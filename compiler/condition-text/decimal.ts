/**
 * Printed numbers read exactly, as integers in a unit (hundredths of a percent, whole dollars, points),
 * from their digits: never through floating point, so `65.01` is 6501 and `$1.5MM` is 1,500,000
 * whatever the binary form of 65.01 or 1.5 would round to.
 */

/**
 * `text` (digits, an optional point and fraction) times 10^`scale`, or undefined when it is not a
 * decimal or has digits below the unit (`65.015` at scale 2).
 */
export function scaled(text: string, scale: number): number | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return undefined;
  return Number(m[1]! + fraction.padEnd(scale, '0'));
}

/** The powers of ten a dollar amount's suffix stands for: millions (`MM`, `M`) or thousands (`K`). */
const SUFFIX_SCALE: Readonly<Record<string, number>> = { mm: 6, m: 6, k: 3 };

/** `1,500,000`, `1.5MM`, `1.5m`, `750k` -> whole dollars; undefined when not whole dollars. */
export function dollars(text: string): number | undefined {
  const m = /^(\d[\d,]*(?:\.\d+)?)(mm|m|k)?$/i.exec(text);
  if (!m) return undefined;
  return scaled(m[1]!.replace(/,/g, ''), SUFFIX_SCALE[m[2]?.toLowerCase() ?? ''] ?? 0);
}
