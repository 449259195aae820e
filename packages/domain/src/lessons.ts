import { type LessonDifficulty, MOTIVATION_STYLES, ROOM_ROUTINE_STEPS, UNIT1_LESSON_COUNT } from './constants';
import { lessonXp as xpForCompletedLessons } from './points';
import { ADVANCED_LESSONS } from './lesson-advanced';
import { GETTING_STARTED_LESSONS } from './lesson-basics';
import { BATHROOM_ROUTINE } from './lesson-routine-bathroom';
import { BEDROOM_ROUTINE } from './lesson-routine-bedroom';
import { KITCHEN_ROUTINE } from './lesson-routine-kitchen';
import { LIVING_ROOM_ROUTINE } from './lesson-routine-living-room';
import { OFFICE_ROUTINE } from './lesson-routine-office';
import { OTHER_ROUTINE } from './lesson-routine-other';

// The guided lesson path (01 §2 "Lesson path screen", §4 "Lesson locking"; 02 §2 "Lesson screen",
// §4 "Lesson", §9). The path is the same 24 ids for everyone; only Unit 2's content changes with
// the room the person chose. Units:
//   Unit 1 "Getting Started"      ids 1–6   Beginner, 5 minutes each (fixed)
//   Unit 2 "<Room> Routine"       ids 7–19  the 13-step room routine for the chosen style
//   Unit 3 "Beyond the Basics"    ids 20–24 Time Management Systems … Organization Leadership
// The original put those five advanced lessons straight after the routine (02 §2 "Lessons 8-12");
// we give them their own unit so the path screen can draw a banner for them. The spec's
// 'Unit 3 Coming Soon!' marker ("when lesson 25 is done") therefore becomes "when the whole path
// is done": see isPathComplete.

// ── Types ────────────────────────────────────────────────────────────────

/** The room routines of Unit 2: one per space style the preference can name. */
export const ROOM_STYLES = ['bedroom', 'kitchen', 'living-room', 'office', 'bathroom', 'other'] as const;
export type RoomStyle = (typeof ROOM_STYLES)[number];

/** The lucide-react icons the web app maps (kebab-case names); lessons use only these. */
export const LESSON_ICONS = [
  'sparkles',
  'target',
  'timer',
  'trash-2',
  'box',
  'layers',
  'bed',
  'utensils',
  'sofa',
  'briefcase',
  'bath',
  'home',
  'calendar',
  'leaf',
  'archive',
  'wrench',
  'users',
  'check-circle',
  'star',
  'list-checks',
] as const;
export type LessonIcon = (typeof LESSON_ICONS)[number];

/** One screen of teaching content; paragraphs are separated by "\n". */
export type LessonSubStep = { title: string; content: string };

export type Lesson = {
  id: number;
  unit: number;
  unitTitle: string;
  title: string;
  description: string;
  /** A lucide-react icon name in kebab-case, one of LESSON_ICONS. */
  icon: string;
  difficulty: LessonDifficulty;
  /** Minutes, within LESSON_MINUTES (5–120). */
  estimatedTime: number;
  /** "What you'll learn": 3–5 items. */
  learningPoints: string[];
  /** 3–6 screens of teaching content. */
  subSteps: LessonSubStep[];
  /** "Your Tasks" checklist: 2–5 concrete actions. */
  tasks: string[];
};

/** What a content file writes for one lesson; the path gives it its id and unit. */
export type LessonContent = Omit<Lesson, 'id' | 'unit' | 'unitTitle' | 'icon'> & { icon: LessonIcon };

export type LessonUnit = { unit: number; title: string; lessons: Lesson[] };

// ── Path structure ───────────────────────────────────────────────────────

export const GETTING_STARTED_UNIT_TITLE = 'Getting Started';
export const ADVANCED_UNIT_TITLE = 'Beyond the Basics';

export const FIRST_LESSON_ID = 1;
export const FIRST_ROUTINE_LESSON_ID = UNIT1_LESSON_COUNT + 1; // 7
export const LAST_ROUTINE_LESSON_ID = UNIT1_LESSON_COUNT + ROOM_ROUTINE_STEPS; // 19
export const FIRST_ADVANCED_LESSON_ID = LAST_ROUTINE_LESSON_ID + 1; // 20
export const LAST_LESSON_ID = LAST_ROUTINE_LESSON_ID + ADVANCED_LESSONS.length; // 24
export const LESSON_COUNT = LAST_LESSON_ID;

