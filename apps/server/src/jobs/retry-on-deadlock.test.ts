import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-on-deadlock.ts';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs again after a deadlock and returns what the retry returns', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(deadlock()) : Promise.resolve('created');
    });
    expect(result).toBe('created');
    expect(calls).toBe(2);
  });

  it('gives up after the last try, and never retries another error', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(() => {
        calls += 1;
        return Promise.reject(deadlock());
      }, 3),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(3);
    await expect(retryOnDeadlock(() => Promise.reject(new Error('other')))).rejects.toThrow('other');
  });
});
