/**
 * State lists as lenders print them: codes separated by commas or semicolons (`FL, NY, NJ`), or, in
 * the profile's words, every state with or without the District and with exceptions
 * (`All states + DC except ND, SD, VT`). Whether DC counts is the profile's to say: `all` alone is the
 * 50 states (and DC when `allIncludesDc`), `all` then `plusDc` adds the District; a list counts DC when
 * it prints it.
 */
import { isOneOf, US_STATES, type UsState } from '../../worker/artifact/vocabulary.ts';
import { literal } from '../patterns.ts';

/** The profile's words for "every state": `all`, then optionally `plusDc`, then `except` and the codes left out. */
export interface AllStatesWords {
  all: string;
  plusDc: string;
  except: string;
  /** `all` alone counts DC too (without it, DC only with `plusDc`) */
  allIncludesDc?: true;
  /** a row of a state table for every state no other row of it names (`All other states`) */
  otherwise?: string;
}

export interface StateList {
  /** the states the text names (sorted and deduplicated), or every state but the exceptions */
  values: UsState[];
  /** the codes left out of "all", sorted; null for a plain list */
  except: UsState[] | null;
  /** items that are no state code, as printed (upper case) */
  unknown: string[];
}

/** Each comma- or semicolon-separated item, upper case, in printed order; an item of state codes separated by spaces alone (`NY NJ CT`) is each code. */
export const stateCodes = (text: string): string[] =>
  text
    .split(/[,;&]|\s+and\s+/i)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean)
    .flatMap((item) => {
      const codes = item.split(/\s+/);
      return codes.length > 1 && codes.every((c) => isOneOf(US_STATES, c)) ? codes : [item];
    });

/** The codes of a list that are states, in printed order, and the items that are none. */
export function splitStates(items: readonly string[]): { known: UsState[]; unknown: string[] } {
  return {
    known: items.filter((s): s is UsState => isOneOf(US_STATES, s)),
    unknown: items.filter((s) => !isOneOf(US_STATES, s)),
  };
}

/** Whether the text is a plain list of state codes and nothing else (`TX`, `FL, NY`). */
export function isStateList(text: string): boolean {
  const { known, unknown } = splitStates(stateCodes(text));
  return known.length > 0 && unknown.length === 0;
}

/** A state list: a plain list of codes, or "every state" in the profile's words when it declares them. */
export function stateList(text: string, allWords?: AllStatesWords): StateList {
  const all =
    allWords &&
    new RegExp(
      `^${literal(allWords.all)}(\\s*${literal(allWords.plusDc)})?(?:\\s+${literal(allWords.except)}\\s+(.*))?$`,
      'i',
    ).exec(text.trim());
  const { known, unknown } = splitStates(stateCodes(all ? (all[2] ?? '') : text));
  if (all)
    return {
      values: US_STATES.filter((s) => !known.includes(s) && (s !== 'DC' || all[1] || allWords?.allIncludesDc)),
      except: [...known].sort(),
      unknown,
    };
  return { values: [...new Set(known)].sort(), except: null, unknown };
}
