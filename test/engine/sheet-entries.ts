/**
 * Every sheet of the fixture set (test/fixtures.ts), every roster lender's, decoded from its
 * artifact; each (program, doc type) of each as an Entry; a quote of a Loan on one sheet, on each
 * path to the entry; copies of a sheet with an edit. What the every-lender suites walk: nothing here
 * names a lender or a program (the loan each entry prices from: base-loans.ts).
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import type { Artifact, Program } from '../../worker/artifact/format.ts';
import { cellReference } from '../../worker/artifact/vocabulary.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, type LenderSheet, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { parseJsonKeepingNumbers } from '../../worker/engine/sent-numbers.ts';
import { fixtureManifest } from '../fixtures.ts';
import { type Entry, jsonOf, type Loan } from './plain-reading.ts';

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
  if (!sheets) inForce.set(artifact, (sheets = allInForce([loadedSheet(artifact, '0'.repeat(64))])));
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
