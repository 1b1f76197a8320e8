import type { Evidence } from './evidence.ts';

/** Words of research on animals or cells: the subjects of a study that concerns no patient. */
const NON_HUMAN =
  /\b(?:rats?|mice|mouse|murine|rodents?|rabbits?|dogs?|canine|cats?|feline|pigs?|porcine|swine|sheep|ovine|cattle|bovine|cows?|horses?|equine|fish|zebrafish|trout|salmon|carp|poultry|chickens?|primates?|monkeys?|macaques?|dams|pups|larvae|spermatozoa|sperm|oocytes?|embryos? of|in vitro|cell lines?|cultured cells|ratas?|ratones?|raton|conejos?|perros?|cerdos?|peces|pez|ganado|vacas?|primates|monos?|in vitro|lineas? celulares?)\b/;
/** Words of people as a study's subjects. */
const HUMAN =
  /\b(?:patients?|women|men|woman|man|children|child|adults?|infants?|neonates?|newborns?|adolescents?|participants?|subjects|volunteers?|humans?|persons?|people|individuals|cases?|pregnan\w+|girls?|boys?|years? old|year-old|pacientes?|mujeres|hombres|mujer|hombre|ninos|ninas|nino|nina|adultos?|lactantes?|recien nacidos?|adolescentes?|participantes?|voluntarios?|personas?|individuos|casos?|embarazadas?|anos de edad)\b/;

/** What the body makes and a study measures, not a product given: "thyroid-stimulating hormone", "lactate". */
const ENDOGENOUS =
  /^(?:hormones?|lactate|glucose|cholesterol|cortisol|creatinine|bilirubin|albumin|ferritin|urea)$/;
/** An analyte measured, not a medicine taken: "free thyroxine", "serum lithium", "thyroxine levels". */
const MEASURED_BEFORE =
  /\b(?:free|serum|plasma|total|circulating|urinary|blood|salivary|libre|serica|plasmatica)\s+$/;
const MEASURED_AFTER =
  /^\s*(?:\([a-z0-9]+\)\s*)?(?:levels?|concentrations?|values?|niveles?|concentraci\w+)\b/;

/**
 * Whether an article is out of the scope of a safety signal or a special situation (issue 27 point 8): it names no
 * medicinal product — a disease in a title, a pesticide, an imaging pipeline — or it studies animals or cells and no
 * person. Then neither the lexicon nor the model may raise SS or SI on it; a quality finding (QM) is judged alone,
 * since a survey of falsified "medicines" names no product either.
 */
export function outOfSafetyScope(evidence: Evidence): boolean {
  const { folded } = evidence.doc;
  const products = evidence
    .all('namedDrugs')
    .filter(
      (hit) =>
        !ENDOGENOUS.test(folded.slice(hit.start, hit.end)) &&
        !MEASURED_BEFORE.test(folded.slice(Math.max(0, hit.start - 12), hit.start)) &&
        !MEASURED_AFTER.test(folded.slice(hit.end, hit.end + 16)),
    );
  if (products.length === 0) return true;
  return NON_HUMAN.test(folded) && !HUMAN.test(folded);
}
