import type { ComponentType } from 'react';
import type { ProfileComment, ProfileCommentKit } from './profile-comment-kit.ts';
import { ProfileCommentDetailPage } from './profile-comment-detail.tsx';
import { ProfileCommentListPage } from './profile-comment-list.tsx';

export interface ProfileCommentPages {
  List: ComponentType;
  Detail: ComponentType;
}

/**
 * A profile-comment source's list and detail pages, bound to its kit. The source's shell routes to them with
 * `lazyPage(() => import(…profile-comment-pages.tsx).then((module) => module.profileCommentPages(kit)), 'List')`: the
 * pages are one chunk, shared by every such source.
 */
export function profileCommentPages<T extends ProfileComment>(
  kit: ProfileCommentKit<T>,
): ProfileCommentPages {
  return {
    List: () => <ProfileCommentListPage kit={kit} />,
    Detail: () => <ProfileCommentDetailPage kit={kit} />,
  };
}
