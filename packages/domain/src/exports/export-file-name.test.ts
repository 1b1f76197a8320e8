import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

describe('exportFileName', () => {
  it('names the list and the UTC day', () => {
    expect(exportFileName('cases', new Date('2026-11-26T23:30:00.000Z'))).toBe('cases-2026-11-26.csv');
    expect(exportFileName('amazon', new Date('2026-01-02T00:00:00.000Z'))).toBe('amazon-2026-01-02.csv');
  });
});
