/** English strings of the case detail page and its E2B form (SPEC §2.9, §3 coded options, §4.4, §5, §8). */
export const enCaseForm = {
  'caseForm.placeholder': 'E2B form',
} as const;
