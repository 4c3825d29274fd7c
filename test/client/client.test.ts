/**
 * The document as integrators use it, with stock tools on the document the Worker serves
 * (openApiDocument(); test/worker/openapi.test.ts checks the route returns exactly it):
 * - openapi-typescript 7 with default settings generates the types, and a small openapi-fetch client
 *   (openapi-client.ts: every operation with the examples of docs/contract.md, reasons narrowed by key, no cast)
 *   typechecks under tsc --strict in a temporary project; its @ts-expect-error lines prove the types
 *   refuse what the service refuses;
 * - Redocly's recommended rules and Spectral's spectral:oas report nothing, and do report a
 *   document without servers or descriptions (so the clean runs are not vacuous).
 * Everything runs offline.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../worker/contract/openapi.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HERE = fileURLToPath(new URL('.', import.meta.url));
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'pricer-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A package's CLI under this repo's Node; resolves with its exit code and stdout (+ stderr), never throws on a non-zero exit. */
async function cli(bin: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'node_modules', bin), ...args], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, out: e.stdout ?? '', err: e.stderr ?? '' };
  }
}

const doc = openApiDocument() as Record<string, any>;
writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
// Without servers and an operation's description, both linters must complain.
const degraded = structuredClone(doc);
delete degraded.servers;
delete degraded.paths['/api/auth/test'].post.description;
writeFileSync(join(dir, 'degraded.json'), JSON.stringify(degraded));

const redocly = (file: string) =>
  cli('@redocly/cli/bin/cli.js', ['lint', file, '--config', join(HERE, 'redocly.yaml'), '--format', 'json']);
const spectral = (file: string) =>
  cli('@stoplight/spectral-cli/dist/index.js', [
    'lint',
    file,
    '--ruleset',
    join(HERE, 'spectral.yaml'),
    '--format',
    'json',
    '--fail-severity',
    'hint',
  ]);
/** Spectral prints its JSON, then a line of its own when there is nothing to report. */
const spectralResults = (out: string): { code: string }[] => JSON.parse(out.slice(0, out.lastIndexOf(']') + 1));
const redoclyTotals = (out: string) => JSON.parse(out) as { totals: Record<string, number> };

describe.concurrent('a client generated from the live document', () => {
  it('openapi-typescript (default settings) + openapi-fetch: the calls of docs/contract.md compile under tsc --strict, no cast', async () => {
    const generated = await cli('openapi-typescript/bin/cli.js', ['openapi.json', '-o', 'schema.d.ts']);
    expect(generated.code, generated.err).toBe(0);
    const schema = readFileSync(join(dir, 'schema.d.ts'), 'utf8');
    // Request fields with a default are optional; the response's are present.
    expect(schema).toMatch(/lock_days\?: 15 \| 30 \| 45 \| 60;/);
    expect(schema).toMatch(/key: "min_fico";\s+\/\*\* @description Minimum FICO \*\/\s+threshold: number;/);

    const fixture = readFileSync(join(HERE, 'openapi-client.ts'), 'utf8');
    // The repo's own typecheck skips the fixture (its ./schema.d.ts exists only here): drop that header.
    writeFileSync(join(dir, 'client.ts'), fixture.slice(fixture.indexOf('/**')));
    expect(fixture.slice(fixture.indexOf('/**'))).not.toMatch(/\bas (any|unknown|[A-Z]\w*)\b|@ts-nocheck|@ts-ignore/);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2023',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2023', 'DOM'],
          types: [],
          noEmit: true,
          allowImportingTsExtensions: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: true,
        },
        files: ['client.ts'],
      }),
    );
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const tsc = await cli('typescript/bin/tsc', ['-p', 'tsconfig.json']);
    expect(tsc.out + tsc.err).toBe('');
    expect(tsc.code).toBe(0);
  }, 60_000);

  it('Redocly (recommended) reports nothing, and reports a document without servers', async () => {
    const [clean, bad] = await Promise.all([redocly('openapi.json'), redocly('degraded.json')]);
    expect(redoclyTotals(clean.out).totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(clean.code).toBe(0);
    expect(bad.out).toContain('"ruleId": "no-empty-servers"');
    expect(bad.code).not.toBe(0);
  }, 60_000);

  it('Spectral (spectral:oas) reports nothing, and reports a document without servers or a description', async () => {
    const [clean, bad] = await Promise.all([spectral('openapi.json'), spectral('degraded.json')]);
    expect(spectralResults(clean.out)).toEqual([]);
    expect(clean.code).toBe(0);
    expect(
      spectralResults(bad.out)
        .map((r) => r.code)
        .sort(),
    ).toEqual(['oas3-api-servers', 'operation-description']);
  }, 60_000);
});
