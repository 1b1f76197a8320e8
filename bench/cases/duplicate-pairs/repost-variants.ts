/**
 * Deterministic re-wordings of a complaint as it reaches a second channel: an e-mail around it, emojis and filler
 * dropped, a few words swapped, only its first sentences, a "posting this here too". Not a language model: what a
 * person re-posting does, so the set can be rebuilt without one.
 */
const SWAPS: [RegExp, string][] = [
  [/\bI'm\b/gi, 'I am'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bdon't\b/gi, 'do not'],
  [/\breally\b/gi, 'very'],
  [/\bgot\b/gi, 'had'],
  [/\bstarted\b/gi, 'began'],
  [/\blol\b/gi, ''],
  [/\banyone else\b/gi, 'has this happened to anyone?'],
  [/\bmuy\b/gi, 'bastante'],
  [/\bempecé\b/gi, 'comencé'],
  [/\bpero\b/gi, 'aunque'],
];

const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;

export function emailAround(text: string, lang: string, signer: string): string {
  return lang === 'es'
    ? `Buenos días:\n\nLes escribo para informar de lo siguiente. ${text}\n\nUn saludo,\n${signer}`
    : `Hello,\n\nI would like to report the following. ${text}\n\nKind regards,\n${signer}`;
}

export function withoutEmojisOrFiller(text: string): string {
  return text
    .replace(EMOJI, '')
    .replace(/[!?]{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}

export function withSwappedWords(text: string): string {
  return SWAPS.reduce((out, [pattern, by]) => out.replace(pattern, by), text)
    .replace(/\s+/g, ' ')
    .trim();
}

export function firstSentences(text: string, count = 2): string {
  const sentences = text.match(/[^.!?…]+[.!?…]*/g) ?? [text];
  return sentences.length > count ? sentences.slice(0, count).join('').trim() : text;
}

export function postedAgain(text: string, lang: string): string {
  return lang === 'es' ? `Lo cuento también aquí: ${text}` : `Posting this here too: ${text}`;
}

/** The k-th way of re-posting a text (k cycles through four combinations). */
export function repostVariant(text: string, lang: string, k: number): string {
  switch (k % 4) {
    case 0:
      return emailAround(withoutEmojisOrFiller(text), lang, 'M. R.');
    case 1:
      return withSwappedWords(withoutEmojisOrFiller(text));
    case 2:
      return postedAgain(firstSentences(text), lang);
    default:
      return emailAround(withSwappedWords(firstSentences(text, 3)), lang, 'J.');
  }
}
