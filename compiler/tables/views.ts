/**
 * The sheets a declared table is read on (language.ts TableAt): the tab as printed, or cut into text
 * lines, and into one section per program title. Each view is made once per tab, so that a cell's
 * findings are reported once whichever tables read it.
 */
import { type Books, bookOf, findTab, PROGRAM, tabsNamedByPrograms } from '../readers/tabs.ts';
import type { Sheet } from '../sheet.ts';
import type { DeclaredProfile, TableAt } from './language.ts';
import { programTitled } from './program-cells.ts';

const made = new WeakMap<Sheet, Map<string, Sheet | Sheet[]>>();

/** The view `key` of `sheet`, made by `make` the first time it is asked for. */
function view<V extends Sheet | Sheet[]>(sheet: Sheet, key: string, make: () => V): V {
  let views = made.get(sheet);
  if (!views) made.set(sheet, (views = new Map()));
  if (!views.has(key)) views.set(key, make());
  return views.get(key) as V;
}

/**
 * The tabs a table at `at` is on: the one its name names, or, a name with `<program>` (`<program>
 * LLPA`), each tab named so after a program, as that program's (its owner); none fitting is
 * `missing_tab`, as a tab not found.
 */
export function tabsAt(books: Books, profile: DeclaredProfile, at: TableAt): Sheet[] {
  if (!at.tab.includes(PROGRAM)) return [findTab(books, at)].filter((tab) => tab !== undefined);
  const wb = bookOf(books, at);
  const tabs = [...tabsNamedByPrograms(wb, profile, at.tab)].map(([slug, tab]) =>
    view(tab, `program ${slug}`, () => tab.ownedBy(slug)),
  );
  if (tabs.length === 0) {
    const { lender, workbook, diag } = wb.origin;
    const found = wb.tabs.map((t) => JSON.stringify(t)).join(', ');
    diag.add({
      code: 'missing_tab',
      lender,
      workbook,
      tab: '',
      cell: '',
      message: `expected a tab named ${at.tab} for a program (its name or alias in place of ${PROGRAM}); found tabs ${found}`,
    });
  }
  return tabs;
}

/** Is `at` a tab per program (`<program>` in its name)? A title there is no program's: the tab names it. */
export const perProgramTab = (at: TableAt): boolean => at.tab.includes(PROGRAM);

/** The sheets a table at `at` is found on: the tab, or its text lines, whole or a section per program. */
export function sheetsAt(sheet: Sheet, profile: DeclaredProfile, at: TableAt): Sheet[] {
  const { lines, sections } = at;
  const read = lines ? view(sheet, `lines ${lines.bullet ?? ''}`, () => sheet.asLines(lines.bullet)) : sheet;
  if (!sections) return [read];
  return view(read, 'sections', () => sectionsOf(read, profile));
}

/** A section from each line whose first cell names a program to the next line naming another; the rows above the first, none. */
function sectionsOf(sheet: Sheet, profile: DeclaredProfile): Sheet[] {
  const titles: { row: number; slug: string }[] = [];
  for (let row = 0; row < sheet.rows; row++) {
    let col = 0;
    while (col < sheet.cols && sheet.text(row, col) === '') col++;
    const program = col < sheet.cols ? programTitled(profile, sheet.text(row, col)) : undefined;
    if (program && titles.at(-1)?.slug !== program.slug) titles.push({ row, slug: program.slug });
  }
  return titles.map(({ row, slug }, i) => sheet.rowsOf(row, (titles[i + 1]?.row ?? sheet.rows) - 1, slug));
}
