/**
 * What a message carries that is not its content (issue 27 points 2 and 8): a legal or confidentiality footer, a
 * newsletter's unsubscribe lines, a forwarded message's header lines. The analysis reads the text with them blanked
 * (spaces, so every offset still points into the original text); the text itself is stored and shown whole.
 * A forwarded message's own words are content — a colleague forwarding a report is how many reports arrive — so only
 * its header lines go, but for the subject.
 */

/** Words only a legal footer says, in folded text (lower case, no accents), English and Spanish. */
const LEGAL_CUE = new RegExp(
  [
    String.raw`if you (?:have )?received this (?:e-?mail|message|communication|transmission)(?: in| by)? error`,
    String.raw`(?:this|the) (?:e-?mail|message|communication)(?: and any (?:files|attachments)(?: transmitted with it)?)? (?:is|are|may be|contains?) (?:strictly )?(?:confidential|privileged|intended (?:solely|only) for)`,
    String.raw`intended (?:solely|only|exclusively) for the (?:use of the )?(?:individual|addressee|named recipient|recipient)`,
    String.raw`si (?:usted )?(?:ha recibido|recibio|lo ha recibido) este (?:mensaje|correo)(?: electronico)? por error`,
    String.raw`este (?:mensaje|correo)(?: electronico)?(?: y sus (?:anexos|adjuntos|ficheros))? (?:es|son|puede contener|contiene) (?:informacion )?(?:confidencial|privad)`,
    String.raw`si usted no es el destinatario`,
    String.raw`(?:aviso legal|aviso de confidencialidad|confidentiality notice|legal disclaimer)\s*:`,
  ].join('|'),
);

/**
 * Words a newsletter's footer says, which a patient may also write ("I want to unsubscribe from the programme, the
 * pills gave me a rash"): they mark a footer only in a short paragraph in the second half of the message.
 */
const MAILING_CUE =
  /(?:to )?unsubscribe(?: from)?|darse de baja|dejar de recibir (?:estos|este tipo de) (?:correos|mensajes)|you (?:are )?receiv(?:ed|ing) this (?:e-?mail|message|newsletter) because|disclaimer\s*:/;
const MAILING_FOOTER_MAX_CHARS = 400;

/** A header line of a forwarded or quoted message: "From: …", "Enviado: …", "Asunto: …". */
const HEADER_LINE = /^[ \t>]*(from|de|sent|enviado(?: el)?|to|para|cc|subject|asunto|date|fecha)\s*:.*$/gm;
/** A forwarded subject may be the report's summary ("Subject: rash after amoxicillin"): it stays. */
const KEPT_FIELDS: ReadonlySet<string> = new Set(['subject', 'asunto']);

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** The start of the sentence or line holding `index`: a footer is cut from there, never from the message's start. */
function sentenceStart(folded: string, from: number, index: number): number {
  for (let i = index - 1; i >= from; i -= 1) {
    const char = folded[i];
    if (char === '\n' || ((char === '.' || char === '!' || char === '?') && folded[i + 1] === ' '))
      return i + 1;
  }
  return from;
}

/** Blanks each paragraph's footer (from the sentence of its first footer words to the paragraph's end). */
function blankFooters(folded: string): string {
  let out = '';
  let at = 0;
  for (const paragraph of folded.split(/(\n[ \t]*\n)/)) {
    const mailing =
      paragraph.length <= MAILING_FOOTER_MAX_CHARS && at >= folded.length / 2
        ? MAILING_CUE.exec(paragraph)
        : null;
    const cue = LEGAL_CUE.exec(paragraph) ?? mailing;
    if (cue) {
      const start = sentenceStart(paragraph, 0, cue.index);
      out += paragraph.slice(0, start) + blank(paragraph.slice(start));
    } else {
      out += paragraph;
    }
    at += paragraph.length;
  }
  return at === folded.length ? out : folded;
}

/** Blanks runs of two or more header lines (one "Date:" line alone may be content), in one pass. */
function blankHeaders(folded: string): string {
  const lines = [...folded.matchAll(HEADER_LINE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    field: match[1] ?? '',
  }));
  const follows = (a: { end: number } | undefined, b: { start: number } | undefined) =>
    a !== undefined && b !== undefined && a.end + 1 === b.start;
  const blanked = new Set(
    lines
      .filter((line, i) => follows(lines[i - 1], line) || follows(line, lines[i + 1]))
      .filter((line) => !KEPT_FIELDS.has(line.field))
      .map((line) => line.start),
  );
  if (blanked.size === 0) return folded;
  return folded.replace(HEADER_LINE, (line: string, _field: string, offset: number) =>
    blanked.has(offset) ? blank(line) : line,
  );
}

export function blankBoilerplate(folded: string): string {
  return blankHeaders(blankFooters(folded));
}
