import type { Source } from '@vigila/domain';

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
      // Issue 27: a member typed, pasted or corrected the transcript; its earlier versions stay on the item.
      type: 'item.transcript_saved';
      orgId: string;
      actorUserId: string;
      data: {
        itemId: string;
        version: number;
        language: string | null;
        characters: number;
        previousCharacters: number;
      };
    }
  | {
      type: 'item.transcription_failed';
      orgId: string;
      actorUserId: null;
      data: { itemId: string; engine: string; error: string };
    };
