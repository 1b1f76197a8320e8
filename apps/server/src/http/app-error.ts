import type { ErrorCode } from '@vigila/domain';

/** The HTTP status each error code answers with; the only place where codes meet HTTP. */
export const HTTP_STATUS_BY_ERROR_CODE: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  internal: 500,
  unavailable: 503,
};

/**
 * The one error type services throw. Its message is shown to the caller as `{ "error": message }`, so it must
 * never carry internals; put those in `cause`, which is logged and not sent.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_ERROR_CODE[this.code];
  }
}

export const unauthorized = (options?: { cause?: unknown }): AppError =>
  new AppError('unauthorized', 'Unauthorized', options);
