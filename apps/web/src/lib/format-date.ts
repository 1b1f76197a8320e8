/** Dates and times in the reader's locale (list rows, detail headers, platform details). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(language, { dateStyle: 'medium' });
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
