/**
 * What the compiler knows of each lender (sheets/README.md §1): the workbooks it sends and how they
 * are named, its time zone and cut-off, and how its
 * workbooks become one artifact. Which lenders the service prices is the roster (sheets/roster.json).
 */
import type { Artifact } from '../worker/artifact/format.ts';
import { buildAgency } from './agency/build.ts';
import type { ZoneLabels } from './effective-date.ts';
import { buildNonQm } from './nonqm/build.ts';
import type { Workbook } from './workbook.ts';

/** An artifact as a lender's builder makes it; the build adds the moment fields from the banner and the calendar. */
export type BuiltArtifact = Omit<Artifact, 'effective_at' | 'reprice' | 'expires_at'>;

export interface LenderDef {
  /** The rate sheet: date, then `_HHMM` on an intraday reprice. */
  rateSheet: RegExp;
  /** Workbooks sent once a day beside the morning rate sheet, by kind; a reprice pairs with those of its date. */
  companions: Record<string, RegExp>;
  /** IANA zone of the banner times, and the abbreviations the banner may print for it. */
  zone: string;
  zoneLabels: ZoneLabels;
  /** The next business day's cut-off, lender-local, after which an unreplaced sheet has expired. */
  cutoff: { hour: number; minute: number };
  build(rates: Workbook, companions: Record<string, Workbook>, date: string): BuiltArtifact;
}

const DATE_TIME = '(\\d{4}-\\d{2}-\\d{2})(?:_(\\d{4}))?';

export const LENDERS: Record<string, LenderDef> = {
  'non-qm': {
    rateSheet: new RegExp(`_RateSheet_${DATE_TIME}\\.xlsx$`, 'i'),
    companions: { matrix: /_ProgramMatrix_(\d{4}-\d{2}-\d{2})\.xlsx$/i },
    zone: 'America/Los_Angeles',
    zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
    cutoff: { hour: 10, minute: 0 },
    build: (rates, c, date) => buildNonQm(rates, c.matrix!, date),
  },
  agency: {
    rateSheet: new RegExp(`_RateSheet_${DATE_TIME}\\.xlsx$`, 'i'),
    companions: {},
    zone: 'America/New_York',
    zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
    cutoff: { hour: 11, minute: 0 },
    build: (rates, _c, date) => buildAgency(rates, date),
  },
};
