/**
 * Query keys of the case page. They start with 'cases' like the cases list's keys, so invalidating ['cases']
 * after a save reloads the list, the counts and this case together (SPEC §4.4).
 */
export const caseFormKeys = {
  all: ['cases'] as const,
  detail: (id: string) => ['cases', 'detail', id] as const,
  history: (id: string) => ['cases', 'history', id] as const,
  obligations: (id: string) => ['cases', 'obligations', id] as const,
};
