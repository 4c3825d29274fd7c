/**
 * The plan's names: every string an answer prints (slugs, labels, tabs, cell references), stored as
 * one UTF-8 block and the end offset of each, and read one at a time when an answer first prints it.
 * A new isolate reading a thousand lenders then decodes no string it does not show.
 */

/** The names of a plan, by id. */
export interface Names {
  readonly count: number;
  at(id: number): string;
}

/** Names already decoded (a plan packed in memory, as the compiler and the tests build it). */
export const namesOf = (list: readonly string[]): Names => ({
  count: list.length,
  at: (id) => {
    const text = list[id];
    if (text === undefined) throw new RangeError(`no name ${id} of ${list.length}`);
    return text;
  },
});

/** `list` as stored: the UTF-8 block and the end of each name in it. */
export function packNames(list: readonly string[]): { text: Uint8Array; ends: Int32Array } {
  const encoder = new TextEncoder();
  const parts = list.map((name) => encoder.encode(name));
  const ends = new Int32Array(parts.length);
  let end = 0;
  parts.forEach((part, i) => {
    end += part.length;
    ends[i] = end;
  });
  const text = new Uint8Array(end);
  parts.forEach((part, i) => {
    text.set(part, (ends[i] ?? 0) - part.length);
  });
  return { text, ends };
}

const decoder = new TextDecoder();

/** Stored names, each decoded on its first read and kept. `ends` must rise within `text` (codec.ts checks it). */
export function readNames(text: Uint8Array, ends: Int32Array): Names {
  const decoded: (string | undefined)[] = [];
  return {
    count: ends.length,
    at(id) {
      let name = decoded[id];
      if (name === undefined) {
        if (!(id >= 0 && id < ends.length)) throw new RangeError(`no name ${id} of ${ends.length}`);
        decoded[id] = name = decoder.decode(text.subarray(id === 0 ? 0 : ends[id - 1], ends[id]));
      }
      return name;
    },
  };
}
