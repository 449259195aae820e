// Lesson progress kept in the browser (spec 01 §3, 02 §3): `completedLessons` is a JSON list of lesson
// numbers and `chosenSpace` the space named in lesson 2, under the spec's own keys. For a signed-in person
// the list mirrors the server's record; `completedLessonsOwner` says whose, so one account's lessons are
// never merged into another's on a shared device. A list with no owner was made while signed out.

export const COMPLETED_LESSONS_KEY = 'completedLessons';
export const COMPLETED_LESSONS_OWNER_KEY = 'completedLessonsOwner';
export const CHOSEN_SPACE_KEY = 'chosenSpace';
/** Dispatched on `window` after this tab changes the list, so every view of it re-reads. */
export const LOCAL_PROGRESS_EVENT = 'tidy:completed-lessons';
/** Room for far more than the path's 24 lessons; a list longer than this is not ours. */
const MAX_STORED_LESSONS = 100;
/**
 * Lesson numbers run from 1 up; the server keeps ids up to 1000. The exact end of the path is in the
 * catalog, which loads later (lesson-catalog.ts): ids past it are harmless here, since the path only
 * looks up its own lessons and the server leaves unknown ids out of a merge.
 */
const MAX_LESSON_ID = 1000;

const isStoredLessonId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LESSON_ID;

/** The part of the Web Storage interface used here, so tests can hand in their own. */
export type LessonStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type LocalProgress = {
  /** Completed lessons on the path, ascending, each once. */
  lessons: number[];
  /** The user id whose server record the list mirrors; null when it was made while signed out. */
  owner: string | null;
};

/** The browser's local storage, or null where it is missing or refused (private modes, blocked cookies). */
export function browserStorage(): LessonStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Lesson numbers, ascending, each once; anything else (text, fractions, zero) is dropped. */
export function normalizeLessons(values: readonly unknown[]): number[] {
  const ids = values.filter(isStoredLessonId);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function read(storage: LessonStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readLocalProgress(storage: LessonStorage | null): LocalProgress {
  const owner = read(storage, COMPLETED_LESSONS_OWNER_KEY) || null;
  try {
    const value: unknown = JSON.parse(read(storage, COMPLETED_LESSONS_KEY) ?? '[]');
    if (!Array.isArray(value) || value.length > MAX_STORED_LESSONS) return { lessons: [], owner };
    return { lessons: normalizeLessons(value), owner };
  } catch {
    return { lessons: [], owner };
  }
}

/** The lesson in a ?completed= parameter (digits only), or null. */
export function completedParamLesson(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const id = Number(value);
  return isStoredLessonId(id) ? id : null;
}

/** Writes the list (and its owner; null removes it). Storage that is full or refused only means it is not kept. */
export function writeLocalProgress(storage: LessonStorage | null, progress: LocalProgress): void {
  if (!storage) return;
  try {
    storage.setItem(COMPLETED_LESSONS_KEY, JSON.stringify(normalizeLessons(progress.lessons)));
    if (progress.owner) storage.setItem(COMPLETED_LESSONS_OWNER_KEY, progress.owner);
    else storage.removeItem(COMPLETED_LESSONS_OWNER_KEY);
  } catch {
    // Nothing to do: the server keeps a signed-in person's progress anyway.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOCAL_PROGRESS_EVENT));
}

/** Adds one completed lesson to the list, keeping its owner. */
export function addLocalLesson(storage: LessonStorage | null, lessonId: number): void {
  if (!isStoredLessonId(lessonId)) return;
  const current = readLocalProgress(storage);
  writeLocalProgress(storage, { ...current, lessons: [...current.lessons, lessonId] });
}

/** What a visitor's path shows: lessons completed on this device while signed out, not a signed-out account's. */
export function visitorLessons(local: LocalProgress): number[] {
  return local.owner === null ? local.lessons : [];
}

/**
 * The lessons to send to the server when a person's record loads: those in the list that the record lacks,
 * when the list is theirs or made while signed out. Another account's list is never sent.
 */
export function lessonsToMerge(local: LocalProgress, serverLessons: readonly number[], userId: string): number[] {
  if (local.owner !== null && local.owner !== userId) return [];
  const onServer = new Set(serverLessons);
  return local.lessons.filter((id) => !onServer.has(id));
}

export function readChosenSpace(storage: LessonStorage | null): string {
  return read(storage, CHOSEN_SPACE_KEY) ?? '';
}

export function writeChosenSpace(storage: LessonStorage | null, name: string): void {
  if (!storage) return;
  try {
    if (name.trim()) storage.setItem(CHOSEN_SPACE_KEY, name);
    else storage.removeItem(CHOSEN_SPACE_KEY);
  } catch {
    // As above: the answer shows in the field, it is only not remembered.
  }
}
