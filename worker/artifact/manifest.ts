/**
 * dist-sheets/manifest.json: what `npm run compile` wrote, one entry per artifact (lender, effective
 * moment). The compiler writes it; the publisher, the diff, `npm start` and the tests read it
 * through this one schema.
 */
import { z } from 'zod';
import { FORMAT_VERSION, IsoDate, Moment } from './format.ts';

/** A compiler finding kept with the artifact it concerns (a warning: it changed no price). */
export const Finding = z.object({
  code: z.string(),
  workbook: z.string(),
  tab: z.string(),
  cell: z.string(),
  message: z.string(),
});

export const ManifestEntry = z.object({
  lender_slug: z.string().min(1),
  effective_date: IsoDate,
  effective_at: Moment,
  reprice: z.number().int().nonnegative(),
  expires_at: z.union([Moment, z.null()]), // null: in force until a newer sheet takes effect
  /** relative to the manifest's folder */
  path: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().positive(),
  json_bytes: z.number().int().positive(),
  /** workbook file names, the rate sheet first */
  sources: z.array(z.string()).min(1),
  counts: z.record(z.string(), z.number().int()),
  warnings: z.array(Finding),
});

export const Manifest = z.object({
  format_version: z.literal(FORMAT_VERSION),
  artifacts: z.array(ManifestEntry),
});

export type Finding = z.infer<typeof Finding>;
export type ManifestEntry = z.infer<typeof ManifestEntry>;
export type Manifest = z.infer<typeof Manifest>;
