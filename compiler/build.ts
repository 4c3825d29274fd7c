/**
 * Finds every lender's workbooks under the sheets folder and builds one artifact per (lender,
 * effective moment): each rate sheet (the morning one and any intraday reprice) with the companion
 * workbooks of its date. Each such sheet compiles on its own: an error refuses that sheet alone
 * (issue 12 §2), its findings kept with it; every other lender and moment is still built. Pure
 * apart from reading the files; nothing is written here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Artifact, artifactSchema, inconsistency } from '../worker/artifact/format.ts';
import { isIsoDate, parseMoment } from '../worker/artifact/moment.ts';
import { type Acknowledgement, acknowledgementOf, readAcknowledged, sameAcknowledgement } from './acknowledged.ts';
import { localMoment, localMomentAfter, nextBusinessDay } from './calendar.ts';
import { type Diagnostic, Diagnostics } from './diagnostics.ts';
import { bannerOf, checkEffectiveMoment, type FiledAs } from './effective-date.ts';
import { companionName, everySheetTimed, fileForms, monthly, numberedSheetName, rateSheetName } from './file-names.ts';
import type { LenderProfile } from './lender-profile.ts';
import { LENDERS } from './lenders.ts';
import { removals } from './structure.ts';
import { assemble } from './tables/assemble.ts';
import { readWorkbook, type Workbook } from './workbook.ts';

/** One lender's sheet of one effective moment: a rate sheet and the companion workbooks of its date. */
export interface CompiledSheet {
  lender: string;
  /** the rate sheet's file name, and the date it carries: the sheet's name before its banner is read */
  file: string;
  date: string;
  /** the workbooks compiled together, the rate sheet first */
  sources: string[];
  /** the artifact, or undefined: the sheet was refused (its findings hold at least one error) */
  artifact?: Artifact;
  /** its errors and warnings */
  findings: Diagnostic[];
  /** the structural removals sheets/acknowledged.json accepted for it */
  acknowledged: Acknowledgement[];
  /** tabs read, for the compile summary */
  tabs: number;
}

/** A sheet compiled before and not in this run (an entry of the output folder's manifest). */
export interface EarlierSheet {
  lender: string;
  effective_at: string;
  /** its artifact, undefined when it cannot be read back */
  artifact(): Artifact | undefined;
}

export interface BuildOptions {
  /** the comparison base for structural removals when a lender's previous sheet is not compiled in this run */
  earlier?: readonly EarlierSheet[];
  /** the profiles by lender folder, when not the reviewed lenders' (compiler/lenders.ts): a lender being onboarded, a test's */
  profiles?: Readonly<Record<string, LenderProfile>>;
}

export interface BuildResult {
  sheets: CompiledSheet[];
  /** findings about no one sheet: unknown folders and files, a companion with no rate sheet, acknowledged.json */
  general: Diagnostic[];
  /** acknowledged.json entries for a sheet compiled here that acknowledge nothing on it */
  unusedAcknowledgements: Acknowledgement[];
  /** the artifacts of the sheets not refused */
  artifacts: Artifact[];
  /** every finding, general and per sheet, in the order found */
  diag: Diagnostics;
}

/** A rate sheet file and what its name says: the date, and the time (`_HHMM`) or number (`_R<n>`) of a reprice. */
interface RateSheetFile extends FiledAs {
  file: string;
  /** what its name adds after the date (`_R1`, `_1345`), upper-case: the mark its own companions carry */
  mark: string | undefined;
  /** `_R<n>`: the reprice's number */
  number: number | null;
}

