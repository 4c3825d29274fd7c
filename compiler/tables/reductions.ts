/**
 * Reductions of a program's maximum LTV (RuleWord.reduces: `Cash-out: reduce max LTV by 15%`), said as
 * the plain rules the engine tests: for each maximum and each set of reductions, the maximum less
 * those reductions, for the loans every one of them holds for and none of the others does. The
 * reductions add up (`Second home: reduce by 10%; cash-out: reduce by 10%`: 85 − 10 − 10 for a second
 * home cash-out), and a loan meets exactly one of the rules a maximum becomes, so a loan over its
 * reduced maximum has one reason.
 */
import type { Cond } from '../../worker/artifact/format.ts';
import { valuesOf } from '../../worker/artifact/plan/conditions.ts';
import type { RuleRow } from './rule-rows.ts';

/** The most reductions of one program: 2^n rules per maximum. */
const MOST = 5;

/** The loans a condition does not hold for, as alternatives (a range open at both ends is two); undefined when it cannot be said (a flag). */
function notOf(c: Cond): Cond[] | undefined {
  if (c.kind === 'flag') return undefined;
  if (c.kind === 'range') {
    const { lo, lo_incl, hi, hi_incl } = c.range;
    const below: Cond[] = lo === null ? [] : [{ ...c, range: { lo: null, lo_incl: false, hi: lo, hi_incl: !lo_incl } }];
    const above: Cond[] = hi === null ? [] : [{ ...c, range: { lo: hi, lo_incl: !hi_incl, hi: null, hi_incl: false } }];
    return [...below, ...above];
  }
  if (c.attr === 'program') return undefined;
  const others = valuesOf(c.attr).filter((v) => !(c.values as readonly (string | number)[]).includes(v));
  return others.length === 0 ? [] : [{ ...c, values: others } as Cond];
}

/** Conditions as one conjunction, two on the same attribute's values narrowed to those both hold; undefined when none holds. */
function joined(conds: readonly Cond[]): Cond[] | undefined {
  const out: Cond[] = [];
  for (const c of conds) {
    const before = out.find((o) => o.kind === 'eq' && o.attr === c.attr);
    if (before?.kind !== 'eq' || c.kind !== 'eq') {
      out.push(c);
      continue;
    }
    const kept = (before.values as readonly unknown[]).filter((v) => (c.values as readonly unknown[]).includes(v));
    if (kept.length === 0) return undefined;
    out[out.indexOf(before)] = { ...c, values: kept } as Cond;
  }
  return out;
}

/** Every choice of one alternative from each list. */
const choices = <T>(lists: readonly (readonly T[])[]): T[][] =>
  lists.reduce<T[][]>((acc, list) => acc.flatMap((chosen) => list.map((one) => [...chosen, one])), [[]]);

/**
 * The program's rows with each maximum LTV made into its reduced rules; the reductions themselves no
 * rules. `why` a reduction the language cannot say (more than MOST, or conditions of more than one
 * condition or a flag), reported by the caller at its cell.
 */
export function withReductions(rows: readonly RuleRow[]): { rows: RuleRow[]; unsaid: RuleRow[] } {
  const reductions = rows.filter((r) => r.word.rule === 'max_ltv' && r.word.reduces && r.value !== null);
  if (reductions.length === 0) return { rows: [...rows], unsaid: [] };
  const negations = reductions.map((r) => (r.when.length === 1 ? notOf(r.when[0]!) : undefined));
  const unsaid = reductions.filter((_, i) => negations[i] === undefined || reductions.length > MOST);
  if (unsaid.length > 0) return { rows: rows.filter((r) => !reductions.includes(r)), unsaid };
  const maxima = rows.filter((r) => r.word.rule === 'max_ltv' && !r.word.reduces && r.value !== null);
  const reduced = maxima.flatMap((max) =>
    choices(reductions.map(() => [true, false])).flatMap((taken) => {
      const amount = reductions.reduce((sum, r, i) => sum + (taken[i] ? (r.value as number) : 0), 0);
      // a taken reduction's condition holds; an untaken one's does not (one of its alternatives)
      const alternatives = reductions.map((r, i) => (taken[i] ? [r.when[0]!] : negations[i]!));
      return choices(alternatives).flatMap((conds, k): RuleRow[] => {
        const when = joined([...max.when, ...conds]);
        const id = taken.map((t) => (t ? 1 : 0)).join('');
        return when ? [{ ...max, key: `${max.key}|${id}|${k}`, value: (max.value as number) - amount, when }] : [];
      });
    }),
  );
  return { rows: [...rows.filter((r) => !reductions.includes(r) && !maxima.includes(r)), ...reduced], unsaid: [] };
}
