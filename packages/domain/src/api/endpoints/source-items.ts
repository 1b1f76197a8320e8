import type { z } from 'zod';
import type { Source } from '../../constants.ts';
import {
  emailListResponseSchema,
  emailResponseSchema,
  historyResponseSchema,
  itemIdParamsSchema,
  recordingHistoryResponseSchema,
  recordingListResponseSchema,
  recordingResponseSchema,
} from '../../items/item-calls.ts';
import { listQuerySchema, statusCountsResponseSchema } from '../../items/list-query.ts';
import {
  amazonReviewListResponseSchema,
  amazonReviewResponseSchema,
  instagramCommentListResponseSchema,
  instagramCommentResponseSchema,
  literatureListResponseSchema,
  literatureResponseSchema,
  youtubeCommentListResponseSchema,
  youtubeCommentResponseSchema,
} from '../../sources/source-shapes.ts';
import { endpoint } from '../endpoint.ts';

const errors = [400, 403, 404] as const;

/**
 * One source's review reads (SPEC §7.2): GET {list}, {list}/counts, {item}/:id and {item}/:id/history. The paths
 * and the answers' keys differ per source; the shape of the four calls does not.
 */
function sourceItemEndpoints<
  const L extends string,
  const I extends string,
  List extends z.ZodType,
  Detail extends z.ZodType,
  History extends z.ZodType,
>(paths: { list: L; item: I }, answers: { list: List; detail: Detail; history: History }) {
  return {
    list: endpoint({
      method: 'GET',
      path: paths.list,
      query: listQuerySchema,
      response: answers.list,
      errors,
    }),
    counts: endpoint({
      method: 'GET',
      path: `${paths.list}/counts`,
      query: listQuerySchema,
      response: statusCountsResponseSchema,
      errors,
    }),
    detail: endpoint({
      method: 'GET',
      path: `${paths.item}/:id`,
      params: itemIdParamsSchema,
      response: answers.detail,
      errors,
    }),
    history: endpoint({
      method: 'GET',
      path: `${paths.item}/:id/history`,
      params: itemIdParamsSchema,
      response: answers.history,
      errors,
    }),
  };
}

/** The review reads of every source, by source. */
export const sourceItemEndpointsBySource = {
  email: sourceItemEndpoints(
    { list: '/emails', item: '/emails' },
    { list: emailListResponseSchema, detail: emailResponseSchema, history: historyResponseSchema },
  ),
  recording: sourceItemEndpoints(
    { list: '/recordings', item: '/recordings' },
    {
      list: recordingListResponseSchema,
      detail: recordingResponseSchema,
      history: recordingHistoryResponseSchema,
    },
  ),
  amazon: sourceItemEndpoints(
    { list: '/reviews', item: '/reviews' },
    {
      list: amazonReviewListResponseSchema,
      detail: amazonReviewResponseSchema,
      history: historyResponseSchema,
    },
  ),
  instagram: sourceItemEndpoints(
    { list: '/instagram/posts', item: '/instagram' },
    {
      list: instagramCommentListResponseSchema,
      detail: instagramCommentResponseSchema,
      history: historyResponseSchema,
    },
  ),
  youtube: sourceItemEndpoints(
    { list: '/youtube/getComments', item: '/youtube' },
    {
      list: youtubeCommentListResponseSchema,
      detail: youtubeCommentResponseSchema,
      history: historyResponseSchema,
    },
  ),
  literature: sourceItemEndpoints(
    { list: '/getLiterature', item: '/literature' },
    { list: literatureListResponseSchema, detail: literatureResponseSchema, history: historyResponseSchema },
  ),
} satisfies Record<Source, unknown>;
