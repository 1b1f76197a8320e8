import type { MonitoredSource, Role, Source, SyncOutcome, SyncSchedule } from '@vigila/domain';
import type { CaseAuditEvent } from './case-audit-event.ts';
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

/** Review workflow (items of every source): ingestion, analysis, status changes, deletion, Train AI feedback. */
export type ItemAuditEvent =
  | {
      type: 'item.created';
      orgId: string;
      actorUserId: string | null;
      data: { itemId: string; source: Source; externalId: string };
    }
  | {
      type: 'item.analyzed';
      orgId: string;
      actorUserId: null;
      data: { itemId: string; analyzer: string; adr: boolean; pqc: boolean; mi: boolean };
    }
  | {
      type: 'item.analysis_failed';
      orgId: string;
      actorUserId: null;
      data: { itemId: string; error: string };
    }
  | {
      type: 'item.status_changed';
      orgId: string;
      actorUserId: string;
      data: {
        itemId: string;
        source: Source;
        fromStatusId: number;
        toStatusId: number;
        historyId: string;
        /** Set when making a case of the item changed its status (decision 0033). */
        caseId?: string;
        /** Non-relevant: the reason chosen (decision 0036). */
        reasonCode?: string;
        /** The history entry this change undid (Undo, decision 0036). */
        undoOf?: string;
      };
    }
  | {
      type: 'triage.reasons_changed';
      orgId: string;
      actorUserId: string;
      /** The codes before and after; null: the defaults. */
      data: { old: string[] | null; new: string[] | null };
    }
  | {
      /** A recording removed by its owner: archived, never deleted (decision 0035). */
      type: 'item.archived';
      orgId: string;
      actorUserId: string | null;
      data: { itemId: string; source: Source; externalId: string };
    }
  | {
      /** A manager re-runs the analysis of every pending item with the analyser in use. */
      type: 'analysis.reanalysis_started';
      orgId: string;
      actorUserId: string;
      data: { runId: string; items: number; analyzer: string };
    }
  | {
      type: 'analysis_model.training_requested';
      orgId: string;
      actorUserId: string;
      data: Record<string, never>;
    }
  | {
      /** An organisation's model was trained: switched to, or kept aside because ADR recall would drop. */
      type: 'analysis_model.trained';
      orgId: string;
      actorUserId: null;
      data: {
        modelId: string;
        version: string;
        switched: boolean;
        reason: string;
        verdicts: number;
        heldBack: number;
      };
    }
  | {
      /** A manager chose the version in use (rollback or forward); null is the bundled model. */
      type: 'analysis_model.activated';
      orgId: string;
      actorUserId: string;
      data: { version: string | null; previous: string | null };
    }
  | {
      type: 'feedback.recorded';
      orgId: string;
      actorUserId: string;
      data: {
        itemId: string;
        source: Source;
        feedbackIds: string[];
        flags: { flag: string; verdict: string }[];
      };
    };

/** E-mail sources: re-analysis asked for by a reviewer, mailbox connections made and removed. */
export type MailboxAuditEvent =
  | {
      type: 'item.reanalysis_requested';
      orgId: string;
      actorUserId: string;
      data: { itemId: string; source: Source };
    }
  | {
      type: 'mailbox.connected';
      orgId: string;
      actorUserId: string;
      data: { connectionId: string; provider: string; account: string; reconnected: boolean };
    }
  | {
      type: 'mailbox.deleted';
      orgId: string;
      actorUserId: string;
      data: { connectionId: string; provider: string; account: string };
    };

/** Call recordings: the transcription job wrote the text, or gave up (the failure is also on the item). */
export type RecordingAuditEvent =
  | {
      type: 'item.transcribed';
      orgId: string;
      actorUserId: null;
      data: { itemId: string; engine: string; language: string | null; characters: number };
    }
  | {
      type: 'item.transcription_failed';
      orgId: string;
      actorUserId: null;
      data: { itemId: string; engine: string; error: string };
    };

export type { CaseAuditEvent, CaseChange, CaseChangeEventType } from './case-audit-event.ts';

export type AuditEventType = AuditEvent['type'];

/**
 * Monitored sources (Instagram profiles, YouTube channels, ASINs, literature terms): added, synced, changed, removed.
 * sourceId is null when items were removed under a key that had no monitored source (e.g. imported before sources
 * were tracked).
 */
type SourceRef = { sourceId: string | null; source: MonitoredSource; key: string };
export type SourceAuditEvent =
  | { type: 'source.added'; orgId: string; actorUserId: string; data: SourceRef & { schedule: SyncSchedule } }
  | {
      type: 'source.synced';
      orgId: string;
      /** null for a scheduled run. */
      actorUserId: string | null;
      data: SourceRef & { outcome: Exclude<SyncOutcome, 'failed'>; fetched: number; added: number };
    }
  | {
      type: 'source.sync_failed';
      orgId: string;
      actorUserId: string | null;
      data: SourceRef & { error: string };
    }
  | {
      type: 'source.renamed';
      orgId: string;
      actorUserId: string;
      data: SourceRef & { from: string | null; to: string; items: number };
    }
  | {
      type: 'source.schedule_changed';
      orgId: string;
      actorUserId: string;
      data: SourceRef & { from: SyncSchedule; to: SyncSchedule };
    }
  | {
      /** Monitoring stopped (decision 0035): its items archived; literature: articles another term found stay. */
      type: 'source.removed';
      orgId: string;
      actorUserId: string;
      data: SourceRef & { archivedItems: number; keptItems: number };
    }
  | {
      /** The same channel added again: the items its removal archived come back (decision 0035). */
      type: 'source.items_restored';
      orgId: string;
      actorUserId: string;
      data: SourceRef & { restoredItems: number };
    }
  | RetentionAuditEvent;

/** Data retention (modules/retention, decision 0035): the setting's changes and each purge, with counts. */
export type RetentionAuditEvent =
  | {
      type: 'retention.changed';
      orgId: string;
      actorUserId: string;
      data: { from: number | null; to: number | null };
    }
  | {
      type: 'retention.purged';
      orgId: string;
      actorUserId: string;
      /** The period applied, the cut-off, how many archived items were purged (tombstones kept) and which. */
      data: { afterDays: number; archivedBefore: string; purgedItems: number; itemIds: string[] };
    };

/**
 * Team (modules/org, modules/invitations, decision 0009): role changes and removals with the roles before, and every
 * invitation event. Data names the e-mail address but never the token.
 */
type InvitationRef = { invitationId: string; email: string };
export type TeamAuditEvent =
  | {
      type: 'membership.roles_changed';
      orgId: string;
      actorUserId: string;
      data: { userId: string; old: Role[]; new: Role[] };
    }
  | {
      type: 'membership.removed';
      orgId: string;
      actorUserId: string;
      data: { userId: string; roles: Role[] };
    }
  | {
      type: 'invitation.created';
      orgId: string;
      actorUserId: string;
      data: InvitationRef & { roles: Role[] };
    }
  | { type: 'invitation.revoked'; orgId: string; actorUserId: string; data: InvitationRef }
  | {
      type: 'invitation.accepted';
      orgId: string;
      actorUserId: string;
      data: InvitationRef & { userId: string; roles: Role[] };
    }
  | {
      type: 'invitation.email_sent';
      orgId: string;
      actorUserId: string | null;
      data: InvitationRef & { transport: 'smtp' | 'outbox' };
    }
  | {
      type: 'invitation.email_failed';
      orgId: string;
      actorUserId: string | null;
      data: InvitationRef & { error: string };
    };
