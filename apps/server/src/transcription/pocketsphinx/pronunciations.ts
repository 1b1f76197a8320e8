/**
 * A dictionary in the CMU format pocketsphinx ships: `word PH ON ES`, variants as `word(2) …`, `;;` comments.
 */
export function parseCmuDictionary(text: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0 || line.startsWith(';;')) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    const phones = line.slice(space + 1).trim();
    const variants = entries.get(word);
    if (variants) variants.push(phones);
    else entries.set(word, [phones]);
  }
  return entries;
}

/**
 * The dictionary file for exactly the model's words (a small dictionary loads in milliseconds, the full one
 * takes a second per call), with every variant the sources know. Words found in no source are returned, so
 * the caller can leave them out of the language model.
 */
export function buildDictionary(
  words: Iterable<string>,
  sources: readonly ReadonlyMap<string, readonly string[]>[],
): { text: string; missing: string[] } {
  const lines: string[] = [];
  const missing: string[] = [];
  for (const word of [...new Set(words)].sort()) {
    const variants = [...new Set(sources.flatMap((source) => source.get(word) ?? []))];
    if (variants.length === 0) {
      missing.push(word);
      continue;
    }
    variants.forEach((phones, index) =>
      lines.push(`${index === 0 ? word : `${word}(${index + 1})`} ${phones}`),
    );
  }
  return { text: `${lines.join('\n')}\n`, missing };
}
