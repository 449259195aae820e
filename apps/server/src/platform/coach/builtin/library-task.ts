import type { SpaceType, TaskCategory } from '@tidy/domain/constants';

// One task the builtin coach can suggest, written once and shared by every plan it makes.

/** How long a task takes: quick 2–6 minutes, focused 12–25, deep 30–45. */
export const DURATION_BANDS = {
  quick: { min: 2, max: 6 },
  focused: { min: 12, max: 25 },
  deep: { min: 30, max: 45 },
} as const;
export type DurationBand = keyof typeof DURATION_BANDS;
export const BAND_NAMES = ['quick', 'focused', 'deep'] as const satisfies readonly DurationBand[];

export type Priority = 1 | 2 | 3 | 4;

export type LibraryTask = {
  /** Stable and unique: the room (or 'any') and the title, for tests and logs. */
  readonly id: string;
  /** The rooms it suits; generic tasks list every space type. */
  readonly spaces: readonly SpaceType[];
  readonly specific: boolean;
  readonly category: TaskCategory;
  readonly title: string;
  readonly steps: readonly string[];
  readonly priority: Priority;
  readonly estimated_time: number;
  readonly band: DurationBand;
  /** Canonical terms (see vocabulary.ts) for the areas and objects the task concerns. */
  readonly tags: readonly string[];
};

/** The band a number of minutes falls in; times between bands count as the nearer one. */
export function bandOf(minutes: number): DurationBand {
  if (minutes <= 9) return 'quick';
  if (minutes <= 27) return 'focused';
  return 'deep';
}

/** Bullet lines, because the web's step parser turns each one into a step. */
export function bulletList(steps: readonly string[]): string {
  return steps.map((step) => `- ${step}`).join('\n');
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

type TaskLine = [
  category: TaskCategory,
  minutes: number,
  priority: Priority,
  title: string,
  tags: readonly string[],
  steps: readonly string[],
];

/** The tasks of one room (or of every room, for generic ones), written as compact lines. */
export function roomTasks(spaces: readonly SpaceType[], specific: boolean, lines: readonly TaskLine[]): LibraryTask[] {
  const room = specific ? spaces.join('+') : 'any';
  return lines.map(([category, minutes, priority, title, tags, steps]) => ({
    id: `${room}:${slug(title)}`,
    spaces,
    specific,
    category,
    title,
    steps,
    priority,
    estimated_time: minutes,
    band: bandOf(minutes),
    tags,
  }));
}
