/**
 * The fixed parts of what one (program, doc type) returns: its identity (lender, program, doc type),
 * and for its rejections the source page of each rule and table and the lists a threshold shows,
 * read from the entry's PARTS in the plan. Built on the entry's first offer or rejection and kept
 * for the plan's life: most programs of a many-lender quote are rejected, and a later rejection then
 * allocates its reason objects and nothing else.
 */
import {
  ENTRY,
  entryIndex,
  HEADER,
  MATRIX,
  NA,
  PARTS,
  PPP_ROW,
  PPP_ROW_SIZE,
  PPP_TABLE,
  PROGRAM,
  PROGRAM_SIZE,
  RULE_PAGES,
} from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import {
  CITIZENSHIPS,
  type Citizenship,
  LIEN_POSITIONS,
  PPP_TERMS,
  type PppTerm,
  TERMS,
  tabReference,
  US_STATES,
  type UsState,
} from '../artifact/vocabulary.ts';
import { type ArtifactPlan, nameAt } from './plan.ts';

type Rule = (typeof RULE_PAGES)[number];
type LienPosition = (typeof LIEN_POSITIONS)[number];
type Term = (typeof TERMS)[number];

export interface AnswerParts {
  /** the rejection's identity */
  lender_slug: string;
  program_slug: string;
  program_name: string;
  doc_type: string;
  page: Record<Rule, string | null>;
  /** the state-adjuster table's Agency cell (programs priced per state column) */
  statePage: string | null;
  /** the program-wide maximum LTV's cell */
  maxLtvPage: string | null;
  citizenship: Citizenship[];
  states: UsState[];
  /** the lock periods as the guideline prints them */
  locks: number[];
  lienPositions: LienPosition[];
  /** the terms with a rate block */
  terms: Term[];
  /** the matrix tab, and its cells' references by row × columns + column, built as met */
  matrixTab: string | null;
  matrixCells: Map<number, string>;
  pppTables: string[];
  pppTerms: PppTerm[][];
  pppPages: string[];
}

/** The plan's list at `at` (`[n, values…]`), each value mapped by `of`. */
function listAt<T>(code: Int32Array, at: number, of: (value: number) => T): T[] {
  const out: T[] = [];
  const n = slot(code, at, 'a list length');
  for (let i = 1; i <= n; i++) out.push(of(slot(code, at + i, 'a list value')));
  return out;
}

/** A vocabulary value by its index in the plan. */
const vocabularyValue =
  <T>(list: readonly T[], what: string) =>
  (index: number): T => {
    const value = list[index];
    if (value === undefined) throw new RangeError(`no ${what} of index ${index}`);
    return value;
  };

/** The PPP tables' names, terms and title cells, in their order. */
function pppParts(plan: ArtifactPlan, at: number): Pick<AnswerParts, 'pppTables' | 'pppTerms' | 'pppPages'> {
  const parts: Pick<AnswerParts, 'pppTables' | 'pppTerms' | 'pppPages'> = { pppTables: [], pppTerms: [], pppPages: [] };
  if (at === NA) return parts;
  const { code } = plan;
  let table = at + 1;
  for (let t = 0; t < slot(code, at, 'the prepayment table count'); t++) {
    parts.pppTables.push(plan.name(slot(code, table + PPP_TABLE.NAME, 'a prepayment table name')));
    parts.pppPages.push(plan.name(slot(code, table + PPP_TABLE.PAGE, 'a prepayment table page')));
    const columns = slot(code, table + PPP_TABLE.COLUMNS, 'prepayment columns');
    const rowsAt = table + PPP_TABLE.COLUMNS_AT + columns * 2;
    const terms: PppTerm[] = [];
    for (let r = 0; r < slot(code, table + PPP_TABLE.ROWS, 'prepayment rows'); r++)
      terms.push(
        vocabularyValue(
          PPP_TERMS,
          'prepayment term',
        )(slot(code, rowsAt + r * PPP_ROW_SIZE + PPP_ROW.TERM, 'a prepayment term')),
      );
    parts.pppTerms.push(terms);
    table = slot(code, table + PPP_TABLE.NEXT, 'the next prepayment table');
  }
  return parts;
}

function build(plan: ArtifactPlan, entry: number): AnswerParts {
  const { code } = plan;
  const field = (name: keyof typeof ENTRY) => slot(code, entry + ENTRY[name], name);
  const program = slot(code, HEADER.PROGRAMS_AT, 'PROGRAMS_AT') + field('PROGRAM') * PROGRAM_SIZE;
  const parts = field('PARTS');
  const page = Object.fromEntries(
    RULE_PAGES.map((rule, i) => [rule, nameAt(plan, parts + PARTS.PAGES + i, `the ${rule} page`)]),
  ) as Record<Rule, string | null>;
  const list = <T>(name: keyof typeof PARTS, of: (value: number) => T) =>
    listAt(code, slot(code, parts + PARTS[name], name), of);
  const matrix = field('MATRIX');
  const header = plan.header;
  return {
    lender_slug: header.lender_slug,
    program_slug: plan.name(slot(code, program + PROGRAM.SLUG, 'the program slug')),
    program_name: plan.name(slot(code, program + PROGRAM.NAME, 'the program name')),
    doc_type: plan.name(field('DOC_TYPE')),
    page,
    statePage: nameAt(plan, parts + PARTS.STATE_PAGE, 'the state page'),
    maxLtvPage: nameAt(plan, parts + PARTS.MAX_LTV_PAGE, 'the maximum LTV page'),
    citizenship: list('CITIZENSHIPS', vocabularyValue(CITIZENSHIPS, 'citizenship')),
    states: list('STATES', vocabularyValue(US_STATES, 'state')),
    locks: list('LOCKS', (days) => days),
    lienPositions: list('LIEN_POSITIONS', vocabularyValue(LIEN_POSITIONS, 'lien position')),
    terms: list('TERMS', vocabularyValue(TERMS, 'term')),
    matrixTab:
      matrix === NA
        ? null
        : tabReference(
            header.sources[slot(code, matrix + MATRIX.WORKBOOK, 'the matrix workbook')] ?? '?',
            plan.name(slot(code, matrix + MATRIX.TAB, 'the matrix tab')),
          ),
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
