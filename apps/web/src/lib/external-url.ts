/**
 * A link to a page outside the product, from data a scraper or an API gave us: only http(s) survives (never
 * `javascript:`), and a relative URL is resolved against `base` (Amazon's relative review links against the
 * Spanish store, SPEC §2.8). Null when there is nothing safe to link to.
 */
export function externalUrl(raw: string | null | undefined, base?: string): string | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = base ? new URL(text, base) : new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null; // not a URL, and no base to resolve it against
  }
}
