import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapComments, mapPosts, postKey } from './instagram-records.ts';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../test/fixtures/apify/${name}`, import.meta.url), 'utf8'),
  ) as unknown[];

describe('mapPosts', () => {
  it('keeps each post’s URL and owner, and reports error items', () => {
    expect(mapPosts(fixture('instagram-posts.json')).posts).toEqual([
      { url: 'https://www.instagram.com/p/C7xQk2aNp4R/', ownerUsername: 'farmacia.lumbre' },
      { url: 'https://www.instagram.com/reel/C7kA0bHNz3m/', ownerUsername: 'farmacia.lumbre' },
      { url: 'https://www.instagram.com/p/C7JxZ9oN1qY/', ownerUsername: 'farmacia.lumbre' },
    ]);
    expect(mapPosts(fixture('instagram-posts-private.json'))).toEqual({
      posts: [],
      warnings: ['Instagram profile: the actor reported "Empty or private data for provided input"'],
    });
  });

  it('builds the URL from a shortcode and keeps a post once', () => {
    const { posts } = mapPosts([
      { shortCode: 'ABC' },
      { url: 'https://www.instagram.com/p/ABC/?img_index=1' },
    ]);
    expect(posts).toEqual([{ url: 'https://www.instagram.com/p/ABC/', ownerUsername: null }]);
    expect(postKey('https://www.instagram.com/reel/C7kA0bHNz3m/?igsh=x')).toBe('C7kA0bHNz3m');
  });
});

describe('mapComments', () => {
  const posts = mapPosts(fixture('instagram-posts.json')).posts;

  it('maps comments and flattens their replies right after them', () => {
    const { records, warnings } = mapComments(fixture('instagram-comments.json'), 'farmacia.lumbre', posts);
    expect(warnings).toEqual([]);
    expect(records).toHaveLength(9);
    expect(records.slice(0, 2)).toEqual([
      {
        comment_id: '18034567123987654',
        text: '¿La doxiciclina es de esas? La estoy tomando para el acné',
        owner_username: 'laura.mv_92',
        post_owner_username: 'farmacia.lumbre',
        post_url: 'https://www.instagram.com/p/C7xQk2aNp4R/',
        commented_at: '2024-06-14T10:12:40.000Z',
        likes_count: 2,
        replies_count: 1,
        is_reply: false,
        parent_comment_id: null,
      },
      {
        comment_id: '18211098765432101',
        text: expect.stringContaining('fotosensibilizante') as unknown,
        owner_username: 'farmacia.lumbre',
        post_owner_username: 'farmacia.lumbre',
        post_url: 'https://www.instagram.com/p/C7xQk2aNp4R/',
        commented_at: '2024-06-14T11:03:02.000Z',
        likes_count: 3,
        replies_count: 0,
        is_reply: true,
        parent_comment_id: '18034567123987654',
      },
    ]);
    expect(records.filter((r) => r.is_reply)).toHaveLength(3);
  });

  it('reads other scrapers’ fields (owner as text, epoch dates, likes) and falls back to the handle', () => {
    const { records } = mapComments(
      [
        {
          id: 2684532330,
          text: 'It is not working in India',
          created_at: 1685373846,
          owner: 'gs_4584',
          likes: 2,
        },
      ],
      'someone',
      [],
    );
    expect(records[0]).toMatchObject({
      comment_id: '2684532330',
      owner_username: 'gs_4584',
      post_owner_username: 'someone',
      post_url: null,
      commented_at: '2023-05-29T15:24:06.000Z',
      likes_count: 2,
    });
  });

  it('reports comments and replies without id or text, error items, and keeps duplicates once', () => {
    const { records, warnings } = mapComments(
      [
        { id: '1', text: 'hola', replies: [{ id: '2', text: '' }, { text: 'sin id' }] },
        { id: '1', text: 'hola' },
        { id: '3', text: '' },
        { error: 'Post not found' },
      ],
      'x',
      [],
    );
    expect(records.map((r) => r.comment_id)).toEqual(['1']);
    expect(warnings).toEqual([
      'Instagram reply #1 to comment 1 has no text and was left out',
      'Instagram reply #2 to comment 1 has no id and was left out',
      'Instagram comment #3 has no text and was left out',
      'Instagram comments: the actor reported "Post not found"',
    ]);
  });
});
