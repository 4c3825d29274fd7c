/**
 * For the daily job summary: each lender's newest compiled day against the day before it, as
 * Markdown, plus an HTML report per lender in --html-dir. A lender with one day only says so.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compare } from '../tools/diff/compare.ts';
import { renderHtml } from '../tools/diff/html.ts';
import { renderMarkdown } from '../tools/diff/markdown.ts';
import { decodeArtifact } from '../worker/artifact/codec.ts';

const { values } = parseArgs({
  options: { artifacts: { type: 'string', default: 'dist-sheets' }, 'html-dir': { type: 'string' } },
});
const manifest = JSON.parse(readFileSync(join(values.artifacts, 'manifest.json'), 'utf8')) as {
  artifacts: { lender_slug: string; effective_date: string; path: string }[];
};
const load = (path: string) => decodeArtifact(readFileSync(join(values.artifacts, path)));

for (const lender of [...new Set(manifest.artifacts.map((e) => e.lender_slug))].sort()) {
  const days = manifest.artifacts
    .filter((e) => e.lender_slug === lender)
    .sort((x, y) => x.effective_date.localeCompare(y.effective_date));
  const [before, latest] = days.slice(-2);
  if (!latest || !before) {
    console.log(`# ${lender}\n\nonly one compiled day (${days[0]?.effective_date}); nothing to compare\n`);
    continue;
  }
  const a = load(before.path);
  const b = load(latest.path);
  const diff = compare(a, b);
  console.log(`${renderMarkdown(diff)}\n`);
  if (values['html-dir']) {
    mkdirSync(values['html-dir'], { recursive: true });
    writeFileSync(
      join(values['html-dir'], `${lender}-${before.effective_date}-${latest.effective_date}.html`),
      renderHtml(diff, a, b),
    );
  }
}
