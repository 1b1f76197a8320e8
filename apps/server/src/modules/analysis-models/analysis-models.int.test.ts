import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledModel } from '../../analysis/model/bundled-model.ts';
import { analysisModels, auditEvents, items as analysisModelsItems } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildItem } from '../../test/item-factory.ts';
import { addManager, startMemberApp, type MemberApp } from '../../test/member-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { seedVerdicts, TRAINING_FIXTURE_DIR } from '../../test/verdict-factory.ts';

const kinds = await testDatabaseKinds();

interface ModelsAnswer {
  analyzer: string;
  bundled_version: string;
  active_version: string | null;
  verdicts: number;
  verdicts_since_training: number;
  versions: {
    id: string;
    version: string;
    status: string;
    verdicts: number;
    held_back: number;
    current: { adr: { recall: number | null } } | null;
    proposed: { adr: { recall: number | null } } | null;
    reason: string | null;
  }[];
}

describe.each(kinds)("an organisation's own model, trained on its reviewers' verdicts, on %s", (kind) => {
  let app: MemberApp;
  let t: TestApp;
  let orgId: string;
  let manager: string;
  let technician: string;

  beforeAll(async () => {
    app = await startMemberApp(kind, {
      env: { ANALYSIS_TRAINING_DIR: TRAINING_FIXTURE_DIR, ANALYSIS_RETRAIN_AFTER_VERDICTS: '1000' },
    });
    ({ t, orgId, member: technician } = app);
    manager = await addManager(app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app.call(method, url, token, payload);
  const models = async () =>
    (await call('GET', '/api/analysis/models', technician)).json<{ data: ModelsAnswer }>().data;
  const waitForVersions = async (n: number) => {
    const until = Date.now() + 60_000;
    let answer = await models();
    while (answer.versions.length < n && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await models();
    }
    return answer;
  };

  it('starts on the bundled model, with the verdicts counted', async () => {
    const seeded = await seedVerdicts(t.database.db, orgId, { limit: 40, flags: ['pqc', 'mi'] });
    const answer = await models();
    expect(answer.analyzer).toMatch(/^ensemble@/);
    expect(answer).toMatchObject({
      bundled_version: loadBundledModel().version,
      active_version: null,
      verdicts: seeded.verdicts,
      verdicts_since_training: seeded.verdicts,
      versions: [],
    });
  });

  it('refuses a technician the training and the rollback; nothing is queued or changed', async () => {
    expect((await call('POST', '/api/analysis/models/train', technician)).statusCode).toBe(403);
    expect((await call('POST', '/api/analysis/models/activate', technician, { id: null })).statusCode).toBe(
      403,
    );
    expect((await models()).versions).toEqual([]);
  });

  it('trains on request: verdicts in, a new version out, switched because ADR recall cannot drop', async () => {
    // Only PQC and MI were judged: no held-back verdict marks an ADR, so ADR recall cannot drop.
    const answer = await call('POST', '/api/analysis/models/train', manager);
    expect(answer.statusCode).toBe(202);
    const after = await waitForVersions(1);
    const [version] = after.versions;
    expect(version?.status).toBe('active');
    expect(version?.reason).toContain('cannot drop');
    expect((version?.verdicts ?? 0) + (version?.held_back ?? 0)).toBe(40);
    expect(after.active_version).toBe(version?.version);
    expect(after.verdicts_since_training).toBe(0);
    const [trained] = await t.database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(eq(auditEvents.type, 'analysis_model.trained'));
    expect(trained?.n).toBe(1);
  });

  it('analyses the organisation’s new items with its own model', async () => {
    const active = (await models()).active_version;
    const item = await buildItem(t.database.db, {
      orgId,
      source: 'email',
      text: 'The blister of my Ventolin arrived open and two tablets are crumbled. Can I still take them?',
      aiStatus: 'pending',
    });
    await t.services.jobs.send('analyze-item', { orgId, itemId: item.id });
    const until = Date.now() + 30_000;
    let analyzer: string | null = null;
    while (!analyzer?.endsWith(`+${active}`) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const [row] = await t.database.db
        .select({ analyzer: analysisModelsItems.analyzer })
        .from(analysisModelsItems)
        .where(eq(analysisModelsItems.id, item.id));
      analyzer = row?.analyzer ?? null;
      if (analyzer && !analyzer.endsWith(`+${active}`))
        await t.services.jobs.send('analyze-item', { orgId, itemId: item.id });
    }
    expect(analyzer).toBe(`ensemble@1.0.0+${active}`);
  });

  it('keeps or switches by the rule when ADR verdicts are held back, and a manager can roll back', async () => {
    await seedVerdicts(t.database.db, orgId, { limit: 80, flags: ['adr'] });
    expect((await call('POST', '/api/analysis/models/train', manager)).statusCode).toBe(202);
    const after = await waitForVersions(2);
    const [latest, first] = after.versions;
    const before = latest?.current?.adr.recall ?? null;
    const proposed = latest?.proposed?.adr.recall ?? null;
    expect(before).not.toBeNull();
    const switched = proposed !== null && before !== null && proposed >= before;
    expect(latest?.status).toBe(switched ? 'active' : 'rejected');
    expect(after.active_version).toBe(switched ? latest?.version : first?.version);
    // One active version at most.
    const active = await t.database.db
      .select({ n: count() })
      .from(analysisModels)
      .where(eq(analysisModels.status, 'active'));
    expect(active[0]?.n).toBe(1);

    // Rollback to the bundled model, then forward to the first version.
    expect((await call('POST', '/api/analysis/models/activate', manager, { id: null })).statusCode).toBe(200);
    expect((await models()).active_version).toBeNull();
    expect((await call('POST', '/api/analysis/models/activate', manager, { id: first?.id })).statusCode).toBe(
      200,
    );
    const rolled = await models();
    expect(rolled.active_version).toBe(first?.version);
    expect(rolled.versions.find((version) => version.id === first?.id)?.status).toBe('active');
    expect((await call('POST', '/api/analysis/models/activate', manager, { id: 'nope' })).statusCode).toBe(
      404,
    );
  });

  it('another organisation sees none of it', async () => {
    const token = app.outsider;
    const answer = (await call('GET', '/api/analysis/models', token)).json<{ data: ModelsAnswer }>().data;
    expect(answer).toMatchObject({ active_version: null, verdicts: 0, versions: [] });
    const first = (await models()).versions.at(-1);
    expect((await call('POST', '/api/analysis/models/activate', token, { id: first?.id })).statusCode).toBe(
      404,
    );
  });
});
