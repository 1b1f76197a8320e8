import { sourceItemAddresses } from './source-item-addresses.ts';
import type { SourceBasics } from './source-definition.ts';

/** YouTube channel as typed: '@handle', handle, legacy username or UC… channel id; a leading @ is kept off. */
export function normalizeYoutubeChannel(input: string): string {
  const text = input.trim();
  const fromUrl = /youtube\.com\/(?:@|c\/|user\/|channel\/)?([^/?#\s]+)/i.exec(text);
  return (fromUrl?.[1] ?? text).replace(/^@+/, '');
}

/**
 * A channel the API can be asked for: a handle, a legacy user name or a UC… id — letters and digits of any script,
 * '_', '-' and '.', at most 100, not beginning or ending with a dot (so never a dot segment such as the `..` of
 * `youtube.com/../x`), and nothing that would change a URL (no '/', '?', '%', space).
 */
export const YOUTUBE_CHANNEL = /^(?!\.)(?!.*\.$)[\p{L}\p{M}\p{N}_.-]{1,100}$/u;

/**
 * Method and path of each of its own calls, without zod: the web calls by these; youtube.ts builds the contracts on
 * them.
 */
export const youtubeAddresses = {
  addYoutubeChannel: { method: 'POST', path: '/youtube/comments' },
  deleteYoutubeChannel: { method: 'DELETE', path: '/youtube/:channel' },
} as const;

/** Comments on the videos of a monitored YouTube channel. */
export const youtubeBasics = {
  name: 'youtube',
  referenceType: 'youtube',
  schedule: 'daily',
  itemWord: 'comments',
  settingsGroup: 'socialMedia',
  settingsName: 'settings.sourceYoutube',
  remove: {
    endpoint: 'deleteYoutubeChannel',
    done: 'monitoring.youtubeDeleted',
    failed: 'monitoring.youtubeDeleteFailed',
  },
  /** SPEC §4.3: 15% → load the channel's comments → 100%; the panel stays open. */
  add: {
    endpoint: 'addYoutubeChannel',
    body: (key: string) => ({ username: key }),
    prepare: normalizeYoutubeChannel,
    label: 'monitoring.youtubeLabel',
    placeholder: 'monitoring.youtubePlaceholder',
    done: 'monitoring.youtubeAdded',
    failed: 'monitoring.youtubeAddFailed',
    opensEntry: false,
  },
  /** Its sidebar entry and pages, Settings panel and toasts, list and detail texts and name, in English. */
  texts: {
    'nav.youtube': 'YouTube',
    'page.youtube.title': 'YouTube',
    'page.youtube.body': 'Comments collected from the monitored YouTube channels will be listed here.',
    'page.youtubeChannel.title': 'YouTube channel {name}',
    'page.youtubeChannel.body': 'Comments collected from this channel will be listed here.',
    'page.youtubeComment.title': 'YouTube comment',
    'page.youtubeComment.body': 'This comment, its safety flags and its status history will be shown here.',
    'settings.sourceYoutube': 'YouTube',
    'monitoring.youtubeLabel': 'YouTube channel username',
    'monitoring.youtubePlaceholder': '@channel',
    'monitoring.youtubeAdded': 'YouTube comments added',
    'monitoring.youtubeAddFailed': 'Failed to add YouTube comments',
    'monitoring.youtubeDeleted': 'YouTube channel deleted successfully',
    'monitoring.youtubeDeleteFailed': 'Failed to delete YouTube channel',
    'list.failedYoutube': 'Failed to fetch YouTube comments: {reason}',
    'list.noYoutubeHint': 'Add a YouTube channel in Settings → Data Sources → YouTube.',
    'sourceList.youtubeBody':
      'Comments on the videos of the monitored YouTube channels, analysed for ADR, PQC and MI.',
    'sourceList.youtubeChannelBody': 'Comments on the videos of the channel {name}.',
    'youtube.topLevel': 'Top-level Comment',
    'youtube.type': 'Type',
    'youtube.videoId': 'Video ID',
    'youtube.video': 'Video {id}',
    'youtube.originalText': 'Original Text',
    'youtube.likes': 'Likes',
    'youtube.parentCommentId': 'Parent Comment ID',
    'youtube.viewVideo': 'View Video',
    'youtube.viewChannel': 'View Channel',
    'source.youtube': 'YouTube',
  },
  /** How a case's narrative names where its report came from, and its colour in Home's trends. */
  caseOrigin: 'a YouTube comment',
  colour: '#ef4444',
  /** Its API errors (SPEC's texts, word for word): a bad key, and a key it does not monitor. */
  errors: {
    invalid_youtube_channel: {
      category: 'validation',
      text: 'Invalid YouTube channel: give its username or handle',
    },
    youtube_channel_not_found: { category: 'not_found', text: 'YouTube channel not found' },
  },
  spanish: () => import('./youtube-es.ts').then((module) => module.youtubeEs),
  addresses: youtubeAddresses,
  readAddresses: sourceItemAddresses({ list: '/youtube/getComments', item: '/youtube' }),
} as const satisfies SourceBasics;
