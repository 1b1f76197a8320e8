import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import {
  getPermissions,
  getWorkflowSettings,
  PERMISSION_UPDATED,
  updatePermission,
  updateWorkflowSettings,
  WORKFLOW_SETTINGS_UPDATED,
} from './permissions.service.ts';

const tags = ['team'];

/**
 * Settings → Roles and permissions and the workflow options (decision 0034). Any member reads them (the web shows
 * each reader what she may do); changing them needs the permission the matrix itself grants, checked in the service.
 */
export const permissionsRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

  route(app, endpoints.permissions, {
    access: 'member',
    tags,
    summary: "The organisation's permission matrix per role, and the actions the caller may take",
    handler: async (request) => ({
      success: true as const,
      data: await getPermissions(db, callerOf(request)),
    }),
  });

  route(app, endpoints.updatePermission, {
    access: 'member',
    tags,
    summary: 'Allow or refuse one action to one role (not the owner); needs permissions.edit; audited',
    handler: async (request) => {
      await updatePermission(db, callerOf(request), request.body);
      return { success: true as const, message: PERMISSION_UPDATED };
    },
  });

  route(app, endpoints.workflowSettings, {
    access: 'member',
    tags,
    summary: "The organisation's case workflow: the reviews it uses, QC by a reviewer other than the author",
    handler: async (request) => ({
      success: true as const,
      data: await getWorkflowSettings(db, callerOf(request)),
    }),
  });

  route(app, endpoints.updateWorkflowSettings, {
    access: 'member',
    tags,
    summary: 'Change the case workflow settings; needs workflow.edit_settings; audited',
    handler: async (request) => {
      await updateWorkflowSettings(db, callerOf(request), request.body);
      return { success: true as const, message: WORKFLOW_SETTINGS_UPDATED };
    },
  });
  done();
};
