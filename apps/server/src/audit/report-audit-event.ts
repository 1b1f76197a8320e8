/** Saved custom reports (modules/reports, decision 0024): saved, changed (name and/or definition) or deleted. */
export type ReportAuditEvent = {
  type: 'custom_report.created' | 'custom_report.updated' | 'custom_report.deleted';
  orgId: string;
  actorUserId: string;
  data: { report_id: string; name: string; subject: string };
};