export function buildAll(sheetsDir: string, options: BuildOptions = {}): BuildResult {
  const diag = new Diagnostics();
  const general: Diagnostic[] = [];
  const generalFinding = (d: Omit<Diagnostic, 'severity'>) => {
    diag.add(d);
    general.push(diag.list[diag.list.length - 1]!);
  };
  const acknowledged = readAcknowledged(sheetsDir);
  if (acknowledged.problem) generalFinding(acknowledged.problem);
  const sheets: CompiledSheet[] = [];
  const folders = readdirSync(sheetsDir)
    .filter((f) => statSync(join(sheetsDir, f)).isDirectory())
    .sort();
  for (const lender of folders) {
    const def = (options.profiles ?? LENDERS)[lender];
    const files = readdirSync(join(sheetsDir, lender))
      .filter((f) => /\.xlsx$/i.test(f) && !f.startsWith('~$'))
      .sort();
    if (!def) {
      if (files.length)
        generalFinding({
          code: 'unknown_lender',
          lender,
          workbook: '',
          tab: '',
          cell: '',
          message: `folder ${lender}/ is not a known lender (${Object.keys(options.profiles ?? LENDERS).join(', ')})`,
        });
      continue;
    }
    // a sheet filed by number alone is dated by its first banner (read again, and checked, when compiled)
    const bannerAt = (file: string) => {
      const wb = readBook(sheetsDir, lender, def, file, 0, new Diagnostics());
      return wb && bannerOf(wb, def);
    };
    const { rateSheets, companions } = sortFiles(lender, def, files, generalFinding, bannerAt);
    const repricesOf = new Map<string, number>();
    const accepted: Artifact[] = [];
    const read = new Map<string, Companion>();
    const companionsInForce = new Map<string, Record<string, string>>();
    for (const file of rateSheets) {
      // the day's companions, each replaced by one re-issued with this sheet (its mark) or an earlier one of the day
      const own = file.mark === undefined ? undefined : companions.get(companionKey(file.date, file.mark));
      const kinds = {
        ...companions.get(file.date.slice(0, 7)), // the month's, sent once a month
        ...(companionsInForce.get(file.date) ?? companions.get(file.date)),
        ...own,
      };
      companionsInForce.set(file.date, kinds);
      // A reprice's number: the one its name gives, else its place among the day's reprices by time.
      const expected = !file.repriced ? 0 : (file.number ?? (repricesOf.get(file.date) ?? 0) + 1);
      if (file.repriced) repricesOf.set(file.date, expected);
      const sheet = compileSheet(sheetsDir, lender, def, file, kinds, expected, read);
      reportOnce(sheet, read);
      if (sheet.artifact) {
        const base = baseOf(sheet.artifact, accepted, options.earlier ?? []);
        if (base) checkRemovals(sheet, base, acknowledged.entries);
      }
      if (sheet.findings.some((d) => d.severity === 'error')) sheet.artifact = undefined;
      if (sheet.artifact) accepted.push(sheet.artifact);
      diag.list.push(...sheet.findings);
      sheets.push(sheet);
    }
  }
  const used = sheets.flatMap((s) => s.acknowledged);
  const unusedAcknowledgements = acknowledged.entries.filter(
    (a) =>
      !used.some((u) => sameAcknowledgement(a, u)) &&
      sheets.some((s) => s.lender === a.lender && s.artifact?.effective_at === a.effective_at),
  );
  const artifacts = sheets.flatMap((s) => (s.artifact ? [s.artifact] : []));
  return { sheets, general, unusedAcknowledgements, artifacts, diag };
}

/**
 * A companion workbook (a program matrix), read and checked once for every rate sheet of its date:
 * the morning sheet and each reprice. Its findings are reported once, with the first sheet that
 * needs it; a later sheet that needs it while it holds an error is refused, naming that sheet.
 */
interface Companion {
  file: string;
  kind: string;
  wb: Workbook | undefined;
  /** the rate sheet its findings are reported with */
  sheet: string;
  /** its findings reported so far: another sheet's build that finds the same does not report it again */
  reported: Set<string>;
  /** an error about it was reported */
  refused: boolean;
}

const findingKey = (d: Diagnostic) => JSON.stringify([d.severity, d.code, d.tab, d.cell, d.message]);

