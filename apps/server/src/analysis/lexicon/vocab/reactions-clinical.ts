import type { PhraseEntry } from '../phrase-set.ts';
import { labelled } from './lines.ts';

/**
 * Clinical adverse-event terms as case reports and abstracts write them (English; Spanish abstracts share most
 * Latin-root terms once folded). The last entry is a generic medical-condition word by suffix (-itis, -osis,
 * -aemia, -penia, -pathy, -toxicity…): it reports the word itself and, being vague, needs an explicit causal link.
 */
export const REACTIONS_CLINICAL: readonly PhraseEntry[] = labelled(String.raw`
  hepatotoxicity|liver (?:injury|damage|failure|toxicity)|hepatic (?:failure|injury|necrosis)|drug-induced liver injury|hepatitis|(?:raised|elevated|abnormal|increased) (?:liver (?:enzymes|function tests)|transaminases|lfts|aminotransferases)|cholesta(?:sis|tic)|hepatotoxicidad => Hepatotoxicity
  acute kidney injury|(?:acute )?renal (?:failure|impairment|injury|toxicity|insufficiency|dysfunction)|nephrotoxicity|kidney (?:damage|failure|injury)|interstitial nephritis|nephrotic syndrome|nefrotoxicidad => Acute kidney injury
  pancreatitis => Pancreatitis
  purpura|petechiae|ecchymos[ie]s => Purpura
  (?:secondary |treatment-related |therapy-related )?(?:malignanc(?:y|ies)|carcinomas?|lymphomas?|leuka?emias?|neoplasms?|sarcomas?|myelodysplastic syndromes?|myelodysplasia) => Neoplasm
  (?:pure )?(?:red cell )?aplasia|aplastic crisis => Aplasia
  infarction|infarcts? => Infarction
  hyperpigmentation|(?:skin |nail )?pigmentation|discolou?ration of the (?:skin|nails|teeth) => Skin hyperpigmentation
  (?:cns|central nervous system|respiratory) depression|unresponsive(?:ness)?|obtunded|stupor|decreased (?:level of )?consciousness => Depressed level of consciousness
  hyperexcitability|neuromuscular block(?:ade)?|prolonged paralysis => Neuromuscular disorder
  rhabdomyolysis|rabdomiolisis => Rhabdomyolysis
  qtc? (?:interval )?prolongation|prolong(?:ed|ation of the) qtc?(?: interval)?|torsades? de pointes => Electrocardiogram QT prolonged
  arrhythmias?|arritmias?|atrial fibrillation|ventricular (?:fibrillation|tachycardia|arrhythmias?)|heart block|av block => Arrhythmia
  cardiac arrest|cardiopulmonary arrest|paro cardiaco => Cardiac arrest
  heart failure|cardiac failure|cardiomyopathy|insuficiencia cardiaca => Cardiac failure
  myocarditis|pericarditis|miocarditis => Myocarditis
  neutropenia|agranulocytosis|agranulocitosis|leu(?:c|k)openia => Neutropenia
  thrombocytopenia|trombocitopenia|trombopenia => Thrombocytopenia
  pancytopenia|pancitopenia|aplastic an(?:a)?emia|bone marrow (?:suppression|failure|aplasia)|myelosuppression|mielosupresion => Pancytopenia
  (?:ha)?emolytic an(?:a)?emia|an(?:a)?emia|anemia|ha?emolysis => Anaemia
  stevens-johnson syndrome|toxic epidermal necrolysis|sindrome de stevens-johnson|necrolisis epidermica toxica => Stevens-Johnson syndrome
  drug reaction with eosinophilia(?: and systemic symptoms)?|dress syndrome|sindrome dress => Drug reaction with eosinophilia and systemic symptoms
  serotonin syndrome|sindrome serotoninergico => Serotonin syndrome
  neuroleptic malignant syndrome|sindrome neuroleptico maligno => Neuroleptic malignant syndrome
  hyponatr(?:a)?emia|hiponatremia|siadh => Hyponatraemia
  hyperkal(?:a)?emia|hiperpotasemia|hypokal(?:a)?emia|hipopotasemia => Blood potassium abnormal
  (?:lactic |metabolic )?acidosis|acidosis (?:lactica|metabolica) => Acidosis
  hypothyroidism|hipotiroidismo|hyperthyroidism|hipertiroidismo|thyroiditis => Thyroid disorder
  osteonecrosis|fractures?|fracturas? => Fracture
  encephalopath(?:y|ies)|encefalopatia => Encephalopathy
  delirium|delirio => Delirium
  psychos(?:is|es)|psychotic|psicosis|psicotic[oa] => Psychotic disorder
  coma|comatose => Coma
  interstitial (?:lung disease|pneumonitis)|pneumonitis|neumonitis|pulmonary (?:fibrosis|toxicity|o?edema)|acute respiratory distress(?: syndrome)?|ards => Interstitial lung disease
  (?:pseudomembranous |ischa?emic )?colitis|c(?:lostridium)? difficile(?: infection)? => Colitis
  (?:drug-induced )?lupus(?:-like syndrome)?|vasculitis|vasculitis leucocitoclastica => Vasculitis
  erythema multiforme|eritema multiforme|(?:exfoliative |contact )?dermatitis|dermatitis|fixed drug eruption|exanthema|exantema|pustulosis => Dermatitis
  hypersensitivity(?: reactions?)?|allergic reactions?|hipersensibilidad => Hypersensitivity
  teratogen(?:ic|icity)|fetotoxic(?:ity)?|fetal (?:damage|toxicity|harm|loss|death)|birth defects?|congenital (?:malformations?|anomal(?:y|ies)|defects?)|malformations? => Congenital anomaly
  neonatal (?:respiratory distress|withdrawal|abstinence syndrome|adaptation syndrome|hypoglyc(?:a)?emia)|respiratory distress|sindrome de abstinencia neonatal => Neonatal disorder
  miscarriages?|spontaneous abortions?|stillbirths?|unintended pregnanc(?:y|ies)|unplanned pregnanc(?:y|ies)|embarazos? no (?:deseados?|planificados?) => Pregnancy outcome abnormal
  mydriasis|miosis|midriasis => Pupil disorder
  dystonia|distonia|(?:tardive )?dyskinesia|discinesia(?: tardia)?|extrapyramidal (?:symptoms|effects|reactions|syndrome)|parkinsonism|parkinsonismo|oculogyric crisis => Extrapyramidal disorder
  ataxia => Ataxia
  (?:peripheral )?neuropath(?:y|ies)|neuropatia(?: periferica)?|polyneuropathy|optic neuritis|neuritis optica => Neuropathy peripheral
  aseptic meningitis|intracranial hypertension|pseudotumou?r cerebri|posterior reversible encephalopathy => Nervous system disorder
  guillain-barre(?: syndrome)?|sindrome de guillain-barre => Guillain-Barre syndrome
  myopathy|myositis|miopatia|miositis|myasthen(?:ia|ic) => Myopathy
  (?:malignant )?hyperthermia|hipertermia => Hyperthermia
  methemoglobinemia|metahemoglobinemia => Methaemoglobinaemia
  eosinophilia|eosinofilia => Eosinophilia
  (?:peptic |gastric |duodenal )?ulcers?|ulceration|gastrointestinal (?:bleeding|ha?emorrhage)|gi bleed(?:ing)?|mela?ena|ha?ematemesis|hemorragia digestiva => Gastrointestinal haemorrhage
  mucositis|mucositis oral => Mucositis
  hirsutism|hirsutismo|gyn(?:a)?ecomastia|ginecomastia|galactorrh(?:o)?ea|galactorrea|hyperprolactin(?:a)?emia|hiperprolactinemia|amenorrh(?:o)?ea|amenorrea|priapism|priapismo => Endocrine disorder
  cataracts?|cataratas?|glaucoma|uveitis|retinopath(?:y|ies)|retinopatia|maculopathy|visual (?:loss|disturbances?)|blindness|ceguera => Eye disorder
  hearing loss|deafness|ototoxicity|hipoacusia|sordera|ototoxicidad => Hearing impaired
  bronchospasm|broncoespasmo => Bronchospasm
  hypoglyc(?:a)?emi(?:a|c)(?: episodes?)?|hipoglucemias?(?: graves?)? => Hypoglycaemia
  hyperglyc(?:a)?emi(?:a|c)|diabetic ketoacidosis|new-onset diabetes => Hyperglycaemia
  (?:skin|cardiac|renal|hepatic|neuro|pulmonary|ocular|bone marrow|haematological|hematologic|hematological|gastrointestinal|dermatologic|cutaneous) toxicit(?:y|ies)|toxicit(?:y|ies)|toxicidad|toxic effects?|poisoning|intoxicaci(?:on|ones)|intoxication => Toxicity to various agents
  [a-z]{3,}toxicity => Toxicity to various agents
  [a-z']{3,} syndrome
  # The thing a product induced: "gemcitabine-induced LABD", "X caused by Y".
  (?<=(?<![a-z0-9-])(?!(?:drug|radiation|steroid|chemotherapy|catheter|exercise|stress|laser|surgery|ventilator|pregnancy|cold|heat|noise|trauma|infection|virus|alcohol)-)[a-z0-9][a-z0-9-]*-induced )(?:(?:acute|chronic|severe|mild|fatal|late|early|delayed|reversible|irreversible|recurrent|generali[sz]ed|locali[sz]ed|transient|major|minor|central|peripheral|bilateral|unilateral|diffuse|focal|massive|persistent|progressive|rapid|sudden|fulminant|immune|autoimmune|allergic) )*[a-z][a-z-]{3,}
  [a-z][a-z-]{3,}(?= (?:caused|induced|precipitated|provoked) by )
  depressive (?:symptoms|episodes?|disorder) => Depression
  cushing(?:oid(?: features)?|'s syndrome)|adrenal (?:suppression|insufficiency|crisis)|growth (?:suppression|retardation|failure) => Endocrine disorder
  visual field (?:defects?|loss)|hearing (?:impairment|loss) => Sensory disorder
  (?:hemi|para|quadri|mono)?paresis|dysarthria|aphasia|altered (?:consciousness|mental status) => Nervous system disorder
  eruptions?|(?:maculo)?papular|pustules?|pustular|exanthem(?:a|atous)?|urticarial|morbilliform => Rash
  erythema|erythematous => Erythema
  motor fluctuations|dyskinesias => Dyskinesia
  toxic => Toxicity to various agents
  (?!diagnos|prognos|hypnos|osmos|symbios|apoptos|academ|nostalg|sympath|empath|telepath|simpat|empat)[a-z]{4,}(?:itis|osis|emia|aemia|penia|pathy|patia|algia|plegia|rrhea|rrhoea|uria|ectasia|cytosis|necrosis|edema|oedema)
  # Findings named by their head noun ("pigmentary changes", "vocal cord paralysis", "impaired renal function")
  (?:(?!(?:the|and|or|of|to|a|an|prevent|prevents|detection|diagnosis|have|has|had|was|were|been|this|that|these|those|with|for|from|in|on|by|any|no|not|possible|potential|serious|other|such|its|their|his|her)(?![a-z-]))[a-z][a-z-]+ ){0,2}(?:complications?|abnormalit(?:y|ies)|changes|deficits?|paralysis|palsy|dysfunction|impairment|injury|injuries|damage|lesions?|ha?ematomas?|vasospasm|hyperplasia|atrophy|dyscrasias?|osteomalacia|zoster|plaques?|deposits|sepsis|perforation|rupture|ulcers?)
  impaired [a-z]+ function|[a-z]+ function (?:was |became )?impaired
  # What a report says someone developed ("developed lichen planus", "presented with EPS")
  (?<=(?:developed|develop|develops|developing|presented with|presenting with|experienced|suffered|suffering from|complained of|exhibited|manifested) (?:a |an |the |acute |severe |mild |fatal |chronic |transient |persistent |reversible |bilateral |generali[sz]ed |locali[sz]ed )*)[a-z][a-z-]{3,}(?: [a-z][a-z-]{3,})?
  (?!(?:have|has|had|was|were|been|which|that|who|they|patients?|symptoms?|signs?|reports?|cases?|relapses?|remission|response|responses|improvement|recovery|resolution|changes|events?|effects?|problems?|this|these|those)(?![a-z-]))[a-z][a-z-]{3,}(?= (?:developed|occurred|appeared|recurred|ensued) )
`);
