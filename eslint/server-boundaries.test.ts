import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { serverBoundaries } from './server-boundaries.js';

// The real config objects of eslint.config.js, run on code placed at a path of the server: the layer rules must
// fail the lint (and so `npm test`) when an import crosses them, and let the allowed ones through. Espree parses
// the snippets, so they use plain imports where the code has `import type` (the rule treats both alike).
const root = fileURLToPath(new URL('..', import.meta.url));
const linter = new Linter({ configType: 'flat', cwd: root });

function lint(path: string, source: string): string[] {
  const config: Linter.Config[] = [
    { files: ['**/*.ts'], languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    ...serverBoundaries,
  ];
  return linter
    .verify(source, config, `${root}apps/server/src/${path}`)
    .map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const crossing = expect.stringMatching(/^no-restricted-imports: /);

describe('server layer boundaries', () => {
  it('fails a route importing a repository, a SQL fragment, drizzle-orm or the schema', () => {
    expect(
      lint('modules/triage/triage.routes.ts', "import { listTriageRows } from './triage.repository.ts';"),
    ).toEqual([crossing]);
    expect(
      lint('modules/items/source-item-routes.ts', "import { findItem } from './items.repository.ts';"),
    ).toEqual([crossing]);
    expect(lint('modules/x/x.routes.ts', "import { findItem } from '../items/items.repository.ts';")).toEqual(
      [crossing],
    );
    expect(
      lint('modules/cases/cases.routes.ts', "import { dueDateSql } from './case-clock.sql.ts';"),
    ).toEqual([crossing]);
    expect(lint('modules/x/x.routes.ts', "import { eq } from 'drizzle-orm';")).toEqual([crossing]);
    expect(lint('modules/x/x.routes.ts', "import { items } from '../../db/schema/index.ts';")).toEqual([
      crossing,
    ]);
  });

  it('fails SQL in a module file that is not a repository', () => {
    expect(lint('modules/items/analyze-item.job.ts', "import { and, eq } from 'drizzle-orm';")).toEqual([
      crossing,
    ]);
    expect(
      lint(
        'modules/invitations/accept-invitation.ts',
        "import { invitations } from '../../db/schema/index.ts';",
      ),
    ).toEqual([crossing]);
    expect(lint('modules/cases/x.service.ts', "import { sql } from 'drizzle-orm/sql';")).toEqual([crossing]);
  });

  it('lets compliant files through', () => {
    const service = [
      "import { DbExecutor } from '../../db/transaction.ts';",
      "import { callerOf } from '../../http/caller.ts';",
      "import { findItem } from './items.repository.ts';",
    ].join('\n');
    expect(lint('modules/items/list-items.service.ts', service)).toEqual([]);
    const route = [
      "import { callerOf } from '../../http/caller.ts';",
      "import { listTriage } from './triage.service.ts';",
      "import { presentTriageItem } from './triage.presenter.ts';",
    ].join('\n');
    expect(lint('modules/triage/triage.routes.ts', route)).toEqual([]);
    const repository = [
      "import { and, eq } from 'drizzle-orm';",
      "import { items } from '../../db/schema/index.ts';",
      "import { triageCondition } from '../items/item-list.sql.ts';",
    ].join('\n');
    expect(lint('modules/triage/triage.repository.ts', repository)).toEqual([]);
    expect(lint('modules/items/item-list.sql.ts', "import { sql } from 'drizzle-orm';")).toEqual([]);
    expect(lint('http/authorize.ts', "import { activeMembership } from './active-membership.ts';")).toEqual(
      [],
    );
    expect(lint('jobs/job-queue.ts', "import { DbExecutor } from '../db/transaction.ts';")).toEqual([]);
    // Folder and module rules (a lower folder importing modules/) are dependency-cruiser's: module-graph.test.ts.
    // The composition root and tests wire the layers together.
    expect(lint('workers.ts', "import { registerX } from './modules/items/analyze-item.job.ts';")).toEqual(
      [],
    );
    expect(
      lint(
        'jobs/crash-recovery.int.test.ts',
        "import { findItemById } from '../modules/items/items.repository.ts';",
      ),
    ).toEqual([]);
  });
});
