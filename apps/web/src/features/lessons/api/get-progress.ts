import { useQuery } from '@tanstack/react-query';
import type { RoomStyle } from '@tidy/domain/lessons';
import { todayIsoDate } from '@tidy/domain/time';
import { apiFetch } from '../../../lib/api-fetch';
import { lessonKeys } from './query-keys';

/** The person's lesson progress, as every lessons route answers it. */
export type Progress = {
  /** Completed lesson ids, ascending. */
  completed_lessons: number[];
  /** 100 per completed lesson. */
  xp: number;
  /** Days in a row with a completed lesson or task, ending today (or yesterday, while today has nothing yet). */
  streak: { current: number; active_today: boolean };
  /** The room Unit 2 teaches, from the person's preferences. */
  room_style: RoomStyle;
};

/** "Today" as the person's own device sees it: the streak counts their calendar days, not the server's. */
export const localToday = () => todayIsoDate(new Date());

/** The address the progress is read from, for the person's date `today`. */
export const progressPath = (today: string) => `/api/progress?today=${today}`;

export function getProgress(): Promise<Progress> {
  return apiFetch<Progress>(progressPath(localToday()));
}

/**
 * Signed-in people only: pass `enabled: false` for a visitor. Always refetched when a view of it appears:
 * daily tasks, the to-do list and upkeep change the streak too, elsewhere in the app.
 */
export function useProgress({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: lessonKeys.progress, queryFn: getProgress, enabled, staleTime: 0 });
}
