/**
 * Preferred terms the analysis reads that are on the EMA's Important Medical Events list (EudraVigilance IME list,
 * MedDRA-based, published by the EMA): a reaction coded to one is serious as medically important (ICH E2A) even when
 * the text names no hospital stay (issue 27 point 1). This is the part of the list the lexicon can produce — each of
 * its preferred terms checked against the list's terms by name — not the list itself (about 8,000 terms, with the
 * MedDRA release it follows); an organisation's own copy, loaded as data with its MedDRA release, is the next step.
 */
export const IMPORTANT_MEDICAL_EVENT_TERMS: ReadonlySet<string> = new Set([
  'Acute kidney injury',
  'Anaphylactic reaction',
  'Angioedema',
  'Bronchospasm',
  'Cardiac arrest',
  'Cardiac failure',
  'Cerebrovascular accident',
  'Coma',
  'Congenital anomaly',
  'Depressed level of consciousness',
  'Drug reaction with eosinophilia and systemic symptoms',
  'Electrocardiogram QT prolonged',
  'Encephalopathy',
  'Gastrointestinal haemorrhage',
  'Guillain-Barre syndrome',
  'Hepatotoxicity',
  'Interstitial lung disease',
  'Jaundice',
  'Methaemoglobinaemia',
  'Myocardial infarction',
  'Myocarditis',
  'Neuroleptic malignant syndrome',
  'Neutropenia',
  'Pancreatitis',
  'Pancytopenia',
  'Psychotic disorder',
  'Respiratory depression',
  'Rhabdomyolysis',
  'Seizure',
  'Serotonin syndrome',
  'Stevens-Johnson syndrome',
  'Suicidal ideation',
  'Thrombocytopenia',
  'Thrombosis',
  'Vasculitis',
]);
