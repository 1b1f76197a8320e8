import type { MonitoredSource } from '@vigila/domain';
import type { FetchOutcome, SyncTarget } from './adapters/source-adapter.ts';
import { adapterOf } from './adapters/registry.ts';
import { describeConnectorFailure } from './connector-error-text.ts';
import type { SourceConnectors } from './sources.deps.ts';

export type { FetchOutcome, SyncTarget } from './adapters/source-adapter.ts';

/** Reads everything the source has now, through its adapter. Never throws for a connector failure: it is the outcome. */
export async function fetchSourceRecords(
  connectors: SourceConnectors,
  target: SyncTarget & { source: MonitoredSource },
  now: Date,
): Promise<FetchOutcome> {
  const adapter = adapterOf(target.source);
  const missing = adapter.missingCredential(connectors, []);
  if (missing) return { ok: false, failure: { message: missing, notFound: false } };
  try {
    return await adapter.fetch(connectors, target, now);
  } catch (error) {
    return { ok: false, failure: describeConnectorFailure(adapter.service, target.key, error) };
  }
}
