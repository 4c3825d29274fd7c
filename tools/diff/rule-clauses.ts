/**
 * The headline's clauses for everything but prices and adjustment cells: eligibility (lists, limits,
 * matrix limits), caps, state adjusters and tiers, and the shape of the sheet (programs, grids, rows,
 * bands, PPP tables, block routes), one clause per change, as a desk says it.
 */
import { matrixPlace } from './change-rows.ts';
import type { Diff, StateTier, StateTierChange } from './model.ts';
import { and, programsOf } from './phrasing.ts';
import { printedAdjustment } from './printing.ts';
import { effect, LIMIT_LABEL, LIST_LABEL, limitValue, matrixValue, points } from './units.ts';

/** "FL moved from State Tiers Tier 2 (-0.250, printed cost 0.250) to Tier 3 (-0.500, printed cost 0.500)". */
function tierClause(diff: Diff, c: StateTierChange): string {
  const tier = (t: StateTier) => {
    const one = t.values.length === 1 && t.values[0]!.band === null ? t.values[0]!.value : undefined;
    if (one === undefined) return t.row;
    const printed = printedAdjustment(diff.printing, one);
    return `${t.row} (${effect(one)}${printed === null ? '' : `, printed ${printed}`})`;
  };
  if (c.old && c.new) return `${c.state} moved from ${c.grid} ${tier(c.old)} to ${tier(c.new)}`;
  if (c.new) return `${c.state} now in ${c.grid} ${tier(c.new)}`;
  return `${c.state} in no row of ${c.grid} (was ${tier(c.old!)}): not eligible`;
}

/** Eligibility, caps, state adjusters and the shape of the sheet, one clause per change. */
export function ruleClauses(diff: Diff): string[] {
  const out: string[] = [];
  for (const c of diff.changes) {
    const who = programsOf(diff, c.programs);
    switch (c.kind) {
      case 'program':
        out.push(`${c.name} ${c.status === 'added' ? 'added to' : 'removed from'} the sheet`);
        break;
      case 'list':
        if (c.field === 'states' || c.field === 'ppp_restricted_states') {
          const what =
            c.field === 'states'
              ? `eligible for ${who}${c.doc_type && c.doc_type !== c.programs[0] ? ` (${c.doc_type})` : ''}`
              : 'PPP-restricted';
          if (c.removed.length) out.push(`${and(c.removed)} no longer ${what}`);
          if (c.added.length) out.push(`${and(c.added)} now ${what}`);
        } else {
          const parts = [
            c.added.length ? `adds ${and(c.added)}` : '',
            c.removed.length ? `drops ${and(c.removed)}` : '',
          ];
          out.push(`${who} ${LIST_LABEL[c.field].toLowerCase()} ${parts.filter(Boolean).join(' and ')}`);
        }
        break;
      case 'limit':
        out.push(`${who} ${LIMIT_LABEL[c.field]} ${limitValue(c.field, c.old)} → ${limitValue(c.field, c.new)}`);
        break;
      case 'cap':
        if (c.old !== c.new)
          out.push(
            `${who} ${c.label} ${c.old === null ? 'N/A' : points(c.old)} → ${c.new === null ? 'N/A' : points(c.new)}`,
          );
        if (c.rule) out.push(`${who} ${c.label} now applies when ${c.rule.new} (was: ${c.rule.old})`);
        break;
      case 'state_adjuster':
        if (c.new === null) out.push(`${who} no longer offered in ${c.state}`);
        else if (c.old === null) out.push(`${who} now offered in ${c.state} (${effect(c.new)})`);
        else out.push(`${c.state} state adjuster ${effect(c.old)} → ${effect(c.new)} (${who})`);
        break;
      case 'state_tier':
        out.push(`${tierClause(diff, c)} (${who})`);
        break;
      case 'matrix_cell':
        if (c.na === null) {
          const value = (v: number | null, present: boolean) => (present ? matrixValue(c.limit, v) : 'no cell');
          out.push(
            `${who} matrix ${matrixPlace(c)}: ${LIMIT_LABEL[c.limit]} ${value(c.old, c.status !== 'added')} → ${value(c.new, c.status !== 'removed')}`,
          );
        }
        break;
      case 'doc_type':
      case 'matrix':
        out.push(`${who} ${c.kind === 'matrix' ? 'LTV/CLTV matrix' : `doc type ${c.doc_type}`} ${c.status}`);
        break;
      case 'llpa_grid':
        out.push(`${who}: LLPA grid ${c.grid} ${c.status}`);
        break;
      case 'llpa_row':
        out.push(`${who}: ${c.grid} row ${c.row} ${c.status}`);
        break;
      case 'llpa_band':
        out.push(`${who}: ${c.grid} band ${c.band} ${c.status}`);
        break;
      case 'llpa_conditions':
        out.push(`${who}: ${c.grid} applies under other conditions`);
        break;
      case 'ppp_table':
      case 'ppp_row':
      case 'ppp_column':
        out.push(`${who}: PPP ${c.table}${c.term ? ` ${c.term}` : ''}${c.column ? ` ${c.column}` : ''} ${c.status}`);
        break;
      case 'route':
        out.push(
          `${who} ${c.term}-year loans priced on ${c.new ? `${c.new.conforming} / ${c.new.high_balance}` : 'no block'}`,
        );
        break;
      case 'state_agency':
        out.push(`${who} state adjusters of ${c.new ?? 'no agency'} (was ${c.old ?? 'none'})`);
        break;
    }
  }
  return out;
}
