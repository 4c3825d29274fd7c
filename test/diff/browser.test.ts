/**
 * The HTML report as an analyst sees it, in headless Chromium (Debian's /usr/bin/chromium, driven by
 * playwright-core), at 1280 and 800 px wide, with and without JavaScript, and as printed: no console
 * error, no sideways scroll of the page (a wide grid scrolls inside its own box only), the impact
 * table on the first screen of a 1280×900 window, every grid whole at 1280 px, the collapsed
 * per-rate tables printed. Screenshots and PDFs are kept in tmp/diff-report/ (ignored by git) for a
 * look. .ci/run installs chromium; where it cannot be installed this test says so and skips.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../tools/diff/html.ts';
import { A, B, CEDAR_MORNING, CEDAR_REPRICE, load, NONQM_MORNING, NONQM_REPRICE, ROOT, reportFor } from './helpers.ts';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The test's artifacts: the pages, their screenshots at both widths and their print as PDF. */
const REPORT_DIR = join(ROOT, 'tmp/diff-report');

if (!existsSync(CHROMIUM))
  console.warn(`SKIPPED the HTML report browser test: ${CHROMIUM} is not installed (apt-get install chromium)`);

const CASES = [
  { name: 'non-qm-2026-11-20-2026-11-23', lender: 'non-qm', a: A, b: NONQM_MORNING, charts: 6 },
  { name: 'agency-2026-11-20-2026-11-23', lender: 'agency', a: A, b: B, charts: 9 },
  { name: 'non-qm-2026-11-23-reprice-1', lender: 'non-qm', a: NONQM_MORNING, b: NONQM_REPRICE, charts: 6 },
  // Cedar Hollow: one table per program, charted at its 30-day lock.
  { name: 'jumbo-2026-11-20-2026-11-23', lender: 'jumbo', a: A, b: CEDAR_MORNING, charts: 3 },
  { name: 'jumbo-2026-11-23-reprice-1', lender: 'jumbo', a: CEDAR_MORNING, b: CEDAR_REPRICE, charts: 3 },
];

interface Measured {
  /** How far the page scrolls sideways (0: it does not). */
  pageOverflow: number;
  /** The program impact table's box. */
  impact: { top: number; bottom: number; width: number } | null;
  headline: number;
  /** Boxes whose table is wider than the box (scrolling inside it), LLPA/PPP grids among them. */
  gridsScrolling: number;
  tablesScrolling: number;
  /** Whether the first per-rate table (inside a closed <details>) is rendered. */
  rateTableShown: boolean | null;
}

/** Run in the page (a string: the Node type-check has no DOM types). */
const MEASURE = `(() => {
  const root = document.documentElement;
  const impact = document.querySelector('#impact-programs')?.getBoundingClientRect() ?? null;
  const scrolling = [...document.querySelectorAll('.wrap')].filter((w) => w.scrollWidth > w.clientWidth);
  return {
    pageOverflow: root.scrollWidth - root.clientWidth,
    impact: impact && { top: impact.top, bottom: impact.bottom, width: impact.width },
    headline: document.querySelectorAll('.headline li').length,
    gridsScrolling: scrolling.filter((w) => w.querySelector('table.grid')).length,
    tablesScrolling: scrolling.length,
    rateTableShown: document.querySelector('details table')?.checkVisibility() ?? null,
  };
})()`;

const measure = (page: Page) => page.evaluate<Measured>(MEASURE);

describe.skipIf(!existsSync(CHROMIUM))('diff HTML report in Chromium', { timeout: 120_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(REPORT_DIR, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  });
  afterAll(async () => browser?.close());

  describe.each(CASES)('$name', ({ name, lender, a, b, charts }) => {
    const page = join(REPORT_DIR, `${name}.html`);
    const report = reportFor(lender, a, b);
    beforeAll(() => writeFileSync(page, renderHtml(report, load(lender, a), load(lender, b))));

    async function open(width: number, javaScriptEnabled = true) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      tab.on('pageerror', (e) => errors.push(String(e)));
      await tab.goto(`file://${page}`);
      return { context, tab, errors };
    }

    it('1280 px: no console error, no page scroll, every grid whole, the impact table on the first screen', async () => {
      const { context, tab, errors } = await open(1280);
      try {
        expect(errors).toEqual([]);
        const m = await measure(tab);
        expect(m.pageOverflow).toBe(0);
        expect(m.gridsScrolling).toBe(0);
        expect(m.headline).toBe(report.headline.length);
        expect(m.impact!.top).toBeGreaterThan(0);
        expect(m.impact!.bottom).toBeLessThanOrEqual(900);
        expect(m.rateTableShown).toBe(false); // collapsed on screen
        expect(await tab.locator('svg').count()).toBe(charts);
        const svg = await tab.locator('svg').first().boundingBox();
        expect(svg!.width > 200 && svg!.height > 100).toBe(true);
        const shot = await tab.screenshot({ path: join(REPORT_DIR, `${name}-1280.png`) });
        expect(shot.length).toBeGreaterThan(10_000);
      } finally {
        await context.close();
      }
    });

    it('800 px: no console error and no page scroll (a wide table scrolls in its own box)', async () => {
      const { context, tab, errors } = await open(800);
      try {
        expect(errors).toEqual([]);
        const m = await measure(tab);
        expect(m.pageOverflow).toBe(0);
        expect(m.impact!.width).toBeLessThanOrEqual(760);
        await tab.screenshot({ path: join(REPORT_DIR, `${name}-800.png`) });
      } finally {
        await context.close();
      }
    });

    it('without JavaScript: the same page', async () => {
      const { context, tab, errors } = await open(1280, false);
      try {
        expect(errors).toEqual([]);
        const m = await measure(tab);
        expect([m.pageOverflow, m.headline, await tab.locator('svg').count()]).toEqual([
          0,
          report.headline.length,
          charts,
        ]);
        expect(m.impact!.bottom).toBeLessThanOrEqual(900);
      } finally {
        await context.close();
      }
    });

    it('printed: nothing wider than the paper, the per-rate tables open', async () => {
      // 700 px: an A4 page at 96 dpi less the 12 mm margins.
      const { context, tab } = await open(700);
      try {
        await tab.emulateMedia({ media: 'print' });
        const m = await measure(tab);
        expect([m.pageOverflow, m.tablesScrolling, m.rateTableShown]).toEqual([0, 0, true]);
        const pdf = await tab.pdf({ path: join(REPORT_DIR, `${name}.pdf`), format: 'A4' });
        expect(pdf.length).toBeGreaterThan(20_000);
      } finally {
        await context.close();
      }
    });
  });
});
