import { DRUG_NAMES } from '../../analysis/lexicon/vocab/drug-names.ts';

/**
 * One key per medicine, whatever name a text gives it (decision 0022): a brand sold in Spain or in English-speaking
 * markets reads as its international non-proprietary name, and the English and Spanish spellings of a name
 * ("ibuprofen", "ibuprofeno"; "fentanyl", "fentanilo"; "levothyroxine", "levotiroxina") share one spelling key.
 */

/** Widely sold brands (folded, as the lexicon lists them) and the substance each contains. */
const BRAND_SUBSTANCE: Readonly<Record<string, string>> = {
  tylenol: 'paracetamol',
  gelocatil: 'paracetamol',
  apiretal: 'paracetamol',
  termalgin: 'paracetamol',
  efferalgan: 'paracetamol',
  dafalgan: 'paracetamol',
  acetaminophen: 'paracetamol',
  advil: 'ibuprofen',
  motrin: 'ibuprofen',
  nurofen: 'ibuprofen',
  espidifen: 'ibuprofen',
  dalsy: 'ibuprofen',
  aleve: 'naproxen',
  nolotil: 'metamizole',
  dipyrone: 'metamizole',
  enantyum: 'dexketoprofen',
  adiro: 'aspirin',
  tromalyt: 'aspirin',
  voltaren: 'diclofenac',
  zaldiar: 'tramadol',
  lexapro: 'escitalopram',
  cipralex: 'escitalopram',
  zoloft: 'sertraline',
  besitran: 'sertraline',
  prozac: 'fluoxetine',
  paxil: 'paroxetine',
  seroxat: 'paroxetine',
  cymbalta: 'duloxetine',
  effexor: 'venlafaxine',
  vandral: 'venlafaxine',
  wellbutrin: 'bupropion',
  elontril: 'bupropion',
  celexa: 'citalopram',
  remeron: 'mirtazapine',
  xanax: 'alprazolam',
  trankimazin: 'alprazolam',
  valium: 'diazepam',
  ativan: 'lorazepam',
  orfidal: 'lorazepam',
  klonopin: 'clonazepam',
  rivotril: 'clonazepam',
  ambien: 'zolpidem',
  stilnox: 'zolpidem',
  lyrica: 'pregabalin',
  neurontin: 'gabapentin',
  seroquel: 'quetiapine',
  abilify: 'aripiprazole',
  risperdal: 'risperidone',
  zyprexa: 'olanzapine',
  lamictal: 'lamotrigine',
  depakote: 'valproate',
  depakine: 'valproate',
  keppra: 'levetiracetam',
  topamax: 'topiramate',
  tegretol: 'carbamazepine',
  ritalin: 'methylphenidate',
  concerta: 'methylphenidate',
  vyvanse: 'lisdexamfetamine',
  elvanse: 'lisdexamfetamine',
  synthroid: 'levothyroxine',
  eutirox: 'levothyroxine',
  euthyrox: 'levothyroxine',
  levothroid: 'levothyroxine',
  lipitor: 'atorvastatin',
  crestor: 'rosuvastatin',
  zocor: 'simvastatin',
  plavix: 'clopidogrel',
  eliquis: 'apixaban',
  xarelto: 'rivaroxaban',
  pradaxa: 'dabigatran',
  coumadin: 'warfarin',
  sintrom: 'acenocoumarol',
  glucophage: 'metformin',
  januvia: 'sitagliptin',
  jardiance: 'empagliflozin',
  forxiga: 'dapagliflozin',
  farxiga: 'dapagliflozin',
  ozempic: 'semaglutide',
  wegovy: 'semaglutide',
  rybelsus: 'semaglutide',
  mounjaro: 'tirzepatide',
  zepbound: 'tirzepatide',
  trulicity: 'dulaglutide',
  victoza: 'liraglutide',
  saxenda: 'liraglutide',
  lantus: 'insulin',
  toujeo: 'insulin',
  levemir: 'insulin',
  tresiba: 'insulin',
  humalog: 'insulin',
  novorapid: 'insulin',
  novolog: 'insulin',
  fiasp: 'insulin',
  apidra: 'insulin',
  epipen: 'epinephrine',
  jext: 'epinephrine',
  anapen: 'epinephrine',
  adrenaline: 'epinephrine',
  adrenalina: 'epinephrine',
  ventolin: 'salbutamol',
  albuterol: 'salbutamol',
  zyrtec: 'cetirizine',
  claritin: 'loratadine',
  clarityne: 'loratadine',
  aerius: 'desloratadine',
  allegra: 'fexofenadine',
  bilaxten: 'bilastine',
  benadryl: 'diphenhydramine',
  singulair: 'montelukast',
  nexium: 'esomeprazole',
  prilosec: 'omeprazole',
  losec: 'omeprazole',
  zantac: 'ranitidine',
  pepcid: 'famotidine',
  primperan: 'metoclopramide',
  fortasec: 'loperamide',
  imodium: 'loperamide',
  augmentin: 'amoxicillin',
  amoxil: 'amoxicillin',
  zithromax: 'azithromycin',
  cipro: 'ciprofloxacin',
  levaquin: 'levofloxacin',
  keflex: 'cefalexin',
  monurol: 'fosfomycin',
  diflucan: 'fluconazole',
  canesten: 'clotrimazole',
  valtrex: 'valacyclovir',
  zovirax: 'acyclovir',
  tamiflu: 'oseltamivir',
  roaccutane: 'isotretinoin',
  roacutan: 'isotretinoin',
  accutane: 'isotretinoin',
  yasmin: 'drospirenone',
  yaz: 'drospirenone',
  norlevo: 'levonorgestrel',
  viagra: 'sildenafil',
  cialis: 'tadalafil',
  propecia: 'finasteride',
  flomax: 'tamsulosin',
  medrol: 'methylprednisolone',
  urbason: 'methylprednisolone',
  dacortin: 'prednisone',
  chantix: 'varenicline',
  champix: 'varenicline',
  narcan: 'naloxone',
  humira: 'adalimumab',
  enbrel: 'etanercept',
  remicade: 'infliximab',
  stelara: 'ustekinumab',
  keytruda: 'pembrolizumab',
  botox: 'botulinum toxin',
};

