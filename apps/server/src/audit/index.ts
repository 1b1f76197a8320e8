export type { AuditEvent, AuditEventType } from './audit-event.ts';
export { recordAuditEvent, recordAuditEvents } from './record-audit-event.ts';
