import type { PhraseEntry } from '../phrase-set.ts';
import { patterns } from './lines.ts';

/** Advertising, scams and giveaways: not a product experience, whatever words they use. */
export const SPAM_CUES: readonly PhraseEntry[] = patterns(String.raw`
  contact (?:dr|doctor|dr\.) ?\w+|whats ?app|message me|telegram|inbox me|dm me
  cured (?:my|his|her) (?:herpes|hiv|diabetes|cancer)|100% (?:real|legit|natural|guaranteed|effective)|no lies
  click (?:the )?link|link in (?:my )?bio|use (?:my )?code|discount code|promo code|giveaway
  follow (?:me|us|my page)|investment opportunity|check out my|earn \$?\d+|make money|bitcoin|crypto|forex
  free (?:call|consultation|trial|demo)|book a (?:free )?(?:call|demo)|(?:agencia|agency) de marketing|marketing (?:digital|agency)
  (?:reserve|reserva|agende|agenda) (?:una |su |tu )?(?:llamada|cita|demo)|llamada gratuita|codigo de descuento
  gana dinero|siguenos|sigueme|sorteo|concurso|herbal (?:medicine|cure|remedy) (?:cured|cures)|spell caster
`);

/** Figures of speech that use reaction words for something else. */
export const HYPERBOLE_CUES: readonly PhraseEntry[] = patterns(String.raw`
  dying (?:of|from|laughing)|literally dying|kill me now|killing me|to die for|kills me|i'm dead|im dead
  heart attack (?:of a|price)|gives me a headache just|drives me crazy|sick and tired|made my day|sick of
  me muero de risa|me estas matando|me estan matando|muerto de risa|me parto|harto de|me mata
  me da dolor de cabeza solo|un robo
`);

/** Retractions and jokes: "lol jk", "es broma". */
export const JOKE_CUES: readonly PhraseEntry[] = patterns(String.raw`
  just kidding|no es verdad|just joking|era broma|es broma|jk
`);
