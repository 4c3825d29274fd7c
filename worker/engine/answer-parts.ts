/**
 * The fixed parts of what one (program, doc type) returns: its identity (lender, program, doc type),
 * and for its rejections the source page of each rule and table and the lists a threshold shows.
 * Built on the entry's first offer or rejection and kept in the artifact's plan (plan/build.ts, `parts`): most
 * programs of a many-lender quote are rejected, and a later rejection then allocates its reason
 * objects and nothing else, reading one object instead of the lender's program, rules and strings.
 */
import type { Artifact, DocTypeRules, Program } from '../artifact/format.ts';
import { item } from './plan/read.ts';
import { cellRef, tabRef } from './source.ts';

/** The guideline rules with a cell (DocTypeRules.cells names them). */
const RULES = [
  'min_fico',
  'max_dti',
  'min_loan',
  'max_loan',
  'min_dscr',
  'citizenship',
  'states',
  'locks',
  'terms',
  'lien_positions',
] as const;
type Rule = (typeof RULES)[number];

export interface AnswerParts {
  program: Program;
  rules: DocTypeRules;
  /** the rejection's identity, read from here rather than from the lender's objects */
  lender_slug: string;
  program_slug: string;
  program_name: string;
  doc_type: string;
  page: Record<Rule, string | null>;
  /** the state-adjuster table's Agency cell (programs priced per state column) */
  statePage: string | null;
  /** the program-wide maximum LTV's cell */
  maxLtvPage: string | null;
  /** the terms with a rate block */
  terms: NonNullable<Program['routes']>[number]['term'][];
  /** the matrix tab, and its cells' references by row × columns + column, built as met */
  matrixTab: string | null;
  matrixCells: Map<number, string>;
  pppTables: string[];
  pppTerms: Program['ppp'][number]['rows'][number]['term'][][];
  pppPages: string[];
}

/**
 * The reference of a rule's cell: an A1 address on the rules' own tab, or `<tab>!<A1>` when the
 * lender prints the rule elsewhere (eligible states that are the union of a tier list on another tab).
 */
export function ruleCell(artifact: Artifact, rules: DocTypeRules, rule: string): string | null {
  const cell = rules.cells[rule];
  if (!cell) return null;
  const bang = cell.lastIndexOf('!');
  return bang < 0
    ? cellRef(artifact, rules.workbook, rules.tab, cell)
    : cellRef(artifact, rules.workbook, cell.slice(0, bang), cell.slice(bang + 1));
}

function build(artifact: Artifact, program: Program, rules: DocTypeRules): AnswerParts {
  const page = Object.fromEntries(RULES.map((name) => [name, ruleCell(artifact, rules, name)])) as Record<
    Rule,
    string | null
  >;
  const states = program.state_adjusters;
  return {
    program,
    rules,
    lender_slug: artifact.lender_slug,
    program_slug: program.slug,
    program_name: program.name,
    doc_type: rules.doc_type,
    page,
    statePage: states ? cellRef(artifact, states.workbook, states.tab, states.agency_cell) : null,
    maxLtvPage: program.max_ltv
      ? cellRef(artifact, program.max_ltv.workbook, program.max_ltv.tab, program.max_ltv.cell)
      : null,
    terms: program.routes?.map((r) => r.term) ?? [],
    matrixTab: program.matrix ? tabRef(artifact, program.matrix.workbook, program.matrix.tab) : null,
    matrixCells: new Map(),
    pppTables: program.ppp.map((t) => t.name),
    pppTerms: program.ppp.map((t) => t.rows.map((r) => r.term)),
    pppPages: program.ppp.map((t) => cellRef(artifact, t.workbook, t.tab, t.title_cell)),
  };
}

/** The parts of entry `index` (program `programIndex`, doc type `docIndex`), kept in `memo` (the plan's) once built. */
export function partsOf(
  memo: (AnswerParts | undefined)[],
  artifact: Artifact,
  index: number,
  programIndex: number,
  docIndex: number,
): AnswerParts {
  let parts = memo[index];
  if (!parts) {
    const program = item(artifact.programs, programIndex, 'program');
    memo[index] = parts = build(artifact, program, item(program.doc_types, docIndex, 'doc type'));
  }
  return parts;
}
