import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { ChorePerson } from './get-chores';
import type { OccurrenceState } from './get-chore-history';
import { choreKeys } from './query-keys';

/** A turn on the calendar: a real one, or a projected one the schedule will write later. */
export type CalendarEntry = {
  /** null for a projected turn. */
  id: string | null;
  chore_id: string;
  title: string;
  due_on: string;
  due_time: string | null;
  projected: boolean;
  state: OccurrenceState;
  turn: ChorePerson | null;
  /** `user_id` is null for someone who has since deleted their account. */
  done_by: { user_id: string | null; full_name: string } | null;
  overdue: boolean;
};

export type ChoreCalendar = { from: string; to: string; occurrences: CalendarEntry[] };

/** Turns due from `from` to `to` (both included, at most 62 days); `member` ('' for all) narrows to one person. */
export function getChoreCalendar(spaceId: string, from: string, to: string, member: string): Promise<ChoreCalendar> {
  const query = new URLSearchParams({ from, to });
  if (member) query.set('member', member);
  return apiFetch<ChoreCalendar>(`/api/spaces/${encodeURIComponent(spaceId)}/chore-occurrences?${query}`);
}

export function useChoreCalendar(spaceId: string, from: string, to: string, member: string) {
  return useQuery({
    queryKey: choreKeys.calendar(spaceId, from, to, member),
    queryFn: () => getChoreCalendar(spaceId, from, to, member),
    // Moving a week on keeps the last one on screen until the next arrives, instead of a flash of "Loading".
    placeholderData: keepPreviousData,
  });
}
