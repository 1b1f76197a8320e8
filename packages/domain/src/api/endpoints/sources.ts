import {
  monitoredSourceIdParamsSchema,
  monitoredSourceListResponseSchema,
  monitoredSourceQuerySchema,
  monitoredSourceResponseSchema,
  syncResponseSchema,
  updateMonitoredSourceRequestSchema,
} from '../../sources/monitored-sources.ts';
import { okResponseSchema } from '../../items/item-calls.ts';
import {
  analyzeLiteratureRequestSchema,
  analyzeQueuedResponseSchema,
  asinParamsSchema,
  instagramAccountParamsSchema,
  literatureSearchRequestSchema,
  loadAmazonReviewsRequestSchema,
  scrapeInstagramRequestSchema,
  searchTermParamsSchema,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  updateProductNameRequestSchema,
  youtubeChannelParamsSchema,
  youtubeCommentsRequestSchema,
} from '../../sources/source-calls.ts';
import { endpoint } from '../endpoint.ts';

/** 502: the outside service failed (the source is saved); 503: it is not set up on this server. */
const errors = [400, 403, 404, 502, 503] as const;

/** Monitored sources: Settings → Data Sources, and the spec's add, delete, rename and analyze calls per source. */
export const sourceEndpoints = {
  monitoredSources: endpoint({
    method: 'GET',
    path: '/sources',
    query: monitoredSourceQuerySchema,
    response: monitoredSourceListResponseSchema,
    errors,
  }),
  updateSchedule: endpoint({
    method: 'PATCH',
    path: '/sources/:id',
    params: monitoredSourceIdParamsSchema,
    body: updateMonitoredSourceRequestSchema,
    response: monitoredSourceResponseSchema,
    errors,
  }),
  syncSource: endpoint({
    method: 'POST',
    path: '/sources/:id/sync',
    params: monitoredSourceIdParamsSchema,
    response: syncResponseSchema,
    errors,
  }),
  scrapeInstagram: endpoint({
    method: 'POST',
    path: '/scrape-instagram',
    body: scrapeInstagramRequestSchema,
    response: sourceSyncResponseSchema,
    errors,
  }),
  analyzeInstagram: endpoint({
    method: 'POST',
    path: '/analyze-instagram',
    response: analyzeQueuedResponseSchema,
    errors,
  }),
  deleteInstagramAccount: endpoint({
    method: 'DELETE',
    path: '/instagram/accounts/:username',
    params: instagramAccountParamsSchema,
    response: sourceDeletedResponseSchema,
    errors,
  }),
  addYoutubeChannel: endpoint({
    method: 'POST',
    path: '/youtube/comments',
    body: youtubeCommentsRequestSchema,
    response: sourceSyncResponseSchema,
    errors,
  }),
  deleteYoutubeChannel: endpoint({
    method: 'DELETE',
    path: '/youtube/:channel',
    params: youtubeChannelParamsSchema,
    response: sourceDeletedResponseSchema,
    errors,
  }),
  loadAmazonReviews: endpoint({
    method: 'POST',
    path: '/amazon/load-reviews',
    body: loadAmazonReviewsRequestSchema,
    response: sourceSyncResponseSchema,
    errors,
  }),
  deleteAsin: endpoint({
    method: 'DELETE',
    path: '/reviews/:asin',
    params: asinParamsSchema,
    response: sourceDeletedResponseSchema,
    errors,
  }),
  updateProductName: endpoint({
    method: 'POST',
    path: '/amazon/update-product-name',
    body: updateProductNameRequestSchema,
    response: okResponseSchema,
    errors,
  }),
  searchPubmed: endpoint({
    method: 'POST',
    path: '/search-pubmed',
    body: literatureSearchRequestSchema,
    response: sourceSyncResponseSchema,
    errors,
  }),
  searchIbecs: endpoint({
    method: 'POST',
    path: '/search-ibecs',
    body: literatureSearchRequestSchema,
    response: sourceSyncResponseSchema,
    errors,
  }),
  /** The body is optional: without searchTerms, every term's articles. */
  analyzeLiterature: endpoint({
    method: 'POST',
    path: '/analyze-literature',
    body: analyzeLiteratureRequestSchema.optional(),
    response: analyzeQueuedResponseSchema,
    errors,
  }),
  deleteSearchTerm: endpoint({
    method: 'DELETE',
    path: '/literature/delete/:searchTerm',
    params: searchTermParamsSchema,
    response: sourceDeletedResponseSchema,
    errors,
  }),
};
