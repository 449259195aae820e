import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// For tests: a chat-completions server on 127.0.0.1 that answers what the test tells it to and keeps
// every request it received, the way OpenAI, Ollama or vLLM would be seen by the coach.

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // The request body as the coach sent it; tests read into it freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
};

export type ServerAnswer =
  /** A chat completion whose message content is this text. */
  | { content: string; delayMs?: number }
  /** Any other HTTP answer. */
  | { status: number; body: string; delayMs?: number };

export type TestChatServer = {
  /** The base URL the coach is given, e.g. http://127.0.0.1:5123/v1. */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** What every following request is answered with (a function can look at the request). */
  answer(with_: ServerAnswer | ((request: ReceivedRequest) => ServerAnswer)): void;
  /** A chat completion carrying this value as its JSON content. */
  answerJson(value: unknown): void;
  close(): Promise<void>;
};

export async function startTestChatServer(): Promise<TestChatServer> {
  const requests: ReceivedRequest[] = [];
  let answerFor: (request: ReceivedRequest) => ServerAnswer = () => ({ status: 503, body: 'no answer set' });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      requests.push(request);
      const answer = answerFor(request);
      const send = () => {
        if (res.destroyed) return;
        if ('content' in answer) {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              id: `chatcmpl-${requests.length}`,
              object: 'chat.completion',
              model: request.body?.model,
              choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
            }),
          );
        } else {
          res.writeHead(answer.status, { 'Content-Type': 'application/json' });
          res.end(answer.body);
        }
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(with_) {
      answerFor = typeof with_ === 'function' ? with_ : () => with_;
    },
    answerJson(value) {
      answerFor = () => ({ content: JSON.stringify(value) });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A local address nothing listens on, for "connection refused". */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
