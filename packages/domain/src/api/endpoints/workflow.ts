import { caseIdParamsSchema } from '../../cases/case-shapes.ts';
import {
  moveCaseStepRequestSchema,
  moveCaseStepResponseSchema,
  permissionsResponseSchema,
  updatePermissionRequestSchema,
  workflowMessageResponseSchema,
  workflowSettingsResponseSchema,
  workflowSettingsSchema,
} from '../../cases/case-workflow-shapes.ts';
import { endpoint } from '../endpoint.ts';
import { workflowAddresses } from './workflow-addresses.ts';

const errors = [400, 401, 403, 404, 409] as const;

/** Issue 26 point 6: the case workflow's moves, its settings, and the roles' permissions (decision 0034). */
export const workflowEndpoints = {
  moveCaseStep: endpoint({
    ...workflowAddresses.moveCaseStep,
    params: caseIdParamsSchema,
    body: moveCaseStepRequestSchema,
    response: moveCaseStepResponseSchema,
    errors,
  }),
  workflowSettings: endpoint({
    ...workflowAddresses.workflowSettings,
    response: workflowSettingsResponseSchema,
    errors,
  }),
  updateWorkflowSettings: endpoint({
    ...workflowAddresses.updateWorkflowSettings,
    body: workflowSettingsSchema,
    response: workflowMessageResponseSchema,
    errors,
  }),
  permissions: endpoint({ ...workflowAddresses.permissions, response: permissionsResponseSchema, errors }),
  updatePermission: endpoint({
    ...workflowAddresses.updatePermission,
    body: updatePermissionRequestSchema,
    response: workflowMessageResponseSchema,
    errors,
  }),
};
