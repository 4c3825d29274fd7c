/**
 * A condition printed across cells (`Attribute | Operator | Value`, as a pricing engine's export
 * prints it): `LTV | > | 70.00%`, `FICO | BETWEEN | 760-779`, `OCC | = | SECOND`. The row's parts,
 * in order, are one condition's text. When the first part is one of the table's `attributes` (the
 * lender's word for a request attribute: `LOANAMT`), the others bound that attribute by the grammar's
 * edge rules (`< $150,000`, `BETWEEN 760-779`; two numbers, a From and a To cell, the band between
 * them: `620 | 639` is `620 - 639`), or, for `state`, list its states (`IN | NY, NJ, CT`); otherwise the text
 * is read as any condition cell is (a profile word such as `OCC = SECOND`, or the grammar).
 */
import type { Cond } from '../../worker/artifact/format.ts';
import { lookup } from '../../worker/artifact/labels.ts';
import { isPercentFormat, percent } from '../cells.ts';
import { splitStates, stateCodes } from '../condition-text.ts';
import type { Sheet } from '../sheet.ts';
import { conditionOf, keyConditions } from './conditions.ts';
import { type FoundTable, textAt } from './find.ts';
import type { AdjustmentTable, DeclaredProfile } from './language.ts';

/** The words that join an attribute to its states: `STATE = FL`, `STATE IN NY, NJ`. */
const STATE_OPERATORS = /^(=|in)\s+/i;
/** A bound as a From or To cell prints it: a number, with its commas, dollar sign or percent sign. */
const BOUND = /^\$?[\d,]+(\.\d+)?%?$/;

/**
 * A part's text: a number formatted as a percentage (0.7 shown `70.00%`) as the percentage it
 * shows, read exactly (`70%`); any other cell as printed. Undefined: a percentage past hundredths (reported).
 */
function partText(sheet: Sheet, found: FoundTable, row: number, col: number): string | undefined {
  const c = sheet.cell(row, col);
  if (c.t !== 'n' || !isPercentFormat(c)) return textAt(sheet, found, row, col);
  const hundredths = percent(sheet, row, col, false);
  return hundredths === undefined || hundredths === null ? undefined : `${hundredths / 100}%`;
}

/** The condition the parts at `cols` of `row` print (none when all are blank), or undefined (reported at the first part). */
export function partsCondition(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: AdjustmentTable,
  found: FoundTable,
  row: number,
  cols: readonly number[],
): { when: Cond[]; printed: string } | undefined {
  const texts = cols.map((col) => partText(sheet, found, row, col));
  if (texts.includes(undefined)) return undefined;
  const parts = (texts as string[]).filter((text) => text !== '');
  const printed = parts.join(' ');
  const col = cols[0]!;
  if (parts.length === 0) return { when: [], printed };
  const named = lookup(table.attributes ?? {}, parts[0]!);
  const { attr, under } =
    typeof named === 'object' ? { attr: named.attr, under: named.when } : { attr: named, under: [] };
  const bounds = parts.slice(1);
  const rest = bounds.length === 2 && bounds.every((b) => BOUND.test(b)) ? bounds.join(' - ') : bounds.join(' ');
  if (attr === 'state') {
    const { known, unknown } = splitStates(stateCodes(rest.replace(STATE_OPERATORS, '')));
    if (known.length > 0 && unknown.length === 0) return { when: [{ kind: 'eq', attr, values: known }], printed };
    sheet.error('unknown_state', row, col, `${JSON.stringify(printed)} lists no states such as "IN NY, NJ"`);
    return undefined;
  }
  if (attr) {
    const read = conditionOf(profile, rest, attr);
    if (Array.isArray(read)) return { when: [...under, ...read], printed };
    sheet.error('bad_band', row, col, `${JSON.stringify(printed)}: ${read ?? 'no band'}`);
    return undefined;
  }
  // two bounds with no attribute before them (`$75,000 | $99,999`): the range they print
  const range = parts.length === 2 && parts.every((b) => BOUND.test(b)) ? parts.join(' - ') : printed;
  const when = keyConditions(sheet, profile, 'condition', row, col, range);
  return when && { when, printed };
}
