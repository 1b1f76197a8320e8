import { describe, expect, it } from 'vitest';
import { ASIN_PATTERN, normalizeAsin } from './amazon-basics.ts';
import { INSTAGRAM_HANDLE, normalizeInstagramHandle } from './instagram-basics.ts';
import { isSearchableTerm, normalizeSearchTerm } from './literature-basics.ts';
import { normalizeYoutubeChannel, YOUTUBE_CHANNEL } from './youtube-basics.ts';

describe('source key normalisation', () => {
  it('reads an Instagram handle from a handle, an @handle or a profile URL', () => {
    expect(normalizeInstagramHandle('  @Pharma.Co ')).toBe('pharma.co');
    expect(normalizeInstagramHandle('https://www.instagram.com/pharma_co/?hl=es')).toBe('pharma_co');
    expect(normalizeInstagramHandle('instagram.com/pharma_co/')).toBe('pharma_co');
  });

  it('keeps a YouTube channel as typed, without the @ or the URL around it', () => {
    expect(normalizeYoutubeChannel('@GoogleDevelopers')).toBe('GoogleDevelopers');
    expect(normalizeYoutubeChannel('https://www.youtube.com/@GoogleDevelopers/videos')).toBe(
      'GoogleDevelopers',
    );
    expect(normalizeYoutubeChannel('UC_x5XG1OV2P6uZZ5FSM9Ttw')).toBe('UC_x5XG1OV2P6uZZ5FSM9Ttw');
  });

  it('uppercases an ASIN', () => {
    expect(normalizeAsin(' b08n5wrwnw ')).toBe('B08N5WRWNW');
  });

  it("turns a lowercase 'and' into AND and nothing else (SPEC §5)", () => {
    expect(normalizeSearchTerm('  ibuprofen and   rash ')).toBe('ibuprofen AND rash');
    expect(normalizeSearchTerm('Andrographis and candida')).toBe('Andrographis AND candida');
    expect(normalizeSearchTerm('metformin AND lactic acidosis')).toBe('metformin AND lactic acidosis');
  });
});

/** What a key typed into Settings becomes, and whether the server takes it (its adapter's check). */
describe('source key validity', () => {
  const instagram = (typed: string) => INSTAGRAM_HANDLE.test(normalizeInstagramHandle(typed));
  const youtube = (typed: string) => YOUTUBE_CHANNEL.test(normalizeYoutubeChannel(typed));

  it('takes Instagram user names: letters, digits, dots and underscores, at most 30, no dot at either end', () => {
    for (const typed of [
      'pharma.co',
      '@pharma_co',
      'a',
      'x'.repeat(30),
      'https://www.instagram.com/a.b_c/',
    ]) {
      expect(instagram(typed), typed).toBe(true);
    }
  });

  it('refuses dot segments and anything else Instagram would not call a user name', () => {
    for (const typed of [
      'https://www.instagram.com/../../etc/passwd',
      'https://www.instagram.com/./',
      'instagram.com/%2e%2e/',
      '..',
      '.',
      '.pharma',
      'pharma.',
      'pharma..co',
      'x'.repeat(31),
      'pharma co',
      'phärma',
      'pharma/co',
      '\u202Epharma',
    ]) {
      expect(instagram(typed), typed).toBe(false);
    }
  });

  it('takes YouTube handles, legacy names and channel ids, in any script, and refuses dot segments', () => {
    for (const typed of [
      '@GoogleDevelopers',
      'UC_x5XG1OV2P6uZZ5FSM9Ttw',
      'mi-canal.oficial',
      '@日本語チャンネル',
    ]) {
      expect(youtube(typed), typed).toBe(true);
    }
    for (const typed of [
      'https://www.youtube.com/../../x',
      'https://www.youtube.com/@../',
      '..',
      '.hidden',
      'a b',
      'a/b',
      '%2e%2e',
      'x'.repeat(101),
      '\u202Echannel',
    ]) {
      expect(youtube(typed), typed).toBe(false);
    }
  });

  it('takes an ASIN of ten letters or digits only', () => {
    expect(ASIN_PATTERN.test(normalizeAsin('b08n5wrwnw'))).toBe(true);
    for (const typed of ['../../x', 'B08N5WRWN', 'B08N5WRWNW1', 'B08N5/RWNW', '..........']) {
      expect(ASIN_PATTERN.test(normalizeAsin(typed)), typed).toBe(false);
    }
  });

  it('takes a literature term with something to search for, and refuses dot segments and control characters', () => {
    for (const typed of ['ibuprofen and rash', '5-FU', '"heart failure"[MeSH]', 'ácido acetilsalicílico']) {
      expect(isSearchableTerm(normalizeSearchTerm(typed)), typed).toBe(true);
    }
    for (const typed of ['..', '.', '()', '---', 'aspirin\u0007', 'aspirin \u202Enir']) {
      expect(isSearchableTerm(normalizeSearchTerm(typed)), typed).toBe(false);
    }
  });
});
