import { UPKEEP_INTERVAL_DAYS, upkeepTaskInput, type UpkeepTaskInput } from '@tidy/domain/upkeep';

/** The Add New Task form as typed: the interval is still text. */
export type UpkeepTaskFields = { name: string; interval_days: string };
export type UpkeepTaskProblems = Partial<Record<keyof UpkeepTaskFields, string>>;

export const EMPTY_UPKEEP_TASK_FIELDS: UpkeepTaskFields = {
  name: '',
  interval_days: String(UPKEEP_INTERVAL_DAYS.default),
};

// '' must fail the range check, not become 0 or the default silently.
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Checks the form with the server's own rules: the task to send, or one problem per field. */
export function readUpkeepTaskFields(
  fields: UpkeepTaskFields,
): { ok: true; task: UpkeepTaskInput } | { ok: false; problems: UpkeepTaskProblems } {
  const result = upkeepTaskInput.safeParse({ name: fields.name, interval_days: asNumber(fields.interval_days) });
  if (result.success) return { ok: true, task: result.data };
  const problems: UpkeepTaskProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'interval_days') && !problems[field]) problems[field] = issue.message;
  }
  return { ok: false, problems };
}
