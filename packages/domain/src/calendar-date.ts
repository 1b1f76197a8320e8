/**
 * A calendar date as YYYY-MM-DD that exists (2026-02-30 does not). Zod-free and at the root, below the folders: the
 * item and vector date filters and the PSUR interval share it without importing each other.
 */
export function isCalendarDate(value: string): boolean {
  // Year 0 is a JavaScript date but no PostgreSQL one (1 BC is followed by AD 1): 0000-01-01 failed in SQL as a 500.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
