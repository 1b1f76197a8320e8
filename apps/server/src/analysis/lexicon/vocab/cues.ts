import type { PhraseEntry } from '../phrase-set.ts';
import { patterns } from './lines.ts';

/** Words that negate what follows within a few words: "no side effects", "didn't cause", "sin efectos", "ni". */
export const NEGATION_CUES: readonly PhraseEntry[] = patterns(String.raw`
  no evidence of|no signs of|absence of|no sign of|without|nothing|neither|free of|never|none|zero|not|nor|no
  ruled out|no longer|no more|denies|denied
  # "didn't have", "hasn't caused", "wasn't" — not "couldn't get past the side effects".
  (?:do|does|did|have|has|had|could|would|wo|ca)n't (?:\w+ )?(?:have|had|get|got|getting|experience|experienced|notice|noticed|cause|caused|give|gave|feel|felt|suffer|suffered|see|saw|develop|developed|report|reported|show|showed|seem|seemed|any|be|been|become|make|made|find|found|observe|observed)
  (?:do|does|did|have|has|had|could|would|will) not (?:\w+ )?(?:have|had|get|got|getting|experience|experienced|notice|noticed|cause|caused|give|gave|feel|felt|suffer|suffered|see|saw|develop|developed|report|reported|show|showed|seem|seemed|any|be|been|become|make|made|find|found|observe|observed)
  (?:was|were|is|are|am|ai)n't|(?:was|were|is|are|am) not|no increase in|cannot say|never had|not once
  not associated with|ningun(?:a|o)?|no cases? of|ausencia de|nada de|tampoco|no tuve|nunca|jamas|cero|sin|ni
  no tengo
`);

/** Non-negating uses of negation words: "not only", "no doubt", "without a doubt", "sin embargo". */
export const NEGATION_EXCEPTIONS: readonly PhraseEntry[] = patterns(String.raw`
  without (?:a )?doubt|nothing else|sin embargo|no matter|not only|no doubt|not sure|not just|no idea
  not gonna lie|no wonder|no joke|no se
`);

/** Clause breaks that end a negation's scope. */
export const CLAUSE_BREAKS =
  /[,;:()]|\s(?:but|however|although|though|yet|except|pero|aunque|sino|salvo|excepto|and then|y luego|then|after that)\s/g;

/** Talk of what might happen, not of what did: "can it cause…", "what if", "si me tomo", "por si". */
export const HYPOTHETICAL_CUES: readonly PhraseEntry[] = patterns(String.raw`
  (?:can|could|may|might|will|would|does|do|did|is|are) (?:it|this|they|these|that|the \w+|\w+) (?:\w+ )?(?:cause|give|make|lead to|trigger|result in)
  what happens if|could cause|might cause|can lead to|can cause|may cause|what if|in case
  if (?:i|you|someone|he|she|we|they) (?:take|takes|took|use|uses|start|get|gets|mix)
  worried (?:about|that)|scared (?:of|that|to)|afraid (?:of|that)|nervous about|risk(?:s)? of|hesitant
  chance of
  is (?:it|this|that) (?:a )?(?:common|known|possible|normal)? ?side effect
  side effects? (?:include|list|such as)|warned (?:about|of|that)|possible side effects?|could it be|imagine
  puede (?:causar|dar|provocar|producir)|pueden (?:causar|dar|provocar)|que pasa si|supposedly|por si|y si
  si (?:me|lo|la|le|te|os|tomo|tomas|tomara|tomase|uso|empiezo|pongo|esta|este|esto|no|ya)
  miedo (?:a|de)|pray(?:ing)?|would rather|me da miedo|tengo miedo|imaginate|could be|might be|may be|hoping
  (?:it is|it's) important to|needs? to know|should know|you should|if you
  es (?:fundamental|importante|bueno|mejor|recomendable)|riesgo de|conviene|deberias|hay que|imagina
  posibles? efectos?
`);

/** Someone else's report the author passes on: reviews, reading, hearsay. */
export const HEARSAY_CUES: readonly PhraseEntry[] = patterns(String.raw`
  (?:people|others|reviewers|everyone|users) (?:here )?(?:mention|mentioned|say|said|report|reported|complain|talk about)
  i(?:'ve)? (?:read|heard|seen) (?:that|about|online|people)|(?:the )?(?:other )?reviews|according to
  la gente (?:dice|comenta)|segun (?:dicen|leo)|lots of people|many people|dicen que|he leido|lei que
  otras opiniones|mucha gente|en internet
`);

