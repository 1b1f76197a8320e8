import { describe, expect, it } from 'vitest';
import { invalidFilesMessage, uploadProgress } from './upload-files.ts';

describe('upload progress (SPEC §4.3: 15%, uploads up to 50%, analyses up to 100%)', () => {
  it('steps through one file', () => {
    expect(uploadProgress.start).toBe(15);
    expect(uploadProgress.afterUpload(0, 1)).toBe(50);
    expect(uploadProgress.afterAnalysis(0, 1)).toBe(100);
  });

  it('spreads several files evenly', () => {
    expect([0, 1, 2, 3].map((i) => uploadProgress.afterUpload(i, 4))).toEqual([24, 33, 41, 50]);
    expect([0, 1, 2, 3].map((i) => uploadProgress.afterAnalysis(i, 4))).toEqual([63, 75, 88, 100]);
  });
});

describe('file rules (SPEC §5)', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type });

  it('accepts audio/* only for recordings', () => {
    expect(
      invalidFilesMessage([file('a.wav', 'audio/wav'), file('b.mp3', 'audio/mpeg')], 'audio'),
    ).toBeNull();
    expect(invalidFilesMessage([file('a.wav', 'audio/wav'), file('c.txt', 'text/plain')], 'audio')).toBe(
      'recordings.onlyAudio',
    );
  });

  it('accepts names ending .eml only for e-mails, whatever the type', () => {
    expect(invalidFilesMessage([file('a.eml', ''), file('B.EML', 'message/rfc822')], 'eml')).toBeNull();
    expect(invalidFilesMessage([file('mail.msg', 'application/vnd.ms-outlook')], 'eml')).toBe(
      'emails.onlyEml',
    );
  });
});
