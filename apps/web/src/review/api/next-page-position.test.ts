import { describe, expect, it } from 'vitest';
import { nextPagePosition } from './get-item-list.ts';

const page = (page: number, total_pages: number, next_cursor?: string | null) => ({
  page,
  page_size: 50,
  total: total_pages * 50,
  total_pages,
  next_cursor,
});

describe('nextPagePosition', () => {
  it('reads on from the cursor the server gave', () => {
    expect(nextPagePosition(page(1, 3, 'abc'))).toEqual({ page: 2, cursor: 'abc' });
  });

  it('stops on the last page, or when the server says there is nothing after', () => {
    expect(nextPagePosition(page(3, 3, 'abc'))).toBeUndefined();
    expect(nextPagePosition(page(1, 3, null))).toBeUndefined();
    expect(nextPagePosition(undefined)).toBeUndefined();
  });

  it('counts pages from a server that gives no cursor', () => {
    expect(nextPagePosition(page(1, 3))).toEqual({ page: 2 });
  });
});
