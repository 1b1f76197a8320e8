import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { EDITABLE_PERMISSION_ROLES, PERMISSION_ACTIONS } from '../team/permissions.ts';
import { WORKFLOW_REASON_MAX, WORKFLOW_STEPS } from './case-workflow.ts';
import { CASE_STATUSES } from './case-kinds.ts';

/** Calls of the case workflow and of the roles' permissions (issue 26 point 6, decision 0034). */

/**
 * POST /cases/{id}/workflow: move the case one step forward or back. A step back out of a review needs the reason;
 * `assignee_id` names who takes the new step (reassigning: needs `case.reassign`), otherwise it starts unassigned.
 */
export const moveCaseStepRequestSchema = z.object({
  direction: z.enum(['forward', 'back']),
  reason: z
    .string()
    .trim()
    .max(WORKFLOW_REASON_MAX, `The reason is at most ${WORKFLOW_REASON_MAX} characters`)
    .optional(),
  assignee_id: z.string().min(1).nullable().optional(),
});
export type MoveCaseStepRequest = z.infer<typeof moveCaseStepRequestSchema>;

export const moveCaseStepResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ workflow_step: z.enum(WORKFLOW_STEPS), status: z.enum(CASE_STATUSES) }),
});

export const workflowSettingsSchema = z.object({
  quality_check: z.boolean(),
  medical_review: z.boolean(),
  qc_by_other_reviewer: z.boolean(),
});
/** GET /org/workflow: the organisation's settings and the steps they give, in order. */
export const workflowSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: workflowSettingsSchema.extend({ steps: z.array(z.enum(WORKFLOW_STEPS)) }),
});

const actionFlags = z.object(
  Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, z.boolean()])) as Record<
    (typeof PERMISSION_ACTIONS)[number],
    z.ZodBoolean
  >,
);

/** GET /org/permissions: the organisation's matrix, the rows it may change, and what the caller may do. */
export const permissionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    matrix: z.object(
      Object.fromEntries(ROLES.map((role) => [role, actionFlags])) as Record<
        (typeof ROLES)[number],
        typeof actionFlags
      >,
    ),
    editable_roles: z.array(z.enum(EDITABLE_PERMISSION_ROLES)),
    my_actions: z.array(z.enum(PERMISSION_ACTIONS)),
  }),
});
export type PermissionsAnswer = z.infer<typeof permissionsResponseSchema>['data'];

/** PUT /org/permissions: one cell of the matrix. The owner's row is not among the roles it takes. */
export const updatePermissionRequestSchema = z.object({
  role: z.enum(EDITABLE_PERMISSION_ROLES, { error: 'The owner’s rights cannot be changed' }),
  action: z.enum(PERMISSION_ACTIONS),
  allowed: z.boolean(),
});
export type UpdatePermissionRequest = z.infer<typeof updatePermissionRequestSchema>;

export const workflowMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
