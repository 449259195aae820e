import { SMTPServer } from 'smtp-server';

// A real SMTP server that keeps every message it receives, for tests that follow an e-mailed link.
// Shared by the server integration tests and the end-to-end tests.

export type SunkMail = { from: string; to: string[]; subject: string; text: string; html: string; links: string[] };

export type MailSink = {
  url: string;
  messages: SunkMail[];
  /** Resolves with the first (or n-th) message to `address` whose subject matches. */
  waitFor(address: string, options?: { subject?: RegExp; nth?: number; timeoutMs?: number }): Promise<SunkMail>;
  close(): Promise<void>;
};

export async function startMailSink(): Promise<MailSink> {
  const messages: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push(parseMail(raw, session.envelope.rcptTo.map((to) => to.address.toLowerCase())));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, { subject, nth = 1, timeoutMs = 15_000 } = {}) {
      const started = Date.now();
      for (;;) {
        const matching = messages.filter((mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)));
        if (matching.length >= nth) return matching[nth - 1]!;
        if (Date.now() - started > timeoutMs) throw new Error(`no e-mail #${nth} to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for our own messages: headers, multipart/alternative, quoted-printable or base64 parts. */
function parseMail(raw: string, to: string[]): SunkMail {
  const { headers, body } = splitHeaders(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitHeaders(section.replace(/^\r?\n/, ''));
      parts.push({ type: part.headers['content-type'] ?? '', content: decode(part.body, part.headers['content-transfer-encoding']) });
    }
  } else {
    parts.push({ type: headers['content-type'] ?? 'text/plain', content: decode(body, headers['content-transfer-encoding']) });
  }
  const text = parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '';
  const html = parts.find((part) => part.type.startsWith('text/html'))?.content ?? '';
  const links = [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
  return { from: headers.from ?? '', to, subject: headers.subject ?? '', text, html, links };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decode(body: string, encoding = '7bit'): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
