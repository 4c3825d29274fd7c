/**
 * The decode-time check of a stored plan, derived from its layout: every section offset an entry
 * names lies inside the plan, every name id inside the names, every program's entries inside the
 * entries. A read the layout does not cover still fails loudly (read.ts `slot`); that a plan says
 * what its tables say is the publisher's check (the artifact re-encodes to its own bytes).
 */
import { ENTRY, ENTRY_SIZE, entryAt, HEADER, HEADER_SIZE, NA, PROGRAM, PROGRAM_SIZE } from './layout.ts';

/** The entry fields that hold a section's offset (NA: none). */
const ENTRY_OFFSETS = (Object.keys(ENTRY) as (keyof typeof ENTRY)[]).filter((field) =>
  [
    ENTRY.STATE_ADJUSTERS as number,
    ENTRY.MATRIX,
    ENTRY.PPP,
    ENTRY.BASE_PRICES,
    ENTRY.GRIDS,
    ENTRY.CAPS,
    ENTRY.FLOOR,
    ENTRY.ADJUSTMENT_CAP,
    ENTRY.RATE_LIMITS,
    ENTRY.RATE_ADJUSTERS,
    ENTRY.RULES,
  ].includes(ENTRY[field] as number),
);
const ENTRY_NAMES = ['DOC_TYPE'] as const satisfies readonly (keyof typeof ENTRY)[];
const PROGRAM_NAMES = ['SLUG', 'NAME'] as const satisfies readonly (keyof typeof PROGRAM)[];

/**
 * The first problem of `code` with `names` names, or null. Indexed loops only: a cold isolate runs
 * this interpreted, where every `for … of` step allocates (2.3 MB over a 1,000-lender first quote).
 */
export function planProblem(code: Int32Array, names: number): string | null {
  if (code.length < HEADER_SIZE) return `the plan is ${code.length} slots, shorter than its header`;
  const field = (at: number) => code[at] ?? NA;
  const entries = field(HEADER.ENTRY_COUNT);
  const programs = field(HEADER.PROGRAM_COUNT);
  const programsAt = field(HEADER.PROGRAMS_AT);
  if (entries < 0 || entryAt(entries) > code.length) return `the plan's ${entries} entries do not fit it`;
  if (programs < 0 || programsAt < entryAt(entries) || programsAt + programs * PROGRAM_SIZE > code.length)
    return `the plan's ${programs} programs at ${programsAt} do not fit it`;
  if (field(HEADER.SLOTS) < 0) return 'the plan counts a negative number of adjuster slots';
  const inside = (offset: number) => offset === NA || (offset >= 0 && offset < code.length);
  const named = (id: number) => id >= 0 && id < names;
  for (let e = 0; e < entries; e++) {
    const at = HEADER_SIZE + e * ENTRY_SIZE;
    for (let i = 0; i < ENTRY_OFFSETS.length; i++) {
      const name = ENTRY_OFFSETS[i]!;
      if (!inside(field(at + ENTRY[name]))) return `entry ${e}: ${name} ${field(at + ENTRY[name])} is outside the plan`;
    }
    for (let i = 0; i < ENTRY_NAMES.length; i++) {
      const name = ENTRY_NAMES[i]!;
      if (!named(field(at + ENTRY[name]))) return `entry ${e}: ${name} ${field(at + ENTRY[name])} is not a name`;
    }
    if (field(at + ENTRY.PROGRAM) < 0 || field(at + ENTRY.PROGRAM) >= programs)
      return `entry ${e}: program ${field(at + ENTRY.PROGRAM)} is not one of the ${programs}`;
  }
  for (let p = 0; p < programs; p++) {
    const at = programsAt + p * PROGRAM_SIZE;
    for (let i = 0; i < PROGRAM_NAMES.length; i++) {
      const name = PROGRAM_NAMES[i]!;
      if (!named(field(at + PROGRAM[name]))) return `program ${p}: ${name} ${field(at + PROGRAM[name])} is not a name`;
    }
    const first = field(at + PROGRAM.FIRST_ENTRY);
    const count = field(at + PROGRAM.DOC_TYPES);
    if (first < 0 || count < 0 || first + count > entries)
      return `program ${p}: entries ${first}..${first + count - 1} are not among the ${entries}`;
  }
  return null;
}
