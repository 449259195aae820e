import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  SIGNED_IN_ROOT_MARKER,
  SIGNED_IN_STATE_ID,
  SIGNED_IN_STATE_MARKER,
  stateAsScriptText,
  timeZoneOfCookies,
  type SignedInState,
} from '@tidy/domain/signed-in-page';
import { todayIsoDate } from '@tidy/domain/time';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Clock } from '../platform/clock';
import type { AppEnv } from './context';

/*
 * Today, rendered on the server for the signed-in person who opens / (decision 025). A phone then shows their
 * day with the page itself, instead of after the app's code, the session lookup and Today's answer have come
 * one after the other. The page is the web app's own render (apps/web/src/prerender/render-page.tsx, built by
 * the web build into dist-ssr), from the very answers the API gives that person: each is asked of this app
 * in-process, through every middleware, check and policy a request from the browser meets. The answers go
 * into the page, so the app takes the page over without asking again.
 *
 * Whenever the page cannot be made as the person would see it (no time-zone cookie yet, a session that is no
 * longer valid, a home not set up, an answer other than 200, a build without dist-ssr, any error) the caller
 * sends the app shell as before, and the app does the rest in the browser.
 */

/** What dist-ssr/render-page.js offers (see render-page.tsx). */
type RenderModule = {
  signedInPrefetches(address: string, date: string): { key: readonly unknown[]; path: string }[] | null;
  renderSignedIn(state: SignedInState): Promise<string | null>;
};

type Built = { template: string; render: RenderModule };

export type SignedInPages = (c: Context<AppEnv>, address: string) => Promise<Response | null>;

export type SignedInPagesDeps = {
  /** The web build's server-side folder (apps/web/dist-ssr). */
  ssrDir: string;
  clock: Clock;
  logger: Logger;
  /** Answers a request as the app does (the app's own fetch), with the original request's environment. */
  api: (request: Request, env: unknown) => Response | Promise<Response>;
};

const TEMPLATE_FILE = 'signed-in.html';
const MODULE_FILE = 'render-page.js';

export function signedInPages({ ssrDir, clock, logger, api }: SignedInPagesDeps): SignedInPages {
  let loaded: { key: string; built: Promise<Built | null> } | null = null;

  /** The build's template and render module, loaded again when a new web build replaced them. */
  function built(): Promise<Built | null> {
    const templateFile = path.join(ssrDir, TEMPLATE_FILE);
    let key: string;
    try {
      key = String(statSync(templateFile).mtimeMs);
    } catch {
      return Promise.resolve(null); // A web build without its server-side part: the shell, as before.
    }
    if (loaded?.key === key) return loaded.built;
    const moduleUrl = `${pathToFileURL(path.join(ssrDir, MODULE_FILE)).href}?build=${key}`;
    const load = async (): Promise<Built | null> => {
      try {
        const template = readFileSync(templateFile, 'utf8');
        if (!template.includes(SIGNED_IN_ROOT_MARKER) || !template.includes(SIGNED_IN_STATE_MARKER)) {
          throw new Error(`${templateFile} has no place for the page or its state`);
        }
        return { template, render: (await import(moduleUrl)) as RenderModule };
      } catch (error) {
        logger.error({ err: error }, 'The signed-in page renderer could not be loaded; the app shell is sent instead');
        return null;
      }
    };
    loaded = { key, built: load() };
    return loaded.built;
  }

  return async (c, address) => {
    try {
      const timeZone = timeZoneOfCookies(c.req.header('cookie'));
      if (!timeZone) return null;
      const build = await built();
      if (!build) return null;
      const date = todayIsoDate(clock.now(), timeZone);
      const plan = build.render.signedInPrefetches(address, date);
      if (!plan) return null;

      const ask = async (apiPath: string): Promise<{ ok: true; data: unknown } | { ok: false }> => {
        const headers = new Headers(c.req.raw.headers);
        // Plain JSON, whatever the browser accepts; nothing cached on its side applies to these.
        for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since', 'content-length']) {
          headers.delete(name);
        }
        headers.set('accept', 'application/json');
        const response = await api(new Request(new URL(apiPath, c.req.url), { headers }), c.env);
        if (response.status !== 200) {
          await response.body?.cancel();
          return { ok: false };
        }
        return { ok: true, data: await response.json() };
      };

      const session = await ask('/api/auth/session');
      if (!session.ok || !(session.data as { user?: unknown }).user) return null;
      const readAt = clock.now().getTime();
      const answers = await Promise.all(plan.map((entry) => ask(entry.path)));
      if (answers.some((answer) => !answer.ok)) return null;

      const state: SignedInState = {
        address,
        date,
        readAt,
        session: session.data,
        answers: plan.map((entry, index) => {
          const answer = answers[index];
          return { key: entry.key, data: answer?.ok ? answer.data : null };
        }),
      };
      const html = await build.render.renderSignedIn(state);
      if (html === null) return null;
      const page = build.template
        .replace(SIGNED_IN_ROOT_MARKER, () => html)
        .replace(
          SIGNED_IN_STATE_MARKER,
          () => `<script type="application/json" id="${SIGNED_IN_STATE_ID}">${stateAsScriptText(state)}</script>`,
        );
      return new Response(page, {
        status: 200,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          // One person's day: never kept by a cache, the browser's back-forward cache or the service worker.
          'Cache-Control': 'private, no-store',
          Vary: 'Cookie',
        },
      });
    } catch (error) {
      logger.warn({ err: error, address }, 'Rendering the signed-in page failed; the app shell is sent instead');
      return null;
    }
  };
}
