import { describe, expect, it } from 'vitest';
import { hasPgErrorCode, PG_ERROR } from './pg-error.ts';

describe('hasPgErrorCode', () => {
  const driverError = Object.assign(new Error('duplicate key value'), { code: '23505' });

  it('finds the SQLSTATE on the error or on an error it wraps', () => {
    expect(hasPgErrorCode(driverError, PG_ERROR.uniqueViolation)).toBe(true);
    const wrapped = new Error('Failed query', { cause: new Error('outer', { cause: driverError }) });
    expect(hasPgErrorCode(wrapped, PG_ERROR.uniqueViolation)).toBe(true);
  });

  it('is false for another code, a plain error or something not an error', () => {
    expect(hasPgErrorCode(driverError, PG_ERROR.queryCanceled)).toBe(false);
    expect(hasPgErrorCode(new Error('no code'), PG_ERROR.uniqueViolation)).toBe(false);
    expect(hasPgErrorCode({ code: '23505' }, PG_ERROR.uniqueViolation)).toBe(false);
  });
});
