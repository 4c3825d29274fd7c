/**
 * Renderers on hand-made diffs: units, NA wording, Markdown escaping, grouping, the HTML page and
 * the SVG chart.
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../tools/diff/compare.ts';
import { renderHtml } from '../../tools/diff/html.ts';
import { renderMarkdown } from '../../tools/diff/markdown.ts';
import { mdText } from '../../tools/diff/md.ts';
import type { Diff } from '../../tools/diff/model.ts';
import { type Report, reportOfDiff } from '../../tools/diff/report.ts';
import { groupChanges } from '../../tools/diff/sections.ts';
import { ladderChart } from '../../tools/diff/svg.ts';
import { delta, effect, matrixValue, points } from '../../tools/diff/units.ts';
import type { Finding } from '../../worker/artifact/manifest.ts';
import { A, B, CEDAR_MORNING, copy, load, reportFor } from './helpers.ts';

const base: Diff = {
  lender_slug: 'x',
  lender_name: 'X Lending',
  printing: { rates: 'prices', adjustments: 'adjustments' },
  date_a: A,
  date_b: B,
  sheet_a: { effective_date: A, effective_at: `${A}T08:30:00-08:00`, reprice: 0 },
  sheet_b: { effective_date: B, effective_at: `${B}T08:30:00-08:00`, reprice: 0 },
  programs: [
    { slug: 'p1', name: 'One' },
    { slug: 'p2', name: 'Two' },
  ],
  changes: [],
};

/** A report without benchmark loans, as the CLI builds it for a lender that has none. */
const reportOf = (diff: Diff, warnings: Finding[] = []): Report => reportOfDiff(diff, { warnings, impact: null });

describe('units', () => {
  it('points with 3 decimals, NA, signed deltas, half-thousandth medians', () => {
    expect(points(-1375)).toBe('-1.375');
    expect(points(0)).toBe('0.000');
    expect(points(null)).toBe('NA');
    expect(delta(125)).toBe('+0.125');
    expect(delta(-250)).toBe('-0.250');
    expect(delta(0)).toBe('0.000');
    expect(delta(-187.5)).toBe('-0.1875');
    // an effect on price always carries its sign; NA stays NA
    expect(effect(250)).toBe('+0.250');
    expect(effect(-875)).toBe('-0.875');
    expect(effect(0)).toBe('0.000');
    expect(effect(null)).toBe('NA');
    // a matrix limit: LTV and CLTV as percentages, FICO as a score, NA for a cell that is not eligible
    expect(matrixValue('max_ltv', 8999)).toBe('89.99%');
    expect(matrixValue('max_cltv', 8000)).toBe('80.00%');
    expect(matrixValue('min_fico', 700)).toBe('700');
    expect(matrixValue('min_fico', null)).toBe('NA');
  });
});

describe('markdown', () => {
  it('is exactly "no changes" without changes', () => {
    expect(renderMarkdown(reportOf(base))).toBe('no changes\n');
  });

  it('names NA transitions and escapes pipes', () => {
    const md = renderMarkdown(
      reportOf({
        ...base,
        changes: [
          {
            kind: 'llpa_cell',
            programs: ['p1'],
            grid: 'A | B',
            row: 'r',
            band: null,
            old: null,
            new: -125,
            na: 'no_longer_na',
          },
          {
            kind: 'ppp_cell',
            programs: ['p2'],
            table: '5% Fixed',
            term: '1YR PPP',
            column: 'Investment',
            old: -750,
            new: null,
            na: 'became_na',
          },
        ],
      }),
    );
    expect(md).toContain('| A \\| B | r | Adj | NA | -0.125 | no longer NA |');
    expect(md).toContain('| 5% Fixed | 1YR PPP | Investment | -0.750 | NA | became NA |');
    expect(md).toContain('## One (`p1`)');
    expect(md).toContain('## Two (`p2`)');
    expect(md).toContain('### Prepayment penalty');
  });

  it('names the rates that moved when fewer than all did, and prices an added rate', () => {
    // DSCR 11-23: 7.250 moved +0.250 alone; 9.625 added at 103.700.
    const a = load('non-qm', B);
    const b = copy(a);
    const rows = b.programs.find((p) => p.slug === 'dscr')!.ladder!.rows;
    rows.find((r) => r.rate === 7250)!.price! += 250;
    rows.push({ rate: 9625, price: 103700, row: 34, col: null });
    const md = renderMarkdown(reportOf(compare(a, b)));
    expect(md).toContain(
      '| Base price (30-day) | 22 → 23 | 9.625 (103.700) | — | 1 of 22: 7.250 +0.250 | 0.000 | 0.000 | +0.250 |',
    );
    expect(md).toContain('- Rates: DSCR adds 9.625 at 103.700.');
    expect(md).toContain('| 9.625 | — | 103.700 | added |');
  });

  it('groups shared changes first as "All programs", then one group per program', () => {
    const groups = groupChanges({
      ...base,
      changes: [
        { kind: 'cap', programs: ['p2'], cap: 'max_price', label: 'Maximum Price', old: 104000, new: 103500 },
        {
          kind: 'list',
          programs: ['p1', 'p2'],
          doc_type: null,
          field: 'ppp_restricted_states',
          added: ['NY'],
          removed: [],
        },
      ],
    });
    expect(groups.map((g) => g.title)).toEqual(['All programs', 'Two']);
  });
});

