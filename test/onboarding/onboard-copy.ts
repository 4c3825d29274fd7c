/**
 * A copy of the repository in a temporary folder with one more lender onboarded: a roster lender's
 * workbooks, profile and benchmark loans copied under another slug and file names, as a new lender
 * is added (docs/onboarding.md): its workbooks in sheets/<slug>/, its profile in compiler/profiles/
 * listed by compiler/lenders.ts, its roster line, its benchmark loans; then compiled. No test is
 * edited: the suites that cover every lender must take it from the roster and the fixture set.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LENDERS } from '../../compiler/lenders.ts';
import { copyTree } from '../tree-copy.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What is onboarded: `from`'s workbooks and profile under the slug `slug`, its file names starting `prefix`. */
interface Onboarding {
  from: string;
  slug: string;
  /** the profile's export in compiler/profiles/<slug>.ts */
  constant: string;
  /** replaces the text before the first `_` of each of the lender's file names */
  prefix: string;
}

const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));

/** Text with `from` replaced by `to` exactly once; throws when it is not there once (the tree changed). */
function once(text: string, from: string | RegExp, to: string, what: string): string {
  const count =
    typeof from === 'string' ? text.split(from).length - 1 : (text.match(new RegExp(from, 'g'))?.length ?? 0);
  if (count !== 1) throw new Error(`onboarding: ${what} found ${count} times`);
  return text.replace(from, to);
}

/** The repository copied to a new temporary folder with `o` onboarded and compiled; returns the folder. */
export function onboardCopy(o: Onboarding): string {
  const profile = LENDERS[o.from];
  if (!profile) throw new Error(`no lender ${o.from}`);
  const dir = copyTree('onboard-');
  const renamed = (name: string) => name.replace(/^[^_]+/, o.prefix);

  // Its workbooks (foreign input, copied byte for byte), under its own folder and names.
  mkdirSync(join(dir, 'sheets', o.slug));
  for (const file of readdirSync(join(ROOT, 'sheets', o.from)))
    copyFileSync(join(ROOT, 'sheets', o.from, file), join(dir, 'sheets', o.slug, renamed(file)));

  // Its profile: the one it copies, with its slug, its file names and its constant's name.
  const module = readdirSync(join(ROOT, 'compiler/profiles')).find((f) =>
    readFileSync(join(ROOT, 'compiler/profiles', f), 'utf8').includes(`slug: '${o.from}'`),
  );
  let text = readFileSync(join(ROOT, 'compiler/profiles', module!), 'utf8');
  const constant = /export const (\w+): DeclaredProfile/.exec(text)![1];
  text = once(text, `slug: '${o.from}'`, `slug: '${o.slug}'`, `the slug of ${module}`);
  text = once(text, `export const ${constant}:`, `export const ${o.constant}:`, `the export of ${module}`);
  for (const name of [profile.files.rateSheet, ...Object.values(profile.files.companions)])
    text = once(text, `'${name}'`, `'${renamed(name)}'`, `the file name ${name}`);
  writeFileSync(join(dir, 'compiler/profiles', `${o.slug}.ts`), text);
  edit(dir, 'compiler/lenders.ts', (t) =>
    once(
      once(t, /(\nexport const PROFILES[^=]*= \[[^\]]*)\]/, `$1, ${o.constant}]`, 'PROFILES'),
      /\nimport type/,
      `\nimport { ${o.constant} } from './profiles/${o.slug}.ts';$&`,
      'the imports',
    ),
  );

  // Its roster line and its benchmark loans.
  edit(dir, 'sheets/roster.json', (t) => {
    const roster = JSON.parse(t) as { lenders: string[] };
    return `${JSON.stringify({ ...roster, lenders: [...roster.lenders, o.slug] })}\n`;
  });
  edit(dir, 'sheets/benchmarks.json', (t) => {
    // its own loans: the same requests under ids of its own (an id names one loan in the file)
    const file = JSON.parse(t) as { lenders: Record<string, Record<string, { loans: { id: string }[] }>> };
    const programs = structuredClone(file.lenders[o.from]!);
    for (const program of Object.values(programs)) for (const loan of program.loans) loan.id = `${o.slug}-${loan.id}`;
    file.lenders[o.slug] = programs;
    return `${JSON.stringify(file, null, 2)}\n`;
  });

  const compiled = spawnSync(process.execPath, ['compiler/cli.ts'], { cwd: dir, encoding: 'utf8' });
  if (compiled.status !== 0) throw new Error(`npm run compile failed in ${dir}:\n${compiled.stdout}${compiled.stderr}`);
  return dir;
}
