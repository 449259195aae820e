import type { Preferences, SpaceType, TaskCategory, TaskDifficulty } from '@tidy/domain/constants';
import type { CaseKind, CasePhoto, EvalCase, ListedTask, Rule } from '../types';

// Short ways to write a case, so a case file reads like the households' own sentences.

type AnalyzeInput = {
  spaceType: SpaceType;
  spaceName: string;
  notes?: string;
  /** Photo labels without images. */
  labels?: string[];
  /** Photographs (files of @solid-design-system/placeholders/images) with an optional label. */
  photos?: CasePhoto[];
  preferences?: Partial<Preferences>;
};

export function analyze(kind: CaseKind, id: string, about: string, input: AnalyzeInput, expect: Rule[]): EvalCase {
  const { labels = [], photos = [], notes = '', ...rest } = input;
  return {
    id,
    kind,
    about,
    call: {
      operation: 'analyzeSpace',
      input: { ...rest, notes, photos: [...photos, ...labels.map((label) => ({ label }))] },
    },
    expect,
  };
}

type SubtasksInput = {
  spaceType: SpaceType;
  targetTime?: number;
  difficulty?: TaskDifficulty;
  category?: TaskCategory;
  preferences?: Partial<Preferences>;
};

/** The subtask control: a task described in the person's words. Steps are in the coach's own words. */
export function subtasks(
  kind: CaseKind,
  id: string,
  taskDescription: string,
  input: SubtasksInput,
  expect: Rule[],
): EvalCase {
  const { targetTime = 30, difficulty = 'medium', ...rest } = input;
  return {
    id,
    kind,
    about: taskDescription,
    call: { operation: 'generateSubtasks', input: { taskDescription, targetTime, difficulty, ...rest } },
    expect: [...expect, { rule: 'ownWords' }],
  };
}

type QuickWinsInput = {
  spaceType: SpaceType;
  existingTitles?: string[];
  notes?: string;
  preferences?: Partial<Preferences>;
};

export function quickWins(kind: CaseKind, id: string, about: string, input: QuickWinsInput, expect: Rule[]): EvalCase {
  const { existingTitles = [], ...rest } = input;
  return { id, kind, about, call: { operation: 'quickWins', input: { existingTitles, ...rest } }, expect };
}

/** An edit of a list by a sentence. New titles are in the coach's own words, not the sentence copied. */
export function edit(
  kind: CaseKind,
  id: string,
  prompt: string,
  input: { spaceType: SpaceType; currentTasks: ListedTask[] },
  expect: Rule[],
): EvalCase {
  return {
    id,
    kind,
    about: prompt,
    call: { operation: 'editTasks', input: { ...input, prompt } },
    expect: [...expect, { rule: 'ownWords' }],
  };
}

/** A task already on a space's list. */
export function listed(
  id: string,
  title: string,
  estimated_time: number,
  category: TaskCategory,
  description = '',
  priority: ListedTask['priority'] = 2,
): ListedTask {
  return { id, title, description, category, priority, estimated_time };
}

export const ids = (tasks: readonly ListedTask[], ...except: string[]) =>
  tasks.map((task) => task.id).filter((id) => !except.includes(id));
