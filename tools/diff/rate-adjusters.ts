/**
 * Adjustments of each note rate on its own (`Note rates below 7.000%: -0.250`), paired by their
 * identity (worker/artifact/item-identity.ts: the table's title, the rates, the loans), as the
 * compiler's structural removals pair them: one added, removed or changed in value is a change.
 */

import { ratesText } from '../../worker/artifact/condition-text.ts';
import type { RateAdjuster } from '../../worker/artifact/format.ts';
import { rateAdjusterIdentity } from '../../worker/artifact/item-identity.ts';
import { pairBy } from './match.ts';
import type { Change } from './model.ts';

export function rateAdjusterChanges(slug: string, a: readonly RateAdjuster[], b: readonly RateAdjuster[]): Change[] {
  return pairBy(a, b, rateAdjusterIdentity).flatMap((pair): Change[] => {
    const [old, now] = [pair.a?.value ?? null, pair.b?.value ?? null];
    const shown = (pair.b ?? pair.a)!;
    return old === now
      ? []
      : [
          {
            kind: 'rate_adjuster',
            programs: [slug],
            table: shown.category,
            label: shown.label,
            rates: ratesText(shown.rates),
            old,
            new: now,
          },
        ];
  });
}
