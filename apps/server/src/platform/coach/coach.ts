import type { Preferences, SpaceType, TaskCategory, TaskDifficulty } from '@tidy/domain/constants';
import type { DetectedObject } from '../../db/schema/photos';

// The coach plans organizing work (spec 02 §7: analyze-space, generate-subtasks-ai, edit-tasks-ai,
// daily-motivation). Two providers implement it: the builtin planner (offline, deterministic) and an
// OpenAI-compatible model, which falls back to the builtin one on any failure.

/** One planned task, in the shape space_tasks and daily tasks are saved with. */
export type CoachTask = {
  title: string;
  description: string;
  category: TaskCategory;
  /** 1 (low) to 4 (top); the points rules of spec 02 §9 read it. */
  priority: 1 | 2 | 3 | 4;
  /** Whole minutes, at least 1. */
  estimated_time: number;
};

/** A photo as the coach sees it: its label, what the object detector found, and its bytes. */
export type CoachPhoto = {
  label: string | null;
  /** Objects the detector found (boxes in fractions of the image); absent when no detector looked. */
  detections?: DetectedObject[];
  /** The stored, resized JPEG/WebP; only the model provider reads it. */
  image?: () => Promise<{ bytes: Uint8Array; contentType: string }>;
};

export type AnalyzeSpaceInput = {
  spaceType: SpaceType;
  spaceName: string;
  photos: CoachPhoto[];
  notes: string;
  preferences: Preferences;
};

export type SubtasksInput = {
  /** What the person wants to get done, in their words ('' when the planner asks by type only). */
  taskDescription: string;
  /** The space's set-up notes: what they leave out, keep or limit holds for the subtasks too. */
  notes?: string;
  spaceType: SpaceType;
  /** Minutes the whole plan should take. */
  targetTime: number;
  difficulty: TaskDifficulty;
  /** The planner's task type; absent for the free-text subtask control. */
  category?: TaskCategory;
  preferences: Preferences;
};

export type QuickWinsInput = {
  spaceType: SpaceType;
  /** Titles the person already has today, so ideas do not repeat them. */
  existingTitles: string[];
  /** The space's set-up notes, so ideas leave out what the household left out ("no TV"). */
  notes?: string;
  preferences: Preferences;
};

export type EditTasksInput = {
  spaceType: SpaceType;
  /** The tasks the edit may change; `id` is kept on tasks that survive. */
  currentTasks: (CoachTask & { id: string })[];
  prompt: string;
  /** The space's set-up notes: a task the edit adds never goes against them ("no closet"). */
  notes?: string;
};

export type EditTasksResult = {
  /** False when the request was not understood; `tasks` is then the input unchanged. */
  understood: boolean;
  /** One plain sentence saying what changed, or what the coach did not understand. */
  message: string;
  /** The new list: surviving tasks keep their id; new tasks have none. */
  tasks: (CoachTask & { id?: string })[];
};

export type MotivationInput = {
  spaceType: SpaceType;
  /** Tasks the person completed today in the space. */
  tasksCompleted: number;
  /** The person's local date (YYYY-MM-DD): the same day gives the same quote and tip. */
  date: string;
  /** Asking for another card: quotes and tips already shown, which the new card must not repeat. */
  exclude?: { quotes: string[]; tips: string[] };
};

export type Motivation = { quote: string; dailyTip: string; aiEncouragement: string };

export type Coach = {
  /** 'builtin' or 'openai-compatible', for logs and the health of the configuration. */
  readonly name: string;
  analyzeSpace(input: AnalyzeSpaceInput): Promise<CoachTask[]>;
  generateSubtasks(input: SubtasksInput): Promise<CoachTask[]>;
  quickWins(input: QuickWinsInput): Promise<CoachTask[]>;
  editTasks(input: EditTasksInput): Promise<EditTasksResult>;
  dailyMotivation(input: MotivationInput): Promise<Motivation>;
};
