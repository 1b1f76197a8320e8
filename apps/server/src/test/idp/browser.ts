/**
 * Just enough of a browser for driving the sign-in pages over real HTTP in tests: a cookie jar (one origin, paths
 * ignored), manual redirects, and a helper to read a form's action out of the HTML.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.store(response);
    return response;
  }

  /**
   * Follows redirects until one leaves for a URL starting with `stopAt` (returned, not fetched) or a page
   * answers without redirecting (returned as the response).
   */
  async follow(url: string, stopAt: string, init: { method?: string; form?: Record<string, string> } = {}) {
    let response = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status === 200 && !location) {
        // oidc-provider's self-submitting pages (e.g. ending the previous account's session when another
        // account signs in): do what the page's script would do.
        const html = await response.clone().text();
        if (!html.includes('document.forms[0].submit()')) return { response, url: current };
        current = formAction(html, current);
        response = await this.request(current, { method: 'POST', form: hiddenInputs(html) });
        continue;
      }
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current).href;
      if (current.startsWith(stopAt)) return { response, url: current, stopped: true as const };
      response = await this.request(current);
    }
    throw new Error(`too many redirects from ${url}`);
  }

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expires = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
      const expired =
        expires !== undefined && new Date(expires.slice('expires='.length)).getTime() < Date.now();
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The action of the first form with the given id (or the first form at all), resolved against `pageUrl`. */
export function formAction(html: string, pageUrl: string, id?: string): string {
  const forms = [...html.matchAll(/<form\b([^>]*)>/g)].map((match) => match[1] ?? '');
  const form = id ? forms.find((attributes) => attributes.includes(`id="${id}"`)) : forms[0];
  const action = form && /\baction="([^"]*)"/.exec(form)?.[1];
  if (action === undefined) throw new Error('no form action on the page');
  return new URL(decodeEntities(action), pageUrl).href;
}

function hiddenInputs(html: string): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)) {
    inputs[decodeEntities(match[1] ?? '')] = decodeEntities(match[2] ?? '');
  }
  return inputs;
}

/** The value of the hidden input `name` on the page. */
export function hiddenInput(html: string, name: string): string {
  const value = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`no hidden input ${name} on the page`);
  return decodeEntities(value);
}
