import { errorResponseSchema, type Endpoint, type SyncSummary } from '@vigila/domain';
import type { FastifyReply } from 'fastify';

/**
 * The error answers an endpoint documents (for sources 400, 403, 404, and 502 when the outside service failed — the
 * source is saved, see add-source.service.ts — or 503 when it is not set up here).
 */
export function errorSchemas(endpoint: Endpoint): Record<number, typeof errorResponseSchema> {
  return Object.fromEntries(endpoint.errors.map((status) => [status, errorResponseSchema]));
}

/**
 * Method, URL, access and schemas of a member's route, from its entry in the endpoint table; the route factory's
 * routes are registered with it (their request types are the adapters' business, see adapters/source-adapter.ts).
 */
export function memberRouteOf(endpoint: Endpoint, doc: { tag: string; summary: string }) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: { access: 'member' as const },
    schema: {
      tags: [doc.tag],
      summary: doc.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { ...(endpoint.response ? { 200: endpoint.response } : {}), ...errorSchemas(endpoint) },
    },
  };
}

/**
 * The answer of a sync: the summary with the call's message, or — when the service could not be read at all — 502
 * with the reason, which the SPA shows in its failure toast (SPEC §8).
 */
export function answerSync(reply: FastifyReply, summary: SyncSummary, success: object) {
  if (summary.outcome === 'failed') {
    return reply.code(502).send({ error: summary.error ?? 'The outside service could not be read' });
  }
  return reply.code(200).send({ success: true as const, ...success, data: summary });
}

/** The answer of an analyze-* call: how many items it queued, counted in the source's word ("3 articles"). */
export function answerQueued(queued: number, noun: string) {
  return {
    success: true as const,
    message: `${queued} ${noun}${queued === 1 ? '' : 's'} queued for analysis`,
    queued,
  };
}

/** The answer of stopping to monitor a source: its message and how many of its items were archived. */
export function answerDeleted(message: string, archivedItems: number) {
  return { success: true as const, message, archived_items: archivedItems };
}
