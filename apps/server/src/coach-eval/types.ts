import type { Preferences, SpaceType, TaskCategory, TaskDifficulty } from '@tidy/domain/constants';
import type { CoachTask, Motivation } from '../platform/coach/coach';

// The shape of an eval case: one call to the coach, written the way a household would make it, and the
// rules its answer must keep. See README.md for what each rule checks.

export const CASE_KINDS = [
  'grounding',
  'custom-rooms',
  'exclusions',
  'limits',
  'subtasks',
  'duplicates',
  'photos',
  'edits',
  'motivation',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** A photo in a case: its label and, for photo cases, an image of @solid-design-system/placeholders. */
export type CasePhoto = { label: string | null; file?: string };

/** A task already on the list, for edits. */
export type ListedTask = CoachTask & { id: string };

export type CaseCall =
  | {
      operation: 'analyzeSpace';
      input: {
        spaceType: SpaceType;
        spaceName: string;
        notes: string;
        photos: CasePhoto[];
        preferences?: Partial<Preferences>;
      };
    }
  | {
      operation: 'generateSubtasks';
      input: {
        taskDescription: string;
        spaceType: SpaceType;
        targetTime: number;
        difficulty: TaskDifficulty;
        category?: TaskCategory;
        preferences?: Partial<Preferences>;
      };
    }
  | {
      operation: 'quickWins';
      input: {
        spaceType: SpaceType;
        existingTitles: string[];
        preferences?: Partial<Preferences>;
        /** The space's set-up notes. */
        notes?: string;
      };
    }
  | { operation: 'editTasks'; input: { spaceType: SpaceType; currentTasks: ListedTask[]; prompt: string } }
  | {
      /** The motivation on screen, then `refreshes` more, each asked to differ from those already shown. */
      operation: 'refreshMotivation';
      input: { spaceType: SpaceType; tasksCompleted: number; date: string; refreshes: number };
    };

/** Where a rule looks: the task's title only, or its title and description. */
export type Where = 'title' | 'text';

/** A group of words naming one thing: any of them counts ("shoe", "sneaker", "boot"). */
export type Synonyms = readonly string[];

export type Rule =
  /** Each group is named by at least one task's title (`where: 'text'`: title or description). */
  | { rule: 'covers'; subjects: readonly Synonyms[]; where?: Where }
  /** No task's title or description says any of these words. */
  | { rule: 'never'; words: Synonyms }
  /** Every task says at least one of these words (title or description; `where: 'title'`: title). */
  | { rule: 'everyTask'; words: Synonyms; where?: Where }
  /** At least this fraction of the tasks says one of these words in its title (`where: 'text'`: or description). */
  | { rule: 'share'; words: Synonyms; atLeast: number; where?: Where }
  /** At least this many tasks say one of these words (title or description; `where: 'title'`: title). */
  | { rule: 'tasksSaying'; words: Synonyms; atLeast: number; where?: Where }
  | { rule: 'count'; min?: number; max?: number }
  | { rule: 'totalMinutes'; atMost: number }
  | { rule: 'eachMinutes'; atMost: number }
  /** No task asks for lifting, carrying, heavy things, ladders or climbing (plus `extra` words). */
  | { rule: 'noStrain'; extra?: Synonyms }
  /** At least this fraction of the tasks is worded as a game, and none needs something unsafe for a child. */
  | { rule: 'kidFriendly'; atLeast: number }
  /** No two tasks say the same action on the same thing (text.ts sameTask). */
  | { rule: 'noDuplicates' }
  /** No task says the same as one of these titles. */
  | { rule: 'notRepeating'; titles: readonly string[] }
  /** Edits: these tasks are still on the list, with their id and the same title. */
  | { rule: 'keeps'; ids: readonly string[] }
  /** Edits: these tasks are gone. */
  | { rule: 'removes'; ids: readonly string[] }
  /** Edits: a new task (one without an id) says one of these words. */
  | { rule: 'adds'; words: Synonyms }
  /** Edits: the task with this id is still there and now says one of these words. */
  | { rule: 'changes'; id: string; words: Synonyms }
  /** Edits: the task with this id is still there and takes at most this many minutes. */
  | { rule: 'taskMinutes'; id: string; atMost: number }
  /** Edits: the first task of the new list says one of these words. */
  | { rule: 'firstSays'; words: Synonyms }
  | { rule: 'understood'; value: boolean }
  /** Edits: the message says one of these words. */
  | { rule: 'messageSays'; words: Synonyms }
  /** Edits: the message names each removed task (a word of its title) or how many were removed, and says when something was added. */
  | { rule: 'messageAccounts' }
  /** Edits: the message does not apologise or say it did not understand. */
  | { rule: 'noApology' }
  /** Subtasks and edits: no new title copies five or more words in a row of the request ("Few quick tasks for the bedroom"). */
  | { rule: 'ownWords' }
  /** Motivation: each refresh has a quote and a tip not shown before it. */
  | { rule: 'refreshDiffers' };

export type EvalCase = {
  id: string;
  kind: CaseKind;
  /** What a household would be after, in a line; printed when the case fails. */
  about: string;
  call: CaseCall;
  expect: readonly Rule[];
};

/** A task as the scorers read it (edits keep ids). */
export type OutputTask = CoachTask & { id?: string };

/** What one case's call produced. */
export type CaseOutput = {
  tasks: OutputTask[];
  /** The person's sentence, for subtasks and edits. */
  request?: string;
  edit?: { understood: boolean; message: string; before: ListedTask[] };
  /** The motivation on screen first, then each refresh. */
  motivations?: Motivation[];
};

export type RuleResult = { rule: Rule['rule']; pass: boolean; reason?: string };

export type CaseResult = {
  id: string;
  kind: CaseKind;
  about: string;
  /** 1 when every rule passed, else 0. */
  score: 0 | 1;
  rules: RuleResult[];
  skipped?: string;
  error?: string;
  output?: CaseOutput;
};
