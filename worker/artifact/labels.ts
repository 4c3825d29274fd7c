/**
 * The one label normaliser: how a printed label (a row label, a heading, a program name, a list item)
 * is compared with another printing of it. The compiler matches a lender's workbook against its
 * profile with it; the diff can pair labels of two days with the same rule. The artifact keeps every
 * label as printed: normal forms are for comparing only.
 */

/** Normalised form for dictionary lookups: lower case, one kind of dash, single spaces, no spaces around / & -. */
export const key = (label: string) =>
  label
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/\s*([/&-])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** Looser still: a hyphen or a period reads as a space ("Cash Out" = "Cash-Out", "12 Mo" = "12 Mo."). */
const loose = (label: string) => key(label).replace(/[-.]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * A printed label's entry in a dictionary keyed by printed labels (or their `key()` form): as spelled,
 * or spelled another way (case, spacing, dashes, a hyphen or period for a space).
 */
export function lookup<T>(dict: Readonly<Record<string, T>>, label: string): T | undefined {
  const wanted = key(label);
  const exact = Object.keys(dict).find((k) => key(k) === wanted);
  if (exact !== undefined) return dict[exact];
  const looser = loose(label);
  const hit = Object.keys(dict).find((k) => loose(k) === looser);
  return hit === undefined ? undefined : dict[hit];
}

/** Whether two printed labels are the same label (`lookup`'s rule). */
export const sameLabel = (a: string, b: string) => key(a) === key(b) || loose(a) === loose(b);
