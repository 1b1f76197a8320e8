import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSpaRoute, registerSpa } from './spa.ts';

describe('isSpaRoute', () => {
  it('sends client-side routes to index.html', () => {
    for (const url of [
      '/',
      '/home',
      '/settings',
      '/cases/123',
      '/auth?code=x&state=y',
      '/literature/a%20b',
    ]) {
      expect(isSpaRoute('GET', url)).toBe(true);
    }
    expect(isSpaRoute('HEAD', '/settings')).toBe(true);
  });

  it('never answers API, identity-provider, file or non-GET requests with the SPA', () => {
    for (const url of ['/api', '/api/nope', '/oidc/auth', '/favicon.ico', '/assets/missing.js']) {
      expect(isSpaRoute('GET', url)).toBe(false);
    }
    expect(isSpaRoute('POST', '/settings')).toBe(false);
    expect(isSpaRoute('GET', '/apikeys')).toBe(true);
  });

  it('opens a page whose last segment has a dot when the browser navigates to it', () => {
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expect(isSpaRoute('GET', '/instagram/pharma.example?status=all', html)).toBe(true);
    expect(isSpaRoute('GET', '/literature/5.1%20mg', html)).toBe(true);
    expect(isSpaRoute('GET', '/instagram/pharma.example', '*/*')).toBe(false);
    for (const url of ['/api/reviews', '/oidc/auth', '/assets/missing.js']) {
      expect(isSpaRoute('GET', url, html)).toBe(false);
    }
  });
});

describe('registerSpa', () => {
  const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

  async function appWithBuild() {
    const dist = mkdtempSync(join(tmpdir(), 'vigila-spa-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Vigila</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    const app = Fastify();
    await registerSpa(app, dist);
    return app;
  }

  it('sends the brotli or gzip copy the browser accepts, and the file itself to one that accepts neither', async () => {
    const app = await appWithBuild();
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
  });

  it('serves index.html for a client route, revalidated on every load', async () => {
    const app = await appWithBuild();
    const page = await app.inject({ url: '/settings', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Vigila</title>');
    await app.close();
  });
});
