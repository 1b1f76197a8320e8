import type { DuplicateCandidate, DuplicateScore } from '@vigila/domain';

const EXCERPT_LENGTH = 160;

/** The first words of a text, on one line, for the reviewer to recognise a report. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

/** A scored candidate as the API sends it: ids, channel, an excerpt and the reasons, never the whole record. */
export function presentCandidate(
  candidate: { kind: 'case' | 'item'; id: string; source: string; text: string; publishedAt: Date },
  { score, reasons }: DuplicateScore,
): DuplicateCandidate {
  return {
    kind: candidate.kind,
    id: candidate.id,
    source: candidate.source,
    excerpt: excerptOf(candidate.text),
    published_at: candidate.publishedAt.toISOString(),
    score,
    reasons,
  };
}
