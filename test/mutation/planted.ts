/**
 * Hand-planted bugs (issue 19): realistic one-line mistakes of the kinds a reviewer fears most, each
 * applied alone to a copy of the tree, and the Node tests of its area run against it. A bug is
 * caught when a test fails. Run by hand, not by npm test (about 15 minutes on 2 cores):
 *
 *   node test/mutation/planted.ts            # every bug
 *   node test/mutation/planted.ts E3 C2      # some of them
 *   node test/mutation/planted.ts --check    # only check that each bug's text is in the code, once
 *
 * The copy holds the working tree's tracked and untracked (not ignored) files, with node_modules
 * linked, so the bugs are planted into the code as it is now. The report (one line per bug, the
 * rate at the end) is printed and written to reports/planted.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { copyTree } from '../tree-copy.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Kind =
  | 'limit <= vs <'
  | 'exemption dropped'
  | 'normalisation removed'
  | 'cap boundary > vs >='
  | 'band label read wrongly'
  | 'LTV/CLTV swapped'
  | 'default changed'
  | 'key misspelt'
  | 'sign flipped'
  | 'check relaxed';

interface Bug {
  id: string;
  kind: Kind;
  /** what the bug does, as a reviewer would describe it */
  what: string;
  file: string;
  /** the exact text replaced (must occur once in the file) */
  find: string;
  replace: string;
}

/** The Node tests that run for a bug of each area (the same files npm test runs there). */
const TESTS = {
  engine: ['test/engine', 'test/catalog', 'test/http', 'test/artifact'],
  compiler: ['test/compiler'],
  // The format is read by both sides: the engine's tests and the compiler's round trip of the artifact.
  artifact: ['test/artifact', 'test/engine', 'test/http', 'test/compiler/roundtrip.test.ts'],
  // The one identity of a table item: the structural removals and the diff pair by it.
  identity: ['test/compiler/structural-removal.test.ts', 'test/diff/labels.test.ts', 'test/diff/tiers.test.ts'],
  // The store's pure parts: which sheet is in force at a moment.
  sheets: ['test/sheets/select.test.ts', 'test/sheets/clock.test.ts', 'test/sheets/production-clock.test.ts'],
};

