import type { Db } from './client.ts';

/** The handle inside `db.transaction(async (tx) => …)`. Audit writes demand one, so they join the change. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What repositories run on: the database, or a transaction in progress. */
export type DbExecutor = Db | DbTransaction;
