/** The Price Caps tab: one row per cap, one column per program; `N/A` = the program has no such cap. */
import type { Cap, CapKind } from '../../worker/artifact/format.ts';
import { isNotApplicable, price } from '../cells.ts';
import { key } from '../rows.ts';
import { a1, type Sheet } from '../workbook.ts';
import { programByName } from './programs.ts';

const KINDS: Record<string, CapKind> = {
  'primary/2nd homes': 'primary_second',
  'investments >= 3yr ppp': 'investment_ppp_3yr_plus',
  'investments ≥ 3yr ppp': 'investment_ppp_3yr_plus',
  'investments w/< 3yr ppp': 'investment_ppp_under_3yr',
  'investments < 3yr ppp': 'investment_ppp_under_3yr',
  'no ppp or state restricted': 'no_ppp_or_state_restricted',
  'loan amounts >$1.5m': 'loan_over_1_5m',
  'maximum price': 'max_price',
  'minimum price': 'min_price',
};

export function capKind(label: string): CapKind | undefined {
  return KINDS[key(label)];
}

export function readCaps(sheet: Sheet): Map<string, Cap[]> {
  const bySlug = new Map<string, Cap[]>();
  const header = sheet.find((t) => key(t) === 'price cap')[0];
  if (!header) {
    sheet.error('missing_table', null, null, 'expected a "Price Cap" header row');
    return bySlug;
  }
  const programs: { slug: string; col: number }[] = [];
  for (let c = header.col + 1; c < sheet.cols && sheet.text(header.row, c) !== ''; c++) {
    const p = programByName(sheet.text(header.row, c));
    if (p) programs.push({ slug: p.slug, col: c });
    else
      sheet.error(
        'unknown_program',
        header.row,
        c,
        `expected a program name, found ${JSON.stringify(sheet.text(header.row, c))}`,
      );
  }
  for (let r = header.row + 1; r < sheet.rows && sheet.text(r, header.col) !== ''; r++) {
    const label = sheet.text(r, header.col);
    const kind = capKind(label);
    if (!kind) {
      sheet.error(
        'unknown_cap',
        r,
        header.col,
        `cap ${JSON.stringify(label)} is not one the service knows how to apply`,
      );
      continue;
    }
    for (const { slug, col } of programs) {
      if (isNotApplicable(sheet.text(r, col))) continue;
      const value = price(sheet, r, col);
      if (value === null)
        sheet.error('expected_price', r, col, `expected a price or N/A, found ${JSON.stringify(sheet.text(r, col))}`);
      if (typeof value !== 'number') continue;
      const caps = bySlug.get(slug) ?? [];
      caps.push({ workbook: sheet.origin.workbookIndex, tab: sheet.tab, kind, label, value, cell: a1(r, col) });
      bySlug.set(slug, caps);
    }
  }
  return bySlug;
}
