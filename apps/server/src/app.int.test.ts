import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { clientConfigSchema } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './test/databases.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';

const kinds = await testDatabaseKinds();

function builtWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigila-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Vigila SPA</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-3f2a.js'), 'console.log("app")');
  return dir;
}

/** Every route the server registered under /api (from Fastify's own route tree), docs excluded. */
/**
 * Every registered /api route, read from Fastify's route tree: nested nodes carry path suffixes, and parametric
 * siblings are merged ("/:provider|:id"), so each candidate path is confirmed with findRoute().
 */
function registeredApiRoutes(t: TestApp): string[] {
  const prefixes: string[][] = [];
  const routes = new Set<string>();
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const [, indent = '', segment = '', methods = ''] = node;
    const depth = indent.length / 4;
    const parents = depth === 0 ? [''] : (prefixes[depth - 1] ?? []);
    // "/youtube/:id|:channel": the alternatives after the first omit the prefix they share with it.
    const [first = '', ...rest] = segment.split('|');
    const shared = first.slice(0, first.lastIndexOf('/') + 1);
    const parts = [first, ...rest.map((part) => shared + part)];
    const paths = parents.flatMap((parent) => parts.map((part) => parent + part));
    prefixes[depth] = paths;
    prefixes.length = depth + 1;
    for (const path of paths.filter((candidate) => candidate.startsWith('/api/'))) {
      for (const method of methods.split(', ').filter((m) => m !== '' && m !== 'HEAD')) {
        // The router matches a parameter whatever its name; the params it returns carry the real names.
        // findRoute answers null for a path it does not know, whatever its declared type says.
        const found = t.app.findRoute({ method, url: path }) as ReturnType<typeof t.app.findRoute> | null;
        const names = [...path.matchAll(/:(\w+)/g)].map(([, name = '']) => name);
        if (found && names.every((name) => name in found.params)) {
          routes.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
        }
      }
    }
  }
  return [...routes].filter((route) => !route.includes('/api/docs')).sort();
}

describe.each(kinds)('the app on %s', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    t = await startTestApp(kind, { webDistDir: builtWebApp(), logStream, logLevel: 'debug' });
  });
  afterAll(() => t.close());

  it('documents every /api route in the OpenAPI document, with the bearer scheme', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(registeredApiRoutes(t));
    expect(documented).toEqual(
      expect.arrayContaining(['GET /api/health', 'POST /api/register', 'GET /api/users/{id}']),
    );
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
    expect(doc.paths['/api/register']?.post?.security).toEqual([{ bearerAuth: [] }]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('answers unknown /api paths with a JSON 404, even for GET', async () => {
    for (const url of ['/api/nope', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
  });

  it('explains validation failures in a readable 400', async () => {
    const token = await t.issuer.mintToken({ sub: 'auth0|validator' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { authorization: `Bearer ${token}` },
      payload: { id: 'auth0|validator', email: 'not-an-email', name: '' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: string }>();
    expect(error).toMatch(/body\.email: /);
    expect(error).toMatch(/body\.name: /);
  });

  it('serves the SPA: client routes get index.html, hashed assets are cached, index.html is not', async () => {
    for (const url of ['/', '/settings', '/cases/123', '/auth?code=abc&state=def']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Vigila SPA');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/oidc/unknown' })).statusCode).toBe(404);
  });

  it('serves /config.json to the SPA without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    const config = clientConfigSchema.strict().parse(response.json());
    expect(config).toEqual({
      issuer: t.issuer.url,
      clientId: 'vigila-web',
      audience: t.issuer.audience,
      scope: 'openid profile email offline_access read:organizations',
      rolesClaim: 'roles',
      orgsClaim: 'orgs',
      orgIdClaim: 'org_id',
      orgNameClaim: 'org_name',
    });
  });

  it('echoes an incoming x-request-id and makes one otherwise', async () => {
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-77' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-77');
    const made = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes a bearer token or an authorization code to the log', async () => {
    const token = await t.issuer.mintToken({ sub: 'auth0|logged' });
    const refused = await t.issuer.mintToken({ sub: 'auth0|logged' }, { expiresIn: -60 });
    await t.app.inject({
      method: 'GET',
      url: '/api/users/auth0|logged',
      headers: { authorization: `Bearer ${token}` },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/users/auth0|logged',
      headers: { authorization: `Bearer ${refused}` },
    });
    await t.app.inject({ method: 'GET', url: '/auth?code=secret-code-123&state=s1' });
    const log = logLines.join('\n');
    expect(log).toContain('/api/users/auth0|logged'); // the stream did capture these requests
    expect(log).toContain('access token refused');
    expect(log).not.toContain(token);
    expect(log).not.toContain(refused);
    expect(log).not.toContain(token.split('.')[2]);
    expect(log).not.toContain('secret-code-123');
  });
});

describe('the app without a built SPA', () => {
  it('says how to build it', async () => {
    const t = await startTestApp('pglite');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.body).toBe('The web app is not built: run npm run build');
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
