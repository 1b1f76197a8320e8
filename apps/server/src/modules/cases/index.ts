// The public entry of the cases module: what other modules and the composition root may use. Files outside
// modules/cases/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { dueDateSql, overdueSql, seriousSql } from './case-clock.sql.ts';
export { formColumn } from './case-columns.sql.ts';
export { caseWorkRoutes } from './case-work.routes.ts';
export { caseWorkflowRoutes } from './case-workflow.routes.ts';
export { filterConditions, findCaseRecord, type CaseFilters } from './cases.repository.ts';
export { casesRoutes } from './cases.routes.ts';
export { refreshStaleObligationDues, registerRefreshObligationDuesWorker } from './obligation-due.service.ts';
export { reportingRulesRoutes } from './reporting-rules.routes.ts';
