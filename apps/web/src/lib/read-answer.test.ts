import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAnswer, readListAnswer } from './read-answer.ts';

afterEach(() => vi.restoreAllMocks());

describe('readAnswer', () => {
  it('gives back an answer with the fields the caller reads', () => {
    const answer = { success: true, data: { id: 'a' } };
    expect(readAnswer(answer, 'data')).toBe(answer);
    expect(readListAnswer({ success: true, data: [] })).toEqual({ success: true, data: [] });
  });

  it.each([
    ['no object', 'Not Found', []],
    ['success: false', { success: false, data: {} }, ['data']],
    ['a missing field', { success: true }, ['data']],
  ])('refuses %s as the spec’s Invalid response format, logging the answer', (_case, body, fields) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => readAnswer(body, ...fields)).toThrow('Invalid response format');
    expect(log).toHaveBeenCalledWith('Invalid response format', expect.anything());
  });

  it('refuses a list whose items are not an array', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => readListAnswer({ success: true, data: {} as unknown as [] })).toThrow(
      'Invalid response format',
    );
  });
});
