import { randomUUID } from 'node:crypto';
import { checkE2bXml, type CaseDetail } from '@vigila/domain';
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { cases, items } from '../../apps/server/src/db/schema/index.ts';
import { addMember, buildOrg, buildUser } from '../../apps/server/src/test/factories.ts';
import type { TestApp } from '../../apps/server/src/test/test-app.ts';
import { percentile, writeResult } from '../lib/results.ts';
import { measureOnEachDatabase } from '../lib/each-database.ts';
import { benchmarkTexts } from '../review/corpus.ts';

const CONVERTED = 1000;
const COPIES_PER_CASE = 9; // 1,000 converted cases + 9,000 copies = 10,000 for the list timings
const ITERATIONS = 100;
const WARMUP = 10;

/** The E2B fields a fresh case lacks (reaction_term only when the analyser left none), with valid values. */
const REQUIRED_FIELDS: Record<string, string> = {
  message_header_receiver_identifier: 'EVHUMAN',
  reporter_type: '1',
  sender_country: 'ES',
  medicinal_product: 'Drug X',
  drug_role: '1',
  case_narrative: 'Patient reported a rash after the first dose and recovered.',
};
const REACTION_TERM = 'Rash';

/** 1,000 flagged (ADR) e-mails of one organisation, ready to be converted. */
function seedItems(orgId: string, count: number, texts: string[]) {
  return Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    orgId,
    source: 'email',
    externalId: `case-seed-${i}`,
    author: `sender${i % 997}@example.test`,
    title: `Message ${i}`,
    text: texts[i % texts.length] ?? '',
    publishedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
    statusId: 1,
    adr: true,
    pqc: false,
    mi: false,
    aiStatus: 'processed',
    data: { recipient: 'pv@bench.test' },
  }));
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** p50/p95 of samples in milliseconds, and their sum in seconds. */
function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, ms) => sum + ms, 0);
  return {
    count: samples.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    totalSeconds: Math.round(total) / 1000,
  };
}

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  samples.push(performance.now() - started);
  return result;
}

/**
 * Copies every case of the organisation COPIES_PER_CASE times with new ids and no item (the unique item index
 * allows many null item ids), then spreads status, type, last edit and a tenth 200 days old so filters and the
 * overdue clock have something to find. The column list comes from the schema so new form fields are copied too.
 */
