/**
 * The HTML report as an analyst sees it: opened in headless Chromium (Debian's /usr/bin/chromium,
 * driven by playwright-core), no console errors, charts drawn, and a screenshot kept for a look.
 * .ci/run installs chromium; where it cannot be installed this test says so and skips.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compare } from '../../tools/diff/compare.ts';
import { renderHtml } from '../../tools/diff/html.ts';
import { load } from './helpers.ts';

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

if (!existsSync(CHROMIUM))
  console.warn(`SKIPPED the HTML report browser test: ${CHROMIUM} is not installed (apt-get install chromium)`);

describe.skipIf(!existsSync(CHROMIUM))('diff HTML report in Chromium', () => {
  it.each([
    ['non-qm', 6],
    ['agency', 9],
  ])(
    '%s: renders %i ladder charts without console errors',
    async (lender, charts) => {
      const a = load(lender, '2026-11-20');
      const b = load(lender, '2026-11-23');
      const dir = join(tmpdir(), 'pricer-diff-report');
      mkdirSync(dir, { recursive: true });
      const page = join(dir, `${lender}.html`);
      writeFileSync(page, renderHtml(compare(a, b), a, b));

      const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
      try {
        const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        const errors: string[] = [];
        tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        tab.on('pageerror', (e) => errors.push(String(e)));
        await tab.goto(`file://${page}`);
        expect(errors).toEqual([]);
        expect(await tab.locator('svg').count()).toBe(charts);
        const box = await tab.locator('svg').first().boundingBox();
        expect(box && box.width > 200 && box.height > 100).toBe(true);
        const shot = await tab.screenshot({ path: join(dir, `${lender}.png`), fullPage: false });
        expect(shot.length).toBeGreaterThan(10_000);
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});
