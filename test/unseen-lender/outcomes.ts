/**
 * A lender onboarded from its notes by a reader of docs/ alone, checked against its worked examples:
 * its workbooks written into a temporary folder, compiled from its profile alone, and each example's
 * outcome per program compared with the one its notes give: its final price at each rate and lock
 * to the thousandth, or exactly its rejection reasons; the sheet in force at each request's `as_of`
 * as the service selects it (expired past its expiry; a date its end in the lender's time).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import type { QuoteResponse } from '../../worker/engine/quote-response.ts';
import { loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { whenOf } from '../../worker/sheets/clock.ts';
import { select } from '../../worker/sheets/select.ts';

interface Expected {
  outcome: 'priced' | 'rejected';
  offers?: { rate: number; lock_days: number; final_price: number }[];
  not_offered?: (number | { rate: number })[];
  rejected?: string[];
}
interface Example {
  id: string;
  request: Record<string, unknown> & { as_of: string };
  expected: Record<string, Expected>;
}

export interface UnseenLender {
  profile: DeclaredProfile;
  /** writes its workbooks into `<folder>/<slug>/` */
  write: (folder: string) => unknown;
  /** its examples.json */
  examples: string;
  /** the effective moments of its sheets, in order */
  effective: readonly string[];
  /**
   * the outcomes the language cannot say yet, by `<example id> <program slug>`, each with why (its
   * docs/onboarding.md gap): each is expected to differ from the notes, so that one the language
   * comes to say fails here until it is taken off the list
   */
  unsaid?: Readonly<Record<string, string>>;
}

/**
 * The answer on the sheet the service's one selection picks at the request's `as_of` (worker/sheets/select.ts: an instant, or a date's end in the lender's time), in its status,
 * asked then or later: an `as_of` still to come is asked at that moment (the service refuses it before).
 */
function answerTo(artifacts: readonly Artifact[], request: Example['request']): QuoteResponse {
  const parsed = parseQuoteRequest({ ...request, view: 'all' });
  if (!parsed.ok) throw new Error(parsed.message);
  const asked = Math.max(Date.now(), parseMoment(request.as_of) ?? 0);
  const chosen = select(artifacts, whenOf(request.as_of, asked));
  if (chosen.entry === null) throw new Error(`no sheet in force at ${request.as_of}`);
  const artifact = chosen.entry;
  const sheet = loadedSheet(artifact, 'test');
  const lender = { lender_slug: artifact.lender_slug, sheet, withdrawn_at: null };
  const out = quote([{ ...lender, status: chosen.status }], parsed.request);
  if (!out.ok) throw new Error(out.message);
  return out.response;
}

/** What the answer says of `program`, in the form its expectation is written. */
function outcomeOf(artifacts: readonly Artifact[], example: Example, program: string, expected: Expected) {
  const answer = answerTo(artifacts, example.request);
  const offers = answer.eligible.filter((o) => o.program_slug === program);
  const rejection = answer.rejected.find((r) => r.program_slug === program);
  if (expected.outcome === 'rejected')
    return { offers: offers.length, rejected: rejection?.rejections.map((r) => r.key).sort() ?? [] };
  const at = (rate: number, lock: number) => offers.find((o) => o.rate === rate && o.lock_days === lock);
  return {
    rejected: rejection?.rejections.map((r) => r.key) ?? [],
    offers: (expected.offers ?? []).map((o) => [o.rate, o.lock_days, at(o.rate, o.lock_days)?.final_price ?? null]),
    offered: (expected.not_offered ?? []).filter((r) =>
      offers.some((o) => o.rate === (typeof r === 'number' ? r : r.rate)),
    ),
  };
}

/** `write` for a lender whose own workbooks lie in `<dir>/sheets/`: each copied into `<folder>/<slug>/`. */
export const ownSheets =
  (dir: string, slug: string) =>
  (folder: string): void => {
    mkdirSync(join(folder, slug), { recursive: true });
    for (const file of readdirSync(join(dir, 'sheets')))
      copyFileSync(join(dir, 'sheets', file), join(folder, slug, file));
  };

/**
 * `write`, then the structural removals a reviewer accepts (docs/compiler.md, Structural removals need
 * a reviewer) written beside the workbooks as `acknowledged.json`.
 */
export const acknowledging =
  (write: UnseenLender['write'], accepted: readonly Record<string, string>[]) =>
  (folder: string): void => {
    write(folder);
    writeFileSync(join(folder, 'acknowledged.json'), JSON.stringify(accepted));
  };

/** The lender's tests: a clean compile from its profile alone, then every example × program. */
export function describeUnseenLender(lender: UnseenLender): void {
  const examples: Example[] = JSON.parse(readFileSync(lender.examples, 'utf8')).examples;
  const folder = mkdtempSync(join(tmpdir(), `${lender.profile.slug}-`));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  lender.write(folder);
  const built = buildAll(folder, { profiles: { [lender.profile.slug]: lender.profile } });

  describe(`${lender.profile.name}, onboarded with a profile alone`, () => {
    it('compiles every sheet from its profile with no error', () => {
      expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
      expect(built.artifacts.map((a) => a.effective_at)).toEqual(lender.effective);
    });

    for (const example of examples)
      describe(example.id, () => {
        for (const [program, expected] of Object.entries(example.expected)) {
          const unsaid = lender.unsaid?.[`${example.id} ${program}`];
          (unsaid ? it.fails : it)(
            `${program}: ${expected.outcome}${unsaid ? ` (not said yet: ${unsaid})` : ''}`,
            () => {
              const want =
                expected.outcome === 'rejected'
                  ? { offers: 0, rejected: [...(expected.rejected ?? [])].sort() }
                  : {
                      rejected: [],
                      offers: (expected.offers ?? []).map((o) => [o.rate, o.lock_days, o.final_price]),
                      offered: [],
                    };
              expect(outcomeOf(built.artifacts, example, program, expected)).toEqual(want);
            },
          );
        }
      });
  });
}
