/**
 * The fixed parts of what one (program, doc type) returns: its identity (lender, program, doc type),
 * and for its rejections the source page of each rule and table and the lists a threshold shows.
 * Built on the entry's first offer or rejection and kept in the artifact's plan (plan.ts): most
 * programs of a many-lender quote are rejected, and a later rejection then allocates its reason
 * objects and nothing else, reading one object instead of the lender's program, rules and strings.
 */
import type { Artifact, DocTypeRules, Program } from '../artifact/format.ts';
import type { ArtifactPlan } from './plan.ts';
import { cellRef, tabRef } from './source.ts';

/** The guideline rules with a cell (DocTypeRules.cells names them). */
const RULES = ['min_fico', 'max_dti', 'min_loan', 'max_loan', 'min_dscr', 'citizenship', 'states', 'locks'] as const;
type Rule = (typeof RULES)[number];

export interface EntryParts {
  p: Program;
  rules: DocTypeRules;
  /** the rejection's identity, read from here rather than from the lender's objects */
  lender_slug: string;
  program_slug: string;
  program_name: string;
  doc_type: string;
  page: Record<Rule, string | null>;
  /** agency: the state-adjuster table's Agency cell */
  statePage: string | null;
  /** the program-wide maximum LTV's cell */
  maxLtvPage: string | null;
  /** the terms with a rate block (agency) */
  terms: NonNullable<Program['routes']>[number]['term'][];
  /** the matrix tab, and its cells' references by row × columns + column, built as met */
  matrixTab: string | null;
  matrixCells: Map<number, string>;
  pppTables: string[];
  pppTerms: Program['ppp'][number]['rows'][number]['term'][][];
  pppPages: string[];
}

function build(a: Artifact, p: Program, rules: DocTypeRules): EntryParts {
  const page = Object.fromEntries(
    RULES.map((name) => {
      const cell = rules.cells[name];
      return [name, cell ? cellRef(a, rules.workbook, rules.tab, cell) : null];
    }),
  ) as Record<Rule, string | null>;
  const states = p.state_adjusters;
  return {
    p,
    rules,
    lender_slug: a.lender_slug,
    program_slug: p.slug,
    program_name: p.name,
    doc_type: rules.doc_type,
    page,
    statePage: states ? cellRef(a, states.workbook, states.tab, states.agency_cell) : null,
    maxLtvPage: p.max_ltv ? cellRef(a, p.max_ltv.workbook, p.max_ltv.tab, p.max_ltv.cell) : null,
    terms: p.routes?.map((r) => r.term) ?? [],
    matrixTab: p.matrix ? tabRef(a, p.matrix.workbook, p.matrix.tab) : null,
    matrixCells: new Map(),
    pppTables: p.ppp.map((t) => t.name),
    pppTerms: p.ppp.map((t) => t.rows.map((r) => r.term)),
    pppPages: p.ppp.map((t) => cellRef(a, t.workbook, t.tab, t.title_cell)),
  };
}

/** The parts of entry `index` (program `program`, doc type `doc`). */
export function partsOf(plan: ArtifactPlan, a: Artifact, index: number, program: number, doc: number): EntryParts {
  let parts = plan.parts[index];
  if (!parts) {
    const p = a.programs[program]!;
    plan.parts[index] = parts = build(a, p, p.doc_types[doc]!);
  }
  return parts;
}
