import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDateTimeFormat, useNumberFormat } from './format-number.ts';
import { usePreferences } from './preferences-store.ts';

afterEach(() => usePreferences.getState().setLanguage('en'));

describe('useNumberFormat', () => {
  it('writes numbers in the interface language', () => {
    usePreferences.getState().setLanguage('es');
    const { result } = renderHook(() => useNumberFormat());
    expect(result.current.format(12345.5)).toBe('12.345,5');
    const percent = renderHook(() => useNumberFormat({ style: 'percent', maximumFractionDigits: 0 }));
    expect(percent.result.current.format(0.25)).toBe('25\u00a0%');
  });

  it('follows a change of language', () => {
    const { result, rerender } = renderHook(() => useNumberFormat());
    expect(result.current.format(12345)).toBe('12,345');
    usePreferences.getState().setLanguage('es');
    rerender();
    expect(result.current.format(12345)).toBe('12.345');
  });
});

describe('useDateTimeFormat', () => {
  it('writes dates in the interface language', () => {
    usePreferences.getState().setLanguage('es');
    const { result } = renderHook(() => useDateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' }));
    expect(result.current.format(new Date('2026-03-05T12:00:00Z'))).toBe('5 de marzo de 2026');
  });
});
