/**
 * The daily job (.github/workflows/daily-sheets.yml) read as text, without a YAML package: its
 * triggers (on push to sheets/, after each lender's cut-off in both UTC offsets) and the order of
 * its steps (commit before publish, publish before the failing step, which runs after a refusal).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localMoment } from '../../compiler/calendar.ts';
import { LENDERS } from '../../compiler/lenders.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';

const WORKFLOW = readFileSync('.github/workflows/daily-sheets.yml', 'utf8');

interface Step {
  name: string;
  id?: string;
  if?: string;
  continueOnError: boolean;
  text: string;
}

/** The job's steps, in order: each `      - ` item under `steps:` with its name, id, if and whole text. */
const STEPS: Step[] = WORKFLOW.slice(WORKFLOW.indexOf('    steps:\n'))
  .split(/\n(?= {6}- )/)
  .slice(1)
  .map((text) => ({
    name: /^ {6}- (?:name|uses): (.+)$/m.exec(text)![1]!,
    id: /^ {8}id: (.+)$/m.exec(text)?.[1],
    if: /^ {8}if: (.+)$/m.exec(text)?.[1],
    continueOnError: /^ {8}continue-on-error: true$/m.test(text),
    text,
  }));
const step = (name: string) => {
  const found = STEPS.find((s) => s.name === name);
  if (!found) throw new Error(`no step ${name}; steps: ${STEPS.map((s) => s.name).join(', ')}`);
  return found;
};
const position = (name: string) => STEPS.indexOf(step(name));
/** A GitHub Actions expression as the workflow writes it. */
const expr = (e: string) => `\${{ ${e} }}`;

describe('triggers', () => {
  it('a push to sheets/ on main, by hand, and on weekday schedules', () => {
    expect(WORKFLOW).toMatch(/^ {2}push:\n {4}branches: \[main\]\n {4}paths: \['sheets\/\*\*'\]$/m);
    expect(WORKFLOW).toMatch(/^ {2}workflow_dispatch: \{\}$/m);
  });

  /** Minutes after 00:00 UTC of each cron, all on weekdays. */
  const crons = [...WORKFLOW.matchAll(/cron: '(\d+) (\d+) \* \* ([^']+)'/g)].map(([, m, h, days]) => {
    expect(days).toBe('1-5');
    return Number(h) * 60 + Number(m);
  });

  it.each(
    // a lender whose sheets are in force until replaced has no cut-off to follow
    ROSTER.flatMap((lender) => {
      const { zone, cutoff } = LENDERS[lender]!;
      // a sheet in force until replaced, or for some hours from its own moment, has no daily cut-off to run after
      if (cutoff === 'until replaced' || 'hours' in cutoff) return [];
      // A winter and a summer weekday: standard and daylight time.
      return ['2026-01-14', '2026-07-15'].map((date) => [lender, date, zone, cutoff] as const);
    }),
  )("a run within 15 minutes after %s's cut-off on %s", (_lender, date, zone, cutoff) => {
    const at = parseMoment(localMoment(zone, date, cutoff.hour, cutoff.minute))!;
    const minute = (at / 60_000) % (24 * 60);
    expect(crons.some((c) => c >= minute && c <= minute + 15)).toBe(true);
  });

  it('exactly the six cut-off runs (Bayshore 15:00/16:00 UTC, Cedar Hollow 15:30/16:30, Granite Peak 17:00/18:00, each + 5 minutes)', () => {
    expect([...crons].sort((a, b) => a - b)).toEqual([
      15 * 60 + 5,
      15 * 60 + 35,
      16 * 60 + 5,
      16 * 60 + 35,
      17 * 60 + 5,
      18 * 60 + 5,
    ]);
  });
});

describe('the order of the steps', () => {
  it('configuration, compile, test, diff, commit, publish, expiry report, then the failing step last', () => {
    const order = [
      'Configuration',
      'Install',
      'Compile',
      'Test',
      'What changed',
      'Commit dist-sheets',
      'Publish',
      'Expiry report',
      'Fail on refused or expired sheets',
    ].map(position);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(position('Fail on refused or expired sheets')).toBe(STEPS.length - 1);
  });

  it('the configuration is checked before anything is committed: the namespace id variable and both secrets', () => {
    const { text } = step('Configuration');
    expect(text).toContain(`PRICER_KV_NAMESPACE_ID: ${expr('vars.PRICER_KV_NAMESPACE_ID')}`);
    expect(text).toContain("secrets.CLOUDFLARE_API_TOKEN != ''");
    expect(text).toContain("secrets.CLOUDFLARE_ACCOUNT_ID != ''");
    expect(text).toMatch(/exit 1/);
  });

  it('a refused compile lets the run go on to publish the other sheets; a failing test does not', () => {
    expect(step('Compile')).toMatchObject({ id: 'compile', continueOnError: true });
    expect(step('Test').continueOnError).toBe(false);
    expect(step('Commit dist-sheets').continueOnError).toBe(false);
  });

  it('the commit is pushed to main with rebase-and-retry before the publish', () => {
    const { text } = step('Commit dist-sheets');
    expect(text).toMatch(
      /for attempt in .+; do[\s\S]+git push origin HEAD:main[\s\S]+git pull --rebase origin main[\s\S]+done/,
    );
    expect(position('Commit dist-sheets')).toBeLessThan(position('Publish'));
  });

  it('the publish writes the deployed namespace by the variable, reports into the summary, and lets the run go on', () => {
    const publish = step('Publish');
    expect(publish).toMatchObject({ id: 'publish', continueOnError: true });
    expect(publish.text).toContain('npm run publish -- --remote --summary "$GITHUB_STEP_SUMMARY"');
    expect(publish.text).toContain(`PRICER_KV_NAMESPACE_ID: ${expr('vars.PRICER_KV_NAMESPACE_ID')}`);
    expect(publish.text).toContain(`CLOUDFLARE_API_TOKEN: ${expr('secrets.CLOUDFLARE_API_TOKEN')}`);
  });

  it('the expiry report runs after the publish, even after an earlier failure', () => {
    expect(step('Expiry report')).toMatchObject({
      id: 'expiry',
      continueOnError: true,
      if: expr("!cancelled() && steps.install.outcome == 'success'"),
    });
    expect(step('Expiry report').text).toContain('node scripts/expiry-report.ts --summary "$GITHUB_STEP_SUMMARY"');
  });

  it('the last step fails the run after the publish when a compile, publish or expiry step failed', () => {
    const last = step('Fail on refused or expired sheets');
    expect(last.if).toBe(expr('!cancelled()'));
    for (const id of ['compile', 'publish', 'expiry'])
      expect(last.text).toContain(`[ "${expr(`steps.${id}.outcome`)}" = success ] ||`);
    expect(last.text).toMatch(/exit 1/);
  });

  it('the steps it names exist: every script it runs', () => {
    for (const script of WORKFLOW.matchAll(/node (scripts\/[\w/-]+\.ts)/g))
      expect(() => readFileSync(script[1]!), script[1]).not.toThrow();
  });

  it('production never pins the clock: no PRICER_NOW in the job', () => {
    expect(WORKFLOW).not.toContain('PRICER_NOW');
  });
});
