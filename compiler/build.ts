/**
 * Finds every lender's workbooks under the sheets folder and builds one artifact per (lender,
 * effective moment): each rate sheet (the morning one and any intraday reprice) with the companion
 * workbooks of its date. Pure apart from reading the files; nothing is written here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Artifact } from '../worker/artifact/format.ts';
import { localMoment, nextBusinessDay } from './calendar.ts';
import { Diagnostics } from './diagnostics.ts';
import { checkEffectiveMoment } from './effective-date.ts';
import { LENDERS, type LenderDef } from './lenders.ts';
import { readWorkbook, type Workbook } from './workbook.ts';

export interface BuildResult {
  artifacts: Artifact[];
  diag: Diagnostics;
  /** per artifact: tabs read, for the compile summary */
  tabs: Map<Artifact, number>;
}

/** A rate sheet file and what its name says: the date, and the time of a reprice. */
interface RateSheetFile {
  file: string;
  date: string;
  minutes: number | null;
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
    const { rateSheets, companions } = sortFiles(lender, def, files, diag);
    const read = (file: string, workbookIndex: number) =>
      readWorkbook(readFileSync(join(sheetsDir, lender, file)), { lender, workbook: file, workbookIndex, diag });
    const repricesOf = new Map<string, number>();
    for (const sheet of rateSheets) {
      const before = diag.list.length;
      const kinds = companions.get(sheet.date) ?? {};
      const missing = Object.keys(def.companions).filter((k) => !kinds[k]);
      if (missing.length) {
        diag.add({
          code: 'unpaired_workbook',
          lender,
          workbook: sheet.file,
          tab: '',
          cell: '',
          message: `no ${missing.join(' / ')} workbook for ${sheet.date}`,
        });
        continue;
      }
      // Workbook order = the rate sheet, then the companions as declared: the artifact's `sources` order.
      const rates = read(sheet.file, 0);
      const others: Record<string, Workbook> = {};
      Object.keys(def.companions).forEach((kind, i) => {
        const wb = read(kinds[kind]!, i + 1);
        if (wb) {
          checkEffectiveMoment(wb, { date: sheet.date, minutes: null }, def.zoneLabels, false);
          others[kind] = wb;
        }
      });
      if (!rates || Object.keys(others).length !== Object.keys(def.companions).length) continue;
      const moment = checkEffectiveMoment(rates, sheet, def.zoneLabels, true);
      const built = def.build(rates, others, sheet.date);
      if (!moment || diag.list.length !== before) continue;
      const expected = sheet.minutes === null ? 0 : (repricesOf.get(sheet.date) ?? 0) + 1;
      if (sheet.minutes !== null) repricesOf.set(sheet.date, expected);
      if (moment.reprice !== expected) {
        diag.add({
          code: 'reprice_out_of_order',
          lender,
          workbook: sheet.file,
          tab: '',
          cell: '',
          message: `the banner says REPRICE ${moment.reprice}, but it is reprice ${expected} of ${sheet.date} by time`,
        });
        continue;
      }
      const artifact: Artifact = {
        ...built,
        effective_at: localMoment(def.zone, sheet.date, Math.floor(moment.minutes / 60), moment.minutes % 60),
        reprice: moment.reprice,
        expires_at: localMoment(def.zone, nextBusinessDay(sheet.date), def.cutoff.hour, def.cutoff.minute),
      };
      artifacts.push(artifact);
      tabs.set(
        artifact,
        [rates, ...Object.values(others)].reduce((n, b) => n + b.tabs.length, 0),
      );
    }
  }
  return { artifacts, diag, tabs };
}

/** The lender's rate sheets in time order (each date's morning sheet first) and its companions by date. */
function sortFiles(lender: string, def: LenderDef, files: string[], diag: Diagnostics) {
  const rateSheets: RateSheetFile[] = [];
  const companions = new Map<string, Record<string, string>>();
  for (const file of files) {
    const rate = def.rateSheet.exec(file);
    if (rate) {
      const time = rate[2];
      const minutes = time ? Number(time.slice(0, 2)) * 60 + Number(time.slice(2)) : null;
      rateSheets.push({ file, date: rate[1]!, minutes });
      continue;
    }
    const companion = Object.entries(def.companions)
      .map(([kind, re]) => [kind, re.exec(file)?.[1]] as const)
      .find(([, d]) => d);
    if (companion) {
      const [kind, date] = companion as [string, string];
      companions.set(date, { ...companions.get(date), [kind]: file });
      continue;
    }
    diag.add({
      code: 'unknown_file',
      lender,
      workbook: file,
      tab: '',
      cell: '',
      message: `file name matches none of ${[def.rateSheet, ...Object.values(def.companions)].map(String).join(', ')}`,
    });
  }
  for (const [date, kinds] of companions) {
    if (rateSheets.some((s) => s.date === date)) continue;
    diag.add({
      code: 'unpaired_workbook',
      lender,
      workbook: Object.values(kinds).join(', '),
      tab: '',
      cell: '',
      message: `no rate sheet workbook for ${date}`,
    });
  }
  rateSheets.sort((x, y) => x.date.localeCompare(y.date) || (x.minutes ?? -1) - (y.minutes ?? -1));
  return { rateSheets, companions };
}
