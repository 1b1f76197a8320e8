/** English strings of the cases list and Convert to Case (SPEC §2.9, §8). Quoted spec text is word for word. */
export const enCases = {
  'cases.placeholder': 'Cases',
} as const;
