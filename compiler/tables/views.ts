/**
 * The sheets a declared table is read on (language.ts TableAt): the tab as printed, or cut into text
 * lines, and into one section per program title. Each view is made once per tab, so that a cell's
 * findings are reported once whichever tables read it.
 */
import { type Books, bookOf, findTab, PROGRAM, tabsNamedByPrograms } from '../readers/tabs.ts';
import type { Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import type { DeclaredProfile, TableAt } from './language.ts';
import { programTitled } from './program-cells.ts';
import { titledAmong } from './titles-alone.ts';

const made = new WeakMap<Sheet, Map<string, Sheet | Sheet[]>>();

/** The view `key` of `sheet`, made by `make` the first time it is asked for. */
function view<V extends Sheet | Sheet[]>(sheet: Sheet, key: string, make: () => V): V {
  let views = made.get(sheet);
  if (!views) made.set(sheet, (views = new Map()));
  if (!views.has(key)) views.set(key, make());
  return views.get(key) as V;
}

const looked = new WeakMap<object, Map<string, Sheet | undefined>>();

/** The tab `at` names, looked up once in its workbook: a tab missing is reported once, however many tables it holds. */
function tabOf(books: Books, at: TableAt): Sheet | undefined {
  const wb = bookOf(books, at);
  let tabs = looked.get(wb);
  if (!tabs) looked.set(wb, (tabs = new Map()));
  if (!tabs.has(at.tab)) tabs.set(at.tab, findTab(books, at));
  return tabs.get(at.tab);
}

/**
 * The tabs a table at `at` is on: the one its name names, or, a name with `<program>` (`<program>
 * LLPA`), each tab named so after a program, as that program's (its owner); none fitting is
 * `missing_tab`, as a tab not found.
 */
export function tabsAt(books: Books, profile: DeclaredProfile, at: TableAt): Sheet[] {
  if (!at.tab.includes(PROGRAM)) return [tabOf(books, at)].filter((tab) => tab !== undefined);
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

/**
 * A section from each line whose first cell names a program to the next line naming another; the
 * rows above the first, none. A line titled by a program not priced (titledAmong) leads a section
 * skipped with a warning.
 */
function sectionsOf(sheet: Sheet, profile: DeclaredProfile): Sheet[] {
  const firsts = Array.from({ length: sheet.rows }, (_, row) => {
    let col = 0;
    while (col < sheet.cols && sheet.text(row, col) === '') col++;
    return { row, col, text: col < sheet.cols ? sheet.text(row, col) : '' };
  }).filter((first) => first.text !== '' && programTitled(profile, first.text));
  const titled = titledAmong(
    profile,
    firsts.map((first) => first.text),
  );
  const titles: { row: number; slug: string }[] = [];
  for (const { row, col, text } of firsts) {
    const slug = titled(text)?.slug ?? '';
    if (!slug) unpriced(sheet, row, col, `the section ${JSON.stringify(text)}`);
    if (titles.at(-1)?.slug !== slug || !slug) titles.push({ row, slug });
  }
  return titles.flatMap(({ row, slug }, i) =>
    slug ? [sheet.rowsOf(row, (titles[i + 1]?.row ?? sheet.rows) - 1, slug)] : [],
  );
}
