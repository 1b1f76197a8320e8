import type { SyncSummary } from '@vigila/domain';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';

/** A partial sync says what it could not read, so nothing is half-imported without the reader knowing. */
export function acceptSyncSummary(summary: SyncSummary): void {
  if (summary.outcome === 'partial' && summary.warnings.length > 0) {
    notify.info(t('monitoring.partial', { warnings: summary.warnings.join('; ') }));
  }
}