const BUGS: Bug[] = [
  // worker/engine
  {
    id: 'E1',
    kind: 'limit <= vs <',
    what: 'a loan of exactly the Minimum Loan Amount is refused',
    file: 'worker/artifact/plan/rules.ts',
    find: "range('loan_amount', atLeast(rules.min_loan))",
    replace: "range('loan_amount', { ...atLeast(rules.min_loan), lo_incl: false })",
  },
  {
    id: 'E2',
    kind: 'limit <= vs <',
    what: 'a DTI of exactly the Maximum DTI is refused',
    file: 'worker/artifact/plan/rules.ts',
    find: "range('dti', atMost(rules.max_dti))",
    replace: "range('dti', { ...atMost(rules.max_dti), hi_incl: false })",
  },
  {
    id: 'E3',
    kind: 'limit <= vs <',
    what: 'a DSCR of exactly the minimum ratio is refused',
    file: 'worker/artifact/plan/rules.ts',
    find: "range('dscr', atLeast(rules.min_dscr))",
    replace: "range('dscr', { ...atLeast(rules.min_dscr), lo_incl: false })",
  },
  // E5 (an agency loan at exactly the 97 % maximum LTV refused) was E4's line in checks.ts: both now test one line.
  {
    id: 'E4',
    kind: 'limit <= vs <',
    what: "an LTV of exactly the maximum is not eligible (the matrix row's, an agency program's 97 %, and the CLTV's)",
    file: 'worker/engine/matrix.ts',
    find: 'maxHundredths !== NA && scenario.ltvNum > maxHundredths * scenario.ltvDen;',
    replace: 'maxHundredths !== NA && scenario.ltvNum >= maxHundredths * scenario.ltvDen;',
  },
  {
    id: 'E6',
    kind: 'limit <= vs <',
    what: 'a rate priced exactly at the Minimum Price is refused',
    file: 'worker/engine/price-program.ts',
    find: 'if (final < rates.limits.floor) {',
    replace: 'if (final <= rates.limits.floor) {',
  },
  {
    id: 'E7',
    kind: 'cap boundary > vs >=',
    what: 'on a tie between two caps the last listed governs, not the first',
    file: 'worker/engine/caps.ts',
    find: 'if (applies && (capAt === NA || value < cap))',
    replace: 'if (applies && (capAt === NA || value <= cap))',
  },
  {
    id: 'E8',
    kind: 'exemption dropped',
    what: 'No PPP in a PPP-restricted state is refused like any other term',
    file: 'worker/engine/ppp.ts',
    find: 'if (request.ppp_term !== NO_PPP && inStateMask(lo, hi, stateIndex))',
    replace: 'if (inStateMask(lo, hi, stateIndex))',
  },
  {
    id: 'E9',
    kind: 'exemption dropped',
    what: 'a program whose Maximum DTI is N/A tests DTI all the same',
    file: 'worker/artifact/plan/rules.ts',
    find: "if (rules.max_dti !== null) out.push(rule('max_dti', range('dti', atMost(rules.max_dti))",
    replace: "out.push(rule('max_dti', range('dti', atMost(rules.max_dti ?? 0))",
  },
  {
    id: 'E10',
    kind: 'exemption dropped',
    what: 'an agency program named by program_slug with another doc_type is skipped, not priced as full_doc',
    file: 'worker/engine/program-filter.ts',
    find: 'if (!(named || (count > 0 && entryDocType(plan, first) === request.doc_type))) return 0;',
    replace: 'if (!(count > 0 && entryDocType(plan, first) === request.doc_type)) return 0;',
  },
  {
    id: 'E11',
    kind: 'normalisation removed',
    what: 'the state is no longer upper-cased: "ca" is no US state',
    file: 'worker/contract/request.ts',
    find: '    z.transform((s: string) => s.toUpperCase()),',
    replace: '    z.transform((s: string) => s),',
  },
  {
    id: 'E12',
    kind: 'normalisation removed',
    what: 'ppp_table_name is compared case-sensitively',
    file: 'worker/engine/scenario.ts',
    find: 'key(request.ppp_table_name)',
    replace: "request.ppp_table_name.replace(/\\s+/g, ' ').trim()",
  },
  {
    id: 'E13',
    kind: 'LTV/CLTV swapped',
    what: "the matrix row's LTV and CLTV maxima are read the wrong way round",
    file: 'worker/engine/matrix.ts',
    find: 'const maxLtv = limitOf(entry, lookup, MAX_LTV);\n  const maxCltv = limitOf(entry, lookup, MAX_CLTV);',
    replace: 'const maxLtv = limitOf(entry, lookup, MAX_CLTV);\n  const maxCltv = limitOf(entry, lookup, MAX_LTV);',
  },
  {
    id: 'E14',
    kind: 'LTV/CLTV swapped',
    what: 'the matrix view shows max_ltv and max_cltv the wrong way round',
    file: 'worker/engine/matrix-view.ts',
    find: 'max_ltv: maxLtv === null ? null : percentString(maxLtv),\n        max_cltv: maxCltv === null ? null : percentString(maxCltv),',
    replace:
      'max_ltv: maxCltv === null ? null : percentString(maxCltv),\n        max_cltv: maxLtv === null ? null : percentString(maxLtv),',
  },
  {
    id: 'E15',
    kind: 'default changed',
    what: 'dti defaults to 45 instead of 40',
    file: 'worker/contract/request.ts',
    find: "check(...inRange('dti')), 40),",
    replace: "check(...inRange('dti')), 45),",
  },
  {
    id: 'E16',
    kind: 'default changed',
    what: 'lock_days defaults to 45 instead of 30',
    file: 'worker/contract/request.ts',
    find: "lock_days: z._default(oneOf('lock_days', LOCK_DAYS), 30),",
    replace: "lock_days: z._default(oneOf('lock_days', LOCK_DAYS), 45),",
  },
  {
    id: 'E17',
    kind: 'default changed',
    what: 'without doc_seasoning the Doc Type grids read the 24-month row',
    file: 'worker/engine/scenario.ts',
    find: "(seasoning === '24mo' ? '24mo' : '12mo')",
    replace: "(seasoning === '12mo' ? '12mo' : '24mo')",
  },
  {
    id: 'E18',
    kind: 'default changed',
    what: 'target_price defaults to 101.000 instead of par',
    file: 'worker/contract/request.ts',
    find: "check(...inRange('target_price')), 100),",
    replace: "check(...inRange('target_price')), 101),",
  },
  {
    id: 'E19',
    kind: 'check relaxed',
    what: "the lender's flag that a failed program check ends the evaluation is read inverted: Cedar Hollow goes on to the matrix, Granite Peak stops at its checks",
    file: 'worker/engine/price-program.ts',
    find: "HEADER.CHECKS_END_EVALUATION, 'CHECKS_END_EVALUATION') === 1)",
    replace: "HEADER.CHECKS_END_EVALUATION, 'CHECKS_END_EVALUATION') === 0)",
  },
  {
    id: 'E20',
    kind: 'limit <= vs <',
    what: 'a credit score exactly at a matrix cell\'s minimum FICO (Cedar Hollow\'s "80% (700)") is refused',
    file: 'worker/engine/matrix.ts',
    find: 'const ficoBelow = minFico !== NA && scenario.request.credit_score < minFico;',
    replace: 'const ficoBelow = minFico !== NA && scenario.request.credit_score <= minFico;',
  },
  {
    id: 'E21',
    kind: 'limit <= vs <',
    what: 'a sum of adjustments exactly at its cap takes a cap adjuster of 0.000',
    file: 'worker/engine/adjustments.ts',
    find: 'if (capped >= least) return;',
    replace: 'if (capped > least) return;',
  },
  // compiler
  {
    id: 'C1',
    kind: 'cap boundary > vs >=',
    what: '"Investments >= 3YR PPP" leaves out the 3-year term',
    file: 'compiler/cap-rules.ts',
    find: "'>=': (a, b) => a >= b,",
    replace: "'>=': (a, b) => a > b,",
  },
  {
    id: 'C2',
    kind: 'cap boundary > vs >=',
    what: '"Loan Amounts >$1.5m" caps a loan of exactly $1,500,000',
    file: 'compiler/cap-rules.ts',
    find: "lo_incl: loan.op === '>='",
    replace: "lo_incl: loan.op.startsWith('>')",
  },
  {
    id: 'C3',
    kind: 'exemption dropped',
    what: '"Investments w/ < 3YR PPP" also caps investment loans with No PPP',
    file: 'compiler/cap-rules.ts',
    find: 'PPP_TERMS.filter((t) => years(t) > 0 && COMPARE',
    replace: 'PPP_TERMS.filter((t) => COMPARE',
  },
  {
    id: 'C4',
    kind: 'band label read wrongly',
    what: 'a DSCR band "1.00 - 1.24" ends below 1.24 instead of below 1.25',
    file: 'compiler/condition-text/bands.ts',
    find: "kind === 'dscr' ? { hi: b + 1, hi_incl: false }",
    replace: "kind === 'dscr' ? { hi: b, hi_incl: false }",
  },
  {
    id: 'C5',
    kind: 'band label read wrongly',
    what: 'a FICO band "< 640" includes 640',
    file: 'compiler/condition-text/bands.ts',
    find: 'wholeNumbers(kind) ? { hi: a - 1, hi_incl: true }',
    replace: 'wholeNumbers(kind) ? { hi: a, hi_incl: true }',
  },
  {
    id: 'C6',
    kind: 'band label read wrongly',
    what: 'the "DSCR < 1.00 (0.75 - 0.99)" tier ignores its explicit range in parentheses',
    file: 'compiler/condition-text/comparison.ts',
    find: 'if (paren?.[1] && /^\\d/.test(paren[1])) s = paren[1];',
    replace: '',
  },
  {
    id: 'C7',
    kind: 'LTV/CLTV swapped',
    what: 'a matrix cell "75/80" is read as LTV 80, CLTV 75',
    file: 'compiler/readers/matrix-cells.ts',
    find: 'read.limits.map((limit, i) => limitOf(limit, m[i + 1]!))',
    replace: 'read.limits.map((limit, i) => limitOf(limit, m[read.limits.length - i]!))',
  },
  {
    id: 'C8',
    kind: 'normalisation removed',
    what: 'state codes on the State Adjusters tab are no longer upper-cased',
    file: 'compiler/readers/state-adjusters.ts',
    find: 'const state = sheet.text(r, col).toUpperCase();',
    replace: 'const state = sheet.text(r, col);',
  },
  {
    id: 'C9',
    kind: 'normalisation removed',
    what: 'a band printed with a minus sign (−) or an en dash is no longer read as a range',
    file: 'compiler/condition-text/comparison.ts',
    find: ".replace(/[–—−]/g, '-')\n    .replace(/\\b(?:to|through|thru)\\b/gi, '-')",
    replace: ".replace(/\\b(?:to|through|thru)\\b/gi, '-')",
  },
  {
    id: 'C10',
    kind: 'limit <= vs <',
    what: 'a matrix cell holding 1 (100 %) is read as 1 %',
    file: 'compiler/readers/matrix-cells.ts',
    find: "c.w.includes('%') || (c.v as number) <= 1 ?",
    replace: "c.w.includes('%') || (c.v as number) < 1 ?",
  },
  {
    id: 'C11',
    kind: 'default changed',
    what: 'a blank LLPA cell reads as NA (not eligible) instead of no adjustment',
    file: 'compiler/cells.ts',
    find: "  c: Cell,\n): number | null | undefined {\n  if (c.t === 'z') return blankAdjustment(sheet);",
    replace: "  c: Cell,\n): number | null | undefined {\n  if (c.t === 'z') return null;",
  },
  {
    id: 'C12',
    kind: 'exemption dropped',
    what: '"All states + DC" no longer includes DC',
    file: 'compiler/condition-text/states.ts',
    find: "(s !== 'DC' || all[1] || allWords?.allIncludesDc)",
    replace: "s !== 'DC'",
  },
  {
    id: 'C13',
    kind: 'sign flipped',
    what: "points read as a price the wrong way: Cedar Hollow's 0.750 points cost is priced 100.750, not 99.250",
    file: 'compiler/cells.ts',
    find: "return rates === 'credit points' ? 100_000 + points : 100_000 - points;",
    replace: "return rates === 'credit points' ? 100_000 + points : 100_000 + points;",
  },
  {
    id: 'C14',
    kind: 'sign flipped',
    what: "a cost is added to the price: Cedar Hollow's 0.375 cost raises the price instead of lowering it",
    file: 'compiler/cells.ts',
    find: "sheet.origin.conventions.adjustments === 'costs' ? minus(value) : value;",
    replace: "sheet.origin.conventions.adjustments === 'costs' ? value : value;",
  },
  {
    id: 'C15',
    kind: 'band label read wrongly',
    what: 'a percent band printed from x.01 is read as starting at x.01 inclusive, not just above x (a 65.005% LTV falls between bands)',
    file: 'compiler/condition-text/bands.ts',
    find: "kind === 'percent' && a % 100 === 1 ? { lo: a - 1, lo_incl: false } : { lo: a, lo_incl: true }",
    replace: '{ lo: a, lo_incl: true }',
  },
  // the table language (compiler/tables/), tested by the declared lender's tests in test/compiler
  {
    id: 'C16',
    kind: 'check relaxed',
    what: "a program's own rule row no longer replaces the All row of its rule: Juniper Ridge's investor keeps the All Min FICO 660 beside its own 700",
    file: 'compiler/tables/rule-rows.ts',
    find: 'const rows = [...ticked(all).filter((r) => !mine.some((m) => m.key === r.key)), ...mine];',
    replace: 'const rows = [...ticked(all), ...mine];',
  },
  {
    id: 'C18',
    kind: 'check relaxed',
    what: "a rule row's condition cell no longer scopes it: `Max LTV | Investment | 70%` holds for every loan",
    file: 'compiler/tables/rule-rows.ts',
    find: 'const when = [...(word.when ?? []), ...scopes.flatMap((c) => c ?? [])];',
    replace: 'const when = [...(word.when ?? [])];',
  },
  {
    id: 'C17',
    kind: 'normalisation removed',
    what: 'an adjustment printed in a percent format (-0.0025 shown -0.250%) is read as a tenth of its points',
    file: 'compiler/cells.ts',
    find: '(showsItsValue(c) ? (c.v as number) : (c.v as number) * 100) : percentText;',
    replace: '(showsItsValue(c) ? (c.v as number) : (c.v as number) * 10) : percentText;',
  },
  {
    id: 'C19',
    kind: 'band label read wrongly',
    what: "a matrix list's lowest minimum-score tier keeps its minimum as a lower bound: a score below every minimum finds no cell (no_ltv_matrix_cell) instead of min_fico",
    file: 'compiler/tables/matrix.ts',
    find: 'const lo = i === highestFirst.length - 1 ? null : minimums.get(row)!.minimum;',
    replace: 'const lo = minimums.get(row)!.minimum;',
  },
  {
    id: 'C20',
    kind: 'check relaxed',
    what: "a grid's blank group cell no longer continues the one above: the rows under `Primary Residence` read as every occupancy's",
    file: 'compiler/tables/grid.ts',
    find: 'if (grouping && above) return above;',
    replace: 'if (grouping && above) return { col: col + k, row: r, when: [] };',
  },
  {
    id: 'C21',
    kind: 'check relaxed',
    what: "a wrapped ladder's later part is read as a table of no program: its rates are not offered",
    file: 'compiler/tables/lock-groups.ts',
    find: "if (!named && titled.text === '' && left?.headerRow === group.headerRow) {",
    replace: "if (!named && titled.text === '' && left?.headerRow === -1) {",
  },
  {
    id: 'C22',
    kind: 'sign flipped',
    what: 'a reduction of a maximum LTV is added to it: a cash-out at 80 − 10 may go to 90',
    file: 'compiler/tables/reductions.ts',
    find: '(max.value as number) - amount',
    replace: '(max.value as number) + amount',
  },
  {
    id: 'C23',
    kind: 'sign flipped',
    what: 'a minus sign word leaves a credit printed in parentheses as it is: `(0.750) rebate` read as a cost',
    file: 'compiler/cells.ts',
    find: 'is(words.minus) ? minus(Math.abs(n)) : undefined;',
    replace: 'is(words.minus) ? minus(n) : undefined;',
  },
  {
    id: 'C24',
    kind: 'check relaxed',
    what: "a lock grid's NA cell no longer leaves its period unpriced: the program offers a lock its row prints NA for",
    file: 'compiler/tables/program.ts',
    find: 'g.rows.some((r) => mine(r.when) && r.values[i] !== null)',
    replace: 'g.rows.some((r) => mine(r.when))',
  },
  {
    id: 'C25',
    kind: 'check relaxed',
    what: 'a later row of an item no longer adds its conditions: `LTV > 70% AND LTV <= 75%` applies at any LTV above 70',
    file: 'compiler/tables/adjustments.ts',
    find: 'gridRow.when.push(...read.when);',
    replace: 'gridRow.when.push();',
  },
  {
    id: 'C26',
    kind: 'limit <= vs <',
    what: 'a matrix cell `80% / 680` read with its FICO one point higher: 680 is refused min_fico',
    file: 'compiler/readers/matrix-cells.ts',
    find: "if (limit === 'min_fico') return Number(text);",
    replace: "if (limit === 'min_fico') return Number(text) + 1;",
  },
  // worker/http (tested with the engine's set, which holds test/http) and worker/artifact
  {
    id: 'H1',
    kind: 'limit <= vs <',
    what: 'a request body of exactly 64 KiB is refused with 413',
    file: 'worker/http/json-body.ts',
    find: 'if (size > limit) {',
    replace: 'if (size >= limit) {',
  },
  {
    id: 'H2',
    kind: 'limit <= vs <',
    what: 'a declared Content-Length of exactly the limit is refused unread',
    file: 'worker/http/json-body.ts',
    find: "if (Number(request.headers.get('Content-Length')) > limit)",
    replace: "if (Number(request.headers.get('Content-Length')) >= limit)",
  },
  {
    id: 'H3',
    kind: 'normalisation removed',
    what: 'Content-Type: Application/JSON is no JSON (415)',
    file: 'worker/http/json-body.ts',
    find: '.map((part) => part.trim().toLowerCase());',
    replace: '.map((part) => part.trim());',
  },
  {
    id: 'H4',
    kind: 'key misspelt',
    what: "a batch scenario's own as_of is looked up as asOf, so it is silently ignored",
    file: 'worker/http/answers.ts',
    find: "Object.hasOwn(body, 'as_of')",
    replace: "Object.hasOwn(body, 'asOf')",
  },
  {
    id: 'A1',
    kind: 'sign flipped',
    what: "a moment's UTC offset is applied the wrong way round (-08:00 read as +08:00)",
    file: 'worker/artifact/moment.ts',
    find: "(text[zone] === '-' ? -1 : 1)",
    replace: "(text[zone] === '-' ? 1 : -1)",
  },
  {
    id: 'A2',
    kind: 'check relaxed',
    what: 'an artifact of another format version is decoded all the same',
    file: 'worker/artifact/codec.ts',
    find: 'if (version !== FORMAT_VERSION) {',
    replace: "if (typeof version !== 'number') {",
  },
  {
    id: 'A3',
    kind: 'exemption dropped',
    what: 'a row of states (a tier) is paired by its conditions alone, so a tier renamed is no removal to the compiler and no change to the diff',
    file: 'worker/artifact/item-identity.ts',
    find: 'byState ? key(row.label) : null',
    replace: 'null',
  },
  // worker/sheets (which sheet is in force when)
  {
    id: 'S1',
    kind: 'cap boundary > vs >=',
    what: 'a sheet is still quoted at the exact moment it expires',
    file: 'worker/sheets/select.ts',
    find: 'at >= instant(entry.expires_at)',
    replace: 'at > instant(entry.expires_at)',
  },
  {
    id: 'S2',
    kind: 'cap boundary > vs >=',
    what: 'a reprice is not in force at its exact effective moment',
    file: 'worker/sheets/select.ts',
    find: 'if (instant(e.effective_at) > at) continue;',
    replace: 'if (instant(e.effective_at) >= at) continue;',
  },
];

