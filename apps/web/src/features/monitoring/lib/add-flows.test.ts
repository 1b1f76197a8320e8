import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock.ts';
import { notify } from '@/lib/notify.ts';
import { addAnswer, analyzeAnswer } from '@/test/monitoring/monitoring-fixtures.ts';
import { addByKeyFlow, addLiterature } from './add-flows.ts';

const addInstagram = addByKeyFlow('instagram');
const addYoutube = addByKeyFlow('youtube');
const addAmazon = addByKeyFlow('amazon');

beforeEach(() => {
  vi.spyOn(notify, 'success').mockReturnValue(undefined);
  vi.spyOn(notify, 'info').mockReturnValue(undefined);
  mockApi({
    'POST /api/scrape-instagram': { body: addAnswer('pharma.co') },
    'POST /api/analyze-instagram': { body: analyzeAnswer },
    'POST /api/youtube/comments': { body: addAnswer('GoogleDevelopers') },
    'POST /api/amazon/load-reviews': { body: addAnswer('B08N5WRWNW') },
    'POST /api/search-pubmed': { body: addAnswer('aspirin AND ulcer') },
    'POST /api/search-ibecs': { body: addAnswer('aspirin AND ulcer') },
    'POST /api/analyze-literature': { body: analyzeAnswer },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The percentages each flow reports after the 15% its runner shows at the start (SPEC §4.3). */
describe('add flows report the SPEC §4.3 steps and say where to go', () => {
  it('Instagram: 50% analysing, 100%, then the profile', async () => {
    const progress = vi.fn();
    expect(await addInstagram('@Pharma.Co', progress)).toBe('/instagram/pharma.co');
    expect(progress.mock.calls.flat()).toEqual([50, 100]);
  });

  it('YouTube: 100%, staying on the panel', async () => {
    const progress = vi.fn();
    expect(await addYoutube('@GoogleDevelopers', progress)).toBeNull();
    expect(progress.mock.calls.flat()).toEqual([100]);
  });

  it('Amazon: 90%, then the product', async () => {
    const progress = vi.fn();
    expect(await addAmazon('b08n5wrwnw', progress)).toBe('/amazon/B08N5WRWNW');
    expect(progress.mock.calls.flat()).toEqual([90]);
  });

  it('Literature: 40% after the searches, 60% analysing, 90%, 100%, then the URL-encoded term', async () => {
    const progress = vi.fn();
    const path = await addLiterature({ term: 'aspirin and ulcer', databases: ['pubmed', 'ibecs'] }, progress);
    expect(path).toBe('/literature/aspirin%20AND%20ulcer');
    expect(progress.mock.calls.flat()).toEqual([40, 60, 90, 100]);
  });
});
