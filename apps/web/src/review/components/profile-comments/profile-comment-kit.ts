import type { LucideIcon } from 'lucide-react';
import type { InstagramComment, MessageKeyWith, PlainMessageKey } from '@vigila/domain';
import type { SourceDescriptor } from '../../source-descriptor.ts';

/**
 * What the profile-comment pages read of an item: a comment (or reply) under a post of a monitored profile, as the
 * Instagram item of SPEC §3 has it. A source whose items have these fields (a TikTok comment, say) gets its list and
 * detail pages from `profileCommentPages` without pages of its own.
 */
export type ProfileComment = Pick<
  InstagramComment,
  | 'id'
  | 'source_key'
  | 'status'
  | 'adr'
  | 'pqc'
  | 'mi'
  | 'adr_reason'
  | 'pqc_reason'
  | 'mi_reason'
  | 'ai_status'
  | 'ai_error'
  | 'case_facts'
  | 'comment_id'
  | 'owner_username'
  | 'post'
  | 'parentPost'
  | 'text'
  | 'commented_at'
  | 'likes_count'
  | 'replies_count'
  | 'is_reply'
>;

/**
 * A source of profile comments in the app: its descriptor, the icon of its outside links, and the texts that name it
 * (the rest — "Comment by @{name}", the engagement counts, the empty lists — are the same for every such source).
 */
export interface ProfileCommentKit<T extends ProfileComment> {
  descriptor: SourceDescriptor<T>;
  icon: LucideIcon;
  texts: {
    /** The whole list's title and sentence. */
    title: PlainMessageKey;
    body: PlainMessageKey;
    /** One profile's list (/{source}/{username}): its title and sentence. */
    profileTitle: MessageKeyWith<'name'>;
    profileBody: MessageKeyWith<'name'>;
    /** "Post by @{name}": the owner of the post commented on. */
    postOwner: MessageKeyWith<'name'>;
    /** The link to the post on the platform. */
    viewOn: PlainMessageKey;
  };
}
