export type { AuditEvent, AuditEventType } from './audit-event.ts';
export { recordAuditEvent } from './record-audit-event.ts';
