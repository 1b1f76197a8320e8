import { randomUUID } from 'node:crypto';
import type { WorkflowSettings, WorkflowStep } from '@vigila/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { auditEvents, cases, monitoredSources } from '../db/schema/index.ts';
import type { TestDatabaseKind } from './databases.ts';
import { startTeamTestKit, type Team, type TeamTestKit } from './team-test-kit.ts';

/** The team kit (one member per role per organisation) with the calls the workflow and permission tests share. */
export interface WorkflowTestKit extends TeamTestKit {
  send: (token: string, call: InjectOptions) => Promise<LightMyRequestResponse>;
  /** A case entered by hand by the team's owner, then put at `step` (with its SPEC status) as the database holds it. */
  caseAt: (team: Team, step: WorkflowStep, values?: { dataEntryBy?: string | null }) => Promise<string>;
  settings: (team: Team, settings: WorkflowSettings) => Promise<void>;
  caseRow: (id: string) => Promise<{ workflowStep: string; status: string; assigneeId: string | null }>;
  /** A monitored YouTube channel of the team's organisation; answers its key. */
  channel: (team: Team) => Promise<string>;
  channelCount: (orgId: string) => Promise<number>;
  workflowEvents: (caseId: string) => Promise<Record<string, unknown>[]>;
}

const STATUS: Record<WorkflowStep, string> = {
  book_in: 'new',
  data_entry: 'progress',
  quality_check: 'progress',
  medical_review: 'progress',
  complete: 'completed',
};

export async function startWorkflowTestKit(kind: TestDatabaseKind): Promise<WorkflowTestKit> {
  const k = await startTeamTestKit(kind);
  const { db } = k.t.database;
  const send: WorkflowTestKit['send'] = (token, call) =>
    k.t.app.inject({
      ...call,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...call.headers },
    });
  const expectOk = (response: LightMyRequestResponse, what: string) => {
    if (response.statusCode !== 200)
      throw new Error(`${what} answered ${response.statusCode} ${response.body}`);
    return response;
  };
  return {
    ...k,
    send,
    caseAt: async (team, step, values = {}) => {
      const created = expectOk(
        await send(team.tokens.owner, { method: 'POST', url: '/api/cases/manual' }),
        'POST /cases/manual',
      );
      const id = created.json<{ id: string }>().id;
      await db
        .update(cases)
        .set({ workflowStep: step, status: STATUS[step], dataEntryBy: values.dataEntryBy ?? null })
        .where(eq(cases.id, id));
      return id;
    },
    settings: async (team, settings) => {
      expectOk(
        await send(team.tokens.owner, { method: 'PUT', url: '/api/org/workflow', payload: settings }),
        'PUT /org/workflow',
      );
    },
    caseRow: async (id) => {
      const [row] = await db
        .select({ workflowStep: cases.workflowStep, status: cases.status, assigneeId: cases.assigneeId })
        .from(cases)
        .where(eq(cases.id, id));
      if (!row) throw new Error(`no case ${id}`);
      return row;
    },
    channel: async (team) => {
      const key = `channel${randomUUID().slice(0, 8)}`;
      await db
        .insert(monitoredSources)
        .values({ id: randomUUID(), orgId: team.orgId, source: 'youtube', key, schedule: 'off' });
      return key;
    },
    channelCount: async (orgId) =>
      (await db.select().from(monitoredSources).where(eq(monitoredSources.orgId, orgId))).length,
    workflowEvents: async (caseId) =>
      (
        await db
          .select({ data: auditEvents.data, actor: auditEvents.actorUserId })
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.type, 'case.workflow_moved'),
              sql`${auditEvents.data}->>'case_id' = ${caseId}`,
            ),
          )
          .orderBy(auditEvents.id)
      ).map(({ data, actor }) => ({ ...data, actor })),
  };
}