describe('html', () => {
  it('says "no changes" and holds no chart when nothing changed', () => {
    const a = load('non-qm', B);
    const html = renderHtml(reportOf(compare(a, a)), a, a);
    expect(html).toContain('<p>no changes</p>');
    expect(html).not.toContain('<svg');
  });

  it('shows a changed grid whole, NA cells as NA, the changed cell with its old value struck', () => {
    const a = load('non-qm', B);
    const b = copy(a);
    const grid = b.programs.find((p) => p.slug === 'dscr')!.grids.find((g) => g.category === 'PRODUCT')!;
    const row = grid.rows.find((r) => r.label === 'Interest Only')!; // -0.250 at ≤ 50.00%
    const old = row.values[0]!;
    row.values[0] = old - 125;
    const html = renderHtml(reportOf(compare(a, b)), a, b);
    expect(html).toContain('<h4>PRODUCT</h4>');
    expect(html).toContain(`<td class="changed"><del>${points(old)}</del>${points(old - 125)}</td>`);
    expect(html).toContain('<td class="muted">NA</td>'); // e.g. "15 Year Fixed" is NA on DSCR
    expect(html).not.toContain('<svg'); // no ladder moved
  });
});

describe('a lender that prints points and costs (Cedar Hollow, sheets/README.md §5)', () => {
  // Adjustments G7 printed (0.250) -> (0.125), D10 0.875 -> 1.000, E12 1.125 -> NA; FL Tier 2 -> Tier 3 (C29 0.250, C30 0.500).
  const report = reportFor('jumbo', A, CEDAR_MORNING);
  const md = renderMarkdown(report);

  it("Markdown: effects on price, signed, and the figure as printed beside each, in the sheet's words", () => {
    expect(md).toContain('| FICO / LTV | ≤ 60.00% | 780+ | +0.250 | +0.125 | printed credit 0.250 → credit 0.125 |');
    expect(md).toContain(
      '| FICO / LTV | 75.01 - 80.00% | 720 - 739 | -0.875 | -1.000 | printed cost 0.875 → cost 1.000 |',
    );
    expect(md).toContain(
      '| FICO / LTV | 85.01 - 89.99% | 740 - 759 | -1.125 | NA | became NA; printed cost 1.125 → NA |',
    );
    expect(md).toContain(
      '| FL | State Tiers › Tier 2: -0.250 (cost 0.250) | State Tiers › Tier 3: -0.500 (cost 0.500) | moved to another tier |',
    );
    expect(md).toContain(
      'Cedar Hollow Bank prints points (price = 100 − points) and costs (effect = − cost: a printed 0.875 is −0.875 here, (0.250) is +0.250)',
    );
    // A block without a code is titled by its name alone.
    expect(md).toContain('| Jumbo Elite 30 Year Fixed · 15 · 30 Day | 14 → 13 | — | 6.125 (97.740 · 97.615) |');
    expect(md).not.toContain('(null)');
  });

  it('HTML: the same rows, and each whole grid says its cells are effects of printed costs', () => {
    const html = renderHtml(report, load('jumbo', A), load('jumbo', CEDAR_MORNING));
    expect(html).toContain('<td class="note">printed cost 0.875 → cost 1.000</td>');
    expect(html.match(/the sheet prints each cell as a cost, with the opposite sign/g)).toHaveLength(2); // FICO / LTV, Loan Features
    expect(html).toContain('<td class="became_na"><del>-1.125</del>NA</td>');
  });

  it('JSON: the values as effects on price, and how the lender prints them', () => {
    const json = JSON.parse(JSON.stringify(report)) as { printing: unknown; changes: { kind: string }[] };
    expect(json.printing).toEqual({ rates: 'points', adjustments: 'costs' });
    expect(json.changes).toContainEqual(
      expect.objectContaining({ kind: 'llpa_cell', row: '≤ 60.00%', band: '780+', old: 250, new: 125 }),
    );
  });

  it('a lender that prints prices and adjustments gets no printed figures', () => {
    const nonqm = renderMarkdown(reportFor('non-qm', A, B));
    expect(nonqm).not.toContain('printed');
    expect(nonqm).toContain(
      'Adjustments are shown as their effect on the price, signed (+ a credit to the borrower, − a cost).',
    );
  });
});

/** Labels as a hostile workbook could print them (issue 17): each must come out as the same characters. */
const HOSTILE = {
  script: '<script>alert(1)</script>',
  pipe: 'a | b',
  link: '[x](javascript:alert(1))',
  image: '![i](https://evil.example/t.png)',
  code: '`rm -rf` *bold* _it_ ~~s~~ $x$ \\ & &amp;',
  lines: 'two\nlines',
};

