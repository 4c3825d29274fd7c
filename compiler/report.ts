/**
 * What `npm run compile` prints: per sheet written its summary line and warnings (stdout), per sheet
 * refused every finding under one heading (stderr), other errors and notices, then one line per
 * lender and a closing line. The exit status is 1 when any sheet was refused or any other error was
 * found, else 0 (warnings never fail a compile).
 */
import { join } from 'node:path';
import type { CompiledSheet } from './build.ts';
import type { CompileRun } from './compile.ts';
import { formatDiagnostic } from './diagnostics.ts';

export interface Printed {
  stdout: string[];
  stderr: string[];
  status: 0 | 1;
}

/** "2026-11-23 13:15" for a reprice (its file name's time), "2026-11-23" for a morning sheet before its banner is read. */
const sheetName = (s: CompiledSheet) => {
  const time = /_\d{4}-\d{2}-\d{2}_(\d{2})(\d{2})\.xlsx$/i.exec(s.file);
  return `${s.lender} ${s.date}${time ? ` ${time[1]}:${time[2]}` : ''}`;
};

export function report(run: CompileRun, outDir: string, ms: number): Printed {
  const { result, written, kept } = run;
  const stdout: string[] = [];
  const stderr: string[] = [];
  for (const s of result.sheets) {
    const a = s.artifact;
    if (a) {
      const e = written.find((w) => w.lender_slug === a.lender_slug && w.effective_at === a.effective_at)!;
      const c = e.counts;
      stdout.push(
        `${e.lender_slug} ${e.effective_at} (reprice ${e.reprice}): ${s.tabs} tabs, ${c.programs} programs, ${c.ladders} ladders/blocks, ` +
          `${c.grids} grids (${c.grid_rows} rows), ${c.matrix_rows} matrix rows, ${c.ppp_tables} PPP tables -> ${e.path} ${e.bytes} bytes (JSON ${e.json_bytes})`,
      );
      for (const d of s.findings) stdout.push(`  ${formatDiagnostic(d)}`);
      for (const ack of s.acknowledged) stdout.push(`  acknowledged removal: ${JSON.stringify(ack)}`);
      continue;
    }
    const errors = s.findings.filter((d) => d.severity === 'error').length;
    const previous = kept.find((k) => k.lender_slug === s.lender && k.sources[0] === s.file);
    stderr.push(
      `refused ${sheetName(s)} (${s.sources.join(' + ')}): ${errors} error${errors === 1 ? '' : 's'}; nothing written for it` +
        (previous ? `; ${join(outDir, previous.path)} is kept from an earlier compile` : ''),
    );
    for (const d of s.findings) stderr.push(`  ${formatDiagnostic(d)}`);
  }
  for (const d of result.general) stderr.push(`error: ${formatDiagnostic(d)}`);
  for (const n of run.notices) stdout.push(`notice: ${n}`);
  for (const lender of [...new Set(result.sheets.map((s) => s.lender))]) {
    const mine = result.sheets.filter((s) => s.lender === lender);
    const ok = mine.filter((s) => s.artifact);
    const refused = mine.filter((s) => !s.artifact);
    const warnings = ok.reduce((n, s) => n + s.findings.length, 0);
    stdout.push(
      `${lender}: ${ok.length} sheet${ok.length === 1 ? '' : 's'} written` +
        (warnings ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : '') +
        (refused.length ? `, ${refused.length} refused (${refused.map(sheetName).join(', ')})` : ''),
    );
  }
  const refused = result.sheets.filter((s) => !s.artifact).length;
  stdout.push(`compiled ${written.length} artifacts in ${Math.round(ms)} ms`);
  if (refused || result.general.length)
    stderr.push(
      `compile failed: ${[
        ...(refused ? [`${refused} sheet${refused === 1 ? '' : 's'} refused`] : []),
        ...(result.general.length
          ? [`${result.general.length} other error${result.general.length === 1 ? '' : 's'}`]
          : []),
      ].join(', ')}; ${written.length ? 'every other sheet was written' : 'nothing was written'}`,
    );
  return { stdout, stderr, status: refused || result.general.length ? 1 : 0 };
}
