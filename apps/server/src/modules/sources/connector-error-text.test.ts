import { describe, expect, it } from 'vitest';
import { ApifyError } from '../../connectors/apify/index.ts';
import { HttpError } from '../../connectors/http/index.ts';
import { YoutubeApiError } from '../../connectors/youtube/index.ts';
import { describeConnectorFailure } from './connector-error-text.ts';

const http = (kind: HttpError['kind'], status?: number) =>
  new HttpError({
    kind,
    method: 'GET',
    url: 'https://api.example/x?key=secret',
    attempts: 4,
    ...(status ? { status } : {}),
  });

describe('describeConnectorFailure', () => {
  it('words transport failures for people, without URLs or keys', () => {
    const texts = [
      describeConnectorFailure('PubMed', 'x', http('status', 503)),
      describeConnectorFailure('PubMed', 'x', http('status', 429)),
      describeConnectorFailure('PubMed', 'x', http('status', 401)),
      describeConnectorFailure('PubMed', 'x', http('timeout')),
      describeConnectorFailure('PubMed', 'x', http('network')),
    ].map((failure) => failure.message);
    expect(texts).toEqual([
      'PubMed is unavailable (HTTP 503): try again later',
      'PubMed is limiting requests (HTTP 429): try again later',
      "PubMed refused the server's credentials (HTTP 401): check its API key or token",
      'PubMed did not answer in time (timeout): try again later',
      "PubMed could not be reached: check the server's connection",
    ]);
    expect(texts.join(' ')).not.toMatch(/secret|api\.example/);
  });

  it('tells a spent YouTube quota from an unknown channel, which alone is "not found"', () => {
    const quota = new YoutubeApiError({ kind: 'quota', reason: 'quotaExceeded', status: 403, message: 'm' });
    const missing = new YoutubeApiError({
      kind: 'not_found',
      reason: 'channelNotFound',
      status: null,
      message: 'm',
    });
    expect(describeConnectorFailure('YouTube', 'acme', quota)).toEqual({
      message: 'YouTube API quota exceeded: try again tomorrow',
      notFound: false,
    });
    expect(describeConnectorFailure('YouTube', 'acme', missing)).toEqual({
      message: 'YouTube channel "acme" not found',
      notFound: true,
    });
  });

  it('keeps the words of a client that wrote them for people, even over its HTTP cause', () => {
    const error = new ApifyError('Apify refused the token: check APIFY_TOKEN', {
      kind: 'auth',
      status: 401,
      cause: http('status', 401),
    });
    expect(describeConnectorFailure('Instagram', 'x', error).message).toBe(
      'Apify refused the token: check APIFY_TOKEN',
    );
  });

  it('never shows an unexpected error', () => {
    const failure = describeConnectorFailure(
      'Amazon',
      'x',
      new TypeError('cannot read properties of undefined'),
    );
    expect(failure).toEqual({ message: 'Amazon could not be read: an unexpected error', notFound: false });
  });
});