/**
 * One sheet: its workbooks read and checked against their file names, then built, with its own
 * findings. Its companions are read once (`read`, by file name) and shared with the other sheets of
 * their date; their findings from this build are sorted out by `reportOnce`.
 */
function compileSheet(
  sheetsDir: string,
  lender: string,
  def: LenderProfile,
  file: RateSheetFile,
  kinds: Record<string, string>,
  expectedReprice: number,
  read: Map<string, Companion>,
): CompiledSheet {
  const diag = new Diagnostics();
  const sources = [file.file, ...Object.keys(def.files.companions).flatMap((k) => (kinds[k] ? [kinds[k]] : []))];
  const sheet: CompiledSheet = {
    lender,
    file: file.file,
    date: file.date,
    sources,
    findings: diag.list,
    acknowledged: [],
    tabs: 0,
  };
  const missing = Object.keys(def.files.companions).filter((k) => !kinds[k]);
  if (missing.length) {
    diag.add({
      code: 'unpaired_workbook',
      lender,
      workbook: file.file,
      tab: '',
      cell: '',
      message: `no ${missing.join(' / ')} workbook for ${file.date}`,
    });
    return sheet;
  }
  // Workbook order = the rate sheet, then the companions as declared: the artifact's `sources` order.
  const rates = readBook(sheetsDir, lender, def, file.file, 0, diag);
  const others: Record<string, Workbook> = {};
  Object.keys(def.files.companions).forEach((kind, i) => {
    const name = kinds[kind]!;
    let companion = read.get(name);
    if (!companion) {
      const wb = readBook(sheetsDir, lender, def, name, i + 1, diag);
      // a monthly companion's date is its name's month: its banners print no day to check
      if (wb && !monthly(def.files.companions[kind]!))
        checkEffectiveMoment(wb, { date: file.date, minutes: null, repriced: false }, def, false);
      companion = { file: name, kind, wb, sheet: file.file, reported: new Set(), refused: false };
      read.set(name, companion);
    }
    if (companion.wb) {
      // What this build finds in the companion is this sheet's finding (reportOnce drops what another sheet reported).
      companion.wb.origin.diag = diag;
      others[kind] = companion.wb;
    }
  });
  if (!rates || Object.keys(others).length !== Object.keys(def.files.companions).length) return sheet;
  const moment = checkEffectiveMoment(rates, file, def, true);
  const books = { rates, companions: others };
  const built = assemble(def, books, file.date);
  sheet.tabs = [rates, ...Object.values(others)].reduce((n, b) => n + b.tabs.length, 0);
  if (!moment || !diag.ok) return sheet;
  // a reprice whose banners mark none is the file name's (BannerForms.marksReprices)
  const reprice = def.banner.marksReprices === false ? expectedReprice : moment.reprice;
  if (reprice !== expectedReprice) {
    diag.add({
      code: 'reprice_out_of_order',
      lender,
      workbook: file.file,
      ...moment.at,
      message: `the banner says REPRICE ${moment.reprice}, but it is reprice ${expectedReprice} of ${file.date} by ${file.number === null ? 'time' : 'its file name'}`,
    });
    return sheet;
  }
  const artifact: Artifact = {
    ...built,
    effective_at: localMoment(def.zone, file.date, Math.floor(moment.minutes / 60), moment.minutes % 60),
    reprice,
    // a sheet in force until a newer one arrives has no expiry
    expires_at:
      def.cutoff === 'until replaced'
        ? null
        : 'hours' in def.cutoff
          ? localMomentAfter(def.zone, file.date, moment.minutes, def.cutoff.hours * 60)
          : localMoment(
              def.zone,
              def.cutoff.day === 'same day' ? file.date : nextBusinessDay(file.date),
              def.cutoff.hour,
              def.cutoff.minute,
            ),
  };
  // What the schema refuses can only be something the profile declares (a cap key that is no slug):
  // a finding naming the field, never an exception at write time.
  const problem = artifactProblem(artifact);
  if (problem) diag.add({ code: 'invalid_artifact', lender, workbook: file.file, tab: '', cell: '', message: problem });
  else sheet.artifact = artifact;
  return sheet;
}