describe('foreign text is inert', () => {
  it('mdText escapes Markdown and HTML, and breaks autolinks', () => {
    expect(mdText(HOSTILE.script)).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mdText(HOSTILE.pipe)).toBe('a \\| b');
    expect(mdText(HOSTILE.link)).toBe('\\[x\\](javascript:alert(1))');
    expect(mdText(HOSTILE.image)).toBe('!\\[i\\](https&#58;//evil.example/t.png)');
    expect(mdText(HOSTILE.code)).toBe('\\`rm -rf\\` \\*bold\\* \\_it\\_ \\~\\~s\\~\\~ \\$x\\$ \\\\ &amp; &amp;amp;');
    expect(mdText(HOSTILE.lines)).toBe('two lines');
  });

  const diff: Diff = {
    ...base,
    lender_name: HOSTILE.script,
    programs: [
      { slug: 'p1', name: HOSTILE.link },
      { slug: 'p2', name: HOSTILE.code },
    ],
    changes: [
      {
        kind: 'llpa_cell',
        programs: ['p1'],
        grid: HOSTILE.script,
        row: HOSTILE.pipe,
        band: HOSTILE.image,
        old: -250,
        new: -375,
        na: null,
      },
      {
        kind: 'llpa_cell',
        programs: ['p2'],
        grid: HOSTILE.lines,
        row: HOSTILE.link,
        band: null,
        old: 0,
        new: null,
        na: 'became_na',
      },
    ],
  };
  const warnings: Finding[] = [
    { code: 'odd`code', workbook: HOSTILE.pipe, tab: HOSTILE.script, cell: 'B7', message: HOSTILE.link },
  ];

  it('Markdown: no tag, no link, no extra table column, in headings, headline, warnings and tables', () => {
    const md = renderMarkdown(reportOf(diff, warnings));
    expect(md).not.toMatch(/<script|<img/i);
    expect(md).not.toMatch(/(?<!\\)\]\(/); // a link needs an unescaped `](`
    // The only raw HTML is the report's own <details>/<summary>/<br>.
    expect(md.match(/<[a-z/][^>]*>/gi)?.filter((t) => !/^<\/?(details|summary|br)>$/.test(t)) ?? []).toEqual([]);
    expect(md.split('\n')[0]).toBe(
      '# &lt;script&gt;alert(1)&lt;/script&gt; (`x`): 2026-11-20 08:30 → 2026-11-23 08:30',
    );
    expect(md).toContain(
      '> - `oddcode` a \\| b › &lt;script&gt;alert(1)&lt;/script&gt;!B7: \\[x\\](javascript:alert(1))',
    );
    expect(md).toContain('## \\[x\\](javascript:alert(1)) (`p1`)');
    // Every row of a table keeps its column count: a pipe in a label is escaped.
    for (const table of md.split('\n\n').filter((b) => b.startsWith('| '))) {
      const counts = table
        .trim()
        .split('\n')
        .map((l) => l.replace(/\\\|/g, '').split('|').length);
      expect(new Set(counts).size).toBe(1);
    }
    expect(md).toContain(
      '| &lt;script&gt;alert(1)&lt;/script&gt; | a \\| b | !\\[i\\](https&#58;//evil.example/t.png) | -0.250 | -0.375 |   |',
    );
    expect(md).toContain('| two lines | \\[x\\](javascript:alert(1)) | Adj | 0.000 | NA | became NA |');
  });

  it('HTML: the same labels as text', () => {
    const a = load('non-qm', B);
    const html = renderHtml(reportOf(diff, warnings), a, a);
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;: 2026-11-20 08:30 → 2026-11-23 08:30</title>');
    expect(html).toContain(
      '<code>odd`code</code> a | b › &lt;script&gt;alert(1)&lt;/script&gt;!B7: [x](javascript:alert(1))',
    );
  });
});

describe('svg', () => {
  it('draws two polylines, axes labels and a legend', () => {
    const svg = ladderChart(
      [
        { rate: 6250, a: 97396, b: null },
        { rate: 6375, a: 97790, b: 97540 },
        { rate: 6500, a: 98185, b: 97935 },
      ],
      { title: 'T <1>', labelA: A, labelB: B },
    );
    expect(svg.match(/<polyline\b/g)).toHaveLength(2);
    expect(svg).toContain('<title>T &lt;1&gt;</title>');
    expect(svg).toContain('>6.25%</text>');
    expect(svg).toContain('>6.50%</text>');
    expect(svg).toContain(`A ${A}`);
    expect(svg).toContain(`B ${B}`);
    expect(svg).not.toMatch(/https?:/);
    // Day A has 3 points, day B 2.
    const [pa, pb] = [...svg.matchAll(/points="([^"]*)"/g)].map((m) => m[1]!.split(' ').length);
    expect([pa, pb]).toEqual([3, 2]);
  });
});
