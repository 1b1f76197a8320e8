import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, items } from '../../db/schema/index.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildOrg } from '../../test/factories.ts';
import { buildItem, buildItems } from '../../test/item-factory.ts';
import { exportCases } from './exports.service.ts';

const kinds = await testDatabaseKinds();

type Row = Record<string, string>;

describe.each(kinds)('CSV exports of the lists on %s', (kind) => {
  let k: CasesTestKit;
  const ids: Record<string, string> = {};
  const today = new Date().toISOString().slice(0, 10);

  const download = async (url: string, token = k.member) => {
    const response = await k.t.app.inject({ method: 'GET', url, headers: k.auth(token) });
    expect(response.statusCode, response.body).toBe(200);
    return { response, rows: parse<Row>(response.body, { bom: true, columns: true }) };
  };
  const idsOf = (rows: Row[]) => rows.map((row) => row.id);

  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    const { db } = k.t.database;
    const other = await buildOrg(db, 'Elsewhere Ltd');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    // First, Alice's organisation receives four e-mails; another organisation receives one.
    ids.headache = (
      await k.item({ title: 'Headache', adr: true, reactionTerm: 'Headache', publishedAt: at(1) })
    ).id;
    ids.formula = (
      await k.item({
        title: '=HYPERLINK("http://evil.test","click")',
        author: '+34 600 000 000',
        text: 'Náuseas, "mareo"\nand a rash',
        publishedAt: at(2),
      })
    ).id;
    ids.reviewed = (await k.item({ title: 'Reviewed', statusId: 2, publishedAt: at(3) })).id;
    ids.flaggedPqc = (await k.item({ title: 'Broken blister', pqc: true, publishedAt: at(4) })).id;
    ids.foreign = (
      await buildItem(db, { orgId: other.id, title: 'Not Acme', adr: true, publishedAt: at(1) })
    ).id;
    // Then two cases are made from Alice's e-mails, one completed; and one in the other organisation.
    ids.caseOpen = await k.convert(ids.headache, 'email');
    ids.caseDone = await k.convert(ids.flaggedPqc, 'email');
    await db.update(cases).set({ status: 'completed' }).where(eq(cases.id, ids.caseDone));
    // Making a case sets its item to Needs Review (decision 0033); here they stay pending, for the triage export.
    await db
      .update(items)
      .set({ statusId: 1 })
      .where(inArray(items.id, [ids.headache, ids.flaggedPqc]));
  });
  afterAll(() => k.t.close());

  it("exports a source's list as a CSV attachment with a header row and the list's filters", async () => {
    const { response, rows } = await download('/api/items/export?source=email');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="email-${today}.csv"`);
    expect(response.body.startsWith('\ufeffid,source_id,source,')).toBe(true);
    expect(idsOf(rows)).toEqual([ids.headache, ids.formula, ids.reviewed, ids.flaggedPqc]);
    expect(rows[0]).toMatchObject({
      source: 'email',
      title: 'Headache',
      status: 'pending',
      ai_processed: 'true',
      adr: 'true',
      pqc: 'false',
      reaction_term: 'Headache',
    });

    const reviewed = await download('/api/items/export?source=email&status=needs_review');
    expect(idsOf(reviewed.rows)).toEqual([ids.reviewed]);
    expect(reviewed.rows[0]?.status).toBe('needs_review');
    const flagged = await download('/api/items/export?source=email&flags=adr,pqc&page=2&page_size=1');
    expect(idsOf(flagged.rows)).toEqual([ids.headache, ids.flaggedPqc]);
    const searched = await download('/api/items/export?source=email&q=blister');
    expect(idsOf(searched.rows)).toEqual([ids.flaggedPqc]);
  });

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run', async () => {
    const { response, rows } = await download('/api/items/export?source=email&q=HYPERLINK');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: `'=HYPERLINK("http://evil.test","click")`,
      author: "'+34 600 000 000",
      text: 'Náuseas, "mareo"\nand a rash',
    });
    expect(response.body).toContain(`"Náuseas, ""mareo""\nand a rash"`);
  });

  it('writes why an item is Non-relevant, in the organisation’s words or the default’s name, while it is', async () => {
    const dismiss = async (id: string, reason: object) => {
      const response = await k.send('POST', '/api/change-status', k.member, {
        reference_id: id,
        reference_type: 'email',
        status_id: 3,
        ...reason,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const other = (await k.item({ title: 'Dismissed newsletter', publishedAt: new Date(0) })).id;
    const spam = (await k.item({ title: 'Dismissed offer', publishedAt: new Date(1000) })).id;
    // The offer was first dismissed as Other, then again as spam: the latest reason is the one written.
    await dismiss(spam, { reason_code: 'other', reason_text: 'looked odd' });
    await dismiss(spam, { reason_code: 'spam' });
    await dismiss(other, { reason_code: 'other', reason_text: 'A monthly newsletter' });
    const { rows } = await download('/api/items/export?source=email&q=Dismissed');
    expect(rows.map((row) => [row.id, row.non_relevant_reason, row.non_relevant_reason_text])).toEqual([
      [spam, 'Spam or advertising', ''],
      [other, 'Other (explain)', 'A monthly newsletter'],
    ]);
    // Set back to Needs Review, the item is no longer Non-relevant and the old reason is not written.
    const back = await k.send('POST', '/api/change-status', k.member, {
      reference_id: spam,
      reference_type: 'email',
      status_id: 2,
    });
    expect(back.statusCode, back.body).toBe(200);
    const after = await download('/api/items/export?source=email&q=Dismissed');
    expect(after.rows.find((row) => row.id === spam)).toMatchObject({ non_relevant_reason: '' });
  });

  it("never shows another organisation's rows, whoever asks", async () => {
    for (const url of ['/api/items/export?source=email', '/api/triage/export', '/api/cases/export']) {
      const { rows } = await download(url);
      expect(idsOf(rows)).not.toContain(ids.foreign);
    }
    const outsider = await download('/api/items/export?source=email', k.outsider);
    expect(outsider.rows).toEqual([]);
    expect(outsider.response.body).toBe('\ufeff' + outsider.response.body.slice(1));
  });

  it('answers the list’s 400 for a filter the list refuses', async () => {
    for (const url of [
      '/api/items/export?source=email&status=closed',
      '/api/items/export',
      '/api/triage/export?source=fax',
      '/api/cases/export?status=closed',
    ]) {
      const response = await k.t.app.inject({ method: 'GET', url, headers: k.auth(k.member) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });

  it('exports the triage inbox: pending items with any flag, of one source or all', async () => {
    const { response, rows } = await download('/api/triage/export');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="triage-${today}.csv"`);
    expect(idsOf(rows)).toEqual([ids.headache, ids.flaggedPqc]);
    expect((await download('/api/triage/export?source=youtube')).rows).toEqual([]);
  });

  it('exports the cases with the list’s filters, the clock, product and reaction', async () => {
    const { response, rows } = await download('/api/cases/export');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cases-${today}.csv"`);
    expect(idsOf(rows).sort()).toEqual([ids.caseOpen, ids.caseDone].sort());
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'id',
      'reference_id',
      'source',
      'case_type',
      'status',
      'serious',
      'overdue',
      'day_zero',
      'due_date',
      'assignee',
      'product',
      'reaction',
      'adr',
      'pqc',
      'mi',
      'created_at',
      'updated_at',
    ]);
    const done = await download('/api/cases/export?status=completed');
    expect(idsOf(done.rows)).toEqual([ids.caseDone]);
    expect(done.rows[0]).toMatchObject({
      reference_id: ids.flaggedPqc,
      source: 'email',
      status: 'completed',
    });
  });

  it('pages the cases by their last edit and id, ties included, each case exactly once', async () => {
    const { db } = k.t.database;
    const made = [];
    for (let n = 0; n < 5; n += 1)
      made.push(await k.convert((await k.item({ title: `Tie ${n}` })).id, 'email'));
    // Three edited in the same microsecond: only the id orders them.
    for (const id of made.slice(0, 3))
      await db
        .update(cases)
        .set({ updatedAt: new Date('2026-01-01T00:00:00.000Z') })
        .where(eq(cases.id, id));
    const caller = {
      userId: k.memberUserId,
      orgId: k.orgId,
      orgName: 'Acme Pharma',
      roles: ['technician'] as const,
    };
    let text = '';
    for await (const chunk of exportCases(db, caller, { page_size: 50 }, 2)) text += chunk;
    const exported = idsOf(parse<Row>(text, { bom: true, columns: true }));
    expect(exported).toHaveLength(7);
    expect(new Set(exported)).toEqual(new Set([...made, ids.caseOpen, ids.caseDone]));
  });

  it('streams more rows than one page, each exactly once, newest first', async () => {
    const { db } = k.t.database;
    const base = Date.parse('2026-03-01T00:00:00.000Z');
    // 2,500 Amazon reviews, five to a timestamp, so pages also break inside a run of equal dates.
    await buildItems(
      db,
      Array.from({ length: 2500 }, (_, n) => ({
        orgId: k.orgId,
        source: 'amazon',
        sourceKey: 'B000TEST',
        title: `Review ${n}`,
        publishedAt: new Date(base - Math.floor(n / 5) * 1000),
      })),
    );
    const { rows } = await download('/api/items/export?source=amazon');
    expect(rows).toHaveLength(2500);
    expect(new Set(idsOf(rows)).size).toBe(2500);
    const dates = rows.map((row) => Date.parse(row.published_at ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
