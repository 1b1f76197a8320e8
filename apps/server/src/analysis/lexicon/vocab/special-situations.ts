import type { PhraseEntry } from '../phrase-set.ts';
import { labelled, patterns } from './lines.ts';

/**
 * GVP special situations reported for a person (EU GVP Module VI): reportable even without a reaction. Labels are
 * MedDRA-style preferred terms. Each needs an actual exposure (see EXPOSURE_VERBS), not a question about one.
 */
export const PREGNANCY_CUES: readonly PhraseEntry[] = labelled(String.raw`
  pregnan(?:t|cy)|conceived|expecting a baby|in utero|(?:first|second|third) trimester|weeks? pregnant|gestation(?:al)? => Exposure during pregnancy
  embarazad[ao]|embarazo|gestaci(?:on|onal)|(?:primer|segundo|tercer) trimestre|intrauterin[ao] => Exposure during pregnancy
  breast-?feed(?:ing)?|breast-?fed|nursing (?:my|a|her) (?:baby|son|daughter|infant)|lactating|lactation|via breast milk|in breast milk => Exposure via breast milk
  (?:dando|doy|daba) (?:el )?pecho|amamant(?:ando|o|ar)|lactancia(?: materna)?|lactando => Exposure via breast milk
`);

export const OVERDOSE_CUES: readonly PhraseEntry[] = labelled(String.raw`
  overdos(?:e|ed|es|ing)|(?:took|taken|take|takes|gave|given|had|used|swallowed|ingested) (?:way )?too (?:much|many)|double (?:dose|dosed|the dose)|twice the (?:dose|amount)|(?:two|2|three|3) doses? (?:\w+ )?(?:hours? )?apart|(?:took|taken|had|gave|given|ingested|swallowed|chewed) (?:two|three|four|five|several|a handful of|\d+) (?:of (?:my|his|her|the) )?(?:\w+ )?(?:\d+ ?mg )?(?:pills|tablets|capsules|doses|gummies)|(?:the )?(?:whole|entire) (?:bottle|pack|box|dropper|syringe)|massive dose|supratherapeutic => Overdose
  sobredosis|(?:doble|el doble de) (?:dosis|la dosis)|dosis doble|(?:tome|tomo|tomado|di|dio|dado) demasiad[oa]s?|(?:el|la) (?:cuentagotas|jeringa|caja|bote|frasco) enter[oa]|(?:dos|tres|varias) (?:pastillas|dosis|parches|comprimidos) (?:a la vez|de golpe|juntas?)|(?:dos|2) a la vez => Overdose
  (?:accidental(?:ly)?|by accident) (?:ingest\w*|swallow\w*|took|taken|ate|chewed|exposure)|got into (?:the|my|his|her) (?:\w+ )?(?:cabinet|pills|medicine|meds|bottle)|ingesti(?:on|ones) accidental(?:es)?|se (?:tomo|comio|trago) (?:sin querer|por error) => Accidental exposure to product
`);

export const MISUSE_CUES: readonly PhraseEntry[] = labelled(String.raw`
  (?:to|for) get(?:ting)? high|recreational(?:ly)?|abus(?:e|ed|es|ing)|misus(?:e|ed|ing)|snort(?:ed|ing)?|addicted|addiction|dependence|dependent on|(?:whole|entire) bottle (?:of \w+ )?(?:every|each|a) (?:night|day)|drinking (?:a |the )?(?:whole )?(?:bottle|bottles) of|para colocarse|colocarse|abus(?:o|ar|ando)|adicci(?:on|ones)|adicto|enganchad[oa]|dependencia => Drug abuse
`);

