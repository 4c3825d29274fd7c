/**
 * The headline's clauses for everything but prices and adjustment cells: eligibility (lists, limits,
 * matrix limits), caps, state adjusters and tiers, and the shape of the sheet (programs, grids, rows,
 * bands, PPP tables, block routes), one clause per change, as a desk says it.
 */
import { matrixPlace } from './change-rows.ts';
import type { Change, Diff, StateTier, StateTierChange } from './model.ts';
import { and, programsOf } from './phrasing.ts';
import { printedAdjustment, withPrinted } from './printing.ts';
import { capValue, effect, LIMITS, LIST_LABEL, limitValue, matrixValue } from './units.ts';

/** "FL moved from State Tiers Tier 2 (-0.250, printed cost 0.250) to Tier 3 (-0.500, printed cost 0.500)". */
function tierClause(diff: Diff, c: StateTierChange): string {
  const tier = (t: StateTier) => {
    const one = t.values.length === 1 && t.values[0]!.band === null ? t.values[0]!.value : undefined;
    return one === undefined ? t.row : `${t.row} (${withPrinted(effect(one), printedAdjustment(diff.printing, one))})`;
  };
  if (c.old && c.new) return `${c.state} moved from ${c.grid} ${tier(c.old)} to ${tier(c.new)}`;
  if (c.new) return `${c.state} now in ${c.grid} ${tier(c.new)}`;
  return `${c.state} in no row of ${c.grid} (was ${tier(c.old!)}): not eligible`;
}

/** A change's clauses: eligibility, caps, state adjusters and the shape of the sheet (none for prices and cells). */
function clausesOf(diff: Diff, c: Change): string[] {
  const who = programsOf(diff, c.programs);
  switch (c.kind) {
    case 'program':
      return [`${c.name} ${c.status === 'added' ? 'added to' : 'removed from'} the sheet`];
    case 'list': {
      if (c.field !== 'states' && c.field !== 'ppp_restricted_states') {
        const parts = [c.added.length ? `adds ${and(c.added)}` : '', c.removed.length ? `drops ${and(c.removed)}` : ''];
        return [`${who} ${LIST_LABEL[c.field].toLowerCase()} ${parts.filter(Boolean).join(' and ')}`];
      }
      const what =
        c.field === 'states'
          ? `eligible for ${who}${c.doc_type && c.doc_type !== c.programs[0] ? ` (${c.doc_type})` : ''}`
          : 'PPP-restricted';
      const lost = c.removed.length ? [`${and(c.removed)} no longer ${what}`] : [];
      return c.added.length ? [...lost, `${and(c.added)} now ${what}`] : lost;
    }
    case 'limit':
      return [`${who} ${LIMITS[c.field].label} ${limitValue(c.field, c.old)} → ${limitValue(c.field, c.new)}`];
    case 'cap': {
      const moved = c.old === c.new ? [] : [`${who} ${c.label} ${capValue(c.old)} → ${capValue(c.new)}`];
      return c.rule ? [...moved, `${who} ${c.label} now applies when ${c.rule.new} (was: ${c.rule.old})`] : moved;
    }
    case 'state_adjuster':
      if (c.new === null) return [`${who} no longer offered in ${c.state}`];
      if (c.old === null) return [`${who} now offered in ${c.state} (${effect(c.new)})`];
      return [`${c.state} state adjuster ${effect(c.old)} → ${effect(c.new)} (${who})`];
    case 'state_tier':
      return [`${tierClause(diff, c)} (${who})`];
    case 'matrix_cell': {
      if (c.na !== null) return []; // named once among the cells that became NA or stopped being NA
      const value = (v: number | null, present: boolean) => (present ? matrixValue(c.limit, v) : 'no cell');
      const [old, now] = [value(c.old, c.status !== 'added'), value(c.new, c.status !== 'removed')];
      return [`${who} matrix ${matrixPlace(c)}: ${LIMITS[c.limit].label} ${old} → ${now}`];
    }
    case 'doc_type':
    case 'matrix':
      return [`${who} ${c.kind === 'matrix' ? 'LTV/CLTV matrix' : `doc type ${c.doc_type}`} ${c.status}`];
    case 'llpa_grid':
      return [`${who}: LLPA grid ${c.grid} ${c.status}`];
    case 'llpa_row':
      return [`${who}: ${c.grid} row ${c.row} ${c.status}`];
    case 'llpa_band':
      return [`${who}: ${c.grid} band ${c.band} ${c.status}`];
    case 'llpa_conditions':
      return [`${who}: ${c.grid} applies under other conditions`];
    case 'rate_adjuster': {
      const value = (v: number | null) => (v === null ? 'none' : effect(v));
      return [`${who}: ${c.table} ${c.label} (note rates ${c.rates}) ${value(c.old)} → ${value(c.new)}`];
    }
    case 'ppp_table':
    case 'ppp_row':
    case 'ppp_column':
      return [`${who}: PPP ${c.table}${c.term ? ` ${c.term}` : ''}${c.column ? ` ${c.column}` : ''} ${c.status}`];
    case 'route':
      return [
        `${who} ${c.term}-year loans priced on ${c.new ? `${c.new.conforming} / ${c.new.high_balance}` : 'no block'}`,
      ];
    case 'state_agency':
      return [`${who} state adjusters of ${c.new ?? 'no agency'} (was ${c.old ?? 'none'})`];
    default:
      return [];
  }
}

/** Eligibility, caps, state adjusters and the shape of the sheet, one clause per change (two for a list gaining and losing). */
export const ruleClauses = (diff: Diff): string[] => diff.changes.flatMap((c) => clausesOf(diff, c));
