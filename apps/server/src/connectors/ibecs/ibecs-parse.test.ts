import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IbecsError } from './ibecs-error.ts';
import { parseSearchPage } from './ibecs-parse.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/ibecs/${name}`, import.meta.url), 'utf8');

describe('parseSearchPage', () => {
  it('reads the count, offset and records of a diaServerResponse', () => {
    const page = parseSearchPage(fixture('search-page-2.json'));
    expect(page.numFound).toBe(104);
    expect(page.start).toBe(100);
    expect(page.docs.map((doc) => doc.id)).toEqual(['ibc-231877', 'ibc-231902', 'ibc-231950', 'ibc-231988']);
  });

  it('reads a search without hits as zero records', () => {
    expect(parseSearchPage(fixture('search-empty.json'))).toEqual({ numFound: 0, start: 0, docs: [] });
  });

  it('rejects an HTML page, unreadable JSON, an error envelope and a body without a count', () => {
    const cases: [string, RegExp][] = [
      [fixture('error-gateway.html'), /web page instead of results/],
      ['{"diaServerResponse": [', /unreadable data/],
      [fixture('error-internal.json'), /IBECS search failed: Internal server error/],
      ['{"diaServerResponse":[{"error":{"msg":"undefined field foo","code":400}}]}', /undefined field foo/],
      ['{"diaServerResponse":[{"response":{"docs":[]}}]}', /without a result count/],
      ['[]', /without a result count/],
    ];
    for (const [body, message] of cases) {
      const error = (() => {
        try {
          parseSearchPage(body);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(IbecsError);
      expect(error).toMatchObject({
        kind: 'bad_response',
        message: expect.stringMatching(message) as unknown,
      });
    }
  });
});
