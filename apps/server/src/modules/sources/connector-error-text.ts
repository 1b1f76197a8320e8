import { ApifyError } from '../../connectors/apify/index.ts';
import { HttpError } from '../../connectors/http/index.ts';
import { IbecsError } from '../../connectors/ibecs/index.ts';
import { PubMedError } from '../../connectors/pubmed/index.ts';
import { YoutubeApiError } from '../../connectors/youtube/index.ts';

/** A connector failure in words for people; notFound: the key names nothing at the service (a typo, most likely). */
export interface ConnectorFailure {
  message: string;
  notFound: boolean;
}

function describeHttp(service: string, error: HttpError): string {
  switch (error.kind) {
    case 'status':
      if (error.status === 429) return `${service} is limiting requests (HTTP 429): try again later`;
      if (error.status === 401 || error.status === 403) {
        return `${service} refused the server's credentials (HTTP ${error.status}): check its API key or token`;
      }
      if (error.status === 503) return `${service} is unavailable (HTTP 503): try again later`;
      return `${service} answered with an error (HTTP ${error.status})`;
    case 'timeout':
      return `${service} did not answer in time (timeout): try again later`;
    case 'network':
      return `${service} could not be reached: check the server's connection`;
    case 'too_large':
      return `${service} sent a larger answer than the server accepts`;
  }
}

function describeYoutube(error: YoutubeApiError, key: string): ConnectorFailure {
  switch (error.kind) {
    case 'quota':
      return { message: 'YouTube API quota exceeded: try again tomorrow', notFound: false };
    case 'forbidden':
      return {
        message: `YouTube refused the request (${error.reason}): check YOUTUBE_API_KEY`,
        notFound: false,
      };
    case 'not_found':
      return { message: `YouTube channel "${key}" not found`, notFound: true };
    case 'comments_disabled':
      return { message: 'Comments are disabled on this YouTube channel', notFound: false };
    case 'other':
      return {
        message:
          error.cause instanceof HttpError
            ? describeHttp('YouTube', error.cause)
            : `YouTube answered with an error (${error.reason})`,
        notFound: false,
      };
  }
}

/**
 * Why reading `service` failed, without internals (URLs, bodies and stacks stay in the logs). Connector errors whose
 * message is written for people (PubMed's, and those of the IBECS and Apify clients) are passed through.
 */
export function describeConnectorFailure(service: string, key: string, error: unknown): ConnectorFailure {
  if (error instanceof YoutubeApiError) return describeYoutube(error, key);
  // Checked before their HttpError cause: these clients already chose the words (e.g. Apify's "usage limit").
  if (error instanceof PubMedError || error instanceof IbecsError || error instanceof ApifyError) {
    return { message: error.message, notFound: false };
  }
  const cause = error instanceof Error && error.cause instanceof HttpError ? error.cause : error;
  if (cause instanceof HttpError) return { message: describeHttp(service, cause), notFound: false };
  return { message: `${service} could not be read: an unexpected error`, notFound: false };
}
