import type { z } from 'zod';
import { itemIdParamsSchema } from '../items/item-reads.ts';
import { listQuerySchema, statusCountsResponseSchema } from '../items/list-query.ts';
import { endpoint } from './endpoint.ts';
import type { SourceItemAddresses } from '../sources/source-item-addresses.ts';

const errors = [400, 403, 404] as const;

/**
 * One source's review reads (SPEC §7.2) at its addresses (source-item-addresses.ts): GET {list}, {list}/counts,
 * {item}/:id and {item}/:id/history. The paths and the answers' keys differ per source; the shape of the four calls
 * does not.
 */
export function sourceItemEndpoints<
  const L extends string,
  const I extends string,
  List extends z.ZodType,
  Detail extends z.ZodType,
  History extends z.ZodType,
>(addresses: SourceItemAddresses<L, I>, answers: { list: List; detail: Detail; history: History }) {
  return {
    list: endpoint({
      ...addresses.list,
      query: listQuerySchema,
      response: answers.list,
      errors,
    }),
    counts: endpoint({
      ...addresses.counts,
      query: listQuerySchema,
      response: statusCountsResponseSchema,
      errors,
    }),
    detail: endpoint({
      ...addresses.detail,
      params: itemIdParamsSchema,
      response: answers.detail,
      errors,
    }),
    history: endpoint({
      ...addresses.history,
      params: itemIdParamsSchema,
      response: answers.history,
      errors,
    }),
  };
}

/** The four reads of one source, whatever their answers. */
export type SourceItemEndpoints = ReturnType<typeof sourceItemEndpoints>;
