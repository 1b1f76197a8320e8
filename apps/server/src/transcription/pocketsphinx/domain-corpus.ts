import * as vocabulary from './domain-vocabulary.ts';

/**
 * Sentences of the kind a drug-safety line hears: a greeting, who the call is about, which medicine, what
 * happened, a question, a product complaint, a batch number. {slots} take values from domain-vocabulary.ts;
 * {subj} {obj} {poss} {be} {have} agree with one person per sentence. The templates are generic phrasings
 * written for the domain, not transcripts of the reference calls.
 */
const TEMPLATES = `
hello
hi
hello good morning
good morning
good afternoon
good evening
yes hello
hello my name is john
hello i am calling about {relative}
hi i am calling about {drug}
i am calling because of {drug}
i am calling to report a side effect
i would like to report a side effect of {drug}
i want to report a problem with {drug}
i want to make a complaint about {drug}
i have a question about {drug}
i am a pharmacist and i am calling about {relative}
{relative} started taking {drug} {time}
{subj} started taking {drug} {time}
{subj} started {drug} {time} and now {subj} {have} {reaction}
{subj} {have} been taking {drug} for two weeks
{subj} {be} taking {drug} for {poss} blood pressure
{subj} took two {form} of {drug} {time}
after taking {drug} {subj} got {reaction}
since {subj} started {drug} {subj} {have} {reaction}
and now {subj} {have} {reaction}
and now {subj} {have} a {adj} rash on {poss} {body}
{subj} {have} a {adj} rash on {poss} {body}
{subj} {have} {reaction} and {reaction}
{subj} got {reaction} after the second dose
{poss} {body} is {state}
{poss} {body} is {state} and {state}
and {poss} {body} is {state}
{poss} {body} are {state}
{subj} {be} {state}
{subj} feels {state} all the time
{subj} {be} very {state} since {time}
{subj} {have} had {reaction} every day since {time}
the {reaction} started {time}
{subj} stopped taking {drug} and the {reaction} went away
{subj} went to the hospital because of {reaction}
the doctor said it could be the {drug}
is this a side effect of {drug}
is {reaction} a side effect of {drug}
what should {subj} do
what should we do
what should i do now
should {subj} stop taking {drug}
can i take {drug} while i am {condition}
can i take {drug} with {drug}
can {subj} take {drug} if {subj} {be} {condition}
is it safe to take {drug} while {condition}
is it safe to take {drug} with alcohol
what is the right dose for {population}
what is the right dose of {drug} for {population}
what is the dose for {population}
how many {form} can i take in a day
how often should i take {drug}
how long should i take {drug} for
can you give {drug} to {population}
i bought {pack} of {drug} {form} {time}
i bought {pack} of {drug} {time}
i opened {pack} of {drug}
several {form} were {defect}
some of the {form} were {defect}
the {form} were {defect}
the {form} are {defect}
one of the {form} was {defect}
and several {form} were {defect}
{packpart} was {defect}
and {packpart} was {defect}
{packpart} is {defect}
the {form} smell strange
the {form} look different from usual
there were {form} missing from {pack}
the batch number is {letter} {letter} {digit} {digit} {digit} {digit}
the batch number is {digit} {digit} {digit} {letter} {letter}
the lot number is {letter} {digit} {digit} {digit}
the expiry date is june twenty twenty six
my phone number is {digit} {digit} {digit} {digit} {digit} {digit}
please call me back
can someone call me back
thank you very much
thank you
thanks bye
`;

type Slot = keyof typeof SLOT_VALUES;

const SLOT_VALUES = {
  drug: vocabulary.DRUGS,
  reaction: vocabulary.REACTIONS,
  state: vocabulary.REACTION_STATES,
  adj: vocabulary.REACTION_ADJECTIVES,
  body: vocabulary.BODY_PARTS,
  relative: vocabulary.RELATIVES,
  time: vocabulary.TIMES,
  form: vocabulary.FORMS,
  pack: vocabulary.PACKS,
  defect: vocabulary.DEFECTS,
  packpart: vocabulary.PACK_PARTS,
  condition: vocabulary.CONDITIONS,
  population: vocabulary.POPULATIONS,
  letter: vocabulary.LETTERS,
  digit: vocabulary.DIGITS,
} satisfies Record<string, readonly string[]>;

type PersonSlot = 'subj' | 'obj' | 'poss' | 'be' | 'have';
const PERSON_FIELD: Record<PersonSlot, keyof (typeof vocabulary.PEOPLE)[number]> = {
  subj: 'subject',
  obj: 'object',
  poss: 'possessive',
  be: 'be',
  have: 'have',
};

const SLOT = /\{(\w+)\}/g;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A different stride per slot of a template, coprime with the list's length, so every value comes round. */
function strideFor(occurrence: number, length: number): number {
  let stride = 2 * occurrence - 1;
  while (gcd(stride, length) !== 1) stride += 1;
  return stride;
}

function isSlot(name: string): name is Slot {
  return name in SLOT_VALUES;
}

/**
 * Every template, filled as many times as its largest slot list has values, cycling each slot with a different
 * stride, so every drug, reaction and defect appears in every context that can hold it. Deterministic: the same
 * vocabulary always gives the same corpus (and the same cached model).
 */
export function domainSentences(): string[][] {
  const sentences: string[][] = [];
  for (const template of TEMPLATES.split('\n').map((line) => line.trim())) {
    if (!template) continue;
    const names = [...template.matchAll(SLOT)].map((match) => match[1] ?? '');
    const sizes = names.map((name) => (isSlot(name) ? SLOT_VALUES[name].length : vocabulary.PEOPLE.length));
    const repeats = Math.max(1, ...sizes);
    for (let i = 0; i < repeats; i += 1) {
      const person = vocabulary.PEOPLE[i % vocabulary.PEOPLE.length] ?? vocabulary.PEOPLE[0];
      let occurrence = 0;
      const filled = template.replace(SLOT, (_, name: string) => {
        occurrence += 1;
        if (!isSlot(name)) return person[PERSON_FIELD[name as PersonSlot]];
        const values = SLOT_VALUES[name];
        return values[(i * strideFor(occurrence, values.length) + occurrence * 7) % values.length] ?? '';
      });
      sentences.push(filled.split(' '));
    }
  }
  return sentences;
}
