/**
 * The rates a program does not offer to some loans (format.ts RateLimit): below a minimum note rate
 * its rules print (RuleWord `min_rate`), and each rate its price table prints with a mark whose
 * footnote withholds it (Conventions.rateMarks: `5.750*`, "purchase only").
 */
import type { Ladder, RateBlock, RateLimit } from '../../worker/artifact/format.ts';
import { a1, colLetter, type MarkedRate } from '../sheet.ts';
import type { RuleRow } from './rule-rows.ts';

/** Each `min_rate` row: the rates below its figure withheld from the loans its other conditions hold for (its program's already chosen). */
export const minimumRates = (rows: readonly RuleRow[]): RateLimit[] =>
  rows.flatMap((r) =>
    r.word.rule === 'min_rate' && typeof r.value === 'number'
      ? [
          {
            workbook: r.workbook,
            tab: r.tab,
            cell: r.cell,
            rates: { lo: null, lo_incl: false, hi: r.value, hi_incl: false },
            when: r.when.filter((c) => c.attr !== 'program'),
          },
        ]
      : [],
  );

const cellKey = (workbook: number, tab: string, row: number, col: string) => `${workbook}|${tab}|${col}${row}`;

/** The cell of each note rate the program's ladders and blocks price (1-based rows). */
function rateCells(ladders: readonly (Ladder | null | undefined)[], blocks: readonly RateBlock[]): Set<string> {
  const cells = new Set<string>();
  for (const l of ladders) for (const r of l?.rows ?? []) cells.add(cellKey(l!.workbook, l!.tab, r.row, l!.rate_col));
  for (const b of blocks) {
    if (b.printed === 'rates down')
      b.rows.forEach((r, i) => {
        const part = b.continued.findLast((c) => i >= c.from);
        cells.add(cellKey(b.workbook, b.tab, r.row, part?.rate_col ?? b.rate_col));
      });
    if (b.printed === 'list')
      for (const row of b.rows.flatMap((r) => r.rows))
        if (row !== null) cells.add(cellKey(b.workbook, b.tab, row, b.rate_col));
    if (b.printed === 'rates across') for (const r of b.rows) cells.add(cellKey(b.workbook, b.tab, b.rate_row, r.col));
  }
  return cells;
}

/** Each marked rate the program's ladders or blocks print: that rate withheld from the loans its mark's conditions hold for. */
export function markedRates(
  marked: readonly MarkedRate[],
  ladders: readonly (Ladder | null | undefined)[],
  blocks: readonly RateBlock[],
): RateLimit[] {
  const cells = rateCells(ladders, blocks);
  const limits = new Map<string, RateLimit>();
  for (const m of marked) {
    const key = cellKey(m.workbook, m.tab, m.row + 1, colLetter(m.col));
    if (cells.has(key) && !limits.has(key))
      limits.set(key, {
        workbook: m.workbook,
        tab: m.tab,
        cell: a1(m.row, m.col),
        rates: { lo: m.rate, lo_incl: true, hi: m.rate, hi_incl: true },
        when: [...m.when],
      });
  }
  return [...limits.values()];
}
