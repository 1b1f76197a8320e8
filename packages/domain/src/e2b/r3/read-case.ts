import type { FormValue } from './form-values.ts';

/** One entry of the case form (its own fields, or one reporter, reaction, test or drug) as read from a file. */
export type ReadEntry = Record<string, FormValue>;

/** What an importer reads from a message: the case's own fields and each repeatable section's entries. */
export interface ReadCase {
  /** C.1.4 and C.1.5 (R2 A.1.6, A.1.7) as YYYY-MM-DD: when the sender first received the report, and its latest news. */
  receipt: { initial: string | null; latest: string | null };
  form: ReadEntry;
  reporters: ReadEntry[];
  reactions: ReadEntry[];
  tests: ReadEntry[];
  drugs: ReadEntry[];
}
