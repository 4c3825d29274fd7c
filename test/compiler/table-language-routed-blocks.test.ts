/**
 * The table language's `routed blocks` (compiler/tables/routed-blocks.ts) and the rule word
 * `conforming_limit`: Juniper Ridge's workbook with its prices printed as rate blocks, each titled
 * with a code line, and a routes table saying which block prices each program and term at or below
 * the conforming limit and above it:
 *
 *   Blocks  B4  Thirty-Year Conforming          G4  Thirty-Year High Balance
 *           B5  Code TC30 | Thirty-Year Fixed   G5  Code TH30 | Thirty-Year Fixed
 *           B6  Rate | 15 Day | 30 Day          G6  Rate | 15 Day | 30 Day
 *           B7  6.750 | 100.100 | 99.900        G7  6.750 | 99.600 | 99.400
 *           B8  7.000 | 100.600 | 100.400       G8  7.000 | 100.100 | 99.900
 *           B10 Fifteen-Year Conforming (B13 6.000 | 100.200 | 100.000), G10 Investor Conforming,
 *           B15 Fifteen-Year Promo (no route names it)
 *   Routes  B4  LIMITS, B5 Conforming Loan Limit | $766,550
 *           B7  Program Code | Program | Term | Loan Amount ≤ $766,550 | Loan Amount > $766,550
 *           B8  1 | Thirty-Year Fixed | 30 | Thirty-Year Conforming | Thirty-Year High Balance
 *           B9  2 | Fifteen-Year Fixed | 15 | Fifteen-Year Conforming | No High Balance block - use Fifteen-Year Conforming
 *           B10 3 | Thirty-Year Fixed Investor | 30 | Investor Conforming | No High Balance block - use Investor Conforming
 *
 * The notes' first worked example (test/fixture-lender/examples.ts: FICO 725, a condo in FL) is
 * priced at loan amounts on both sides of the limit; the block's adjuster shows the block, its lock
 * column and its title's cell.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, RoutedBlocksTable, RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith, type MoreTabs } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const header = [null, 'Rate', '15 Day', '30 Day', null, null, 'Rate', '15 Day', '30 Day'];
const BLOCKS = [
  [null, 'Thirty-Year Conforming', null, null, null, null, 'Thirty-Year High Balance'],
  [null, 'Code TC30 | Thirty-Year Fixed', null, null, null, null, 'Code TH30 | Thirty-Year Fixed'],
  header,
  [null, 6.75, 100.1, 99.9, null, null, 6.75, 99.6, 99.4],
  [null, 7, 100.6, 100.4, null, null, 7, 100.1, 99.9],
  [],
  [null, 'Fifteen-Year Conforming', null, null, null, null, 'Investor Conforming'],
  [null, 'Code FC15 | Fifteen-Year Fixed', null, null, null, null, 'Code IC30 | Thirty-Year Fixed Investor'],
  header,
  [null, 6, 100.2, 100, null, null, 7.25, 100.3, 100.1],
  [],
  [null, 'Fifteen-Year Promo'],
  [null, 'Code FP15 | Fifteen-Year Fixed'],
  header.slice(0, 4),
  [null, 5.875, 100.5, 100.3],
];
const LIMIT = [[null, 'LIMITS'], [null, 'Conforming Loan Limit', '$766,550'], []];
const ROUTES_HEADER = [null, 'Program Code', 'Program', 'Term', 'Loan Amount ≤ $766,550', 'Loan Amount > $766,550'];
const ROUTES = [
  [null, 1, 'Thirty-Year Fixed', 30, 'Thirty-Year Conforming', 'Thirty-Year High Balance'],
  [null, 2, 'Fifteen-Year Fixed', 15, 'Fifteen-Year Conforming', 'No High Balance block - use Fifteen-Year Conforming'],
  [null, 3, 'Thirty-Year Fixed Investor', 30, 'Investor Conforming', 'No High Balance block - use Investor Conforming'],
];
const tabs = (routes = ROUTES, limit = LIMIT): MoreTabs => ({
  Blocks: BLOCKS,
  Routes: [...limit, ROUTES_HEADER, ...routes],
});

const ROUTED: RoutedBlocksTable = {
  means: 'base prices',
  shape: 'routed blocks',
  at: { tab: 'Blocks' },
  rate: 'Rate',
  lock: '<days> Day',
  codeLine: 'Code',
  routes: { at: { tab: 'Routes' }, header: 'Program Code', noHighBalance: 'No High Balance' },
  category: 'Rate Block',
  reported: true,
};
const LIMITS: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Routes' },
  shape: 'list',
  title: 'LIMITS',
  columns: [
    { heading: 'Limit', holds: 'rule' },
    { heading: 'Value', holds: 'value' },
  ],
  rules: { 'Conforming Loan Limit': { rule: 'conforming_limit' } },
};
// the programs by their codes; Juniper's ladders and lock table give way to the blocks' lock columns
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  programs: JUNIPER.programs.map((p, i) => ({ ...p, code: String(i + 1) })),
  tables: [ROUTED, ...JUNIPER.tables.filter((t) => t.means !== 'base prices' && t.at.tab !== 'Lock'), LIMITS],
};

const built = juniperWith(tabs(), PROFILE);
const EXAMPLE = JUNIPER_EXAMPLES[0]!.request;

/** The offer at `rate` for the example's loan of `loan_amount` (a price of $1,100,000: LTV 69.7% at the limit): its base price and its block adjuster, or its reasons. */
function priced(program: string, loan_amount: number, rate: number, more: Record<string, unknown> = {}) {
  const response = pricedOn(built.artifacts[0]!, {
    ...EXAMPLE,
    loan_amount,
    purchase_price: 1_100_000,
    program_slug: program,
    ...more,
  });
  const offer = response.eligible.find((o) => o.rate === rate);
  if (!offer) return response.rejected.flatMap((r) => r.rejections).map((r) => r.key);
  const block = offer.adjusters.find((a) => a.source === 'rate_block');
  return {
    base: offer.base_price,
    block: block?.block,
    lock: block?.lock_days,
    cell: block?.source_cell.replace(/^.* › /, ''),
  };
}

