/** How a band of each request attribute is printed and read (compiler/bands.ts). */
import type { BandKind } from '../bands.ts';
import type { Band } from '../profile.ts';

const KINDS: Record<Band, BandKind> = {
  ltv: 'percent',
  cltv: 'percent',
  dti: 'percent',
  fico: 'fico',
  loan_amount: 'dollars',
  dscr: 'dscr',
};

export const bandKind = (band: Band): BandKind => KINDS[band];