/** Why the artifact's schema refuses `artifact` (its first issues, by path), or null. */
function artifactProblem(artifact: Artifact): string | null {
  const parsed = artifactSchema().safeParse(artifact);
  if (parsed.success) return inconsistency(artifact);
  const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
  return `the profile declares what the artifact cannot hold: ${issues.join('; ')}`;
}

/**
 * A companion's findings once: those another sheet of its date reported already are dropped from
 * `sheet`; when that other sheet's findings hold an error about the companion, `sheet` is refused
 * with one error naming the sheet they are listed with.
 */
function reportOnce(sheet: CompiledSheet, read: Map<string, Companion>) {
  /** the companion's findings are listed with an earlier sheet of its date */
  const earlier = (c: Companion) => c.sheet !== sheet.file;
  const mine = sheet.findings.filter((d) => {
    const c = read.get(d.workbook);
    if (!c) return true;
    const k = findingKey(d);
    if (earlier(c) && c.reported.has(k)) return false;
    c.reported.add(k);
    if (d.severity === 'error') c.refused = true;
    return true;
  });
  sheet.findings.splice(0, sheet.findings.length, ...mine);
  for (const c of read.values())
    if (c.refused && earlier(c) && sheet.sources.includes(c.file))
      sheet.findings.push({
        severity: 'error',
        code: 'unpaired_workbook',
        lender: sheet.lender,
        workbook: c.file,
        tab: '',
        cell: '',
        message: `the ${c.kind} workbook of ${sheet.date} is refused: its findings are listed with ${c.sheet}`,
      });
}

/** A workbook of the lender's folder, read in its conventions, its findings in `diag` (its index among the sheet's sources). */
function readBook(
  sheetsDir: string,
  lender: string,
  def: LenderProfile,
  name: string,
  workbookIndex: number,
  diag: Diagnostics,
): Workbook | undefined {
  return readWorkbook(readFileSync(join(sheetsDir, lender, name)), {
    lender,
    workbook: name,
    workbookIndex,
    diag,
    conventions: def.conventions,
  });
}

/**
 * The lender's sheet before `artifact`: the newest earlier one accepted in this run, or compiled
 * before (the output folder's manifest) when that is newer or nothing earlier is compiled here.
 */
function baseOf(
  artifact: Artifact,
  accepted: readonly Artifact[],
  earlier: readonly EarlierSheet[],
): Artifact | undefined {
  const at = parseMoment(artifact.effective_at)!;
  const before = (m: string) => parseMoment(m)! < at;
  const inRun = accepted.filter((a) => before(a.effective_at)).at(-1);
  const outside = earlier
    .filter((e) => e.lender === artifact.lender_slug && before(e.effective_at))
    .filter((e) => !accepted.some((a) => a.effective_at === e.effective_at))
    .sort((x, y) => parseMoment(x.effective_at)! - parseMoment(y.effective_at)!)
    .at(-1);
  if (outside && (!inRun || parseMoment(outside.effective_at)! > parseMoment(inRun.effective_at)!))
    return outside.artifact() ?? inRun;
  return inRun;
}

/** Each structural removal since `base` refuses the sheet unless sheets/acknowledged.json accepts it. */
function checkRemovals(sheet: CompiledSheet, base: Artifact, entries: readonly Acknowledgement[]) {
  const artifact = sheet.artifact!;
  for (const removal of removals(base, artifact)) {
    const entry = acknowledgementOf(artifact.lender_slug, artifact.effective_at, removal);
    if (entries.some((e) => sameAcknowledgement(e, entry))) {
      sheet.acknowledged.push(entry);
      continue;
    }
    sheet.findings.push({
      severity: 'error',
      code: 'structural_removal',
      lender: sheet.lender,
      workbook: sheet.sources[removal.workbook] ?? sheet.file,
      tab: removal.tab,
      cell: '',
      message:
        `the ${removal.removed} ${JSON.stringify(removal.where)} is gone: it stood in ${removal.previous_cell} on the ` +
        `previous sheet (${base.effective_at}). Every loan it matched would lose it silently; once reviewed, ` +
        'accept it by adding this entry to sheets/acknowledged.json',
      acknowledgement: JSON.stringify(entry),
    });
  }
}

