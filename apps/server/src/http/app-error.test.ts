import { ERROR_CODES } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { AppError, HTTP_STATUS_BY_ERROR_CODE } from './app-error.ts';

describe('AppError', () => {
  it('maps every error code to its HTTP status', () => {
    expect(HTTP_STATUS_BY_ERROR_CODE).toEqual({
      validation: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      internal: 500,
      unavailable: 503,
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
});
