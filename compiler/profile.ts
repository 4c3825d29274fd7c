/**
 * A lender profile's lender part: everything the compiler knows of one lender besides its tables
 * (declared in the table language, tables/language.ts), as reviewed data beside the lender's notes
 * (sheets/README.md), in the notes' order and words: its files, banners, zone, cut-off, conventions,
 * programs and words.
 *
 * A printed label is compared with the profile's spelling by `lookup` (worker/artifact/labels.ts):
 * case, spacing, dashes and a hyphen or period for a space do not matter.
 */
import type { Cond } from '../worker/artifact/format.ts';
import type {
  Citizenship,
  DocType,
  LIEN_POSITIONS,
  Occupancy,
  PROPERTY_TYPES,
  TERMS,
} from '../worker/artifact/vocabulary.ts';
import type { BandEdges } from './condition-text/bands.ts';

/** Printed words and labels, each with what it means. */
export type Words<T> = Readonly<Record<string, T>>;
type LienPosition = (typeof LIEN_POSITIONS)[number];
type PropertyType = (typeof PROPERTY_TYPES)[number];

/** What every profile declares: the lender, its files and banners, its conventions, programs and words. */
export interface ProfileBase {
  /** `lender_slug`: the folder under sheets/ and the artifact's lender */
  slug: string;
  /** `lender_name` of the artifact */
  name: string;
  /** where the lender's notes are, for the reviewer */
  notes: string;
  files: Files;
  /** IANA zone of the banners' times, and the abbreviations a banner may print for it */
  zone: string;
  zoneLabels: ZoneLabels;
  /** how a banner prints the effective date and time */
  banner: BannerForms;
  /**
   * the cut-off, lender-local, after which an unreplaced sheet has expired: on the next business day
   * (the default), or `day: 'same day'` on the sheet's own date (a sheet good until 5:00 PM the day
   * it is issued); `{ hours: 24 }` that many hours after it takes effect, on the lender's clock
   */
  cutoff:
    | { hour: number; minute: number; day?: 'next business day' | 'same day' }
    | { hours: number }
    | 'until replaced';
  conventions: Conventions;
  /**
   * true: a program that fails a program check is not priced further and its rejection lists those
   * checks only; false: every program-level rule that fails is one reason.
   */
  checksEndEvaluation: boolean;
  /** true: the notes list each rejection key once, so a second failing rule of a key already given is no reason (the first is kept) */
  keysOnce?: boolean;
  /** the programs priced, in the notes' order; a table, column or tab of any other program is skipped with a warning */
  programs: readonly ProgramProfile[];
  words: Vocabulary;
}

/**
 * File names, with `<date>` for the effective date (YYYY-MM-DD). A reprice adds `_<HHMM>` after the
 * date of its rate sheet, its effective time (or, `reprices: '_R<n>'`, its number: `_R1`; `'_<n>'`,
 * its number alone: `_1`; `{ word: 'PM' }`, a word, `_PM` the day's one reprice, `_rev2` (`{ word:
 * 'rev' }`) its second; `'_v<n>'`,
 * its version, `_v2` the first reprice, the day's sheet its first version: the time
 * then the banners'; `'_<issue>'`, the day's issue, `_2` its second (the first reprice), the date alone the first; `'_<HHMM> on every sheet'`, every rate sheet's effective time, the day's
 * earliest its morning sheet and each later one a reprice); companions are sent once a day and pair
 * with every rate sheet of their date, or, named with `<month>` in place of `<date>`, once a month and
 * pair with every rate sheet of their month.
 */
export interface Files {
  /** the rate sheet's name, its date as `<date>`, or `<number>` for a lender filing its sheets by a sheet number alone (their date, time and reprice the banners') */
  rateSheet: string;
  /** how `<date>` is printed: `YYYY` (or `YY`), `MM` (or `Mon`, `Nov`) and `DD` and what stands between them (`YYYYMMDD`, `MM-DD-YYYY`, `MMDDYY`, `DD-Mon-YYYY`); `YYYY-MM-DD` by default */
  date?: string;
  reprices?:
    | '_<HHMM>'
    | '_R<n>'
    | '_<n>'
    | '_v<n>'
    | '_<letter>'
    | ' (<n>)'
    | '_<issue>'
    | '_<HHMM> on every sheet'
    | { word: string; morning?: string };
  companions: Readonly<Record<string, string>>;
  /** how `<month>` is printed in a monthly companion's name: `YYYY` (or `YY`) and `MM` (or `Mon`) (`MonYYYY`: `Nov2026`); `YYYY-MM` by default */
  month?: string;
}

/** The zone abbreviations: the generic one (PT) all year, the standard (PST) and daylight (PDT) ones only while in force. */
export interface ZoneLabels {
  generic: string;
  standard: string;
  daylight: string;
}

/**
 * The banner's forms (compiler/banner-dates.ts reads any): the date in tokens, e.g. `MM/DD/YYYY`,
 * `YYYY-MM-DD` or `Weekday, Month D, YYYY`, the first that reads one taken; the time `8:30 AM` on a
 * 12-hour clock or `08:00` on a 24-hour one, then a zone word of `zoneLabels`, which `zone` gives the
 * offset of. `lead`: the words the date follows (`Effective`, the default; `Rates as of`, `Pricing
 * Date`); `tabs`: whether every tab prints the banner (the default), only the first, or one named
 * (`{ tab: 'Info' }`). `rows`: a banner printed as label / value rows (`Effective Date | 2026-11-20`,
 * `Effective Time | 08:45`, `Time Zone | CT`): the values of these labels, in order, read as one line
 * after no lead; a `Reprice` label's value n from 1 reads as `REPRICE n`.
 */
