import { describe, expect, it } from 'vitest';
import { normalizeAsin } from './amazon-basics.ts';
import { normalizeInstagramHandle } from './instagram-basics.ts';
import { normalizeSearchTerm } from './literature-basics.ts';
import { normalizeYoutubeChannel } from './youtube-basics.ts';

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
