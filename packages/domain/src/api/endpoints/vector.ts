import { itemIdParamsSchema } from '../../items/item-reads.ts';
import {
  similarItemsResponseSchema,
  vectorSearchQuerySchema,
  vectorSearchResponseSchema,
} from '../../vector/vector-shapes.ts';
import { endpoint } from '../endpoint.ts';
import { vectorAddresses } from './vector-addresses.ts';

/** Search by meaning across the organisation's items and cases, and an item's nearest items (decision 0022). */
export const vectorEndpoints = {
  vectorSearch: endpoint({
    ...vectorAddresses.vectorSearch,
    query: vectorSearchQuerySchema,
    response: vectorSearchResponseSchema,
    errors: [400, 401, 403],
  }),
  similarItems: endpoint({
    ...vectorAddresses.similarItems,
    params: itemIdParamsSchema,
    response: similarItemsResponseSchema,
    errors: [400, 401, 403, 404],
  }),
};
