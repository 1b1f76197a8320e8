import { describe, expect, it } from 'vitest';
import { nextTheme, resolveTheme } from './theme.ts';

describe('theme', () => {
  it('cycles light, dark, system, then light again', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
    expect(nextTheme('system')).toBe('light');
  });

  it('resolves system from the operating-system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
