import type { TestApp } from './harness';
import { TEST_PUBLIC_URL } from './harness';

/**
 * A minimal browser for in-process tests: keeps cookies, sends our own Origin on writes (as a browser on
 * the app's page would), comes from a chosen client address, and can follow redirects by hand.
 */
export function testBrowser(harness: TestApp, options: { address?: string } = {}) {
  const jar = new Map<string, string>();
  const address = options.address ?? `10.0.0.${Math.floor(Math.random() * 250) + 1}`;

  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim())) || value === '';
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
  };

  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', address);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', TEST_PUBLIC_URL);
    const url = path.startsWith('http') ? new URL(path).pathname + new URL(path).search : path;
    const response = await harness.app.request(url, { ...init, headers });
    remember(response);
    return response;
  };

  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => request(path, { headers }),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request(path, {
        method: 'POST',
        // Like fetch: a request with no body says nothing about its type.
        headers: body === undefined ? { ...headers } : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    patch: (path: string, body?: unknown) =>
      request(path, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      }),
    put: (path: string, body?: unknown) =>
      request(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      }),
    delete: (path: string, body?: unknown) =>
      request(
        path,
        body === undefined
          ? { method: 'DELETE' }
          : { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      ),
    /** A multipart form, as a browser sends a file upload (it sets the boundary itself). */
    upload: (path: string, form: FormData) => request(path, { method: 'POST', body: form }),
    /** Opens a link (e.g. from an e-mail) and follows redirects within the app; returns the final address. */
    async open(link: string): Promise<{ response: Response; landedOn: string }> {
      let response = await request(link);
      let location = link;
      for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops += 1) {
        location = new URL(response.headers.get('location') ?? '/', TEST_PUBLIC_URL).toString();
        if (!location.includes('/api/')) break;
        response = await request(location);
      }
      return { response, landedOn: location.replace(TEST_PUBLIC_URL, '') };
    },
  };
}

export type TestBrowser = ReturnType<typeof testBrowser>;

/** Waits for the job queue to deliver an e-mail to the outbox and returns the newest one. */
export async function waitForMail(harness: TestApp, address: string, count = 1, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const mail = await harness.mailTo(address);
    if (mail.length >= count) return mail[0]!;
    if (Date.now() - started > timeoutMs) throw new Error(`no e-mail #${count} for ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