/** A symptom named right after these is what the product treats, not what it caused. */
export const INDICATION_CUES: readonly PhraseEntry[] = patterns(String.raw`
  (?:improvement|remission|prevention|prophylaxis|treatment|management|relief|loss) (?:of|in|for|against|from)(?: (?:the|a|an|his|her|their|my))?
  used to treat(?: (?:the|a|an|his|her|their|my))?
  (?:patients?|man|woman|men|women|boy|girl|child|children|infants?|adults?|subjects?|individuals?|people|someone|pacientes?|nin[oa]s?) (?:\w+ )?(?:with|who (?:had|have|has))(?: (?:a|an|the|known|chronic|severe|mild|active|underlying|pre-?existing|primary))*
  (?:diagnosed with|history of|suffer(?:s|ed|ing)? (?:from|with)|living with|diagnosticad[oa] de|antecedentes de|padece|padezco|sufro de)(?: (?:a|an|the|chronic|severe|mild|my))*
  (?<!(?:admitted|hospitali[sz]ed|presented|presenting|seen|consulted) )(?:for|against|to treat|efficacy against|indicated for|prophylaxis of|works? (?:great |well )?for)(?: (?:my|his|her|the|their|a|an|your|our|this|these|chronic|severe|mild|bad|acute|persistent|social|general|generali[sz]ed|major|clinical))*
  (?<!(?:ingreso|ingresado|ingresada|ingresaron|acudio|consulto|atendido|atendida) )(?:para|contra|tratar|trata|tratamiento (?:de|del|para)|por|porque|me va (?:bien|genial) para|va (?:bien|genial) para)(?: (?:el|la|los|las|mi|mis|su|sus|un|una|me|le|se|mucho|muchisimo|tanto))*
`);

/** Verbs of relief: the symptom a few words later is what the product acted on ("relieved about half of my pain"). */
export const INDICATION_VERBS: readonly PhraseEntry[] = patterns(String.raw`
  (?:therapy|treatment|management) (?:of|for)
  treat(?:s|ed|ing)?(?! with| by| using)|reliev(?:e|es|ed|ing)|prevent(?:s|ed|ing)?|ameliorat\w*|alleviat\w*
  help(?:s|ed|ing)?(?: with)?|control(?:s|led)?|reduc(?:e|es|ed)|cur(?:e|ed|es)|eas(?:e|ed|es)|lower(?:s|ed)?
  clear(?:ed|s)?(?: up)?|overc(?:o|a)me|fix(?:ed|es)?|counteract\w*|pre-?empt\w*|got rid of|combat\w*
  baj(?:a|ara|aria|ar)|sac(?:o|aron|ar) de|quit(?:ara|aria)|fight(?:s|ing)?|lift(?:ed|s)?|salir de
  (?:decrease|reduction|drop) in|manag(?:e|es|ed)|alivi(?:a|o|ar)|mejor(?:a|o|ar)|quit(?:a|o|ar)|no more
  control(?:a|o|ar)|prev(?:iene|enir)|calm(?:a|o|ar)|me quito
`);

/** A temporal or causal link between a product and what followed. */
export const LINK_CUES: readonly PhraseEntry[] = patterns(String.raw`
  the next (?:day|morning|night)|the day after|afterwards|following|within|after|since|later
  started (?:on|taking|using)?|went (?:on|up to|up)|switching|starting|switched|began|upped
  increased (?:my|the|his|her) dose|dose (?:increase|was increased)|up-titration|been on
  when (?:i|he|she) (?:took|take|started|was on|used)|while (?:on|taking|using)
  (?:a|one|two|\d+) (?:days?|weeks?|months?) in|on (?:it|this|these|them|the \w+)|caus(?:e|ed|es|ing)|gave me
  [a-z]+-(?:induced|associated|related)|giving me|making me|gives me|makes me|made me|left me|induced|has me
  because of (?:it|this|the)|associated with|attributable to|attributed to|secondary to|related to|due to
  from (?:it|this|the|taking)|reaction to|reacted to
  (?:hypersensitivity|allergy|allergic reactions?|intolerance|reactions?|sensitivity) to
  appear(?:ed|ing|s)? (?:after|during|with)|induc(?:e|es|ed|ing)|produc(?:e|es|ing)|leads? to|occurring
  disappeared after|side[- ]?effects?|complication of|withdrawal of|allergic to|developed|occurred|adverse
  presented with|experienced|resulted in|rechallenge|dechallenge|exposure|in utero|exposed|led to
  resolved (?:after|on|upon|with) (?:discontinuation|withdrawal|stopping)
  worsen(?:ed|ing)|getting worse|exacerbat\w*|became worse|aggravat\w*|increased|got worse|empeor\w*
  complicat(?:ed|ing|ion)|trigger(?:ed|s)|precipitat\w*|provok\w*|elicit\w*
  during (?:treatment|therapy|use|administration|infusion|exposure)
  (?:incidence|risk|rate|cases|episodes|reports?) of|(?:with )?the use of|in response to|receiving|from
  (?:incidencia|riesgo|tasa|casos|episodios) de|stopped (?:taking|it|the)|discontinu(?:ed|ation)|withdrawn
  every time i take|second dose|first dose|despues de|each time|desde que|the shot|the jab|tras
  al (?:primer|segundo|tercer|quinto|\w+) dia|al (?:tomar|ponerme|ponerle|empezar|usar)|a raiz de|tomando
  me (?:da|dan|dio|dieron|ha dado|han dado|provoca|provoco|causa|causo|produce|produjo|tiene|dejo)
  le (?:da|dan|dio|dieron|ha dado|provoca|provoco|causa|causo|produce|produjo|subio|bajo|sento|dejo)
  (?:me|le) (?:subieron|aumentaron|cambiaron) (?:la dosis|a)|efectos? secundarios?|reaccion
  por (?:la|el) (?:vacuna|pastilla|medicamento|tratamiento)|asociad[oa]s? (?:a|con)|inducid[oa]s? por
  llevo \w+ (?:dias|semanas|meses|anos)|me pusieron|le pusieron|estrenado|empezar|me puse|empece|empezo
  se me quito|se le quito|las deje|los deje|lo deje|la deje
`);

