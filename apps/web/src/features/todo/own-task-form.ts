import { TODO_MINUTES } from '@tidy/domain/constants';
import { todoInput } from '@tidy/domain/validation';
import type { NewTodo } from './todo-state';

/** The "Add Your Own Task" form as typed: the time is still text. */
export type OwnTaskFields = { task: string; estimatedTime: string };
export type OwnTaskProblems = Partial<Record<keyof OwnTaskFields, string>>;

export const EMPTY_OWN_TASK: OwnTaskFields = { task: '', estimatedTime: String(TODO_MINUTES.default) };

/** Spec 02 §5: Add stays disabled until the description has more than spaces. */
export const canAddOwnTask = (fields: OwnTaskFields) => fields.task.trim() !== '';

// '' must fail the range check, not become 0 silently or the default.
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Checks the form with the server's rules: the item to add (a custom task), or a problem per field. */
export function readOwnTask(fields: OwnTaskFields): { ok: true; todo: NewTodo } | { ok: false; problems: OwnTaskProblems } {
  // The box has a few rows for a long description to wrap in, but an item is one line: Enter is a space.
  const task = fields.task.replace(/\s*[\r\n]+\s*/g, ' ');
  const result = todoInput.safeParse({ task, estimatedTime: asNumber(fields.estimatedTime) });
  if (result.success) {
    return { ok: true, todo: { task: result.data.task, estimatedTime: result.data.estimatedTime, isCustom: true, points: 0 } };
  }
  const problems: OwnTaskProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'task' || field === 'estimatedTime') && !problems[field]) problems[field] = issue.message;
  }
  return { ok: false, problems };
}
