/**
 * The headline of a diff: the few sentences a desk would say about a new sheet, identical moves
 * grouped ("Base prices: Full Doc, Expanded Doc and ITIN -0.250; DSCR -0.375"), NA cells and lost
 * eligibility named, then what the benchmark loans felt. Plain text: each renderer escapes it.
 */

import { key } from '../../worker/artifact/labels.ts';
import { matrixPlace } from './change-rows.ts';
import type { Impact } from './impact.ts';
import { ladderRows, movedRates, rateMoves, shownLock, unitKey } from './ladder-rows.ts';
import type { Change, Diff, LadderChange, NaTransition } from './model.ts';
import { and, listed, plural, programsOf } from './phrasing.ts';
import { printedAdjustment, printedMove, printedPrice, withPrinted } from './printing.ts';
import { ruleClauses } from './rule-clauses.ts';
import { delta, effect, points, rate } from './units.ts';

const uniform = (c: LadderChange) =>
  c.status === 'changed' && c.common > 0 && c.changed === c.common && c.min_change === c.max_change;

/** How one ladder row moved (its program's ladders did not all move alike). */
function unevenMove(c: LadderChange): string {
  if (c.status !== 'changed') return c.status === 'added' ? 'new' : 'no longer priced';
  if (uniform(c)) return delta(c.min_change);
  const moved = movedRates(c);
  if (moved && moved.length <= 3) return `${rateMoves(moved)} (${c.changed} of ${c.common} rates)`;
  const range = `${delta(c.min_change)} to ${delta(c.max_change)} (median ${delta(c.median_change)})`;
  return c.changed === c.common ? range : `${c.changed} of ${c.common} rates, ${range}`;
}

/**
 * What moved alike: nothing to add for a ladder; "every lock" of a program priced from a table of
 * its own (titled with its name, Cedar Hollow's), "every block" of programs priced from shared blocks.
 */
function spanOf(moved: readonly LadderChange[], name: string): string {
  if (moved[0]!.ladder.type === 'program') return '';
  const own = moved.every((c) => c.ladder.type === 'block' && key(c.ladder.block) === key(name));
  return own ? ', every lock' : ', every block';
}

/**
 * "Base prices: Full Doc, Expanded Doc and ITIN -0.250; DSCR -0.375." Programs whose every ladder
 * moved alike are grouped by that move; a lender printing points also gets the move as printed.
 */
function priceSentence(diff: Diff, ladders: readonly LadderChange[]): string | null {
  const byOwner = new Map<string, LadderChange[]>();
  for (const c of ladders) byOwner.set(c.programs.join(), [...(byOwner.get(c.programs.join()) ?? []), c]);
  const groups = new Map<string, { names: string[]; span: string; move: number }>();
  const clauses: string[] = [];
  for (const [owner, list] of byOwner) {
    const name = programsOf(diff, owner.split(','));
    const moved = list.filter((c) => c.status !== 'changed' || c.changed > 0);
    if (moved.length === 0) continue;
    if (moved.every(uniform) && new Set(moved.map((c) => c.min_change)).size === 1) {
      const span = spanOf(moved, name);
      const move = moved[0]!.min_change!;
      const g = groups.get(`${span}|${move}`) ?? { names: [], span, move };
      g.names.push(name);
      groups.set(`${span}|${move}`, g);
      continue;
    }
    for (const row of ladderRows(moved)) {
      const c = row.changes[0]!;
      clauses.push(
        c.ladder.type === 'program' ? `${name} ladder ${unevenMove(c)}` : `${name}: ${row.name} ${unevenMove(c)}`,
      );
    }
  }
  const asPrinted = (move: number) => (diff.printing.rates === 'points' ? ` (points ${delta(-move)} as printed)` : '');
  const grouped = [...groups.values()].map((g) => `${and(g.names)}${g.span} ${delta(g.move)}${asPrinted(g.move)}`);
  const all = [...grouped, ...clauses];
  return all.length ? `Base prices: ${all.join('; ')}.` : null;
}

/** "Rates: Full Doc drops 6.250 (97.396); DSCR adds 9.500 at 103.480." Block prices are the 30-day lock's when it has one. */
function rateSentence(diff: Diff, ladders: readonly LadderChange[]): string | null {
  const clauses: string[] = [];
  const seen = new Set<string>();
  for (const row of ladderRows(ladders)) {
    const c = shownLock(row.changes);
    const unit = unitKey(c);
    if (c.status !== 'changed' || seen.has(unit) || (c.added.length === 0 && c.removed.length === 0)) continue;
    seen.add(unit);
    const name =
      c.ladder.type === 'program' ? programsOf(diff, c.programs) : `${c.ladder.block} (${c.ladder.lock_days} Day)`;
    const price = (r: number, day: 'a' | 'b') => {
      const v = c.points.find((p) => p.rate === r)![day];
      return withPrinted(points(v), printedPrice(diff.printing, v));
    };
    const adds = c.added.map((r) => `${rate(r)} at ${price(r, 'b')}`);
    const drops = c.removed.map((r) => `${rate(r)} (was ${price(r, 'a')})`);
    const parts = [adds.length ? `adds ${listed(adds, ', ')}` : '', drops.length ? `drops ${listed(drops, ', ')}` : ''];
    clauses.push(`${name} ${parts.filter(Boolean).join(' and ')}`);
  }
  return clauses.length ? `Rates: ${listed(clauses)}.` : null;
}

