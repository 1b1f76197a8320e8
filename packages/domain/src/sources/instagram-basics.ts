import { sourceItemAddresses } from './source-item-addresses.ts';
import type { SourceBasics } from './source-definition.ts';

/** Instagram handle from '@name', 'name' or a profile URL (instagram.com/name/…); lowercase, as Instagram is. */
export function normalizeInstagramHandle(input: string): string {
  const text = input.trim();
  const fromUrl = /instagram\.com\/([^/?#\s]+)/i.exec(text);
  const handle = (fromUrl?.[1] ?? text).replace(/^@+/, '').replace(/\/+$/, '');
  return handle.toLowerCase();
}

/**
 * A valid Instagram user name: letters, digits, dots and underscores, at most 30, with no dot at either end and no
 * two in a row — so never a dot segment: `instagram.com/../../x` reads `..`, which must not reach the scraper.
 */
export const INSTAGRAM_HANDLE = /^(?!\.)(?!.*\.\.)(?!.*\.$)[a-z0-9._]{1,30}$/;

/**
 * Method and path of each of its own calls, without zod: the web calls by these; instagram.ts builds the contracts on
 * them.
 */
export const instagramAddresses = {
  scrapeInstagram: { method: 'POST', path: '/scrape-instagram' },
  analyzeInstagram: { method: 'POST', path: '/analyze-instagram' },
  deleteInstagramAccount: { method: 'DELETE', path: '/instagram/accounts/:username' },
} as const;

/** Comments on the recent posts of a monitored Instagram profile. */
export const instagramBasics = {
  name: 'instagram',
  referenceType: 'instagram',
  schedule: 'daily',
  itemWord: 'comments',
  settingsGroup: 'socialMedia',
  settingsName: 'settings.sourceInstagram',
  remove: {
    endpoint: 'deleteInstagramAccount',
    done: 'monitoring.instagramDeleted',
    failed: 'monitoring.instagramDeleteFailed',
  },
  /** SPEC §4.3: 15% → scrape → 50% analysing → 100% → the profile's comments. */
  add: {
    endpoint: 'scrapeInstagram',
    body: (key: string) => ({ profileUrl: key }),
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
  /** How a case's narrative names where its report came from, and its colour in Home's trends. */
  caseOrigin: 'an Instagram comment',
  colour: '#d946ef',
  /** Its API errors (SPEC's texts, word for word): a bad key, and a key it does not monitor. */
  errors: {
    invalid_instagram_profile: {
      category: 'validation',
      text: 'Invalid Instagram profile: give a handle (letters, digits, dots, underscores) or a profile URL',
    },
    instagram_account_not_found: { category: 'not_found', text: 'Instagram account not found' },
  },
  spanish: () => import('./instagram-es.ts').then((module) => module.instagramEs),
  addresses: instagramAddresses,
  readAddresses: sourceItemAddresses({ list: '/instagram/posts', item: '/instagram' }),
} as const satisfies SourceBasics;
