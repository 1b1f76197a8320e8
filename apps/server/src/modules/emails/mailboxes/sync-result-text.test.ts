import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../connectors/http/index.ts';
import { describeSync, describeSyncFailure } from './sync-result-text.ts';

describe('sync result text', () => {
  it('says how many e-mails came in', () => {
    expect(describeSync({ created: 0, notEmails: 0, more: false })).toBe('No new e-mails');
    expect(describeSync({ created: 1, notEmails: 0, more: false })).toBe('Imported 1 new e-mail');
    expect(describeSync({ created: 100, notEmails: 2, more: true })).toBe(
      'Imported 100 new e-mails; 2 items were not an e-mail message and skipped; more to come',
    );
  });

  it('explains failures without internals', () => {
    const failure = (kind: 'status' | 'timeout' | 'network', status?: number) =>
      new HttpError({
        kind,
        method: 'GET',
        url: 'https://graph.example/me/messages?token=secret',
        attempts: 4,
        status,
        body: 'secret body',
      });
    expect(describeSyncFailure('Gmail', failure('status', 503), false)).toBe(
      'Sync failed: Gmail answered HTTP 503; it will be retried',
    );
    expect(describeSyncFailure('Gmail', failure('status', 429), false)).toBe(
      'Sync failed: Gmail is limiting requests; it will be retried',
    );
    expect(describeSyncFailure('Gmail', failure('timeout'), false)).toBe(
      'Sync failed: Gmail did not answer in time; it will be retried',
    );
    expect(describeSyncFailure('Gmail', new Error('db down'), false)).toBe(
      'Sync failed: an unexpected error; it will be retried',
    );
    expect(describeSyncFailure('Gmail', failure('status', 401), true)).toBe(
      'Access to the mailbox was revoked or has expired: connect it again',
    );
  });
});
