import type { SourceDefinition } from './source-definition.ts';

/** Comments on the recent posts of a monitored Instagram profile. */
export const instagramSource = {
  name: 'instagram',
  referenceType: 'instagram',
  schedule: 'daily',
  itemWord: 'comments',
  settingsGroup: 'socialMedia',
  remove: {
    endpoint: 'deleteInstagramAccount',
    done: 'monitoring.instagramDeleted',
    failed: 'monitoring.instagramDeleteFailed',
  },
  add: { endpoint: 'scrapeInstagram', field: 'profileUrl' },
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
} as const satisfies SourceDefinition;
