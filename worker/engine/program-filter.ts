/**
 * The `program_slug` and `doc_type` filters (docs/contract.md › Pricing rules where the lenders'
 * notes are silent): which (program, doc type) pairs of a sheet a quote prices, and the 422 of a
 * slug or doc type no sheet has.
 */
import type { DocTypeRules, Program } from '../artifact/format.ts';
import type { QuoteRequest } from './quote-request.ts';
import type { LoadedSheet } from './rate-sheets.ts';

/** The field errors of filters that name no program or doc type of the sheets (none to check without filters). */
export function filterErrors(sheets: readonly LoadedSheet[], request: QuoteRequest): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (request.program_slug === null && request.doc_type === null) return errors;
  const programs = sheets.flatMap((sheet) => sheet.artifact.programs);
  const slugs = [...new Set(programs.map((p) => p.slug))];
  const docTypes = [...new Set(programs.flatMap((p) => p.doc_types.map((d) => d.doc_type)))];
  if (request.program_slug !== null && !slugs.includes(request.program_slug))
    errors.program_slug = [`program_slug must be one of ${slugs.join(', ')}`];
  if (request.doc_type !== null && !(docTypes as string[]).includes(request.doc_type))
    errors.doc_type = [`doc_type must be one of ${docTypes.join(', ')}`];
  return errors;
}

/**
 * The doc types of `program` the request asks for. A program that lists no doc types is priced
 * under its one doc type and passes a doc_type filter when named or when the filter names that doc type.
 */
export function selectedDocTypes(program: Program, request: QuoteRequest): readonly DocTypeRules[] {
  if (request.program_slug !== null && program.slug !== request.program_slug) return [];
  if (request.doc_type === null) return program.doc_types;
  if (!program.lists_doc_types)
    return request.program_slug === program.slug || program.doc_types[0]?.doc_type === request.doc_type
      ? program.doc_types
      : [];
  return program.doc_types.filter((d) => d.doc_type === request.doc_type);
}

/** A program named by `program_slug` that lacks the doc type asked for is answered with doc_type_not_available. */
export const lacksNamedDocType = (program: Program, request: QuoteRequest, selected: readonly DocTypeRules[]) =>
  selected.length === 0 && request.program_slug === program.slug && request.doc_type !== null;
