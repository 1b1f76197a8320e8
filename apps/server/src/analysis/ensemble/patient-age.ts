/** Number words up to 99 in English and Spanish, folded ("veintitres", "ochenta y cuatro", "eighty-one"). */
const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const NUMBER = `(?:\\d{1,3}|(?:${Object.keys(TENS).join('|')})(?:[- ](?:y )?(?:${Object.keys(UNITS).join('|')}))?|${Object.keys(UNITS).join('|')})`;
const NOT_AN_AGE = String.raw`(?!\s*(?:mg|ml|mcg|ug|units?|iu|%|pills?|tablets?|capsules?|times|hours?|days?|minutes?|mmol|puffs?|doses?|x\b|\.\d|,\d))`;

/** "her pulse is 38", "la glucosa es 45": a measurement, not an age (checked right before the verb). */
const MEASURED = String.raw`(?<!(?:pulse|glucose|sugar|inr|temperature|temp|pressure|sats|level|reading|count|score|dose|bmi|weight|glucosa|azucar|tension|presion|nivel)\s+)`;

/** Each pattern's first group is the number; the unit says how to read it. Weeks and months need "old". */
const AGE_PATTERNS: { pattern: RegExp; unit: 'years' | 'months' | 'weeks' }[] = [
  { pattern: new RegExp(`\\b(${NUMBER})[- ]?(?:weeks?|semanas)(?:[- ]old| de vida)`, 'g'), unit: 'weeks' },
  {
    pattern: new RegExp(
      `\\b(${NUMBER})[- ]?months?[- ]old|\\b(?:bebe|nina?|hij[oa]|baby) de (${NUMBER}) meses|\\b(${NUMBER}) meses de (?:vida|edad)`,
      'g',
    ),
    unit: 'months',
  },
  {
    pattern: new RegExp(
      `(?<!(?:for|in|over|past|last|since|hace|durante|desde) )\\b(${NUMBER})[- ]?(?:years?|yrs?|yo|y/o)(?:[- ]old)?\\b`,
      'g',
    ),
    unit: 'years',
  },
  {
    pattern: new RegExp(`(?<!(?:hace|durante|desde|en|por) )\\b(${NUMBER}) (?:anos|anitos)\\b`, 'g'),
    unit: 'years',
  },
  {
    pattern: new RegExp(
      `${MEASURED}(?:\\b(?:he's|she's|he is|she is|who is|who's|i'm|im|i am|aged|age|edad(?: de)?|tiene|tenia|is)|[a-z]'s),?\\s+(${NUMBER})\\b${NOT_AN_AGE}`,
      'g',
    ),
    unit: 'years',
  },
  { pattern: new RegExp(`\\((${NUMBER})\\)`, 'g'), unit: 'years' },
];

/** The patient's age in years (a fraction for babies) as the text states it, or null. */
export function readPatientAge(folded: string): number | null {
  // The age stated first in the text is the patient's more often than not (the case is told first).
  let best: { at: number; age: number } | null = null;
  for (const { pattern, unit } of AGE_PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const text = match.slice(1).find((group: string | undefined) => group !== undefined);
      const value = text === undefined ? null : readNumber(text);
      if (value === null || value <= 0 || value >= 120) continue;
      const age = unit === 'weeks' ? value / 52 : unit === 'months' ? value / 12 : value;
      if (!best || match.index < best.at) best = { at: match.index, age: Math.round(age * 100) / 100 };
      break;
    }
  }
  return best?.age ?? null;
}

function readNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const words = text.split(/[- ]+/).filter((word) => word !== 'y');
  let total = 0;
  for (const word of words) {
    const value = TENS[word] ?? UNITS[word];
    if (value === undefined) return null;
    total += value;
  }
  return total > 0 ? total : null;
}
