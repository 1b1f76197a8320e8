import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { fixedAnalyzer } from '../../test/fixed-analyzer.ts';
import { startMemberApp, type MemberApp } from '../../test/member-app.ts';
import { multipartFile } from '../../test/multipart.ts';

const kinds = await testDatabaseKinds();

const eml = (body: string) =>
  Buffer.from(
    [
      'From: "Ana Paciente" <ana@example.test>',
      'To: farmacovigilancia@acme.test',
      'Subject: Reaction',
      'Date: Tue, 03 Mar 2026 09:15:00 +0100',
      `Message-ID: <${randomUUID()}@example.test>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
      '',
    ].join('\r\n'),
  );

/** Decision 0042: the analysis marks an item with the organisation's products its text names. */
describe.each(kinds)('the analysis marks own products on %s', (kind) => {
  let m: MemberApp;
  const productId = randomUUID();

  beforeAll(async () => {
    m = await startMemberApp(kind, { analyzer: fixedAnalyzer(), orgName: 'Acme' });
    // Written directly, so no re-marking job runs: what marks the item below is its analysis.
    await m.t.database.db.insert(products).values({
      id: productId,
      orgId: m.orgId,
      name: 'Brufen',
      brands: ['Neobrufen'],
      substances: ['ibuprofeno'],
    });
  }, 120_000);
  afterAll(() => m.t.close());

  const upload = async (body: string) => {
    const { payload, headers } = multipartFile('email', 'report.eml', eml(body), 'message/rfc822');
    const response = await m.t.app.inject({
      method: 'POST',
      url: '/api/email/upload',
      headers: { ...headers, ...m.auth(m.member) },
      payload,
    });
    return response.json<{ id: string }>().id;
  };
  const analysed = async (id: string) => {
    for (let i = 0; i < 100; i += 1) {
      const email = (await m.call('GET', `/api/emails/${id}`, m.member)).json<{
        data: { ai_status: string; own_product_ids?: string[] };
      }>().data;
      if (email.ai_status === 'processed' || email.ai_status === 'failed') return email;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('analysis did not finish');
  };

  it('marks an e-mail naming a brand (accents and case aside), and leaves one naming none unmarked', async () => {
    const naming = await upload('Tras tomar NEOBRUFÉN 600 tuve una erupción.');
    const plain = await upload('I had a rash after a new cream.');
    expect(await analysed(naming)).toMatchObject({ ai_status: 'processed', own_product_ids: [productId] });
    expect(await analysed(plain)).toMatchObject({ ai_status: 'processed', own_product_ids: [] });
  });
});
