/**
 * The fixed parts of what one (program, doc type) returns: its identity (lender, program, doc type),
 * and for its matrix and PPP rejections the tab, cells and lists they show, read from the plan (a
 * rule's reason carries its own: checks.ts). Built on the entry's first offer or rejection and kept
 * for the plan's life: most programs of a many-lender quote are rejected, and a later rejection then
 * allocates its reason objects and nothing else.
 */
import {
  ENTRY,
  entryIndex,
  HEADER,
  LIST,
  MATRIX,
  NA,
  PPP_ROW,
  PPP_ROW_SIZE,
  PPP_TABLE,
  PROGRAM,
  PROGRAM_SIZE,
} from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { PPP_TERMS, type PppTerm } from '../artifact/vocabulary.ts';
import type { ArtifactPlan } from './plan.ts';
import { tabRefAt } from './source.ts';

export interface AnswerParts {
  /** the rejection's identity */
  lender_slug: string;
  program_slug: string;
  program_name: string;
  doc_type: string;
  /** the matrix tab, and its cells' references by row × columns + column, built as met */
  matrixTab: string | null;
  matrixCells: Map<number, string>;
  pppTables: string[];
  pppTerms: PppTerm[][];
  pppPages: string[];
}

/** A prepayment term by its index in the plan. */
function pppTerm(index: number): PppTerm {
  const term = PPP_TERMS[index];
  if (term === undefined) throw new RangeError(`no prepayment term of index ${index}`);
  return term;
}

type PppParts = Pick<AnswerParts, 'pppTables' | 'pppTerms' | 'pppPages'>;

/** The PPP parts of each prepayment section of a plan, by its offset: the entries that share a section share them. */
const pppMemo = new WeakMap<ArtifactPlan, Map<number, PppParts>>();

/** The PPP tables' names, terms and title cells, in their order, built once per section. */
function pppParts(plan: ArtifactPlan, at: number): PppParts {
  let sections = pppMemo.get(plan);
  if (!sections) pppMemo.set(plan, (sections = new Map()));
  let parts = sections.get(at);
  if (!parts) sections.set(at, (parts = readPppParts(plan, at)));
  return parts;
}

function readPppParts(plan: ArtifactPlan, at: number): PppParts {
  const parts: PppParts = { pppTables: [], pppTerms: [], pppPages: [] };
  if (at === NA) return parts;
  const { code } = plan;
  let table = at + LIST.ITEMS;
  for (let t = 0; t < slot(code, at + LIST.COUNT, 'the prepayment table count'); t++) {
    parts.pppTables.push(plan.name(slot(code, table + PPP_TABLE.NAME, 'a prepayment table name')));
    parts.pppPages.push(plan.name(slot(code, table + PPP_TABLE.PAGE, 'a prepayment table page')));
    const columns = slot(code, table + PPP_TABLE.COLUMNS, 'prepayment columns');
    const rowsAt = table + PPP_TABLE.COLUMNS_AT + columns * 2;
    const terms: PppTerm[] = [];
    for (let r = 0; r < slot(code, table + PPP_TABLE.ROWS, 'prepayment rows'); r++)
      terms.push(pppTerm(slot(code, rowsAt + r * PPP_ROW_SIZE + PPP_ROW.TERM, 'a prepayment term')));
    parts.pppTerms.push(terms);
    table = slot(code, table + PPP_TABLE.NEXT, 'the next prepayment table');
  }
  return parts;
}

function build(plan: ArtifactPlan, entry: number): AnswerParts {
  const { code } = plan;
  const field = (name: keyof typeof ENTRY) => slot(code, entry + ENTRY[name], name);
  const program = slot(code, HEADER.PROGRAMS_AT, 'PROGRAMS_AT') + field('PROGRAM') * PROGRAM_SIZE;
  const matrix = field('MATRIX');
  const header = plan.header;
  return {
    lender_slug: header.lender_slug,
    program_slug: plan.name(slot(code, program + PROGRAM.SLUG, 'the program slug')),
    program_name: plan.name(slot(code, program + PROGRAM.NAME, 'the program name')),
    doc_type: plan.name(field('DOC_TYPE')),
    matrixTab: matrix === NA ? null : tabRefAt(plan, matrix + MATRIX.WORKBOOK, matrix + MATRIX.TAB),
    matrixCells: new Map(),
    ...pppParts(plan, slot(code, entry + ENTRY.PPP, 'the prepayment section')),
  };
}

/** The parts of each entry of a plan, built on first use. */
const memo = new WeakMap<ArtifactPlan, (AnswerParts | undefined)[]>();

/** The parts of the entry at `offset`, kept once built. */
export function partsOf(plan: ArtifactPlan, offset: number): AnswerParts {
  let built = memo.get(plan);
  if (!built) memo.set(plan, (built = []));
  const index = entryIndex(offset);
  let parts = built[index];
  if (!parts) built[index] = parts = build(plan, offset);
  return parts;
}
