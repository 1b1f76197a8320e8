import type { ApiErrorEntry } from '../error.ts';

/** Method and path of each call of `workflowEndpoints` (workflow.ts), without zod (see cases-addresses.ts). */
export const workflowAddresses = {
  moveCaseStep: { method: 'POST', path: '/cases/:id/workflow' },
  workflowSettings: { method: 'GET', path: '/org/workflow' },
  updateWorkflowSettings: { method: 'PUT', path: '/org/workflow' },
  permissions: { method: 'GET', path: '/org/permissions' },
  updatePermission: { method: 'PUT', path: '/org/permissions' },
} as const;

/**
 * The workflow's and the permissions' error codes (decision 0034). A refusal for want of a permission names it: one
 * code per action of PERMISSION_ACTIONS (`permissionErrorCode`), a 403.
 */
export const workflowErrors = {
  permission_channel_remove: {
    category: 'forbidden',
    text: 'You do not have the permission “Remove a monitored channel”',
  },
  permission_case_complete: {
    category: 'forbidden',
    text: 'You do not have the permission “Complete a case”',
  },
  permission_case_reassign: {
    category: 'forbidden',
    text: 'You do not have the permission “Reassign a case”',
  },
  permission_case_pass_qc: {
    category: 'forbidden',
    text: 'You do not have the permission “Pass quality check”',
  },
  permission_case_pass_medical_review: {
    category: 'forbidden',
    text: 'You do not have the permission “Pass medical review”',
  },
  permission_workflow_edit_settings: {
    category: 'forbidden',
    text: 'You do not have the permission “Edit workflow settings”',
  },
  permission_permissions_edit: {
    category: 'forbidden',
    text: 'You do not have the permission “Edit roles and permissions”',
  },
  permission_archive_purge: {
    category: 'forbidden',
    text: 'You do not have the permission “Purge archived items”',
  },
  permission_products_edit: {
    category: 'forbidden',
    text: 'You do not have the permission “Edit the product dictionary”',
  },
  qc_author_refused: {
    category: 'forbidden',
    text: 'The quality check must be passed by someone other than the member who did the data entry',
  },
  workflow_reason_required: {
    category: 'validation',
    text: 'Give the reason for sending the case back',
  },
  workflow_at_end: { category: 'conflict', text: 'The case has no further step' },
  workflow_at_start: { category: 'conflict', text: 'The case is at its first step' },
  status_needs_workflow: {
    category: 'conflict',
    text: 'This status cannot be set from the case’s current step: move the case through its workflow',
  },
} as const satisfies Record<string, ApiErrorEntry>;
