/**
 * Blanks the hesitations of speech and chat in folded text with spaces, keeping every offset: fillers ("uh", "um",
 * "eh"), discourse markers set off by commas (", like,", "you know,"), and a word said twice ("the, the warfarin",
 * "de... de cinco meses"). Phrase patterns allow several spaces between words, so "no... no interest" reads as
 * "no interest".
 */
const FILLERS = /(?<![a-z])(?:u+h+|u+m+|u+h+m+|e+r+m+|e+h+|m{2,}|h+m+)(?![a-z])[,.]*/g;
const MARKERS = /(?<=,\s?|^)\s*(?:like|you know|i mean|o sea|pues|bueno|vale|este)\s*,/g;
const REPEATED = /(?<![a-z])([a-z]+)[\s,.\u2026-]+(?=\1(?![a-z]))/g;

export function blankDisfluencies(folded: string): string {
  return folded.replace(FILLERS, blank).replace(MARKERS, blank).replace(REPEATED, blank);
}

function blank(match: string): string {
  return ' '.repeat(match.length);
}
