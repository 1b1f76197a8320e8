/**
 * A PubMed answer that is not a usable result: an E-utilities ERROR element, an HTML page, or unreadable XML.
 * Transport failures (status codes, timeouts) stay HttpError from the shared client.
 */
export class PubMedError extends Error {
  /** The start of the response, for logs. */
  readonly body: string | null;

  constructor(message: string, body: string | null = null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PubMedError';
    this.body = body;
  }
}
