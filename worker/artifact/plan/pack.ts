/**
 * The packer: an artifact as the engine reads it, every number the pricing path tests or adds and
 * every string an answer prints, written once by the compiler into one Int32 array (layout.ts names
 * its slots) and a list of names, stored in the artifact beside its tables (codec.ts).
 *
 * Why: a quote over many lenders is bound by memory latency and, for a new isolate, by what it must
 * decode. Here a lender is one contiguous block the hardware prefetches and the Worker reads where it
 * lies: no object graph to decode, validate or collect, and a program's checks are integer
 * comparisons and bit masks. The plan depends on nothing but its artifact (value ids are vocabulary
 * indexes), so the plan an artifact holds is `packPlan` of its tables: the publisher writes only
 * bytes a fresh compile reproduces, and test/artifact/read-sheet.test.ts checks every committed one.
 */
import {
  type Artifact,
  type Cond,
  type DocTypeRules,
  type Program,
  RULE_KEY_NAMES,
  RULE_KEYS,
  type Rule,
} from '../format.ts';
import { US_STATES } from '../vocabulary.ts';
import { Builder, mask } from './builder.ts';
import { valueId } from './conditions.ts';
import { ENTRY, ENTRY_SIZE, HEADER, HEADER_SIZE, NA, PROGRAM, PROGRAM_SIZE, RULE, RULE_SIZE } from './layout.ts';
import { rulesOf } from './rules.ts';
import {
  basePriceSection,
  capsSection,
  gridsSection,
  limitSection,
  matrixSection,
  pppSection,
  rateAdjustersSection,
  rateLimitsSection,
  stateSection,
} from './sections.ts';

/** A packed plan: its slots and the names they point at. */
export interface PackedPlan {
  code: Int32Array;
  names: string[];
}

/** The entry's rules (RULE each, then the condition it requires, then its scope), after the lists they show. */
function rulesSection(b: Builder, program: Program, rules: DocTypeRules): number {
  const list = rulesOf(program, rules);
  const shown = list.map(({ require, shown }) => (require.kind === 'eq' ? shownList(b, require, shown) : NA));
  const at = b.at;
  b.push(list.length);
  list.forEach((rule, r) => {
    const { require } = rule;
    const comparison = RULE_KEYS[rule.key].comparison;
    b.record(RULE, RULE_SIZE, {
      KEY: RULE_KEY_NAMES.indexOf(rule.key),
      PAGE: rule.cell === null ? NA : b.cellName(rule.workbook, rule.tab, rule.cell),
      LIMIT: require.kind !== 'range' ? NA : ((comparison === 'at_least' ? require.range.lo : require.range.hi) ?? NA),
      SHOWN: shown[r] ?? NA,
    });
    b.conds([require]);
    b.conds(rule.when);
  });
  return at;
}

/** The list a one-of rule's threshold shows: days and years as numbers, other values by their id. */
function shownList(b: Builder, require: Extract<Cond, { kind: 'eq' }>, shown: Rule['shown']): number {
  const values: readonly (string | number)[] = shown ?? require.values;
  const numeric = require.attr === 'lock_days' || require.attr === 'term';
  return b.list(values.map((v) => (numeric ? Number(v) : valueId(require.attr, v, b.programs))));
}

/** Rank of each (program slug, doc type) within the artifact, by slug then doc type (code-unit order). */
function pairRanks(artifact: Artifact): Map<DocTypeRules, number> {
  const byCode = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const pairs = artifact.programs.flatMap((p) => p.doc_types.map((rules) => ({ slug: p.slug, rules })));
  pairs.sort((x, y) => byCode(x.slug, y.slug) || byCode(x.rules.doc_type, y.rules.doc_type));
  return new Map(pairs.map(({ rules }, i) => [rules, i]));
}

function entryFields(b: Builder, program: Program, programIndex: number, docIndex: number, rules: DocTypeRules) {
  const slugs: string[] = [];
  return {
    PROGRAM: programIndex,
    DOC: docIndex,
    DOC_KEY_12: valueId('doc', rules.doc_keys['12mo'], slugs),
    DOC_KEY_24: valueId('doc', rules.doc_keys['24mo'], slugs),
    MAX_LTV: program.max_ltv?.value ?? NA,
    REPORTS_BLOCK: program.reports_block ? 1 : 0,
    DOC_TYPE: b.name(rules.doc_type),
  };
}