/** How each room style is named in its Unit 2 title, "<Room> Routine". */
export const ROOM_STYLE_NAMES: Readonly<Record<RoomStyle, string>> = {
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  'living-room': 'Living Room',
  office: 'Office',
  bathroom: 'Bathroom',
  // The generic routine works in whichever space the person named in lesson 2.
  other: 'Any Space',
};

const ROUTINES: Readonly<Record<RoomStyle, readonly LessonContent[]>> = {
  bedroom: BEDROOM_ROUTINE,
  kitchen: KITCHEN_ROUTINE,
  'living-room': LIVING_ROOM_ROUTINE,
  office: OFFICE_ROUTINE,
  bathroom: BATHROOM_ROUTINE,
  other: OTHER_ROUTINE,
};

export function isRoomStyle(value: unknown): value is RoomStyle {
  return typeof value === 'string' && (ROOM_STYLES as readonly string[]).includes(value);
}

/**
 * The room routine for a preference's motivation_style (a space type or 'gentle').
 * The six routine rooms map to themselves. Garage and gym have no routine of their own and take
 * the room-agnostic 'other' routine, which is written around storage and zones and fits them.
 * 'gentle' (the default, meaning "no room chosen"), a missing preference or an unknown value
 * also take 'other': it talks about "the space you chose" in lesson 2, so it suits any home.
 */
export function roomStyleFor(motivationStyle: string | null | undefined): RoomStyle {
  return isRoomStyle(motivationStyle) ? motivationStyle : 'other';
}

/** Every preference value the API accepts, with the routine it leads to (for docs and tests). */
export const ROOM_STYLE_BY_MOTIVATION_STYLE = Object.fromEntries(
  MOTIVATION_STYLES.map((style) => [style, roomStyleFor(style)]),
) as Readonly<Record<(typeof MOTIVATION_STYLES)[number], RoomStyle>>;

export function routineUnitTitle(style: RoomStyle): string {
  return `${ROOM_STYLE_NAMES[style]} Routine`;
}

function numbered(contents: readonly LessonContent[], firstId: number, unit: number, unitTitle: string): Lesson[] {
  return contents.map((content, index) => ({ ...content, id: firstId + index, unit, unitTitle }));
}

// The path is built once per style: the web and server ask for it on every render and request.
const UNITS_BY_STYLE = new Map<RoomStyle, readonly LessonUnit[]>(
  ROOM_STYLES.map((style) => {
    const routineTitle = routineUnitTitle(style);
    const units: LessonUnit[] = [
      {
        unit: 1,
        title: GETTING_STARTED_UNIT_TITLE,
        lessons: numbered(GETTING_STARTED_LESSONS, FIRST_LESSON_ID, 1, GETTING_STARTED_UNIT_TITLE),
      },
      { unit: 2, title: routineTitle, lessons: numbered(ROUTINES[style], FIRST_ROUTINE_LESSON_ID, 2, routineTitle) },
      {
        unit: 3,
        title: ADVANCED_UNIT_TITLE,
        lessons: numbered(ADVANCED_LESSONS, FIRST_ADVANCED_LESSON_ID, 3, ADVANCED_UNIT_TITLE),
      },
    ];
    return [style, units];
  }),
);

const PATH_BY_STYLE = new Map<RoomStyle, readonly Lesson[]>(
  [...UNITS_BY_STYLE].map(([style, units]) => [style, units.flatMap((unit) => unit.lessons)]),
);

/** The whole path for a room style, grouped in units, in order. */
export function lessonUnits(style: RoomStyle): LessonUnit[] {
  return [...(UNITS_BY_STYLE.get(roomStyleFor(style)) ?? [])];
}

/** The whole path for a room style, flattened and ordered by id (1–24). */
export function lessonPath(style: RoomStyle): Lesson[] {
  return [...(PATH_BY_STYLE.get(roomStyleFor(style)) ?? [])];
}

