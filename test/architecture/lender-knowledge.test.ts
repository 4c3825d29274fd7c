/**
 * Lender knowledge lives only in compiler/profiles/ (issue 29, "Done when"): compiler/ outside
 * profiles/ and worker/ name no lender, write no label or word a lender's profile declares, and
 * write no lender's banner date form (neither as text nor as a regular expression that reads it). The
 * names, labels and forms are read from the profiles of the roster's lenders, so a new lender's
 * are checked as soon as it is onboarded. The checks are first shown to catch what they look for in
 * synthetic sources, so their silence on the real tree means something.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../../compiler/lenders.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';
import { ROOT, sourceFiles } from './import-graph.ts';
import { knowledgeOf, namesLender, spacedLiterals, textsOf, writesDateForm, writesLabel } from './lender-knowledge.ts';

const ROSTER: string[] = JSON.parse(readFileSync(join(ROOT, 'sheets', 'roster.json'), 'utf8')).lenders;
const KNOWLEDGE = PROFILES.map(knowledgeOf);

/** The code that must know no lender. */
const CHECKED = sourceFiles().filter(
  (f) => (f.startsWith('compiler/') && !f.startsWith('compiler/profiles/')) || f.startsWith('worker/'),
);

/**
 * Where a lender's label is, for now, also the service's own words (file, label, why). An entry no
 * longer needed fails the test, so that the list only shrinks.
 */
const EXCEPTIONS: readonly [file: string, label: string, why: string][] = [
  ['worker/contract/reasons.ts', 'Minimum FICO', "the contract's description of the min_fico threshold"],
  ['worker/contract/reasons.ts', 'Maximum DTI', "the contract's description of the max_dti threshold"],
  ['worker/contract/reasons.ts', 'Minimum DSCR', "the contract's description of the min_dscr threshold"],
  ['worker/contract/reasons.ts', 'Maximum LTV', "the contract's description of the max_ltv threshold"],
  ['worker/contract/reasons.ts', 'Maximum CLTV', "the contract's description of the max_cltv threshold"],
  ['worker/contract/matrix-view-schema.ts', 'Minimum FICO', "the contract's description of a matrix cell"],
  ['worker/contract/reasons.ts', 'All states', 'an example of a printed state list in a description'],
  ['worker/contract/reasons.ts', '+ DC', 'an example of a printed state list in a description'],
  ['worker/contract/catalog-schema.ts', 'All states', 'an example of a printed state list in a description'],
  ['worker/contract/catalog-schema.ts', '+ DC', 'an example of a printed state list in a description'],
];

/** Every place a checked file writes what a profile knows, as `file: what`. */
function leaks(file: string, source: string, knowledge = KNOWLEDGE): string[] {
  const texts = textsOf(source);
  const literals = spacedLiterals(texts.literals);
  const found: string[] = [];
  for (const k of knowledge) {
    for (const name of k.names)
      if ([...texts.literals, ...texts.comments].some((t) => namesLender(t, name)))
        found.push(`${file}: names ${name}`);
    for (const label of k.labels)
      if (writesLabel(literals, label) && !EXCEPTIONS.some(([f, l]) => f === file && l === label))
        found.push(`${file}: writes ${k.slug}'s label ${JSON.stringify(label)}`);
    for (const form of k.dateForms)
      if (writesDateForm(texts, form)) found.push(`${file}: writes ${k.slug}'s date form ${form}`);
  }
  return [...new Set(found)];
}

describe('the checks catch what they look for (synthetic sources)', () => {
  const [first] = KNOWLEDGE;
  const label = first!.labels.find((l) => l.includes(' '))!;
  const word = first!.labels.find((l) => !l.includes(' '))!;
  const form = first!.dateForms[0]!;
  it.each([
    ['a multi-word label in a reader', `const row = lookup(rows, ${JSON.stringify(label)});`, 'label'],
    ['a one-word label as a whole literal', `if (heading === ${JSON.stringify(word)}) read();`, 'label'],
    ['a label in a template', `const t = \`grid ${label} here\`;`, 'label'],
    ['a lender named in a comment', `// ${first!.names[0]} prints its bands this way\nconst x = 1;`, 'names'],
    ['a lender named by its first word in code', `if (name.startsWith('${first!.names[1]}')) x();`, 'names'],
    ['the date form as text', `const form = '${form}';`, 'date form'],
  ])('%s', (_, source, what) => {
    expect(leaks('synthetic.ts', source).join('\n')).toContain(what);
  });

  it('a regular expression that reads a date form is one', () => {
    const m = /\d/.test(form) ? '' : form.replace(/YYYY/, '(\\d{4})').replace(/\b(MM|M|DD|D)\b/g, '(\\d{1,2})');
    const regexp = m.includes('Month')
      ? '(?:[a-z]+,\\s*)?([a-z]+)\\s+(\\d{1,2}),?\\s*(\\d{4})'
      : m.replace(/\//g, '\\/');
    expect(leaks('synthetic.ts', `const date = /effective:?\\s*${regexp}/i;`).join('\n')).toContain('date form');
  });

  it('generic words, lower-case prose and imported paths are not', () => {
    const source = [
      "import { x } from './readers/rate-blocks.ts';",
      "const message = 'no rate sheet workbook for this date';",
      'const n = /\\d+/g;',
      '// a band of FICO scores',
      'const any = /^([^:]+):(.*)$/;',
    ].join('\n');
    expect(leaks('synthetic.ts', source)).toEqual([]);
  });
});

describe('lender knowledge only in compiler/profiles/', () => {
  it("reads every roster lender's profile", () => {
    expect(KNOWLEDGE.map((k) => k.slug).sort()).toEqual([...ROSTER].sort());
    for (const k of KNOWLEDGE) {
      expect(k.labels.length, k.slug).toBeGreaterThan(0);
      expect(k.dateForms.length, k.slug).toBeGreaterThan(0);
    }
  });

  // every checked file parsed and searched: about a second alone, more on a loaded machine
  it('compiler/ outside profiles/ and worker/ name no lender, write no label and no date form of one', {
    timeout: 60_000,
  }, () => {
    expect(CHECKED.some((f) => f.startsWith('compiler/readers/'))).toBe(true);
    expect(CHECKED.some((f) => f.startsWith('worker/engine/'))).toBe(true);
    const found = CHECKED.flatMap((f) => leaks(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('a lender declared in the table language is held to it too: Juniper Ridge (not on the roster) leaks nowhere', {
    timeout: 60_000,
  }, () => {
    const juniper = knowledgeOf(JUNIPER);
    expect(juniper.labels).toContain('Cash-Out Refi');
    expect(juniper.dateForms.length).toBeGreaterThan(0);
    expect(CHECKED.flatMap((f) => leaks(f, readFileSync(join(ROOT, f), 'utf8'), [juniper]))).toEqual([]);
  });

  it.each(EXCEPTIONS)('the exception %s %j is still needed (%s)', (file, label) => {
    const { literals } = textsOf(readFileSync(join(ROOT, file), 'utf8'));
    expect(writesLabel(spacedLiterals(literals), label), `remove the exception: ${file} no longer writes it`).toBe(
      true,
    );
  });
});
