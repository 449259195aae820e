// A small HTTP client for the load and fault scripts: kept-alive connections, bearer tokens, and every
// answer (or socket error) with its latency, never an exception.
import http from 'node:http';

export const PASSWORD = 'kettle-boils-twice';

export function createClient(baseUrl, { sockets = 50, timeoutMs = 15_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const base = new URL(baseUrl);

  /** Resolves { status, json, text, headers, ms }; status 0 with `error` for a socket error or a timeout. */
  function request(method, pathname, { token, body, timeout = timeoutMs } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const done = (answer) => resolve({ ...answer, ms: performance.now() - started });
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          path: pathname,
          method,
          agent,
          timeout,
          headers: {
            accept: 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', (error) => done({ status: 0, error }));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            done({ status: res.statusCode, headers: res.headers, json, text });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeout} ms`)));
      req.on('error', (error) => done({ status: 0, error }));
      req.end(payload);
    });
  }

  return {
    request,
    get: (pathname, options) => request('GET', pathname, options),
    post: (pathname, body, options) => request('POST', pathname, { ...options, body }),
    patch: (pathname, body, options) => request('PATCH', pathname, { ...options, body }),
    close: () => agent.destroy(),
  };
}

/** Throws with the route and the answer unless the status is the expected one; returns the JSON body. */
export function expectStatus(answer, status, what) {
  if (answer.status !== status) {
    const detail = answer.error ? answer.error.message : `${answer.status} ${answer.text?.slice(0, 300)}`;
    throw new Error(`${what}: expected ${status}, got ${detail}`);
  }
  return answer.json;
}

export async function signUp(client, email, name) {
  const answer = await client.post('/api/auth/sign-up/email', { email, password: PASSWORD, full_name: name });
  expectStatus(answer, 200, `sign-up of ${email}`);
}

/** Signs in with the password and returns the bearer token (the phone shell's way). */
export async function signIn(client, email) {
  const answer = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  expectStatus(answer, 200, `sign-in of ${email}`);
  const token = answer.headers['set-auth-token'];
  if (!token) throw new Error(`sign-in of ${email}: no set-auth-token header`);
  return token;
}

/**
 * Confirms an address through the real link in the development outbox (/dev/mail, this machine only),
 * for databases the script cannot reach directly (the embedded one).
 */
export async function confirmThroughOutbox(client, email, deadlineMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const page = await client.get('/dev/mail');
    const link = page.status === 200 ? confirmationLink(page.text, email) : undefined;
    if (link) {
      const url = new URL(link);
      const opened = await client.get(url.pathname + url.search);
      if (opened.status >= 400) throw new Error(`confirming ${email}: ${opened.status} ${opened.text.slice(0, 200)}`);
      return;
    }
    if (Date.now() - started > deadlineMs) throw new Error(`no confirmation e-mail for ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function confirmationLink(html, email) {
  for (const article of html.split('<article>').slice(1)) {
    if (!article.includes(`<strong>${email}</strong>`)) continue;
    const href = /<a class="button" href="([^"]+)"/.exec(article)?.[1];
    if (href) return href.replace(/&amp;/g, '&');
  }
  return undefined;
}
