import { errorResponseSchema, type SyncSummary } from '@vigila/domain';
import type { FastifyReply } from 'fastify';

/** 502: the outside service failed (the source is saved; see add-source.service.ts); 503: it is not set up here. */
export const sourceErrors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * The answer of a sync: the summary with the call's message, or — when the service could not be read at all — 502
 * with the reason, which the SPA shows in its failure toast (SPEC §8).
 */
export function answerSync<T extends object>(reply: FastifyReply, summary: SyncSummary, success: T) {
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

/** The answer of stopping to monitor a source: its message and how many items went with it. */
export function answerDeleted(message: string, deletedItems: number) {
  return { success: true as const, message, deleted_items: deletedItems };
}
