import type { PhraseEntry } from '../phrase-set.ts';
import { patterns } from './lines.ts';
import { DRUG_NAMES } from './drug-names.ts';

/** Product names of more than one word; "-ic acid" names (valproic, zoledronic, tranexamic) save the analytes'. */
const MULTI_WORD_NAMES: readonly string[] = patterns(String.raw`
  ferrous sulf(?:ate|ato)|plan b(?: one-step)?|sulfato ferroso|acido folico|coenzyme q10|folic acid
  birth control(?: pills?)?|vitamin(?:a)? [a-z]\d?|toxina botulinica|vitamina [a-z]\d?|botulinum toxin
  pildora del dia despues|morning[- ]after pill|fish oil
  (?!(?:uric|lactic|nucleic|ribonucleic|deoxyribonucleic|amino|fatty|gastric|hydrochloric|citric|acetic))[a-z]{4,}ic acid|acido (?!(?:urico|lactico|nucleico|gastrico|citrico|acetico))[a-z]{4,}ico
`);

/**
 * International non-proprietary name stems (WHO INN): a word ending so is almost always a medicine. Spanish forms
 * are folded ("estatina", "cilina"). At least three letters must precede the stem.
 */
const STEMS: readonly string[] = patterns(String.raw`
  conazole|statina|oxetine|oxetina|prazole|prilat|sartan|statin|cillin|cilina|azole|pril|olol|alol|azol|mab
  floxacino|floxacin|cycline|ciclina|prazol|tidine|tidina|dipine|dipino|micina|parina|mycin|tinib|parin
  gliflozina|gliflozin|gliptina|thiazide|gliptin|glutide|glutida|tiazida|triptan|semide|semida|zepam|zolam
  peridone|peridona|profeno|azepine|azepina|profen|setron|lukast|coxib|caine|caina|afilo|apine|apina|afil
  ciclovir|nidazole|dronate|dronato|nidazol|tretin|vudine|previr|navir|buvir|olone|olona|asone|asona|cort
  barbital|fibrate|fibrato|teplase|tropium|gatran|xaban|ximab|zumab|grel|umab
`);
const DRUG_SUFFIXES = `[a-z]{3,}(?:${STEMS.join('|')})s?`;

/** Medicine classes, named vaccines and other names for a kind of product: specific enough for an article. */
const PRODUCT_CLASSES: readonly string[] = patterns(String.raw`
  antidepressants?|antihistamines?|antipsychotics?|anticoagulants?|blood thinners?|antibiotics?|painkillers?
  corticosteroids?|pain relievers?|sleeping pills?|contraceptives?|pain killers?|steroids?|the pill|statins?
  cough (?:syrups?|medicines?|drops)|multivitamins?|immunotherapy|supplements?|biologics?|vitamins?
  cold (?:medicine|preparations?)|ace inhibitors?|decongestants?|laxatives?|antacids?|nsaids?|ssris?|snris?
  beta[- ]blockers?|benzodiazepines?|anticonvulsants?|antiepileptics?|neuroleptics?|opioids?|opiates?|benzos
  immunosuppressants?|antiretrovirals?|antifungals?|antivirals?|diuretics?|hormones?|insulins?|hrt|iud
  fluoroquinolones?|aminoglycosides?|cephalosporins?|sulfonylureas?|quinolones?|macrolides?|triptans
  bisphosphonates?|anxiolytics?|antiemetics?|tricyclics?|stimulants?|retinoids?|hypnotics?|sedatives?|maois?
  antituberculosis (?:drugs|therapy|treatment)|antimalarials?|cytostatics?
  (?:[a-z0-9-]+ )?(?:vaccines?|vaccination|immuni[sz]ation)|antibioticos?|covid shot|flu shot|booster
  antihistaminicos?|anticoagulantes?|antidepresivos?|antipsicoticos?|analgesicos?|somniferos?|calmantes?
  antiinflamatorios?|descongestionante|anticonceptivos?|corticoides?|suplementos?|la pildora|vitaminas?
  (?:la )?vacunas?(?: [a-z]+)?|benzodiacepinas?|ansioliticos?|diureticos?|vacunad[oa]|opioides?|hormonas?|estatinas?
  estatinas
`);

const PRODUCT_CLASS = new RegExp(`^(?:${PRODUCT_CLASSES.join('|')})$`);

/** Whether a folded name is a class of medicines ("supplements", "antibióticos"), not one product. */
export function isProductClass(folded: string): boolean {
  return PRODUCT_CLASS.test(folded.trim());
}

