import { API_ERRORS, ERROR_CODES } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { AppError, HTTP_STATUS_BY_ERROR_CODE, unauthorized } from './app-error.ts';

describe('AppError', () => {
  it('maps every error code to its HTTP status', () => {
    expect(HTTP_STATUS_BY_ERROR_CODE).toEqual({
      validation: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      payload_too_large: 413,
      unprocessable: 422,
      rate_limited: 429,
      internal: 500,
      bad_gateway: 502,
      unavailable: 503,
      insufficient_storage: 507,
    });
    for (const code of ERROR_CODES) {
      expect(new AppError(code, 'x').httpStatus).toBe(HTTP_STATUS_BY_ERROR_CODE[code]);
    }
  });

  it('keeps the public message apart from the cause', () => {
    const cause = new Error('connection refused on 10.0.0.3');
    const error = new AppError('unavailable', 'Database unavailable', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Database unavailable');
    expect(error.cause).toBe(cause);
    expect(error.code).toBe('unavailable');
  });

  it('carries the stable code of its text, or its category when the text has none', () => {
    expect(new AppError('unavailable', 'Database unavailable').apiCode).toBe('database_unavailable');
    expect(new AppError('validation', 'body.id: Too small').apiCode).toBe('validation');
    expect(unauthorized()).toMatchObject({ code: 'unauthorized', apiCode: 'sign_in_required' });
  });

  it('is made from a stable code with the catalogue’s category and text', () => {
    const cause = new Error('no row');
    const error = AppError.of('case_not_found', { cause });
    expect(error).toMatchObject({ code: 'not_found', apiCode: 'case_not_found', message: 'Case not found' });
    expect(error.httpStatus).toBe(404);
    expect(error.cause).toBe(cause);
    for (const [code, { category, text }] of Object.entries(API_ERRORS)) {
      const made = AppError.of(code as keyof typeof API_ERRORS);
      expect({ code: made.apiCode, category: made.code, text: made.message }).toEqual({
        code,
        category,
        text,
      });
    }
  });
});
