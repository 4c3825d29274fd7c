/**
 * The table cells that describe one change, for both views (page.ts), in the
 * columns of its section (sections.ts). Adjustments read as their effect on the price, signed; for
 * a lender that prints costs the Note gives them as printed (printing.ts).
 */
import { ladderRows } from './ladder-rows.ts';
import type { Change, MatrixCellChange, Printing, StateTier } from './model.ts';
import { printedAdjustment, printedMove } from './printing.ts';
import { capValue, DASH, effect, LIMITS, LIST_LABEL, limitValue, matrixValue } from './units.ts';

/** How a row reads: a plain change, something new or gone, or an NA transition. */
export type Tone = 'changed' | 'added' | 'removed' | 'became_na' | 'no_longer_na';

export interface Row {
  cells: string[];
  tone: Tone;
}

function naNote(na: 'became_na' | 'no_longer_na' | null): string {
  return na === 'became_na' ? 'became NA' : na === 'no_longer_na' ? 'no longer NA' : '';
}

/** The notes of a row that are not empty, joined. */
const notes = (...parts: (string | null)[]) => parts.filter(Boolean).join('; ');

/** An effect on price with, for a lender printing costs, the figure as printed: "-0.875 (cost 0.875)". */
function shown(printing: Printing, v: number | null): string {
  const printed = printedAdjustment(printing, v);
  return printed === null || v === null ? effect(v) : `${effect(v)} (${printed})`;
}

/** A row's cells: "-0.250" for a single unbanded column, "$766,551 - $1,000,000: -0.375; …" for bands. */
function cellsText(printing: Printing, values: StateTier['values']): string {
  return values
    .map((v) => (v.band === null ? shown(printing, v.value) : `${v.band}: ${shown(printing, v.value)}`))
    .join('; ');
}

/** "State Tiers › Tier 3: -0.500 (cost 0.500)". */
const tierText = (printing: Printing, grid: string, tier: StateTier | null) =>
  tier ? `${grid} › ${tier.row}: ${cellsText(printing, tier.values)}` : DASH;

/** Where a matrix cell is, by the labels printed: "DSCR ≥ 1.00 › FICO ≥ 740 › ≤ $1,000,000 › Investment · Purchase". */
export function matrixPlace(c: MatrixCellChange): string {
  const column = [c.occupancy, purposeLabel(c.purpose)].filter(Boolean).join(' · ');
  return [c.tier, c.fico === null ? null : `FICO ${c.fico}`, c.loan, column].filter(Boolean).join(' › ');
}

function purposeLabel(p: string): string {
  return p === 'purchase' ? 'Purchase' : p === 'rate_term_refi' ? 'Rate/Term' : p === 'cash_out_refi' ? 'Cash-Out' : p;
}

/** An adjustment cell that moved: where it is, its effect on both days, NA and the printed figures noted. */
function cellRow(printing: Printing, where: string[], c: Extract<Change, { kind: 'llpa_cell' | 'ppp_cell' }>): Row {
  return {
    cells: [...where, effect(c.old), effect(c.new), notes(naNote(c.na), printedMove(printing, c.old, c.new))],
    tone: c.na ?? 'changed',
  };
}

/** The Note of a thing that exists on day B only, on day A only, or on both days (and moved). */
const PRESENCE_NOTES = {
  cap: ['cap added', 'cap removed (N/A)', ''],
  state_adjuster: ['state added', 'state removed (not offered)', ''],
  state_tier: ['now in a tier', 'in no tier: not eligible', 'moved to another tier'],
  route: ['term added', 'term removed', ''],
  rate_adjuster: ['rate adjustment added', 'rate adjustment removed', ''],
} as const;

/** The row of a thing that may not exist on a day (null): its label, its value on both days, its Note. */
function presenceRow<T>(
  c: { kind: keyof typeof PRESENCE_NOTES; old: T | null; new: T | null },
  label: string,
  show: (v: T | null) => string,
  both: string = PRESENCE_NOTES[c.kind][2],
): Row {
  const [added, removed] = PRESENCE_NOTES[c.kind];
  const [note, tone]: [string, Tone] =
    c.old === null ? [added, 'added'] : c.new === null ? [removed, 'removed'] : [both, 'changed'];
  return { cells: [label, show(c.old), show(c.new), note], tone };
}

