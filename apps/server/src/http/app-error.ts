import {
  API_ERRORS,
  apiErrorCodeOf,
  HTTP_STATUS_BY_ERROR_CODE,
  type ApiErrorCode,
  type ErrorCode,
  type ResponseErrorCode,
} from '@vigila/domain';

/** The HTTP status each category answers with (defined in the domain, beside the categories). */
export { HTTP_STATUS_BY_ERROR_CODE };

/**
 * The one error type services throw. Its message is shown to the caller as `{ "error": message, "code": apiCode }`,
 * so it must never carry internals; put those in `cause`, which is logged and not sent.
 *
 * `code` is the category (it picks the HTTP status); `apiCode` is the stable code the answer carries, which the web
 * turns into the reader's language. `AppError.of('case_not_found')` names it; `new AppError(category, text)` finds
 * the catalogue's code of that text, or answers the category.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly apiCode: ResponseErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.apiCode = apiErrorCodeOf(code, message);
  }

  /** The error of a stable code, with its category and its text from the catalogue (@vigila/domain API_ERRORS). */
  static of(apiCode: ApiErrorCode, options?: { cause?: unknown }): AppError {
    const { category, text } = API_ERRORS[apiCode];
    return new AppError(category, text, options);
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_ERROR_CODE[this.code];
  }
}

export const unauthorized = (options?: { cause?: unknown }): AppError =>
  AppError.of('sign_in_required', options);
