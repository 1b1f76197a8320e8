import { Camera } from 'lucide-react';
import { type InstagramComment } from '@vigila/domain';
import type { ProfileCommentKit } from '@/review/components/profile-comments/profile-comment-kit.ts';
import { COMMENT_TEXTS } from '@/review/lib/comment-texts.ts';
import { monitoredItemView } from '@/review/lib/item-view.ts';
import { readAnswer, readListAnswer } from '@/lib/read-answer.ts';
import { readStatusHistory } from '@/review/lib/read-status-history.ts';
import { lazyPage, type SourceDescriptor, type SourceShell } from '@/review/source-descriptor.ts';

/** The monitored profile a comment belongs to: the sub-list key, else the post's owner. */
export const instagramProfileOf = (comment: InstagramComment): string =>
  comment.source_key ?? comment.post.owner_username;

/**
 * Instagram comments in the shared review machinery: GET /instagram/posts (answer under `data`) and its counts;
 * one comment at GET /instagram/{id} (its uuid or comment_id) and its history.
 */
export const instagramSource: SourceDescriptor<InstagramComment, 'instagram'> = {
  source: 'instagram',
  routePath: '/instagram',
  dateFilter: true,
  readList: (body) => {
    const answer = readListAnswer(body);
    return { items: answer.data, pagination: answer.pagination };
  },
  readDetail: (body) => readAnswer(body, 'data').data,
  readHistory: readStatusHistory,
  view: monitoredItemView,
  detailPath: (comment) =>
    `/instagram/${encodeURIComponent(instagramProfileOf(comment))}/comment/${encodeURIComponent(comment.comment_id)}`,
  texts: {
    listFailed: 'list.failedInstagram',
    ...COMMENT_TEXTS,
    emptyHint: 'list.noInstagramHint',
  },
};

/** Instagram's pages are the review layer's profile-comment pages, with its texts and icon. */
export const instagramComments: ProfileCommentKit<InstagramComment> = {
  descriptor: instagramSource,
  icon: Camera,
  texts: {
    title: 'page.instagram.title',
    body: 'sourceList.instagramBody',
    profileTitle: 'page.instagramProfile.title',
    profileBody: 'sourceList.instagramProfileBody',
    postOwner: 'instagram.postOwner',
    viewOn: 'instagram.viewOnInstagram',
  },
};

const pages = () =>
  import('@/review/components/profile-comments/profile-comment-pages.tsx').then((module) =>
    module.profileCommentPages(instagramComments),
  );

/** Sidebar → Data Sources → Instagram; all comments, one profile's, and one comment (SPEC §2.1). */
export const instagramShell: SourceShell = {
  source: 'instagram',
  position: 2,
  nav: { label: 'nav.instagram', to: '/instagram', icon: Camera },
  routes: [
    { path: '/instagram', page: lazyPage(pages, 'List') },
    { path: '/instagram/:username', page: lazyPage(pages, 'List') },
    { path: '/instagram/:username/comment/:commentId', page: lazyPage(pages, 'Detail') },
  ],
};
