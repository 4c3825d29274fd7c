/**
 * compare(a, b): the semantic diff of two decoded artifacts of one lender (pure; no I/O).
 * Programs are matched by slug; inside a program every table by its meaning (see match.ts).
 * Identical changes found in several programs are merged into one change listing them all.
 */

import { alternativesText } from '../../worker/artifact/condition-text.ts';
import type { Artifact, Program } from '../../worker/artifact/format.ts';
import { routeChanges, stateAdjusterChanges } from './agency.ts';
import { docTypeChanges, limitChange, listChange, matrixChanges, maxLtvChange } from './eligibility.ts';
import { gridChanges } from './grids.ts';
import { blockChanges, programLadderChange } from './ladders.ts';
import { keyedChanges, pairBy } from './match.ts';
import type { Change, Diff, ProgramInfo, SheetInfo } from './model.ts';
import { pppChanges } from './ppp.ts';
import { printingOf } from './printing.ts';
import { rateAdjusterChanges } from './rate-adjusters.ts';

/** Caps paired by key, then the floor (the Minimum Price) under the key `min_price`; a cap changes by value or by rule. */
function capChanges(slug: string, a: Program, b: Program): Change[] {
  const limits = (p: Program) => [
    ...p.caps.map((c) => ({ key: c.key, label: c.label, value: c.value, rule: alternativesText(c.when) })),
    ...(p.floor ? [{ key: 'min_price', label: p.floor.label, value: p.floor.value, rule: null }] : []),
  ];
  return pairBy(limits(a), limits(b), (c) => c.key).flatMap((p): Change[] => {
    const [ov, nv] = [p.a?.value ?? null, p.b?.value ?? null];
    const { key: cap, label } = (p.b ?? p.a)!;
    const ruled = p.a?.rule && p.b?.rule && p.a.rule !== p.b.rule ? { rule: { old: p.a.rule, new: p.b.rule } } : {};
    return ov !== nv || 'rule' in ruled
      ? [{ kind: 'cap', programs: [slug], cap, label, old: ov, new: nv, ...ruled }]
      : [];
  });
}

function programChanges(a: Program, b: Program): Change[] {
  const slug = b.slug;
  const ladder = programLadderChange(slug, a.ladder, b.ladder);
  return [
    ...(ladder ? [ladder] : []),
    ...gridChanges(slug, a.grids, b.grids),
    ...rateAdjusterChanges(slug, a.rate_adjusters, b.rate_adjusters),
    ...pppChanges(slug, a.ppp, b.ppp),
    ...capChanges(slug, a, b),
    ...matrixChanges(slug, a.matrix, b.matrix),
    ...docTypeChanges(slug, a.doc_types, b.doc_types),
    ...maxLtvChange(slug, a.max_ltv, b.max_ltv),
    ...stateAdjusterChanges(slug, a.state_adjusters, b.state_adjusters),
    ...routeChanges(slug, a.routes, b.routes),
  ];
}

/** A change's content without the programs it was found in. */
function contentKey(c: Change): string {
  const { programs: _programs, ...rest } = c;
  return JSON.stringify(rest);
}

/** Merges changes with identical content (e.g. a shared LLPA grid repeated in every program), keeping first-seen order. */
export function mergeAcrossPrograms(changes: readonly Change[]): Change[] {
  const byKey = new Map<string, Change>();
  for (const c of changes) {
    const key = contentKey(c);
    const seen = byKey.get(key);
    if (seen) {
      for (const p of c.programs) if (!seen.programs.includes(p)) seen.programs.push(p);
    } else {
      byKey.set(key, { ...c, programs: [...c.programs] } as Change);
    }
  }
  return [...byKey.values()];
}

const sheetInfo = (a: Artifact): SheetInfo => ({
  effective_date: a.effective_date,
  effective_at: a.effective_at,
  reprice: a.reprice,
});

export function compare(a: Artifact, b: Artifact): Diff {
  if (a.lender_slug !== b.lender_slug) {
    throw new Error(`cannot diff artifacts of different lenders: ${a.lender_slug} vs ${b.lender_slug}`);
  }
  const programs: ProgramInfo[] = pairBy(b.programs, a.programs, (p) => p.slug).map((p) => ({
    slug: (p.a ?? p.b)!.slug,
    name: (p.a ?? p.b)!.name,
  }));
  const all = programs.map((p) => p.slug);
  const changes = keyedChanges(
    a.programs,
    b.programs,
    (x) => x.slug,
    (p, status): Change[] => [{ kind: 'program', programs: [p.slug], status, program: p.slug, name: p.name }],
    programChanges,
  );
  // The rate blocks, then the lender-wide settings (they apply to every program).
  changes.push(
    ...blockChanges(a, b),
    ...listChange([...all], null, 'ppp_restricted_states', a.ppp_restricted_states, b.ppp_restricted_states),
    ...limitChange([...all], null, 'conforming_limit', a.conforming_limit, b.conforming_limit),
  );

  return {
    lender_slug: b.lender_slug,
    lender_name: b.lender_name,
    printing: printingOf(b.lender_slug),
    date_a: a.effective_date,
    date_b: b.effective_date,
    sheet_a: sheetInfo(a),
    sheet_b: sheetInfo(b),
    programs,
    changes: mergeAcrossPrograms(changes),
  };
}