type AdjustmentCell = Extract<Change, { kind: 'llpa_cell' | 'ppp_cell' }>;

/** The adjustment cells that moved with the NA transition `na` (null: no NA appeared or went). */
const cellsWith = (diff: Diff, na: NaTransition) =>
  diff.changes.filter((c): c is AdjustmentCell => (c.kind === 'llpa_cell' || c.kind === 'ppp_cell') && c.na === na);

function cellName(diff: Diff, c: AdjustmentCell): string {
  const where =
    c.kind === 'llpa_cell'
      ? `${c.grid} ${c.row}${c.band === null ? '' : ` @ ${c.band}`}`
      : `PPP ${c.table} ${c.term} ${c.column}`;
  return `${programsOf(diff, c.programs)}: ${where}`;
}

/** NA cells that appeared or went: each one closes or opens loans at every rate. */
function naSentences(diff: Diff): string[] {
  const out: string[] = [];
  for (const na of ['became_na', 'no_longer_na'] as const) {
    const cells = cellsWith(diff, na);
    // A matrix cell moves every limit it holds: named once.
    const matrix = diff.changes.flatMap((c) =>
      c.kind === 'matrix_cell' && c.status === 'changed' && c.na === na
        ? [`${programsOf(diff, c.programs)}: matrix ${matrixPlace(c)}`]
        : [],
    );
    const items = [
      ...cells.map((c) => {
        const value = na === 'became_na' ? c.old : c.new;
        const shown = withPrinted(effect(value), printedAdjustment(diff.printing, value));
        return `${cellName(diff, c)} (${na === 'became_na' ? 'was' : 'now'} ${shown})`;
      }),
      ...new Set(matrix),
    ];
    if (items.length === 0) continue;
    const what = na === 'became_na' ? 'became NA (not eligible)' : 'no longer NA';
    out.push(`${plural(items.length, 'cell')} ${what}: ${listed(items)}.`);
  }
  return out;
}

/** Adjustment cells that moved without an NA: "LLPA: Full Doc: FICO / CLTV 700 - 719 @ 80.01% - 85.00% -1.250 → -1.375 (-0.125)". */
function adjustmentSentence(diff: Diff): string | null {
  const cells = cellsWith(diff, null);
  if (cells.length === 0) return null;
  const items = cells.map((c) => {
    const printed = printedMove(diff.printing, c.old, c.new);
    return `${cellName(diff, c)} ${effect(c.old)} → ${effect(c.new)} (${delta(c.new! - c.old!)}${printed === null ? '' : `; ${printed}`})`;
  });
  return `Adjustments: ${listed(items)}.`;
}

/** What the benchmark loans felt: eligibility flips by name, then how their par rates moved. */
function impactSentences(impact: Impact): string[] {
  const out: string[] = [];
  const n = impact.loans.length;
  for (const flip of ['became_ineligible', 'became_eligible'] as const) {
    const loans = impact.loans.filter((l) => l.flip === flip);
    if (loans.length === 0) continue;
    const items = loans.map(
      (l) => `${l.program_name}: ${l.name} (${(flip === 'became_ineligible' ? l.b : l.a).reasons.join(', ')})`,
    );
    out.push(
      `${loans.length} of ${n} benchmark loans ${flip === 'became_ineligible' ? 'became ineligible' : 'became eligible'}: ${listed(items)}.`,
    );
  }
  const moves = impact.loans.flatMap((l) => (l.par_rate_change === null ? [] : [l.par_rate_change]));
  if (moves.length) {
    const up = moves.filter((m) => m > 0).length;
    const down = moves.filter((m) => m < 0).length;
    const parts = [
      up ? `up on ${up}` : '',
      down ? `down on ${down}` : '',
      moves.length - up - down ? `unchanged on ${moves.length - up - down}` : '',
    ];
    out.push(
      `Par rate of the benchmark loans: ${parts.filter(Boolean).join(', ')} (of ${moves.length} with a par rate on both sheets).`,
    );
  }
  return out;
}

export function headlineOf(diff: Diff, impact: Impact | null): string[] {
  if (diff.changes.length === 0) return ['No changes.'];
  const ladders = diff.changes.filter((c): c is LadderChange => c.kind === 'ladder');
  const rules = ruleClauses(diff).map((r) => r[0]!.toUpperCase() + r.slice(1));
  return [
    priceSentence(diff, ladders),
    rateSentence(diff, ladders),
    ...naSentences(diff),
    adjustmentSentence(diff),
    rules.length ? `${listed(rules, '. ')}.` : null,
    ...(impact ? impactSentences(impact) : []),
  ].filter((s): s is string => s !== null);
}
