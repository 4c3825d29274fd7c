/**
 * Compile findings as data: collected across every workbook and reported together. An error could
 * change a price, an eligibility answer, a rejection or a cap, and refuses the lender's sheet; a
 * warning cannot (a note, an announcement, layout) and is kept with the artifact.
 */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  code: string;
  lender: string;
  workbook: string;
  tab: string;
  cell: string;
  message: string;
  /** a structural removal: the sheets/acknowledged.json entry (one line of JSON) that accepts it */
  acknowledgement?: string;
}

export class Diagnostics {
  readonly list: Diagnostic[] = [];

  /** An error unless `severity` says otherwise. */
  add(d: Omit<Diagnostic, 'severity'> & { severity?: Severity }): void {
    this.list.push({ ...d, severity: d.severity ?? 'error' });
  }

  get errors(): Diagnostic[] {
    return this.list.filter((d) => d.severity === 'error');
  }

  get warnings(): Diagnostic[] {
    return this.list.filter((d) => d.severity === 'warning');
  }

  /** No errors (warnings never fail a compile). */
  get ok(): boolean {
    return this.errors.length === 0;
  }
}

/**
 * `<lender> › <file>.xlsx › <tab> › D14: expected a number or NA, found "0.25%" [expected_number_or_na]`,
 * "warning: " first for a warning; a structural removal's acknowledgement on a line of its own.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const where = [d.lender, d.workbook, d.tab, d.cell].filter(Boolean).join(' › ');
  const line = `${d.severity === 'warning' ? 'warning: ' : ''}${where}: ${d.message} [${d.code}]`;
  return d.acknowledgement ? `${line}\n    ${d.acknowledgement}` : line;
}
