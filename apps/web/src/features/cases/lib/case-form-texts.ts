import { enCaseForm } from '@vigila/domain';
import { addEnglishTexts } from '@/lib/i18n/catalogues.ts';

// The case form's English labels are half of the catalogue and only the case page shows them, so they are not in
// the catalogue every page loads: importing this module (the case page does, first) adds them. Spanish has them in
// its own lazily fetched catalogue.
addEnglishTexts(enCaseForm);
