// The transaction types live in db/transaction.ts (lower folders need them and must not import modules/). This
// re-export remains only for modules/sources until it imports db/transaction.ts itself; nothing else uses it.
export type { DbExecutor, DbTransaction } from '../../db/transaction.ts';
