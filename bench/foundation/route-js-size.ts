import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { freshDataDir, startServer } from '../lib/server-process.ts';
import { writeResult } from '../lib/results.ts';
import { seedDemoEmails } from './seed-demo-list.ts';
import { AUTH_JS_BUDGET_GZIP_BYTES } from './auth-bundle-size.ts';

/** Every screen a signed-in user opens first, as a path; an e-mail's and a case's pages are added once they exist. */
const ROUTES = [
  '/home',
  '/triage',
  '/emails',
  '/recordings',
  '/instagram',
  '/youtube',
  '/amazon',
  '/literature',
  '/cases',
  '/e2b',
  '/settings',
  '/profile',
  '/vector',
  '/custom-report',
  '/psur',
];

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

interface Script {
  url: string;
  gzipBytes: number;
  /** What went over the wire: the brotli copy the server sent (content-length), else the body. */
  transferBytes: number;
  /** The script holds zod (its ZodError class): only pages that validate a form should load it (decision 0014). */
  zod: boolean;
}

/** The JavaScript a first visit to `path` loads, in a fresh context (empty cache) that is already signed in. */
type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

async function scriptsOf(browser: Browser, url: string, storageState: SignedIn): Promise<Script[]> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const scripts: Script[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      response.body().then((body) => {
        const length = Number(response.headers()['content-length'] ?? body.length);
        scripts.push({
          url: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body).length,
          transferBytes: length,
          zod: body.includes('ZodError'),
        });
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the network can fall quiet while the page still renders (and then asks for more chunks):
  // the visit counts once the page shows its title and the network is quiet again.
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return scripts;
}

/**
 * In the signed-in page: the first e-mail of the list, and a case made from it through the API as Convert to Case
 * does; answers both pages' routes and paths.
 */
async function detailPaths(context: BrowserContext): Promise<[route: string, path: string][]> {
  const page = context.pages()[0] ?? (await context.newPage());
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      state?: { accessToken?: string };
    };
    const headers = {
      Authorization: `Bearer ${stored.state?.accessToken ?? ''}`,
      'Content-Type': 'application/json',
    };
    const list = (await (
      await fetch('/api/emails?ai_triage=false&status=all&page=1&page_size=1', { headers })
    ).json()) as {
      data: { id: string }[];
    };
    const email = list.data[0];
    if (!email) throw new Error('no e-mail to open');
    const created = (await (
      await fetch('/api/case', {
        method: 'POST',
        headers,
        body: JSON.stringify({ reference_id: email.id, source: 'email' }),
      })
    ).json()) as { id?: string };
    if (!created.id) throw new Error(`no case made: ${JSON.stringify(created)}`);
    return [
      ['/emails/{emailId}', `/emails/${email.id}`],
      ['/cases/{id}', `/cases/${created.id}`],
    ];
  });
}

/**
 * JavaScript per route (issue 12: every route's first load under 200 KB gzipped): for each screen, a signed-in
 * first visit with an empty cache, the scripts' gzip sizes (level 6, the budget's measure) and the bytes actually
 * transferred (the build's brotli copies). Needs the built web app.
 */
export async function benchRouteJsSize(): Promise<string> {
  // Another checkout may be measuring on the usual port: BENCH_WEB_PORT moves this one.
  const port = Number(process.env.BENCH_WEB_PORT ?? 3951);
  const dataDir = freshDataDir();
  await seedDemoEmails(dataDir, 3);
  const server = await startServer({ port, dataDir });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByRole('button', { name: 'Login to Vigila' }).click();
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home$/);
    const storageState = await context.storageState();
    const details = await detailPaths(context);
    await context.close();

    const routes = [];
    for (const [path, visited] of [...ROUTES.map((route) => [route, route]), ...details]) {
      const scripts = await scriptsOf(browser, `${server.url}${visited}`, storageState);
      const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      routes.push({
        path,
        scripts: scripts.length,
        gzipBytes,
        transferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
        withinBudget: gzipBytes < AUTH_JS_BUDGET_GZIP_BYTES,
        loadsZod: scripts.some((script) => script.zod),
        largest: scripts
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 3)
          .map(({ url, gzipBytes }) => ({ url, gzipBytes })),
      });
    }
    return writeResult('web-route-js', {
      description:
        'JavaScript of a signed-in first visit to each route (empty cache): gzip level 6 of every script, and the ' +
        'bytes transferred (brotli copies from the build)',
      budgetGzipBytes: AUTH_JS_BUDGET_GZIP_BYTES,
      overBudget: routes.filter((route) => !route.withinBudget).map((route) => route.path),
      loadZod: routes.filter((route) => route.loadsZod).map((route) => route.path),
      routes,
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
}
