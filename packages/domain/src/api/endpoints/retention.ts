import {
  archivedItemsResponseSchema,
  purgeResponseSchema,
  retentionRequestSchema,
  retentionResponseSchema,
} from '../../retention/retention-shapes.ts';
import { endpoint } from '../endpoint.ts';
import { retentionAddresses } from './retention-addresses.ts';

const errors = [400, 403, 409] as const;

/** Data retention and the archive (decision 0035): nothing is deleted; a purge redacts and keeps a tombstone. */
export const retentionEndpoints = {
  retention: endpoint({ ...retentionAddresses.retention, response: retentionResponseSchema, errors }),
  changeRetention: endpoint({
    ...retentionAddresses.changeRetention,
    body: retentionRequestSchema,
    response: retentionResponseSchema,
    errors,
  }),
  purgeArchivedItems: endpoint({
    ...retentionAddresses.purgeArchivedItems,
    response: purgeResponseSchema,
    errors,
  }),
  archivedItems: endpoint({
    ...retentionAddresses.archivedItems,
    response: archivedItemsResponseSchema,
    errors,
  }),
};
