import type { Role } from '@vigila/domain';
import type { CaseAuditEvent } from './case-audit-event.ts';
import type { ItemAuditEvent, MailboxAuditEvent, RecordingAuditEvent } from './item-audit-event.ts';
import type { SourceAuditEvent } from './source-audit-event.ts';
import type { TeamAuditEvent } from './team-audit-event.ts';
import type { ReportAuditEvent } from './report-audit-event.ts';
import type { WorkflowAuditEvent } from './workflow-audit-event.ts';
import type { ReportingRulesAuditEvent } from './reporting-rules-audit-event.ts';
import type { ProductAuditEvent } from './product-audit-event.ts';

/**
 * Every event the audit trail records, one member per type. `orgId` is the organisation the change belongs to
 * (null for changes outside any organisation); `actorUserId` is who did it (null for the system, e.g. the seed).
 * Data holds ids and facts, never passwords or tokens.
 */
export type AuditEvent =
  | {
      type: 'user.registered';
      orgId: null;
      actorUserId: string;
      data: { userId: string };
    }
  | {
      type: 'user.profile_updated';
      orgId: null;
      actorUserId: string;
      data: { userId: string; fields: ('email' | 'name' | 'picture')[] };
    }
  | {
      type: 'org.created';
      orgId: string;
      actorUserId: string | null;
      data: { name: string };
    }
  | {
      type: 'membership.created';
      orgId: string;
      actorUserId: string | null;
      /** invitationId: the membership came from accepting that invitation. */
      data: { userId: string; roles: Role[]; invitationId?: string };
    }
  // Written by the embedded identity provider and the demo seed.
  | {
      type: 'user.created';
      orgId: string | null;
      actorUserId: string | null;
      data: { userId: string; email: string };
    }
  | {
      type: 'auth.signed_in';
      orgId: string | null;
      actorUserId: string;
      data: { clientId: string };
    }
  | {
      type: 'auth.sign_in_failed';
      orgId: null;
      actorUserId: string | null;
      data: { email: string; reason: 'unknown_email' | 'wrong_password' | 'no_password' };
    }
  | ItemAuditEvent
  | MailboxAuditEvent
  | RecordingAuditEvent
  | SourceAuditEvent
  | CaseAuditEvent
  | ReportAuditEvent
  | ReportingRulesAuditEvent
  | ProductAuditEvent
  | TeamAuditEvent
  | WorkflowAuditEvent;

export type { CaseAuditEvent, CaseChange, CaseChangeEventType } from './case-audit-event.ts';
export type { ItemAuditEvent, MailboxAuditEvent, RecordingAuditEvent } from './item-audit-event.ts';
export type { RetentionAuditEvent, SourceAuditEvent } from './source-audit-event.ts';
export type { TeamAuditEvent } from './team-audit-event.ts';

export type AuditEventType = AuditEvent['type'];
