/**
 * What the lenders' profiles (compiler/profiles/) know, and where source text writes it: the lenders'
 * names, the labels and words their workbooks print, the forms their banners print dates in. A file's
 * text is its code's literals (string, template, regular expression; not the paths it imports) and
 * its comments, read with the TypeScript parser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { LenderProfile } from '../../compiler/lender-profile.ts';
import * as VOCABULARY from '../../worker/artifact/vocabulary.ts';
import { ROOT } from './import-graph.ts';

/**
 * The profile languages' own words (quoted in compiler/profile.ts and compiler/tables/language.ts:
 * `'rate blocks'`, `'LTV/CLTV'`, `'program groups'`, `'lock period'`), no lender's.
 */
const LANGUAGE = new Set(
  ['profile.ts', 'tables/language.ts'].flatMap((file) =>
    [...readFileSync(join(ROOT, 'compiler', file), 'utf8').matchAll(/'([^'\n]*)'/g)].map((m) => m[1]!),
  ),
);

/** The service's own values (worker/artifact/vocabulary.ts: `No PPP`, the state codes), whoever prints them too. */
const SERVICE_WORDS = new Set(
  Object.values(VOCABULARY)
    .filter(Array.isArray)
    .flat()
    .map((v) => String(v)),
);

/** Every string of a profile's value, keys and values. */
function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      strings(v, out);
    }
  return out;
}

/** An identifier (`owner_occupied`, `max_ltv`, `byShape`) is a field or a vocabulary value, not a printed label. */
const identifier = (s: string) => /^[a-z0-9_]+$/.test(s) || /^[a-z][A-Za-z0-9]*$/.test(s);

export interface LenderKnowledge {
  slug: string;
  /** the lender's names: the profile's, its first word, and how its file names spell it */
  names: string[];
  /** labels, headings, titles and words its workbooks print */
  labels: string[];
  /** the forms its banners print dates in */
  dateForms: string[];
}

/** A file name's lender part: `GranitePeak_NonQM_RateSheet_<date>.xlsx` -> GranitePeak. */
const filePrefix = (name: string) => name.split('_')[0]!;

export function knowledgeOf(profile: LenderProfile): LenderKnowledge {
  // `notes` says where the lender's notes are, for the reviewer: no label
  const { name, slug, files, banner, notes: _, ...declared } = profile;
  const names = [
    name,
    name.split(/[\s,]+/)[0]!,
    filePrefix(files.rateSheet),
    ...Object.values(files.companions).map(filePrefix),
  ];
  const labels = [...strings(declared, new Set())].filter(
    (s) => s.trim() !== '' && !identifier(s) && !LANGUAGE.has(s) && !SERVICE_WORDS.has(s),
  );
  return { slug, names: [...new Set(names)], labels, dateForms: [...banner.dates] };
}

/** The text a source file writes: its literals (not the module paths it imports) and its comments. */
export function textsOf(source: string): { literals: string[]; regexps: RegExp[]; comments: string[] } {
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, true);
  const literals: string[] = [];
  const regexps: RegExp[] = [];
  const visit = (node: ts.Node) => {
    const importPath =
      (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
      node === node.parent.moduleSpecifier;
    if (ts.isRegularExpressionLiteral(node)) {
      const m = /^\/(.*)\/([a-z]*)$/s.exec(node.text)!;
      literals.push(m[1]!);
      regexps.push(new RegExp(m[1]!, m[2]!.replace(/[gy]/g, '')));
    } else if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && !importPath)
      literals.push(node.text);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  const comments: string[] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  for (let t = scanner.scan(); t !== ts.SyntaxKind.EndOfFileToken; t = scanner.scan())
    if (t === ts.SyntaxKind.SingleLineCommentTrivia || t === ts.SyntaxKind.MultiLineCommentTrivia)
      comments.push(scanner.getTokenText());
  return { literals, regexps, comments };
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const spaced = (s: string) => s.replace(/\s+/g, ' ').trim();

const phrases = new Map<string, RegExp>();

/**
 * Whether literals write a lender's label as printed, in its case ("Rate Sheet", not "a rate sheet"):
 * a label of several words anywhere in one, a label of one word as a whole literal. The literals as
 * `spacedLiterals` gives them.
 */
export function writesLabel(literals: readonly string[], label: string): boolean {
  const l = spaced(label);
  if (!l.includes(' ')) return literals.includes(l);
  let phrase = phrases.get(l);
  if (!phrase) phrases.set(l, (phrase = new RegExp(`(^|[^A-Za-z0-9])${escaped(l)}($|[^A-Za-z0-9])`)));
  return literals.some((text) => text.includes(l) && phrase.test(text));
}

/** Literals with their spacing made single, as `writesLabel` compares them. */
export const spacedLiterals = (literals: readonly string[]) => literals.map(spaced);

/** Whether a text (a literal or a comment) names a lender: the name as a word, any case. */
export function namesLender(text: string, name: string): boolean {
  const lower = text.toLowerCase();
  const n = name.toLowerCase();
  return lower.includes(n) && new RegExp(`(^|[^a-z0-9])${escaped(n)}($|[^a-z0-9])`).test(lower);
}

/** A date of 2026-11-20 in a declared form: `MM/DD/YYYY` -> 11/20/2026, `Weekday, Month D, YYYY` -> Friday, November 20, 2026. */
export function sampleDate(form: string): string {
  const values: Record<string, string> = {
    Weekday: 'Friday',
    Month: 'November',
    YYYY: '2026',
    MM: '11',
    M: '11',
    DD: '20',
    D: '20',
  };
  return form.replace(/\b(Weekday|Month|YYYY|MM|M|DD|D)\b/g, (t) => values[t]!);
}

/**
 * Whether code writes a date form: its text in a literal, or a regular expression that reads a banner's
 * date of that form whole ("Effective: 11/20/2026": the match covers the date) but not the same banner
 * with the date's letters and digits garbled (a pattern that reads any text is no date form).
 */
export function writesDateForm(texts: { literals: string[]; regexps: RegExp[] }, form: string): boolean {
  const sample = sampleDate(form);
  const covers = (r: RegExp, date: string) => r.exec(`Effective: ${date} 8:30 AM`)?.[0].includes(date) ?? false;
  const garbled = sample.replace(/[A-Za-z0-9]/g, '_');
  return (
    texts.literals.some((l) => l.includes(form)) || texts.regexps.some((r) => covers(r, sample) && !covers(r, garbled))
  );
}
