import type { FormValue } from './form-values.ts';

/** One entry of the case form (its own fields, or one reporter, reaction, test or drug) as read from a file. */
export type ReadEntry = Record<string, FormValue>;

/** What an importer reads from a message: the case's own fields and each repeatable section's entries. */
export interface ReadCase {
  form: ReadEntry;
  reporters: ReadEntry[];
  reactions: ReadEntry[];
  tests: ReadEntry[];
  drugs: ReadEntry[];
}
