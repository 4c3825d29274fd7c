/**
 * Structural removals need a reviewer (issue 12 §3). Compared with the lender's previous compiled
 * sheet, a sheet that lost a grid row (or a grid, band, PPP table or row, cap, floor, program, doc
 * type, matrix row or rate block) is refused with `structural_removal`, naming what vanished and its
 * cell on the previous sheet and printing the sheets/acknowledged.json entry that accepts it; listed
 * there, the sheet compiles. Ordinary daily changes are no removal.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import { readPrevious } from '../../compiler/previous.ts';
import { removals } from '../../compiler/structure.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { content, program } from './artifact-parts.ts';
import { FILES, fixtureBuild, ROOT, useTempSheets } from './compile-runs.ts';
import { deleteRows, redated, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const { rates23, matrix23, rates23r } = FILES;
const at = (lender: string, moment: string) =>
  fixtureBuild().artifacts.find((a) => a.lender_slug === lender && a.effective_at === moment)!;
const NQ20 = () => at('non-qm', '2026-11-20T08:30:00-08:00');
const NQ23 = () => at('non-qm', '2026-11-23T08:30:00-08:00');
const NQ23R = () => at('non-qm', '2026-11-23T13:15:00-08:00');
const AG20 = () => at('agency', '2026-11-20T09:00:00-05:00');
const AG23 = () => at('agency', '2026-11-23T09:00:00-05:00');

/** Granite Peak's 11-23 workbooks re-issued as 11-24 (the rate sheet changed by `change`), beside the real 11-23 sheets. */
function nextDay(change: (wb: XLSX.WorkBook) => void = () => {}) {
  const rates = redated(rates23, '2026-11-24');
  const matrix = redated(matrix23, '2026-11-24');
  change(rates.wb);
  return {
    files: { [rates.name]: rates.wb, [matrix.name]: matrix.wb },
    rates: rates.name,
    real: { [rates23]: true as const, [matrix23]: true as const, [rates23r]: true as const },
  };
}

/** Full Doc LLPA row 19, "620 - 639" of FICO / CLTV, deleted (the rows below move up). */
const without620 = (wb: XLSX.WorkBook) => deleteRows(sheet(wb, 'Full Doc LLPA'), 19, 1);
const ENTRY = {
  lender: 'non-qm',
  effective_at: '2026-11-24T08:30:00-08:00',
  removed: 'grid row',
  where: 'Full Doc LLPA › FICO / CLTV › 620 - 639',
  previous_cell: 'GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx › Full Doc LLPA!B19',
};
const MESSAGE =
  'the grid row "Full Doc LLPA › FICO / CLTV › 620 - 639" is gone: it stood in GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx › Full Doc LLPA!B19 on the previous sheet (2026-11-23T13:15:00-08:00). Every loan it matched would lose it silently; once reviewed, accept it by adding this entry to sheets/acknowledged.json';

describe('the real sheets', () => {
  it('have no structural removal: 11-20 -> 11-23 -> 11-23 1:15 PM (so sheets/acknowledged.json is [])', () => {
    expect(removals(NQ20(), NQ23())).toEqual([]);
    expect(removals(NQ23(), NQ23R())).toEqual([]);
    expect(removals(AG20(), AG23())).toEqual([]);
  });

  it('an unchanged next day (11-23 re-issued as 11-24) compiles against the 1:15 PM reprice', () => {
    const day = nextDay();
    const r = buildAll(tmp.make({ ...day.real, ...day.files }));
    expect(r.diag.list).toEqual([]);
    const next = r.artifacts.find((a) => a.effective_date === '2026-11-24')!;
    expect(content({ ...next, sources: [], effective_date: '', effective_at: '', expires_at: '' })).toEqual(
      content({ ...NQ23(), sources: [], effective_date: '', effective_at: '', expires_at: '' }),
    );
  });
});

