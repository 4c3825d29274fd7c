/**
 * Child-process probe for xlsx-advisory.test.ts: `node [--import HARDEN] compile-probe.ts SHEETS_DIR...`
 * runs buildAll on each folder in turn and prints, as one JSON line per folder, what it compiled or
 * refused and which properties Object.prototype has gained since the process started (so a payload
 * that got through shows in its own line and every later one). Run apart so a polluting workbook
 * never touches the test runner.
 */
import { buildAll } from '../../compiler/build.ts';
import { sha256Hex } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';

const before = new Set(Reflect.ownKeys(Object.prototype).map(String));
for (const dir of process.argv.slice(2)) {
  let thrown: string | null = null;
  let result: ReturnType<typeof buildAll> | undefined;
  const artifacts: { lender: string; date: string; sha256: string }[] = [];
  try {
    result = buildAll(dir);
    // What the CLI does next (output.ts): encode, which validates each artifact against its schema.
    for (const a of result.artifacts)
      artifacts.push({ lender: a.lender_slug, date: a.effective_date, sha256: await sha256Hex(encodeArtifact(a)) });
  } catch (error) {
    thrown = `${result ? 'encode' : 'buildAll'}: ${String(error)}`;
  }
  const gained = Reflect.ownKeys(Object.prototype)
    .map(String)
    .filter((k) => !before.has(k));
  console.log(
    JSON.stringify({
      frozen: Object.isFrozen(Object.prototype),
      polluted: gained,
      thrown,
      artifacts,
      diagnostics: result?.diag.list ?? [],
    }),
  );
}
