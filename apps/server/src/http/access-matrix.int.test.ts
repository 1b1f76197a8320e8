import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@vigila/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS,
  sourceKeyOf,
  startAccessMatrixCast,
  type AccessMatrixCast,
  type Caller,
} from '../test/access-matrix-cast.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { and, eq } from 'drizzle-orm';
import { customReports, memberships } from '../db/schema/index.ts';
import { buildUser } from '../test/factories.ts';
import { multipartFile } from '../test/multipart.ts';
import { ACCESS_REFUSALS, type AccessRule } from './access-rule.ts';

const kinds = await testDatabaseKinds();

const REPORT = { subject: 'items', columns: ['id', 'title'], group_by: 'source' };

/** How to call one route, and what the callers the rule does not decide get. */
interface RouteCase {
  rule: AccessRule;
  /**
   * A valid request against organisation A's resources. `allowed`: the caller passes the rule, so a destructive
   * call gets a throwaway resource (created before the "nothing changed" snapshot).
   */
  call: (allowed: boolean, caller: Caller) => InjectOptions | Promise<InjectOptions>;
  /** What a caller the rule lets through gets (default 200). */
  ok?: number;
  /**
   * What the owner of organisation B gets: 404 on organisation A's resources (or a named organisation A); on routes
   * that act in the caller's active organisation she acts in her own, so `ok`.
   */
  outsider?: number;
  /** A signed-in user without memberships, on a 'signed-in' route. */
  stranger?: number;
  /** Where the module adds a rule of its own on top (mailboxes: owner, admin, manager). */
  technician?: number;
  /** Where the module lets only owners and admins through (a MedDRA release upload). */
  manager?: number;
  /** Where the module lets only owners through (data retention, decision 0035). */
  admin?: number;
  /** The route names the organisation (path or body orgId): callers who are not its members get 404. */
  namesOrg?: boolean;
}

interface Expectation {
  status: number;
  error?: string;
  challenge?: string | string[] | undefined;
}

const BEARER_CHALLENGE = 'Bearer realm="vigila"';

const UNAUTHORIZED = { status: 401, error: 'Unauthorized' };

/** The answer `caller` must get from a route: from its rule first, then from the route's own notes. */
function expectationFor(route: RouteCase, caller: Caller): Expectation {
  const ok = { status: route.ok ?? 200 };
  if (route.rule === 'public') return ok;
  if (caller === 'no token') return UNAUTHORIZED;
  if (caller === 'stranger') {
    if (route.rule === 'signed-in') return { status: route.stranger ?? ok.status };
    return route.namesOrg
      ? { status: 404, error: ACCESS_REFUSALS.unknownOrganisation }
      : { status: 403, error: ACCESS_REFUSALS.noMembership };
  }
  if (caller === 'outsider') {
    if (route.namesOrg) return { status: 404, error: ACCESS_REFUSALS.unknownOrganisation };
    return { status: route.outsider ?? ok.status };
  }
  if (caller === 'technician' && route.rule === 'manager') {
    return { status: 403, error: ACCESS_REFUSALS.notManager };
  }
  if (caller === 'technician' && route.technician !== undefined) return { status: route.technician };
  if (caller === 'manager' && route.manager !== undefined) return { status: route.manager };
  if (caller === 'admin' && route.admin !== undefined) return { status: route.admin };
  return ok;
}

const isRole = (caller: Caller): caller is Role => (ROLES as readonly string[]).includes(caller);

/** Whether the rule lets `caller` through on organisation A (the route may still refuse for its own reasons). */
function passesRule(rule: AccessRule, caller: Caller): boolean {
  if (rule === 'public') return true;
  if (rule === 'signed-in') return caller !== 'no token';
  if (!isRole(caller)) return false;
  return rule === 'member' || caller !== 'technician';
}

function emlFile(): { payload: Buffer; headers: Record<string, string> } {
  const id = `${Date.now()}.${Math.random().toString(36).slice(2)}@acme.test`;
  const eml = [
    'From: Patient <patient@example.test>',
    'To: safety@acme.test',
    'Subject: Headache after the new tablets',
    `Message-ID: <${id}>`,
    'Date: Mon, 2 Mar 2026 10:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'I had a headache after taking the tablets.',
  ].join('\r\n');
  return multipartFile('email', 'report.eml', Buffer.from(eml), 'message/rfc822');
}

/** A second of silence as a PCM WAV file. */
const E2B_R2_SAMPLE =
  '<ichicsr><safetyreport><safetyreportid>ACCESS-1</safetyreportid></safetyreport></ichicsr>';

