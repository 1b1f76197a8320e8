import { describe, expect, it } from 'vitest';
import { flagListUrl, flaggedListUrl, listFlagOf } from './home-links.ts';

describe('home links', () => {
  it('open a list on its Triage tile', () => {
    expect(flaggedListUrl('email')).toBe('/emails?status=all&ai_triage=true');
    expect(flaggedListUrl('recording')).toBe('/recordings?status=all&ai_triage=true');
  });

  it('open a list filtered by one flag, with literature’s names for the slots', () => {
    expect(flagListUrl('youtube', 'pqc')).toBe('/youtube?status=pending&ai_triage=false&flags=pqc');
    expect(flagListUrl('literature', 'adr')).toBe('/literature?status=pending&ai_triage=false&flags=ss');
    expect(listFlagOf('literature', 'pqc')).toBe('qm');
    expect(listFlagOf('literature', 'mi')).toBe('si');
  });
});
