import { DAILY_TASK_MINUTES, DAILY_TASK_POINTS, QUICK_ADD_TASK_MINUTES } from '@tidy/domain/constants';
import { dailyTaskInput, type DailyTaskInput } from '@tidy/domain/validation';

/** The add-daily-task form as typed: numbers are still text. */
export type DailyTaskFields = {
  title: string;
  description: string;
  estimated_time: string;
  points: string;
};

export type DailyTaskProblems = Partial<Record<keyof DailyTaskFields, string>>;

export const EMPTY_DAILY_TASK_FIELDS: DailyTaskFields = {
  title: '',
  description: '',
  estimated_time: String(DAILY_TASK_MINUTES.default),
  points: String(DAILY_TASK_POINTS.default),
};

// '' must fail the range check, not become 0 silently or the default.
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Checks the form with the same rules as the server (spec 02 §5): the task to send, or a problem per field. */
export function readDailyTaskFields(
  fields: DailyTaskFields,
): { ok: true; task: DailyTaskInput } | { ok: false; problems: DailyTaskProblems } {
  const description = fields.description.trim();
  const result = dailyTaskInput.safeParse({
    title: fields.title,
    description: description === '' ? undefined : description,
    estimated_time: asNumber(fields.estimated_time),
    points: asNumber(fields.points),
  });
  if (result.success) return { ok: true, task: result.data };
  const problems: DailyTaskProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in fields && !problems[field as keyof DailyTaskFields]) {
      problems[field as keyof DailyTaskFields] = issue.message;
    }
  }
  return { ok: false, problems };
}

/** A quick-add task: just a title, a small task (5 minutes) with the default points. */
export function quickDailyTask(title: string) {
  return readDailyTaskFields({ ...EMPTY_DAILY_TASK_FIELDS, title, estimated_time: String(QUICK_ADD_TASK_MINUTES) });
}
