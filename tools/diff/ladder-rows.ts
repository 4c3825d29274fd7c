/**
 * How ladder changes read, for both views (page.ts) and the headline: the lock
 * columns of an agency block that moved alike are one row ("… · 15 · 30 · 45 · 60 Day") instead of
 * four; added and removed rates carry their prices; changed rates are named when fewer than all
 * moved; and every rate of a ladder or block, day A against day B, for the per-rate tables.
 */
import type { LadderChange, LadderPoint } from './model.ts';
import { cell, type Table } from './sections.ts';
import { DASH, delta, points, rate } from './units.ts';

/** Lock columns of one block that moved alike, or one program ladder. */
export interface LadderRow {
  changes: LadderChange[];
  name: string;
  cells: string[];
}

/** One program ladder, or one rate block with every lock column that changed. */
export interface LadderUnit {
  key: string;
  title: string;
  changes: LadderChange[];
}

const lockLabel = (c: LadderChange) => (c.ladder.type === 'block' ? `${c.ladder.lock_days} Day` : '');

export function unitKey(c: LadderChange): string {
  return c.ladder.type === 'program' ? `p:${c.ladder.program}` : `b:${c.ladder.block}`;
}

/** "Base price (30-day)" of a ladder; a block's name, with its code when the lender prints one: "Conforming 30 Year Fixed (CF30)". */
export function unitTitle(c: LadderChange): string {
  if (c.ladder.type === 'program') return 'Base price (30-day)';
  return c.ladder.code === null ? c.ladder.block : `${c.ladder.block} (${c.ladder.code})`;
}

/** The lock shown for a block's changes (its 30-day lock, else its first changed one), or the program ladder. */
export const shownLock = (changes: readonly LadderChange[]): LadderChange =>
  changes.find((c) => c.ladder.type === 'block' && c.ladder.lock_days === 30) ?? changes[0]!;

/** Ladder changes by program ladder or block, in first-seen order. */
export function ladderUnits(changes: readonly LadderChange[]): LadderUnit[] {
  const units = new Map<string, LadderUnit>();
  for (const c of changes) {
    const key = unitKey(c);
    const unit = units.get(key) ?? { key, title: unitTitle(c), changes: [] };
    unit.changes.push(c);
    units.set(key, unit);
  }
  return [...units.values()];
}

/** The prices of `rates` on one day, per lock when there are several: "103.480" or "102.475 · 102.350". */
function pricesAt(list: readonly LadderChange[], r: number, day: 'a' | 'b'): string {
  return list.map((c) => points(c.points.find((p) => p.rate === r)?.[day] ?? null)).join(' · ');
}

/** "9.500 (103.480)": each rate with its price on the day it is offered. */
function ratesWithPrices(list: readonly LadderChange[], rates: readonly number[], day: 'a' | 'b'): string {
  return rates.length ? rates.map((r) => `${rate(r)} (${pricesAt(list, r, day)})`).join(', ') : DASH;
}

/** The rates whose price moved, with their Δ; null when every common rate moved (or none did). */
export function movedRates(c: LadderChange): LadderPoint[] | null {
  if (c.changed === 0 || c.changed === c.common) return null;
  return c.points.filter((p) => p.a !== null && p.b !== null && p.a !== p.b);
}

/** "7.250 +0.250, 7.375 -0.125": rates that moved, each with its Δ. */
export const rateMoves = (moved: readonly LadderPoint[]) =>
  moved.map((p) => `${rate(p.rate)} ${delta(p.b! - p.a!)}`).join(', ');

/** "20 of 20", or "1 of 22: 7.250 +0.250" naming up to 6 moved rates. */
function changedCell(c: LadderChange): string {
  const count = `${c.changed} of ${c.common}`;
  const moved = movedRates(c);
  return !moved || moved.length > 6 ? count : `${count}: ${rateMoves(moved)}`;
}

/** What must match for lock columns to share a row: everything but the prices (and the lock). */
function shape(c: LadderChange): string {
  const { ladder: _, points: __, ...counts } = c;
  return JSON.stringify([counts, movedRates(c)?.map((p) => [p.rate, p.b! - p.a!]) ?? null]);
}

function rowOfList(list: LadderChange[]): LadderRow {
  const c = list[0]!;
  const locks =
    c.ladder.type === 'block'
      ? ` · ${list.map((x) => x.ladder.type === 'block' && x.ladder.lock_days).join(' · ')} Day`
      : '';
  const name = `${unitTitle(c)}${locks}${c.status === 'changed' ? '' : ` (${c.status})`}`;
  return {
    changes: list,
    name,
    cells: [
      name,
      `${c.count_a} → ${c.count_b}`,
      ratesWithPrices(list, c.added, 'b'),
      ratesWithPrices(list, c.removed, 'a'),
      changedCell(c),
      delta(c.min_change),
      delta(c.median_change),
      delta(c.max_change),
    ],
  };
}

/** The rows of a Price ladders table: lock columns of a block that moved alike merged into one. */
export function ladderRows(changes: readonly LadderChange[]): LadderRow[] {
  const out: LadderRow[] = [];
  for (const unit of ladderUnits(changes)) {
    const byShape = new Map<string, LadderChange[]>();
    for (const c of unit.changes) byShape.set(shape(c), [...(byShape.get(shape(c)) ?? []), c]);
    for (const list of byShape.values()) out.push(rowOfList(list));
  }
  return out;
}

/** How a rate reads in a per-rate table: new, gone, or its price down (a cost to the borrower) or up. */
function toneOf(p: LadderPoint | undefined): 'added' | 'removed' | 'down' | 'up' | '' {
  if (!p) return '';
  return p.a === null ? 'added' : p.b === null ? 'removed' : p.b < p.a ? 'down' : p.b > p.a ? 'up' : '';
}

const show = (v: number | null) => (v === null ? DASH : points(v));

/** A rate's Δ: "-0.250", or "added" / "removed" when it is offered on one day only. */
const moveOf = (p: LadderPoint) => (p.a === null ? 'added' : p.b === null ? 'removed' : delta(p.b - p.a));

/** "98.050 → 97.800 (-0.250)", "— → 102.350 (added)", "97.697 → — (removed)". */
const moveCell = (p: LadderPoint | undefined) => (p ? `${show(p.a)} → ${show(p.b)} (${moveOf(p)})` : DASH);

/**
 * Every rate of a unit, lowest first, each cell's role how it reads (new, gone, its price down or
 * up): a program ladder as Rate | A | B | Δ; a block with one column per lock that changed, each
 * "A → B (Δ)".
 */
export function rateTable(unit: LadderUnit): Table {
  if (unit.changes.length === 1 && unit.changes[0]!.ladder.type === 'program')
    return {
      headers: ['Rate', 'A', 'B', 'Δ'],
      rows: unit.changes[0]!.points.map((p) => {
        const tone = toneOf(p);
        const gone = tone === 'added' || tone === 'removed';
        return [
          cell(rate(p.rate), 'label'),
          cell(show(p.a)),
          cell(show(p.b), gone ? tone : ''),
          cell(moveOf(p), gone ? '' : tone),
        ];
      }),
    };
  const rates = [...new Set(unit.changes.flatMap((c) => c.points.map((p) => p.rate)))].sort((x, y) => x - y);
  return {
    headers: ['Rate', ...unit.changes.map((c) => `${lockLabel(c)} A → B (Δ)`)],
    rows: rates.map((r) => {
      const at = unit.changes.map((c) => c.points.find((p) => p.rate === r));
      return [cell(rate(r), 'label'), ...at.map((p) => cell(moveCell(p), toneOf(p)))];
    }),
  };
}
