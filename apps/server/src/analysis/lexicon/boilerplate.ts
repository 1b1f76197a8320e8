/**
 * What a message carries that is not its content (issue 27 points 2 and 8): a legal or confidentiality footer, a
 * newsletter's unsubscribe lines, a forwarded message's header lines. The analysis reads the text with them blanked
 * (spaces, so every offset still points into the original text); the text itself is stored and shown whole.
 * A forwarded message's own words are content — a colleague forwarding a report is how many reports arrive — so only
 * its header lines go, but for the subject.
 */

/** Words only a legal footer says, in folded text (lower case, no accents), English and Spanish; each marks its sentence. */
const LEGAL_CUE = new RegExp(
  [
    String.raw`if you (?:have )?received this (?:e-?mail|message|communication|transmission)(?: in| by)? error`,
    String.raw`(?:this|the) (?:e-?mail|message|communication)(?: and any (?:files|attachments)(?: transmitted with it)?)? (?:is|are|may be|contains?) (?:strictly )?(?:confidential|privileged|intended (?:solely|only) for)`,
    String.raw`intended (?:solely|only|exclusively) for the (?:use of the )?(?:individual|addressee|named recipient|recipient)`,
    String.raw`si (?:usted )?(?:ha recibido|recibio|lo ha recibido) este (?:mensaje|correo)(?: electronico)? por error`,
    String.raw`este (?:mensaje|correo)(?: electronico)?(?: y sus (?:anexos|adjuntos|ficheros))? (?:es|son|puede contener|contiene) (?:informacion )?(?:confidencial|privad)`,
    String.raw`si usted no es el destinatario`,
    String.raw`(?:aviso legal|aviso de confidencialidad|confidentiality notice|legal disclaimer)\s*:`,
    String.raw`(?:please )?notify the sender (?:immediately )?(?:by (?:reply|return) (?:e-?mail|message) )?and (?:delete|destroy)`,
    String.raw`any (?:unauthori[sz]ed )?(?:use|review|disclosure|copying|distribution|dissemination)[a-z ,/]{0,60} (?:is )?strictly prohibited`,
    String.raw`(?:comuniquelo|notifiquelo|informe) (?:inmediatamente )?al remitente`,
    String.raw`queda (?:estrictamente )?prohibid[ao] (?:su|la) (?:uso|utilizacion|difusion|copia|distribucion|reproduccion)`,
  ].join('|'),
  'g',
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

type Span = readonly [start: number, end: number];
/** A sentence of the document as this file needs it (document.ts imports this file, so not its type). */
interface SentenceSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * Every sentence that holds legal footer words — only those sentences: a hospital's confidentiality line may open a
 * message whose next sentence is the report — and a short late paragraph that holds newsletter words. The sentences
 * are the document's own (`splitSentences`), asked for only when a footer word is there.
 */
function footerSpans(folded: string, sentencesOf: () => readonly SentenceSpan[]): Span[] {
  const spans: Span[] = [];
  const cues = [...folded.matchAll(LEGAL_CUE)];
  if (cues.length > 0) {
    // Cues and sentences both in text order: one walk, so a text full of footers stays linear.
    const sentences = sentencesOf();
    let first = 0;
    for (const cue of cues) {
      const end = cue.index + cue[0].length;
      while ((sentences[first]?.end ?? Infinity) <= cue.index) first += 1;
      for (let i = first; (sentences[i]?.start ?? Infinity) < end; i += 1) {
        const sentence = sentences[i];
        if (sentence) spans.push([sentence.start, sentence.end]);
      }
    }
  }
  let at = 0;
  for (const part of folded.split(/(\n[ \t]*\n)/)) {
    if (part.length <= MAILING_FOOTER_MAX_CHARS && at >= folded.length / 2 && MAILING_CUE.test(part)) {
      spans.push([at, at + part.length]);
    }
    at += part.length;
  }
  return spans;
}

/** Runs of two or more header lines (one "Date:" line alone may be content), but for the subject. */
function headerSpans(folded: string): Span[] {
  const lines = [...folded.matchAll(HEADER_LINE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    field: match[1] ?? '',
  }));
  const follows = (a: { end: number } | undefined, b: { start: number } | undefined) =>
    a !== undefined && b !== undefined && a.end + 1 === b.start;
  return lines
    .filter((line, i) => follows(lines[i - 1], line) || follows(line, lines[i + 1]))
    .filter((line) => !KEPT_FIELDS.has(line.field))
    .map((line): Span => [line.start, line.end]);
}

/** The text with every character of the spans but line breaks made a space, in one pass (overlaps merged). */
function blankSpans(folded: string, spans: Span[]): string {
  if (spans.length === 0) return folded;
  const pieces: string[] = [];
  let kept = 0;
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, kept);
    if (end <= from) continue;
    pieces.push(folded.slice(kept, from), folded.slice(from, end).replace(/[^\n]/g, ' '));
    kept = end;
  }
  pieces.push(folded.slice(kept));
  return pieces.join('');
}

/** The folded text with its footers and forwarded header lines blanked (same length, so offsets hold). */
export function blankBoilerplate(folded: string, sentencesOf: () => readonly SentenceSpan[]): string {
  return blankSpans(folded, [...footerSpans(folded, sentencesOf), ...headerSpans(folded)]);
}

/**
 * The parts blanking set aside, as [start, end) in the document: where the text had words the rules never read.
 * Parts only whitespace apart are one part, so a footer of several lines is shown as one.
 */
export function setAsideSpans(whole: string, folded: string): [number, number][] {
  const spans: [number, number][] = [];
  if (whole === folded) return spans;
  let open: [number, number] | null = null;
  for (let index = 0; index < whole.length; index += 1) {
    const blanked = folded[index] !== whole[index];
    if (blanked) {
      if (open && /^\s*$/.test(whole.slice(open[1], index))) open[1] = index + 1;
      else {
        open = [index, index + 1];
        spans.push(open);
      }
    }
  }
  return spans;
}
