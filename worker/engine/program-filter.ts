/**
 * The `program_slug` and `doc_type` filters (docs/contract.md › Pricing rules where the lenders'
 * notes are silent): which (program, doc type) entries of a sheet a quote prices, and the 422 of a
 * slug or doc type no sheet has. Read from the plan's program records (PROGRAM).
 */
import { ENTRY, entryAt, HEADER, PROGRAM, PROGRAM_SIZE } from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { type ArtifactPlan, planOf } from './plan.ts';
import type { QuoteRequest } from './quote-request.ts';
import type { LoadedSheet } from './rate-sheets.ts';

/** How many program records the plan holds. */
export const programCount = (plan: ArtifactPlan): number => slot(plan.code, HEADER.PROGRAM_COUNT, 'PROGRAM_COUNT');

/** The offset of program record `index`. */
export const programOffset = (plan: ArtifactPlan, index: number): number =>
  slot(plan.code, HEADER.PROGRAMS_AT, 'PROGRAMS_AT') + index * PROGRAM_SIZE;

/** The program record's field `field`. */
export const programField = (plan: ArtifactPlan, programAt: number, field: keyof typeof PROGRAM): number =>
  slot(plan.code, programAt + PROGRAM[field], PROGRAM_FIELD_NAMES[field]);

/** What each field is called in a PlanError, written once rather than on every read. */
const PROGRAM_FIELD_NAMES = Object.fromEntries(
  Object.keys(PROGRAM).map((field) => [field, `the program's ${field}`]),
) as Record<keyof typeof PROGRAM, string>;

/** The slug of the program at `programAt`. */
export const programSlug = (plan: ArtifactPlan, programAt: number): string =>
  plan.name(programField(plan, programAt, 'SLUG'));

/** The doc type of entry `index`. */
export const entryDocType = (plan: ArtifactPlan, index: number): string =>
  plan.name(slot(plan.code, entryAt(index) + ENTRY.DOC_TYPE, 'DOC_TYPE'));

/** Each program record of the plan: its slug, name and doc types, in the sheet's order. */
export function programRecords(
  plan: ArtifactPlan,
): { program_slug: string; program_name: string; doc_types: string[] }[] {
  return Array.from({ length: programCount(plan) }, (_, p) => {
    const at = programOffset(plan, p);
    const first = programField(plan, at, 'FIRST_ENTRY');
    return {
      program_slug: programSlug(plan, at),
      program_name: plan.name(programField(plan, at, 'NAME')),
      doc_types: Array.from({ length: programField(plan, at, 'DOC_TYPES') }, (_, i) => entryDocType(plan, first + i)),
    };
  });
}

/** The field errors of filters that name no program or doc type of the sheets (none to check without filters). */
export function filterErrors(sheets: readonly LoadedSheet[], request: QuoteRequest): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (request.program_slug === null && request.doc_type === null) return errors;
  const slugs = new Set<string>();
  const docTypes = new Set<string>();
  for (const sheet of sheets)
    for (const program of programRecords(planOf(sheet.plan))) {
      slugs.add(program.program_slug);
      for (const docType of program.doc_types) docTypes.add(docType);
    }
  if (request.program_slug !== null && !slugs.has(request.program_slug))
    errors.program_slug = [`program_slug must be one of ${[...slugs].join(', ')}`];
  if (request.doc_type !== null && !docTypes.has(request.doc_type))
    errors.doc_type = [`doc_type must be one of ${[...docTypes].join(', ')}`];
  return errors;
}

/**
 * Calls `price` with each entry of the program at `programAt` the request asks for; returns how
 * many. A program that lists no doc types is priced under its one doc type and passes a doc_type
 * filter when named or when the filter names that doc type.
 */
export function forSelectedEntries(
  plan: ArtifactPlan,
  programAt: number,
  request: QuoteRequest,
  price: (entry: number) => void,
): number {
  const first = programField(plan, programAt, 'FIRST_ENTRY');
  const count = programField(plan, programAt, 'DOC_TYPES');
  const named = request.program_slug !== null && programSlug(plan, programAt) === request.program_slug;
  if (request.program_slug !== null && !named) return 0;
  let all = request.doc_type === null;
  if (!all && programField(plan, programAt, 'LISTS_DOC_TYPES') === 0) {
    if (!(named || (count > 0 && entryDocType(plan, first) === request.doc_type))) return 0;
    all = true;
  }
  let selected = 0;
  for (let i = first; i < first + count; i++)
    if (all || (request.doc_type !== null && entryDocType(plan, i) === request.doc_type)) {
      price(i);
      selected++;
    }
  return selected;
}
