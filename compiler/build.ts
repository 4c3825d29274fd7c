/**
 * Finds every lender's workbooks under the sheets folder, pairs them by effective date and builds
 * one artifact per (lender, date). Pure apart from reading the files; nothing is written here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Artifact } from '../worker/artifact/format.ts';
import { buildAgency } from './agency/build.ts';
import { Diagnostics } from './diagnostics.ts';
import { checkEffectiveDate } from './effective-date.ts';
import { buildNonQm } from './nonqm/build.ts';
import { readWorkbook, type Workbook } from './workbook.ts';

/** What each lender sends: file kinds by name pattern (the date is the first capture). */
const LENDERS: Record<
  string,
  { kinds: Record<string, RegExp>; build: (books: Record<string, Workbook>, date: string) => Artifact }
> = {
  'non-qm': {
    kinds: { rates: /_RateSheet_(\d{4}-\d{2}-\d{2})\.xlsx$/i, matrix: /_ProgramMatrix_(\d{4}-\d{2}-\d{2})\.xlsx$/i },
    build: (b, date) => buildNonQm(b.rates!, b.matrix!, date),
  },
  agency: {
    kinds: { rates: /_RateSheet_(\d{4}-\d{2}-\d{2})\.xlsx$/i },
    build: (b, date) => buildAgency(b.rates!, date),
  },
};

export interface BuildResult {
  artifacts: Artifact[];
  diag: Diagnostics;
  /** per artifact: tabs read, for the compile summary */
  tabs: Map<Artifact, number>;
}

export function buildAll(sheetsDir: string): BuildResult {
  const diag = new Diagnostics();
  const artifacts: Artifact[] = [];
  const tabs = new Map<Artifact, number>();
  const folders = readdirSync(sheetsDir)
    .filter((f) => statSync(join(sheetsDir, f)).isDirectory())
    .sort();
  for (const lender of folders) {
    const def = LENDERS[lender];
    const files = readdirSync(join(sheetsDir, lender))
      .filter((f) => /\.xlsx$/i.test(f) && !f.startsWith('~$'))
      .sort();
    if (!def) {
      if (files.length)
        diag.add({
          code: 'unknown_lender',
          lender,
          workbook: '',
          tab: '',
          cell: '',
          message: `folder ${lender}/ is not a known lender (${Object.keys(LENDERS).join(', ')})`,
        });
      continue;
    }
    const byDate = new Map<string, Record<string, string>>();
    for (const file of files) {
      const hit = Object.entries(def.kinds)
        .map(([kind, re]) => [kind, re.exec(file)?.[1]] as const)
        .find(([, d]) => d);
      if (!hit) {
        diag.add({
          code: 'unknown_file',
          lender,
          workbook: file,
          tab: '',
          cell: '',
          message: `file name matches none of ${Object.values(def.kinds).map(String).join(', ')}`,
        });
        continue;
      }
      const [kind, date] = hit as [string, string];
      byDate.set(date, { ...byDate.get(date), [kind]: file });
    }
    for (const [date, kinds] of [...byDate].sort()) {
      const missing = Object.keys(def.kinds).filter((k) => !kinds[k]);
      if (missing.length) {
        diag.add({
          code: 'unpaired_workbook',
          lender,
          workbook: Object.values(kinds).join(', '),
          tab: '',
          cell: '',
          message: `no ${missing.join(' / ')} workbook for ${date}`,
        });
        continue;
      }
      const before = diag.list.length;
      const books: Record<string, Workbook> = {};
      // Workbook order = the lender's declared kinds, which is also the artifact's `sources` order.
      Object.keys(def.kinds).forEach((kind, i) => {
        const file = kinds[kind]!;
        const wb = readWorkbook(readFileSync(join(sheetsDir, lender, file)), {
          lender,
          workbook: file,
          workbookIndex: i,
          diag,
        });
        if (wb) {
          checkEffectiveDate(wb, date);
          books[kind] = wb;
        }
      });
      if (Object.keys(books).length !== Object.keys(def.kinds).length) continue;
      const artifact = def.build(books, date);
      if (diag.list.length === before) {
        artifacts.push(artifact);
        tabs.set(
          artifact,
          Object.values(books).reduce((n, b) => n + b.tabs.length, 0),
        );
      }
    }
  }
  return { artifacts, diag, tabs };
}
