import type { CaseDetail, CaseHistoryEntry } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import type { Team } from '../../test/team-test-kit.ts';
import { startWorkflowTestKit, type WorkflowTestKit } from '../../test/workflow-test-kit.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('the case workflow on %s', (kind) => {
  let k: WorkflowTestKit;

  beforeAll(async () => {
    k = await startWorkflowTestKit(kind);
  });
  afterAll(() => k.t.close());

  const move = (token: string, id: string, payload: object) =>
    k.send(token, { method: 'POST', url: `/api/cases/${id}/workflow`, payload });
  const forward = (token: string, id: string) => move(token, id, { direction: 'forward' });
  const detail = async (team: Team, id: string) =>
    (await k.send(team.tokens.owner, { method: 'GET', url: `/api/cases/${id}` })).json<{ data: CaseDetail }>()
      .data;

  it('takes a case from book-in to complete, the SPEC status following each step', async () => {
    const team = await k.team();
    const id = await k.caseAt(team, 'book_in');
    const seen: [string, string][] = [];
    for (const token of [
      team.tokens.technician,
      team.tokens.technician,
      team.tokens.owner,
      team.tokens.admin,
    ]) {
      const response = await forward(token, id);
      expect(response.statusCode, response.body).toBe(200);
      const { workflow_step, status } = await detail(team, id);
      seen.push([workflow_step, status]);
    }
    expect(seen).toEqual([
      ['data_entry', 'progress'],
      ['quality_check', 'progress'],
      ['medical_review', 'progress'],
      ['complete', 'completed'],
    ]);
    expect((await forward(team.tokens.owner, id)).json()).toMatchObject({ code: 'workflow_at_end' });
  });

  it('keeps the quality check from the data entry’s author when the organisation asks; another reviewer passes it', async () => {
    const team = await k.team();
    const id = await k.caseAt(team, 'book_in');
    await forward(team.tokens.manager, id);
    await forward(team.tokens.manager, id);
    expect(await detail(team, id)).toMatchObject({
      workflow_step: 'quality_check',
      data_entry_by: team.ids.manager,
    });

    const byAuthor = await forward(team.tokens.manager, id);
    expect(byAuthor.statusCode).toBe(403);
    expect(byAuthor.json()).toEqual({
      error: 'The quality check must be passed by someone other than the member who did the data entry',
      code: 'qc_author_refused',
    });
    expect((await k.caseRow(id)).workflowStep).toBe('quality_check');

    const byReviewer = await forward(team.tokens.admin, id);
    expect(byReviewer.statusCode).toBe(200);
    expect(byReviewer.json()).toMatchObject({
      data: { workflow_step: 'medical_review', status: 'progress' },
    });

    const events = await k.workflowEvents(id);
    expect(events.at(-1)).toMatchObject({
      old: 'quality_check',
      new: 'medical_review',
      direction: 'forward',
      actor: team.ids.admin,
    });
    const history = (
      await k.send(team.tokens.technician, { method: 'GET', url: `/api/cases/${id}/history` })
    ).json<{ data: CaseHistoryEntry[] }>().data;
    expect(history.filter((entry) => entry.type === 'case.workflow_moved')).toHaveLength(3);
  });

  it('lets the author pass the quality check when the organisation does not ask for a second reviewer', async () => {
    const team = await k.team();
    await k.settings(team, { quality_check: true, medical_review: false, qc_by_other_reviewer: false });
    const id = await k.caseAt(team, 'quality_check', { dataEntryBy: team.ids.manager });
    const response = await forward(team.tokens.manager, id);
    expect(response.statusCode).toBe(200);
    expect(await k.caseRow(id)).toMatchObject({ workflowStep: 'complete', status: 'completed' });
  });

  it('sends a case back from QC only with a reason, which the audit keeps', async () => {
    const team = await k.team();
    const id = await k.caseAt(team, 'quality_check', { dataEntryBy: team.ids.technician });
    const without = await move(team.tokens.manager, id, { direction: 'back', reason: '  ' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'workflow_reason_required' });

    const back = await move(team.tokens.manager, id, { direction: 'back', reason: 'Dose unit missing' });
    expect(back.statusCode).toBe(200);
    expect((await k.caseRow(id)).workflowStep).toBe('data_entry');
    expect((await k.workflowEvents(id)).at(-1)).toMatchObject({
      old: 'quality_check',
      new: 'data_entry',
      direction: 'back',
      reason: 'Dose unit missing',
      actor: team.ids.manager,
    });
  });

  it('gives the new step the assignee named by someone who may reassign, else leaves it unassigned', async () => {
    const team = await k.team();
    const id = await k.caseAt(team, 'data_entry');
    const refused = await move(team.tokens.technician, id, {
      direction: 'forward',
      assignee_id: team.ids.manager,
    });
    expect(refused.json()).toMatchObject({ code: 'permission_case_reassign' });
    expect((await k.caseRow(id)).workflowStep).toBe('data_entry');

    expect(
      (await move(team.tokens.admin, id, { direction: 'forward', assignee_id: team.ids.manager })).statusCode,
    ).toBe(200);
    expect(await detail(team, id)).toMatchObject({
      workflow_step: 'quality_check',
      assignee_id: team.ids.manager,
    });
  });

  it('lets a technician take an unassigned case herself but not reassign it', async () => {
    const team = await k.team();
    const id = await k.caseAt(team, 'data_entry');
    const assign = (token: string, assignee: string | null) =>
      k.send(token, { method: 'PUT', url: `/api/cases/${id}/assignee`, payload: { assignee_id: assignee } });
    expect((await assign(team.tokens.technician, team.ids.technician)).statusCode).toBe(200);
    const reassign = await assign(team.tokens.technician, team.ids.admin);
    expect(reassign.statusCode).toBe(403);
    expect(reassign.json()).toMatchObject({ code: 'permission_case_reassign' });
    expect((await k.caseRow(id)).assigneeId).toBe(team.ids.technician);
  });

  describe('the SPEC status call', () => {
    const status = (token: string, id: string, value: string) =>
      k.send(token, { method: 'PUT', url: `/api/case/${id}/status`, payload: { status: value } });

    it('completes only from the last step, as the workflow would', async () => {
      const team = await k.team();
      const early = await k.caseAt(team, 'quality_check', { dataEntryBy: team.ids.technician });
      const skipping = await status(team.tokens.owner, early, 'completed');
      expect(skipping.statusCode).toBe(409);
      expect(skipping.json()).toMatchObject({ code: 'status_needs_workflow' });

      const last = await k.caseAt(team, 'medical_review');
      expect((await status(team.tokens.technician, last, 'completed')).json()).toMatchObject({
        code: 'permission_case_pass_medical_review',
      });
      expect((await status(team.tokens.manager, last, 'completed')).statusCode).toBe(200);
      expect(await k.caseRow(last)).toMatchObject({ workflowStep: 'complete', status: 'completed' });
    });

    it('starts a new case at data entry for anyone, and reopens a completed one only with case.complete', async () => {
      const team = await k.team();
      const id = await k.caseAt(team, 'book_in');
      expect((await status(team.tokens.technician, id, 'progress')).statusCode).toBe(200);
      expect(await k.caseRow(id)).toMatchObject({ workflowStep: 'data_entry', status: 'progress' });

      const done = await k.caseAt(team, 'complete');
      expect((await status(team.tokens.technician, done, 'progress')).json()).toMatchObject({
        code: 'permission_case_complete',
      });
      expect((await status(team.tokens.manager, done, 'progress')).statusCode).toBe(200);
      expect(await k.caseRow(done)).toMatchObject({ workflowStep: 'data_entry', status: 'progress' });
    });
  });
});
