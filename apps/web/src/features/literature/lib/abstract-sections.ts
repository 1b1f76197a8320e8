export interface AbstractSection {
  /** BACKGROUND, METHODS, … of a structured abstract; absent for plain paragraphs. */
  label?: string;
  text: string;
}

/**
 * A section label as PubMed writes it (upper case: BACKGROUND, MATERIALS AND METHODS) at the start of a paragraph,
 * "LABEL: text". Upper case only, so an ordinary sentence with a colon ("We studied 3 drugs: …") stays text.
 */
const LABELLED = /^([A-ZÁÉÍÓÚÜÑ][A-ZÁÉÍÓÚÜÑ0-9 ,&/()'-]{0,59}):\s+([\s\S]+)$/;

/**
 * An abstract as paragraphs that keep their section labels (SPEC §2.8). The importers separate sections with line
 * breaks; any paragraph starting "LABEL: " is a labelled section.
 */
export function abstractSections(abstract: string | null): AbstractSection[] {
  return (abstract ?? '')
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const match = LABELLED.exec(paragraph);
      return match?.[1] && match[2] ? { label: match[1], text: match[2].trim() } : { text: paragraph };
    });
}
