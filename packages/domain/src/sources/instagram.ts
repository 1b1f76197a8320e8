import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { sourceItemEndpoints } from '../api/source-item-endpoints.ts';
import { historyResponseSchema } from '../items/item-reads.ts';
import {
  analyzeQueuedResponseSchema,
  SOURCE_CALL_ERRORS as errors,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  trimmedNonEmpty,
} from './source-call-shapes.ts';
import type { SourceDefinition } from './source-definition.ts';
import { listOf, oneOf, reviewedItemSchema } from './source-item-shape.ts';

/** Instagram handle from '@name', 'name' or a profile URL (instagram.com/name/…); lowercase, as Instagram is. */
export function normalizeInstagramHandle(input: string): string {
  const text = input.trim();
  const fromUrl = /instagram\.com\/([^/?#\s]+)/i.exec(text);
  const handle = (fromUrl?.[1] ?? text).replace(/^@+/, '').replace(/\/+$/, '');
  return handle.toLowerCase();
}

/** A valid Instagram handle: letters, digits, dots and underscores, at most 30. */
export const INSTAGRAM_HANDLE = /^[a-z0-9._]{1,30}$/;

/** SPEC §3 Instagram item: one comment (or reply) under a post of a monitored profile. */
export const instagramCommentSchema = reviewedItemSchema.extend({
  comment_id: z.string(),
  /** The commenter. */
  owner_username: z.string(),
  post: z.object({ owner_username: z.string() }),
  parentPost: z.object({ url: z.string().nullable() }),
  text: z.string(),
  textDisplay: z.string(),
  text_original: z.string(),
  commented_at: z.string().nullable(),
  likes_count: z.number().int(),
  replies_count: z.number().int(),
  is_reply: z.boolean(),
  parent_comment_id: z.string().nullable(),
});
export type InstagramComment = z.infer<typeof instagramCommentSchema>;

/** GET /instagram/posts (under `data`), GET /instagram/{id}. */
export const instagramCommentListResponseSchema = listOf(instagramCommentSchema);
export const instagramCommentResponseSchema = oneOf(instagramCommentSchema);

/** Comments on the recent posts of a monitored Instagram profile. */
export const instagramSource = {
  name: 'instagram',
  referenceType: 'instagram',
  schedule: 'daily',
  itemWord: 'comments',
  settingsGroup: 'socialMedia',
  settingsName: 'settings.sourceInstagram',
  endpoints: {
    /** POST /scrape-instagram {profileUrl}: the handle or profile URL as typed. */
    scrapeInstagram: endpoint({
      method: 'POST',
      path: '/scrape-instagram',
      body: z.object({ profileUrl: trimmedNonEmpty.max(300) }),
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
      params: z.object({ username: trimmedNonEmpty }),
      response: sourceDeletedResponseSchema,
      errors,
    }),
  },
  reads: sourceItemEndpoints(
    { list: '/instagram/posts', item: '/instagram' },
    {
      list: instagramCommentListResponseSchema,
      detail: instagramCommentResponseSchema,
      history: historyResponseSchema,
    },
  ),
  remove: {
    endpoint: 'deleteInstagramAccount',
    done: 'monitoring.instagramDeleted',
    failed: 'monitoring.instagramDeleteFailed',
  },
  /** SPEC §4.3: 15% → scrape → 50% analysing → 100% → the profile's comments. */
  add: {
    endpoint: 'scrapeInstagram',
    field: 'profileUrl',
    label: 'monitoring.instagramLabel',
    placeholder: 'monitoring.instagramPlaceholder',
    done: 'monitoring.instagramAdded',
    failed: 'monitoring.instagramAddFailed',
    analyzeFailed: 'monitoring.instagramAnalyzeFailed',
    opensEntry: true,
  },
  analyze: 'analyzeInstagram',
  /** Its sidebar entry and pages, Settings panel and toasts, list and detail texts and name, in English. */
  texts: {
    'nav.instagram': 'Instagram',
    'page.instagram.title': 'Instagram',
    'page.instagram.body': 'Comments collected from the monitored Instagram profiles will be listed here.',
    'page.instagramProfile.title': 'Instagram profile {name}',
    'page.instagramProfile.body': 'Comments collected from this profile will be listed here.',
    'page.instagramComment.title': 'Instagram comment',
    'page.instagramComment.body': 'This comment, its safety flags and its status history will be shown here.',
    'settings.sourceInstagram': 'Instagram',
    'monitoring.instagramLabel': 'Instagram profile handle or URL',
    'monitoring.instagramPlaceholder': '@handle or https://www.instagram.com/handle',
    'monitoring.instagramAdded': 'Instagram profile added successfully',
    'monitoring.instagramAddFailed': 'Failed to add Instagram profile',
    'monitoring.instagramAnalyzeFailed': 'Failed to analyze Instagram data',
    'monitoring.instagramDeleted': 'Instagram account deleted successfully',
    'monitoring.instagramDeleteFailed': 'Failed to delete Instagram account',
    'list.failedInstagram': 'Failed to fetch Instagram posts',
    'list.noInstagramHint': 'Add an Instagram profile in Settings → Data Sources → Instagram.',
    'sourceList.instagramBody':
      'Comments on the posts of the monitored Instagram profiles, analysed for ADR, PQC and MI.',
    'sourceList.instagramProfileBody': 'Comments on the posts of @{name}.',
    'instagram.postOwner': 'Post by @{name}',
    'instagram.viewOnInstagram': 'View on Instagram',
    'source.instagram': 'Instagram',
  },
  spanish: () => import('./instagram-es.ts').then((module) => module.instagramEs),
} as const satisfies SourceDefinition;
