/** Bayshore (agency): one rate sheet workbook makes one artifact. */
import type { Program } from '../../worker/artifact/format.ts';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { LOCK_DAYS } from '../../worker/artifact/vocabulary.ts';
import { readGrids } from '../grids.ts';
import type { BuiltArtifact } from '../lenders.ts';
import { key } from '../rows.ts';
import { unpriced } from '../unpriced.ts';
import { findTab, type Workbook } from '../workbook.ts';
import { findBlocks, readBlock } from './blocks.ts';
import { readPriceLimits, readRoutes, readRules } from './guidelines.ts';
import { readStateAdjusters } from './states.ts';

const LENDER_NAME = 'Bayshore Home Funding, LLC';

const slugOf = (code: string, name: string) =>
  `${code}_${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

export function buildAgency(wb: Workbook, date: string): BuiltArtifact {
  const blocksTab = findTab(wb, /^conventional$/i, 'Conventional');
  const llpaTab = findTab(wb, /^llpa$/i, 'LLPA');
  const statesTab = findTab(wb, /^state adjusters$/i, 'State Adjusters');
  const guideTab = findTab(wb, /^guidelines$/i, 'Guidelines');
  const headers = blocksTab ? findBlocks(blocksTab) : [];
  const rules = guideTab && readRules(guideTab);
  const routes = guideTab
    ? readRoutes(
        guideTab,
        headers.map((b) => b.name),
      )
    : [];
  // Program identity comes from the routes table (code + printed name).
  const defs = [
    ...new Map(
      routes.map((r) => [r.code, { code: r.code, name: r.program, slug: slugOf(r.code, r.program) }]),
    ).values(),
  ];
  // A state adjuster column names its program by code ("(Prog 2)"), or else by its printed name.
  const columnOf = (heading: string, code: string | null) =>
    defs.find((d) => (code !== null ? d.code === code : key(heading).startsWith(key(d.name))));
  const limits = guideTab
    ? readPriceLimits(guideTab, (name) => defs.some((d) => key(d.name) === key(name)))
    : new Map();
  const stateColumns = statesTab ? readStateAdjusters(statesTab, (h, code) => columnOf(h, code) !== undefined) : [];
  // Only the blocks a priced program's route names are read: any other prices nothing.
  const named = new Set(routes.flatMap((r) => [r.conforming, r.high_balance]));
  const blocks = headers.flatMap((h) => {
    if (named.has(h.name)) return readBlock(blocksTab!, h) ?? [];
    unpriced(blocksTab!, h.row - 2, h.col, `the rate block ${JSON.stringify(h.name)} (named by no route)`);
    return [];
  });
  const families: Record<string, string[]> = {
    'fixed rate': defs.filter((d) => /fixed/i.test(d.name)).map((d) => d.slug),
    arm: defs.filter((d) => /\barm\b/i.test(d.name)).map((d) => d.slug),
  };
  const grids = llpaTab ? readGrids(llpaTab, { bandAttr: 'ltv', families }) : [];
  if (llpaTab && grids.length === 0) llpaTab.error('empty_grid', null, null, 'no price-adjustment grids found');

  const programs: Program[] = [];
  for (const def of defs) {
    const states = stateColumns.find((s) => columnOf(s.heading, s.code) === def);
    const caps = limits.get(key(def.name));
    if (!states)
      statesTab?.error(
        'missing_program_part',
        null,
        null,
        `no state adjuster column for program ${def.code} ${def.name}`,
      );
    if (!caps) guideTab?.error('missing_program_part', null, null, `no PRICE LIMITS row for program ${def.name}`);
    if (!states || !caps || !rules || !guideTab) continue;
    const { heading: _h, code: _c, ...stateAdjusters } = states;
    const myRoutes = routes
      .filter((r) => r.code === def.code)
      .map(({ code: _code, program: _program, ...route }) => route);
    // The lock periods a program prices: the lock columns of the blocks its routes name.
    const routed = new Set(myRoutes.flatMap((r) => [r.conforming, r.high_balance]));
    const locks = new Set(blocks.filter((b) => routed.has(b.name)).flatMap((b) => b.locks.map((l) => l.days)));
    programs.push({
      slug: def.slug,
      name: def.name,
      code: def.code,
      pricing: 'rate_blocks',
      reports_block: true,
      lists_doc_types: false,
      lock_days: LOCK_DAYS.filter((d) => locks.has(d)),
      doc_types: [
        {
          workbook: wb.origin.workbookIndex,
          tab: guideTab.tab,
          doc_type: 'full_doc',
          column_label: def.name,
          min_fico: rules.min_fico,
          max_dti: rules.max_dti,
          min_loan: rules.min_loan,
          max_loan: rules.max_loan,
          min_dscr: null,
          citizenship: rules.citizenship,
          lien_positions: ['1st'],
          states: stateAdjusters.states.map((s) => s.state).sort(),
          states_all_except: null,
          occupancies: rules.occupancies,
          terms: myRoutes.map((r) => r.term),
          locks: rules.locks,
          max_cltv: rules.max_ltv,
          cells: rules.cells,
        },
      ],
      ladder: null,
      routes: myRoutes,
      grids,
      ppp: [],
      caps: caps.caps,
      floor: caps.floor,
      matrix: null,
      max_ltv: {
        value: rules.max_ltv,
        cell: rules.cells.max_ltv!,
        workbook: wb.origin.workbookIndex,
        tab: guideTab.tab,
      },
      state_adjusters: stateAdjusters,
    });
  }
  return {
    format_version: FORMAT_VERSION,
    lender_slug: wb.origin.lender,
    lender_name: LENDER_NAME,
    effective_date: date,
    sources: [wb.origin.workbook],
    checks_end_evaluation: false,
    ppp_restricted_states: [],
    conforming_limit: rules ? rules.conforming_limit : null,
    rate_blocks: blocks,
    programs,
  };
}
