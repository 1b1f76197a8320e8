import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cases, customReports, items } from '../../db/schema/index.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { addManager } from '../../test/member-app.ts';

const kinds = await testDatabaseKinds();

type Row = Record<string, string>;
interface RunBody {
  columns: string[];
  rows: (string | boolean | null)[][];
  total: number;
  groups: { key: string | null; count: number }[] | null;
}
interface SavedBody {
  report: { id: string; name: string; definition: Record<string, unknown>; can_edit: boolean };
}
interface ListBody {
  reports: { id: string; name: string; can_edit: boolean }[];
}

describe.each(kinds)('custom reports on %s', (kind) => {
  let k: CasesTestKit;
  let manager: string;
  let colleague: string;
  const ids: Record<string, string> = {};

  const run = async (definition: object, token = k.member, paging: object = {}) => {
    const response = await k.send('POST', '/api/custom-reports/run', token, { definition, ...paging });
    return { statusCode: response.statusCode, body: response.body, json: () => response.json<RunBody>() };
  };
  const exportCsv = async (definition: object, token = k.member) => {
    const url = `/api/custom-reports/export?definition=${encodeURIComponent(JSON.stringify(definition))}`;
    const response = await k.t.app.inject({ method: 'GET', url, headers: k.auth(token) });
    return {
      response,
      rows: response.statusCode === 200 ? parse<Row>(response.body, { bom: true, columns: true }) : [],
    };
  };

  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    const { db } = k.t.database;
    manager = await addManager(k);
    const bob = await buildUser(db, { name: 'Bob Colleague' });
    await addMember(db, k.orgId, bob.id, ['technician']);
    colleague = await k.t.issuer.mintToken({ sub: bob.id, org_id: k.orgId });
    // Acme receives three e-mails in November and one YouTube comment in October; Other Co one e-mail.
    const day = (date: string) => new Date(`${date}T10:00:00.000Z`);
    ids.headache = (
      await k.item({
        title: 'Headache after Zentor',
        adr: true,
        reactionTerm: 'Headache',
        publishedAt: day('2026-11-20'),
      })
    ).id;
    ids.blister = (await k.item({ title: 'Broken blister', pqc: true, publishedAt: day('2026-11-10') })).id;
    ids.question = (
      await k.item({ title: '=SUM(A1) question', mi: true, statusId: 2, publishedAt: day('2026-11-05') })
    ).id;
    ids.youtube = (
      await k.item({ source: 'youtube', title: 'Zentor review', adr: true, publishedAt: day('2026-10-15') })
    ).id;
    ids.foreign = (
      await k.item({
        orgId: (await buildOrg(db, 'Elsewhere')).id,
        title: 'Headache elsewhere',
        adr: true,
        publishedAt: day('2026-11-20'),
      })
    ).id;
    // A case is made from the headache e-mail, naming its suspect product.
    ids.case = await k.convert(ids.headache, 'email');
    await db
      .update(cases)
      .set({ medicinal_product: 'Zentor 20 mg', primary_source_country: 'ES' } as never)
      .where(eq(cases.id, ids.case));
    // Making a case sets its item to Needs Review (decision 0033); the status counts below expect it pending.
    await db.update(items).set({ statusId: 1 }).where(eq(items.id, ids.headache));
  });
  afterAll(() => k.t.close());

  const emails = { subject: 'items', filters: { sources: ['email'] }, columns: ['id', 'title', 'status'] };

  it('runs an items report: the chosen columns in order, newest first, the total, and counts per status', async () => {
    const response = await run({ ...emails, group_by: 'status' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.columns).toEqual(['id', 'title', 'status']);
    expect(body.rows.map((row) => row[0])).toEqual([ids.headache, ids.blister, ids.question]);
    expect(body.rows[2]).toEqual([ids.question, '=SUM(A1) question', 'needs_review']);
    expect(body.total).toBe(3);
    expect(body.groups).toEqual([
      { key: 'pending', count: 2 },
      { key: 'needs_review', count: 1 },
    ]);
  });

  it('filters items by flags, status, dates and text, and pages on the server', async () => {
    const flagged = await run({
      subject: 'items',
      filters: { flags: ['adr'] },
      columns: ['id'],
      group_by: 'source',
    });
    expect(flagged.json().rows).toEqual([[ids.headache], [ids.youtube]]);
    expect(flagged.json().groups).toEqual([
      { key: 'email', count: 1 },
      { key: 'youtube', count: 1 },
    ]);
    const november = await run({
      subject: 'items',
      filters: { date_from: '2026-11-05', date_to: '2026-11-10', status: 'pending' },
      columns: ['title'],
    });
    expect(november.json().rows).toEqual([['Broken blister']]);
    const text = await run({
      subject: 'items',
      filters: { text: 'zentor' },
      columns: ['source'],
      group_by: 'month',
    });
    expect(text.json().total).toBe(2);
    expect(text.json().groups).toEqual([
      { key: '2026-10', count: 1 },
      { key: '2026-11', count: 1 },
    ]);
    const second = await run(emails, k.member, { page: 2, page_size: 2 });
    expect(second.json()).toMatchObject({
      rows: [[ids.question, '=SUM(A1) question', 'needs_review']],
      total: 3,
    });
  });

  it('counts an item under each of its flags, the largest count first', async () => {
    const response = await run({ subject: 'items', columns: ['id'], group_by: 'flag' });
    expect(response.json().groups).toEqual([
      { key: 'adr', count: 2 },
      { key: 'pqc', count: 1 },
      { key: 'mi', count: 1 },
    ]);
  });

  it('runs a cases report filtered by product, grouped by country', async () => {
    const response = await run({
      subject: 'cases',
      filters: { product: 'zentor', sources: ['email'] },
      columns: ['reference_id', 'product', 'country', 'serious'],
      group_by: 'country',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows).toEqual([[ids.headache, 'Zentor 20 mg', 'ES', false]]);
    expect(response.json().groups).toEqual([{ key: 'ES', count: 1 }]);
    const none = await run({ subject: 'cases', filters: { product: 'aspirin' }, columns: ['id'] });
    expect(none.json()).toMatchObject({ rows: [], total: 0, groups: null });
  });

  it('exports every row as CSV in the chosen columns, cells guarded, the caller’s organisation only', async () => {
    const { response, rows } = await exportCsv({ subject: 'items', columns: ['id', 'title', 'adr'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="custom-report-items-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\ufeffid,title,adr\r\n')).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([ids.headache, ids.blister, ids.question, ids.youtube]);
    expect(rows[2]).toEqual({ id: ids.question, title: "'=SUM(A1) question", adr: 'false' });
    const outsider = await exportCsv({ subject: 'items', columns: ['id'] }, k.outsider);
    expect(outsider.rows.map((row) => row.id)).not.toContain(ids.headache);
  });

  it('answers 400 with a clear message for a definition outside the catalogue', async () => {
    const column = await run({ subject: 'items', columns: ['id', 'password_hash'] });
    expect(column.statusCode).toBe(400);
    expect(column.body).toContain('columns');
    const group = await run({ subject: 'cases', columns: ['id'], group_by: 'flag' });
    expect(group.statusCode).toBe(400);
    const dates = await run({
      subject: 'items',
      filters: { date_from: '2026-12-01', date_to: '2026-11-01' },
      columns: ['id'],
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.body).toContain('The \\"from\\" date is after the \\"to\\" date');
    const { response } = await exportCsv({ subject: 'items', columns: [] });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choose at least one column');
  });

  it('saves, lists, renames and deletes a report, audited; a taken name is a 409', async () => {
    const created = await k.send('POST', '/api/custom-reports', k.member, {
      name: 'E-mails by status',
      definition: emails,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { report } = created.json<SavedBody>();
    expect(report).toMatchObject({
      name: 'E-mails by status',
      created_by_name: 'Alice Reviewer',
      can_edit: true,
    });
    expect(report.definition).toMatchObject({ subject: 'items', columns: ['id', 'title', 'status'] });

    const again = await k.send('POST', '/api/custom-reports', colleague, {
      name: 'E-mails by status',
      definition: emails,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(
      'A saved report of your organisation already has this name: choose another',
    );

    const listed = await k.send('GET', '/api/custom-reports', colleague);
    expect(listed.json<ListBody>().reports).toMatchObject([{ id: report.id, can_edit: false }]);
    expect((await k.send('GET', '/api/custom-reports', k.outsider)).json<ListBody>().reports).toEqual([]);

    const renamed = await k.send('PUT', `/api/custom-reports/${report.id}`, k.member, {
      name: 'Flagged e-mails',
      definition: { ...emails, group_by: 'flag' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<SavedBody>().report).toMatchObject({
      name: 'Flagged e-mails',
      definition: { group_by: 'flag' },
    });

    const deleted = await k.send('DELETE', `/api/custom-reports/${report.id}`, k.member);
    expect(deleted.statusCode).toBe(200);
    expect((await k.send('GET', '/api/custom-reports', k.member)).json<ListBody>().reports).toEqual([]);
    const events = await k.t.database.db
      .select({ type: auditEvents.type })
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, k.orgId), like(auditEvents.type, 'custom_report.%')));
    expect(events.map((event) => event.type).sort()).toEqual([
      'custom_report.created',
      'custom_report.deleted',
      'custom_report.updated',
    ]);
  });

  it('answers 409, not an error, when two reports are renamed to one free name at once', async () => {
    const save = (name: string) =>
      k.send('POST', '/api/custom-reports', k.member, { name, definition: emails });
    const first = (await save('Race one')).json<SavedBody>().report;
    const second = (await save('Race two')).json<SavedBody>().report;
    const renames = await Promise.all(
      [first, second].map((report) =>
        k.send('PUT', `/api/custom-reports/${report.id}`, k.member, {
          name: 'Race winner',
          definition: emails,
        }),
      ),
    );
    expect(renames.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const names = (await k.send('GET', '/api/custom-reports', k.member))
      .json<ListBody>()
      .reports.map((r) => r.name);
    expect(names.filter((name) => name === 'Race winner')).toHaveLength(1);
    for (const report of [first, second])
      await k.send('DELETE', `/api/custom-reports/${report.id}`, k.member);
  });

  it('lists a report whose stored definition no longer validates, without a definition, and lets its author delete it', async () => {
    const id = randomUUID();
    await k.t.database.db.insert(customReports).values({
      id,
      orgId: k.orgId,
      name: 'Saved by an older version',
      definition: { ...emails, columns: ['a_column_since_removed'] },
      createdBy: k.memberUserId,
    });
    const listed = (await k.send('GET', '/api/custom-reports', k.member)).json<ListBody>().reports;
    expect(listed.find((report) => report.id === id)).toMatchObject({
      name: 'Saved by an older version',
      definition: null,
      can_edit: true,
    });
    expect((await k.send('DELETE', `/api/custom-reports/${id}`, k.member)).statusCode).toBe(200);
    const after = (await k.send('GET', '/api/custom-reports', k.member)).json<ListBody>().reports;
    expect(after.map((report) => report.id)).not.toContain(id);
  });

  it('lets only the author or an owner, admin or manager change a saved report; other organisations see none', async () => {
    const created = await k.send('POST', '/api/custom-reports', k.member, {
      name: 'Alice’s report',
      definition: emails,
    });
    const { id } = created.json<SavedBody>().report;
    const update = { name: 'Bob’s now', definition: emails };
    const refused = await k.send('PUT', `/api/custom-reports/${id}`, colleague, update);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toContain('Only the member who saved this report');
    expect((await k.send('DELETE', `/api/custom-reports/${id}`, colleague)).statusCode).toBe(403);
    expect((await k.send('PUT', `/api/custom-reports/${id}`, k.outsider, update)).statusCode).toBe(404);
    expect((await k.send('DELETE', `/api/custom-reports/${id}`, k.outsider)).statusCode).toBe(404);
    expect((await k.send('PUT', `/api/custom-reports/${id}`, manager, update)).statusCode).toBe(200);
    expect((await k.send('DELETE', `/api/custom-reports/${id}`, manager)).statusCode).toBe(200);
  });
});