/** Where a companion is kept: by its date, or its date and the mark of the rate sheet it was re-issued with. */
const companionKey = (date: string, mark: string | undefined) => (mark === undefined ? date : `${date} ${mark}`);

/** The lender's rate sheets in time order (each date's morning sheet first) and its companions by date (and mark). */
function sortFiles(
  lender: string,
  def: LenderProfile,
  files: string[],
  report: (d: Omit<Diagnostic, 'severity'>) => void,
  bannerAt: (file: string) => ReturnType<typeof bannerOf>,
) {
  const rateSheets: RateSheetFile[] = [];
  const companions = new Map<string, Record<string, string>>();
  for (const file of files) {
    const unknown = (message: string) =>
      report({ code: 'unknown_file', lender, workbook: file, tab: '', cell: '', message });
    // A name's date that is no calendar date (2026-13-01) names no day a sheet could be in force on.
    const realDate = (date: string) => {
      // a monthly companion's date is its month (YYYY-MM)
      if (isIsoDate(date.length === 7 ? `${date}-01` : date)) return true;
      unknown(`the file name's date ${date} is no calendar date`);
      return false;
    };
    if (numberedSheetName(def.files, file) !== undefined) {
      const banner = bannerAt(file);
      if (!banner || !isIsoDate(banner.date)) {
        unknown('a sheet filed by number is dated by its first banner, and this one prints no date');
        continue;
      }
      const repriced = banner.reprice > 0;
      rateSheets.push({
        file,
        date: banner.date,
        minutes: null,
        number: repriced ? banner.reprice : null,
        repriced,
        mark: undefined,
      });
      continue;
    }
    const rate = rateSheetName(def.files, file);
    if (rate && !realDate(rate.date)) continue;
    if (rate) {
      const minutes = rate.time ? Number(rate.time.slice(0, 2)) * 60 + Number(rate.time.slice(2)) : null;
      // a version's first (`_v1`) is the day's morning sheet, numbered 0
      const number = rate.number || null;
      const repriced = minutes !== null || number !== null;
      rateSheets.push({ file, date: rate.date, minutes, number, repriced, mark: rate.mark });
      continue;
    }
    const companion = companionName(def.files, file);
    if (companion && !realDate(companion.date)) continue;
    if (companion) {
      const key = companionKey(companion.date, companion.mark);
      companions.set(key, { ...companions.get(key), [companion.kind]: file });
      continue;
    }
    unknown(`file name matches none of ${fileForms(def.files).join(', ')}`);
  }
  for (const [key, kinds] of companions) {
    if (rateSheets.some((s) => key === s.date || key === companionKey(s.date, s.mark) || s.date.startsWith(`${key}-`)))
      continue;
    report({
      code: 'unpaired_workbook',
      lender,
      workbook: Object.values(kinds).join(', '),
      tab: '',
      cell: '',
      message: `no rate sheet workbook for ${key}`,
    });
  }
  rateSheets.sort(
    (x, y) => x.date.localeCompare(y.date) || (x.minutes ?? x.number ?? -1) - (y.minutes ?? y.number ?? -1),
  );
  // every sheet filed with its time: the day's earliest is its morning sheet, not a reprice
  if (everySheetTimed(def.files))
    rateSheets.forEach((s, i) => {
      s.repriced = rateSheets[i - 1]?.date === s.date;
    });
  return { rateSheets, companions };
}
