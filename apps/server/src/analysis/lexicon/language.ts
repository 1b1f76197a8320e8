const ENGLISH = new Set(
  'the and is are was were i my me you it this that to of in for with have has had not but on at be been do does did just so what how can will would should there they their'.split(
    ' ',
  ),
);
const SPANISH = new Set(
  'el la los las de del que y en es un una mi me por para con no pero muy esta este esto lo se su al como mas ya tengo estoy porque cuando donde hay le yo desde tambien'.split(
    ' ',
  ),
);

/**
 * English or Spanish from function words (and Spanish-only letters and marks). Returns null when the text gives
 * too little to go on; mixed texts get the language with more evidence.
 */
export function detectLanguage(folded: string, original: string): 'en' | 'es' | null {
  let english = 0;
  let spanish = /[ñ¿¡]/i.test(original) ? 2 : 0;
  spanish += (original.match(/[áéíóú]/gi) ?? []).length > 1 ? 1 : 0;
  for (const word of folded.split(/[^\p{L}']+/u)) {
    if (ENGLISH.has(word)) english += 1;
    if (SPANISH.has(word)) spanish += 1;
  }
  if (english + spanish < 2) return null;
  return spanish > english ? 'es' : 'en';
}
