import { describe, expect, it } from 'vitest';
import { SOURCES } from '@vigila/domain';
import { SOURCE_SHELLS } from './sources.ts';

describe('the source shells (app/sources.ts)', () => {
  // The shells are found by file name, not imported: a source whose feature defines no shell would have no page and
  // no sidebar entry, and no compiler would say so.
  it('has exactly one shell per source', () => {
    expect(SOURCE_SHELLS.map((shell) => shell.source).sort()).toEqual([...SOURCES].sort());
  });

  it('orders them as the sidebar does (SPEC §2.3), with their routes under their own path', () => {
    const positions = SOURCE_SHELLS.map((shell) => shell.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const shell of SOURCE_SHELLS) {
      expect(shell.routes.length).toBeGreaterThan(0);
      for (const route of shell.routes) expect(route.path.startsWith(shell.nav.to)).toBe(true);
    }
  });
});