describe('a removed LLPA grid row (Full Doc FICO / CLTV "620 - 639", Full Doc LLPA B19)', () => {
  it('is refused, naming what vanished and its cell on the previous sheet, with the entry that acknowledges it', () => {
    const day = nextDay(without620);
    const r = buildAll(tmp.make({ ...day.real, ...day.files }));
    const refused = r.sheets.find((s) => s.file === day.rates)!;
    expect(refused.artifact).toBeUndefined();
    expect(refused.findings).toEqual([
      {
        severity: 'error',
        code: 'structural_removal',
        lender: 'non-qm',
        workbook: day.rates,
        tab: 'Full Doc LLPA',
        cell: '',
        message: MESSAGE,
        acknowledgement: JSON.stringify(ENTRY),
      },
    ]);
    // the real 11-23 sheets are still written
    expect(r.artifacts).toEqual([NQ23(), NQ23R()]);
  });

  it('npm run compile prints the entry on a line of its own, exactly as sheets/acknowledged.json takes it', () => {
    const day = nextDay(without620);
    const run = spawnSync(
      process.execPath,
      ['compiler/cli.ts', '--sheets', tmp.make({ ...day.real, ...day.files }), '--out', tmp.dir('out')],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      `refused non-qm 2026-11-24 (${day.rates} + GranitePeak_NonQM_ProgramMatrix_2026-11-24.xlsx): 1 error; nothing written for it`,
      `  non-qm › ${day.rates} › Full Doc LLPA: ${MESSAGE} [structural_removal]`,
      `    ${JSON.stringify(ENTRY)}`,
      'compile failed: 1 sheet refused; every other sheet was written',
      '',
    ]);
  }, 60_000);

  it('compiles once sheets/acknowledged.json lists that entry: the row is gone, everything else as the day before', () => {
    const day = nextDay(without620);
    const dir = tmp.make({ ...day.real, ...day.files });
    writeFileSync(join(dir, 'acknowledged.json'), `${JSON.stringify([ENTRY], null, 2)}\n`);
    const r = buildAll(dir);
    expect(r.diag.list).toEqual([]);
    const sheet24 = r.sheets.find((s) => s.file === day.rates)!;
    expect(sheet24.acknowledged).toEqual([ENTRY]);
    const fico = program(sheet24.artifact!, 'full_doc').grids.find((g) => g.category === 'FICO / CLTV')!;
    expect(fico.rows.map((x) => x.label)).toEqual([
      '≥ 780',
      '760 - 779',
      '740 - 759',
      '720 - 739',
      '700 - 719',
      '680 - 699',
      '660 - 679',
      '640 - 659',
    ]);
    expect(r.unusedAcknowledgements).toEqual([]);
  });

  it('an entry for another sheet, or naming another cell, acknowledges nothing: still refused', () => {
    for (const wrong of [
      { ...ENTRY, effective_at: '2026-11-25T08:30:00-08:00' },
      { ...ENTRY, previous_cell: 'GranitePeak_NonQM_RateSheet_2026-11-23.xlsx › Full Doc LLPA!B19' },
    ]) {
      const day = nextDay(without620);
      const dir = tmp.make({ ...day.real, ...day.files });
      writeFileSync(join(dir, 'acknowledged.json'), JSON.stringify([wrong]));
      const r = buildAll(dir);
      expect(r.sheets.find((s) => s.file === day.rates)!.findings.map((d) => d.code)).toEqual(['structural_removal']);
      expect(r.artifacts.some((a) => a.effective_date === '2026-11-24')).toBe(false);
    }
  });

  it("compared with the output folder's sheet before when the previous sheet is not compiled in this run", () => {
    const day = nextDay(without620);
    const r = buildAll(tmp.make(day.files), { earlier: readPrevious(tmp.fixtureDist()).sheets });
    expect(r.sheets.map((s) => s.findings.map((d) => d.acknowledgement))).toEqual([[JSON.stringify(ENTRY)]]);
  });

  it("the lender's first sheet has nothing to compare with: compiled alone, it is accepted", () => {
    const day = nextDay(without620);
    const r = buildAll(tmp.make(day.files));
    expect(r.diag.list).toEqual([]);
    expect(r.artifacts).toHaveLength(1);
  });

  it('a sheets/acknowledged.json that is not an array of entries is an error; sheets without removals still compile', () => {
    const day = nextDay(without620);
    const dir = tmp.make({ ...day.real, ...day.files });
    writeFileSync(join(dir, 'acknowledged.json'), JSON.stringify([{ ...ENTRY, removed: 'row' }]));
    const r = buildAll(dir);
    expect(r.general.map((d) => [d.code, d.workbook])).toEqual([['bad_acknowledgements', 'acknowledged.json']]);
    expect(r.general[0]!.message).toMatch(
      /^expected an array of \{lender, effective_at, removed, where, previous_cell\}; 0\.removed: /,
    );
    expect(r.artifacts.map((a) => a.effective_at)).toEqual(['2026-11-23T08:30:00-08:00', '2026-11-23T13:15:00-08:00']);
  });
});

