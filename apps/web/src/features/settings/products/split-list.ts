/** A list typed as one text: values separated by commas or new lines, trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** A list shown for editing: one value a line reads best for long names, commas for short ones. */
export function joinList(values: readonly string[]): string {
  return values.join(', ');
}
