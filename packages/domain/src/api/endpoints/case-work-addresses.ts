/** Method and path of each call of `caseWorkEndpoints` (case-work.ts), without zod (see cases-addresses.ts). */
export const caseWorkAddresses = {
  addSectionEntry: { method: 'POST', path: '/cases/:id/sections/:section' },
  reorderSection: { method: 'PUT', path: '/cases/:id/sections/:section/order' },
  updateSectionEntry: { method: 'PUT', path: '/cases/:id/sections/:section/:index' },
  codeSectionEntry: { method: 'PUT', path: '/cases/:id/sections/:section/:index/coding' },
  removeSectionEntry: { method: 'DELETE', path: '/cases/:id/sections/:section/:index' },
  assignCase: { method: 'PUT', path: '/cases/:id/assignee' },
  draftNarrative: { method: 'POST', path: '/cases/:id/narrative-draft' },
  createManualCase: { method: 'POST', path: '/cases/manual' },
} as const;
