import { IbecsError } from './ibecs-error.ts';
import { asObject } from '../http/read-json.ts';
import { firstText, type Doc } from './read-fields.ts';

export interface IbecsSearchPage {
  numFound: number;
  start: number;
  docs: Doc[];
}

const excerpt = (text: string) => text.slice(0, 500);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const html = /^\s*</.test(text);
    throw new IbecsError(
      html
        ? 'IBECS search answered with a web page instead of results; the service may be down or have moved'
        : 'IBECS search answered with unreadable data (not JSON)',
      { kind: 'bad_response', body: excerpt(text), cause: error },
    );
  }
}

/**
 * The iAHx search answer: `{ diaServerResponse: [ <Solr response> ] }` with `response.{numFound,start,docs}`.
 * Anything else (an error envelope `{ detail }`, a Solr `error`, a missing count) is an IbecsError, never an
 * empty result: "no hits" must only ever mean that the search found nothing.
 */
export function parseSearchPage(text: string): IbecsSearchPage {
  const body = asObject(parseJson(text));
  const solr = asObject(Array.isArray(body.diaServerResponse) ? body.diaServerResponse[0] : undefined);
  const problem = firstText(body.detail) ?? firstText(asObject(solr.error).msg);
  if (problem) {
    throw new IbecsError(`IBECS search failed: ${problem}`, { kind: 'bad_response', body: excerpt(text) });
  }
  const response = asObject(solr.response);
  const { numFound, start, docs } = response;
  if (typeof numFound !== 'number' || !Array.isArray(docs)) {
    throw new IbecsError('IBECS search answered without a result count or result list', {
      kind: 'bad_response',
      body: excerpt(text),
    });
  }
  return {
    numFound,
    start: typeof start === 'number' ? start : 0,
    docs: (docs as unknown[]).map(asObject),
  };
}
