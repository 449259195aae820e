// The look of every e-mail: a plain-text body that reads well on its own, and a simple HTML version in the
// product's colours that works in mail clients (tables, inline styles, no images or remote content).

export type MailContent = {
  /** Shown as the first line and the HTML heading. */
  heading: string;
  /** Paragraphs before the button. */
  intro: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (e.g. "if you did not ask for this…"). */
  outro?: string[];
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function renderMail(content: MailContent): { text: string; html: string; links: string[] } {
  const outro = content.outro ?? [];
  const text = [
    content.heading,
    '',
    ...content.intro.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...outro.flatMap((paragraph) => [paragraph, '']),
    '— Tidy Steps, your home-organizing coach',
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#3d4a45">${escapeHtml(value)}</p>`;
  const button = content.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:12px;background:#2f6b5e">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7672">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#2f6b5e;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f7f4ee;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f7f4ee;padding:32px 12px"><tr><td align="center">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:16px;border:1px solid #e4dfd5">` +
    `<tr><td style="padding:28px 32px 8px;font-size:15px;font-weight:700;color:#2f6b5e">Tidy Steps</td></tr>` +
    `<tr><td style="padding:8px 32px 24px">` +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1e2b27">${escapeHtml(content.heading)}</h1>` +
    content.intro.map(paragraph).join('') +
    button +
    outro.map(paragraph).join('') +
    `</td></tr></table>` +
    `<p style="margin:16px 0 0;font-size:12px;color:#6b7672">Tidy Steps · your home-organizing coach, one small step at a time</p>` +
    `</td></tr></table></body></html>`;
  return { text, html, links: content.action ? [content.action.url] : [] };
}
