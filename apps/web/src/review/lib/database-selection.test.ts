import { describe, expect, it } from 'vitest';
import { isDatabaseShown, toggleDatabase } from './database-selection.ts';

describe('literature source checkboxes', () => {
  it('shows every database checked under All Sources', () => {
    expect(isDatabaseShown([], 'pubmed')).toBe(true);
    expect(isDatabaseShown(['ibecs'], 'pubmed')).toBe(false);
  });

  it('unchecking one of all keeps the others', () => {
    expect(toggleDatabase([], 'pubmed', false)).toEqual(['ibecs']);
  });

  it('checking the missing one, or unchecking the last one, returns to All Sources', () => {
    expect(toggleDatabase(['ibecs'], 'pubmed', true)).toEqual([]);
    expect(toggleDatabase(['ibecs'], 'ibecs', false)).toEqual([]);
  });
});
