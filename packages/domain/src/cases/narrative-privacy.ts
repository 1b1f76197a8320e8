/**
 * The privacy rule of the drafted narrative (decision 0039): no phone number, e-mail address, web or `tel:` link,
 * postal address or name of the reporter or patient goes into it, whatever field the text was typed or pasted in.
 * Known details (the reporter's name and address fields, the source's sender) are removed wherever they appear;
 * unknown ones are found by their shape. Dates and doses are kept: a phone number has at least seven digits.
 */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const LINK = /\b(?:(?:https?|ftp):\/\/|www\.|(?:mailto|tel|sms|callto|fax):)\S+/giu;
/** A run of digits with the separators phone numbers are written with: `+34 612 34 56 78`, `(555) 123-4567`. */
const PHONE_LIKE = /(?:\+|\b)\(?\d[\d ()./\u00a0-]{5,}\d\b/g;
const DATE_LIKE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$/;
const PHONE_MIN_DIGITS = 7;
/** Shorter words of a name ('de', 'Jo') are too common to remove from medical text. */
const NAME_WORD_MIN = 3;

function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  if (digits < PHONE_MIN_DIGITS) return false;
  // "from 2026-11-16 to 2026-11-20" reads as dates, not as a number.
  return !candidate
    .replace(/[()]/g, ' ')
    .trim()
    .split(/\s+/)
    .every((part) => DATE_LIKE.test(part));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words to remove: each name whole ("Marta Vidal") and its words ("Marta", "Vidal"), addresses whole
 * ("Calle Mayor 5"). Longest first, so a whole name goes before its parts.
 */
export function privateWordsOf(names: readonly string[], addresses: readonly string[]): string[] {
  const words = new Set<string>();
  for (const name of names) {
    const whole = name.trim();
    if (whole.length >= NAME_WORD_MIN) words.add(whole);
    for (const part of whole.split(/[\s,]+/)) {
      const word = part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (word.length >= NAME_WORD_MIN) words.add(word);
    }
  }
  for (const address of addresses) if (address.trim().length >= NAME_WORD_MIN) words.add(address.trim());
  return [...words].sort((a, b) => b.length - a.length);
}

/** `text` with every contact detail and private word replaced by `placeholder`. */
export function withoutContactDetails(
  text: string,
  privateWords: readonly string[],
  placeholder: string,
): string {
  let clean = text.replace(LINK, placeholder).replace(EMAIL, placeholder);
  clean = clean.replace(PHONE_LIKE, (candidate) => (isPhoneNumber(candidate) ? placeholder : candidate));
  if (privateWords.length > 0) {
    // One pass for all the words, longest first: a whole name goes before its parts.
    const alternatives = privateWords.map(escape).join('|');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
    clean = clean.replace(pattern, placeholder);
  }
  // "Ana María" is one removal, not two.
  const repeated = new RegExp(`${escape(placeholder)}(?:\\s+${escape(placeholder)})+`, 'g');
  return clean.replace(repeated, placeholder);
}