const AREAS: [string, keyof typeof TESTS][] = [
  ['compiler/', 'compiler'],
  ['worker/artifact/item-identity.ts', 'identity'],
  ['worker/sheets/', 'sheets'],
  ['worker/artifact/', 'artifact'],
];
const areaOf = (bug: Bug): keyof typeof TESTS => AREAS.find(([folder]) => bug.file.startsWith(folder))?.[1] ?? 'engine';

/** One dot per test; a loaded machine must not fail a test by its clock (only a wrong answer is a catch). */
const QUIET = ['--reporter', 'dot', '--testTimeout', '300000', '--hookTimeout', '300000'];

/** Runs the area's tests in `dir`; true when every test passed. */
function testsPass(
  dir: string,
  area: keyof typeof TESTS,
): { pass: boolean; seconds: number; failed: string; output: string } {
  const started = Date.now();
  // This Node (22, as npm test runs), not whatever `node` is first on the PATH.
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', '--bail', '1', ...QUIET, ...TESTS[area]],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } },
  );
  const output = `${run.stdout}${run.stderr}`;
  // The first failing test: "FAIL  <project> <file> > <suite> > <test>", colours stripped.
  const plain = stripVTControlCharacters(output);
  const failed = /FAIL\s+(?:node\s+)?(\S+(?: > [^\n]+)?)/.exec(plain)?.[1] ?? '';
  return { pass: run.status === 0, seconds: Math.round((Date.now() - started) / 1000), failed, output: plain };
}

