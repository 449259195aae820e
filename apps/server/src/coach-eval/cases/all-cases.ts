import type { EvalCase } from '../types';
import { CUSTOM_ROOM_CASES } from './custom-rooms';
import { DUPLICATE_CASES } from './duplicates';
import { EDIT_CASES } from './edits';
import { EXCLUSION_CASES } from './exclusions';
import { FRESH_CASES } from './fresh';
import { GROUNDING_CASES } from './grounding';
import { LIMIT_CASES } from './limits';
import { MOTIVATION_CASES } from './motivation';
import { PHOTO_CASES } from './photos';
import { SUBTASK_CASES } from './subtasks';

/** Every case, kind by kind. */
export const ALL_CASES: readonly EvalCase[] = [
  ...GROUNDING_CASES,
  ...CUSTOM_ROOM_CASES,
  ...EXCLUSION_CASES,
  ...LIMIT_CASES,
  ...SUBTASK_CASES,
  ...DUPLICATE_CASES,
  ...PHOTO_CASES,
  ...EDIT_CASES,
  ...MOTIVATION_CASES,
  ...FRESH_CASES,
];
