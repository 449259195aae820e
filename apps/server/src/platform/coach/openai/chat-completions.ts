import { z } from 'zod';
import type { ReplyFormat } from './reply-formats';
import { UnusableReply } from './model-replies';

// One call to an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, …) asking for
// JSON in a given schema. Plain fetch: the protocol is one POST, and no SDK covers every server.

export type ChatModelSettings = { baseUrl: string; model: string; apiKey?: string | undefined; timeoutMs: number };

export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
export type ChatMessage = { role: 'system' | 'user'; content: string | ContentPart[] };

const TEMPERATURE = 0.4;
/** How much of an error answer goes into the log: enough to see why, never a whole page. */
const ERROR_SNIPPET_LENGTH = 300;

const completion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }) }))
    .min(1),
});

export class ModelRequestFailed extends Error {
  override name = 'ModelRequestFailed';
}

/** Sends the messages and returns the reply's content parsed as JSON (not yet checked against the schema). */
export async function completeAsJson(
  settings: ChatModelSettings,
  messages: ChatMessage[],
  format: ReplyFormat,
): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (settings.apiKey) headers.Authorization = `Bearer ${settings.apiKey}`;
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: settings.model,
      messages,
      response_format: { type: 'json_schema', json_schema: { name: format.name, strict: true, schema: format.schema } },
      temperature: TEMPERATURE,
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ModelRequestFailed(`the model server answered ${response.status}: ${text.slice(0, ERROR_SNIPPET_LENGTH)}`);
  }
  const body = completion.safeParse(parseJson(text));
  if (!body.success) throw new ModelRequestFailed('the model server did not answer a chat completion');
  const message = body.data.choices[0]!.message;
  if (message.refusal) throw new UnusableReply(`the model refused: ${message.refusal.slice(0, ERROR_SNIPPET_LENGTH)}`);
  if (!message.content) throw new UnusableReply('the reply is empty');
  const reply = parseJson(replyJson(message.content));
  if (reply === undefined) throw new UnusableReply(`the reply is not JSON: ${message.content.slice(0, ERROR_SNIPPET_LENGTH)}`);
  return reply;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON in a reply: some local models think aloud first (<think>…</think>) or wrap it in ```json fences. */
export function replyJson(content: string): string {
  const withoutThinking = content.replace(/^\s*<think>[\s\S]*?<\/think>/, '').trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(withoutThinking);
  return fenced ? fenced[1]! : withoutThinking;
}