/** How often the text a bug replaces occurs in its file (1 when the bug still applies). */
const occurrences = (bug: Bug, text: string) => text.split(bug.find).length - 1;

/** A file of the tree, or '' when it is gone (a bug pointing at it no longer applies). */
const readOrEmpty = (file: string) => (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '');

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--check')) {
    const stale = BUGS.filter((b) => occurrences(b, readOrEmpty(b.file)) !== 1);
    for (const b of stale) console.log(`${b.id}: the text to replace is not in ${b.file} exactly once`);
    console.log(stale.length ? `${stale.length} bugs no longer apply` : `all ${BUGS.length} bugs apply`);
    process.exitCode = stale.length ? 1 : 0;
    return;
  }
  const bugs = args.length ? BUGS.filter((b) => args.includes(b.id)) : BUGS;
  const dir = copyTree('planted-');
  const results: { id: string; kind: Kind; what: string; caught: boolean; by: string; seconds: number }[] = [];
  try {
    for (const area of new Set(bugs.map(areaOf))) {
      const base = testsPass(dir, area);
      if (!base.pass)
        throw new Error(`the ${area} tests fail without any bug: fix them first\n${base.output.slice(-3000)}`);
      console.log(`baseline: the ${area} tests pass (${base.seconds} s)`);
    }
    for (const bug of bugs) {
      const path = join(dir, bug.file);
      const original = readFileSync(path, 'utf8');
      const at = occurrences(bug, original);
      if (at !== 1) throw new Error(`${bug.id}: the text to replace occurs ${at} times in ${bug.file}`);
      writeFileSync(path, original.replace(bug.find, bug.replace));
      try {
        const run = testsPass(dir, areaOf(bug));
        results.push({ ...bug, caught: !run.pass, by: run.failed, seconds: run.seconds });
        console.log(`${bug.id.padEnd(4)} ${run.pass ? 'MISSED' : 'caught'} ${bug.kind}: ${bug.what} ${run.failed}`);
      } finally {
        writeFileSync(path, original);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const caught = results.filter((r) => r.caught).length;
  console.log(
    `\n${caught} of ${results.length} planted bugs caught (${((100 * caught) / results.length).toFixed(0)} %)`,
  );
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(
    join(ROOT, 'reports/planted.json'),
    `${JSON.stringify({ caught, of: results.length, results }, null, 2)}\n`,
  );
}

main();