/**
 * The spelling both languages share: "ph" and "f", "th" and "t", "y" and "i", "ll" and "l", "qu" and "c", "ou" and "u" meet, and
 * the ending that differs ("-e", "-o", "-a", "-um") is dropped. Short names are left whole.
 */
export function cognateKey(word: string): string {
  if (word.length < 5) return word;
  return word
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/y/g, 'i')
    .replace(/ll/g, 'l')
    .replace(/qu/g, 'c')
    .replace(/ou/g, 'u')
    .replace(/(?:um|us|es|os|as|[aeos])$/, '');
}

/** A medicine's key: its substance when the name is a brand, in the spelling both languages share. */
export function drugKey(foldedName: string): string {
  const substance = BRAND_SUBSTANCE[foldedName] ?? foldedName;
  return substance
    .split(/\s+/)
    .map((word) => cognateKey(word))
    .join(' ');
}

/** Every listed name of each key: a query naming one finds texts naming another ("semaglutide" finds "Ozempic"). */
const NAMES_BY_KEY = new Map<string, string[]>();
for (const name of [...DRUG_NAMES, ...Object.keys(BRAND_SUBSTANCE), ...Object.values(BRAND_SUBSTANCE)]) {
  const key = drugKey(name);
  const names = NAMES_BY_KEY.get(key) ?? [];
  if (!names.includes(name)) names.push(name);
  NAMES_BY_KEY.set(key, names);
}

/** The names a text may give the medicine `foldedName` names: itself, its spellings, its brands and substance. */
export function drugNameVariants(foldedName: string): string[] {
  const variants = NAMES_BY_KEY.get(drugKey(foldedName)) ?? [];
  return variants.includes(foldedName) ? variants : [foldedName, ...variants];
}
