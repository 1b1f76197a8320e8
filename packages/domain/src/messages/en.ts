import { enCaseForm } from './en-case-form.ts';
import { enWithoutCaseForm } from './en-without-case-form.ts';

/**
 * English catalogue: every user-facing string of the web app. The case form's labels are a module of their own so
 * that the web can ship the rest with every page and add them on the case page.
 */
export const en = { ...enWithoutCaseForm, ...enCaseForm } as const;

export type EnglishCatalogue = typeof en;
