import { caseDueDate, isCaseOverdue, type CaseSummary } from '@vigila/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/index.ts';
import { dueDateSql } from './case-clock.sql.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';

const kinds = await testDatabaseKinds();
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(kinds)('GET /cases, /cases/counts and the regulatory clock on %s', (kind) => {
  let k: CasesTestKit;
  const ids: Record<string, string> = {};

  /**
   * Writes the row directly, as an older release would have left it: without an obligation due date (decision 0044),
   * so these tests read the SPEC's fixed 15/90-day clock, which still dates a case owed only periodic reports.
   * obligation-due.int.test.ts covers the due dates from the reporting rules.
   */
  const setCase = (id: string, values: Record<string, unknown>) =>
    k.t.database.db
      .update(cases)
      .set({ obligationDueDate: null, obligationDueReceiver: null, ...values })
      .where(eq(cases.id, id));
  const list = async (query = '') => {
    const response = await k.send('GET', `/api/cases${query}`, k.member);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CaseSummary[]; pagination?: object }>();
  };
  const listIds = async (query = '') => (await list(query)).data.map((row) => row.id);

  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    const make = async (name: string, source: 'email' | 'youtube' | 'amazon', flags = {}) => {
      ids[name] = await k.convert((await k.item({ source, ...flags })).id, source);
    };
    await make('fresh', 'email', { adr: true, pqc: true });
    await make('oldSerious', 'youtube');
    await make('oldMild', 'amazon', { mi: true });
    await make('closedOld', 'email');
    const now = Date.now();
    // Edited in a known order: fresh last. Clocks: 20 days ago serious (overdue), 20 days ago not serious (due in
    // 70 days), 100 days ago but completed (not overdue).
    await setCase(ids.oldMild as string, {
      dayZero: new Date(now - 20 * DAY_MS),
      updatedAt: new Date(now - 3000),
    });
    await setCase(ids.oldSerious as string, {
      dayZero: new Date(now - 20 * DAY_MS),
      updatedAt: new Date(now - 2000),
      hospitalization: true,
    });
    await setCase(ids.closedOld as string, {
      dayZero: new Date(now - 100 * DAY_MS),
      status: 'completed',
      caseType: 'icsr',
      updatedAt: new Date(now - 4000),
    });
    await setCase(ids.fresh as string, { updatedAt: new Date(now - 1000), status: 'progress' });
  });
  afterAll(() => k.t.close());

  it('lists the cases, last edited first, as page 1 without page', async () => {
    const body = await list();
    expect(Object.keys(body).sort()).toEqual(['data', 'pagination', 'success']);
    expect(body.data.map((row) => row.id)).toEqual([ids.fresh, ids.oldSerious, ids.oldMild, ids.closedOld]);
    expect(body.data[0]).toMatchObject({ aiFlags: ['ADR', 'PQC'], adr: true, pqc: true, mi: false });
  });

  it('filters by status, type (any spelling), source and overdue', async () => {
    expect(await listIds('?status=progress')).toEqual([ids.fresh]);
    expect(await listIds('?status=completed')).toEqual([ids.closedOld]);
    expect(await listIds('?case_type=ICSR')).toEqual([ids.closedOld]);
    expect(await listIds('?case_type=Safety%20information')).toEqual([
      ids.fresh,
      ids.oldSerious,
      ids.oldMild,
    ]);
    expect(await listIds('?source=amazon')).toEqual([ids.oldMild]);
    expect(await listIds('?overdue=true')).toEqual([ids.oldSerious]);
    expect(await listIds('?overdue=false')).toEqual([ids.fresh, ids.oldMild, ids.closedOld]);
    expect((await k.send('GET', '/api/cases?status=closed', k.member)).statusCode).toBe(400);
  });

  it('pages with pagination', async () => {
    const first = await list('?page=1&page_size=3');
    expect(first.data.map((row) => row.id)).toEqual([ids.fresh, ids.oldSerious, ids.oldMild]);
    expect(first.pagination).toEqual({ page: 1, page_size: 3, total: 4, total_pages: 2 });
    expect((await list('?page=2&page_size=3')).data.map((row) => row.id)).toEqual([ids.closedOld]);
    expect((await list('?page=1&page_size=3&source=email')).pagination).toMatchObject({ total: 2 });
  });

  it('computes serious, the 15/90-day due date and overdue of a case without an obligation due date', async () => {
    const byId = new Map((await list()).data.map((row) => [row.id, row]));
    const serious = byId.get(ids.oldSerious as string);
    const mild = byId.get(ids.oldMild as string);
    expect(serious).toMatchObject({ serious: true, overdue: true });
    expect(mild).toMatchObject({ serious: false, overdue: false });
    const dayZero = Date.parse(mild?.day_zero ?? '');
    expect(serious?.due_date).toBe(new Date(dayZero + 15 * DAY_MS).toISOString().slice(0, 10));
    expect(mild?.due_date).toBe(new Date(dayZero + 90 * DAY_MS).toISOString().slice(0, 10));
    expect([serious?.due_receiver, mild?.due_receiver]).toEqual([null, null]);
    expect(byId.get(ids.closedOld as string)).toMatchObject({ overdue: false });
  });

  it('counts total, per status and overdue in one answer', async () => {
    const response = await k.send('GET', '/api/cases/counts', k.member);
    expect(response.json()).toEqual({
      success: true,
      data: { total: 4, new: 2, progress: 1, completed: 1, overdue: 1 },
    });
  });

  it('agrees with regulatory-clock.ts at day boundaries and across DST changes', async () => {
    const id = ids.oldMild as string;
    const today = new Date();
    const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const dayZeros = [
      new Date('2024-03-30T23:59:59.999Z'),
      new Date('2024-10-26T00:00:00.000Z'),
      new Date('2023-12-31T12:00:00.000Z'),
      new Date(startOfToday - 90 * DAY_MS), // due today: not overdue yet
      new Date(startOfToday - 91 * DAY_MS + 1), // due yesterday: overdue
      new Date(startOfToday - 15 * DAY_MS - 1),
    ];
    for (const dayZero of dayZeros) {
      for (const serious of [false, true]) {
        await setCase(id, { dayZero, hospitalization: serious });
        const row = (await list()).data.find((entry) => entry.id === id);
        const due = caseDueDate(dayZero, serious);
        expect(row, `${dayZero.toISOString()} serious=${serious}`).toMatchObject({
          serious,
          due_date: due,
          overdue: isCaseOverdue(due, false),
        });
      }
    }
    // A session in another time zone computes the same due day (the SQL works on UTC plain timestamps).
    const dayZero = new Date('2024-03-30T23:30:00.000Z');
    await setCase(id, { dayZero, hospitalization: false });
    const due = await k.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`);
      const [row] = await tx.select({ due: dueDateSql }).from(cases).where(eq(cases.id, id));
      return row?.due;
    });
    expect(due).toBe(caseDueDate(dayZero, false));
  });
});
