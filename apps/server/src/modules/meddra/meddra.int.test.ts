import type { MeddraRelease, MeddraTerm } from '@vigila/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meddraReleases, meddraTerms } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTeamTestKit, type Team, type TeamTestKit } from '../../test/team-test-kit.ts';
import { codeReactionTerms } from './code-reaction-terms.ts';
import { releaseUploadBody, syntheticRelease, type ReleaseFiles } from '../../test/meddra-test-kit.ts';
import { matchReactionTerm } from './meddra.service.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('MedDRA releases, search and coding on %s', (kind) => {
  let k: TeamTestKit;
  let acme: Team;
  let globex: Team;

  const upload = (token: string, files: Partial<ReleaseFiles>, fields: Record<string, string>) => {
    const { payload, headers } = releaseUploadBody(files, fields);
    return k.t.app.inject({
      method: 'POST',
      url: '/api/meddra/releases',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
  };
  const search = async (token: string, q: string, language = 'en') => {
    const response = await k.t.app.inject({
      method: 'GET',
      url: `/api/meddra/search?q=${encodeURIComponent(q)}&language=${language}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ release: { version: string } | null; data: MeddraTerm[] }>();
  };
  const releasesOf = async (token: string) => {
    const response = await k.t.app.inject({
      method: 'GET',
      url: '/api/meddra/releases',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: MeddraRelease[] }>().data;
  };
  const termsStored = async (orgId: string) =>
    (await k.t.database.db.select({ n: count() }).from(meddraTerms).where(eq(meddraTerms.orgId, orgId)))[0]
      ?.n;

  beforeAll(async () => {
    k = await startTeamTestKit(kind);
    acme = await k.team('Acme Pharma');
    globex = await k.team('Globex');
  });
  afterAll(() => k.t.close());

  it('leaves the fields uncoded while the organisation has no release', async () => {
    expect(await search(acme.tokens.technician, 'rash')).toEqual({ success: true, release: null, data: [] });
    expect(await matchReactionTerm(k.t.database.db, acme.orgId, 'Rash', 'en')).toBeNull();
  });

  it('lets owners and admins load a release, and nobody else', async () => {
    for (const role of ['manager', 'technician'] as const) {
      const refused = await upload(acme.tokens[role], syntheticRelease('en'), {
        version: '27.1',
        language: 'en',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'meddra_admins_only' });
    }
    expect(await termsStored(acme.orgId)).toBe(0);

    // Adam, Acme's admin, loads the synthetic English release.
    const loaded = await upload(acme.tokens.admin, syntheticRelease('en'), {
      version: '27.1',
      language: 'en',
    });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json<{ data: MeddraRelease }>().data).toMatchObject({
      version: '27.1',
      language: 'en',
      active: true,
      llt_count: 79,
      uploaded_by: acme.ids.admin,
    });
  });

  it('offers current LLTs by prefix and by likeness, with PT and primary SOC, at most 20', async () => {
    const itch = await search(acme.tokens.technician, 'itch');
    expect(itch.release).toMatchObject({ version: '27.1' });
    expect(itch.data[0]).toEqual({
      llt_code: '95000009',
      llt_name: 'Itch',
      pt_code: '96000002',
      pt_name: 'Pruritus',
      soc_code: '99000001',
      soc_name: 'Skin disorders (synthetic)',
    });
    expect(itch.data.map((term) => term.llt_name)).toEqual(
      expect.arrayContaining(['Itching', 'Itchy skin', 'Skin itching']),
    );
    // Not current (llt_currency N): never offered.
    expect(
      (await search(acme.tokens.technician, 'eruption')).data.map((term) => term.llt_name),
    ).not.toContain('Eruption');
    // A misspelling still finds the term (trigrams).
    expect((await search(acme.tokens.technician, 'hedache')).data.map((term) => term.llt_name)).toContain(
      'Headache',
    );
    // Wildcards are taken literally.
    expect((await search(acme.tokens.technician, '%')).data).toEqual([]);
    expect((await search(acme.tokens.technician, 's')).data.length).toBeLessThanOrEqual(20);
  });

  it('never searches or codes against another organisation’s release', async () => {
    expect(await search(globex.tokens.owner, 'itch')).toMatchObject({ release: null, data: [] });
    expect(await matchReactionTerm(k.t.database.db, globex.orgId, 'Rash', 'en')).toBeNull();

    // Globex loads its own release with a term of its own: Acme never sees it.
    const files = syntheticRelease('en');
    const own = {
      ...files,
      'llt.asc': `${files['llt.asc']}95009001$Globex private term$96000001$$$$$$$Y$$\n`,
    };
    expect((await upload(globex.tokens.owner, own, { version: '26.0', language: 'en' })).statusCode).toBe(
      200,
    );
    expect((await search(acme.tokens.owner, 'globex')).data).toEqual([]);
    expect((await search(globex.tokens.owner, 'globex')).data).toHaveLength(1);
    expect((await releasesOf(acme.tokens.owner)).map((release) => release.version)).toEqual(['27.1']);
  });

  it('refuses a bad release whole, naming file and line, and keeps the active one', async () => {
    const files = syntheticRelease('en');
    const lines = files['llt.asc'].split('\n');
    lines[11] = '95000099$Short record$96000001$';
    const before = await termsStored(acme.orgId);
    const refused = await upload(
      acme.tokens.owner,
      { ...files, 'llt.asc': lines.join('\n') },
      {
        version: '27.2',
        language: 'en',
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain('llt.asc line 12: expected 11 fields, found 3');
    const { 'soc.asc': _soc, ...missing } = files;
    const incomplete = await upload(acme.tokens.owner, missing, { version: '27.2', language: 'en' });
    expect(incomplete.json<{ error: string }>().error).toContain('soc.asc is missing');
    expect((await upload(acme.tokens.owner, files, { version: 'latest', language: 'en' })).statusCode).toBe(
      400,
    );
    expect(await termsStored(acme.orgId)).toBe(before);
    expect((await search(acme.tokens.owner, 'itch')).release).toMatchObject({ version: '27.1' });
  });

  it('replaces the active release of a language and keeps the other language apart', async () => {
    expect(
      (await upload(acme.tokens.owner, syntheticRelease('en'), { version: '27.2', language: 'en' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await upload(acme.tokens.owner, syntheticRelease('es'), { version: '27.1', language: 'es' }))
        .statusCode,
    ).toBe(200);
    const releases = await releasesOf(acme.tokens.technician);
    expect(releases.map(({ version, language, active }) => ({ version, language, active }))).toEqual([
      { version: '27.1', language: 'es', active: true },
      { version: '27.2', language: 'en', active: true },
      { version: '27.1', language: 'en', active: false },
    ]);
    const active = await k.t.database.db
      .select({ n: count() })
      .from(meddraReleases)
      .where(and(eq(meddraReleases.orgId, acme.orgId), eq(meddraReleases.active, true)));
    expect(active[0]?.n).toBe(2);
    expect((await search(acme.tokens.technician, 'picor', 'es')).data[0]).toMatchObject({
      llt_name: 'Picor',
      pt_name: 'Prurito',
      soc_name: 'Trastornos de la piel (sintético)',
    });
  });

  it('codes reaction terms: an LLT or PT of that name, else a close one, else nothing', async () => {
    const { db } = k.t.database;
    expect(await matchReactionTerm(db, acme.orgId, 'rash', 'en')).toMatchObject({ llt_code: '96000001' });
    expect(await matchReactionTerm(db, acme.orgId, 'Itchy skin', 'en')).toMatchObject({
      pt_name: 'Pruritus',
    });
    expect(await matchReactionTerm(db, acme.orgId, 'Hepatitis cholestatik', 'en')).toMatchObject({
      pt_code: '96000013',
      soc_name: 'Hepatobiliary disorders (synthetic)',
    });
    expect(await matchReactionTerm(db, acme.orgId, 'broken leg', 'en')).toBeNull();

    // The analyser's terms of a batch: the item's language first, English for the LLM's terms.
    const analyses = [
      { orgId: acme.orgId, reactionTerm: 'Picor', meddraCode: null, language: 'es' },
      { orgId: acme.orgId, reactionTerm: 'Headache', meddraCode: null, language: 'es' },
      { orgId: acme.orgId, reactionTerm: 'Nausea', meddraCode: '12345678', language: 'en' },
      { orgId: acme.orgId, reactionTerm: null, meddraCode: null, language: 'en' },
      { orgId: globex.orgId, reactionTerm: 'Bad dreams', meddraCode: null, language: 'en' },
    ];
    await codeReactionTerms(db, analyses);
    expect(analyses.map((analysis) => analysis.meddraCode)).toEqual([
      '95000006',
      '96000005',
      '12345678',
      null,
      null,
    ]);
  });
});
