/**
 * The catalog of a lender whose sheet adjusts each note rate on its own (Larkspur, NOTES.md §4 (c)):
 * `rate_adjustments` lists each row of its NOTE RATE ADJUSTMENTS table for both programs, with its
 * value's cell, as the Friday workbook prints it (Adjustments!A45:B46: `Note rates below 7.000%`
 * -0.250, `Note rates 8.500% and above` +0.125). It withholds no rate (`rates_withheld` empty).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import { loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { catalogOf } from '../catalog/catalog-of.ts';
import { ownSheets } from '../unseen-lender/outcomes.ts';
import { LARKSPUR_CAPITAL } from './profile.ts';

const folder = mkdtempSync(join(tmpdir(), 'larkspur-catalog-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
ownSheets(import.meta.dirname, 'larkspur')(folder);
const built = buildAll(folder, { profiles: { larkspur: LARKSPUR_CAPITAL } });

it('lists each note-rate adjustment of both programs with its cell, and no withheld rate', () => {
  const friday = built.artifacts.find((a) => a.effective_date === '2026-11-20')!;
  const sheet = {
    lender_slug: 'larkspur',
    status: 'in_force' as const,
    sheet: loadedSheet(friday, 'x'),
    withdrawn_at: null,
  };
  const [lender] = catalogOf([sheet]).lenders;
  const cell = (c: string) => `Larkspur_DSCR_2026-11-20.xlsx › Adjustments!${c}`;
  const category = 'Note Rate Adjustments';
  for (const program of lender!.programs) {
    expect(program.rates_withheld, program.program_slug).toEqual([]);
    expect(program.rate_adjustments, program.program_slug).toEqual([
      {
        category,
        label: 'Note rates below 7.000%',
        rates: '< 7.000%',
        value: -0.25,
        applies_when: 'always',
        source_cell: cell('B45'),
      },
      {
        category,
        label: 'Note rates 8.500% and above',
        rates: '≥ 8.500%',
        value: 0.125,
        applies_when: 'always',
        source_cell: cell('B46'),
      },
    ]);
  }
  expect(lender!.programs.map((p) => p.program_slug)).toEqual(['dscr_premier', 'dscr_select']);
});
