/** Granite Peak (non-QM): a rate sheet and a program matrix workbook make one artifact. */
import type { Grid, Program } from '../../worker/artifact/format.ts';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { LOCK_DAYS } from '../../worker/artifact/vocabulary.ts';
import { readGrids } from '../grids.ts';
import type { BuiltArtifact } from '../lenders.ts';
import { unpriced } from '../unpriced.ts';
import { findTab, type Sheet, type Workbook } from '../workbook.ts';
import { readCaps } from './caps.ts';
import { readGuidelines } from './guidelines.ts';
import { readLadders } from './ladders.ts';
import { readMatrix } from './matrix.ts';
import { readPpp, readRestrictedStates } from './ppp.ts';
import { PROGRAMS, programByPrefix } from './programs.ts';

const LENDER_NAME = 'Granite Peak Wholesale Lending';
/** Granite Peak's base prices are 30-day prices; other locks are rows of each program's grids (§2 "Lock period"). */
const BASE_LOCK_DAYS = 30;

/** The locks a program's sheet prices: the base lock and every lock its grids have a row for (NA rows included). */
function lockDaysOf(grids: readonly Grid[]): Program['lock_days'] {
  const rows = grids.flatMap((g) =>
    g.rows.flatMap((r) => r.when.flatMap((c) => (c.attr === 'lock_days' ? c.values : []))),
  );
  return LOCK_DAYS.filter((d) => d === BASE_LOCK_DAYS || rows.includes(d));
}

/** Tabs named "<program> <suffix>" (e.g. "DSCR LLPA", "FN Matrix"), keyed by program slug. */
function programTabs(wb: Workbook, suffix: RegExp): Map<string, Sheet> {
  const found = new Map<string, Sheet>();
  for (const name of wb.tabs.filter((t) => suffix.test(t))) {
    const p = programByPrefix(name, suffix);
    if (p) found.set(p.slug, wb.sheet(name)!);
    else unpriced(wb.sheet(name)!, null, null, `the tab ${JSON.stringify(name)}`);
  }
  return found;
}

export function buildNonQm(rateSheet: Workbook, matrixBook: Workbook, date: string): BuiltArtifact {
  const ratesTab = findTab(rateSheet, /^rates$/i, 'Rates');
  const pppTab = findTab(rateSheet, /^ppp$/i, 'PPP');
  const capsTab = findTab(rateSheet, /^price caps$/i, 'Price Caps');
  const guideTab = findTab(matrixBook, /^guidelines$/i, 'Guidelines');
  const ladders = ratesTab ? readLadders(ratesTab) : new Map();
  const ppp = pppTab ? readPpp(pppTab) : new Map();
  const restricted = pppTab ? readRestrictedStates(pppTab) : [];
  const caps = capsTab ? readCaps(capsTab, restricted) : new Map();
  const guidelines = guideTab ? readGuidelines(guideTab) : [];
  const llpaTabs = programTabs(rateSheet, /\s+llpa$/i);
  const matrixTabs = programTabs(matrixBook, /\s+matrix$/i);

  const programs: Program[] = [];
  for (const def of PROGRAMS) {
    const missing = (book: Workbook, what: string) =>
      book.origin.diag.add({
        code: 'missing_program_part',
        lender: book.origin.lender,
        workbook: book.origin.workbook,
        tab: '',
        cell: '',
        message: `program ${def.name} has no ${what}`,
      });
    const ladder = ladders.get(def.slug);
    const llpa = llpaTabs.get(def.slug);
    const matrixTab = matrixTabs.get(def.slug);
    const docTypes = guidelines.filter((g) => g.program === def.slug).map(({ program: _p, ...rules }) => rules);
    if (!ladder) missing(rateSheet, 'rate ladder on the Rates tab');
    if (!llpa) missing(rateSheet, 'LLPA tab');
    if (!matrixTab) missing(matrixBook, 'matrix tab');
    if (docTypes.length === 0) missing(matrixBook, 'guideline column');
    if (!ppp.get(def.slug)) missing(rateSheet, 'PPP table');
    if (!caps.get(def.slug)) missing(rateSheet, 'price caps column');
    const matrix = matrixTab && readMatrix(matrixTab);
    const grids = llpa ? readGrids(llpa, { bandAttr: 'cltv' }) : [];
    if (llpa && grids.length === 0) llpa.error('empty_grid', null, null, 'no price-adjustment grids found');
    if (!ladder || !matrix || docTypes.length === 0) continue;
    programs.push({
      slug: def.slug,
      name: def.name,
      code: null,
      pricing: 'ladder',
      reports_block: false,
      lists_doc_types: true,
      lock_days: lockDaysOf(grids),
      doc_types: docTypes,
      ladder,
      routes: null,
      grids,
      ppp: ppp.get(def.slug) ?? [],
      caps: caps.get(def.slug)?.caps ?? [],
      floor: caps.get(def.slug)?.floor ?? null,
      matrix,
      max_ltv: null,
      state_adjusters: null,
    });
  }
  return {
    format_version: FORMAT_VERSION,
    lender_slug: rateSheet.origin.lender,
    lender_name: LENDER_NAME,
    effective_date: date,
    sources: [rateSheet.origin.workbook, matrixBook.origin.workbook],
    checks_end_evaluation: false,
    ppp_restricted_states: restricted,
    conforming_limit: null,
    rate_blocks: [],
    programs,
  };
}
