import {
  meddraReleasesResponseSchema,
  meddraSearchQuerySchema,
  meddraSearchResponseSchema,
  meddraUploadResponseSchema,
} from '../../meddra/meddra-calls.ts';
import { endpoint } from '../endpoint.ts';
import { meddraAddresses } from './meddra-addresses.ts';

/** The organisation's MedDRA releases and the type-ahead over them (decision 0018). */
export const meddraEndpoints = {
  meddraReleases: endpoint({
    ...meddraAddresses.meddraReleases,
    response: meddraReleasesResponseSchema,
    errors: [401, 403],
  }),
  uploadMeddraRelease: endpoint({
    ...meddraAddresses.uploadMeddraRelease,
    multipart: true,
    response: meddraUploadResponseSchema,
    errors: [400, 401, 403, 413],
  }),
  searchMeddra: endpoint({
    ...meddraAddresses.searchMeddra,
    query: meddraSearchQuerySchema,
    response: meddraSearchResponseSchema,
    errors: [400, 401, 403],
  }),
};
