export {
  createYoutubeClient,
  YOUTUBE_API_BASE_URL,
  type ChannelComments,
  type YoutubeClient,
  type YoutubeClientOptions,
} from './youtube-client.ts';
export type { YoutubeComment } from './youtube-comment.ts';
export { YoutubeApiError, type YoutubeErrorKind } from './youtube-error.ts';
export { YoutubeParseError } from './parse-responses.ts';
