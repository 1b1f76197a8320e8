/**
 * Re-posts written by hand: the same complaint told again in other words on another channel, as a person does.
 * Keyed by the training text they re-tell (apps/server/src/test/fixtures/training).
 */
export const HAND_PARAPHRASES: Readonly<Record<string, string>> = {
  'w1-001':
    'Hi, I have been injecting Ozempic for about three weeks and I have no appetite at all any more, I skip lunch without noticing and feel a bit sick. Is this normal?',
  'w1-049':
    'Buenas, les escribo porque desde que tomo atenolol no tengo nada de deseo sexual. No es un tema de pareja. ¿Puede ser el medicamento?',
  'w1-069':
    'Since I was started on a high dose of furosemide in hospital I hear a continuous high ringing in both ears. Could it be the water tablet?',
  'w2-021':
    'My 19 year old daughter overdosed on purpose on her Seroquel last night. She was hardly breathing, was intubated at St Mary’s and is still in intensive care. Will there be permanent damage?',
  'w2-047':
    'Mi madre (82) empezó Seroquel 25 mg para dormir; la primera noche se mareó camino del baño, se cayó y se fracturó la cadera. Sigue ingresada desde el viernes. — Rosa M.',
  'w3-002':
    'Day 4 of ciprofloxacin for a urinary infection and my Achilles tendon is painful and tight, going down stairs really hurts. Should I stop it?',
  'w3-027':
    'Caller reports her 2-year-old drank about half a bottle of children’s Benadryl left on the counter; the child is breathing normally but very drowsy and floppy. Asks whether to go to hospital or call poison control.',
};
