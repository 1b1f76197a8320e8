import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { asObject } from '../connectors/http/read-json.ts';
import { listenLocally } from './listen-locally.ts';

export interface ApifyReplayResponse {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface ApifyReplayRequest {
  method: string;
  /** The path after the host, e.g. '/v2/acts/apify~instagram-comment-scraper/run-sync-get-dataset-items'. */
  path: string;
  /** The actor id from the path ('apify~instagram-comment-scraper'), or null for other paths. */
  actorId: string | null;
  query: URLSearchParams;
  /** The token from `Authorization: Bearer …` or `?token=`, or null. */
  token: string | null;
  /** The actor input: the parsed JSON body (null when there is none or it is not JSON). */
  input: unknown;
}

export type ApifyReplayHandler = (request: ApifyReplayRequest) => ApifyReplayResponse;

export interface ApifyReplayServer {
  /** The API origin to give the client as baseUrl (the client adds /v2/…). */
  baseUrl: string;
  requests: ApifyReplayRequest[];
  close(): Promise<void>;
}

/** A written body from fixtures/apify/ (see its SOURCES.md), answered as JSON; dataset items come with 201. */
export function apifyFixture(name: string, status = 201): ApifyReplayResponse {
  const body = readFileSync(new URL(`./fixtures/apify/${name}`, import.meta.url), 'utf8');
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body };
}

/** A fixture's items with some fields replaced, so the default answers fit the handle or ASIN asked for. */
function fixtureWith(name: string, fields: Record<string, unknown>) {
  const answer = apifyFixture(name);
  const items = (JSON.parse(answer.body) as unknown[]).map((item) => ({ ...asObject(item), ...fields }));
  return { ...answer, body: JSON.stringify(items) };
}

/**
 * The happy path for any handle or ASIN, by actor: the profile's 3 posts (owned by the handle asked for), their
 * comments, and the 5 amazon.es reviews (of the ASIN asked for). A request without a token gets Apify's 401, an
 * unknown actor its 404.
 */
export const defaultApifyHandler: ApifyReplayHandler = ({ actorId, token, input }) => {
  if (!token) return apifyFixture('error-invalid-token.json', 401);
  const body = asObject(input);
  if (actorId?.includes('instagram-post')) {
    const handle = Array.isArray(body.username) ? String(body.username[0]) : null;
    return handle
      ? fixtureWith('instagram-posts.json', { ownerUsername: handle })
      : apifyFixture('instagram-posts.json');
  }
  if (actorId?.includes('instagram-comment')) return apifyFixture('instagram-comments.json');
  if (actorId?.includes('amazon-reviews')) {
    const first = asObject(Array.isArray(body.productUrls) ? body.productUrls[0] : null).url;
    const url = typeof first === 'string' ? first : '';
    const asin = /\/dp\/([A-Z0-9]{10})/.exec(url)?.[1];
    return asin
      ? fixtureWith('amazon-reviews.json', { productAsin: asin })
      : apifyFixture('amazon-reviews.json');
  }
  return apifyFixture('error-actor-not-found.json', 404);
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** A local stand-in for the Apify API's synchronous runs: the handler answers from actor, token and input. */
export async function startApifyReplayServer(
  handler: ApifyReplayHandler = defaultApifyHandler,
  /** 0 picks a free port; the e2e journeys use a fixed one. */
  listenPort = 0,
): Promise<ApifyReplayServer> {
  const requests: ApifyReplayRequest[] = [];
  const server = createServer((req, res) => {
    void readBody(req)
      .then((input) => {
        const url = new URL(req.url ?? '/', 'http://replay');
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const actor = /^\/v2\/acts\/([^/]+)\/run-sync-get-dataset-items\/?$/.exec(url.pathname)?.[1];
        const request = {
          method: req.method ?? 'GET',
          path: url.pathname,
          actorId: actor ? decodeURIComponent(actor) : null,
          query: url.searchParams,
          token: bearer ?? url.searchParams.get('token'),
          input,
        };
        requests.push(request);
        const answer = handler(request);
        res.writeHead(answer.status, answer.headers).end(answer.body);
      })
      .catch((error: unknown) => {
        // A handler that throws answers 599, so the test fails on its assertion instead of hanging.
        res.writeHead(599).end(String(error));
      });
  });
  const { origin, close } = await listenLocally(server, listenPort);
  return { baseUrl: origin, requests, close };
}
