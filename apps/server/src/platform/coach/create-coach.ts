import type { Logger } from 'pino';
import { createBuiltinCoach } from './builtin/builtin-coach';
import type { Coach } from './coach';
import { createOpenAiCoach } from './openai/openai-coach';

/** Which coach plans the work: the offline builtin one, or a model that falls back to it. */
export type CoachSettings =
  | { kind: 'builtin' }
  | { kind: 'openai-compatible'; baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number };

export function createCoach(settings: CoachSettings, logger: Logger): Coach {
  const builtin = createBuiltinCoach();
  if (settings.kind === 'builtin') return builtin;
  const { baseUrl, model, apiKey, timeoutMs } = settings;
  logger.info({ provider: settings.kind, baseUrl, model }, 'coach: asking a model, with the builtin coach as fallback');
  return createOpenAiCoach({ baseUrl, model, apiKey, timeoutMs }, builtin, logger);
}
