/**
 * The words a pharmacovigilance call is about: medicines (generic names most often sold or prescribed, and a few
 * brands people say instead), the reactions and product defects callers describe in lay terms, and the people,
 * body parts, forms and packs around them. The language model built from these (domain-corpus.ts) is what lets
 * pocketsphinx hear "ibuprofen" instead of "the open". Lists are comma-separated text so they stay readable.
 */

function list(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim().replace(/\s+/g, ' '))
    .filter((entry) => entry.length > 0);
}

export const DRUGS = list(`
  acetaminophen, paracetamol, ibuprofen, aspirin, naproxen, diclofenac, codeine, tramadol, morphine, oxycodone,
  amoxicillin, penicillin, azithromycin, clarithromycin, doxycycline, ciprofloxacin, levofloxacin, metronidazole,
  cephalexin, clindamycin, trimethoprim, nitrofurantoin, fluconazole, acyclovir, metformin, insulin, glipizide,
  sitagliptin, empagliflozin, semaglutide, atorvastatin, simvastatin, rosuvastatin, lisinopril, enalapril,
  ramipril, losartan, valsartan, amlodipine, nifedipine, metoprolol, atenolol, bisoprolol, propranolol,
  carvedilol, hydrochlorothiazide, furosemide, spironolactone, warfarin, apixaban, rivaroxaban, clopidogrel,
  heparin, digoxin, amiodarone, levothyroxine, prednisone, prednisolone, hydrocortisone, dexamethasone,
  omeprazole, pantoprazole, esomeprazole, lansoprazole, ranitidine, famotidine, ondansetron, metoclopramide,
  loperamide, sertraline, fluoxetine, citalopram, escitalopram, paroxetine, venlafaxine, duloxetine, bupropion,
  mirtazapine, trazodone, amitriptyline, quetiapine, olanzapine, risperidone, aripiprazole, lithium,
  lamotrigine, valproate, carbamazepine, levetiracetam, topiramate, gabapentin, pregabalin, diazepam, lorazepam,
  alprazolam, clonazepam, zolpidem, melatonin, methylphenidate, sumatriptan, cetirizine, loratadine,
  diphenhydramine, salbutamol, albuterol, montelukast, fluticasone, budesonide, allopurinol, colchicine,
  methotrexate, tamoxifen, finasteride, tamsulosin, sildenafil, estradiol, progesterone, levonorgestrel,
  isotretinoin, vitamin d, iron, folic acid, the vaccine, tylenol, advil, motrin, aleve, benadryl, zyrtec,
  claritin, nexium, prozac, zoloft, xanax, lipitor, ozempic, antibiotics, painkillers, the inhaler,
  the medicine, the medication, the pill, these pills, the contraceptive pill
`);

/** Things a caller "has" or "got". */
export const REACTIONS = list(`
  rash, a rash, hives, itching, swelling, blisters, redness, red spots, bruising, bleeding, nausea, vomiting,
  diarrhea, diarrhoea, constipation, stomach ache, stomach pain, cramps, heartburn, indigestion, a headache,
  headaches, a migraine, dizziness, drowsiness, fainting, fatigue, tiredness, weakness, insomnia, nightmares,
  anxiety, depression, confusion, hallucinations, a seizure, seizures, a tremor, palpitations, chest pain,
  a fever, fever, chills, sweating, a cough, wheezing, shortness of breath, trouble breathing, a sore throat,
  muscle pain, joint pain, back pain, numbness, tingling, hair loss, weight gain, weight loss, a dry mouth,
  blurred vision, ringing in the ears, jaundice, anaphylaxis, an allergic reaction, a reaction, side effects,
  a side effect, high blood pressure, low blood pressure, low blood sugar, a fast heartbeat, an infection
`);

/** Said as "she is …" or "her face is …". */
export const REACTION_STATES = list(`
  red, itchy, swollen, puffy, dizzy, sick, nauseous, tired, sleepy, drowsy, weak, confused, anxious, depressed,
  numb, sore, painful, bruised, yellow, pale, hot, burning, bleeding, worse, unwell, faint, short of breath
`);

export const REACTION_ADJECTIVES = list('red, itchy, painful, bad, terrible, mild, severe, strange, big');

export const BODY_PARTS = list(`
  face, eyes, lips, tongue, mouth, throat, neck, chest, back, stomach, arms, arm, hands, hand, fingers, legs,
  leg, feet, ankles, skin, body, head, ears, joints
`);

/** Subject, object pronoun, possessive, and the verb forms that agree with the subject. */
export const PEOPLE = [
  { subject: 'i', object: 'me', possessive: 'my', be: 'am', have: 'have' },
  { subject: 'she', object: 'her', possessive: 'her', be: 'is', have: 'has' },
  { subject: 'he', object: 'him', possessive: 'his', be: 'is', have: 'has' },
  { subject: 'we', object: 'us', possessive: 'our', be: 'are', have: 'have' },
] as const;

export const RELATIVES = list(`
  my mother, my father, my wife, my husband, my son, my daughter, my baby, my child, my grandmother,
  my grandfather, my sister, my brother, my friend, my partner, a patient, my patient, a customer, my mum,
  my dad
`);

export const TIMES = list(`
  yesterday, today, this morning, last night, last week, two days ago, three days ago, a week ago,
  a few days ago, last month, on monday, on friday, at the weekend, two weeks ago, recently
`);

export const FORMS = list(`
  tablets, capsules, pills, syrup, drops, cream, injections, patches, sachets, tablet, capsule, injection,
  spray, suspension, inhalers
`);

export const PACKS = list(
  'a box, a packet, a pack, a bottle, a tube, a blister pack, a carton, a vial, a pen',
);

export const DEFECTS = list(`
  broken, crushed, cracked, chipped, damaged, open, opened, torn, leaking, empty, missing, discoloured,
  discolored, different, wet, sticky, mouldy, dirty, expired, the wrong colour, the wrong size,
  the wrong strength, not sealed, stuck together
`);

export const PACK_PARTS = list(`
  the blister pack, the box, the seal, the bottle, the packaging, the cap, the label, the leaflet, the carton
`);

export const CONDITIONS = list(`
  pregnant, breastfeeding, trying to get pregnant, driving, drinking alcohol, diabetic, on dialysis,
  taking other medicines
`);

export const POPULATIONS = list(`
  an adult, a child, children, a baby, an elderly person, a teenager, a woman, a man, a dog, a cat
`);

/** Batch numbers and phone numbers are spelled out: letters and digits. */
export const LETTERS = list('a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z');
export const DIGITS = list('zero, oh, one, two, three, four, five, six, seven, eight, nine');