describe('every kind of structural removal, and changes that are none (removals(previous, current))', () => {
  /** The 11-23 artifact changed by `change` (a deep copy). */
  const changed = (a: Artifact, change: (x: Artifact) => void): Artifact => {
    const x = structuredClone(a);
    change(x);
    return x;
  };
  const what = (previous: Artifact, current: Artifact) =>
    removals(previous, current).map((r) => `${r.removed}: ${r.where} @ ${r.previous_cell}`);
  const nq = (slug: string, x: Artifact) => x.programs.find((p) => p.slug === slug)!;
  const RS = 'GranitePeak_NonQM_RateSheet_2026-11-23.xlsx';
  const PM = 'GranitePeak_NonQM_ProgramMatrix_2026-11-23.xlsx';
  const AG = 'BayshoreHomeFunding_Agency_RateSheet_2026-11-23.xlsx';

  it.each<[string, (x: Artifact) => void, string[]]>([
    [
      'a program',
      (x) =>
        x.programs.splice(
          x.programs.findIndex((p) => p.slug === 'itin'),
          1,
        ),
      [`program: ITIN @ ${PM} › Guidelines!J12`],
    ],
    [
      'a doc type',
      (x) => nq('expanded_doc', x).doc_types.splice(1, 1),
      [`doc type: Expanded Doc › Expanded Doc - 1099 @ ${PM} › Guidelines!E12`],
    ],
    ['a grid', (x) => nq('dscr', x).grids.splice(2, 1), [`grid: DSCR LLPA › DSCR @ ${RS} › DSCR LLPA!B29`]],
    [
      'a band',
      (x) => {
        const g = nq('dscr', x).grids[0]!;
        g.columns.pop();
        for (const r of g.rows) r.values.pop();
      },
      [`band: DSCR LLPA › FICO / CLTV › 75.01% - 80.00% @ ${RS} › DSCR LLPA!I10`],
    ],
    ['a PPP table', (x) => nq('dscr', x).ppp.pop(), [`PPP table: PPP › DSCR › 6 Months Interest @ ${RS} › PPP!H28`]],
    [
      'a PPP row',
      (x) => nq('fn', x).ppp[0]!.rows.splice(2, 1),
      [`PPP row: PPP › Foreign National › 5% Fixed › 2YR PPP @ ${RS} › PPP!B59`],
    ],
    [
      'a cap',
      (x) => nq('itin', x).caps.splice(0, 1),
      [`cap: Price Caps › ITIN › Primary / 2nd Homes @ ${RS} › Price Caps!G10`],
    ],
    [
      'the floor',
      (x) => (nq('fn', x).floor = null),
      [`floor: Price Caps › Foreign National › Minimum Price @ ${RS} › Price Caps!H16`],
    ],
    [
      'a matrix row',
      (x) => nq('dscr', x).matrix!.rows.splice(3, 1),
      [`matrix row: DSCR Matrix › DSCR ≥ 1.00 › ≥ 740 › $2,000,001 - $3,000,000 @ ${PM} › DSCR Matrix!D15`],
    ],
  ])('Granite Peak: %s', (_, change, expected) => {
    expect(what(NQ23(), changed(NQ23(), change))).toEqual(expected);
  });

  it('Bayshore: a rate block, and a grid row every program shares (reported once)', () => {
    const current = changed(AG23(), (x) => {
      x.rate_blocks.splice(
        x.rate_blocks.findIndex((b) => b.name === 'High Balance 15 Year Fixed'),
        1,
      );
      x.programs[0]!.grids[0]!.rows.pop(); // the three programs share their grids
    });
    expect(what(AG23(), current)).toEqual([
      `rate block: Conventional › High Balance 15 Year Fixed @ ${AG} › Conventional!H49`,
      `grid row: LLPA › PURCHASE — CREDIT SCORE / LTV › ≤ 639 @ ${AG} › LLPA!B19`,
    ]);
  });

  it('no removal: a rate gone from either end of a ladder, a value changed, a cell turned NA, a state left an eligibility list or an adjuster column, a label spelled another way', () => {
    const current = changed(NQ23(), (x) => {
      const fd = nq('full_doc', x);
      fd.ladder!.rows.shift();
      fd.ladder!.rows.pop();
      fd.grids[0]!.rows[0]!.values[0] = -125;
      fd.grids[0]!.rows[1]!.values[1] = null;
      fd.doc_types[0]!.states = fd.doc_types[0]!.states.filter((s) => s !== 'CA');
      fd.grids[0]!.rows[0]!.label = '>= 780';
      fd.grids[0]!.category = 'FICO/CLTV';
      nq('dscr', x).ppp[0]!.rows[0]!.values = [null];
    });
    expect(what(NQ23(), current)).toEqual([]);
    const agency = changed(AG23(), (x) => {
      const states = x.programs[0]!.state_adjusters!;
      states.states = states.states.filter((s) => s.state !== 'CA');
      x.rate_blocks[0]!.rows.pop();
    });
    expect(what(AG23(), agency)).toEqual([]);
  });

  it('Cedar Hollow: a state moving between tiers or leaving them is no removal (11-20 -> 11-23: FL from Tier 2 to Tier 3); a tier gone is', () => {
    const [j20, j23] = [at('jumbo', '2026-11-20T08:00:00-06:00'), at('jumbo', '2026-11-23T08:00:00-06:00')];
    expect(what(j20, j23)).toEqual([]);
    const JU = 'CedarHollow_Jumbo_RateSheet_2026-11-23.xlsx';
    const current = changed(j23, (x) => {
      const [, features, tiers] = x.programs[0]!.grids; // the three programs share their grids
      tiers!.rows.splice(1, 1); // Tier 2 gone
      features!.columns.pop(); // the $2,000,001 - $3,000,000 column gone
      for (const r of features!.rows) r.values.pop();
    });
    expect(what(j23, current)).toEqual([
      `band: Adjustments › Loan Features › $2,000,001 - $3,000,000 @ ${JU} › Adjustments!E15`,
      `grid row: Adjustments › State Tiers › Tier 2 @ ${JU} › Adjustments!A29`,
    ]);
  });
});
