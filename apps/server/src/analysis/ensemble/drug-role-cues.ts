/**
 * The words that give a named drug its role in a report (decision 0043), English and Spanish, on folded text
 * (lowercase, no accents). Only the tables live here; drug-roles.ts reads them around each drug.
 */

/**
 * The pattern with each space matching any run of white space: e-mails wrap their lines between any two words
 * ("The rash was treated\r\nwith hydrocortisone"). The tables are written with plain spaces for the reader.
 */
function wrapped(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.replaceAll(' ', String.raw`\s+`), pattern.flags);
}

/** Right after a drug (its strength may come between): "Metformin 500 mg (concomitant)". */
export const ROLE_IN_BRACKETS = {
  concomitant: wrapped(
    /^[^.;\n()]{0,25}\((?:concomitant(?: medication| drug| use)?|co-?medication|concomitante|medicacion concomitante)\)/,
  ),
  interacting: wrapped(/^[^.;\n()]{0,25}\((?:interacting(?: drug)?|interaction|interactuante|interaccion)\)/),
  suspect: wrapped(
    /^[^.;\n()]{0,25}\((?:suspect(?:ed)?(?: drug| product| medication)?|sospechos[oa]|farmaco sospechoso)\)/,
  ),
  treatment: wrapped(
    /^[^.;\n()]{0,25}\((?:(?:given as |used as )?treatment (?:of|for) the (?:reaction|event|adr)|given for the (?:reaction|event)|tratamiento de la reaccion)\)/,
  ),
} as const;

/** A list the drug belongs to, opened before it in the same sentence: "Concomitant medications: A, B", "también toma". */
export const CONCOMITANT_BEFORE = wrapped(
  /\b(?:concomitant (?:medications?|medicines?|drugs?|therapy|therapies|treatments?|meds|medication list)|co-?medications?|other (?:medications?|medicines?|meds)|background (?:medication|therapy)|(?:he|she|i|they|patient|the patient)(?: is| was)? also (?:takes?|taking|took|on|uses?|using|receives?|receiving|gets)|also (?:takes?|taking|took|on)|medicacion concomitante|medicamentos? concomitantes?|farmacos? concomitantes?|tratamientos? concomitantes?|otros? medicamentos?|tambien (?:toma|tomaba|tomo|usa|usaba|recibe|recibia|esta con|estaba con|esta tomando|estaba tomando)|ademas (?:toma|tomaba|esta tomando))\b/g,
);

/** "Suspect drug: X", "fármaco sospechoso: X". */
export const SUSPECT_BEFORE = wrapped(
  /\b(?:suspect(?:ed)? (?:drugs?|products?|medications?|medicines?)|farmacos? sospechosos?|medicamentos? sospechosos?|producto sospechoso)\b/g,
);

/** What may lie between a list's opening and a drug in it: strengths, doses, frequencies, joining words. */
export const LIST_FILLER =
  /^(?:\d[\d.,]*|mg|mcg|ug|g|ml|iu|ui|units?|unidades|daily|twice|once|a|an|the|day|days|dia|dias|al|cada|per|and|y|e|or|o|plus|tabs?|tablets?|comprimidos?|bid|tid|qid|qd|od|prn|at|night|morning|noche|manana|x|\/|%|de|del|la|el|los|las|his|her|their|su|sus|mas|for|para|years?|anos|as|needed|hours?|horas|h)$/;

/** A new clause that ends the list (a drug after it is not in the list). */
export const LIST_BREAK =
  /[.;!?](?:\s|$)|\n\s*\n|\b(?:but|after|since|when|while|because|started|began|then|developed|pero|despues|desde|cuando|mientras|porque|empezo|comenzo|luego|presento)\b/;

/** A treatment given, right before the drug: "given", "treated with", "le dieron", "tratado con". */
export const TREATMENT_VERB_BEFORE = wrapped(
  /\b(?:given|gave (?:him|her|them|me|us)|prescribed (?:him|her|them|me)?|received|administered|started on|put (?:him|her|them|me) on|treated (?:him|her|them|me|it )?with|managed with|responded to|le (?:dieron|dimos|pusieron|recetaron|administraron|indicaron)|me (?:dieron|pusieron|recetaron)|se le (?:dio|administro|pauto|puso)|recibio|tratad[oa]s? con|se trato con|se (?:le|la|lo) trato con|manejad[oa] con|respondio a)\s+(?:(?:some|a|an|the|iv|oral|topical|intravenous|high-dose|un|una|el|la|algo de|crema de|dosis de)\s+){0,3}$/,
);

/** After the drug: the purpose that names the reaction, "for the rash", "para la alergia" (the reaction follows). */
export const FOR_THE_REACTION_AFTER = wrapped(
  /^[^.;\n]{0,40}?\b(?:for|to treat|to relieve|to control|against|para|contra)\s+(?:(?:the|his|her|their|my|this|that|el|la|los|las|su|sus|ese|esa|este|esta)\s+)?$/,
);

/** "treated with", "tratado con": a treatment when the reaction was told before it and none follows it. */
export const TREATED_WITH_BEFORE = wrapped(
  /\b(?:treated (?:him|her|them|me|it )?with|managed with|responded to|tratad[oa]s? con|se trato con|se (?:le|la|lo) trato con|manejad[oa] con|respondio a)\s+(?:(?:some|a|an|the|iv|oral|topical|intravenous|high-dose|un|una|el|la|dosis de)\s+){0,3}$/,
);

/** Talk of an interaction: "interaction between A and B", "A interacted with B", "interacción entre A y B". */
export const INTERACTION = /\b(?:interact\w*|interacc\w*|interactu\w*|drug-drug)\b/g;

/** "no interaction", "sin interacción": the words deny it. */
export const NEGATED_BEFORE = /\b(?:no|not|without|never|sin|ninguna?|nunca)\s+(?:\S+\s+){0,2}$/;
