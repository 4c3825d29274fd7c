/**
 * Bayshore's priced programs (sheets/README.md §4.2), by program code. A route, state adjuster
 * column, price limit or rate block of any other program (an announced one) prices nothing.
 */
export const PRICED_CODES: readonly string[] = ['2', '3', '4'];
