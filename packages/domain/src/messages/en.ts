import { enCaseForm } from './en-case-form.ts';
import { enCustomReport } from './en-custom-report.ts';
import { enEveryPage } from './en-every-page.ts';
import { enHome } from './en-home.ts';
import { enNarrative } from './en-narrative.ts';
import { enPsur } from './en-psur.ts';
import { enVector } from './en-vector.ts';

/**
 * English catalogue: every user-facing string of the web app. The web ships `enEveryPage` with every page; the
 * others are each a page's own texts (the case form's labels are half of the catalogue; Home, Vector search, PSUR
 * and Custom Report are screens a reviewer does not open on every visit), which the page adds when its code loads.
 * The narrative's words (`enNarrative`) are the server's: it drafts a case narrative in the reviewer's language.
 */
export const en = {
  ...enEveryPage,
  ...enCaseForm,
  ...enHome,
  ...enPsur,
  ...enCustomReport,
  ...enVector,
  ...enNarrative,
} as const;

export type EnglishCatalogue = typeof en;
