import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { listenLocally } from './listen-locally.ts';

/** One answer of the replay server. */
export interface EutilitiesReply {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

/** A search the replay server knows: the articles (recorded PubmedArticle elements) it finds, in order. */
export interface ReplaySearch {
  articles: string[];
  /** Answers given, in order, before the real one (e.g. a 429), one per request. */
  before?: EutilitiesReply[];
  /** Every request for this term fails so (a service that stays down). */
  always?: EutilitiesReply;
}

export interface EutilitiesReplay {
  baseUrl: string;
  /** Paths and queries received, for asserting requests and paging. */
  requests: URL[];
  close(): Promise<void>;
}

const FIXTURES = new URL('./fixtures/pubmed/', import.meta.url);

/** The PubmedArticle elements of a recorded efetch answer in fixtures/pubmed/. */
export function recordedArticles(file: string): string[] {
  const text = readFileSync(new URL(file, FIXTURES), 'utf8');
  return [...text.matchAll(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g)].map((match) => match[0]);
}

/** `count` copies of a recorded article under PMIDs from `firstPmid` on: a search with many pages. */
export function numberedArticles(template: string, firstPmid: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    template.replace(/<PMID Version="1">\d+<\/PMID>/, `<PMID Version="1">${firstPmid + i}</PMID>`),
  );
}

const xml = (body: string): EutilitiesReply => ({
  status: 200,
  headers: { 'content-type': 'text/xml' },
  body,
});

/** The recorded zero-hit answer (ErrorList PhraseNotFound), for a term nobody has written about. */
const zeroHits = () => xml(readFileSync(new URL('biopython-esearch8.xml', FIXTURES), 'utf8'));

/**
 * A local E-utilities: esearch answers the term's hit count with a WebEnv naming the term, efetch answers the
 * retstart/retmax window of its articles, as the history server does. Unknown terms have no hits.
 */
export async function startEutilitiesReplay(
  searches: Record<string, ReplaySearch>,
): Promise<EutilitiesReplay> {
  const requests: URL[] = [];
  const answer = (url: URL): EutilitiesReply => {
    const term = url.pathname.endsWith('esearch.fcgi')
      ? (url.searchParams.get('term') ?? '')
      : decodeURIComponent(url.searchParams.get('WebEnv') ?? '');
    const search = searches[term];
    if (!search) return zeroHits();
    if (search.always) return search.always;
    const early = search.before?.shift();
    if (early) return early;
    if (url.pathname.endsWith('esearch.fcgi')) {
      const webEnv = encodeURIComponent(term);
      return xml(
        `<eSearchResult><Count>${search.articles.length}</Count><RetMax>0</RetMax><RetStart>0</RetStart>` +
          `<QueryKey>1</QueryKey><WebEnv>${webEnv}</WebEnv><IdList/></eSearchResult>`,
      );
    }
    const start = Number(url.searchParams.get('retstart') ?? 0);
    const max = Number(url.searchParams.get('retmax') ?? 20);
    return xml(`<PubmedArticleSet>${search.articles.slice(start, start + max).join('')}</PubmedArticleSet>`);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay');
    requests.push(url);
    const reply = answer(url);
    res.writeHead(reply.status, reply.headers).end(reply.body);
  });
  const { origin, close } = await listenLocally(server);
  return { baseUrl: `${origin}/entrez/eutils/`, requests, close };
}
