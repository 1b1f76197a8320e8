/** A calendar date in the reader's language (invitation rows). */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(language, { dateStyle: 'medium' });
}
