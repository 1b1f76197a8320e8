import type { SourceDefinition } from './source-definition.ts';

/** Comments on the videos of a monitored YouTube channel. */
export const youtubeSource = {
  name: 'youtube',
  referenceType: 'youtube',
  schedule: 'daily',
  itemWord: 'comments',
  settingsGroup: 'socialMedia',
  remove: {
    endpoint: 'deleteYoutubeChannel',
    done: 'monitoring.youtubeDeleted',
    failed: 'monitoring.youtubeDeleteFailed',
  },
  add: { endpoint: 'addYoutubeChannel', field: 'username' },
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
} as const satisfies SourceDefinition;
