import type { CaseFacts, SetAsidePart, Source } from '@vigila/domain';

/** What an analyser reads: the item's text and where it came from. */
export interface AnalysisInput {
  text: string;
  /** Title of an article or e-mail subject, when there is one. */
  title?: string | null;
  /** ISO 639-1 code when known ('en', 'es'); analysers detect it otherwise. */
  language?: string | null;
  channel: Source;
}

export interface FlagFinding {
  flagged: boolean;
  /** Why, quoting the evidence from the text; null when not flagged. */
  reason: string | null;
}

export interface AnalysisResult {
  /** For literature, adr/pqc/mi are the ss/qm/si slots (safety signal, quality mention, special interest). */
  adr: FlagFinding & { reactionTerm: string | null; meddraCode: string | null };
  pqc: FlagFinding;
  mi: FlagFinding;
  /** A short summary, when the analyser writes one (recordings, long e-mails). */
  summary: string | null;
  /** The language the analyser detected, ISO 639-1. */
  language: string | null;
  /** For an ADR: suspect products, reactions, seriousness, patient and reporter, when the analyser reads them. */
  facts?: CaseFacts | null;
  /** The parts of the text (not the title) the rules did not read: footers, forwarded header lines (issue 27). */
  setAside?: SetAsidePart[];
}

/** DESIGN.md "Analysis": one interface, several implementations (lexicon in-process, llm over HTTP). */
export interface Analyzer {
  readonly name: string;
  readonly version: string;
  analyze(input: AnalysisInput): Promise<AnalysisResult>;
}

export function analyzerLabel(analyzer: Pick<Analyzer, 'name' | 'version'>): string {
  return `${analyzer.name}@${analyzer.version}`;
}