async function multiplyCases(t: TestApp, orgId: string): Promise<number> {
  const { db } = t.database;
  const names = Object.values(getTableColumns(cases)).map((column) => column.name);
  const replaced: Record<string, string> = {
    id: 'gen_random_uuid()::text',
    item_id: 'null',
    reference_id: `"reference_id" || '-copy-' || copy`,
  };
  const target = names.map((name) => `"${name}"`).join(', ');
  const select = names.map((name) => replaced[name] ?? `"${name}"`).join(', ');
  await db.execute(
    sql`insert into cases (${sql.raw(target)})
        select ${sql.raw(select)} from cases cross join generate_series(1, ${COPIES_PER_CASE}) as copy
        where org_id = ${orgId}`,
  );
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) as n from cases where org_id = ${orgId})
    update cases set
      status = case when n % 10 < 5 then 'new' when n % 10 < 8 then 'progress' else 'completed' end,
      case_type = case n % 3 when 0 then 'icsr' when 1 then 'safety_information' else 'special_situation' end,
      updated_at = now() - (n % 720) * interval '1 hour',
      day_zero = case when n % 10 = 0 then now() - interval '200 days' else day_zero end
    from numbered where cases.id = numbered.id`);
  await db.execute(sql`analyze cases`);
  const [row] = await db.select({ n: count() }).from(cases).where(eq(cases.orgId, orgId));
  return row?.n ?? 0;
}

async function measure(t: TestApp) {
  const { db } = t.database;
  const org = await buildOrg(db, 'Bench Pharma');
  const user = await buildUser(db, { name: 'Bench Reviewer' });
  await addMember(db, org.id, user.id);
  const token = await t.issuer.mintToken({ sub: user.id });
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(payload ? { payload } : {}),
    });
  const expectOk = (url: string, response: { statusCode: number; body: string }) => {
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };

  const rows = seedItems(org.id, CONVERTED, benchmarkTexts());
  await db.insert(items).values(rows);
  await db.execute(sql`analyze items`);

  // 1. Convert to Case, one item after another.
  const createSamples: number[] = [];
  const caseIds: string[] = [];
  for (const row of rows) {
    const response = await timed(createSamples, () =>
      send('POST', '/api/case', { reference_id: row.id, source: 'email' }),
    );
    expectOk('POST /api/case', response);
    caseIds.push(response.json<{ id: string }>().id);
  }

  // 2. Fill the required E2B fields, one PUT per field as the form saves them.
  const putSamples: number[] = [];
  let reactionTermsFilled = 0;
  for (const id of caseIds) {
    const detail = await send('GET', `/api/cases/${id}`);
    expectOk('GET /api/cases/{id}', detail);
    const fields = { ...REQUIRED_FIELDS };
    if (detail.json<{ data: CaseDetail }>().data.form.reaction_term == null) {
      fields.reaction_term = REACTION_TERM;
      reactionTermsFilled += 1;
    }
    for (const [field, value] of Object.entries(fields)) {
      const response = await timed(putSamples, () => send('PUT', `/api/case/${id}`, { [field]: value }));
      expectOk('PUT /api/case/{id}', response);
    }
  }

  // 3. The E2B file of every case; the status and checker run outside the timed part.
  const e2bSamples: number[] = [];
  let notOk = 0;
  let failedChecks = 0;
  let bytes = 0;
  for (const id of caseIds) {
    const response = await timed(e2bSamples, () => send('GET', `/api/cases/${id}/e2b`));
    if (response.statusCode !== 200) notOk += 1;
    else if (!checkE2bXml(response.body).ok) failedChecks += 1;
    bytes += response.body.length;
  }

  // 4. The list and the count cards over 10,000 cases.
  const totalCases = await multiplyCases(t, org.id);
  const listUrls: [string, string][] = [
    ['list all, page 1 of 50', '/api/cases?page=1&page_size=50'],
    ['list status new, page 1', '/api/cases?status=new&page=1'],
    ['list overdue, page 1', '/api/cases?overdue=true&page=1'],
    ['list type icsr, page 1', '/api/cases?case_type=icsr&page=1'],
    ['count cards', '/api/cases/counts'],
  ];
  const lists = [];
  for (const [name, url] of listUrls) {
    const samples: number[] = [];
    for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
      const response = await timed(samples, () => send('GET', url));
      expectOk(url, response);
    }
    const { p50Ms, p95Ms } = summarise(samples.slice(WARMUP));
    lists.push({ case: name, url, p50Ms, p95Ms });
  }
  const counts = (await send('GET', '/api/cases/counts')).json<{ data: Record<string, number> }>().data;

  return {
    createCase: summarise(createSamples),
    fillRequiredFields: { ...summarise(putSamples), reactionTermsFilled },
    e2b: {
      ...summarise(e2bSamples),
      non200: notOk,
      failedChecks,
      averageKilobytes: Math.round(bytes / CONVERTED / 102.4) / 10,
    },
    listAndCounts: { cases: totalCases, counts, runs: ITERATIONS, warmUp: WARMUP, timings: lists },
  };
}

/** The cases API under load: convert, fill, E2B export, then list and count 10,000 cases (issue 5). */
export async function benchCaseApi(): Promise<string> {
  const figures = await measureOnEachDatabase(measure);
  return writeResult('cases-api', {
    description:
      'Cases API through app.inject with a minted token (token check, membership lookup, validation, SQL, ' +
      `presenters, serialisation), one organisation, one request at a time. createCase: POST /api/case for ` +
      `${CONVERTED} flagged (ADR) e-mails inserted directly. fillRequiredFields: PUT /api/case/{id}, one field per ` +
      'call, for message_header_receiver_identifier, reporter_type, sender_country, medicinal_product, drug_role, ' +
      'case_narrative and reaction_term when the case had none (read untimed with GET /api/cases/{id}). e2b: GET ' +
      `/api/cases/{id}/e2b for the ${CONVERTED} cases; status check and checkE2bXml outside the timed part, ` +
      'non200/failedChecks count failures. totalSeconds is the sum of the timed requests. listAndCounts: after ' +
      `${COPIES_PER_CASE} SQL copies of each case (no item) to reach 10,000, statuses new/progress/completed ` +
      '50/30/20%, types spread in thirds, a tenth with day_zero 200 days back, and analyze: GET /api/cases and ' +
      `/api/cases/counts, ${ITERATIONS} runs after ${WARMUP} warm-up runs. In-memory PGlite, and PostgreSQL when ` +
      'reachable.',
    ...figures,
  });
}