export interface BannerForms {
  dates: readonly string[];
  clock: '12-hour' | '24-hour';
  lead?: string;
  tabs?: 'every tab' | 'first tab' | { tab: string };
  rows?: readonly string[];
  /** the word a banner marks a reprice with, when not `REPRICE` (`REVISED`, printed in capitals, or with its number: `REVISED 1`) */
  repriceWord?: string;
  /**
   * false: the banners print no reprice marker (a reprice's banner is a morning sheet's but for its
   * time), a reprice is known by its file name alone, its number the name's (Files.reprices)
   */
  marksReprices?: false;
}

/** What the lender's cells print. */
export interface Conventions {
  /**
   * rate tables: prices (101.125), points (price = 100 − points, a credit in parentheses), points
   * printed as credits (price = 100 + points: `+1.153` a rebate, `-0.500` a cost; price limits in
   * points likewise) or basis points (price = 100 − bps / 100)
   */
  rates: 'prices' | 'points' | 'credit points' | 'basis points';
  /** adjustment cells: adjustments added to the price, or costs subtracted from it */
  adjustments: 'adjustments' | 'costs';
  /** the marker of a cell a loan may not use: not eligible, or a rate not offered; several when it prints more than one (`NA`, `Not Eligible`) */
  notEligible: string | readonly string[];
  /**
   * the marker of a cell that does not apply (no adjustment, no cap, no test), or null when the
   * lender prints none; several when it prints more than one (`N/A`, `—`)
   */
  notApplicable: string | readonly string[] | null;
  /**
   * what a blank adjustment cell means: no adjustment (the default), or not eligible, as the
   * not-eligible marker (a sheet whose notes say "blank: not available"); a table's `blank` says it
   * for that table alone
   */
  blankAdjustment?: 'no adjustment' | 'not eligible';
  /**
   * the bound of a printed band `a - b` the lender excludes, by attribute, where its bands share
   * their edges (`ltv: 'lower exclusive'` for `60 - 65%`, `65 - 70%`: 65.00 is the first band's;
   * `fico: 'upper exclusive'` for `700 - 720`, `720 - 740`: 720 is the second's; `inclusive`, both
   * bounds as printed); unsaid, the grammar's edge rules (condition-text/bands.ts)
   */
  bandEdges?: BandEdges;
  /**
   * the words a figure is printed with, before or after it, for its sign, in adjustment and rate
   * cells, when the lender prints them, the sign the word's whatever the parentheses: a `plus` word
   * makes it positive (`Add 0.250`, `1.250 pts`, a cost printed `(1.125) pts`), a `minus` word
   * negative (`Less 0.125`, `0.250 CR`, `(0.750) rebate`: a credit)
   */
  signWords?: { plus: readonly string[]; minus: readonly string[] };
  /** the word a rate table prints for a price of 100.000 (no points), when the lender prints one: `PAR` */
  par?: string;
  /**
   * marks a note rate may print after it (`5.750*`, `5.875†`), each with the loans that rate is not
   * offered to (`'*': [eq('purpose', 'rate_term_refi', 'cash_out_refi')]` for a footnote "purchase
   * only"); a mark not declared is `expected_rate` at its cell
   */
  rateMarks?: Readonly<Record<string, readonly Cond[]>>;
}

export interface ProgramProfile {
  /** `program_slug` */
  slug: string;
  /** as printed, and as the artifact names it */
  name: string;
  /** other printed forms of the name: tab prefixes, titles, column headings; one two programs share names both in a program column or cell */
  aliases?: readonly string[];
  /** the lender's program code, when it prints one (routes and state adjuster columns name programs by it) */
  code?: string;
  /**
   * The program's doc types by the heading of its guideline column (one column per doc type), or the
   * one doc type of a program whose guidelines list none.
   */
  docTypes: Words<DocType> | DocType;
  /**
   * The lender keeps no doc-type registry for the program: its one doc type is assumed, not
   * published, so a doc_type filter that names the program by program_slug passes it whatever the
   * doc type asked for. Without it, a doc_type filter is matched against the doc types above.
   */
  docTypeAssumed?: true;
  /** the program's terms in years, as its notes list them, when its name prints none of the profile's term words */
  terms?: readonly (typeof TERMS)[number][];
}

/** The lender's words for the vocabulary's values, in the lists of its rules. */
export interface Vocabulary {
  occupancy: Words<readonly Occupancy[]>;
  citizenship: Words<readonly Citizenship[]>;
  lienPosition?: Words<readonly LienPosition[]>;
  propertyType?: Words<readonly PropertyType[]>;
}

/** A tab of the rate sheet (no `book`) or of a companion workbook (`book`: its kind in `files.companions`); a `*` in its name any text (`Rates *`: a tab named by its day). */
export interface TabRef {
  book?: string;
  tab: string;
}

/**
 * What a matrix cell prints (readers/matrix-cells.ts): a template of its limits, each a placeholder
 * (`<min_fico> / <max_ltv>%`), or a form's name: `LTV/CLTV`, `LTV% (FICO)`, `LTV% / FICO`.
 */
export type CellForm = 'LTV/CLTV' | 'LTV% (FICO)' | 'LTV% / FICO' | `${string}<${string}>${string}`;
