import type { AnalysedDocument } from './document.ts';
import { phraseSet } from './phrase-set.ts';
import { NAMED_DRUG_PHRASES } from './vocab/drugs.ts';

/** Kinds of mail that are not about a medicinal product (issue 27 point 8). */
export type NotPvMailKind = 'calendar' | 'marketing' | 'software' | 'bounce' | 'mime_test';

/**
 * The words of each kind, in folded text, and how many distinct ones make the kind: one word is chance ("the server
 * was down when I called"), several are the kind of mail. A delivery failure says so in one phrase. A message naming
 * a medicine needs twice as many: a newsletter may carry a report.
 */
const KIND_CUES: readonly { kind: NotPvMailKind; cue: RegExp; needed: number }[] = [
  {
    kind: 'bounce',
    cue: /\b(?:mail delivery (?:failed|subsystem)|undeliverable|delivery status notification|returned mail|mailer-daemon|no se ha podido entregar|error de entrega)/g,
    needed: 1,
  },
  {
    kind: 'calendar',
    cue: /(?:\binvitation:|\binvitacion:|\bcalendar\b|\bcalendario\b|attendance is optional|join (?:with )?(?:zoom|teams|google meet)|unirse a la reunion|\.ics\b|\brsvp\b|\baccepted:|\btentative:|\binvitation from google calendar|reunion de microsoft teams|microsoft teams meeting)/g,
    needed: 2,
  },
  {
    kind: 'marketing',
    cue: /\b(?:unsubscribe|darse de baja|view (?:this email )?in (?:your )?browser|ver en (?:el|tu) navegador|register (?:today|now|here)|webinar|newsletter|boletin|\d+ ?% off|click here|haz clic aqui|limited time|oferta exclusiva|no (?:longer )?wish to receive|souhaitez plus recevoir|desinscri\w*)/g,
    needed: 2,
  },
  {
    kind: 'software',
    cue: /\b(?:traceback|stack ?trace|exception|kernel|segfault|null pointer|bug #?\d+|launchpad|github|jira|stderr|stdout|npm|ubuntu|debian|windows update|build failed|pipeline|compiler|installer|localhost|sudo|\w+\.py|\w+\.js|http 500|error code 0x[0-9a-f]+)/g,
    needed: 3,
  },
  {
    kind: 'mime_test',
    cue: /\b(?:mime|multipart|content-type|content-transfer-encoding|base64|quoted-printable|test message|torture test)\b/g,
    needed: 3,
  },
];

const NAMED_DRUGS = phraseSet(NAMED_DRUG_PHRASES);

/**
 * The kind of mail a message is: enough words of one kind and no medicine named by name or class, or twice the words
 * needed whatever it names (a kernel log naming "node" is still a bug report); null otherwise. It reads the whole
 * text, footers included (the analysis blanks them, but an unsubscribe line is just what tells a newsletter).
 */
export function notPvMailKind(doc: AnalysedDocument): NotPvMailKind | null {
  if (doc.channel !== 'email') return null;
  const folded = doc.whole;
  const namesMedicine = NAMED_DRUGS.find(folded).length > 0;
  for (const { kind, cue, needed } of KIND_CUES) {
    const distinct = new Set([...folded.matchAll(cue)].map((match) => match[0])).size;
    if (distinct >= (namesMedicine ? needed * 2 : needed)) return kind;
  }
  return null;
}
