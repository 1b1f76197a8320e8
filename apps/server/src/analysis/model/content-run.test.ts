import { describe, expect, it } from 'vitest';
import { contentRun } from './content-run.ts';

describe('contentRun', () => {
  it('drops the function words at the ends of a quoted run', () => {
    expect(contentRun(['to', 'the', 'rash', 'on', 'my', 'arm', 'of'])).toEqual({ from: 2, to: 5 });
    expect(contentRun(['de', 'la', 'Náusea'])).toEqual({ from: 2, to: 2 });
  });

  it('leaves nothing to quote when the run has no content word', () => {
    expect(contentRun(['to'])).toBeNull();
    expect(contentRun(['y', 'de', 'él'])).toBeNull();
    expect(contentRun(['20', 'to', '40'])).toBeNull();
  });
});
