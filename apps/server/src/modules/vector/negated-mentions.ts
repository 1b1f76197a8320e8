import { foldText } from '../../analysis/lexicon/fold.ts';
import { phraseSet, type PhraseHit, type PhraseSet } from '../../analysis/lexicon/phrase-set.ts';
import { NEGATION_CUES, NEGATION_EXCEPTIONS } from '../../analysis/lexicon/vocab/cues.ts';

const NEGATIONS = phraseSet(NEGATION_CUES);
const NOT_NEGATIONS = phraseSet(NEGATION_EXCEPTIONS);
/** How far a negation reaches: "no swelling", "no cough or rash at all", "sin ninguna reacción en la piel". */
const SCOPE_WORDS = 5;
/** How far after a denied concept its clause is blanked when no break comes first. */
const CLAUSE_TAIL = 40;
/** A clause break ends the scope: "no cough, but my face swelled up", "no puedo dormir y tengo pesadillas". */
const BREAK = /[,;:.!?()\n]|\s(?:but|however|although|though|yet|and|pero|aunque|sino|y|e)\s/;

/**
 * The folded text with the mentions a negation denies blanked ("no swelling at all" → "no          at all"), the
 * labels of the concepts so denied, and — when a negation made it read them — the concepts that stand (else null:
 * the caller reads them itself, if it needs them) (issue 27 point 10): a report that says "no swelling" must not be found by
 * "swelling", in its words, its concepts or its full-text stems. Same length as the folded text.
 */
export function blankNegatedMentions(
  text: string,
  concepts: PhraseSet,
): { folded: string; negated: Set<string>; standing: PhraseHit[] | null } {
  const folded = foldText(text);
  const negated = new Set<string>();
  const exceptions = NOT_NEGATIONS.find(folded);
  const cues = NEGATIONS.find(folded).filter(
    (cue) => !exceptions.some((exception) => exception.start <= cue.start && cue.end <= exception.end),
  );
  if (cues.length === 0) return { folded, negated, standing: null };
  const hits = concepts.find(folded);
  // A negation word inside a concept is part of it: "no puedo dormir" is insomnia, "can't breathe" a symptom.
  const denials = cues.filter((cue) => !hits.some((hit) => hit.start <= cue.start && cue.end <= hit.end));
  let blanked = folded;
  const standing: PhraseHit[] = [];
  for (const hit of hits) {
    const cue = denials.findLast((candidate) => candidate.end <= hit.start);
    const between = cue ? folded.slice(cue.end, hit.start) : '';
    if (!cue || BREAK.test(between) || between.trim().split(/\s+/).filter(Boolean).length > SCOPE_WORDS) {
      standing.push(hit);
      continue;
    }
    negated.add(hit.label.toLowerCase());
    // The whole denied clause goes, not only the concept: "no swelling of the face at all" says nothing of a face.
    const rest = folded.slice(hit.end, hit.end + CLAUSE_TAIL);
    const tail = rest.search(BREAK);
    const end = hit.end + (tail === -1 ? rest.length : tail);
    blanked = `${blanked.slice(0, cue.end)}${' '.repeat(end - cue.end)}${blanked.slice(end)}`;
  }
  // A concept that stood may lie in a clause blanked for a later one: only those still readable stand.
  return {
    folded: blanked,
    negated,
    standing: standing.filter(
      (hit) => blanked.slice(hit.start, hit.end) === folded.slice(hit.start, hit.end),
    ),
  };
}
