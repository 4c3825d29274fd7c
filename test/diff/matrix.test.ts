/**
 * Matrix cells as limits (issue 25): a cell holds one value per limit of its matrix (Granite Peak:
 * max LTV and max CLTV; Cedar Hollow: max LTV and min FICO), and the diff reports each limit on its
 * own line, named by the limit, in the model, the headline, Markdown, JSON and HTML. Edited copies
 * of the committed 11-23 sheets (the committed days change no matrix cell).
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../tools/diff/compare.ts';
import { headlineOf } from '../../tools/diff/headline.ts';
import { renderHtml } from '../../tools/diff/html.ts';
import { renderMarkdown } from '../../tools/diff/markdown.ts';
import type { Diff } from '../../tools/diff/model.ts';
import { type Report, reportOfDiff } from '../../tools/diff/report.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { CEDAR_MORNING, copy, load } from './helpers.ts';

const nonqm = load('non-qm', '2026-11-23');
const jumbo = load('jumbo', CEDAR_MORNING);

const matrixOf = (a: Artifact, slug: string) => a.programs.find((p) => p.slug === slug)!.matrix!;
const report = (diff: Diff): Report => reportOfDiff(diff, { warnings: [], impact: null });

describe('Granite Peak: max LTV and max CLTV each on its own', () => {
  // DSCR Matrix, tier "DSCR ≥ 1.00", FICO "≥ 740", "≤ $1,000,000", Investment: Purchase 80/80, Rate/Term 75/75,
  // Cash-Out 75/75 on 11-23. Edited: Purchase 75/80 (LTV only), Rate/Term 75/70 (CLTV only), Cash-Out NA.
  const b = copy(nonqm);
  const m = matrixOf(b, 'dscr');
  const row = m.rows.find(
    (r) =>
      m.tiers[r.tier]!.label === 'DSCR ≥ 1.00' && r.labels.fico === '≥ 740' && r.labels.loan_amount === '≤ $1,000,000',
  )!;
  expect(row.cells).toEqual([
    [8000, 8000],
    [7500, 7500],
    [7500, 7500],
  ]);
  row.cells = [[7500, 8000], [7500, 7000], null];
  const diff = compare(nonqm, b);
  const where = { tier: 'DSCR ≥ 1.00', fico: '≥ 740', loan: '≤ $1,000,000', occupancy: 'Investment' };

  it('one change per limit that moved; a cell gone NA moves both of its limits', () => {
    expect(diff.changes).toEqual([
      {
        kind: 'matrix_cell',
        programs: ['dscr'],
        status: 'changed',
        limit: 'max_ltv',
        ...where,
        purpose: 'purchase',
        old: 8000,
        new: 7500,
        na: null,
      },
      {
        kind: 'matrix_cell',
        programs: ['dscr'],
        status: 'changed',
        limit: 'max_cltv',
        ...where,
        purpose: 'rate_term_refi',
        old: 7500,
        new: 7000,
        na: null,
      },
      {
        kind: 'matrix_cell',
        programs: ['dscr'],
        status: 'changed',
        limit: 'max_ltv',
        ...where,
        purpose: 'cash_out_refi',
        old: 7500,
        new: null,
        na: 'became_na',
      },
      {
        kind: 'matrix_cell',
        programs: ['dscr'],
        status: 'changed',
        limit: 'max_cltv',
        ...where,
        purpose: 'cash_out_refi',
        old: 7500,
        new: null,
        na: 'became_na',
      },
    ]);
  });

  it('the headline names the limit, and the NA cell once', () => {
    expect(headlineOf(diff, null)).toEqual([
      '1 cell became NA (not eligible): DSCR: matrix DSCR ≥ 1.00 › FICO ≥ 740 › ≤ $1,000,000 › Investment · Cash-Out.',
      'DSCR matrix DSCR ≥ 1.00 › FICO ≥ 740 › ≤ $1,000,000 › Investment · Purchase: Maximum LTV 80.00% → 75.00%. ' +
        'DSCR matrix DSCR ≥ 1.00 › FICO ≥ 740 › ≤ $1,000,000 › Investment · Rate/Term: Maximum CLTV 75.00% → 70.00%.',
    ]);
  });

  it('Markdown, JSON and HTML: a row per limit, named by it', () => {
    const md = renderMarkdown(report(diff));
    const scope = (purpose: string) => `DSCR ≥ 1.00 › FICO ≥ 740 › ≤ \\$1,000,000 › Investment · ${purpose}`;
    expect(md).toContain(`| Maximum LTV | ${scope('Purchase')} | 80.00% | 75.00% |   |`);
    expect(md).toContain(`| Maximum CLTV | ${scope('Rate/Term')} | 75.00% | 70.00% |   |`);
    expect(md).toContain(`| Maximum LTV | ${scope('Cash-Out')} | 75.00% | NA | became NA |`);
    expect(md).toContain(`| Maximum CLTV | ${scope('Cash-Out')} | 75.00% | NA | became NA |`);
    expect(md).not.toContain('LTV/CLTV |');
    const json = JSON.parse(JSON.stringify(report(diff))) as { changes: { limit: string; old: number }[] };
    expect(json.changes.map((c) => [c.limit, c.old])).toEqual([
      ['max_ltv', 8000],
      ['max_cltv', 7500],
      ['max_ltv', 7500],
      ['max_cltv', 7500],
    ]);
    const html = renderHtml(report(diff), nonqm, b);
    expect(html).toContain(
      '<td class="label">Maximum LTV</td><td class="text">DSCR ≥ 1.00 › FICO ≥ 740 › ≤ $1,000,000 › Investment · Purchase</td><td>80.00%</td><td class="changed">75.00%</td>',
    );
    expect(html).toContain(
      '<td class="label">Maximum CLTV</td><td class="text">DSCR ≥ 1.00 › FICO ≥ 740 › ≤ $1,000,000 › Investment · Rate/Term</td><td>75.00%</td><td class="changed">70.00%</td>',
    );
  });
});

describe('Cedar Hollow: max LTV and min FICO each on its own', () => {
  // Eligibility C7 "89.99% (700)" (Primary Residence, ≤ $1,500,000, Purchase) and E8 "65% (740)"
  // (Primary Residence, $1,500,001 - $3,000,000, Cash-Out) on 11-23. Edited: C7 "89.99% (720)", E8 "60% (740)".
  const b = copy(jumbo);
  for (const p of b.programs) {
    const [c7, ,] = p.matrix!.rows[0]!.cells;
    expect(c7).toEqual([8999, 700]);
    expect(p.matrix!.rows[1]!.cells[2]).toEqual([6500, 740]);
    p.matrix!.rows[0]!.cells[0] = [8999, 720];
    p.matrix!.rows[1]!.cells[2] = [6000, 740];
  }
  const diff = compare(jumbo, b);
  const all = jumbo.programs.map((p) => p.slug);

  it('a min FICO and a max LTV are two changes, each for every program (the matrix is the same for all three)', () => {
    expect(diff.changes).toEqual([
      {
        kind: 'matrix_cell',
        programs: all,
        status: 'changed',
        limit: 'min_fico',
        tier: null,
        fico: null,
        loan: '≤ $1,500,000',
        occupancy: 'Primary Residence',
        purpose: 'purchase',
        old: 700,
        new: 720,
        na: null,
      },
      {
        kind: 'matrix_cell',
        programs: all,
        status: 'changed',
        limit: 'max_ltv',
        tier: null,
        fico: null,
        loan: '$1,500,001 - $3,000,000',
        occupancy: 'Primary Residence',
        purpose: 'cash_out_refi',
        old: 6500,
        new: 6000,
        na: null,
      },
    ]);
  });

  it('reads as the sheet prints its labels: no tier, no FICO band, the limit named', () => {
    expect(headlineOf(diff, null)).toEqual([
      'All programs matrix ≤ $1,500,000 › Primary Residence · Purchase: Minimum FICO 700 → 720. ' +
        'All programs matrix $1,500,001 - $3,000,000 › Primary Residence · Cash-Out: Maximum LTV 65.00% → 60.00%.',
    ]);
    const md = renderMarkdown(report(diff));
    expect(md).toContain('| Minimum FICO | ≤ \\$1,500,000 › Primary Residence · Purchase | 700 | 720 |   |');
    expect(md).toContain(
      '| Maximum LTV | \\$1,500,001 - \\$3,000,000 › Primary Residence · Cash-Out | 65.00% | 60.00% |   |',
    );
  });
});
