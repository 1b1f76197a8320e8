// Rules about kinds of server files (apps/server/src). Each entry is an ESLint flat-config object (core
// no-restricted-imports, so no plugin is needed); a leak fails `npm run lint` and so `npm test`. The rules about
// folders and modules — lower folders never import modules/, the allowed module → module edges, public entries,
// no cycles — live in .dependency-cruiser.cjs (one place per kind of rule).
//
//   modules/**/*.routes.ts    routes: auth → validate → service → presenter; never a repository, a *.sql.ts
//   (and *-routes.ts,         fragment, drizzle-orm or the schema — a read the route needs goes through a service
//   *-route-table.ts)
//   modules/**                SQL only in *.repository.ts (statements that run) and *.sql.ts (fragments and
//                             column helpers that only repositories import, e.g. item-list.sql.ts,
//                             case-clock.sql.ts); every other module file reaches the database through them
//   src/ (app, main,          the composition root wires everything and is free: services.ts, workers.ts, and
//   services, workers),       modules/api-routes.ts, which registers the module routes and gives the auth hook
//   modules/api-routes.ts     its memberships loader
//
// Tests and the test helpers in src/test/ compose layers on purpose (a job's crash test, factories), so they are
// left out.
// One rule name holds one set of options per file and a later block replaces an earlier one, so the route block
// repeats the SQL patterns of the module block.

const server = 'apps/server/src';
const tests = [`${server}/**/*.test.ts`, `${server}/test/**`];

const NOT_SQL =
  'SQL lives in *.repository.ts (and *.sql.ts fragments that repositories import): call a repository function instead.';
const NOT_REPOSITORY = 'A route calls services, never a repository or SQL: add or use a service.';

/** drizzle-orm and the table definitions: what building a statement needs. */
const sqlPatterns = [
  { regex: '^drizzle-orm(/|$)', message: NOT_SQL },
  { regex: '(^|/)db/schema(/|\\.ts$|$)', message: NOT_SQL },
];

/** @type {import('eslint').Linter.Config[]} */
export const serverBoundaries = [
  {
    files: [`${server}/modules/**/*.ts`],
    ignores: [...tests, `${server}/modules/**/*.repository.ts`, `${server}/modules/**/*.sql.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: sqlPatterns }] },
  },
  {
    files: [
      `${server}/modules/**/*.routes.ts`,
      `${server}/modules/**/*-routes.ts`,
      `${server}/modules/**/*-route-table.ts`,
    ],
    ignores: [...tests, `${server}/modules/api-routes.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '\\.repository(\\.ts)?$', message: NOT_REPOSITORY },
            { regex: '\\.sql(\\.ts)?$', message: NOT_REPOSITORY },
            ...sqlPatterns.map((pattern) => ({ ...pattern, message: NOT_REPOSITORY })),
          ],
        },
      ],
    },
  },
];
