import {
  analyzeLiteratureRequestSchema,
  analyzeQueuedResponseSchema,
  literatureSearchRequestSchema,
  normalizeSearchTerm,
  searchTermParamsSchema,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  type LiteratureDatabase,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../api-routes.ts';
import { addMonitoredSource } from './add-source.service.ts';
import { deleteMonitoredSource, queueUnanalysedItems } from './change-source.service.ts';
import {
  answerDeleted,
  answerQueued,
  answerSync,
  sourceErrors,
  sourceRouteContext,
} from './route-support.ts';

const SEARCHES: { path: string; database: LiteratureDatabase; name: string }[] = [
  { path: '/search-pubmed', database: 'pubmed', name: 'PubMed' },
  { path: '/search-ibecs', database: 'ibecs', name: 'IBECS' },
];

/** SPEC §7.2: search-pubmed, search-ibecs, analyze-literature and DELETE /literature/delete/{searchTerm}. */
export const literatureSourceRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const { deps, actorOf } = sourceRouteContext(options);

  for (const { path, database, name } of SEARCHES) {
    app.post(path, {
      config: { access: 'member' },
      schema: {
        tags: ['literature'],
        summary: `Monitor a literature search term in ${name}: imports the articles now, then weekly`,
        body: literatureSearchRequestSchema,
        response: { 200: sourceSyncResponseSchema, ...sourceErrors },
      },
      handler: async (request, reply) => {
        const key = normalizeSearchTerm(request.body.searchTerms);
        const actor = actorOf(request);
        const { summary } = await addMonitoredSource(deps, actor, { source: 'literature', key, database });
        return answerSync(reply, summary, { message: `${name} search added successfully`, key });
      },
    });
  }

  app.post('/analyze-literature', {
    config: { access: 'member' },
    schema: {
      tags: ['literature'],
      summary: 'Queue analysis of literature articles not analysed yet (of one term, or all)',
      body: analyzeLiteratureRequestSchema.optional(),
      response: { 200: analyzeQueuedResponseSchema, ...sourceErrors },
    },
    handler: async (request) => {
      const term = request.body?.searchTerms;
      const queued = await queueUnanalysedItems(deps, actorOf(request), {
        source: 'literature',
        ...(term !== undefined ? { key: normalizeSearchTerm(term) } : {}),
      });
      return answerQueued(queued, 'article');
    },
  });

  app.delete('/literature/delete/:searchTerm', {
    config: { access: 'member' },
    schema: {
      tags: ['literature'],
      summary: 'Stop monitoring a search term: articles only it found are deleted, others lose the term',
      params: searchTermParamsSchema,
      response: { 200: sourceDeletedResponseSchema, ...sourceErrors },
    },
    handler: async (request) => {
      const { deletedItems } = await deleteMonitoredSource(deps, actorOf(request), {
        source: 'literature',
        key: normalizeSearchTerm(request.params.searchTerm),
        notFound: 'Search term not found',
      });
      return answerDeleted('Search term deleted successfully', deletedItems);
    },
  });
  done();
};
