import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createPubMedClient } from '../../apps/server/src/connectors/pubmed/index.ts';
import { writeResult } from '../lib/results.ts';
import { listenLocally } from '../../apps/server/src/test/listen-locally.ts';

const FIXTURES = new URL('../../apps/server/src/test/fixtures/pubmed/', import.meta.url);

/** One recorded PubmedArticle, re-numbered per requested record, so efetch answers have real size and shape. */
function articleTemplate(): string {
  const text = readFileSync(new URL('biopython-pubmed1.xml', FIXTURES), 'utf8');
  const start = text.indexOf('<PubmedArticle>');
  const end = text.indexOf('</PubmedArticle>') + '</PubmedArticle>'.length;
  return text.slice(start, end);
}

/**
 * A local E-utilities stand-in that holds `hits` records on its history server: esearch answers the count and a
 * WebEnv, efetch answers the requested retstart/retmax window. It counts every request it receives.
 */
async function startEutilities(hits: number) {
  const template = articleTemplate();
  const received: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    received.push(url.pathname);
    if (url.pathname.endsWith('esearch.fcgi')) {
      res
        .writeHead(200, { 'content-type': 'text/xml' })
        .end(
          `<?xml version="1.0" ?><eSearchResult><Count>${hits}</Count><RetMax>0</RetMax><RetStart>0</RetStart>` +
            `<QueryKey>1</QueryKey><WebEnv>MCID_bench</WebEnv><IdList/></eSearchResult>`,
        );
      return;
    }
    const retstart = Number(url.searchParams.get('retstart') ?? 0);
    const retmax = Number(url.searchParams.get('retmax') ?? 20);
    const count = Math.max(0, Math.min(retmax, hits - retstart));
    const articles = Array.from({ length: count }, (_, i) =>
      template.replace(
        /<PMID Version="1">\d+<\/PMID>/,
        `<PMID Version="1">${90_000_000 + retstart + i}</PMID>`,
      ),
    );
    res
      .writeHead(200, { 'content-type': 'text/xml' })
      .end(`<PubmedArticleSet>${articles.join('')}</PubmedArticleSet>`);
  });
  const { origin, close } = await listenLocally(server);
  return { baseUrl: `${origin}/entrez/eutils/`, received, close };
}

/** Requests and time to read N PubMed articles through the product's client (esearch + efetch batches of 200). */
export async function benchPubmedRequests(): Promise<string> {
  const runs = [];
  for (const articles of [200, 1000, 5000]) {
    const eutils = await startEutilities(articles);
    // With an API key the client spaces requests 100 ms apart (NCBI's 10/s); the local server answers at once.
    const client = createPubMedClient({ baseUrl: eutils.baseUrl, apiKey: 'bench' });
    const started = performance.now();
    const result = await client.searchPubMed('bench term', { maxResults: articles });
    const ms = performance.now() - started;
    await eutils.close();
    runs.push({
      articles,
      parsedArticles: result.articles.length,
      requestsCountedByClient: result.requests,
      requestsReceivedByServer: eutils.received.length,
      minimumPossibleRequests: 1 + Math.ceil(articles / 200),
      seconds: Math.round(ms) / 1000,
    });
  }
  const perThousand = runs.find((run) => run.articles === 1000);
  return writeResult('sources-pubmed-requests', {
    description:
      'Requests made to read N PubMed articles: one esearch on the history server, then efetch in batches of 200. ' +
      'Time includes the 10 requests/s spacing of NCBI with an API key.',
    requestsPer1000Articles: perThousand?.requestsReceivedByServer,
    runs,
  });
}
