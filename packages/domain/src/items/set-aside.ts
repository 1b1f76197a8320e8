import { z } from 'zod';

/**
 * A part of an item's text the analysis did not read (issue 27 point 2): a legal or confidentiality footer, or the
 * header lines of a forwarded message. Offsets are into the item's text (not its title), end exclusive; the detail
 * page shows the parts, marked, so a reviewer sees what was set aside.
 */
export const setAsidePartSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type SetAsidePart = z.infer<typeof setAsidePartSchema>;

/** The text of an item cut into what the analysis read and what it set aside, in order. */
export function splitBySetAside(
  text: string,
  parts: readonly SetAsidePart[],
): { text: string; setAside: boolean }[] {
  const pieces: { text: string; setAside: boolean }[] = [];
  let at = 0;
  for (const part of [...parts].sort((a, b) => a.start - b.start)) {
    const start = Math.max(part.start, at);
    const end = Math.min(part.end, text.length);
    if (end <= start) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), setAside: false });
    pieces.push({ text: text.slice(start, end), setAside: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), setAside: false });
  return pieces;
}
