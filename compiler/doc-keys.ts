import type { DocTypeRules } from '../worker/artifact/format.ts';
import { DOC_KEYS, type DocType, isOneOf } from '../worker/artifact/vocabulary.ts';

/**
 * The doc keys a Doc Type grid row selects for a doc type (sheets/README.md §3.5): the doc type with
 * its seasoning where the vocabulary has a key for each (`full_doc_12mo`), else the doc type itself
 * where it is a key, else none. Read from the vocabulary, the same for every lender.
 */
export function docKeysOf(docType: DocType): DocTypeRules['doc_keys'] {
  const key = (months: '12mo' | '24mo') => {
    const seasoned = `${docType}_${months}`;
    if (isOneOf(DOC_KEYS, seasoned)) return seasoned;
    return isOneOf(DOC_KEYS, docType) ? docType : null;
  };
  return { '12mo': key('12mo'), '24mo': key('24mo') };
}