export function packPlan(artifact: Artifact): PackedPlan {
  const b = new Builder(artifact);
  const entries = artifact.programs.reduce((n, p) => n + p.doc_types.length, 0);
  const restricted = artifact.ppp_restricted_states;
  b.record(HEADER, HEADER_SIZE, {
    ENTRY_COUNT: entries,
    CONFORMING_LIMIT: artifact.conforming_limit ?? NA,
    PPP_RESTRICTED_STATES_LO: mask(US_STATES, restricted),
    PPP_RESTRICTED_STATES_HI: mask(US_STATES, restricted, 30, 60),
    CHECKS_END_EVALUATION: artifact.checks_end_evaluation ? 1 : 0,
    KEYS_ONCE: artifact.keys_once ? 1 : 0,
    PROGRAM_COUNT: artifact.programs.length,
  });
  const first = b.at;
  for (let i = 0; i < entries * ENTRY_SIZE; i++) b.push(NA);
  b.set(0, HEADER.PROGRAMS_AT, b.at);
  let firstEntry = 0;
  for (const p of artifact.programs) {
    b.record(PROGRAM, PROGRAM_SIZE, {
      SLUG: b.name(p.slug),
      NAME: b.name(p.name),
      LISTS_DOC_TYPES: p.lists_doc_types ? 1 : 0,
      FIRST_ENTRY: firstEntry,
      DOC_TYPES: p.doc_types.length,
    });
    firstEntry += p.doc_types.length;
  }
  const ranks = pairRanks(artifact);
  const blocks = new Map<string, number>();
  let entry = first;
  // Every entry's rules first, side by side: a quote checks every entry's rules, and at 1,000
  // lenders reading them in one stretch rather than between sections is fewer memory misses.
  const rulesAt = artifact.programs.map((p) => p.doc_types.map((rules) => rulesSection(b, p, rules)));
  // A section equal to one an earlier program wrote is that one (a lender's programs often share
  // their grids, matrix or caps): fewer bytes to store, read and keep in cache. Each section is
  // written from the very value it is known by, so two programs share one only when it is equal.
  const written = new Map<string, number>();
  const once = <T>(kind: string, data: T, write: (data: T) => number): number => {
    const key = `${kind} ${JSON.stringify(data)}`;
    let at = written.get(key);
    if (at === undefined) written.set(key, (at = write(data)));
    return at;
  };
  artifact.programs.forEach((p, programIndex) => {
    const { pricing, ladder, ladder_tiers, routes } = p;
    const sections = {
      STATE_ADJUSTERS: once('states', p.state_adjusters, (table) => stateSection(b, table)),
      MATRIX: once('matrix', p.matrix, (matrix) => matrixSection(b, matrix)),
      PPP: once('ppp', p.ppp, (ppp) => pppSection(b, ppp)),
      BASE_PRICES: once('prices', { pricing, ladder, ladder_tiers, routes }, (prices) =>
        basePriceSection(b, prices, blocks),
      ),
      GRIDS: once('grids', { grids: p.grids, capped: p.adjustment_cap?.grids ?? [] }, ({ grids, capped }) =>
        gridsSection(b, grids, capped),
      ),
      CAPS: once('caps', p.caps, (caps) => capsSection(b, caps)),
      FLOOR: once('floor', p.floor, (floor) => limitSection(b, floor)),
      ADJUSTMENT_CAP: once('cap', p.adjustment_cap, (cap) => limitSection(b, cap)),
      RATE_LIMITS: once('limits', p.rate_limits, (limits) => rateLimitsSection(b, limits)),
      RATE_ADJUSTERS: once('rate adjusters', p.rate_adjusters, (adjusters) => rateAdjustersSection(b, adjusters)),
    };
    p.doc_types.forEach((rules, docIndex) => {
      const fields = {
        ...entryFields(b, p, programIndex, docIndex, rules),
        ...sections,
        RULES: rulesAt[programIndex]![docIndex]!,
        PAIR_RANK: ranks.get(rules) ?? 0,
      };
      for (const [field, value] of Object.entries(fields)) b.set(entry, ENTRY[field as keyof typeof ENTRY], value);
      entry += ENTRY_SIZE;
    });
  });
  b.set(0, HEADER.SLOTS, b.slots);
  return { code: Int32Array.from(b.out), names: b.names };
}
