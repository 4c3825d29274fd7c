/** Compile errors as data: collected across every workbook and reported together. */
export interface Diagnostic {
  code: string;
  lender: string;
  workbook: string;
  tab: string;
  cell: string;
  message: string;
}

export class Diagnostics {
  readonly list: Diagnostic[] = [];

  add(d: Diagnostic): void {
    this.list.push(d);
  }

  get ok(): boolean {
    return this.list.length === 0;
  }
}

/** `non-qm › <file>.xlsx › DSCR LLPA › D14: expected a number or NA, found "0.25%"` */
export function formatDiagnostic(d: Diagnostic): string {
  const where = [d.lender, d.workbook, d.tab, d.cell].filter(Boolean).join(' › ');
  return `${where}: ${d.message} [${d.code}]`;
}
