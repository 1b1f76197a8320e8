import { describe, expect, it } from 'vitest';
import { detailPathOf } from './triage.presenter.ts';

describe('detailPathOf', () => {
  const row = { id: 'uuid-1', sourceKey: 'key/1', externalId: 'ext 1' };

  it('points each source to its SPA detail route (SPEC §2.1)', () => {
    expect(detailPathOf({ ...row, source: 'email' })).toBe('/emails/uuid-1');
    expect(detailPathOf({ ...row, source: 'recording' })).toBe('/recordings/uuid-1');
    expect(detailPathOf({ ...row, source: 'amazon' })).toBe('/amazon/key%2F1/ext%201');
    expect(detailPathOf({ ...row, source: 'literature' })).toBe('/literature/details/ext%201');
    expect(detailPathOf({ ...row, source: 'instagram' })).toBe('/instagram/key%2F1/comment/ext%201');
    expect(detailPathOf({ ...row, source: 'youtube' })).toBe('/youtube/key%2F1/comment/ext%201');
  });
});
