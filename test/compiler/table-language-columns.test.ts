/**
 * Rules printed as a column per program (language.ts RuleTable `program columns`) are the same rules
 * as rule rows: Juniper Ridge's Eligibility rows restated on a tab `Guidelines` (`Guideline | All |
 * Thirty-Year Fixed Investor`, the investor's own values beside the All ones, a blank where it has
 * none) and declared in place of the Eligibility table price every worked example of the notes
 * exactly as the rows do; only the cells the reasons name differ.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER, withGuidelineColumns } from '../fixture-lender/profile.ts';
import { GUIDELINE_COLUMNS, writeJuniperWith, writeJuniperWorkbooks } from '../fixture-lender/workbooks.ts';

const folder = mkdtempSync(join(tmpdir(), 'juniper-columns-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
writeJuniperWorkbooks(folder);
const asRows = buildAll(folder, { profiles: { juniper: JUNIPER } }).artifacts[0]!;

writeJuniperWith(folder, {
  Guidelines: GUIDELINE_COLUMNS,
});
const PROFILE = withGuidelineColumns();
const built = buildAll(folder, { profiles: { juniper: PROFILE } });

/** The answer to `request` on `artifact`, without the cells (and tabs) its reasons and adjusters name. */
function answer(artifact: Artifact, request: unknown) {
  const cells = new Set(['source_page', 'source_cell', 'cell', 'tab', 'sha256']);
  // the floor's reasons name its tab as their category (compiler/tables/rule-rows.ts)
  const shown = (k: string, v: unknown) =>
    cells.has(k) ? undefined : k === 'category' && v === 'Guidelines' ? 'Eligibility' : v;
  return JSON.parse(JSON.stringify(pricedOn(artifact, request), shown));
}

describe('rules as a column per program', () => {
  it('compile with no finding, the investor with its own Min FICO, Max LTV and Occupancy', () => {
    expect(built.diag.list).toEqual([]);
    const investor = built.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed_investor')!;
    expect([investor.doc_types[0]!.min_fico, investor.max_ltv?.value, investor.doc_types[0]!.occupancies]).toEqual([
      700,
      7500,
      ['investment'],
    ]);
  });

  it.each(JUNIPER_EXAMPLES)('$name: answered as by the rule rows', ({ request }) => {
    expect(answer(built.artifacts[0]!, request)).toEqual(answer(asRows, request));
  });
});
