/**
 * For each (program, doc type) of a sheet, a loan it prices, found from its own guidelines (every
 * limit met) and, when it has one, moved into each eligible cell of its matrix in turn, stepping off
 * a grid row it needs that is NA: the starting point of the every-lender suites, found once per entry.
 */
import { solve, withLtvNear } from './loan-solver.ts';
import { type Entry, firstHolding, holdsAll, type Loan, Sent } from './plain-reading.ts';
import { outcomeOf, quoteOn } from './sheet-entries.ts';

/** A loan read from the entry's guidelines alone: within every limit, every field given. */
function guidelineLoan({ program, rules }: Entry): Loan {
  const terms = rules.terms.length ? rules.terms : (program.routes ?? []).map((r) => r.term);
  const amount = Math.min(rules.max_loan, Math.max(400_000, Math.ceil((rules.min_loan * 1.2) / 1000) * 1000));
  const loan: Loan = {
    program_slug: program.slug,
    doc_type: rules.doc_type,
    doc_seasoning: null,
    purpose: 'purchase',
    occupancy: rules.occupancies.includes('owner_occupied') ? 'owner_occupied' : rules.occupancies[0]!,
    property_type: 'sfr',
    term: terms.includes(30) ? 30 : terms[0]!,
    lock_days: program.lock_days.includes(30) ? 30 : program.lock_days[0]!,
    citizenship: rules.citizenship[0]!,
    lien_position: rules.lien_positions[0]!,
    state: rules.states.includes('CA') ? 'CA' : rules.states[0]!,
    credit_score: Math.max(760, rules.min_fico ?? 0),
    dti: new Sent(rules.max_dti !== null && rules.max_dti < 4000 ? (rules.max_dti / 100).toFixed(2) : '40'),
    dscr_ratio: rules.min_dscr === null ? null : new Sent('1.3'),
    loan_amount: amount,
    purchase_price: Math.round(amount / 0.75),
    ppp_term: 'No PPP',
    ppp_table_name: null,
    escrow_waiver: false,
    interest_only: false,
    housing_history: null,
    recent_credit_event: false,
    short_term_rental: false,
    margin_bps: 0,
  };
  return loan;
}

/**
 * Loans to try as an entry's starting point: the guideline loan, and when the program has a matrix,
 * that loan moved into each of its eligible cells (its conditions met, the LTV a few points under the
 * cell's maximum), the cells of the loan's own column first.
 */
function candidates(entry: Entry): Loan[] {
  const start = guidelineLoan(entry);
  const matrix = entry.program.matrix;
  if (!matrix) return [start, { ...start, credit_score: 800 }, withLtvNear(start, 6000)];
  const out: Loan[] = [];
  const maxLtv = matrix.limits.indexOf('max_ltv');
  const minFico = matrix.limits.indexOf('min_fico');
  const own = firstHolding(
    matrix.columns.map((c) => c.when),
    start,
    entry,
  );
  const columns = [own, ...matrix.columns.keys()].filter((c, i, all) => c >= 0 && all.indexOf(c) === i);
  for (const c of columns)
    for (const row of matrix.rows) {
      const cell = row.cells[c];
      if (!cell) continue;
      const conds = [...matrix.when, ...matrix.tiers[row.tier]!.when, ...matrix.columns[c]!.when, ...row.when];
      let loan = solve(start, conds, entry);
      if (!loan) continue;
      if (minFico >= 0) loan = { ...loan, credit_score: Math.max(loan.credit_score as number, cell[minFico]!) };
      if (maxLtv >= 0) loan = withLtvNear(loan, Math.min(7500, cell[maxLtv]! - 500));
      if (holdsAll(conds, loan, entry)) out.push(loan);
    }
  return out;
}

/**
 * `loan` moved off a grid row whose cell it needs is NA (llpa_na: e.g. a property type the program
 * does not take), onto the value of another row of that grid with a price; null when there is none.
 */
function offNaRow(entry: Entry, loan: Loan, reason: { detail?: { category: string; row_label: string } | null }) {
  const grid = entry.program.grids.find((g) => g.category === reason.detail?.category);
  const row = grid?.rows.find((r) => r.label === reason.detail?.row_label);
  const cond = row?.when.find((c) => c.kind === 'eq');
  if (!grid || !cond || cond.kind !== 'eq' || cond.attr === 'program' || cond.attr === 'doc') return null;
  for (const other of grid.rows)
    for (const c of other.when)
      if (c.kind === 'eq' && c.attr === cond.attr && other.values.every((v) => v !== null))
        for (const value of c.values)
          if (!(cond.values as unknown[]).includes(value)) return { ...loan, [c.attr]: value };
  return null;
}

/** The candidate repaired until it prices (a few NA rows stepped off), or null. */
function pricing(entry: Entry, candidate: Loan): Loan | null {
  let loan: Loan | null = candidate;
  for (let tries = 0; loan && tries < 3; tries++) {
    const { offers, reasons } = outcomeOf(quoteOn(entry.artifact, loan), entry);
    if (offers.length > 0) return loan;
    const na = reasons.find((r) => r.key === 'llpa_na');
    loan = na ? offNaRow(entry, loan, na) : null;
  }
  return null;
}

const bases = new Map<Entry, Loan | null>();

/** A loan the entry prices (its program has offers), or null when none of the candidates prices. */
export function baseLoan(entry: Entry): Loan | null {
  if (!bases.has(entry)) {
    let priced: Loan | null = null;
    for (const candidate of candidates(entry)) if (!priced) priced = pricing(entry, candidate);
    bases.set(entry, priced);
  }
  return bases.get(entry)!;
}
