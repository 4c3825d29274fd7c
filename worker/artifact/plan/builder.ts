/**
 * Where the packer writes (pack.ts, sections.ts): the plan's slots in order, its names (each string
 * once), the adjuster slots it numbers, and records filled by their layout's field names.
 */
import type { Artifact } from '../format.ts';
import { cellReference } from '../vocabulary.ts';
import { packConds } from './conditions.ts';
import { NA } from './layout.ts';

/** The mask of `values` by their index in `list`, of indexes from..to-1 (two words for the states). */
export function mask(
  list: readonly (string | number)[],
  values: readonly (string | number)[],
  from = 0,
  to = 30,
): number {
  let bits = 0;
  for (const value of values) {
    const i = list.indexOf(value);
    if (i >= from && i < to) bits |= 1 << (i - from);
  }
  return bits;
}

export class Builder {
  readonly out: number[] = [];
  readonly names: string[] = [];
  readonly #nameIds = new Map<string, number>();
  slots = 0;
  readonly artifact: Artifact;
  readonly programs: readonly string[];

  constructor(artifact: Artifact) {
    this.artifact = artifact;
    this.programs = artifact.programs.map((p) => p.slug);
  }

  get at(): number {
    return this.out.length;
  }

  push(...values: number[]): void {
    for (const v of values) this.out.push(v);
  }

  /** The id of `text` among the names (NA for null). */
  name(text: string | null): number {
    if (text === null) return NA;
    let id = this.#nameIds.get(text);
    if (id === undefined) this.#nameIds.set(text, (id = this.names.push(text) - 1));
    return id;
  }

  /** The name of the full reference of `cell` on `tab` of `workbook`. */
  cellName(workbook: number, tab: string, cell: string): number {
    return this.name(cellReference(this.artifact.sources[workbook] ?? '?', tab, cell));
  }

  /** Appends a fixed-size record of `size` slots, each value at the offset its `layout` names (NA elsewhere). */
  record<F extends string>(
    layout: Readonly<Record<F, number>>,
    size: number,
    values: Readonly<Partial<Record<F, number>>>,
  ): number {
    const at = this.at;
    for (let i = 0; i < size; i++) this.out.push(NA);
    for (const field of Object.keys(values) as F[]) this.out[at + layout[field]] = values[field] as number;
    return at;
  }

  /** Sets `field` of the record at `at`. */
  set(at: number, field: number, value: number): void {
    this.out[at + field] = value;
  }

  /** Appends the list `[n, values…]`; returns its offset. */
  list(values: readonly number[]): number {
    const at = this.at;
    this.push(values.length, ...values);
    return at;
  }

  conds(list: Parameters<typeof packConds>[1]): void {
    packConds(this.out, list, this.programs);
  }

  /** Reserves `n` adjuster slots; returns the first. */
  slot(n: number): number {
    const first = this.slots;
    this.slots += n;
    return first;
  }
}
