import { describe, expect, it } from 'vitest';
import { isCasesPath, isItemActive } from './nav-items.ts';

describe('sidebar highlighting', () => {
  it('highlights Cases on /export, /psur, /e2b, /cases and /custom-report', () => {
    for (const path of ['/export', '/psur', '/e2b/12', '/cases', '/cases/abc', '/custom-report']) {
      expect(isCasesPath(path)).toBe(true);
    }
    expect(isCasesPath('/casesx')).toBe(false);
    expect(isCasesPath('/home')).toBe(false);
  });

  it('marks Home active on /home and items active below their path', () => {
    expect(isItemActive('/', '/home')).toBe(true);
    expect(isItemActive('/', '/settings')).toBe(false);
    expect(isItemActive('/youtube', '/youtube/channel/comment/1')).toBe(true);
    expect(isItemActive('/youtube', '/you')).toBe(false);
  });
});
