import { describe, expect, it } from 'vitest';
import { channelLink, videoLink } from './youtube-links.ts';

describe('YouTube links', () => {
  it('uses videoUrl, falling back to the watch URL of video_id', () => {
    expect(videoLink({ videoUrl: 'https://youtu.be/abc', video_id: 'abc' })).toBe('https://youtu.be/abc');
    expect(videoLink({ videoUrl: null, video_id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(videoLink({ videoUrl: 'javascript:alert(1)', video_id: null })).toBeNull();
  });

  it('links the channel only when its id is known', () => {
    expect(channelLink({ channelId: 'UC1' })).toBe('https://www.youtube.com/channel/UC1');
    expect(channelLink({ channelId: '' })).toBeNull();
  });
});
