import { TASK_CATEGORIES } from '@tidy/domain/constants';

// The JSON schemas sent as response_format, one per operation. They stay inside the subset every
// structured-output server accepts (OpenAI strict mode, Ollama, vLLM): every property required,
// null instead of optional, no additional properties, no numeric or length limits — those are
// checked after the reply arrives (model-replies.ts).

export type ReplyFormat = { name: string; schema: Record<string, unknown> };

const taskProperties = {
  title: { type: 'string', description: 'A short imperative title, under 80 characters.' },
  description: {
    type: 'string',
    description: 'The steps, 2 to 5 of them, each on its own line starting with "- ".',
  },
  category: { type: 'string', enum: [...TASK_CATEGORIES] },
  priority: { type: 'integer', enum: [1, 2, 3, 4], description: '1 low, 4 top.' },
  estimated_time: { type: 'integer', description: 'Whole minutes, at least 1.' },
} as const;

const task = {
  type: 'object',
  properties: taskProperties,
  required: Object.keys(taskProperties),
  additionalProperties: false,
};

const taskWithId = {
  type: 'object',
  properties: {
    id: { type: ['string', 'null'], description: 'The id of a current task that is kept; null for a new task.' },
    ...taskProperties,
  },
  required: ['id', ...Object.keys(taskProperties)],
  additionalProperties: false,
};

export const TASK_LIST_FORMAT: ReplyFormat = {
  name: 'task_list',
  schema: {
    type: 'object',
    properties: { tasks: { type: 'array', items: task } },
    required: ['tasks'],
    additionalProperties: false,
  },
};

export const EDITED_TASKS_FORMAT: ReplyFormat = {
  name: 'edited_task_list',
  schema: {
    type: 'object',
    properties: {
      understood: { type: 'boolean' },
      message: { type: 'string', description: 'One plain sentence: what changed, or what was not understood.' },
      tasks: { type: 'array', items: taskWithId },
    },
    required: ['understood', 'message', 'tasks'],
    additionalProperties: false,
  },
};

export const MOTIVATION_FORMAT: ReplyFormat = {
  name: 'motivation_card',
  schema: {
    type: 'object',
    properties: {
      quote: { type: 'string' },
      dailyTip: { type: 'string' },
      aiEncouragement: { type: 'string' },
    },
    required: ['quote', 'dailyTip', 'aiEncouragement'],
    additionalProperties: false,
  },
};
