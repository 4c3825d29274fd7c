/**
 * Every sheet of the fixture set (test/fixtures.ts), every roster lender's, decoded from its
 * artifact; each (program, doc type) of each as an Entry; a quote of a Loan on one sheet; and, per
 * entry, a loan it prices, found from its own guidelines and matrix. What the every-lender suites
 * walk: nothing here names a lender or a program.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import type { Artifact, Program } from '../../worker/artifact/format.ts';
import { cellReference } from '../../worker/artifact/vocabulary.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, type LenderSheet } from '../../worker/engine/rate-sheets.ts';
import { parseQuoteRequest } from '../../worker/engine/request.ts';
import type { QuoteResponse } from '../../worker/engine/response.ts';
import { parseJsonKeepingNumbers } from '../../worker/engine/sent-numbers.ts';
import { fixtureManifest } from '../fixtures.ts';
import { solve, withLtvNear } from './loan-solver.ts';
import { type Entry, firstHolding, holdsAll, jsonOf, type Loan, Sent } from './plain-reading.ts';

/** The fixture sheets, in the manifest's order (by lender slug, then moment). */
export const SHEETS: readonly Artifact[] = fixtureManifest().artifacts.map((e) =>
  decodeArtifact(readFileSync(`dist-sheets/${e.path}`)),
);

/** "<lender> <effective_at> <program>/<doc type>": how a test names an entry. */
export const nameOf = ({ artifact, program, rules }: Entry) =>
  `${artifact.lender_slug} ${artifact.effective_at} ${program.slug}/${rules.doc_type}`;

/** Every (program, doc type) of every fixture sheet. */
export const ENTRIES: readonly Entry[] = SHEETS.flatMap((artifact) =>
  artifact.programs.flatMap((program) => program.doc_types.map((rules) => ({ artifact, program, rules }))),
);

/** "<workbook> › <tab>!<cell>" of a cell of the artifact, as reasons and adjusters cite it. */
export const cellOf = (artifact: Artifact, place: { workbook: number; tab: string }, cell: string) =>
  cellReference(artifact.sources[place.workbook]!, place.tab, cell);

const inForce = new Map<Artifact, LenderSheet[]>();

/** The quote of `loan` (sent as JSON text, numbers as written) on the one sheet `artifact`. */
export function quoteOn(artifact: Artifact, loan: Loan): QuoteResponse {
  const parsed = parseQuoteRequest(parseJsonKeepingNumbers(jsonOf(loan)));
  if (!parsed.ok) throw new Error(`bad test loan ${jsonOf(loan)}: ${parsed.message}`);
  let sheets = inForce.get(artifact);
  if (!sheets) inForce.set(artifact, (sheets = allInForce([{ artifact, sha256: '0'.repeat(64) }])));
  const out = quote(sheets, parsed.request);
  if (!out.ok) throw new Error(`quote refused: ${out.message}`);
  return out.response;
}

/**
 * A copy of the entry's sheet with `edit` made to its program (a test double of the sheet: a cap
 * lowered, a floor moved, a price set), and the entry on that copy.
 */
export function edited(entry: Entry, edit: (program: Program, artifact: Artifact) => void): Entry {
  const artifact = structuredClone(entry.artifact);
  const program = artifact.programs.find((p) => p.slug === entry.program.slug)!;
  edit(program, artifact);
  return { artifact, program, rules: program.doc_types.find((d) => d.doc_type === entry.rules.doc_type)! };
}

/** The entry's offers and its rejection reasons in a quote. */
export function outcomeOf(r: QuoteResponse, { program, rules }: Entry) {
  const mine = (x: { program_slug: string; doc_type: string }) =>
    x.program_slug === program.slug && x.doc_type === rules.doc_type;
  return { offers: r.eligible.filter(mine), reasons: r.rejected.find(mine)?.rejections ?? [] };
}

/**
 * The paths of a quote to an entry (quote.ts with program-filter.ts): named by program and doc type,
 * by program alone, by doc type alone, or no filter (every program of the sheet priced).
 */
export const PATHS = ['program and doc type', 'program', 'doc type', 'no filter'] as const;

/** `loan` sent on `path`: its filters kept or set to null. */
export function onPath(loan: Loan, path: (typeof PATHS)[number]): Loan {
  const program = path === 'program and doc type' || path === 'program';
  const docType = path === 'program and doc type' || path === 'doc type';
  return { ...loan, program_slug: program ? loan.program_slug! : null, doc_type: docType ? loan.doc_type! : null };
}

/** The entry's outcome for `loan`, the same (offers and reasons) on every path of `paths`. */
export function outcomeOnPaths(entry: Entry, loan: Loan, paths: readonly (typeof PATHS)[number][] = PATHS) {
  const [first, ...others] = paths.map((path) => outcomeOf(quoteOn(entry.artifact, onPath(loan, path)), entry));
  for (const [i, other] of others.entries()) expect(other, `${nameOf(entry)} on path ${paths[i + 1]}`).toEqual(first);
  return first!;
}

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
