// The module graph's rules, checked by `npm run lint` (dependency-cruiser). One section per workspace; the rules
// about kinds of files (SQL only in repositories, routes never reach a repository) stay in ESLint
// (eslint/server-boundaries.js). Type-only imports count: a type cycle between two modules still means neither can
// be read, changed or moved without the other (decision 0029). eslint/module-graph.test.ts proves each rule bites.

// ── Server (apps/server/src) ────────────────────────────────────────────────────────────────────────────────────

const SERVER = '^apps/server/src/';
const SERVER_MODULES = `${SERVER}modules/`;
const MODULE_INDEX = `${SERVER_MODULES}[^/]+/index\\.ts$`;
/** Tests and the test helpers in src/test/ compose layers on purpose (factories, a job's crash test). */
const SERVER_TESTS = [`${SERVER}.+\\.test\\.ts$`, `${SERVER}test/`];

/**
 * The allowed module → module edges: each server module (apps/server/src/modules/<name>/) and the modules it may
 * import, only through their index.ts. The table has no cycle (the test checks it). A new module gets a row; a new
 * edge is a line here, reviewed like code.
 */
const SERVER_MODULE_EDGES = {
  'analysis-models': [],
  cases: ['items', 'meddra', 'org', 'products', 'users'],
  duplicates: ['cases', 'items'],
  emails: ['items', 'memberships', 'org'],
  exports: ['cases', 'items', 'triage'],
  feedback: ['analysis-models', 'items'],
  health: [],
  home: ['cases', 'feedback'],
  invitations: ['emails', 'memberships', 'org', 'users'],
  items: ['meddra', 'products', 'users'],
  meddra: [],
  memberships: [],
  org: [],
  products: ['org'],
  psur: ['exports'],
  recordings: ['items', 'users'],
  reports: ['cases', 'exports', 'items'],
  retention: ['org', 'triage'],
  sources: ['items', 'org'],
  triage: ['items', 'products', 'sources'],
  users: ['memberships'],
  vector: ['cases', 'items', 'triage'],
};

/**
 * Folders below the modules: they never import modules/ (what they need from a module is injected by the
 * composition root — app.ts, services.ts, workers.ts, modules/api-routes.ts — through an interface they declare,
 * e.g. idp/invitation-port.ts).
 */
const SERVER_LOWER_FOLDERS = [
  'analysis',
  'audit',
  'connectors',
  'db',
  'http',
  'idp',
  'jobs',
  'mail',
  'parsing',
  'seed',
  'static',
  'storage',
  'transcription',
];

const moduleEdgeRules = Object.entries(SERVER_MODULE_EDGES).map(([module, allowed]) => ({
  name: 'server-module-edges',
  comment: `modules/${module} may import only ${allowed.length > 0 ? allowed.join(', ') : 'no other module'} (SERVER_MODULE_EDGES in .dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: `${SERVER_MODULES}${module}/`, pathNot: SERVER_TESTS },
  to: { path: `${SERVER_MODULES}[^/]+/`, pathNot: `${SERVER_MODULES}(${[module, ...allowed].join('|')})/` },
}));

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const serverRules = [
  ...moduleEdgeRules,
  {
    name: 'server-module-public-entry',
    comment:
      "A module imports another module only through its index.ts, the module's public entry ($1: the importer's own module, whose files import each other freely).",
    severity: 'error',
    from: { path: `${SERVER_MODULES}([^/]+)/`, pathNot: SERVER_TESTS },
    to: { path: `${SERVER_MODULES}[^/]+/`, pathNot: [`${SERVER_MODULES}$1/`, MODULE_INDEX] },
  },
  {
    name: 'server-module-public-entry',
    comment:
      'Outside modules/, a module is imported only through its index.ts (the composition root included).',
    severity: 'error',
    from: { path: SERVER, pathNot: [...SERVER_TESTS, `${SERVER_MODULES}[^/]+/`] },
    to: { path: `${SERVER_MODULES}[^/]+/`, pathNot: MODULE_INDEX },
  },
  {
    name: 'server-no-circular',
    comment: 'No import cycle among server files (type-only imports included).',
    severity: 'error',
    from: { path: SERVER, pathNot: SERVER_TESTS },
    to: { circular: true },
  },
  {
    name: 'server-lower-folder-not-modules',
    comment: `A lower folder (${SERVER_LOWER_FOLDERS.join(', ')}) never imports modules/: move the shared piece down, or inject it from the composition root.`,
    severity: 'error',
    from: { path: `${SERVER}(${SERVER_LOWER_FOLDERS.join('|')})/`, pathNot: SERVER_TESTS },
    to: { path: SERVER_MODULES },
  },
  {
    name: 'server-runtime-analysis-not-train',
    comment:
      'Run-time analysis code never imports analysis/train/ (the offline training behind `npm run train`); only train/, the eval CLI and the organisation training of modules/analysis-models (decision 0012) do.',
    severity: 'error',
    from: {
      path: SERVER,
      pathNot: [...SERVER_TESTS, `${SERVER}analysis/(train|eval)/`, `${SERVER_MODULES}analysis-models/`],
    },
    to: { path: `${SERVER}analysis/train/` },
  },
];

// ── Configuration ───────────────────────────────────────────────────────────────────────────────────────────────

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...serverRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    // Count `import type` too: a type cycle between modules couples them as much as a value cycle (decision 0029).
    tsPreCompilationDeps: true,
  },
};
// For eslint/module-graph.test.ts (dependency-cruiser rejects unknown keys in the configuration itself).
Object.defineProperty(module.exports, 'tables', { value: { SERVER_MODULE_EDGES, SERVER_LOWER_FOLDERS } });
