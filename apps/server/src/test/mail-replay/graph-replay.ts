import type { OAuthReplay } from './oauth-replay.ts';
import type { Handler, Reply, SeenRequest } from './replay-server.ts';

/** A message of the replayed mailbox (Graph and Gmail alike). */
export interface ReplayMessage {
  id: string;
  receivedAt: Date;
  raw: Buffer;
  from: string;
  isDraft?: boolean;
}

/** Graph pages server-side too: fewer than $top per page, so a test sees @odata.nextLink paging. */
const SERVER_PAGE_SIZE = 2;

const graphError = (status: number, code: string, message: string): Reply => ({
  status,
  body: {
    error: {
      code,
      message,
      innerError: { date: new Date().toISOString(), 'request-id': 'replay', 'client-request-id': 'replay' },
    },
  },
});

const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Microsoft Graph v1.0 for one mailbox, in its real formats: GET /me, GET /me/messages with $select, $filter
 * (receivedDateTime gt …), $orderby receivedDateTime and $top, paged by @odata.nextLink ($skip), and
 * GET /me/messages/{id}/$value with the raw MIME.
 */
export function graphReplay(options: {
  baseUrl: () => string;
  basePath: string;
  oauth: OAuthReplay;
  account: string;
  messages: ReplayMessage[];
}): Handler {
  const { basePath, oauth, account, messages } = options;

  function list(request: SeenRequest): Reply {
    const q = request.query;
    const filter = /^receivedDateTime gt (\S+)$/.exec(q.get('$filter') ?? '');
    if (!filter?.[1] || q.get('$orderby') !== 'receivedDateTime asc') {
      return graphError(400, 'BadRequest', 'This replay expects $filter=receivedDateTime gt … and $orderby');
    }
    const after = new Date(filter[1]).getTime();
    const matching = messages
      .filter((m) => m.receivedAt.getTime() > after)
      .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
    const skip = Number(q.get('$skip') ?? 0);
    const top = Math.min(Number(q.get('$top') ?? 10), SERVER_PAGE_SIZE);
    const page = matching.slice(skip, skip + top);
    const next = new URLSearchParams(q);
    next.set('$skip', String(skip + top));
    return {
      status: 200,
      body: {
        '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#users('replay')/messages(id,receivedDateTime,isDraft,from)`,
        value: page.map((m) => ({
          '@odata.etag': `W/"CQAAABYAAAAiIsqMbYjsT5e/T7KzowPTAAAY${m.id.slice(0, 6)}"`,
          id: m.id,
          receivedDateTime: isoSeconds(m.receivedAt),
          isDraft: m.isDraft ?? false,
          from: { emailAddress: { name: m.from.split('@')[0], address: m.from } },
        })),
        ...(skip + top < matching.length
          ? { '@odata.nextLink': `${options.baseUrl()}${basePath}/me/messages?${next.toString()}` }
          : {}),
      },
    };
  }

  return (request) => {
    if (!request.path.startsWith(`${basePath}/`)) return null;
    if (!oauth.accepts(request.headers.authorization)) {
      return graphError(
        401,
        'InvalidAuthenticationToken',
        'Lifetime validation failed, the token is expired.',
      );
    }
    const path = request.path.slice(basePath.length);
    if (path === '/me') {
      return {
        status: 200,
        body: {
          '@odata.context':
            'https://graph.microsoft.com/v1.0/$metadata#users(mail,userPrincipalName)/$entity',
          mail: account,
          userPrincipalName: account,
        },
      };
    }
    if (path === '/me/messages') return list(request);
    const raw = /^\/me\/messages\/(.+)\/\$value$/.exec(path);
    const message = raw ? messages.find((m) => m.id === raw[1]) : undefined;
    if (message) return { status: 200, headers: { 'content-type': 'text/plain' }, body: message.raw };
    return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
  };
}