function wavFile(): { payload: Buffer; headers: Record<string, string> } {
  const samples = Buffer.alloc(8000 * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return multipartFile('audio', 'call.wav', Buffer.concat([header, samples]), 'audio/wav');
}

/** Review reads of one source (list, counts, one item, its history), all 'member'. */
function sourceItemReads(
  listPath: string,
  itemPath: string,
  itemId: () => string,
): Record<string, RouteCase> {
  return {
    [`GET /api${listPath}`]: { rule: 'member', call: () => ({ method: 'GET', url: `/api${listPath}` }) },
    [`GET /api${listPath}/counts`]: {
      rule: 'member',
      call: () => ({ method: 'GET', url: `/api${listPath}/counts` }),
    },
    [`GET /api${itemPath}/:id`]: {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api${itemPath}/${itemId()}` }),
    },
    [`GET /api${itemPath}/:id/history`]: {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api${itemPath}/${itemId()}/history` }),
    },
  };
}

/**
 * Every /api route the server registers → how to call it. A route missing here fails the test: a new route needs
 * a rule (the server refuses to start without one) and a line in this table (what each caller must get).
 * Calls that would reach an outside API in the handler (PubMed, IBECS, Apify, YouTube) send a body that fails
 * validation: validation runs after the access rule, so an allowed caller gets exactly 400, a refused one the
 * refusal.
 */
