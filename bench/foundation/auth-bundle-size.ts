import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freshDataDir, startServer } from '../lib/server-process.ts';
import { writeResult } from '../lib/results.ts';

export const AUTH_JS_BUDGET_GZIP_BYTES = 200 * 1024;

/**
 * Loads /auth in headless Chromium against the real server and gzips every JavaScript response the browser
 * fetched: what a first-time visitor downloads before they can sign in. Needs the built web app.
 */
export async function benchAuthBundleSize(): Promise<string> {
  const server = await startServer({ port: 3950, dataDir: freshDataDir() });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; bytes: number; gzipBytes: number }[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      void response.body().then((body) => {
        scripts.push({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
        });
      });
    });
    await page.goto(`${server.url}/auth`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Login to Vigila/ }).waitFor();
    const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    return writeResult('auth-bundle-size', {
      description: 'JavaScript loaded by the browser for /auth, gzip level 6',
      budgetGzipBytes: AUTH_JS_BUDGET_GZIP_BYTES,
      totalGzipBytes: gzipBytes,
      totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      withinBudget: gzipBytes < AUTH_JS_BUDGET_GZIP_BYTES,
      scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}
