import { amazonEs } from './amazon-es.ts';
import { instagramEs } from './instagram-es.ts';
import { literatureEs } from './literature-es.ts';
import { youtubeEs } from './youtube-es.ts';

/**
 * Every monitored source's Spanish texts, one line each, spread into the Spanish catalogue. Apart from the
 * definitions (which carry the English ones) so that only messages/es.ts imports them: the web loads Spanish on
 * demand, and /auth's bundle stays without it.
 */
export const SOURCE_TEXTS_ES = { ...instagramEs, ...youtubeEs, ...amazonEs, ...literatureEs };
