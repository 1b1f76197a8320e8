import type { EvidenceKind } from '../lexicon/evidence.ts';
import type { LexiconAnalysis } from '../lexicon/lexicon-analyzer.ts';

/** Vocabularies whose presence generalises beyond the words the model saw: a reaction term, a product, a cue. */
const CUE_KINDS: readonly EvidenceKind[] = [
  'drugs',
  'reactions',
  'negations',
  'hypotheticals',
  'hearsay',
  'indications',
  'links',
  'nonExposure',
  'preexisting',
  'diseases',
  'experience',
  'pregnancy',
  'overdose',
  'misuse',
  'medicationError',
  'offLabel',
  'lackOfEfficacy',
  'quality',
  'notQuality',
  'requests',
  'topics',
  'nonMedical',
  'rhetorical',
  'hyperbole',
];

/**
 * Document-level features from the lexicon's vocabularies (not from its verdicts, which were tuned on the development
 * set): which kinds of phrase the text contains, and the preferred terms of its reaction phrases, so "no puedo
 * dormir" and "can't sleep" meet in one feature.
 */
export function lexiconCues(analysis: LexiconAnalysis): string[] {
  const { evidence } = analysis;
  const cues: string[] = [];
  for (const kind of CUE_KINDS) if (evidence.inDocument(kind).length > 0) cues.push(`lex:${kind}`);
  for (const hit of evidence.inDocument('reactions')) cues.push(`pt:${hit.label.toLowerCase()}`);
  for (const hit of evidence.inDocument('quality')) cues.push(`qd:${hit.label.toLowerCase()}`);
  for (const hit of evidence.inDocument('topics')) cues.push(`mt:${hit.label.toLowerCase()}`);
  return cues;
}
