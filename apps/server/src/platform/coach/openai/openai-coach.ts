import type { Logger } from 'pino';
import type { Coach } from '../coach';
import { completeAsJson, type ChatMessage, type ChatModelSettings } from './chat-completions';
import { analysisWords, editKeptRules, keptRules, motivationKeptRules, quickWinsWords, subtasksWords } from './house-rules';
import { editedTasks, motivationCard, plannedTasks, quickWinIdeas, subtasksFor } from './model-replies';
import {
  analyzeSpaceMessages,
  editTasksMessages,
  motivationMessages,
  quickWinsMessages,
  subtasksMessages,
} from './prompts';
import { EDITED_TASKS_FORMAT, MOTIVATION_FORMAT, TASK_LIST_FORMAT, type ReplyFormat } from './reply-formats';

type Operation = Exclude<keyof Coach, 'name'>;

/**
 * The coach backed by a model behind an OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM).
 * A person always gets an answer: when the model is slow, down, or answers something unusable, the
 * fallback coach answers instead and the failure is logged.
 */
export function createOpenAiCoach(settings: ChatModelSettings, fallback: Coach, logger: Logger): Coach {
  async function ask<Output>(
    operation: Operation,
    request: { messages: () => ChatMessage[] | Promise<ChatMessage[]>; format: ReplyFormat },
    use: (reply: unknown) => Output,
    fallbackAnswer: () => Promise<Output>,
  ): Promise<Output> {
    try {
      return use(await completeAsJson(settings, await request.messages(), request.format));
    } catch (error) {
      // The error says what went wrong; it never carries the key or the photos.
      logger.warn({ err: error, operation, provider: 'openai-compatible' }, 'coach model failed; using the builtin coach');
      return fallbackAnswer();
    }
  }

  return {
    name: 'openai-compatible',
    analyzeSpace: (input) =>
      ask(
        'analyzeSpace',
        { messages: () => analyzeSpaceMessages(input), format: TASK_LIST_FORMAT },
        (reply) => keptRules(plannedTasks(reply), { understanding: analysisWords(input) }),
        () => fallback.analyzeSpace(input),
      ),
    generateSubtasks: (input) =>
      ask(
        'generateSubtasks',
        { messages: () => subtasksMessages(input), format: TASK_LIST_FORMAT },
        (reply) => {
          const said = subtasksWords(input);
          // "Only ten minutes" in the person's words wins over the planner's target.
          const minutes = said.limits.maxMinutes === null ? input.targetTime : Math.min(said.limits.maxMinutes, input.targetTime);
          return keptRules(subtasksFor(reply, minutes), { understanding: said, targetMinutes: minutes });
        },
        () => fallback.generateSubtasks(input),
      ),
    quickWins: (input) =>
      ask(
        'quickWins',
        { messages: () => quickWinsMessages(input), format: TASK_LIST_FORMAT },
        (reply) =>
          keptRules(quickWinIdeas(reply, input.existingTitles), {
            understanding: quickWinsWords(input),
            existing: input.existingTitles.map((title) => ({ title })),
          }),
        () => fallback.quickWins(input),
      ),
    editTasks: (input) =>
      ask(
        'editTasks',
        { messages: () => editTasksMessages(input), format: EDITED_TASKS_FORMAT },
        (reply) => editKeptRules(editedTasks(reply, input), input),
        () => fallback.editTasks(input),
      ),
    dailyMotivation: (input) =>
      ask(
        'dailyMotivation',
        { messages: () => motivationMessages(input), format: MOTIVATION_FORMAT },
        (reply) => motivationKeptRules(motivationCard(reply), input),
        () => fallback.dailyMotivation(input),
      ),
  };
}
