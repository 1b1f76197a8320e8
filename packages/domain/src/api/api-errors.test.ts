import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { loadSpanish } from '../messages/es.ts';

const es = await loadSpanish();
import { API_ERROR_CODES, API_ERRORS, apiErrorCodeOf, isApiErrorCode } from './api-errors.ts';
import { errorResponseSchema } from './error-response.ts';
import { ERROR_CODES, errorCodeOfStatus } from './error.ts';

describe('the API error catalogue', () => {
  it('names codes in snake_case, never after a category', () => {
    for (const code of API_ERROR_CODES) {
      expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/);
      expect(ERROR_CODES).not.toContain(code);
    }
  });

  it('gives each text one code', () => {
    const texts = API_ERROR_CODES.map((code) => API_ERRORS[code].text);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('has an English message equal to the server text and a Spanish one for every code', () => {
    for (const code of API_ERROR_CODES) {
      expect(en[`apiError.${code}`]).toBe(API_ERRORS[code].text);
      expect(es[`apiError.${code}`]).not.toBe('');
      expect(es[`apiError.${code}`]).not.toBe(API_ERRORS[code].text);
    }
    const catalogued = (keys: string[]) => keys.filter((key) => key.startsWith('apiError.')).sort();
    expect(catalogued(Object.keys(es))).toEqual(catalogued(Object.keys(en)));
    expect(catalogued(Object.keys(en))).toHaveLength(API_ERROR_CODES.length);
  });

  it('keeps the error texts of the spec and the access rules word for word', () => {
    expect(API_ERRORS.sign_in_required.text).toBe('Unauthorized');
    expect(API_ERRORS.organization_not_found.text).toBe('Organization not found');
    expect(API_ERRORS.only_eml_files.text).toBe('Please upload only .eml files');
    expect(API_ERRORS.only_audio_files.text).toBe('Please upload only audio files');
  });

  it('finds the code of an error made from its category and text, else answers the category', () => {
    expect(apiErrorCodeOf('not_found', 'Case not found')).toBe('case_not_found');
    expect(apiErrorCodeOf('validation', 'Case not found')).toBe('validation');
    expect(apiErrorCodeOf('validation', 'body.email: Invalid email address')).toBe('validation');
    expect(isApiErrorCode('case_not_found')).toBe(true);
    expect(isApiErrorCode('validation')).toBe(false);
    expect(isApiErrorCode('toString')).toBe(false);
  });

  it('answers a status without a code with its category', () => {
    expect(errorCodeOfStatus(400)).toBe('validation');
    expect(errorCodeOfStatus(413)).toBe('payload_too_large');
    expect(errorCodeOfStatus(429)).toBe('rate_limited');
    expect(errorCodeOfStatus(415)).toBe('http_415');
    expect(errorCodeOfStatus(504)).toBe('internal');
  });

  it('puts the code beside the error text in every error body', () => {
    expect(errorResponseSchema.parse({ error: 'Case not found', code: 'case_not_found' })).toEqual({
      error: 'Case not found',
      code: 'case_not_found',
    });
    expect(errorResponseSchema.safeParse({ error: 'Case not found' }).success).toBe(false);
  });
});
