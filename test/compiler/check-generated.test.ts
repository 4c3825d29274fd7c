/**
 * scripts/check-generated.ts (run by `npm test`): a committed artifact that differs from compiling
 * its workbooks, or that nothing compiles to any more, fails; an intake commit of new workbooks
 * (compiled by the daily job later) and a sheet the compile refuses are notices, so the intake
 * commit stays green by design. The failing case runs the script itself (exit status, both streams);
 * the others run its command in-process (scripts/generated.ts), printed as the script prints it.
 * Each case is the fixture workbooks against their artifacts (test/fixtures.ts), so the days the
 * daily job adds change no expected line; sheets/ against dist-sheets/ as they are is npm test's
 * first step, the script itself.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGeneratedCommand } from '../../scripts/generated.ts';
import { FILES, FIXTURE_FILES, printed, ROOT, useTempSheets } from './compile-runs.ts';
import { redated, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const script = (sheets: string, dist: string) =>
  spawnSync(process.execPath, ['scripts/check-generated.ts', '--sheets', sheets, '--dist', dist], {
    cwd: ROOT,
    encoding: 'utf8',
  });
const check = async (sheets: string, dist: string) =>
  printed(await checkGeneratedCommand(['--sheets', sheets, '--dist', dist]));
const ALL = Object.fromEntries(FIXTURE_FILES.map((f) => [f, true as const]));

describe('scripts/check-generated.ts', () => {
  it('the fixture workbooks against their committed artifacts: current, exit 0', async () => {
    const dist = tmp.fixtureDist();
    const run = await check(tmp.make(ALL), dist);
    expect([run.status, run.stdout, run.stderr]).toEqual([0, `${dist}/ is current\n`, '']);
  }, 60_000);

  it('an intake commit: a new Bayshore sheet not compiled yet and a new Granite Peak sheet the compile refuses are notices, exit 0', async () => {
    const agency = redated(FILES.agency23, '2026-11-24');
    const rates = redated(FILES.rates23, '2026-11-24');
    const matrix = redated(FILES.matrix23, '2026-11-24');
    setCell(sheet(rates.wb, 'DSCR LLPA'), 'D14', '0.25%');
    const sheets = tmp.make({ ...ALL, [agency.name]: agency.wb, [rates.name]: rates.wb, [matrix.name]: matrix.wb });
    const dist = tmp.fixtureDist();
    const run = await check(sheets, dist);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n')).toEqual([
      `notice: non-qm ${rates.name} is refused by the compile (the daily job reports it): non-qm › ${rates.name} › DSCR LLPA › D14: expected a number or NA, found "0.25%" [expected_number_or_na]`,
      `notice: agency/2026-11-24_0900.msgpack (${agency.name}) is not compiled into dist-sheets/ yet: the daily job does it`,
      `${dist}/ is current for every sheet it holds; the 2 notices above are for the daily job`,
      '',
    ]);
  }, 60_000);

  it('a stale artifact, an orphaned one and a file the manifest does not list fail, exit 1', () => {
    const dist = tmp.fixtureDist();
    const stale = join(dist, 'non-qm/2026-11-20_0830.msgpack');
    const bytes = readFileSync(stale);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    writeFileSync(stale, bytes);
    writeFileSync(join(dist, 'agency/notes.txt'), 'not an artifact');
    const { [FILES.agency20]: _gone, ...kept } = ALL; // the workbook of agency/2026-11-20_0900.msgpack removed
    const sheets = tmp.make(kept);
    rmSync(join(sheets, 'acknowledged.json'), { force: true });
    const run = script(sheets, dist);
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      `${dist}/ is stale against ${sheets}/; run \`npm run compile\` and commit the result:`,
      `  agency/2026-11-20_0900.msgpack is orphaned: no workbook in ${sheets}/ compiles to it any more`,
      `  non-qm/2026-11-20_0830.msgpack differs from compiling ${FILES.rates20} + ${FILES.matrix20}`,
      '  agency/notes.txt is orphaned: the manifest does not list it',
      '',
    ]);
  }, 60_000);
});
