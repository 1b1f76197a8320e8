import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.ts';
import { noMigrationPending, readJournalWhens } from './migrations-current.ts';

describe('noMigrationPending', () => {
  it('is false on a database the migrator never ran on', () => {
    expect(noMigrationPending([1, 2], null)).toBe(false);
  });

  it('is true when the last applied migration is the journal’s last, or later', () => {
    expect(noMigrationPending([1, 2, 3], 3)).toBe(true);
    expect(noMigrationPending([1, 2, 3], 4)).toBe(true);
  });

  it('is false when the journal has a migration later than the last applied one (the migrator would run it)', () => {
    expect(noMigrationPending([1, 2, 3], 2)).toBe(false);
  });
});

describe('readJournalWhens', () => {
  it('reads one timestamp per committed migration, in order', () => {
    const whens = readJournalWhens(MIGRATIONS_FOLDER);
    expect(whens.length).toBeGreaterThan(10);
    expect([...whens].sort((a, b) => a - b)).toEqual(whens);
  });
});
