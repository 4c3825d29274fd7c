/**
 * sheets/benchmarks.json: the representative loans the diff prices on both sheets (impact.ts). Per
 * lender and program: a few note rates whose prices the report shows for the program's reference
 * loan (its first), and the loans, each a quote request for that program. Checked on reading:
 * every request must be one the quote endpoint accepts (parseQuoteRequest), so a typo in the file
 * is an error naming the loan, never a silently different loan.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { thousandthsOf } from '../../worker/artifact/vocabulary.ts';
import { parseQuoteRequest, type QuoteRequest } from '../../worker/contract/request.ts';

/** Where the benchmark loans live, relative to the repository root (where npm runs). */
export const DEFAULT_BENCHMARKS = 'sheets/benchmarks.json';

const Loan = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'an id is lower-case letters, digits, dots and dashes'),
    name: z.string().min(1),
    request: z.record(z.string(), z.unknown()),
  })
  .strict();

const ProgramLoans = z
  .object({
    /** Note rates in percent, e.g. 7.5. */
    rates: z.array(z.number().positive()).min(1).max(5),
    loans: z.array(Loan).min(1),
  })
  .strict();

const File = z
  .object({
    about: z.array(z.string()),
    /** lender_slug -> program_slug -> its rates and loans */
    lenders: z.record(z.string(), z.record(z.string(), ProgramLoans)),
  })
  .strict();

export interface BenchLoan {
  id: string;
  name: string;
  request: QuoteRequest;
}

export interface ProgramBenchmarks {
  program_slug: string;
  /** Note rates in thousandths of a percent, as the artifact counts them. */
  rates: number[];
  /** The first is the program's reference loan. */
  loans: BenchLoan[];
}

/** lender_slug -> its programs' benchmarks, in the file's order. */
export type Benchmarks = Map<string, ProgramBenchmarks[]>;

export type ParsedBenchmarks = { ok: true; value: Benchmarks } | { ok: false; message: string };

export function parseBenchmarks(json: unknown): ParsedBenchmarks {
  const file = File.safeParse(json);
  if (!file.success) {
    const issue = file.error.issues[0]!;
    return { ok: false, message: `${issue.path.join('.') || 'file'}: ${issue.message}` };
  }
  const out: Benchmarks = new Map();
  const ids = new Set<string>();
  for (const [lender, programs] of Object.entries(file.data.lenders)) {
    const list: ProgramBenchmarks[] = [];
    for (const [slug, p] of Object.entries(programs)) {
      const loans: BenchLoan[] = [];
      for (const loan of p.loans) {
        const where = `${lender} › ${slug} › ${loan.id}`;
        if (ids.has(loan.id)) return { ok: false, message: `${where}: the id is used twice` };
        ids.add(loan.id);
        // The program is the key the loan sits under, and the report prices both sheets itself.
        for (const field of ['program_slug', 'as_of'])
          if (field in loan.request) return { ok: false, message: `${where}: request must not set ${field}` };
        if (!('doc_type' in loan.request))
          return { ok: false, message: `${where}: request must set doc_type (a program may offer several)` };
        const parsed = parseQuoteRequest({ ...loan.request, program_slug: slug });
        if (!parsed.ok) return { ok: false, message: `${where}: ${parsed.message}` };
        loans.push({ id: loan.id, name: loan.name, request: parsed.request });
      }
      list.push({ program_slug: slug, rates: p.rates.map(thousandthsOf), loans });
    }
    out.set(lender, list);
  }
  return { ok: true, value: out };
}

/** The benchmarks of `file`; an unreadable or invalid file throws, naming the file and the loan. */
export function readBenchmarks(file: string): Benchmarks {
  const parsed = parseBenchmarks(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  return parsed.value;
}
