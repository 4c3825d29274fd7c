/**
 * Tabs and programs by name: the tab a profile names, the tabs named after programs (`<program> LLPA`),
 * and the program a printed name denotes. Names are compared as labels (worker/artifact/labels.ts).
 */
import { key, lookup, sameLabel } from '../../worker/artifact/labels.ts';
import { literal } from '../patterns.ts';
import type { ProfileBase, ProgramProfile, TabRef } from '../profile.ts';
import type { Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import type { Workbook } from '../workbook.ts';

/** The workbooks of one sheet: the rate sheet and its companions by kind. */
export interface Books {
  rates: Workbook;
  companions: Readonly<Record<string, Workbook>>;
}

export const bookOf = (books: Books, ref: { book?: string }): Workbook =>
  ref.book === undefined ? books.rates : books.companions[ref.book]!;

/**
 * The tab a profile names, a `*` in the name standing for any text (`Rates *`: a tab named by its
 * day, `Rates 11.20.26`, `Rates 11.23.26 R1`); its absence, or a second tab the name fits, is
 * reported with the tabs the workbook does have.
 */
export function findTab(books: Books, ref: TabRef): Sheet | undefined {
  const wb = bookOf(books, ref);
  const fitting = ref.tab.includes('*')
    ? wb.tabs.filter((t) =>
        new RegExp(
          `^${ref.tab
            .split('*')
            .map((part) => literal(key(part)))
            .join('.*')}$`,
        ).test(key(t)),
      )
    : wb.tabs.filter((t) => sameLabel(t, ref.tab)).slice(0, 1);
  const [name, second] = fitting;
  if (name && !second) return wb.sheet(name);
  const { lender, workbook, diag } = wb.origin;
  const found = `found tabs ${wb.tabs.map((t) => JSON.stringify(t)).join(', ')}`;
  const place = { lender, workbook, tab: '', cell: '' };
  if (second) diag.add({ code: 'duplicate_tab', ...place, message: `the tab name ${ref.tab} fits two tabs; ${found}` });
  else diag.add({ code: 'missing_tab', ...place, message: `expected a ${ref.tab} tab; ${found}` });
  return undefined;
}

/** The program a printed name denotes: its name or an alias, spelled any way `lookup` allows. */
export function programNamed(profile: ProfileBase, text: string): ProgramProfile | undefined {
  const names = Object.fromEntries(profile.programs.flatMap((p) => [p.name, ...(p.aliases ?? [])].map((n) => [n, p])));
  return lookup(names, text);
}

/** The word of a tab's name standing for a program's name or alias (`<program> LLPA`: a tab per program). */
export const PROGRAM = '<program>';

/**
 * The tabs whose name is `pattern` with a program's name or alias in place of its `<program>`, by
 * program slug; a tab that fits the pattern with the name of a program not priced is skipped (warned).
 */
export function tabsNamedByPrograms(wb: Workbook, profile: ProfileBase, pattern: string): Map<string, Sheet> {
  // the words beside the name as labels compare them, a space between them and the name kept
  const [before = '', after = ''] = pattern
    .split(PROGRAM)
    .map((part) => `${/^\s/.test(part) ? ' ' : ''}${key(part)}${/\s$/.test(part) ? ' ' : ''}`);
  const found = new Map<string, Sheet>();
  for (const name of wb.tabs) {
    const k = key(name);
    if (k.length <= before.length + after.length || !k.startsWith(before) || !k.endsWith(after)) continue;
    const p = programNamed(profile, k.slice(before.length, k.length - after.length));
    if (p) found.set(p.slug, wb.sheet(name)!);
    else unpriced(wb.sheet(name)!, null, null, `the tab ${JSON.stringify(name)}`);
  }
  return found;
}