/** Links that articles use and comments rarely do: "during paroxetine treatment", "in a patient treated with". */
export const LITERATURE_LINK_CUES: readonly PhraseEntry[] = patterns(String.raw`
  during|while|taking|given|by|treated with|recurred|resumed|reintroduc\w*|rechallenged
  in (?:a |two |three |\d+ )?(?:patients?|women|men|children|infants?|neonates?) (?:\w+ ){0,2}(?:treated|taking|receiving|on|given)
  on (?:\w+ ){0,2}(?:therapy|treatment)|with (?:\w+ ){0,2}(?:therapy|treatment|use|administration|infusion|ingestion)
  potential (?:of|for)|durante|en (?:pacientes|tratamiento) (?:con|tratados)|tratad[oa]s? con
`);

/** The product has not been used (yet): reactions and special situations need an explicit link. */
export const NON_EXPOSURE_CUES: readonly PhraseEntry[] = patterns(String.raw`
  (?:haven't|hasn't|have not|has not|didn't|did not|never) (?:even )?(?:started|taken|take|used|use|touched|opened|tried|given|mix|mixed)
  i'm not (?:even )?(?:taking|on) (?:it|this)|not (?:even )?taking (?:it|them|this)
  (?:haven't|didn't) (?:taken|take) any|nothing (?:was )?(?:dispensed|taken)
  not (?:been )?(?:dispensed|used|taken)|before (?:i )?(?:use|using|i start)|treatment-naive|untreated
  no patients? (?:had )?(?:received|were exposed)|not yet (?:started|treated)|yet to start
  no (?:me )?(?:lo|la|los|las) (?:he|hemos) (?:tomado|usado|abierto)
  todavia no (?:lo|la|he)|no se han dispensado|(?:yo )?no tomo nada|aun no (?:lo|la|he)|no me atrevi
  no (?:he|ha) empezado|sin tratamiento|sin tratar
  (?:don't|do not|doesn't|does not|never) (?:take|use|need) (?:any )?(?:meds|medications?|medicines?|pills|drugs|tablets)
  no (?:tomo|uso|tomaba) (?:ningun|ninguna|nada|medicamentos|pastillas)
`);

/** The symptom was there before the product, or is getting better on it. */
export const PREEXISTING_CUES: readonly PhraseEntry[] = patterns(String.raw`
  before (?:i )?(?:started|starting|taking)|have had (?:it )?for years|already had
  since (?:i was|childhood|birth)|improv(?:ed|ing|es)|getting better|much better|went away|remission|gone
  resolved completely|ya (?:tenia|tengo)|se me ha quitado|va mejorando|desde antes|desaparecio|mejorando|mejor
`);

/** Diseases whose symptoms people describe without any product involved. */
export const DISEASE_WORDS: readonly PhraseEntry[] = patterns(String.raw`
  multiple sclerosis|parkinson(?:'s)?|alzheimer(?:'s)?|diabetico|arthritis|diabetes|diabetic|artritis|cancer
  esclerosis multiple|schizophrenia|fibromyalgia|fibromialgia|epilepsia|epilepsy|asthma|lupus|asma|copd|epoc
  esquizofrenia|the disease|resfriado|infection|infeccion|bipolar|catarro|covid|gripe|virus|cold|hiv|vih|flu
  pregnancy symptoms|la enfermedad|mi enfermedad|my condition|menopausia|menopause|hangover|resaca
  post menopausal|postmenopausal|perimenopause|stress|estres
`);

/** Who the experience belongs to: the author or someone they speak for. */
export const EXPERIENCE_CUES: readonly PhraseEntry[] = patterns(String.raw`
  patients|daughter|patient|myself|i've|mine|wife|i'm|i'd|ive|our|she|his|her|him|son|im|me|my|we|us|he|i
  husband|brother|grandma|grandpa|mother|father|sister|child|tengo|tenia|baby|tuve|mom|mum|dad|kid|mis|yo|mi
  hermano|estaba|estuve|marido|abuela|abuelo|estoy|llevo|madre|padre|mujer|ella|hijo|hija|mama|papa|bebe|le|el
  paciente|hermana|tome|tomo|me
`);