export function isLessonId(id: number): boolean {
  return Number.isInteger(id) && id >= FIRST_LESSON_ID && id <= LAST_LESSON_ID;
}

export function findLesson(id: number, style: RoomStyle): Lesson | undefined {
  if (!isLessonId(id)) return undefined;
  return PATH_BY_STYLE.get(roomStyleFor(style))?.[id - FIRST_LESSON_ID];
}

/** The lesson after this one on the path, or undefined after the last lesson (or for a bad id). */
export function nextLessonId(id: number, style: RoomStyle): number | undefined {
  if (!isLessonId(id)) return undefined;
  return findLesson(id + 1, style)?.id;
}

/** Ids 7–19 take their content from the user's preference, so they need it loaded (02 §2). */
export function isRoutineLesson(id: number): boolean {
  return isLessonId(id) && id >= FIRST_ROUTINE_LESSON_ID && id <= LAST_ROUTINE_LESSON_ID;
}

// ── Locking and progress ─────────────────────────────────────────────────

/**
 * 01 §4, 02 §4: lesson 1 is never locked; lesson n is locked unless n itself or n-1 is completed.
 * So lesson 7 (the first of Unit 2) needs lesson 6, and 20 needs 19. An id that is not on the
 * path (0, 25, 2.5) is locked: there is nothing there to open.
 */
export function isLessonLocked(id: number, completed: ReadonlySet<number>): boolean {
  if (!isLessonId(id)) return true;
  if (id === FIRST_LESSON_ID) return false;
  return !completed.has(id) && !completed.has(id - 1);
}

/** Completed lessons that are really on the path (local storage may hold stale or odd ids). */
export function completedLessonCount(completed: ReadonlySet<number>): number {
  let count = 0;
  for (const id of completed) if (isLessonId(id)) count += 1;
  return count;
}

/** Every lesson done: the path screen then shows its "more coming soon" marker (01 §2, §9). */
export function isPathComplete(completed: ReadonlySet<number>): boolean {
  return completedLessonCount(completed) === LESSON_COUNT;
}

/** XP on the path screen: 100 per completed lesson (01 §2, §9). */
export function lessonXp(completedCount: number): number {
  return xpForCompletedLessons(completedCount);
}

export const MASCOT_SIGNED_OUT_MESSAGE = 'Sign in to save your progress and start organizing one small step at a time!';
export const MASCOT_WELCOME_MESSAGE =
  "Welcome to Tidy Steps! I'm here to guide you. Tap the first lesson to start organizing your home, one small step at a time.";
export const MASCOT_ALL_DONE_MESSAGE =
  "Congratulations! You've completed every lesson. Your home and your habits have come a long way!";

/** The mascot's speech bubble on the lesson path (01 §2). */
export function mascotMessage(input: { signedIn: boolean; completedCount: number; total: number }): string {
  const { signedIn, completedCount, total } = input;
  if (!signedIn) return MASCOT_SIGNED_OUT_MESSAGE;
  if (completedCount <= 0) return MASCOT_WELCOME_MESSAGE;
  if (completedCount >= total) return MASCOT_ALL_DONE_MESSAGE;
  return `Great progress! You've completed ${completedCount} of ${total} lessons. Keep going!`;
}

// ── Lesson screen ────────────────────────────────────────────────────────

/** The lesson whose first two screens behave differently (02 §2). */
export const CHOOSE_SPACE_LESSON_ID = 2;

/**
 * 02 §2: lesson 2's first screen (index 0) is an introduction with no checkbox; its second
 * (index 1) has a text input where the person names the space they will start with (or picks one of the
 * household's spaces); its third (index 2), the "before" picture, leads to that space's photo set-up.
 */
export function lessonSpecialStep(
  lessonId: number,
  subStepIndex: number,
): 'no-checkbox' | 'choose-space' | 'before-photo' | null {
  if (lessonId !== CHOOSE_SPACE_LESSON_ID) return null;
  if (subStepIndex === 0) return 'no-checkbox';
  if (subStepIndex === 1) return 'choose-space';
  // Take a "before" picture: the lesson screen links to setting up the chosen space's photos.
  if (subStepIndex === 2) return 'before-photo';
  return null;
}
