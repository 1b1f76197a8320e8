import type { PermissionAction, Role, WorkflowSettings, WorkflowStep } from '@vigila/domain';

/**
 * The case workflow and the roles' permissions (decision 0034): a case moved a step (who, when, from → to, the
 * reason of a send-back, who takes the new step), and every change to the organisation's matrix or workflow.
 */
export type WorkflowAuditEvent =
  | {
      type: 'case.workflow_moved';
      orgId: string;
      actorUserId: string;
      data: {
        case_id: string;
        field: 'workflow_step';
        old: WorkflowStep;
        new: WorkflowStep;
        direction: 'forward' | 'back';
        reason: string | null;
        assignee_id: string | null;
      };
    }
  | {
      type: 'org.permission_changed';
      orgId: string;
      actorUserId: string;
      data: { role: Exclude<Role, 'owner'>; action: PermissionAction; old: boolean; new: boolean };
    }
  | {
      type: 'org.workflow_settings_changed';
      orgId: string;
      actorUserId: string;
      data: { old: WorkflowSettings; new: WorkflowSettings };
    };
