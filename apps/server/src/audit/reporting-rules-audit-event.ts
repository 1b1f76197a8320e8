import type { ReportingReceiver } from '@vigila/domain';

/**
 * A new version of one receiver's reporting rules (decision 0040): who saved it, from when it applies, and the whole
 * table as saved (the version row keeps it too, but the trail alone must tell what changed).
 */
export type ReportingRulesAuditEvent = {
  type: 'reporting_rules.changed';
  orgId: string;
  actorUserId: string;
  data: { version_id: string; receiver: ReportingReceiver; effective_from: string; table: unknown };
};
