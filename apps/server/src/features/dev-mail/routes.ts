import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client';
import { isForwarded, isLoopback, socketAddress } from '../../http/client-address';
import { NotFound } from '../../http/errors';
import { createRouter } from '../../http/router';
import { latestOutboxMail } from '../../platform/mail/outbox';

const devMail = createRoute({
  method: 'get',
  path: '/dev/mail',
  tags: ['development'],
  summary: 'The development outbox: e-mails kept when no SMTP server is set (this machine only)',
  responses: {
    200: { content: { 'text/html': { schema: z.string() } }, description: 'The kept e-mails, newest first' },
    404: { description: 'Not served: SMTP is configured, or the request is not from this machine' },
  },
});

/**
 * Served only while the outbox is the mail transport, and only to a browser on this same machine that did
 * not come through a proxy: the page holds other people's sign-in links.
 */
export function devMailRoutes(deps: { db: Database; outboxEnabled: boolean }) {
  return createRouter().openapi(devMail, async (c) => {
    if (!deps.outboxEnabled || isForwarded(c) || !isLoopback(socketAddress(c))) throw new NotFound('Not found.');
    const messages = await latestOutboxMail(deps.db);
    c.header('Cache-Control', 'no-store');
    return c.html(renderOutbox(messages), 200);
  });
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderOutbox(messages: Awaited<ReturnType<typeof latestOutboxMail>>): string {
  const items = messages
    .map(
      (message) => `
      <article>
        <header>
          <h2>${escapeHtml(message.subject)}</h2>
          <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></p>
        </header>
        ${message.links.map((link) => `<p class="action"><a class="button" href="${escapeHtml(link)}">Open the link</a></p>`).join('')}
        <pre>${linkify(message.text)}</pre>
      </article>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox · Tidy Steps</title>
<style>
  body { margin: 0; background: #f7f4ee; color: #1e2b27; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 760px; margin: 0 auto; padding: 32px 20px 64px; }
  h1 { font-size: 28px; margin: 0 0 8px; }
  .intro { color: #4f5b57; margin: 0 0 24px; }
  article { background: #fff; border: 1px solid #e4dfd5; border-radius: 16px; padding: 20px 24px; margin: 0 0 16px; }
  h2 { font-size: 18px; margin: 0; }
  .meta { color: #4f5b57; margin: 4px 0 12px; font-size: 14px; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; color: #3d4a45; }
  a { color: #2f6b5e; }
  .button { display: inline-block; background: #2f6b5e; color: #fff; border-radius: 10px; padding: 8px 16px; font-weight: 600; text-decoration: none; }
  .button:focus-visible, a:focus-visible { outline: 3px solid #1e2b27; outline-offset: 2px; }
  .empty { background: #fff; border: 1px dashed #cfc8ba; border-radius: 16px; padding: 24px; color: #4f5b57; }
</style>
</head>
<body>
<main>
  <h1>Development outbox</h1>
  <p class="intro">No mail server is set up (SMTP_URL), so Tidy Steps keeps its e-mails here, newest first. Only this computer can see this page.</p>
  ${items || '<p class="empty">No e-mails yet. Sign up or ask for a sign-in link, then reload this page.</p>'}
</main>
</body>
</html>`;
}