describe('rate blocks routed by a routes table (routed blocks)', () => {
  it('compiles with one finding: the block no route names, skipped (Blocks!B15)', () => {
    expect(built.diag.list.map((d) => [d.severity, d.code, d.tab, d.cell])).toEqual([
      ['warning', 'unpriced_program', 'Blocks', 'B15'],
    ]);
  });

  it('a loan at the conforming limit ($766,550) is priced from the conforming block (B4): 6.750 at 30 days, 99.900 (D7)', () => {
    expect(priced('thirty_year_fixed', 766_550, 6.75)).toEqual({
      base: 99.9,
      block: 'Thirty-Year Conforming',
      lock: 30,
      cell: 'Blocks!B4',
    });
  });

  it('one dollar above it ($766,551) from the high-balance block (G4): 99.400 (I7); a 15-day lock its 15-day column, 99.600 (H7)', () => {
    expect(priced('thirty_year_fixed', 766_551, 6.75)).toEqual({
      base: 99.4,
      block: 'Thirty-Year High Balance',
      lock: 30,
      cell: 'Blocks!G4',
    });
    expect(priced('thirty_year_fixed', 766_551, 6.75, { lock_days: 15 })).toMatchObject({ base: 99.6, lock: 15 });
  });

  it('`No High Balance block - use …`: above the limit the conforming block serves (B10: Fifteen-Year Fixed at 6.000, 100.000, D13)', () => {
    expect(priced('fifteen_year_fixed', 800_000, 6, { term: 15 })).toEqual({
      base: 100,
      block: 'Fifteen-Year Conforming',
      lock: 30,
      cell: 'Blocks!B10',
    });
  });

  it('a term no route lists is not offered (Thirty-Year Fixed for 15 years); a lock period no block prices neither (45 days)', () => {
    expect(priced('thirty_year_fixed', 300_000, 6.75, { term: 15 })).toContain('term_not_offered');
    expect(priced('thirty_year_fixed', 300_000, 6.75, { lock_days: 45 })).toContain('lock_not_offered');
  });

  it('the artifact holds the conforming limit, its cell, and each program’s routes with their rows', () => {
    const artifact = built.artifacts[0]!;
    expect(artifact.conforming_limit).toBe(766_550);
    const thirty = artifact.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(thirty.routes).toEqual([
      { term: 30, conforming: 'Thirty-Year Conforming', high_balance: 'Thirty-Year High Balance', row: 8 },
    ]);
    expect(thirty.doc_types[0]!.terms).toEqual([30]);
    expect(artifact.rate_blocks.map((b) => b.name)).toEqual([
      'Thirty-Year Conforming',
      'Thirty-Year High Balance',
      'Fifteen-Year Conforming',
      'Investor Conforming',
    ]);
  });
});

describe('routed blocks: findings at their cells', () => {
  const codes = (more: MoreTabs) => juniperWith(more, PROFILE).diag.list.map((d) => [d.code, d.tab, d.cell]);

  it('a route naming a block the tab does not print (E8) is unknown_block there', () => {
    const [, ...others] = ROUTES;
    expect(
      codes(tabs([[null, 1, 'Thirty-Year Fixed', 30, 'Thirty-Year Jumbo', 'Thirty-Year High Balance'], ...others])),
    ).toContainEqual(['unknown_block', 'Routes', 'E8']);
  });

  it('a priced program no route names is missing_program_part at the header (B7), once; its block, named by no route, skipped (G10)', () => {
    expect(codes(tabs(ROUTES.slice(0, 2)))).toEqual([
      ['missing_program_part', 'Routes', 'B7'],
      ['unpriced_program', 'Blocks', 'G10'],
      ['unpriced_program', 'Blocks', 'B15'],
    ]);
  });

  it('high-balance routes with no conforming limit printed are missing_row at the routes header (B7)', () => {
    expect(codes(tabs(ROUTES, [[], [], []]))).toContainEqual(['missing_row', 'Routes', 'B7']);
  });
});
