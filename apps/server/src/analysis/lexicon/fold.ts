/**
 * Case- and accent-folds a text without changing its length, so an offset found in the folded text quotes the same
 * span of the original: vocabularies are written once without accents ("nauseas") and match "Náuseas" too.
 */
export function foldText(text: string): string {
  let folded = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    const code = char.charCodeAt(0);
    if (code < 128) {
      folded += char.toLowerCase();
      continue;
    }
    // Surrogate halves (emoji) and characters whose folding changes length keep their place as themselves.
    const candidate = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded += candidate.length === 1 ? normaliseTypography(candidate) : char;
  }
  return folded;
}

/** Curly quotes and dashes read as their plain forms ("didn’t" matches "didn't"). */
function normaliseTypography(char: string): string {
  switch (char) {
    case '\u2019':
    case '\u2018':
    case '\u00b4':
      return "'";
    case '\u201c':
    case '\u201d':
      return '"';
    case '\u2013':
    case '\u2014':
      return '-';
    default:
      return char;
  }
}
