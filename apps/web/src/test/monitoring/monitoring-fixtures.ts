import type { MonitoredSourceEntry, SyncSummary } from '@vigila/domain';
import type { mockApi } from '@/test/api-mock.ts';

/** Test data for the monitoring components: entries, sync summaries and GET /sources answers. */
export function buildSyncSummary(overrides: Partial<SyncSummary> = {}): SyncSummary {
  return {
    outcome: 'ok',
    fetched: 12,
    added: 10,
    existing: 2,
    warnings: [],
    error: null,
    finished_at: '2025-03-04T08:30:00.000Z',
    ...overrides,
  };
}

export function buildEntry(overrides: Partial<MonitoredSourceEntry> = {}): MonitoredSourceEntry {
  return {
    id: '6f1c2a44-6a1e-4c3b-9a57-1f0d1a2b3c4d',
    source: 'amazon',
    key: 'B08N5WRWNW',
    label: null,
    databases: [],
    schedule: 'daily',
    next_sync_at: '2025-03-05T08:30:00.000Z',
    last_sync: buildSyncSummary(),
    item_count: 10,
    pending_count: 4,
    created_by: 'user-1',
    created_at: '2025-03-04T08:29:00.000Z',
    ...overrides,
  };
}

const active = { status: 'active', missing: null } as const;

export function sourcesAnswer(
  entries: MonitoredSourceEntry[],
  connectors: Partial<
    Record<
      MonitoredSourceEntry['source'],
      { status: string; missing: string | null; databases?: Record<string, string | null> }
    >
  > = {},
) {
  return {
    success: true,
    data: entries,
    connectors: { instagram: active, youtube: active, amazon: active, literature: active, ...connectors },
  };
}

/** The answer of an add call (POST /scrape-instagram, /amazon/load-reviews, /search-pubmed…). */
export const addAnswer = (key: string, summary: Partial<SyncSummary> = {}) => ({
  success: true,
  message: 'Added',
  key,
  data: buildSyncSummary(summary),
});

/** The answer of a delete call (DELETE /reviews/{asin}, /instagram/accounts/{handle}…): its items archived. */
export const deleteAnswer = (archivedItems: number) => ({
  success: true,
  message: 'Deleted',
  archived_items: archivedItems,
});

export const analyzeAnswer = { success: true, message: 'Queued', queued: 3 };

/**
 * Holds the answers of the calls to `METHOD /api/path` until released, so a test can look at the progress
 * while a step runs.
 */
export function holdCalls(api: ReturnType<typeof mockApi>, route: string) {
  const answer = api.fetchMock.getMockImplementation();
  const waiting: (() => void)[] = [];
  api.fetchMock.mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const pass = () => answer?.(input, init) ?? Promise.reject(new Error('no mock'));
    if (`${init?.method ?? 'GET'} ${url.pathname}` !== route) return pass();
    return new Promise<Response>((resolve) => waiting.push(() => resolve(pass())));
  });
  return {
    release: () => {
      for (const next of waiting.splice(0)) next();
    },
    count: () => waiting.length,
  };
}
