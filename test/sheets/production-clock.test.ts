/**
 * Production never pins the clock: PRICER_NOW is a Worker variable only `npm start` (scripts/start.ts,
 * `wrangler dev --var`) and the tests (vitest.config.ts) set. wrangler.toml, what `wrangler deploy`
 * ships, declares no such variable, so a deployed Worker reads the runtime's clock. (That the Worker
 * ignores a PRICER_NOW header, query parameter or body field: test/worker/store-clock.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const toml = readFileSync('wrangler.toml', 'utf8');
/** wrangler.toml without its comments: what wrangler reads. */
const settings = toml
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .filter(Boolean);

describe('wrangler.toml, what wrangler deploy ships', () => {
  it('declares no PRICER_NOW, in [vars] or anywhere', () => {
    expect(settings.join('\n')).not.toMatch(/PRICER_NOW/);
  });

  it('has no [vars] section at all, nor an environment that could add one', () => {
    expect(settings.filter((l) => /^\[(vars|env\.[^\]]+)\]$/.test(l))).toEqual([]);
  });

  it('binds PRICER_KV and requires the INTERNAL_TOKEN secret', () => {
    expect(settings).toContain('binding = "PRICER_KV"');
    expect(settings).toContain('required = ["INTERNAL_TOKEN"]');
  });
});

describe('who sets PRICER_NOW', () => {
  it('among the scripts, only npm start passes it to the Worker (wrangler dev --var)', () => {
    const scripts = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? scripts(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : [],
      );
    const passing = scripts('scripts').filter((f) => /--var['"`,\s]+[`'"]PRICER_NOW/.test(readFileSync(f, 'utf8')));
    expect(passing).toEqual(['scripts/start.ts']);
  });

  it('no workflow sets it', () => {
    for (const f of readdirSync('.github/workflows'))
      expect(readFileSync(`.github/workflows/${f}`, 'utf8'), f).not.toContain('PRICER_NOW');
  });
});
