import type { RoomStyle } from '@tidy/domain/lessons';
import { lessonXp } from '@tidy/domain/points';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth';
import { useProgress } from './api/get-progress';
import { useMergeProgress } from './api/merge-progress';
import {
  COMPLETED_LESSONS_KEY,
  COMPLETED_LESSONS_OWNER_KEY,
  LOCAL_PROGRESS_EVENT,
  browserStorage,
  lessonsToMerge,
  readLocalProgress,
  visitorLessons,
  writeLocalProgress,
} from './local-progress';

export type LessonProgressView = {
  /** 'loading' until a signed-in person's record has answered; a visitor is ready at once. */
  status: 'loading' | 'error' | 'ready';
  signedIn: boolean;
  completed: ReadonlySet<number>;
  /** 100 per completed lesson; shown to signed-in people only (spec 01 §2). */
  xp: number;
  /** Null for a visitor, whose days are not recorded anywhere. */
  streak: { current: number; activeToday: boolean } | null;
  /** The room Unit 2 teaches: from the preferences, or the room-agnostic routine for a visitor. */
  roomStyle: RoomStyle;
  error: Error | null;
  retry: () => void;
};

const VISITOR_ROOM_STYLE: RoomStyle = 'other';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_PROGRESS_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_PROGRESS_EVENT, onChange);
  };
}

/** The raw stored text, which is stable between changes; parsed once per change below. */
function storedSnapshot(): string {
  const storage = browserStorage();
  try {
    return `${storage?.getItem(COMPLETED_LESSONS_KEY) ?? ''}\n${storage?.getItem(COMPLETED_LESSONS_OWNER_KEY) ?? ''}`;
  } catch {
    return '';
  }
}

/** The local list, re-read whenever this tab or another changes it. */
function useLocalProgress() {
  const snapshot = useSyncExternalStore(subscribe, storedSnapshot, () => '');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the snapshot is what changes; the storage is read again
  return useMemo(() => readLocalProgress(browserStorage()), [snapshot]);
}

/** Merges tried per person and list, in this tab: each list is offered to the server once, by whichever view sees it first. */
const mergeAttempts = new Map<string, 'pending' | 'done' | 'failed'>();

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The lesson path's progress for whoever is here. Signed in: the server's record, mirrored into local
 * storage; lessons the device completed while signed out are merged into the record once, on sign-in.
 * Signed out: the device's own list.
 */
export function useLessonProgress(): LessonProgressView {
  const { loading: authLoading, user } = useAuth();
  const signedIn = user !== null;
  const progress = useProgress({ enabled: signedIn });
  const { mutateAsync: mergeLessons } = useMergeProgress();
  const local = useLocalProgress();
  const { data: server, isError, error, refetch } = progress;

  useEffect(() => {
    if (!user || !server) return;
    const missing = lessonsToMerge(local, server.completed_lessons, user.id);
    const attemptKey = `${user.id}:${missing.join(',')}`;
    const attempt = mergeAttempts.get(attemptKey);
    if (missing.length > 0 && attempt === undefined) {
      mergeAttempts.set(attemptKey, 'pending');
      // The promise settles even if this view has gone by then (the mutation's own callbacks would not run).
      mergeLessons(missing).then(
        () => mergeAttempts.set(attemptKey, 'done'),
        () => mergeAttempts.set(attemptKey, 'failed'),
      );
      return;
    }
    // While a merge runs, or after it failed, the device's list is the only copy of those lessons: keep it.
    if (missing.length > 0 && attempt !== 'done') return;
    if (local.owner !== user.id || !sameList(local.lessons, server.completed_lessons)) {
      writeLocalProgress(browserStorage(), { lessons: server.completed_lessons, owner: user.id });
    }
  }, [user, server, local, mergeLessons]);

  return useMemo((): LessonProgressView => {
    if (!signedIn) {
      const lessons = visitorLessons(local);
      return {
        status: authLoading ? 'loading' : 'ready',
        signedIn,
        completed: new Set(lessons),
        xp: lessonXp(lessons.length),
        streak: null,
        roomStyle: VISITOR_ROOM_STYLE,
        error: null,
        retry: () => undefined,
      };
    }
    // Until the record answers (or if it cannot), the device's mirror of this person's record stands in.
    const lessons = server?.completed_lessons ?? (local.owner === user.id ? local.lessons : []);
    return {
      status: server ? 'ready' : isError ? 'error' : 'loading',
      signedIn,
      completed: new Set(lessons),
      xp: server?.xp ?? lessonXp(lessons.length),
      streak: server ? { current: server.streak.current, activeToday: server.streak.active_today } : null,
      roomStyle: server?.room_style ?? VISITOR_ROOM_STYLE,
      error,
      retry: () => void refetch(),
    };
  }, [signedIn, authLoading, local, server, user, isError, error, refetch]);
}
