import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import type { RetentionDeps, RetentionServices } from './retention.deps.ts';
import { changeRetention, purgeArchived, readArchive, readRetention } from './retention.service.ts';

const tags = ['retention'];

/**
 * Data retention and the archive (decision 0035). Any member reads; changing the period and purging are checked
 * by the module's policy (owners), inside the services.
 */
export const retentionRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions<RetentionServices>> = (
  app,
  options,
  done,
) => {
  const deps: RetentionDeps = {
    db: options.services.database.db,
    blobStore: options.services.blobStore,
    now: () => new Date(),
  };

  route(app, endpoints.retention, {
    access: 'member',
    tags,
    summary: 'The retention period of archived items (null: never purged) and how many a purge would take',
    handler: (request) => readRetention(deps, callerOf(request)),
  });

  route(app, endpoints.changeRetention, {
    access: 'member',
    tags,
    summary: 'Set the retention period of archived items (owners; audited)',
    handler: (request) => changeRetention(deps, callerOf(request), request.body),
  });

  route(app, endpoints.purgeArchivedItems, {
    access: 'member',
    tags,
    summary:
      'Purge archived items older than the period, never one made into a case: content redacted, tombstone kept',
    handler: async (request) => {
      const { purgedItems } = await purgeArchived(deps, callerOf(request));
      return { success: true as const, purged_items: purgedItems };
    },
  });

  route(app, endpoints.archivedItems, {
    access: 'member',
    tags,
    summary: 'Removed channels and archived items (still readable by their id)',
    handler: (request) => readArchive(deps, callerOf(request)),
  });
  done();
};