export function rowOf(c: Change, printing: Printing): Row {
  switch (c.kind) {
    case 'program':
      return { cells: [`${c.name} (${c.program})`, c.status], tone: c.status };
    case 'ladder':
      return { cells: ladderRows([c])[0]!.cells, tone: c.status };
    case 'llpa_cell':
      return cellRow(printing, [c.grid, c.row, c.band ?? 'Adj'], c);
    case 'llpa_grid':
    case 'llpa_band':
    case 'llpa_row': {
      const what = c.kind === 'llpa_grid' ? 'grid' : c.kind === 'llpa_band' ? 'band column' : 'row';
      // a removed row's cells under Old, an added row's under New
      const values = (c.kind === 'llpa_row' && cellsText(printing, c.values)) || DASH;
      const [old, now] = [c.status === 'removed' ? values : DASH, c.status === 'added' ? values : DASH];
      return { cells: [c.grid, c.row ?? DASH, c.band ?? DASH, old, now, `${what} ${c.status}`], tone: c.status };
    }
    case 'llpa_conditions':
      return { cells: [c.grid, '(whole grid)', DASH, c.old, c.new, 'conditions changed'], tone: 'changed' };
    case 'rate_adjuster': {
      // the rates under Band: the LLPA section's columns (Grid, Row, Band, Old, New, Note)
      const { cells, tone } = presenceRow(c, c.label, (v) => (v === null ? DASH : effect(v)));
      return { cells: [c.table, ...cells.slice(0, 1), c.rates, ...cells.slice(1)], tone };
    }
    case 'ppp_cell':
      return cellRow(printing, [c.table, c.term, c.column], c);
    case 'ppp_table':
    case 'ppp_row':
    case 'ppp_column': {
      const what = c.kind === 'ppp_table' ? 'table' : c.kind === 'ppp_row' ? 'row' : 'column';
      return { cells: [c.table, c.term ?? DASH, c.column ?? DASH, DASH, DASH, `${what} ${c.status}`], tone: c.status };
    }
    case 'cap': {
      const rule = c.rule ? `applies when ${c.rule.new} (was: ${c.rule.old})` : '';
      return presenceRow(c, c.label, capValue, rule);
    }
    case 'matrix_cell': {
      const note =
        c.status === 'added' ? 'new matrix cell' : c.status === 'removed' ? 'matrix cell dropped' : naNote(c.na);
      return {
        cells: [
          LIMITS[c.limit].label,
          matrixPlace(c),
          c.status === 'added' ? DASH : matrixValue(c.limit, c.old),
          c.status === 'removed' ? DASH : matrixValue(c.limit, c.new),
          note,
        ],
        tone: c.status === 'changed' ? (c.na ?? 'changed') : c.status,
      };
    }
    case 'matrix':
      return { cells: ['LTV/CLTV matrix', 'program', DASH, DASH, `matrix ${c.status}`], tone: c.status };
    case 'doc_type':
      return { cells: ['Doc type', c.doc_type, DASH, DASH, `doc type ${c.status}`], tone: c.status };
    case 'limit':
      return {
        cells: [
          LIMITS[c.field].label,
          c.doc_type ?? (c.field === 'conforming_limit' ? 'lender' : 'program'),
          limitValue(c.field, c.old),
          limitValue(c.field, c.new),
          '',
        ],
        tone: 'changed',
      };
    case 'list': {
      const parts = [
        c.added.length ? `added ${c.added.join(', ')}` : '',
        c.removed.length ? `removed ${c.removed.join(', ')}` : '',
      ];
      return {
        cells: [
          LIST_LABEL[c.field],
          c.doc_type ?? (c.field === 'ppp_restricted_states' ? 'lender' : 'program'),
          c.removed.join(', ') || DASH,
          c.added.join(', ') || DASH,
          notes(...parts),
        ],
        tone:
          c.added.length && !c.removed.length ? 'added' : c.removed.length && !c.added.length ? 'removed' : 'changed',
      };
    }
    case 'state_adjuster':
      return presenceRow(c, c.state, (v) => (v === null ? DASH : effect(v)));
    case 'state_tier':
      return presenceRow(c, c.state, (t) => tierText(printing, c.grid, t));
    case 'state_agency':
      return { cells: ['Agency', c.old ?? DASH, c.new ?? DASH, 'agency of the state adjusters'], tone: 'changed' };
    case 'route':
      return presenceRow(c, `${c.term} years`, (r) => (r ? `${r.conforming} / ${r.high_balance}` : DASH));
  }
}
