import { vi } from 'vitest';

// Our API faked at the network edge (window.fetch), so a component test runs the real fetchers and hooks.

type Answer = { status: number; body?: unknown };
/** An answer, or a promise of one: a test holds it back to see the page while the request runs. */
type Answers = Record<string, Answer | (() => Promise<Answer>)>;

export type ApiRequest = { method: string; path: string; body: unknown };

/**
 * Stubs fetch to answer each 'METHOD /path' from `answers`; anything else gets our JSON 404. Undo with
 * vi.unstubAllGlobals(). `requests()` lists what reached the fake, in order.
 */
export function fakeApi(answers: Answers) {
  const seen: ApiRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      seen.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const planned = answers[`${method} ${path}`];
      const answer = typeof planned === 'function' ? await planned() : planned;
      const { status, body } = answer ?? { status: 404, body: { error: { code: 'not_found', message: path } } };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { requests: () => [...seen] };
}