function routeTable(c: AccessMatrixCast, shared: { invitationId: string }): Record<string, RouteCase> {
  const { a } = c;
  const item = (source: keyof typeof a.itemIds) => a.itemIds[source];
  const freshOr = async <T>(allowed: boolean, fresh: () => Promise<T>, existing: T) =>
    allowed ? fresh() : existing;
  /** A saved report of organisation A whose author left (so only owners, admins and managers may change it). */
  const savedReport = async () => {
    const id = randomUUID();
    await c.t.database.db
      .insert(customReports)
      .values({ id, orgId: a.orgId, name: `Saved ${id}`, definition: REPORT, createdBy: null });
    return id;
  };
  const sourceKey = async (allowed: boolean, source: keyof typeof a.sourceIds) =>
    sourceKeyOf(c.t.database.db, await freshOr(allowed, () => c.fresh.source(source), a.sourceIds[source]));

  return {
    // ── public ──
    'GET /api/health': { rule: 'public', call: () => ({ method: 'GET', url: '/api/health' }) },
    'GET /api/ready': { rule: 'public', call: () => ({ method: 'GET', url: '/api/ready' }) },
    'GET /api/mailboxes/:provider/callback': {
      rule: 'public',
      ok: 302, // back to /settings?mailbox=error: an unknown state is refused by the module, not the token
      call: () => ({ method: 'GET', url: '/api/mailboxes/microsoft/callback?state=unknown&code=x' }),
    },
    'GET /api/docs': { rule: 'public', call: () => ({ method: 'GET', url: '/api/docs' }) },
    'GET /api/docs/json': { rule: 'public', call: () => ({ method: 'GET', url: '/api/docs/json' }) },
    'GET /api/docs/yaml': { rule: 'public', call: () => ({ method: 'GET', url: '/api/docs/yaml' }) },
    'GET /api/docs/static/index.html': {
      rule: 'public',
      ok: 302, // to /api/docs
      call: () => ({ method: 'GET', url: '/api/docs/static/index.html' }),
    },
    'GET /api/docs/static/swagger-initializer.js': {
      rule: 'public',
      call: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }),
    },
    'GET /api/docs/static/*': {
      rule: 'public',
      call: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
    },

    // ── signed-in ──
    'POST /api/register': {
      rule: 'signed-in',
      call: (_allowed, caller) => {
        const { id, email, name } = c.profiles[caller === 'no token' ? 'technician' : caller];
        return { method: 'POST', url: '/api/register', payload: { id, email, name } };
      },
    },
    // The test issuer's users have no password the embedded provider keeps: the change is refused, nothing changes.
    'PUT /api/me/password': {
      rule: 'signed-in',
      ok: 409,
      call: () => ({
        method: 'PUT',
        url: '/api/me/password',
        payload: { current_password: 'whatever-it-was', new_password: 'a-new-long-password' },
      }),
    },
    // Signing out everywhere would refuse the cast's own tokens from then on: allowed callers do it as a throwaway user.
    'POST /api/me/sign-out-everywhere': {
      rule: 'signed-in',
      call: async (allowed) => {
        if (!allowed) return { method: 'POST', url: '/api/me/sign-out-everywhere' };
        const throwaway = await buildUser(c.t.database.db, { name: 'Leaving' });
        const token = await c.t.issuer.mintToken({ sub: throwaway.id });
        return {
          method: 'POST',
          url: '/api/me/sign-out-everywhere',
          headers: { authorization: `Bearer ${token}` },
        };
      },
    },
    'GET /api/me/preferences': {
      rule: 'signed-in',
      call: () => ({ method: 'GET', url: '/api/me/preferences' }),
    },
    'PUT /api/me/preferences': {
      rule: 'signed-in',
      call: () => ({ method: 'PUT', url: '/api/me/preferences', payload: { language: 'en' } }),
    },
    'GET /api/users/:id': {
      rule: 'signed-in',
      outsider: 404,
      stranger: 404,
      call: () => ({ method: 'GET', url: `/api/users/${a.userIds.technician}` }),
    },

    // ── member: review reads, triage, feedback ──
    ...sourceItemReads('/emails', '/emails', () => item('email')),
    ...sourceItemReads('/recordings', '/recordings', () => item('recording')),
    ...sourceItemReads('/reviews', '/reviews', () => item('amazon')),
    ...sourceItemReads('/instagram/posts', '/instagram', () => item('instagram')),
    ...sourceItemReads('/youtube/getComments', '/youtube', () => item('youtube')),
    ...sourceItemReads('/getLiterature', '/literature', () => item('literature')),
    'POST /api/change-status': {
      rule: 'member',
      outsider: 404,
      call: async (allowed) => ({
        method: 'POST',
        url: '/api/change-status',
        payload: {
          reference_id: await freshOr(allowed, () => c.fresh.item('email'), item('email')),
          reference_type: 'email',
          status_id: 3,
          reason_code: 'duplicate',
        },
      }),
    },
    'POST /api/change-status/undo': {
      rule: 'member',
      ok: 404, // an unknown change: the module's answer, past the rule
      call: () => ({
        method: 'POST',
        url: '/api/change-status/undo',
        payload: { history_id: 'no-such-change' },
      }),
    },
    'GET /api/triage/reasons': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/triage/reasons' }),
    },
    'PUT /api/triage/reasons': {
      rule: 'member',
      technician: 403,
      manager: 403,
      call: () => ({ method: 'PUT', url: '/api/triage/reasons', payload: { reasons: null } }),
    },
    'GET /api/triage': { rule: 'member', call: () => ({ method: 'GET', url: '/api/triage' }) },
    'GET /api/triage/count': { rule: 'member', call: () => ({ method: 'GET', url: '/api/triage/count' }) },
    // ── member: CSV exports of the lists (an outsider exports her own organisation's rows) ──
    'GET /api/items/export': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/items/export?source=email' }),
    },
    'GET /api/triage/export': { rule: 'member', call: () => ({ method: 'GET', url: '/api/triage/export' }) },
    'GET /api/cases/export': { rule: 'member', call: () => ({ method: 'GET', url: '/api/cases/export' }) },
    'POST /api/feedback': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'POST',
        url: '/api/feedback',
        payload: {
          reference_id: item('email'),
          reference_type: 'email',
          flags: [{ flag: 'adr', verdict: 'missed' }],
        },
      }),
    },
    'GET /api/feedback/metrics': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/feedback/metrics' }),
    },
    'GET /api/feedback/metrics/history': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/feedback/metrics/history' }),
    },
    'GET /api/home': { rule: 'member', call: () => ({ method: 'GET', url: '/api/home' }) },
    // ── member: the PSUR tables, product picker and CSV exports (the outsider gets her own organisation's) ──
    'GET /api/psur': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/psur?product=aspirin&from=2026-01-01&to=2026-12-31' }),
    },
    'GET /api/psur/products': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/psur/products?q=as' }),
    },
    'GET /api/psur/export': {
      rule: 'member',
      call: () => ({
        method: 'GET',
        url: '/api/psur/export?table=reactions&product=aspirin&from=2026-01-01&to=2026-12-31',
      }),
    },
    // ── member: custom reports (changing a saved one: its author, or owner/admin/manager; decision 0024) ──
    'POST /api/custom-reports/run': {
      rule: 'member',
      call: () => ({ method: 'POST', url: '/api/custom-reports/run', payload: { definition: REPORT } }),
    },
    'GET /api/custom-reports/export': {
      rule: 'member',
      call: () => ({
        method: 'GET',
        url: `/api/custom-reports/export?definition=${encodeURIComponent(JSON.stringify(REPORT))}`,
      }),
    },
    'GET /api/custom-reports': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/custom-reports' }),
    },
    'POST /api/custom-reports': {
      rule: 'member',
      call: () => ({
        method: 'POST',
        url: '/api/custom-reports',
        payload: { name: `Report ${randomUUID()}`, definition: REPORT },
      }),
    },
    'PUT /api/custom-reports/:id': {
      rule: 'member',
      outsider: 404,
      technician: 403,
      call: async () => ({
        method: 'PUT',
        url: `/api/custom-reports/${await savedReport()}`,
        payload: { name: `Renamed ${randomUUID()}`, definition: REPORT },
      }),
    },
    'DELETE /api/custom-reports/:id': {
      rule: 'member',
      outsider: 404,
      technician: 403,
      call: async () => ({ method: 'DELETE', url: `/api/custom-reports/${await savedReport()}` }),
    },
    'GET /api/vector/search': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/vector/search?q=headache' }),
    },
    'GET /api/analysis/models': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/analysis/models' }),
    },
    'GET /api/analysis/reanalysis': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/analysis/reanalysis' }),
    },

    // ── member: e-mails and mailboxes ──
    'POST /api/email/upload': {
      rule: 'member',
      call: () => ({ method: 'POST', url: '/api/email/upload', ...emlFile() }),
    },
    'POST /api/email/analyze': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'POST', url: '/api/email/analyze', payload: { emailId: item('email') } }),
    },
    'GET /api/mailboxes': { rule: 'member', call: () => ({ method: 'GET', url: '/api/mailboxes' }) },
    'POST /api/mailboxes/:provider/connect': {
      rule: 'member',
      technician: 403,
      call: () => ({ method: 'POST', url: '/api/mailboxes/microsoft/connect' }),
    },
    'POST /api/mailboxes/:id/sync': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'POST', url: `/api/mailboxes/${a.mailboxId}/sync` }),
    },
    'DELETE /api/mailboxes/:id': {
      rule: 'member',
      outsider: 404,
      technician: 403,
      call: async (allowed, caller) => ({
        method: 'DELETE',
        url: `/api/mailboxes/${await freshOr(allowed && caller !== 'technician', c.fresh.mailbox, a.mailboxId)}`,
      }),
    },

    // ── member: recordings ──
    'POST /api/recordings/upload': {
      rule: 'member',
      call: () => ({ method: 'POST', url: '/api/recordings/upload', ...wavFile() }),
    },
    'POST /api/recordings/analyze': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'POST',
        url: '/api/recordings/analyze',
        payload: { recordingId: item('recording') },
      }),
    },
    'DELETE /api/recordings/:id': {
      rule: 'member',
      outsider: 404,
      call: async (allowed) => ({
        method: 'DELETE',
        url: `/api/recordings/${await freshOr(allowed, () => c.fresh.item('recording'), item('recording'))}`,
      }),
    },
    'GET /api/recordings/:id/url': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api/recordings/${item('recording')}/url` }),
    },
    'PUT /api/recordings/:id/transcript': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'PUT',
        url: `/api/recordings/${item('recording')}/transcript`,
        payload: { text: 'Matrix transcript' },
      }),
    },
    'GET /api/recordings/transcription-engine': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/recordings/transcription-engine' }),
    },

    // ── member: monitored sources ──
    'GET /api/sources': { rule: 'member', call: () => ({ method: 'GET', url: '/api/sources' }) },
    'PATCH /api/sources/:id': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'PATCH',
        url: `/api/sources/${a.sourceIds.literature}`,
        payload: { schedule: 'off' },
      }),
    },
    'POST /api/sources/:id/sync': {
      rule: 'member',
      outsider: 404,
      ok: 502, // the sync runs at once, and YouTube is not set up here: the module's answer, past the rule
      call: () => ({ method: 'POST', url: `/api/sources/${a.sourceIds.youtube}/sync` }),
    },
    'POST /api/scrape-instagram': {
      rule: 'member',
      ok: 400,
      call: () => ({ method: 'POST', url: '/api/scrape-instagram', payload: { profileUrl: '' } }),
    },
    'POST /api/analyze-instagram': {
      rule: 'member',
      call: () => ({ method: 'POST', url: '/api/analyze-instagram' }),
    },
    'DELETE /api/instagram/accounts/:username': {
      rule: 'member',
      outsider: 404,
      technician: 403, // channel.remove / case.reassign are not a technician's by default (decision 0034)
      call: async (allowed) => ({
        method: 'DELETE',
        url: `/api/instagram/accounts/${await sourceKey(allowed, 'instagram')}`,
      }),
    },
    'POST /api/youtube/comments': {
      rule: 'member',
      ok: 400,
      call: () => ({ method: 'POST', url: '/api/youtube/comments', payload: { username: '' } }),
    },
    'DELETE /api/youtube/:channel': {
      rule: 'member',
      outsider: 404,
      technician: 403, // channel.remove / case.reassign are not a technician's by default (decision 0034)
      call: async (allowed) => ({
        method: 'DELETE',
        url: `/api/youtube/${await sourceKey(allowed, 'youtube')}`,
      }),
    },
    'POST /api/amazon/load-reviews': {
      rule: 'member',
      ok: 400,
      call: () => ({ method: 'POST', url: '/api/amazon/load-reviews', payload: { asin: '' } }),
    },
    'DELETE /api/reviews/:asin': {
      rule: 'member',
      outsider: 404,
      technician: 403, // channel.remove / case.reassign are not a technician's by default (decision 0034)
      call: async (allowed) => ({
        method: 'DELETE',
        url: `/api/reviews/${await sourceKey(allowed, 'amazon')}`,
      }),
    },
    'POST /api/amazon/update-product-name': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'POST',
        url: '/api/amazon/update-product-name',
        payload: { asin: a.asin, product_name: 'Acme tablets' },
      }),
    },
    'POST /api/search-pubmed': {
      rule: 'member',
      ok: 400,
      call: () => ({ method: 'POST', url: '/api/search-pubmed', payload: { searchTerms: '' } }),
    },
    'POST /api/search-ibecs': {
      rule: 'member',
      ok: 400,
      call: () => ({ method: 'POST', url: '/api/search-ibecs', payload: { searchTerms: '' } }),
    },
    'POST /api/analyze-literature': {
      rule: 'member',
      call: () => ({ method: 'POST', url: '/api/analyze-literature', payload: {} }),
    },
    'DELETE /api/literature/delete/:searchTerm': {
      rule: 'member',
      outsider: 404,
      technician: 403, // channel.remove / case.reassign are not a technician's by default (decision 0034)
      call: async (allowed) => ({
        method: 'DELETE',
        url: `/api/literature/delete/${encodeURIComponent(await sourceKey(allowed, 'literature'))}`,
      }),
    },

    // ── member: cases ──
    'POST /api/case': {
      rule: 'member',
      outsider: 404,
      call: async (allowed) => ({
        method: 'POST',
        url: '/api/case',
        payload: {
          reference_id: await freshOr(allowed, () => c.fresh.item('email'), item('email')),
          source: 'email',
        },
      }),
    },
    'GET /api/cases': { rule: 'member', call: () => ({ method: 'GET', url: '/api/cases' }) },
    'GET /api/cases/counts': { rule: 'member', call: () => ({ method: 'GET', url: '/api/cases/counts' }) },
    'GET /api/cases/:id': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api/cases/${a.caseId}` }),
    },
    'GET /api/cases/:id/history': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api/cases/${a.caseId}/history` }),
    },
    'GET /api/cases/:id/e2b': {
      rule: 'member',
      outsider: 404,
      ok: 422, // the fixture case lacks required E2B fields: the module's answer, past the rule
      call: () => ({ method: 'GET', url: `/api/cases/${a.caseId}/e2b` }),
    },
    'POST /api/cases/import': {
      rule: 'member',
      call: () => ({
        method: 'POST',
        url: '/api/cases/import',
        ...multipartFile('file', 'case.xml', Buffer.from(E2B_R2_SAMPLE), 'application/xml'),
      }),
    },
    // ── case work (issue 13): each route on its own section, so the allowed callers' changes never collide ──
    'POST /api/cases/:id/sections/:section': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'POST', url: `/api/cases/${a.caseId}/sections/C2` }),
    },
    'PUT /api/cases/:id/sections/:section/:index': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'PUT',
        url: `/api/cases/${a.caseId}/sections/E/0`,
        payload: { reaction_term: 'Headache' },
      }),
    },
    'PUT /api/cases/:id/sections/:section/:index/coding': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'PUT',
        url: `/api/cases/${a.caseId}/sections/G/0/coding`,
        payload: { term: 'Hypertension', llt_code: null, language: 'en' },
      }),
    },
    'DELETE /api/cases/:id/sections/:section/:index': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'DELETE', url: `/api/cases/${a.caseId}/sections/F/0` }),
    },
    'PUT /api/cases/:id/sections/:section/order': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'PUT',
        url: `/api/cases/${a.caseId}/sections/F/order`,
        payload: { order: [0] },
      }),
    },
    'POST /api/cases/manual': { rule: 'member', call: () => ({ method: 'POST', url: '/api/cases/manual' }) },
    'PUT /api/cases/:id/assignee': {
      rule: 'member',
      outsider: 404,
      technician: 403, // channel.remove / case.reassign are not a technician's by default (decision 0034)
      call: () => ({ method: 'PUT', url: `/api/cases/${a.caseId}/assignee`, payload: { assignee_id: null } }),
    },
    'PUT /api/cases/:id/receipt-dates': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'PUT',
        url: `/api/cases/${a.caseId}/receipt-dates`,
        payload: { initial_receipt_date: '2026-01-05', latest_receipt_date: '2026-01-06', reason: 'Matrix' },
      }),
    },
    // The matrix case is not possibly serious: past the rule and the permission, there is nothing to downgrade (409).
    'POST /api/cases/:id/downgrade-seriousness': {
      rule: 'member',
      outsider: 404,
      technician: 403, // case.pass_medical_review is not a technician's by default (decision 0034)
      ok: 409,
      call: () => ({
        method: 'POST',
        url: `/api/cases/${a.caseId}/downgrade-seriousness`,
        payload: { reason: 'Matrix' },
      }),
    },
    // The matrix case has no suspect drug: an empty body is refused by validation (400) once the rule let it pass.
    'PUT /api/cases/:id/assessments': {
      rule: 'member',
      ok: 400,
      call: () => ({ method: 'PUT', url: `/api/cases/${a.caseId}/assessments`, payload: {} }),
    },
    'POST /api/cases/:id/narrative-draft': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'POST', url: `/api/cases/${a.caseId}/narrative-draft` }),
    },
    // ── reporting rules and obligations (decision 0040): saving a version is for owners and admins ──
    'GET /api/cases/:id/obligations': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api/cases/${a.caseId}/obligations` }),
    },
    'GET /api/reporting-rules': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/reporting-rules' }),
    },
    'PUT /api/reporting-rules/:receiver': {
      rule: 'member',
      technician: 403,
      manager: 403,
      call: () => ({
        method: 'PUT',
        url: '/api/reporting-rules/fda',
        payload: { effective_from: '2026-01-01', rules: [], fallback: 'periodic', fallback_basis: 'Matrix' },
      }),
    },
    // ── the product dictionary (decision 0042): any member reads; editing needs products.edit (owner, admin) ──
    'GET /api/products': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/products?archived=true' }),
    },
    'POST /api/products': {
      rule: 'member',
      technician: 403,
      manager: 403,
      call: () => ({ method: 'POST', url: '/api/products', payload: { name: 'Xarelto' } }),
    },
    ...Object.fromEntries(
      (
        [
          ['PUT /api/products/:id', 'PUT', '', { name: 'Xarelto' }],
          ['POST /api/products/:id/archive', 'POST', '/archive', undefined],
          ['POST /api/products/:id/restore', 'POST', '/restore', undefined],
        ] as const
      ).map(([key, method, tail, payload]): [string, RouteCase] => [
        key,
        {
          rule: 'member',
          ok: 404, // no such product: the module's answer, past the rule and the permission
          outsider: 404,
          technician: 403,
          manager: 403,
          call: () => ({ method, url: `/api/products/no-such-product${tail}`, payload }),
        },
      ]),
    ),
    // ── duplicates and case links ──
    'GET /api/cases/:id/duplicates': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api/cases/${a.caseId}/duplicates` }),
    },
    'GET /api/items/:id/similar': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api/items/${item('email')}/similar` }),
    },
    'GET /api/items/:id/duplicates': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api/items/${item('email')}/duplicates` }),
    },
    'GET /api/cases/:id/links': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'GET', url: `/api/cases/${a.caseId}/links` }),
    },
    'POST /api/cases/:id/links': {
      rule: 'member',
      outsider: 404,
      ok: 400, // linking a case to itself: the module's answer, past the rule
      call: () => ({
        method: 'POST',
        url: `/api/cases/${a.caseId}/links`,
        payload: { linked_case_id: a.caseId, kind: 'duplicate' },
      }),
    },
    'DELETE /api/cases/:id/links/:linkedId': {
      rule: 'member',
      outsider: 404,
      ok: 404, // no such link: the module's answer
      call: () => ({ method: 'DELETE', url: `/api/cases/${a.caseId}/links/no-such-case` }),
    },
    // ── MedDRA: any member searches; only owners and admins upload a release ──
    'GET /api/meddra/releases': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/meddra/releases' }),
    },
    'GET /api/meddra/search': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/meddra/search?q=rash&language=en' }),
    },
    'POST /api/meddra/releases': {
      rule: 'member',
      ok: 400, // no files: the module's answer, past the rule and its owner/admin check
      technician: 403,
      manager: 403,
      call: () => ({
        method: 'POST',
        url: '/api/meddra/releases',
        ...multipartFile('version', 'version.txt', Buffer.from('27.1'), 'text/plain'),
      }),
    },
    // ── data retention (decision 0035): any member reads; only owners change the period or purge ──
    'GET /api/retention': { rule: 'member', call: () => ({ method: 'GET', url: '/api/retention' }) },
    'PUT /api/retention': {
      rule: 'member',
      technician: 403,
      manager: 403,
      admin: 403,
      call: () => ({ method: 'PUT', url: '/api/retention', payload: { purge_archived_after_days: null } }),
    },
    'POST /api/retention/purge': {
      rule: 'member',
      ok: 409, // no period set: nothing may be purged (the module's answer, past the rule and the owner check)
      technician: 403,
      manager: 403,
      admin: 403,
      call: () => ({ method: 'POST', url: '/api/retention/purge' }),
    },
    'GET /api/archived-items': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/archived-items' }),
    },
    'PUT /api/case/:id/type': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'PUT', url: `/api/case/${a.caseId}/type`, payload: { case_type: 'ICSR' } }),
    },
    'POST /api/cases/:id/workflow': {
      rule: 'member',
      ok: 400, // a direction the call does not know: the rule let the caller through, nothing moved
      call: () => ({ method: 'POST', url: `/api/cases/${a.caseId}/workflow`, payload: { direction: 'up' } }),
    },
    'GET /api/org/workflow': { rule: 'member', call: () => ({ method: 'GET', url: '/api/org/workflow' }) },
    'PUT /api/org/workflow': {
      rule: 'member',
      manager: 403, // workflow.edit_settings: owners and admins by default (decision 0034)
      technician: 403,
      call: () => ({
        method: 'PUT',
        url: '/api/org/workflow',
        payload: { quality_check: true, medical_review: true, qc_by_other_reviewer: true },
      }),
    },
    'GET /api/org/permissions': {
      rule: 'member',
      call: () => ({ method: 'GET', url: '/api/org/permissions' }),
    },
    'PUT /api/org/permissions': {
      rule: 'member',
      manager: 403, // permissions.edit: owners and admins by default (decision 0034)
      technician: 403,
      call: () => ({
        method: 'PUT',
        url: '/api/org/permissions',
        payload: { role: 'technician', action: 'archive.purge', allowed: false },
      }),
    },
    'PUT /api/case/:id/status': {
      rule: 'member',
      outsider: 404,
      call: () => ({ method: 'PUT', url: `/api/case/${a.caseId}/status`, payload: { status: 'progress' } }),
    },
    'PUT /api/case/:id': {
      rule: 'member',
      outsider: 404,
      call: () => ({
        method: 'PUT',
        url: `/api/case/${a.caseId}`,
        payload: { case_narrative: 'Headache after the tablets.' },
      }),
    },

    // ── organisations, members, invitations ──
    'GET /api/orgs': { rule: 'member', call: () => ({ method: 'GET', url: '/api/orgs' }) },
    'GET /api/org/:orgId/members': {
      rule: 'member',
      namesOrg: true,
      call: () => ({ method: 'GET', url: `/api/org/${a.orgId}/members` }),
    },
    'POST /api/org/change-role': {
      rule: 'manager',
      namesOrg: true,
      call: async (allowed) => ({
        method: 'POST',
        url: '/api/org/change-role',
        payload: {
          orgId: a.orgId,
          userId: await freshOr(allowed, c.fresh.member, a.userIds.technician),
          roles: [{ name: 'manager' }],
        },
      }),
    },
    'DELETE /api/org/member': {
      rule: 'manager',
      namesOrg: true,
      call: async (allowed) => ({
        method: 'DELETE',
        url: '/api/org/member',
        payload: { orgId: a.orgId, userId: await freshOr(allowed, c.fresh.member, a.userIds.technician) },
      }),
    },
    'POST /api/org/invite': {
      rule: 'manager',
      call: () => ({
        method: 'POST',
        url: '/api/org/invite',
        payload: {
          inviteeEmail: `invitee-${Math.random().toString(36).slice(2)}@example.test`,
          roles: ['rol_technician'],
          sendInvitationEmail: false,
        },
      }),
    },
    'GET /api/org/:orgId/invitations': {
      rule: 'manager',
      namesOrg: true,
      call: () => ({ method: 'GET', url: `/api/org/${a.orgId}/invitations` }),
    },
    // ── manager: the organisation's analysis model ──
    'POST /api/analysis/models/train': {
      rule: 'manager',
      ok: 202,
      call: () => ({ method: 'POST', url: '/api/analysis/models/train' }),
    },
    'POST /api/analysis/reanalysis': {
      rule: 'manager',
      ok: 202,
      call: () => ({ method: 'POST', url: '/api/analysis/reanalysis' }),
    },
    'POST /api/analysis/models/activate': {
      rule: 'manager',
      // Back to the bundled model, which every organisation already uses: allowed, and nothing changes.
      call: () => ({ method: 'POST', url: '/api/analysis/models/activate', payload: { id: null } }),
    },
    'DELETE /api/org/invitations/:id': {
      rule: 'manager',
      outsider: 404,
      call: async (allowed) => ({
        method: 'DELETE',
        url: `/api/org/invitations/${await freshOr(allowed, c.fresh.invitation, shared.invitationId)}`,
      }),
    },
  };
}

/** A route as the server registered it; HEAD routes Fastify adds for each GET share the GET's rule and entry. */
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe.each(kinds)('the access rule of every /api route, for every kind of caller, on %s', (kind) => {
  let c: AccessMatrixCast;
  let table: Record<string, RouteCase>;

  beforeAll(async () => {
    c = await startAccessMatrixCast(kind);
    table = routeTable(c, { invitationId: await c.fresh.invitation() });
  }, 60_000);
  afterAll(() => c.t.close());

  const registered = () => c.t.app.routeAccess.filter((route) => route.method !== 'HEAD');

  it('has a line in the table for every route the server registers, with the rule the route declares', () => {
    const declared = Object.fromEntries(registered().map((route) => [keyOf(route), route.access]));
    // A route missing from the table, a line for a route that is gone, or a rule that differs: all fail here.
    expect(declared).toEqual(
      Object.fromEntries(Object.entries(table).map(([key, route]) => [key, route.rule])),
    );
    // Every GET's HEAD twin (Fastify adds them; /api/docs/ is the trailing-slash twin of /api/docs) has its rule.
    for (const head of c.t.app.routeAccess.filter((route) => route.method === 'HEAD')) {
      const get =
        declared[keyOf({ method: 'GET', url: head.url })] ?? declared[`GET ${head.url.replace(/\/$/, '')}`];
      expect(get, keyOf(head)).toBe(head.access);
    }
  });

  it.each(CALLERS)('answers %s as the rules say, and a refused call changes nothing', async (caller) => {
    const mismatches: unknown[] = [];
    for (const route of registered()) {
      const entry = table[keyOf(route)];
      if (!entry) continue; // reported by the test above
      const expected = { ...expectationFor(entry, caller) };
      const call = await entry.call(passesRule(entry.rule, caller), caller);
      const before = await c.snapshot();
      const response = await c.send(caller, call);
      const actual: Expectation = { status: response.statusCode };
      if (expected.error !== undefined) actual.error = response.json<{ error?: string }>().error;
      // Refusals and validation answers (4xx) must leave every watched table as it was.
      const refused = response.statusCode >= 400 && response.statusCode < 500;
      const changed = refused ? diff(before, await c.snapshot()) : [];
      // RFC 6750: a 401 names the scheme and realm, so a client knows a bearer token is what is missing.
      if (response.statusCode === 401) actual.challenge = response.headers['www-authenticate'];
      if (expected.status === 401) expected.challenge = BEARER_CHALLENGE;
      if (JSON.stringify(actual) !== JSON.stringify(expected) || changed.length > 0) {
        mismatches.push({
          route: keyOf(route),
          expected,
          actual,
          ...(changed.length > 0 ? { changed } : {}),
          ...(response.statusCode !== expected.status ? { body: response.body.slice(0, 300) } : {}),
        });
      }
    }
    expect(mismatches).toEqual([]);
  });

  // Role escalation (issue 24): POST /api/org/change-role passes the 'manager' rule for a manager, so the rule alone
  // cannot stop it; the service must. Each row is refused and leaves every watched table as it was.
  const freshMemberWith = async (role: Role) => {
    const userId = await c.fresh.member();
    await c.t.database.db
      .update(memberships)
      .set({ roles: [role] })
      .where(and(eq(memberships.orgId, c.a.orgId), eq(memberships.userId, userId)));
    return userId;
  };

  it.each(ESCALATIONS)('refuses escalation: $case', async ({ caller, target, roles, error }) => {
    const userId = target === 'self' ? c.a.userIds[caller] : await freshMemberWith(target);
    const before = await c.snapshot();
    const response = await c.send(caller, {
      method: 'POST',
      url: '/api/org/change-role',
      payload: { orgId: c.a.orgId, userId, roles: roles.map((name) => ({ name })) },
    });
    const changed = diff(before, await c.snapshot());
    // Put the cast back if the refusal failed, so the next row starts from the same roles.
    await c.t.database.db
      .update(memberships)
      .set({ roles: [caller] })
      .where(and(eq(memberships.orgId, c.a.orgId), eq(memberships.userId, c.a.userIds[caller])));
    expect({
      status: response.statusCode,
      error: response.json<{ error?: string }>().error,
      changed,
    }).toEqual({
      status: 403,
      error,
      changed: [],
    });
  });

  it('still lets a manager grant roles up to its own, and an admin up to admin', async () => {
    for (const [caller, role] of [
      ['manager', 'manager'],
      ['admin', 'admin'],
    ] as const) {
      const response = await c.send(caller, {
        method: 'POST',
        url: '/api/org/change-role',
        payload: { orgId: c.a.orgId, userId: await c.fresh.member(), roles: [{ name: role }] },
      });
      expect(response.statusCode, `${caller} grants ${role}`).toBe(200);
    }
  });
});

const OWN_ROLES = 'You cannot raise your own roles';
const ABOVE_OWN = 'You can only grant or take away roles up to your own';

/** Who tries to give whom which roles: `self` is the caller's own membership, a role a fresh member holding it. */
const ESCALATIONS: { case: string; caller: Role; target: 'self' | Role; roles: Role[]; error: string }[] = [
  {
    case: 'manager makes itself admin',
    caller: 'manager',
    target: 'self',
    roles: ['admin', 'manager'],
    error: OWN_ROLES,
  },
  {
    case: 'admin makes itself owner',
    caller: 'admin',
    target: 'self',
    roles: ['owner', 'admin'],
    error: OWN_ROLES,
  },
  {
    case: 'manager grants admin to another',
    caller: 'manager',
    target: 'technician',
    roles: ['admin'],
    error: ABOVE_OWN,
  },
  {
    case: 'technician makes itself manager',
    caller: 'technician',
    target: 'self',
    roles: ['manager', 'technician'],
    error: ACCESS_REFUSALS.notManager,
  },
  {
    case: 'technician changes another',
    caller: 'technician',
    target: 'technician',
    roles: ['technician'],
    error: ACCESS_REFUSALS.notManager,
  },
  {
    case: 'admin grants owner to another',
    caller: 'admin',
    target: 'technician',
    roles: ['owner'],
    error: 'Only an owner can grant or remove the owner role',
  },
  {
    case: 'manager takes the admin role from an admin',
    caller: 'manager',
    target: 'admin',
    roles: [],
    error: ABOVE_OWN,
  },
];

function diff(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}
