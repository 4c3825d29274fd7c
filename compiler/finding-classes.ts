/**
 * Every class of compiler finding, with its severity and why (issue 12 §1): an error when a price,
 * an eligibility answer, a rejection or a cap could differ, otherwise a warning. The table of docs/compiler.md
 * is this list; test/compiler/finding-classes.test.ts keeps it equal to the codes the compiler uses.
 */
import type { Severity } from './diagnostics.ts';

const error = (why: string) => ({ severity: 'error' as Severity, why });
const warning = (why: string) => ({ severity: 'warning' as Severity, why });

export const FINDING_CLASSES: Record<string, { severity: Severity; why: string }> = {
  // files and folders
  unknown_lender: error('a folder of workbooks no lender sends: its sheets would not be priced'),
  unknown_file: error('a file name no pattern matches: it may be a misnamed sheet, and would not be priced'),
  unpaired_workbook: error('a rate sheet without its companion workbook, or the reverse: rules or prices missing'),
  not_a_workbook: error('the file cannot be read as a workbook'),
  unreadable_workbook: error('the file cannot be read as a workbook'),
  workbook_too_large: error('the file is refused before it is read (hostile input)'),
  sheet_too_large: error('the tab is refused before it is read (hostile input)'),
  bad_acknowledgements: error('sheets/acknowledged.json cannot be read, so no removal can be accepted'),
  // the effective moment
  missing_effective_date: error('the sheet may be of another day'),
  effective_date_mismatch: error('the sheet may be of another day than its file name says'),
  missing_effective_time: error('the moment the sheet takes effect is unknown'),
  effective_time_mismatch: error('the moment the sheet takes effect is uncertain'),
  effective_zone_mismatch: error('the moment the sheet takes effect is uncertain'),
  reprice_marker_mismatch: error('a reprice taken for a morning sheet, or the reverse'),
  reprice_out_of_order: error('which sheet is in force would be wrong'),
  // what a sheet must have
  missing_tab: error('a table every price or rule depends on is missing'),
  missing_table: error('a table every price or rule depends on is missing'),
  missing_row: error('a guideline rule is missing'),
  duplicate_table: error('two tables with one header: which one prices is unknown'),
  duplicate_tab: error('two tabs fit one declared tab name: which one prices is unknown'),
  unknown_rule: error('a rule the service does not know how to apply'),
  unsupported_layout: error('a table the profile declares in a form the language cannot read'),
  invalid_artifact: error(
    'the profile declares a value the artifact cannot hold (a cap key that is no slug): nothing to price from',
  ),
  missing_program_part: error('a priced program lacks its ladder, grids, matrix, guidelines, PPP, caps or states'),
  missing_ppp_title: error('a PPP table that cannot be attributed to a program'),
  missing_block_title: error('a rate block that cannot be named by the routes'),
  missing_grid_heading: error('a grid without its row-label heading would be skipped'),
  missing_grid_title: error('a grid title decides which loans it applies to (a grid per purpose)'),
  missing_band_header: error('values under no band would be lost or applied in the wrong band'),
  structural_removal: error('a grid, row, band, PPP table or row, cap, program, doc type, matrix row or block gone'),
  // what a table holds
  empty_grid: error('a table with no rows prices nothing it should'),
  empty_ladder: error('a ladder or block with no priced rate'),
  empty_list: error('a guideline list with nothing recognised'),
  unexpected_text: error('a stray cell inside a table: the rows below it would be lost'),
  missing_row_label: error('values with no label: which loans they apply to is unknown'),
  unknown_row_label: error('a grid row the service does not know how to apply'),
  duplicate_row_label: error('two rows for the same loans'),
  duplicate_rate: error('two prices for one rate'),
  duplicate_ladder: error('two ladders for one program'),
  duplicate_block: error('two rate blocks of one name'),
  unknown_program: error('a base price row of every program (`All`) prices none'),
  unknown_block: error('a route naming no rate block'),
  unknown_term: error('a route for a term the service does not price'),
  unknown_lock_period: error('a lock column the service does not price'),
  unknown_agency: error('the agency decides the state adjuster'),
  unknown_state: error('a state code that is none'),
  unknown_list_item: error('a borrower, occupancy or state the rules do not know'),
  unknown_ppp_column: error('a PPP column for no known occupancy'),
  unknown_ppp_term: error('a PPP row for no known term'),
  bad_band: error('a band that cannot be read'),
  band_tiling: error('bands that overlap (or, for column bands, leave a gap)'),
  bad_precision: error('a value with more decimals than its unit holds'),
  expected_number: error('a value cell that is no number'),
  expected_number_or_na: error('an adjustment cell that is no number, NA or N/A'),
  expected_price: error('a price cell that is no price'),
  expected_rate: error('a rate cell that is no note rate'),
  expected_percent: error('a percentage cell that is none'),
  expected_dollars: error('a dollar cell that is none'),
  expected_ltv_cell: error('a matrix cell that is no LTV/CLTV'),
  formula_without_value: error('a formula with no saved value cannot be read'),
  // cannot change a price or an answer
  note_in_table: warning('a note row inside a table (one text cell): skipped; a note under a table is no finding'),
  unpriced_program: warning('a column, table or tab of a program the lender does not price: skipped, unread'),
  formula_cell: warning('a formula cell is read from the value saved with it'),
};
