import type { ReplayMessage } from './graph-replay.ts';
import type { OAuthReplay } from './oauth-replay.ts';
import type { Handler, Reply, SeenRequest } from './replay-server.ts';

/** Smaller than maxResults, so a test sees nextPageToken paging. */
const SERVER_PAGE_SIZE = 2;

const gmailError = (status: number, reason: string, message: string, state: string): Reply => ({
  status,
  body: { error: { code: status, message, errors: [{ message, domain: 'global', reason }], status: state } },
});

/**
 * The Gmail API v1 for one mailbox, in its real formats: users.getProfile, users.messages.list (q with
 * after:<epoch seconds> and -in:sent, newest first, nextPageToken) and users.messages.get?format=raw (base64url
 * MIME and internalDate in epoch milliseconds, as strings).
 */
export function gmailReplay(options: {
  basePath: string;
  oauth: OAuthReplay;
  account: string;
  messages: ReplayMessage[];
}): Handler {
  const { basePath, oauth, account, messages } = options;
  const users = `${basePath}/users/me`;

  function list(request: SeenRequest): Reply {
    const q = request.query.get('q') ?? '';
    const after = /(?:^|\s)after:(\d+)(?:\s|$)/.exec(q);
    const withoutSent = /(?:^|\s)-in:sent(?:\s|$)/.test(q);
    const matching = messages
      // Gmail's after: compares whole seconds, so the boundary second comes back; the client filters it.
      .filter((m) => !after?.[1] || m.receivedAt.getTime() >= Number(after[1]) * 1000)
      .filter((m) => !m.isDraft && !(withoutSent && m.from === account))
      .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
    const start = Number(request.query.get('pageToken') ?? 0);
    const size = Math.min(Number(request.query.get('maxResults') ?? 100), SERVER_PAGE_SIZE);
    const page = matching.slice(start, start + size);
    if (page.length === 0) return { status: 200, body: { resultSizeEstimate: 0 } };
    return {
      status: 200,
      body: {
        messages: page.map((m) => ({ id: m.id, threadId: m.id })),
        ...(start + size < matching.length ? { nextPageToken: String(start + size) } : {}),
        resultSizeEstimate: matching.length,
      },
    };
  }

  function get(id: string): Reply {
    const message = messages.find((m) => m.id === id);
    if (!message) return gmailError(404, 'notFound', 'Requested entity was not found.', 'NOT_FOUND');
    return {
      status: 200,
      body: {
        id: message.id,
        threadId: message.id,
        labelIds: ['INBOX', 'UNREAD'],
        snippet: message.raw.toString('utf8').slice(0, 60),
        sizeEstimate: message.raw.length,
        historyId: '1234567',
        internalDate: String(message.receivedAt.getTime()),
        raw: message.raw.toString('base64url'),
      },
    };
  }

  return (request) => {
    if (!request.path.startsWith(`${users}/`)) return null;
    if (!oauth.accepts(request.headers.authorization)) {
      return gmailError(
        401,
        'authError',
        'Request had invalid authentication credentials.',
        'UNAUTHENTICATED',
      );
    }
    const path = request.path.slice(users.length);
    if (path === '/profile') {
      return {
        status: 200,
        body: {
          emailAddress: account,
          messagesTotal: messages.length,
          threadsTotal: messages.length,
          historyId: '1234567',
        },
      };
    }
    if (path === '/messages') return list(request);
    const one = /^\/messages\/([^/]+)$/.exec(path);
    if (one?.[1] && request.query.get('format') === 'raw') return get(one[1]);
    return gmailError(400, 'badRequest', 'This replay answers format=raw only.', 'INVALID_ARGUMENT');
  };
}