export const MEDICATION_ERROR_CUES: readonly PhraseEntry[] = labelled(String.raw`
  wrong (?:bottle|medicine|medication|pill|pills|tablet|dose|dosage|drug|strength|patient|product|inhaler|pen)|by mistake|mistakenly|in error|medication error|mix-?up|mixed up (?:the|my|his|her)|(?:forgot|forgotten) (?:i|he|she|we) (?:had )?already|(?:forgot|forgotten) to (?:remove|take off|take out)|thinking (?:it|they) (?:was|were)|thought (?:it|they) (?:was|were) => Medication error
  por error|equivocaci(?:on|ones)|me equivoque|se equivoco|(?:se nos|se me|se le) olvido quitar|pensando que (?:era|eran)|crei que (?:era|eran)|(?:medicamento|pastilla|dosis) equivocad[oa]|confund(?:i|io|imos) (?:las|los|el|la) => Medication error
`);

export const OFF_LABEL_CUES: readonly PhraseEntry[] = labelled(String.raw`
  off[- ]label|not (?:approved|licensed|indicated) for|unlicensed (?:use|indication)|fuera de (?:ficha tecnica|indicacion)|uso no autorizado => Off label use
`);

export const LACK_OF_EFFICACY_CUES: readonly PhraseEntry[] = labelled(String.raw`
  (?:infection|symptoms?|pain|migraines?|headaches?|seizures?|fever|rash|cough|it) (?:came|come|comes|coming) (?:right |straight |back )?back|(?:infection|symptoms) (?:returned|recurred|persisted) => Drug ineffective
  (?:la )?(?:infeccion|fiebre|tos|dolor|migrana|crisis|los sintomas) (?:volvio|volvieron|ha vuelto|han vuelto|reaparecio) => Drug ineffective
  (?:is|was|it's|its|it is|it was|they're|they are|just|simply|literally|still)? ?(?:not|n't|never) (?:working|worked|work|helping|helped|help|doing anything|doing a thing|effective)(?: at all| for me)?|(?:does|did|do)(?: not|n't) (?:work|help|do anything|do a thing)|stopped working|quit working|no longer works?|wore off|wears off|(?:did|does|do)(?: absolutely| literally| just| simply)? nothing|no (?:effect|difference|improvement|relief)|zero (?:difference|effect|improvement|relief)|(?:like|as if) (?:he|she|i|they) (?:hasn't|haven't|hadn't|didn't) taken anything|still (?:wide awake|in pain|have (?:my|the))|ineffective|treatment failure|lack of (?:efficacy|effect|response)|loss of (?:efficacy|effect|response)|reduced (?:efficacy|effectiveness|exposure)|non-?respon(?:se|der)|failed to respond|breakthrough (?:seizures|infection)|unintended pregnanc(?:y|ies)|vaccine failure => Drug ineffective
  no (?:me |le |nos )?(?:hace|hizo|ha hecho|hacia) (?:absolutamente )?(?:nada|efecto|ningun efecto)|no (?:me |le )?(?:funciona|funciono|ha funcionado|sirve|sirvio|ha servido)(?: para nada)?|no (?:me |le )?(?:hicieron|hacen) nada|sin (?:ningun )?efecto|(?:sigo|sigue) igual|no (?:noto|note|he notado) (?:nada|ninguna mejoria|ningun cambio)|(?:dejo|ha dejado) de (?:funcionar|hacer efecto)|falta de (?:eficacia|efecto|respuesta)|ineficaz|fallo terapeutico|ningun efecto => Drug ineffective
`);

/** Verbs of actual use, which turn a special-situation context into an exposure. */
export const EXPOSURE_VERBS: readonly PhraseEntry[] = patterns(String.raw`
  receiving|swallowed|received|injected|applied|taking|giving|taken|using|given|took|take|used|gave|use|had
  on (?:my|the|his|her) \w+|prescribed|ingested|drinking|exposure|been on|started|chewed|drank|on it|ate
  treated with|while on|exposed|wearing|tomando|me tome|se tomo|tomaba|tomado|dosed|le di|wore|tome|tomo
  estoy tomando|le dimos|pusieron|aplique|llevaba|dieron|puesto|usando|usado|llevo|llevo|puse|dio|use|di
  administr(?:o|aron|ado|ada)|recib(?:io|ieron|ido)|tratad[oa]s? con|expuest[oa]s?|administered|exposicion
`);
