/** Juniper Ridge's tables less some of its rules, for a test whose own table says them. */
import type { Table } from '../../compiler/tables/language.ts';
import { JUNIPER } from './profile.ts';

/** Juniper Ridge's tables, the rows of its rule tables labelled `labels` read as no rule (its `ignore`). */
export const juniperTablesWithout = (...labels: string[]): Table[] =>
  JUNIPER.tables.map((table) =>
    table.means === 'eligibility rules' && labels.some((label) => label in table.rules)
      ? {
          ...table,
          rules: Object.fromEntries(Object.entries(table.rules).filter(([label]) => !labels.includes(label))),
          ignore: [...(table.ignore ?? []), ...labels],
        }
      : table,
  );
