import type { enCaseForm } from './en-case-form.ts';

/** Spanish twin of en-case-form.ts. */
export const esCaseForm = {
  'caseForm.placeholder': 'Formulario E2B',
} as const satisfies { readonly [K in keyof typeof enCaseForm]: string };