/** The words people use for a product in hand, its form and its dose: enough in a comment, too vague in an article. */
const PRODUCT_FORMS: readonly string[] = patterns(String.raw`
  blister(?: strips?| packs?| cards?)?|blisters|ampoules?|vials?|ampollas?|viales?|blisteres
  liquid gels?|gel ?caps?|chewables?|capsules?|softgels?|lozenges?|tablets?|caplets?|gummies|pills?|gummy|tabs
  effervescents?|prescriptions?|medications?|medicines?|drugs?|refill|jabs?|meds
  (?:first|second|third|1st|2nd|3rd|last|booster) (?:shot|dose)
  (?:insulin |injector |epi)?pens?|nebuli[sz]er|patch(?:es)?|injections?|infusions?|inhaler|shots?|puffer
  (?:eye |ear |nasal )?drops|nasal spray|suspension|ointment|eyedrops|sachets?|creams?|lotion|spray|syrup|gel
  suppositor(?:y|ies)|chemo(?:therapy)?|treatment with|therapy with|treated with|generic|dosage|doses|dose
  administration of|medicamentos?|comprimidos?|pastillas?|medicacion|capsulas?|gominolas|medicinas|grageas?
  inyecci(?:on|ones)|inyectable|farmacos?|inhalador|pinchazo|parches?|pomadas?|plumas?|cremas?|colirio|receta
  quimio(?:terapia)?|tratamiento con|supositorios?|suspension|pildoras?|el sobre|jarabe|sobres|gotas|dosis
  generico
`);

/**
 * An unknown name used as a medicine: "suramin treatment", "ritodrine therapy", "vincristine neurotoxicity",
 * "MMF-induced". Words that name other kinds of treatment or qualify one are excluded.
 */
const NOT_A_MEDICINE =
  'combination|lead|mercury|arsenic|carbon|monoxide|cyanide|mushroom|food|snake|organophosphate|pesticide|solvent|radiation|radio|surgical|surgery|laser|physical|photodynamic|oxygen|fluid|behaviou?ral|cognitive|occupational|speech|electroconvulsive|light|heat|cold|long-term|short-term|initial|prior|previous|current|further|subsequent|standard|conventional|supportive|this|that|these|such|their|with|after|during|dialysis|transfusion|blood|drug|drugs|medication|medical|systemic|topical|oral|intravenous|high-dose|low-dose|daily|weekly|chronic|acute|maintenance|replacement|intensive|aggressive|prolonged|continued|concomitant|adjuvant|neoadjuvant|induction|salvage|empirical|empiric|chemotherapy|therapy|treatment|first-line|second-line|successful|effective|appropriate|specific|alternative|alcohol|ethanol|tobacco|smoking|substance|patient|patients|stress|exercise|pregnancy|ventilator|trauma|infection|virus|viral|disease|antituberculosis|cytostatic|cytotoxic|immunosuppressive|antiretroviral|steroid|hormone|hormonal|antibiotic|anticoagulant|the|and|for|of|in|on';
const CONTEXT_NAMED = [
  `(?!(?:${NOT_A_MEDICINE})(?![a-z-]))[a-z][a-z0-9]{3,}(?=[- ](?:therapy|treatment|administration|infusion|injection|toxicity|intoxication|overdose|poisoning|withdrawal|levels?|concentrations?|hypersensitivity|allergy|rechallenge|dosing)(?![a-z]))`,
  // Not an adverb: "physiologically-related" names no medicine.
  `(?!(?:${NOT_A_MEDICINE})(?![a-z-]))(?=[a-z0-9-]*[a-z]{2})[a-z0-9][a-z0-9-]{1,}[a-z0-9](?<!ly)(?=-(?:induced|associated|related)(?![a-z]))`,
  `(?<=(?:caused|induced|provoked|precipitated|triggered|treated|treatment|therapy) (?:by|with) (?:(?:high|low)-dose |intravenous |oral |topical |subcutaneous |intramuscular |intrathecal |adjunctive |the |a )*)(?!(?:${NOT_A_MEDICINE})(?![a-z-]))[a-z][a-z0-9-]{3,}`,
];

/**
 * "on it", "been taking these", "me lo tomé": a product the author names only with a pronoun (a comment under a
 * brand's post, a review) is still a product in use.
 */
const PRODUCT_REFERENCES: readonly string[] = patterns(String.raw`
  (?:on|taking|took|take|takes|using|used|use|tried|started|stopped|finished|quit|switched to) (?:it|this|these|them|this stuff|this one|this product)
  (?:lo|la|los|las) (?:tomo|tome|tomaba|tomaron|uso|use|usaba|estoy tomando|empece|deje)
  (?:me|se|le) (?:lo|la|los|las) (?:tome|tomo|tomaba|puse|pongo|ponia|di|dieron)
  tomandol[oa]s?|usandol[oa]s?
`);

/** "10 mg", "2.5mg", "100 microgram", "8 units", "1 g" — a dose says a product is in play. */
const DOSES: readonly string[] = patterns(String.raw`
  \d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|ug|micrograms?|microgramos?|milligrams?|miligramos?|ml|mls|iu|ui|units|unidades|g|gr)(?:/(?:day|d|dia|kg|week|semana|ml))?
`);

const NAMES: readonly PhraseEntry[] = [
  ...DRUG_NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  ...MULTI_WORD_NAMES,
  DRUG_SUFFIXES,
  ...CONTEXT_NAMED,
];

/** Everything that says a product is in play: names, classes, forms, pronoun references, doses. */
export const DRUG_PHRASES: readonly PhraseEntry[] = [
  ...NAMES,
  ...PRODUCT_CLASSES,
  ...PRODUCT_FORMS,
  ...PRODUCT_REFERENCES,
  ...DOSES,
];

/** Names and classes only: what an article must mention for a finding to concern a product. */
export const NAMED_DRUG_PHRASES: readonly PhraseEntry[] = [...NAMES, ...PRODUCT_CLASSES];
